// The To-dos view's groups: by project name, then by to-do list position (no list last),
// then by position; estimates in seconds or none; the state of the last read in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sourceWords } from '../../../main/i18n/words.ts';
import { buildTodosView, type TodoItemInput, type TodoSource } from '../../../main/core/views/todo-view.ts';

const item = (name: string, over: Partial<TodoSource> = {}): TodoItemInput => ({
  record: { id: name, name, projectId: 1, projectName: 'Website', listId: null, listName: null, listPosition: null, position: 1, estimateSeconds: 0, ...over },
  pending: false,
  actions: { allowed: true },
});
const base = { done: [], requiredTask: () => false, readAt: 1, reading: false, failure: null, tight: false, i18n: sourceWords() };

test('groups by project name, then list position with to-dos in no list last, then position and name', () => {
  const v = buildTodosView({
    ...base,
    open: [
      item('z-first', { projectName: 'alpha', projectId: 9 }),
      item('loose', { listId: null }),
      item('b2', { listId: 'L2', listName: 'Second', listPosition: 2, position: 2 }),
      item('a2', { listId: 'L2', listName: 'Second', listPosition: 2, position: 1 }),
      item('x', { listId: 'L1', listName: 'First', listPosition: 1, position: 7, estimateSeconds: 5400 }),
    ],
  });
  assert.deepEqual(
    v.projects.map((p) => [p.projectName, p.lists.map((l) => [l.listName, l.todos.map((t) => t.name)])]),
    [
      ['alpha', [[null, ['z-first']]]],
      ['Website', [['First', ['x']], ['Second', ['a2', 'b2']], [null, ['loose']]]],
    ],
  );
  assert.equal(v.count, 5);
  assert.equal(v.projects[1]?.lists[0]?.todos[0]?.estimateSeconds, 5400);
  assert.equal(v.projects[1]?.lists[2]?.todos[0]?.estimateSeconds, null);
});

test('the state: unread, reading, ready, unavailable with its words; a tight day says Refresh', () => {
  assert.equal(buildTodosView({ ...base, open: [], readAt: null }).state, 'unread');
  assert.equal(buildTodosView({ ...base, open: [], reading: true }).state, 'reading');
  assert.equal(buildTodosView({ ...base, open: [] }).state, 'ready');
  const failed = buildTodosView({ ...base, open: [], failure: 'The service cannot be reached; press Refresh to try again.' });
  assert.deepEqual([failed.state, failed.message], ['unavailable', 'The service cannot be reached; press Refresh to try again.']);
  const tight = buildTodosView({ ...base, open: [], tight: true });
  assert.equal(tight.state, 'ready');
  assert.match(tight.message ?? '', /press Refresh/);
});
