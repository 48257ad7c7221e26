// Zones: the calendar's own VTIMEZONE (Google's and Apple's IANA names, Exchange's Windows
// names), and, without one, the zone the runtime knows by that name. The clocks change on
// 8 March 2026 in the US and on 29 March 2026 in the EU, so in the three weeks between New
// York is four hours behind UTC while Berlin is still one hour ahead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventsBetween } from '../../../main/core/calendar/calendar-occurrences.ts';
import type { ParsedCalendar } from '../../../main/core/calendar/calendar-types.ts';
import { at, calendarOf, fixture, span, when } from './calendar-fixture.ts';

const MARCH_APRIL = [at('2026-03-01T00:00:00Z'), at('2026-05-01T00:00:00Z')] as const;
const titled = (title: string, calendar: ParsedCalendar) =>
  eventsBetween(calendar, ...MARCH_APRIL, { selfEmails: [] }).events.filter((e) => e.title === title);

test('Apple: a weekly call at 11:00 America/New_York (its VTIMEZONE) moves in UTC with the US change, not the EU one', () => {
  assert.deepEqual(titled('Call with the New York office', fixture('apple-home.ics')).map((e) => e.start), [
    at('2026-03-03T16:00:00Z'), // EST, before 8 March
    at('2026-03-10T15:00:00Z'), // EDT: 16:00 in Berlin, still on CET
    at('2026-03-17T15:00:00Z'),
    at('2026-03-24T15:00:00Z'),
    at('2026-03-31T15:00:00Z'), // EDT: 17:00 in Berlin, now on CEST
    at('2026-04-07T15:00:00Z'), // COUNT=6: the last
  ]);
});

test('Exchange: Windows zone names with their VTIMEZONE blocks (W. Europe, Eastern)', () => {
  const outlook = fixture('outlook-exchange.ics');
  assert.deepEqual(titled('Weekly sync', outlook).map(when), [
    span('Weekly sync', '2026-03-05T08:00:00Z', '2026-03-05T09:00:00Z'),
    span('Weekly sync', '2026-03-12T08:00:00Z', '2026-03-12T09:00:00Z'),
    // 19 March is an EXDATE in the Windows zone.
    span('Weekly sync', '2026-03-26T08:00:00Z', '2026-03-26T09:00:00Z'),
    span('Weekly sync', '2026-04-02T07:00:00Z', '2026-04-02T08:00:00Z'),
    span('Weekly sync', '2026-04-09T07:00:00Z', '2026-04-09T08:00:00Z'),
  ]);
  assert.deepEqual(titled('Quarterly review with Boston', outlook).map(when), [
    span('Quarterly review with Boston', '2026-03-09T14:00:00Z', '2026-03-09T15:30:00Z'),
  ]);
});

test('without a VTIMEZONE, an IANA name is the zone the runtime knows, daylight saving included', () => {
  assert.deepEqual(titled('Planning', fixture('mixed-problems.ics')).map((e) => e.start), [at('2026-03-23T08:00:00Z'), at('2026-03-30T07:00:00Z')]);
});

test('without a VTIMEZONE, a common Windows name is read as its IANA zone', () => {
  // Eastern Standard Time on 10 March is already EDT (UTC-4).
  assert.deepEqual(titled('Intro with Boston', fixture('mixed-problems.ics')).map(when), [
    span('Intro with Boston', '2026-03-10T13:00:00Z', '2026-03-10T14:00:00Z'),
  ]);
});

test('the calendar\'s own VTIMEZONE wins over what the runtime knows by the same name', () => {
  const custom = calendarOf(`
    BEGIN:VTIMEZONE
    TZID:Europe/Berlin
    BEGIN:STANDARD
    DTSTART:19700101T000000
    TZOFFSETFROM:+0300
    TZOFFSETTO:+0300
    END:STANDARD
    END:VTIMEZONE
    BEGIN:VEVENT
    UID:custom-zone
    SUMMARY:Fixed offset
    DTSTART;TZID=Europe/Berlin:20260310T090000
    DTEND;TZID=Europe/Berlin:20260310T100000
    END:VEVENT`);
  assert.deepEqual(titled('Fixed offset', custom).map(when), [span('Fixed offset', '2026-03-10T06:00:00Z', '2026-03-10T07:00:00Z')]);
});

test('a wall time the clocks skip is read with the offset from before the change; one that happens twice is the first', () => {
  const gaps = calendarOf(`
    BEGIN:VEVENT
    UID:berlin-gap
    SUMMARY:Berlin 02:30, skipped
    DTSTART;TZID=Europe/Berlin:20260329T023000
    END:VEVENT
    BEGIN:VEVENT
    UID:berlin-twice
    SUMMARY:Berlin 02:30, twice
    DTSTART;TZID=Europe/Berlin:20261025T023000
    END:VEVENT
    BEGIN:VEVENT
    UID:ny-gap
    SUMMARY:New York 02:30, skipped
    DTSTART;TZID=America/New_York:20260308T023000
    END:VEVENT
    BEGIN:VEVENT
    UID:ny-twice
    SUMMARY:New York 01:30, twice
    DTSTART;TZID=America/New_York:20261101T013000
    END:VEVENT`);
  const starts = eventsBetween(gaps, at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), { selfEmails: [] }).events.map((e) => [e.title, new Date(e.start).toISOString()]);
  assert.deepEqual(starts, [
    ['New York 02:30, skipped', '2026-03-08T07:30:00.000Z'], // read as 03:30 EDT
    ['Berlin 02:30, skipped', '2026-03-29T01:30:00.000Z'], // read as 03:30 CEST
    ['Berlin 02:30, twice', '2026-10-25T00:30:00.000Z'], // the first, still CEST
    ['New York 01:30, twice', '2026-11-01T05:30:00.000Z'], // the first, still EDT
  ]);
});

test('UTC times and TZID=UTC need no zone', () => {
  const utc = calendarOf(`
    BEGIN:VEVENT
    UID:utc-z
    SUMMARY:Zulu
    DTSTART:20260310T090000Z
    DTEND:20260310T093000Z
    END:VEVENT
    BEGIN:VEVENT
    UID:utc-tzid
    SUMMARY:Named UTC
    DTSTART;TZID=UTC:20260310T100000
    DTEND;TZID=UTC:20260310T103000
    END:VEVENT`);
  assert.deepEqual(eventsBetween(utc, ...MARCH_APRIL, { selfEmails: [] }).events.map(when), [
    span('Zulu', '2026-03-10T09:00:00Z', '2026-03-10T09:30:00Z'),
    span('Named UTC', '2026-03-10T10:00:00Z', '2026-03-10T10:30:00Z'),
  ]);
  assert.deepEqual([...utc.unknownZones], []);
});
