// The window's totals: live from the run's start, by the service's rules, and the same
// figures as the engine's (the window keeps a copy, since it imports nothing from main/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DayTotal } from '../../../main/core/snapshot.ts';
import { computeTotals, type TotalsEntry } from '../../../main/core/views/totals.ts';
import { todayTotal, weekTotals } from '../../../renderer/today/totals.ts';

const T0 = Date.UTC(2025, 2, 12, 10, 0, 0); // 2025-03-12 10:00 UTC

function entry(key: string, over: Partial<TotalsEntry> = {}): TotalsEntry {
  return { key, date: '2025-03-12', projectId: 1, projectName: 'Website Redesign', totalSeconds: 0, runningSince: null, ...over };
}

const WEEK: DayTotal[] = [
  { date: '2025-03-06', seconds: 3600 },
  { date: '2025-03-07', seconds: 0 },
  { date: '2025-03-10', seconds: 7200 },
  { date: '2025-03-11', seconds: 1800 },
  { date: '2025-03-12', seconds: 999 }, // the cached report's today: today's entries win
];

test("today's total counts the running entry's whole elapsed seconds, truncated, as the service will on stop", () => {
  const running = entry('e3', { totalSeconds: 60, runningSince: T0 });
  const entries = [entry('e1', { totalSeconds: 1800 }), entry('e3', { totalSeconds: 60 })];
  assert.equal(todayTotal(entries, running, '2025-03-12', T0 + 90_999).seconds, 1800 + 60 + 90);
  assert.equal(todayTotal(entries, running, '2025-03-12', T0 + 91_000).seconds, 1800 + 60 + 91);
});

test('a running entry missing from the list still counts; entries of another day do not', () => {
  const running = entry('l9', { runningSince: T0 });
  const t = todayTotal([entry('e1', { totalSeconds: 600, date: '2025-03-11' })], running, '2025-03-12', T0 + 30_000);
  assert.equal(t.seconds, 30);
  assert.deepEqual(t.byProject, [{ projectId: 1, projectName: 'Website Redesign', seconds: 30 }]);
});

test('by project: largest first, equal totals by name', () => {
  const entries = [
    entry('e1', { projectId: 2, projectName: 'Mobile App', totalSeconds: 600 }),
    entry('e2', { projectId: 3, projectName: 'Data Migration', totalSeconds: 600 }),
    entry('e3', { projectId: 1, totalSeconds: 900 }),
    entry('e4', { projectId: 2, projectName: 'Mobile App', totalSeconds: 60 }),
  ];
  assert.deepEqual(
    todayTotal(entries, null, '2025-03-12', T0).byProject.map((p) => [p.projectName, p.seconds]),
    [
      ['Website Redesign', 900],
      ['Mobile App', 660],
      ['Data Migration', 600],
    ],
  );
});

test('the week: seven days ending today, gaps as zero, a run begun yesterday counted on yesterday', () => {
  const running = entry('e5', { date: '2025-03-11', runningSince: Date.parse('2025-03-11T23:00:00Z') });
  const days = weekTotals(WEEK, 120, running, '2025-03-12', T0, 0);
  assert.deepEqual(days, [
    { date: '2025-03-06', seconds: 3600 },
    { date: '2025-03-07', seconds: 0 },
    { date: '2025-03-08', seconds: 0 },
    { date: '2025-03-09', seconds: 0 },
    { date: '2025-03-10', seconds: 7200 },
    { date: '2025-03-11', seconds: 1800 + 3599 },
    { date: '2025-03-12', seconds: 120 },
  ]);
});

test("the window's figures are the engine's, case by case", () => {
  const cases: { entries: TotalsEntry[]; running: TotalsEntry | null; now: number }[] = [
    { entries: [], running: null, now: T0 },
    { entries: [entry('e1', { totalSeconds: 61 })], running: null, now: T0 },
    { entries: [entry('e1', { totalSeconds: 61 }), entry('e2', { totalSeconds: 5, projectId: 4, projectName: 'Internal' })], running: entry('e2', { totalSeconds: 5, projectId: 4, projectName: 'Internal', runningSince: T0 - 1234 }), now: T0 },
    { entries: [entry('e1', { totalSeconds: 61 })], running: entry('e7', { date: '2025-03-11', runningSince: T0 - 50_000_000 }), now: T0 },
    // A run from yesterday 23:50 in the account (UTC+01:00), its part since midnight among today's entries.
    { entries: [entry('e1', { totalSeconds: 61 }), entry('e8', { runningSince: Date.parse('2025-03-11T23:00:00Z') })], running: entry('e8', { date: '2025-03-11', runningSince: Date.parse('2025-03-11T22:50:00Z') }), now: T0 },
    { entries: [entry('e1', { totalSeconds: 61, date: '2025-03-10' })], running: entry('l2', { runningSince: T0 + 5000 }), now: T0 },
  ];
  for (const c of cases) {
    const engine = computeTotals({ entries: c.entries, running: c.running, week: WEEK, today: '2025-03-12', now: c.now, offsetMinutes: 60 });
    const today = todayTotal(c.entries, c.running, '2025-03-12', c.now);
    assert.equal(today.seconds, engine.today.seconds);
    assert.deepEqual(today.byProject, engine.today.byProject);
    assert.deepEqual(weekTotals(WEEK, today.seconds, c.running, '2025-03-12', c.now, 60), engine.week);
  }
});
