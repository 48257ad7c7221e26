// The To-dos view's order where it is easy to get wrong: names in any case, equal names told
// apart by id, projects of one name by id, lists without a position after those with one and
// before no list, lists of one position by name and then id; the done list; a tight day's
// words while a read is under way; the view before anything was read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sourceWords } from '../../../main/i18n/words.ts';
import { NO_TODOS, buildTodosView, type TodoItemInput, type TodoSource } from '../../../main/core/views/todo-view.ts';
import type { TodosView } from '../../../main/core/snapshot.ts';

const item = (id: string, over: Partial<TodoSource> = {}, pending = false): TodoItemInput => ({
  record: { id, name: id, projectId: 1, projectName: 'Website', listId: null, listName: null, listPosition: null, position: 1, estimateSeconds: 0, ...over },
  pending,
  actions: { allowed: true },
});
const base = { done: [], requiredTask: () => false, readAt: 1, reading: false, failure: null, tight: false, i18n: sourceWords() };
const shape = (v: TodosView) => v.projects.map((p) => [p.projectId, p.lists.map((l) => [l.listId, l.todos.map((t) => t.id)])]);

test('before anything was read', () => {
  assert.deepEqual(NO_TODOS, { state: 'unread', readAt: null, tight: false, message: null, projects: [], count: 0, done: [] });
  assert.ok(Object.isFrozen(NO_TODOS) && Object.isFrozen(NO_TODOS.projects) && Object.isFrozen(NO_TODOS.done));
});

test('to-dos of one position by name in any case, then by id', () => {
  const v = buildTodosView({ ...base, open: [item('t3', { name: 'same' }), item('t1', { name: 'beta' }), item('t2', { name: 'Alpha' }), item('t0', { name: 'same' }), item('t9', { name: 'Same' })] });
  assert.deepEqual(shape(v), [[1, [[null, ['t2', 't1', 't0', 't3', 't9']]]]]);
  const first = buildTodosView({ ...base, open: [item('b', { position: 2 }), item('a', { position: 3 }), item('c', { position: 1 })] });
  assert.deepEqual(shape(first), [[1, [[null, ['c', 'b', 'a']]]]]);
});

test('projects by name in any case; two of one name by id', () => {
  const v = buildTodosView({
    ...base,
    open: [item('w7', { projectId: 7, projectName: 'website' }), item('a', { projectId: 9, projectName: 'Apps' }), item('w3', { projectId: 3, projectName: 'Website' })],
  });
  assert.deepEqual(v.projects.map((p) => [p.projectName, p.projectId]), [['Apps', 9], ['Website', 3], ['website', 7]]);
});

test('lists by position; one without a position after them and before no list; one position by list name, then by id', () => {
  const v = buildTodosView({
    ...base,
    open: [
      item('loose'),
      item('z', { listId: 'Lz', listName: 'Zed', listPosition: null }),
      item('p3', { listId: 'L3', listName: 'Three', listPosition: 3 }),
      item('p1', { listId: 'L1', listName: 'One', listPosition: 1 }),
      item('p2b', { listId: 'L2b', listName: 'two', listPosition: 2 }),
      item('p2a', { listId: 'L2a', listName: 'Two', listPosition: 2 }),
      item('p2c', { listId: 'L2c', listName: 'Also two', listPosition: 2 }),
    ],
  });
  assert.deepEqual(shape(v), [[1, [['L1', ['p1']], ['L2c', ['p2c']], ['L2a', ['p2a']], ['L2b', ['p2b']], ['L3', ['p3']], ['Lz', ['z']], [null, ['loose']]]]]);
  const unnamed = buildTodosView({ ...base, open: [item('b', { listId: 'Lb', listPosition: 1 }), item('a', { listId: 'La', listPosition: 1 })] });
  assert.deepEqual(shape(unnamed), [[1, [['La', ['a']], ['Lb', ['b']]]]]);
});

test('the done list as the open one shows a to-do, with its pending mark', () => {
  const v = buildTodosView({ ...base, open: [], done: [item('d1', { estimateSeconds: 60 }, true)], requiredTask: (id) => id === 1 });
  assert.deepEqual(v.done, [{ id: 'd1', name: 'd1', estimateSeconds: 60, projectId: 1, projectName: 'Website', listName: null, requiredTask: true, actions: { allowed: true }, pending: true }]);
});

test('a tight day says nothing of Refresh while a read is under way', () => {
  assert.equal(buildTodosView({ ...base, open: [], tight: true, reading: true }).message, null);
  assert.equal(
    buildTodosView({ ...base, open: [], tight: true }).message,
    'Requests are scarce today, so Stint does not read your to-dos again by itself: press Refresh to read them now.',
  );
});
