// Today's projects in a fixed order when their time and name are the same, and the week's
// days when nothing runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeTotals, todayTotal } from '../../../main/core/views/totals.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const e = (key: string, projectId: number, projectName: string, totalSeconds: number) => ({ key, date: '2026-03-10', projectId, projectName, totalSeconds, runningSince: null });

test('two projects of one name and the same time: by id', () => {
  const t = todayTotal({ entries: [e('e1', 9, 'Web', 600), e('e2', 3, 'Web', 600), e('e3', 5, 'Apps', 900)], running: null, today: '2026-03-10', now: NOW });
  assert.deepEqual(t.byProject.map((p) => p.projectId), [5, 3, 9]);
});

test('the week with nothing running: each day as stored, today from its entries', () => {
  const w = computeTotals({ entries: [e('e1', 1, 'Web', 60)], running: null, week: [{ date: '2026-03-09', seconds: 3600 }], today: '2026-03-10', now: NOW, offsetMinutes: 0 });
  assert.deepEqual(w.week.map((d) => d.seconds), [0, 0, 0, 0, 0, 3600, 60]);
});

test("a run of today's entry counts on today only, not on the days before", () => {
  const run = { ...e('e9', 1, 'Web', 0), runningSince: NOW - 600_000 };
  const w = computeTotals({ entries: [run], running: run, week: [], today: '2026-03-10', now: NOW, offsetMinutes: 0 });
  assert.deepEqual(w.week.map((d) => d.seconds), [0, 0, 0, 0, 0, 0, 600]);
});
