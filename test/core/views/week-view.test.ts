// The week the person looks at: its seven days from its start with the entries of each (none
// for a day still to come), whether it holds today, and where its read stands in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildWeekView, weekTotals, type WeekViewInput } from '../../../main/core/views/week-view.ts';
import { entryView } from '../../support/entry-view.ts';

const base: Omit<WeekViewInput, 'views'> = { start: '2026-03-09', today: '2026-03-11', reading: false, failure: null, readAt: 5 };

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
  const t = weekTotals(buildWeekView({ ...base, views }), 0);
  assert.equal(t.seconds, 2100);
  assert.deepEqual(t.days.slice(0, 3).map((d) => d.seconds), [600, 1500, 0]);
  assert.deepEqual(t.byProject, [{ projectId: 2, projectName: 'Docs', seconds: 1200 }, { projectId: 1, projectName: 'Web', seconds: 900 }]);
});
