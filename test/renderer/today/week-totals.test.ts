// The Week card's figures: per day, the week, and by project, live while an entry runs, and
// the same as the engine's (the window keeps a copy, since it imports nothing from main/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntryView, WeekView } from '../../../main/core/snapshot.ts';
import { buildWeekView, weekTotals } from '../../../main/core/views/week-view.ts';
import { shownWeekTotals } from '../../../renderer/today/week-totals.ts';
import { entrySecondsOn } from '../../../renderer/today/totals.ts';
import { entryView } from '../../support/entry-view.ts';

const T0 = Date.UTC(2025, 10, 20, 10, 0, 0); // Thursday 2025-11-20 10:00 UTC

function week(entries: readonly EntryView[]): WeekView {
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = `2025-11-${String(16 + i).padStart(2, '0')}`;
    return { date, entries: entries.filter((e) => e.date === date) };
  });
  return { start: '2025-11-16', end: '2025-11-22', current: true, state: 'ready', message: null, readAt: T0, days };
}

const ENTRIES = [
  entryView('e9', { date: '2025-11-20', projectId: 2, projectName: 'Mobile App', totalSeconds: 600, runningSince: T0 - 90_500 }),
  entryView('e8', { date: '2025-11-20', projectId: 1, projectName: 'Website redesign', totalSeconds: 1800 }),
  entryView('e5', { date: '2025-11-18', projectId: 3, projectName: 'Data Migration', totalSeconds: 2400 }),
  entryView('e4', { date: '2025-11-17', projectId: 1, projectName: 'Website redesign', totalSeconds: 3600 }),
  entryView('e3', { date: '2025-11-17', projectId: 2, projectName: 'Mobile App', totalSeconds: 1200 }),
];

test("each day's total, the week's and by project, the running entry's whole elapsed seconds counted", () => {
  const t = shownWeekTotals(week(ENTRIES).days, T0, 0);
  assert.deepEqual(
    t.days.map((d) => [d.date, d.seconds]),
    [
      ['2025-11-16', 0],
      ['2025-11-17', 4800],
      ['2025-11-18', 2400],
      ['2025-11-19', 0],
      ['2025-11-20', 1800 + 600 + 90],
      ['2025-11-21', 0],
      ['2025-11-22', 0],
    ],
  );
  assert.equal(t.seconds, 4800 + 2400 + 2490);
  assert.deepEqual(
    t.byProject.map((p) => [p.projectName, p.seconds]),
    [
      ['Website redesign', 5400],
      ['Data Migration', 2400],
      ['Mobile App', 1200 + 690],
    ],
  );
});

test('a second later only the running entry has moved on', () => {
  const a = shownWeekTotals(week(ENTRIES).days, T0, 0);
  const b = shownWeekTotals(week(ENTRIES).days, T0 + 1000, 0);
  assert.equal(b.seconds - a.seconds, 1);
  assert.equal(b.byProject.find((p) => p.projectName === 'Mobile App')!.seconds - a.byProject.find((p) => p.projectName === 'Mobile App')!.seconds, 1);
});

test('equal totals by name, so the list does not flicker; an empty week has none', () => {
  const even = [
    entryView('e2', { date: '2025-11-17', projectId: 7, projectName: 'Zeta', totalSeconds: 600 }),
    entryView('e1', { date: '2025-11-17', projectId: 8, projectName: 'Alpha', totalSeconds: 600 }),
  ];
  assert.deepEqual(shownWeekTotals(week(even).days, T0, 0).byProject.map((p) => p.projectName), ['Alpha', 'Zeta']);
  const empty = shownWeekTotals(week([]).days, T0, 0);
  assert.equal(empty.seconds, 0);
  assert.deepEqual(empty.byProject, []);
});

test("the window's figures are the engine's", () => {
  for (const now of [T0, T0 + 59_999, T0 + 3_600_000]) {
    const w = week(ENTRIES);
    const engine = weekTotals(w, now, 0);
    const window = shownWeekTotals(w.days, now, 0);
    assert.deepEqual(window.days, engine.days);
    assert.equal(window.seconds, engine.seconds);
    assert.deepEqual(window.byProject, engine.byProject);
  }
});

test("a timer running past midnight: the window's figures are the engine's, each day its own part", () => {
  const since = Date.UTC(2025, 10, 19, 23, 40, 0);
  const views = [entryView('e9', { date: '2025-11-19', timeStart: '23:40:00', totalSeconds: 0, runningSince: since }), ...ENTRIES.slice(1)];
  const w = buildWeekView({ start: '2025-11-16', today: '2025-11-20', views, reading: false, failure: null, readAt: T0, offsetMinutes: 0 });
  for (const now of [Date.UTC(2025, 10, 20, 0, 10, 0), T0]) {
    const engine = weekTotals(w, now, 0);
    const window = shownWeekTotals(w.days, now, 0);
    assert.deepEqual(window, { seconds: engine.seconds, days: engine.days, byProject: engine.byProject });
    assert.equal(window.days.find((d) => d.date === '2025-11-19')!.seconds, 20 * 60 - 1, 'the 19th: 23:40:00 to 23:59:59');
  }
  assert.equal(shownWeekTotals(w.days, Date.UTC(2025, 10, 20, 0, 10, 0), 0).days.find((d) => d.date === '2025-11-20')!.seconds, 1800 + 600, 'the 20th: its entry and the run since midnight');
});

// Found on review: the 19th's row of the run showed the whole run (and a growing figure) though
// the day's total counted 23:40 to 23:59:59.
test("a timer running past midnight: the first day's row its part to 23:59:59, the next day's its part since midnight", () => {
  const since = Date.UTC(2025, 10, 19, 23, 40, 0);
  const views = [entryView('e9', { date: '2025-11-19', timeStart: '23:40:00', totalSeconds: 0, runningSince: since }), ...ENTRIES.slice(1)];
  const w = buildWeekView({ start: '2025-11-16', today: '2025-11-20', views, reading: false, failure: null, readAt: T0, offsetMinutes: 0 });
  const now = Date.UTC(2025, 10, 20, 0, 10, 0);
  const next = w.days.find((d) => d.date === '2025-11-20')!.entries.find((e) => e.key === 'e9')!;
  assert.equal(entrySecondsOn(next, '2025-11-20', now, 0), 10 * 60);
  const run = w.days.find((d) => d.date === '2025-11-19')!.entries.find((e) => e.key === 'e9')!;
  assert.equal(entrySecondsOn(run, '2025-11-19', now, 0), 20 * 60 - 1);
  assert.equal(entrySecondsOn(run, '2025-11-19', now + 3_600_000, 0), 20 * 60 - 1, 'and it stays so as the run goes on');
});
