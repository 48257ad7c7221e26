// Today's total, by project, and the week, with the running entry counted live.
// The machine's zone is set far from UTC: nothing here may depend on it.
process.env.TZ = 'Pacific/Kiritimati';

import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import {
  computeTotals,
  formatDuration,
  formatDurationWithSeconds,
  liveEntrySeconds,
  todayTotal,
  type TotalsEntry,
} from '../../../main/core/views/totals.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const MIN = 60_000;

before(() => {
  // Without tzdata the TZ above would silently be UTC and prove nothing.
  assert.equal(new Date(NOW).getTimezoneOffset(), -14 * 60);
});

function entry(key: string, fields: Partial<TotalsEntry> = {}): TotalsEntry {
  return { key, date: '2025-11-20', projectId: 1, projectName: 'Website redesign', totalSeconds: 0, runningSince: null, ...fields };
}

describe('today total', () => {
  test('counts the running entry live: 1:00 stopped plus a run of 65 minutes is 2:05', () => {
    const stopped = entry('e1', { totalSeconds: 3600 });
    const running = entry('e2', { projectId: 2, projectName: 'Support', runningSince: NOW - 65 * MIN });
    const t = todayTotal({ entries: [running, stopped], running, today: '2025-11-20', now: NOW });
    assert.equal(t.seconds, 3600 + 65 * 60);
    assert.equal(formatDuration(t.seconds), '2:05');
  });

  test('the running entry counts once, whether or not today\'s entries already hold it', () => {
    const running = entry('e2', { totalSeconds: 600, runningSince: NOW - 10 * MIN });
    const held = todayTotal({ entries: [running], running, today: '2025-11-20', now: NOW });
    const notHeld = todayTotal({ entries: [], running, today: '2025-11-20', now: NOW });
    assert.equal(held.seconds, 1200);
    assert.equal(notHeld.seconds, 1200);
  });

  test('the snapshot\'s running entry wins over a stale copy in the list (a restart elsewhere)', () => {
    const stale = entry('e2', { totalSeconds: 600, runningSince: null });
    const running = entry('e2', { totalSeconds: 600, runningSince: NOW - 10 * MIN });
    assert.equal(todayTotal({ entries: [stale], running, today: '2025-11-20', now: NOW }).seconds, 1200);
  });

  test('agrees with the service once the entry stops: elapsed whole seconds are truncated', () => {
    // The service's stop adds floor(elapsed) seconds: a run of 90.9 s adds 90.
    const running = entry('e1', { totalSeconds: 100, runningSince: NOW - 90_900 });
    const live = todayTotal({ entries: [running], running, today: '2025-11-20', now: NOW });
    const afterStop = entry('e1', { totalSeconds: 100 + 90, runningSince: null });
    const reported = todayTotal({ entries: [afterStop], running: null, today: '2025-11-20', now: NOW });
    assert.equal(live.seconds, 190);
    assert.equal(reported.seconds, live.seconds);
  });

  test('a clock behind the run\'s start never makes the total go down', () => {
    const running = entry('e1', { totalSeconds: 300, runningSince: NOW + 5000 });
    assert.equal(liveEntrySeconds(running, NOW), 300);
  });

  test('entries of another day are not today\'s', () => {
    const yesterday = entry('e0', { date: '2025-11-19', totalSeconds: 7200 });
    const today = entry('e1', { totalSeconds: 60 });
    assert.equal(todayTotal({ entries: [yesterday, today], running: null, today: '2025-11-20', now: NOW }).seconds, 60);
  });

  test('by project: the running one included, largest first, ties by name', () => {
    const entries = [
      entry('e1', { projectId: 1, projectName: 'Website redesign', totalSeconds: 1800 }),
      entry('e2', { projectId: 2, projectName: 'Support', totalSeconds: 1200 }),
      entry('e3', { projectId: 1, projectName: 'Website redesign', totalSeconds: 600 }),
      entry('e4', { projectId: 3, projectName: 'Admin', totalSeconds: 900 }),
      entry('e5', { projectId: 4, projectName: 'Billing', totalSeconds: 900 }),
    ];
    const running = entry('e6', { projectId: 2, projectName: 'Support', runningSince: NOW - 30 * MIN });
    const t = todayTotal({ entries, running, today: '2025-11-20', now: NOW });
    assert.deepEqual(t.byProject, [
      { projectId: 2, projectName: 'Support', seconds: 3000 },
      { projectId: 1, projectName: 'Website redesign', seconds: 2400 },
      { projectId: 3, projectName: 'Admin', seconds: 900 },
      { projectId: 4, projectName: 'Billing', seconds: 900 },
    ]);
  });
});

describe('a run past midnight', () => {
  const AFTER_MIDNIGHT = Date.parse('2025-11-21T00:20:00.000Z');

  test('cut as the service will store it: its day until 23:59:59, today from 0:00 through its part among today\'s entries', () => {
    const running = entry('e9', { date: '2025-11-20', totalSeconds: 3600, runningSince: Date.parse('2025-11-20T23:30:00.000Z') });
    const sinceMidnight = entry('e9', { date: '2025-11-21', runningSince: Date.parse('2025-11-21T00:00:00.000Z') });
    const totals = computeTotals({
      entries: [sinceMidnight],
      running,
      week: [{ date: '2025-11-20', seconds: 5 * 3600 }],
      today: '2025-11-21',
      now: AFTER_MIDNIGHT,
      offsetMinutes: 0,
    });
    assert.equal(totals.today.seconds, 20 * 60);
    const yesterday = totals.week.find((d) => d.date === '2025-11-20');
    // The stored hour is in the report already; the 30 live minutes less the second before midnight are added to its day.
    assert.equal(yesterday?.seconds, 5 * 3600 + 30 * 60 - 1);
  });
});

describe('the week', () => {
  test('seven days ending today, oldest first, days without time at zero', () => {
    const totals = computeTotals({
      entries: [entry('e1', { totalSeconds: 1800 })],
      running: null,
      week: [
        { date: '2025-11-13', seconds: 999 },
        { date: '2025-11-17', seconds: 8 * 3600 },
        { date: '2025-11-19', seconds: 7 * 3600 },
      ],
      today: '2025-11-20',
      now: NOW,
      offsetMinutes: 0,
    });
    assert.deepEqual(totals.week, [
      { date: '2025-11-14', seconds: 0 },
      { date: '2025-11-15', seconds: 0 },
      { date: '2025-11-16', seconds: 0 },
      { date: '2025-11-17', seconds: 8 * 3600 },
      { date: '2025-11-18', seconds: 0 },
      { date: '2025-11-19', seconds: 7 * 3600 },
      { date: '2025-11-20', seconds: 1800 },
    ]);
  });

  test('today is today\'s entries plus the live run, not the cached report from before the last stop', () => {
    const running = entry('e2', { runningSince: NOW - 15 * MIN });
    const totals = computeTotals({
      entries: [entry('e1', { totalSeconds: 3600 }), running],
      running,
      week: [{ date: '2025-11-20', seconds: 1200 }],
      today: '2025-11-20',
      now: NOW,
      offsetMinutes: 0,
    });
    assert.deepEqual(totals.week.at(-1), { date: '2025-11-20', seconds: 3600 + 900 });
    assert.equal(totals.today.seconds, 3600 + 900);
  });

  test('crosses a month and a year boundary', () => {
    const totals = computeTotals({ entries: [], running: null, week: [], today: '2026-01-02', now: NOW, offsetMinutes: 0 });
    assert.deepEqual(
      totals.week.map((d) => d.date),
      ['2025-12-27', '2025-12-28', '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'],
    );
  });
});

describe('durations', () => {
  test('H:MM truncates to the minute and does not wrap at a day', () => {
    assert.equal(formatDuration(0), '0:00');
    assert.equal(formatDuration(59), '0:00');
    assert.equal(formatDuration(65 * 60), '1:05');
    assert.equal(formatDuration(27 * 3600 + 5 * 60 + 9), '27:05');
  });

  test('H:MM:SS', () => {
    assert.equal(formatDurationWithSeconds(65 * 60 + 7), '1:05:07');
    assert.equal(formatDurationWithSeconds(27 * 3600 + 5 * 60 + 9), '27:05:09');
  });

  test('a negative or unreadable value shows as zero, never "-1:59"', () => {
    assert.equal(formatDuration(-1), '0:00');
    assert.equal(formatDurationWithSeconds(Number.NaN), '0:00:00');
  });
});
