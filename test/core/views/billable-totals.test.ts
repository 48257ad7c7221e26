// Today's and the week's totals split into billable and not, the running entry counted live,
// and the default a new entry takes from its project and task.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { billableDefault, billableTotals, splitOf, tasksAsEntered, todaySplit } from '../../../main/core/views/billable-totals.ts';
import { entryView } from '../../support/entry-view.ts';

const NOW = Date.parse('2025-11-20T12:00:00Z');
const TODAY = '2025-11-20';

test("each entry by its own flag; the running one live, whole seconds; one that does not say is not billable", () => {
  const entries = [
    entryView('e1', { totalSeconds: 3600, billable: true }),
    entryView('e2', { totalSeconds: 600, billable: false }),
    entryView('e3', { totalSeconds: 60 }),
    entryView('e4', { totalSeconds: 100, runningSince: NOW - 10_500, billable: true }),
  ];
  assert.deepEqual(splitOf(entries, NOW), { billableSeconds: 3600 + 110, nonBillableSeconds: 660 });
});

test("today: only today's entries, the running one in place of its copy or added", () => {
  const run = entryView('e4', { totalSeconds: 100, runningSince: NOW - 20_000, billable: true });
  const stale = entryView('e4', { totalSeconds: 100, billable: true });
  const other = entryView('e5', { date: '2025-11-19', totalSeconds: 999, billable: true });
  assert.deepEqual(todaySplit({ entries: [stale, other], running: run, today: TODAY, now: NOW }), { billableSeconds: 120, nonBillableSeconds: 0 });
  assert.deepEqual(todaySplit({ entries: [other], running: run, today: TODAY, now: NOW }), { billableSeconds: 120, nonBillableSeconds: 0 });
});

test("the week: earlier days from the report's billable time, today from the entries, a run past midnight on its day", () => {
  const week = [
    { date: '2025-11-16', seconds: 5000, billableSeconds: 5000 },
    { date: '2025-11-17', seconds: 3600, billableSeconds: 1800 },
    { date: '2025-11-18', seconds: 1000 },
    { date: '2025-11-19', seconds: 600, billableSeconds: 600 },
    { date: TODAY, seconds: 77, billableSeconds: 77 },
  ];
  // Begun at 23:59 yesterday: yesterday holds its 59 seconds to 23:59:59; the part since midnight is today's entries' (none passed here).
  const night = entryView('e9', { date: '2025-11-19', totalSeconds: 600, runningSince: Date.parse('2025-11-19T23:59:00Z'), billable: true });
  const t = billableTotals({ entries: [entryView('e1', { totalSeconds: 300, billable: false })], running: night, week, today: TODAY, weekStart: '2025-11-17', now: NOW, offsetMinutes: 0 });
  assert.deepEqual(t.today, { billableSeconds: 0, nonBillableSeconds: 300 });
  assert.deepEqual(t.week, { start: '2025-11-17', end: '2025-11-23', billableSeconds: 1800 + 600 + 59, nonBillableSeconds: 1800 + 1000 + 300 });
});

test('a new entry: billable when its project is, and its task assignment is (or does not say)', () => {
  const projects = [
    { id: 1, name: 'A', customerName: null, requiredTask: false, active: true, billable: true },
    { id: 2, name: 'B', customerName: null, requiredTask: false, active: true, billable: false },
    { id: 3, name: 'C', customerName: null, requiredTask: false, active: true },
  ];
  const tasks = { '1': [{ id: 7, name: 'Meetings', billable: false }, { id: 8, name: 'Design' }] };
  assert.equal(billableDefault(projects, tasks, 1, null), true);
  assert.equal(billableDefault(projects, tasks, 1, 7), false);
  assert.equal(billableDefault(projects, tasks, 1, 8), true);
  assert.equal(billableDefault(projects, tasks, 1, 99), true, 'tasks not read yet');
  assert.equal(billableDefault(projects, tasks, 2, null), false);
  assert.equal(billableDefault(projects, tasks, 3, null), false, 'a project that does not say');
  assert.equal(billableDefault(projects, tasks, 4, null), false, 'an unknown project');
});

test("a task's mark is the project's and its assignment's: a non-billable project's billable assignment is not billable", () => {
  const projects = [
    { id: 1, name: 'A', customerName: null, requiredTask: false, active: true, billable: true },
    { id: 2, name: 'Internal', customerName: null, requiredTask: false, active: true, billable: false },
  ];
  const tasks = { '1': [{ id: 7, name: 'Meetings', billable: false }, { id: 8, name: 'Design' }], '2': [{ id: 9, name: 'Research', billable: true }] };
  assert.deepEqual(tasksAsEntered(projects, tasks), {
    '1': [{ id: 7, name: 'Meetings', billable: false }, { id: 8, name: 'Design', billable: true }],
    '2': [{ id: 9, name: 'Research', billable: false }],
  });
});
