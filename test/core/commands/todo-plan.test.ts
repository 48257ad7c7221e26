// The to-do commands as plans: Done and Undo as the op to queue, Start as the tracker's start
// on the to-do's project with its name, or the words that say why not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planTodoCompleted, planTodoStart, type TodoPlanView } from '../../../main/core/commands/todo-plan.ts';
import { ACTIONS_ALLOWED, type TodoActions } from '../../../main/core/commands/todo-actions.ts';
import type { TrackerView } from '../../../main/core/commands/tracker.ts';
import type { TodoRecord } from '../../../main/core/reads/todo-read.ts';
import type { EntryView, ProjectView } from '../../../main/core/snapshot.ts';

const NOW = Date.parse('2026-03-10T10:00:00Z');
const rec = (id: string, over: Partial<TodoRecord> = {}): TodoRecord => ({
  id, name: `Write ${id}`, projectId: 1, projectName: 'Website', projectActive: true, listId: null, listName: null, listPosition: null, position: 1, estimateSeconds: 0, completed: false, userId: 2, ...over,
});

function view(over: Partial<TodoPlanView> = {}): TodoPlanView {
  let n = 0;
  return {
    now: NOW,
    makeId: () => `id${++n}`,
    overlay: { open: [{ record: rec('a'), pending: false }], done: [{ record: rec('b', { completed: true, projectId: 2 }), pending: true }] },
    actions: () => ACTIONS_ALLOWED,
    ...over,
  };
}

const project = (id: number, over: Partial<ProjectView> = {}): ProjectView => ({ id, name: `P${id}`, customerName: null, requiredTask: false, active: true, ...over });
const running: EntryView = {
  key: 'e9', id: 9, date: '2026-03-10', projectId: 1, projectName: 'P1', customerName: null, taskId: null, taskName: null, description: 'Other', timeStart: '09:00:00', timeEnd: '09:00:00', totalSeconds: 0, runningSince: NOW - 60_000, locked: false, pending: false,
};
function tracker(over: Partial<TrackerView> = {}): TrackerView {
  let n = 0;
  return { now: NOW, offsetMinutes: 0, hourCycle: 'h23', entries: [running], projects: [project(1), project(2)], tasks: {}, makeId: () => `t${++n}`, ...over };
}
const refusal = (message: string) => ({ refuse: { ok: false, message, fields: {} } });
const readOnly: TodoActions = { allowed: false, reason: 'Read only.' };

test('Done of an open to-do queues its op, with its name and project at the click', () => {
  assert.deepEqual(planTodoCompleted(view(), 'a', true), { op: { kind: 'todo', opId: 'id1', at: NOW, todoId: 'a', completed: true, name: 'Write a', projectId: 1 } });
});

test('Undo of one marked done here queues the reopening', () => {
  assert.deepEqual(planTodoCompleted(view(), 'b', false), { op: { kind: 'todo', opId: 'id1', at: NOW, todoId: 'b', completed: false, name: 'Write b', projectId: 2 } });
});

test('already as asked: nothing to send; gone from both lists: refused in words', () => {
  assert.deepEqual(planTodoCompleted(view(), 'b', true), { noop: true });
  assert.deepEqual(planTodoCompleted(view(), 'a', false), { noop: true });
  assert.deepEqual(planTodoCompleted(view(), 'zz', true), refusal('This to-do is no longer in your list.'));
  assert.deepEqual(planTodoCompleted(view(), 'zz', false), refusal('There is nothing to undo for this to-do.'));
});

test('a person who may not change the to-do is told why, for Done, Undo and Start', () => {
  const seen: string[] = [];
  const v = view({ actions: (r) => (seen.push(r.id), readOnly) });
  assert.deepEqual(planTodoCompleted(v, 'a', true), refusal('Read only.'));
  assert.deepEqual(planTodoCompleted(v, 'b', false), refusal('Read only.'));
  assert.deepEqual(planTodoStart(v, tracker(), 'a', null), refusal('Read only.'));
  assert.deepEqual(seen, ['a', 'b', 'a'], 'asked about the to-do the click was on');
});

test('Start on a to-do starts its project with its name, switching from the running entry, with the task chosen', () => {
  const plan = planTodoStart(view(), tracker(), 'a', 4);
  assert.ok('op' in plan && plan.op.kind === 'start_new');
  assert.deepEqual(
    { projectId: plan.op.projectId, taskId: plan.op.taskId, description: plan.op.description, replaces: plan.op.replaces, at: plan.op.at },
    { projectId: 1, taskId: 4, description: 'Write a', replaces: { id: 9 }, at: NOW },
  );
  const noTask = planTodoStart(view(), tracker(), 'a', undefined);
  assert.ok('op' in noTask && noTask.op.kind === 'start_new' && noTask.op.taskId === null);
});

test('Start on a to-do no longer open, or whose project needs a task, is refused in words', () => {
  assert.deepEqual(planTodoStart(view(), tracker(), 'b', null), refusal('This to-do is no longer in your list.'));
  const needsTask = planTodoStart(view(), tracker({ projects: [project(1, { requiredTask: true })] }), 'a', null);
  assert.ok('refuse' in needsTask);
  assert.equal(needsTask.refuse.message, 'P1 needs a task: pick one.');
});
