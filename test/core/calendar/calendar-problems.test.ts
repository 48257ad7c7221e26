// One bad event costs only itself: a broken repeat rule, a zone nobody knows, a rule that
// never ends or never matches, an event without a start. The good events beside them come
// back, and each problem names its event in a sentence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { eventsBetween } from '../../../main/core/calendar/calendar-occurrences.ts';
import { parseCalendar } from '../../../main/core/calendar/calendar-parse.ts';
import { at, calendarOf, fixture, fixtureText, span, when } from './calendar-fixture.ts';

const MARCH = [at('2026-03-01T00:00:00Z'), at('2026-04-01T00:00:00Z')] as const;
const GOOD = `
  BEGIN:VEVENT
  UID:good
  SUMMARY:Review
  DTSTART:20260310T120000Z
  DTEND:20260310T130000Z
  END:VEVENT`;

test('a broken RRULE and an unknown TZID without VTIMEZONE: the good events come back, the problems name the bad ones', () => {
  const read = eventsBetween(fixture('mixed-problems.ics'), ...MARCH, { selfEmails: [] });
  assert.deepEqual(read.events.map(when), [
    span('Kickoff', '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z'),
    span('Intro with Boston', '2026-03-10T13:00:00Z', '2026-03-10T14:00:00Z'),
    span('Retro (one I was invited to)', '2026-03-11T15:00:00Z', '2026-03-11T16:00:00Z'),
    span('Planning', '2026-03-23T08:00:00Z', '2026-03-23T08:30:00Z'),
    span('Planning', '2026-03-30T07:00:00Z', '2026-03-30T07:30:00Z'),
  ]);
  assert.deepEqual(read.problems.map((p) => [p.uid, p.title]), [
    ['broken-rule-4d5e6f@google.com', 'Partner sync'],
    ['rover-7a8b9c@google.com', 'Rover check-in'],
  ]);
  assert.match(read.problems[0]!.message, /^Stint could not read this event \(invalid frequency "FORTNIGHTLY".*\), so it is left out/);
  assert.equal(read.problems[1]!.message, 'It is set in the time zone "Mars/Olympus_Mons", which the calendar does not describe and Stint does not know, so it is left out.');
});

test('an override whose series is not in the calendar (an invitation to one occurrence) stands alone', () => {
  const [retro] = eventsBetween(fixture('mixed-problems.ics'), at('2026-03-11T00:00:00Z'), at('2026-03-12T00:00:00Z'), { selfEmails: [] }).events;
  assert.equal(retro?.uid, 'retro-series-6d7e8f@google.com');
  assert.equal(retro?.recurrenceId, '2026-03-11T14:00:00.000Z');
});

test('a rule without end is read only up to the span: a daily event since 2015 has one occurrence in a day of 2026', () => {
  const calendar = calendarOf(`
    BEGIN:VEVENT
    UID:daily
    SUMMARY:Daily check
    DTSTART:20150105T083000Z
    DTEND:20150105T084500Z
    RRULE:FREQ=DAILY
    END:VEVENT`);
  const read = eventsBetween(calendar, at('2026-03-10T00:00:00Z'), at('2026-03-11T00:00:00Z'), { selfEmails: [] });
  assert.deepEqual(read.events.map(when), [span('Daily check', '2026-03-10T08:30:00Z', '2026-03-10T08:45:00Z')]);
  assert.equal(read.events[0]!.recurrenceId, '2026-03-10T08:30:00.000Z');
  assert.deepEqual(read.problems, []);
});

test('a rule that never matches (30 February, daily) gives up with a problem instead of hanging', () => {
  const calendar = calendarOf(GOOD, `
    BEGIN:VEVENT
    UID:never
    SUMMARY:Leap of faith
    DTSTART:20260101T090000Z
    RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30
    END:VEVENT`);
  const read = eventsBetween(calendar, ...MARCH, { selfEmails: [] });
  assert.deepEqual(read.events.map((e) => e.title), ['Review']);
  assert.deepEqual(read.problems, [{
    uid: 'never',
    title: 'Leap of faith',
    message: 'Its repeat rule takes too long to follow (it may ask for days that never come, such as 30 February), so it is left out.',
  }]);
});

test('an event without a start is a problem, not a crash', () => {
  const read = eventsBetween(calendarOf(GOOD, 'BEGIN:VEVENT\nUID:no-start\nSUMMARY:Someday\nEND:VEVENT'), ...MARCH, { selfEmails: [] });
  assert.deepEqual(read.events.map((e) => e.title), ['Review']);
  assert.deepEqual(read.problems, [{ uid: 'no-start', title: 'Someday', message: 'It has no start (DTSTART), so it is left out.' }]);
});

test('nothing a damaged calendar holds makes parsing or reading throw (lines dropped or cut short at random)', () => {
  const lines = ['google-team.ics', 'outlook-exchange.ics', 'apple-home.ics', 'mixed-problems.ics'].map((name) => fixtureText(name).split('\r\n'));
  const damage = fc.record({
    file: fc.nat({ max: lines.length - 1 }),
    cuts: fc.array(fc.record({ line: fc.nat(), keep: fc.nat({ max: 40 }) }), { minLength: 1, maxLength: 6 }),
  });
  fc.assert(
    fc.property(damage, ({ file, cuts }) => {
      const damaged = [...lines[file]!];
      for (const cut of cuts) {
        const i = cut.line % damaged.length;
        damaged[i] = cut.keep % 3 === 0 ? '' : damaged[i]!.slice(0, cut.keep);
      }
      const read = parseCalendar(damaged.join('\r\n'));
      if (read.ok) eventsBetween(read.calendar, ...MARCH, { selfEmails: ['me@example.com'] });
    }),
    { numRuns: 120, seed: 20260310 },
  );
});
