// The week the person looks at: its seven days from its start with the entries of each (none
// for a day still to come), whether it holds today, and where its read stands in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildWeekView, weekTotals, type WeekViewInput } from '../../../main/core/views/week-view.ts';
import { entryView } from '../../support/entry-view.ts';

const base: Omit<WeekViewInput, 'views'> = { start: '2026-03-09', today: '2026-03-11', reading: false, failure: null, readAt: 5, offsetMinutes: 0 };

test('seven days from the start, each with its own entries, none on a day to come', () => {
  const views = [entryView('e1', { date: '2026-03-09' }), entryView('e2', { date: '2026-03-11' }), entryView('e3', { date: '2026-03-12' }), entryView('e4', { date: '2026-03-16' }), entryView('e5', { date: '2026-03-08' })];
  const w = buildWeekView({ ...base, views });
  assert.deepEqual(w.days.map((d) => [d.date, d.entries.map((e) => e.key)]), [
    ['2026-03-09', ['e1']], ['2026-03-10', []], ['2026-03-11', ['e2']], ['2026-03-12', []], ['2026-03-13', []], ['2026-03-14', []], ['2026-03-15', []],
  ]);
  assert.deepEqual([w.start, w.end, w.current, w.state, w.message, w.readAt], ['2026-03-09', '2026-03-15', true, 'ready', null, 5]);
  assert.ok(Object.isFrozen(w) && Object.isFrozen(w.days) && Object.isFrozen(w.days[0]) && Object.isFrozen(w.days[0]!.entries));
});

test('holds today from its first day to its last, not the day after', () => {
  assert.equal(buildWeekView({ ...base, views: [], today: '2026-03-09' }).current, true);
  assert.equal(buildWeekView({ ...base, views: [], today: '2026-03-15' }).current, true);
  assert.equal(buildWeekView({ ...base, views: [], today: '2026-03-16' }).current, false);
  assert.equal(buildWeekView({ ...base, views: [], today: '2026-03-08' }).current, false);
});

test('its read: under way, failed with its words, not made yet, or ready', () => {
  const state = (over: Partial<WeekViewInput>) => {
    const w = buildWeekView({ ...base, views: [], ...over });
    return [w.state, w.message];
  };
  assert.deepEqual(state({ reading: true, failure: 'The service cannot be reached.' }), ['loading', null]);
  assert.deepEqual(state({ failure: 'The service cannot be reached.' }), ['unavailable', 'The service cannot be reached.']);
  assert.deepEqual(state({ readAt: null }), ['loading', null]);
  assert.deepEqual(state({}), ['ready', null]);
});

test("the week's totals: by day, by project with most time first, and the week's", () => {
  const views = [
    entryView('e1', { date: '2026-03-09', projectId: 1, projectName: 'Web', totalSeconds: 600 }),
    entryView('e2', { date: '2026-03-10', projectId: 2, projectName: 'Docs', totalSeconds: 1200 }),
    entryView('e3', { date: '2026-03-10', projectId: 1, projectName: 'Web', totalSeconds: 300 }),
  ];
  const t = weekTotals(buildWeekView({ ...base, views }), 0, 0);
  assert.equal(t.seconds, 2100);
  assert.deepEqual(t.days.slice(0, 3).map((d) => d.seconds), [600, 1500, 0]);
  assert.deepEqual(t.byProject, [{ projectId: 2, projectName: 'Docs', seconds: 1200 }, { projectId: 1, projectName: 'Web', seconds: 900 }]);
});

test('a timer running past midnight shows on each day it ran, each counting its own part as the stop will store it', () => {
  const since = Date.UTC(2026, 2, 9, 23, 50, 0);
  const now = Date.UTC(2026, 2, 10, 0, 30, 0);
  const running = entryView('e7', { date: '2026-03-09', timeStart: '23:50:00', timeEnd: '23:50:00', totalSeconds: 0, runningSince: since });
  const done = entryView('e6', { date: '2026-03-09', projectId: 2, projectName: 'Docs', totalSeconds: 600 });
  const w = buildWeekView({ ...base, today: '2026-03-10', views: [running, done] });
  assert.deepEqual(w.days[0]!.entries.map((e) => [e.key, e.timeStart]), [['e7', '23:50:00'], ['e6', '09:00:00']]);
  assert.deepEqual(w.days[1]!.entries.map((e) => [e.key, e.timeStart, e.totalSeconds, e.runningSince]), [['e7', '00:00:00', 0, Date.UTC(2026, 2, 10)]], "today's part, from its midnight");
  const t = weekTotals(w, now, 0);
  // 23:50:00 to 23:59:59 on the 9th (the second before midnight is no day's), 00:00 to 00:30 on the 10th.
  assert.deepEqual(t.days.slice(0, 2).map((d) => d.seconds), [600 + 599, 1800]);
  assert.equal(t.seconds, 600 + 599 + 1800);
  // In UTC+01:00 the same run began at 00:50 on the 10th: one day, one part.
  const east = buildWeekView({ ...base, today: '2026-03-10', offsetMinutes: 60, views: [{ ...running, date: '2026-03-10', timeStart: '00:50:00', timeEnd: '00:50:00' }] });
  assert.deepEqual(weekTotals(east, now, 60).days.slice(0, 2).map((d) => d.seconds), [0, 2400]);
});
