// Repeating events as Google Calendar publishes them (fixtures/google-team.ics): a standup
// on Monday, Wednesday and Friday at 09:00 Europe/Berlin until 17 April, one day taken out
// (EXDATE 11 March), one occurrence moved (13 March to Thursday 12 March, 14:00), one
// cancelled (18 March); a 1:1 on three Tuesdays (COUNT=3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventsBetween } from '../../../main/core/calendar/calendar-occurrences.ts';
import { at, calendarOf, fixture, span, when } from './calendar-fixture.ts';

const google = fixture('google-team.ics');
const between = (fromIso: string, toIso: string) => eventsBetween(google, at(fromIso), at(toIso), { selfEmails: ['me@example.com'] });
const STANDUP_UID = '4kq1b7t0m3n8s2v6c9d5e1f0ab@google.com';

test('a week of the series: the EXDATE day is missing and the moved occurrence stands at its new time', () => {
  const week = between('2026-03-09T00:00:00Z', '2026-03-16T00:00:00Z');
  assert.deepEqual(week.events.map(when), [
    span('Standup', '2026-03-09T08:00:00Z', '2026-03-09T08:15:00Z'),
    span('1:1 with Sam', '2026-03-10T09:00:00Z', '2026-03-10T09:30:00Z'),
    span('Standup (moved to Thursday)', '2026-03-12T13:00:00Z', '2026-03-12T13:15:00Z'),
  ]);
  assert.deepEqual(week.problems, []);
});

test('the moved occurrence keeps its series and says which occurrence it replaces', () => {
  const [moved] = between('2026-03-12T00:00:00Z', '2026-03-13T00:00:00Z').events;
  assert.deepEqual(moved, {
    uid: STANDUP_UID,
    recurrenceId: '2026-03-13T08:00:00.000Z',
    title: 'Standup (moved to Thursday)',
    start: at('2026-03-12T13:00:00Z'),
    end: at('2026-03-12T13:15:00Z'),
    allDay: false,
    location: 'Room Spree',
  });
});

test('the moved occurrence is not also shown at its old time', () => {
  assert.deepEqual(between('2026-03-13T00:00:00Z', '2026-03-14T00:00:00Z').events, []);
});

test('a span that ends before the time an occurrence was moved from still finds it moved earlier into the span', () => {
  // The span ends on 12 March; the occurrence it shows was the one of 13 March.
  const thursday = between('2026-03-12T12:00:00Z', '2026-03-12T14:00:00Z');
  assert.deepEqual(thursday.events.map(when), [span('Standup (moved to Thursday)', '2026-03-12T13:00:00Z', '2026-03-12T13:15:00Z')]);
});

test('an occurrence cancelled by its override (STATUS:CANCELLED) is left out; its neighbours stay', () => {
  const standups = between('2026-03-16T00:00:00Z', '2026-03-21T00:00:00Z').events.filter((e) => e.uid === STANDUP_UID);
  assert.deepEqual(standups.map((e) => e.recurrenceId), ['2026-03-16T08:00:00.000Z', '2026-03-20T08:00:00.000Z']);
});

test('COUNT ends a series: the 1:1 has three Tuesdays and no fourth', () => {
  const ones = between('2026-03-01T00:00:00Z', '2026-04-30T00:00:00Z').events.filter((e) => e.title === '1:1 with Sam');
  assert.deepEqual(ones.map((e) => e.start), [at('2026-03-03T09:00:00Z'), at('2026-03-10T09:00:00Z'), at('2026-03-17T09:00:00Z')]);
});

test('the standup keeps 09:00 in Berlin across the change of 29 March: 08:00Z before, 07:00Z after, until UNTIL (inclusive)', () => {
  const standups = between('2026-03-27T00:00:00Z', '2026-04-25T00:00:00Z').events.filter((e) => e.uid === STANDUP_UID);
  assert.deepEqual(standups.map((e) => e.start), [
    at('2026-03-27T08:00:00Z'),
    at('2026-03-30T07:00:00Z'),
    at('2026-04-01T07:00:00Z'),
    at('2026-04-03T07:00:00Z'),
    at('2026-04-06T07:00:00Z'),
    at('2026-04-08T07:00:00Z'),
    at('2026-04-10T07:00:00Z'),
    at('2026-04-13T07:00:00Z'),
    at('2026-04-15T07:00:00Z'),
    at('2026-04-17T07:00:00Z'),
  ]);
  assert.ok(standups.every((e) => e.end - e.start === 15 * 60_000));
});

test('the events come sorted by start, whatever their order in the file', () => {
  const starts = between('2026-03-01T00:00:00Z', '2026-04-30T00:00:00Z').events.map((e) => e.start);
  assert.equal(starts.length, 24);
  assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
});

test('an override relates only to its own series: another event with the same RECURRENCE-ID time is untouched', () => {
  // Without strict UIDs ical.js would lay the override of one series over the other.
  const events = eventsBetween(
    fixtureWithTwinSeries(),
    at('2026-03-02T00:00:00Z'),
    at('2026-03-03T00:00:00Z'),
    { selfEmails: [] },
  ).events;
  assert.deepEqual(events.map(when), [span('Breakfast', '2026-03-02T07:00:00Z', '2026-03-02T07:30:00Z'), span('Late standup', '2026-03-02T10:00:00Z', '2026-03-02T10:15:00Z')]);
});

function fixtureWithTwinSeries() {
  return calendarOf(`
    BEGIN:VEVENT
    UID:standup
    SUMMARY:Standup
    DTSTART:20260302T070000Z
    DTEND:20260302T071500Z
    RRULE:FREQ=DAILY;COUNT=3
    END:VEVENT
    BEGIN:VEVENT
    UID:breakfast
    SUMMARY:Breakfast
    DTSTART:20260302T070000Z
    DTEND:20260302T073000Z
    RRULE:FREQ=DAILY;COUNT=3
    END:VEVENT
    BEGIN:VEVENT
    UID:standup
    SUMMARY:Late standup
    RECURRENCE-ID:20260302T070000Z
    DTSTART:20260302T100000Z
    DTEND:20260302T101500Z
    END:VEVENT`);
}
