// A calendar cannot freeze Stint (issue 60, item 8): thirty events repeating every second
// since 1990 held the engine for 13 s in one snapshot, again for each new day shown. The work
// is counted in ical.js's steps (rule-guard.ts `Work`), never timed: repetitions under a
// minute are left out unread, a series starts near the days asked, and a calendar's work for
// a day is bounded, with what was left out said. test/bench/calendar.bench.ts prints the ms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { eventsBetween, WORK_PER_DAY } from '../../../main/core/calendar/calendar-occurrences.ts';
import { instantOf } from '../../../main/core/calendar/calendar-instant.ts';
import { at, calendarOf } from './calendar-fixture.ts';

const DAY = 86_400_000;
const TUESDAY = [at('2026-03-10T00:00:00Z'), at('2026-03-11T00:00:00Z')] as const;
const REVIEW = 'BEGIN:VEVENT\nUID:review\nSUMMARY:Review\nDTSTART:20260310T120000Z\nDTEND:20260310T130000Z\nEND:VEVENT';

const repeating = (n: number, rule: string, since = '19900101T000000Z', length = '000001') =>
  Array.from({ length: n }, (_, i) => `BEGIN:VEVENT\nUID:tick-${i}\nSUMMARY:Tick ${i}\nDTSTART:${since}\nDTEND:${since.slice(0, 9)}${length}Z\nRRULE:${rule}\nEND:VEVENT`);

test("the issue's calendar: 30 events every second since 1990 cost no step on any day, and each is said as not a meeting", () => {
  const calendar = calendarOf(REVIEW, ...repeating(30, 'FREQ=SECONDLY'));
  for (const [from, to] of [TUESDAY, [at('2026-03-09T00:00:00Z'), at('2026-03-16T00:00:00Z')]] as const) {
    const read = eventsBetween(calendar, from, to, { selfEmails: [] });
    assert.deepEqual(read.events.map((e) => e.title), ['Review']);
    assert.ok(read.work <= 10, `${read.work} steps`);
    assert.equal(read.problems.length, 30);
    assert.deepEqual(new Set(read.problems.map((p) => p.message)), new Set(['It repeats every second, more often than once a minute: that is not a meeting, so it is left out.']));
  }
});

test('under a minute in any form is not a meeting: every 30 seconds, several seconds of each minute; once a minute is read', () => {
  const calendar = calendarOf(
    ...repeating(1, 'FREQ=SECONDLY;INTERVAL=30').map((e) => e.replace(/tick-0/, 'half').replace('Tick 0', 'Half')),
    ...repeating(1, 'FREQ=MINUTELY;BYSECOND=0,20,40').map((e) => e.replace(/tick-0/, 'thirds').replace('Tick 0', 'Thirds')),
    ...repeating(1, 'FREQ=SECONDLY;INTERVAL=60', '20260310T235800Z', '235830').map((e) => e.replace(/tick-0/, 'minute').replace('Tick 0', 'Minute')),
  );
  const read = eventsBetween(calendar, ...TUESDAY, { selfEmails: [] });
  assert.deepEqual(read.problems.map((p) => [p.title, p.message.replace(/,.*/, '')]), [['Half', 'It repeats every 30 seconds'], ['Thirds', 'It repeats several times a minute']]);
  assert.deepEqual(read.events.map((e) => new Date(e.start).toISOString()), ['2026-03-10T23:58:00.000Z', '2026-03-10T23:59:00.000Z']);
});

test('30 events every minute since 1990: a day costs at most its allowance, the single event is shown, and what was left out is said', () => {
  const calendar = calendarOf(REVIEW, ...repeating(30, 'FREQ=MINUTELY'));
  const read = eventsBetween(calendar, ...TUESDAY, { selfEmails: [] });
  assert.ok(read.work <= WORK_PER_DAY + 1, `${read.work} steps`);
  assert.ok(read.events.some((e) => e.title === 'Review'), 'the meeting beside them is shown');
  const ticks = new Set(read.events.filter((e) => e.title.startsWith('Tick')).map((e) => e.title));
  assert.ok(read.problems.length >= 29, 'the allowance of a day holds one of them at most');
  assert.equal(read.problems.length, 30 - ticks.size, 'each one is shown whole or said');
  assert.ok(read.problems.every((p) => /took longer than Stint gives one calendar .* left out of these days/.test(p.message)), read.problems[0]?.message);
  for (const tick of ticks) assert.equal(read.events.filter((e) => e.title === tick).length, 1440, `${tick}: every minute of the day`);
});

test('one event every minute since 1990, alone, is read whole for a day within the allowance', () => {
  const read = eventsBetween(calendarOf(...repeating(1, 'FREQ=MINUTELY', '19900101T000000Z', '000100')), ...TUESDAY, { selfEmails: [], workPerDay: 2 * WORK_PER_DAY });
  assert.deepEqual(read.problems, []);
  assert.equal(read.events.length, 1440);
  assert.ok(read.work < 2 * WORK_PER_DAY, `${read.work} steps`);
});

test('a daily standup and a monthly second Tuesday since 1990 take a few steps for a day of 2026, not one per day since', () => {
  const calendar = calendarOf(
    ...repeating(1, 'FREQ=DAILY', '19900101T090000Z', '091500'),
    ...repeating(1, 'FREQ=MONTHLY;BYDAY=2TU', '19900109T140000Z', '150000').map((e) => e.replace(/tick-0/g, 'monthly').replace('Tick 0', 'Board')),
  );
  const read = eventsBetween(calendar, ...TUESDAY, { selfEmails: [] });
  assert.deepEqual(read.events.map((e) => [e.title, new Date(e.start).toISOString()]), [['Tick 0', '2026-03-10T09:00:00.000Z'], ['Board', '2026-03-10T14:00:00.000Z']]);
  assert.ok(read.work < 300, `${read.work} steps (from 1990: over 13,000)`);
});

// The rules a series is started near the days asked by, checked against ical.js walking them
// from their first start: the same occurrences, in zones with clock changes too.
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe'];
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ruleArb = fc.oneof(
  fc.record({ freq: fc.constantFrom('MINUTELY', 'HOURLY'), interval: fc.integer({ min: 1, max: 7 }), byday: fc.subarray(WEEKDAYS), byhour: fc.subarray([8, 9, 13, 17]), back: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ freq: fc.constantFrom('DAILY', 'WEEKLY'), interval: fc.integer({ min: 1, max: 5 }), byday: fc.subarray(WEEKDAYS), byhour: fc.subarray([8, 13]), back: fc.integer({ min: 1, max: 900 }) }),
  // Weekdays or days of the month: ical.js refuses some mixes of both in one month and not in another.
  fc.record({ freq: fc.constant('MONTHLY'), interval: fc.integer({ min: 1, max: 4 }), byday: fc.subarray(['1MO', '2TU', '-1FR', 'WE', '3TH']), back: fc.integer({ min: 1, max: 4000 }) }),
  fc.record({ freq: fc.constant('MONTHLY'), interval: fc.integer({ min: 1, max: 4 }), byday: fc.constant([]), bymonthday: fc.subarray([1, 15, 28, 31, -1]), back: fc.integer({ min: 1, max: 4000 }) }),
);

function rruleOf(r: { freq: string; interval: number; byday: readonly string[]; byhour?: readonly number[]; bymonthday?: readonly number[] }): string {
  const parts = [`FREQ=${r.freq}`, `INTERVAL=${r.interval}`];
  if (r.byday.length > 0) parts.push(`BYDAY=${r.byday.join(',')}`);
  if (r.byhour && r.byhour.length > 0) parts.push(`BYHOUR=${r.byhour.join(',')}`);
  if (r.bymonthday && r.bymonthday.length > 0) parts.push(`BYMONTHDAY=${r.bymonthday.join(',')}`);
  return parts.join(';');
}

test('a series started near the days asked has the very occurrences ical.js finds walking from its first start', () => {
  fc.assert(
    fc.property(ruleArb, fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 86_399 }), fc.integer({ min: 0, max: 400 }), fc.boolean(), (r, zone, second, dayOffset, week) => {
      const from = at('2025-06-01T00:00:00Z') + dayOffset * DAY;
      const to = from + (week ? 7 : 1) * DAY;
      const startMs = from - r.back * DAY + second * 1000;
      const wall = new Date(startMs).toISOString().replace(/[-:]/g, '').slice(0, 15);
      const tz = zone === 'UTC' ? '' : `;TZID=${zone}`;
      const z = zone === 'UTC' ? 'Z' : '';
      const calendar = calendarOf(`BEGIN:VEVENT\nUID:s\nSUMMARY:S\nDTSTART${tz}:${wall}${z}\nDURATION:PT20M\nRRULE:${rruleOf(r)}\nEND:VEVENT`);
      const read = eventsBetween(calendar, from, to, { selfEmails: [], workPerDay: 1e9 });
      // The walk from the first start, as ical.js gives it.
      const expected = walked(calendar.events[0]!, from, to);
      assert.deepEqual(read.problems, []);
      assert.deepEqual(read.events.map((e) => e.start), expected, rruleOf(r));
    }),
    { numRuns: 150, seed: 6008 },
  );
});

function walked(component: ICAL.Component, from: number, to: number): number[] {
  const walk = new ICAL.Event(component).iterator();
  const starts: number[] = [];
  for (let next = walk.next(); next; next = walk.next()) {
    const start = instantOf(next, 0);
    if (start >= to) break;
    if (start + 20 * 60_000 > from) starts.push(start);
  }
  return starts;
}
