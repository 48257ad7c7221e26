// A timer started before the account's midnight and still running after it: today's list and
// total hold its part since midnight (00:00 to now), its own day keeps its part until
// 23:59:59, as the service will store the two once it stops (commands/day-parts.ts). And
// "since" on a running timer names the entry's start when the run goes on from what the
// entry holds (a start moved back, a start sent late), the run's own start after a pause.
// Pure, on fixed instants, in an account one hour east of UTC; the machine's zone far from both.
process.env.TZ = 'Pacific/Kiritimati';

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeTotals, dayEntries, runSecondsOn, todayTotal } from '../../../main/core/views/totals.ts';
import { billableTotals, todaySplit } from '../../../main/core/views/billable-totals.ts';
import { runStartedAt } from '../../../main/core/views/running-since.ts';
import { entryView } from '../../support/entry-view.ts';

const OFFSET = 60;
/** 23:50 on 2026-11-28 in the account (22:50 UTC). */
const STARTED = Date.parse('2026-11-28T22:50:00Z');
/** 00:20 on 2026-11-29 in the account. */
const NOW = Date.parse('2026-11-28T23:20:00Z');
const MIDNIGHT = Date.parse('2026-11-28T23:00:00Z');
const MIN = 60_000;

const night = entryView('e7', { date: '2026-11-28', timeStart: '23:50:00', timeEnd: '23:50:00', totalSeconds: 0, runningSince: STARTED, billable: true });
const earlier = entryView('e6', { date: '2026-11-28', timeStart: '22:00:00', timeEnd: '23:00:00', totalSeconds: 3600 });

test("today's entries hold the running entry's part since midnight, with its key, from 00:00:00", () => {
  const today = dayEntries([night, earlier], '2026-11-29', OFFSET);
  assert.equal(today.length, 1);
  assert.deepEqual(today[0], { ...night, date: '2026-11-29', timeStart: '00:00:00', timeEnd: '00:00:00', totalSeconds: 0, runningSince: MIDNIGHT });
  // Its own day keeps it as it is; a run that has not crossed midnight adds nothing.
  assert.deepEqual(dayEntries([night, earlier], '2026-11-28', OFFSET), [night, earlier]);
  assert.deepEqual(dayEntries([earlier], '2026-11-29', OFFSET), []);
});

test("today's total counts the run from midnight; yesterday keeps 23:50 to 23:59:59", () => {
  const entries = dayEntries([night, earlier], '2026-11-29', OFFSET);
  assert.equal(todayTotal({ entries, running: night, today: '2026-11-29', now: NOW }).seconds, 20 * 60);
  const totals = computeTotals({ entries, running: night, week: [{ date: '2026-11-28', seconds: 3600 }], today: '2026-11-29', now: NOW, offsetMinutes: OFFSET });
  assert.equal(totals.today.seconds, 20 * 60);
  assert.deepEqual(totals.week.slice(-2), [
    { date: '2026-11-28', seconds: 3600 + 599 },
    { date: '2026-11-29', seconds: 20 * 60 },
  ]);
});

test('a run over two midnights: the day between holds all its storable seconds', () => {
  const long = { ...night, runningSince: STARTED };
  const later = Date.parse('2026-11-30T00:30:00Z'); // 01:30 on 2026-11-30 in the account
  assert.equal(runSecondsOn(long, '2026-11-28', later, OFFSET), 599);
  assert.equal(runSecondsOn(long, '2026-11-29', later, OFFSET), 86_399);
  assert.equal(runSecondsOn(long, '2026-11-30', later, OFFSET), 90 * 60);
  assert.equal(runSecondsOn(long, '2026-11-27', later, OFFSET), 0);
  // Before midnight the run is its day's alone, whole seconds truncated as the stop counts them.
  assert.equal(runSecondsOn(night, '2026-11-28', STARTED + 5 * MIN + 999, OFFSET), 300);
  assert.equal(runSecondsOn(night, '2026-11-29', STARTED + 5 * MIN, OFFSET), 0);
});

test('billable: today from midnight, the week without the run counted twice', () => {
  const entries = dayEntries([night, earlier], '2026-11-29', OFFSET);
  assert.deepEqual(todaySplit({ entries, running: night, today: '2026-11-29', now: NOW }), { billableSeconds: 20 * 60, nonBillableSeconds: 0 });
  const t = billableTotals({ entries, running: night, week: [{ date: '2026-11-28', seconds: 3600, billableSeconds: 0 }], today: '2026-11-29', weekStart: '2026-11-23', now: NOW, offsetMinutes: OFFSET });
  assert.deepEqual(t.week, { start: '2026-11-23', end: '2026-11-29', billableSeconds: 599 + 20 * 60, nonBillableSeconds: 3600 });
});

test("since: the entry's start when the run goes on from what it holds (a start moved back 10 minutes)", () => {
  // Read from the service: time_start 14:22, 600 s held, the stopwatch (re)started at 14:32:03.
  const moved = entryView('e8', { date: '2026-11-28', timeStart: '14:22:00', timeEnd: '14:32:00', totalSeconds: 600, runningSince: Date.parse('2026-11-28T13:32:03Z') });
  assert.equal(runStartedAt(moved, OFFSET), Date.parse('2026-11-28T13:22:00Z'));
  // A fresh timer: its start is the run's.
  assert.equal(runStartedAt(night, OFFSET), STARTED);
});

test("since: the run's own start for an entry continued after a pause (its earlier time is held, not run now)", () => {
  const continued = entryView('e9', { date: '2026-11-28', timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600, runningSince: Date.parse('2026-11-28T13:00:00Z') });
  assert.equal(runStartedAt(continued, OFFSET), Date.parse('2026-11-28T13:00:00Z'));
  assert.equal(runStartedAt({ ...continued, runningSince: null }, OFFSET), null);
});
