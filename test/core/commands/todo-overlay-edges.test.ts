// The to-dos as shown, at the edges: a change confirmed at the instant the read was sent, one
// whose record was not kept, a queued Done of a to-do nothing is known of, a Done exactly 12
// hours old, and the order Undo offers them in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { overlayTodos, type TodoOverlayInput } from '../../../main/core/commands/todo-overlay.ts';
import type { QueuedOp, SettledTodo } from '../../../main/core/commands/outbox.ts';
import type { TodoRecord } from '../../../main/core/reads/todo-read.ts';

const T = Date.parse('2026-03-10T10:00:00Z');
const MIN = 60_000;
const H = 60 * MIN;
const rec = (id: string, over: Partial<TodoRecord> = {}): TodoRecord => ({
  id, name: id, projectId: 1, projectName: 'Website', projectActive: true, listId: null, listName: null, listPosition: null, position: 1, estimateSeconds: 0, completed: false, userId: 2, ...over,
});
const settled = (id: string, completed: boolean, at: number, over: Partial<SettledTodo> = {}): SettledTodo & { todoId: string } => ({ todoId: id, owner: 'me', completed, at, settledAt: at, record: rec(id, { completed }), ...over });
const queued = (id: string, completed: boolean, at: number): QueuedOp => ({ op: { kind: 'todo', opId: `${id}${at}`, at, todoId: id, completed, name: id, projectId: 1 }, progress: {} });

function view(over: Partial<TodoOverlayInput>) {
  const o = overlayTodos({ now: T, read: [rec('a'), rec('b')], readAt: T - 10 * MIN, settled: [], queue: [], ...over });
  return { open: o.open.map((x) => `${x.record.id}${x.pending ? '*' : ''}`), done: o.done.map((x) => `${x.record.id}${x.pending ? '*' : ''}`) };
}

test('a Done confirmed at the instant the read was sent still shows: the read may not hold it', () => {
  assert.deepEqual(view({ settled: [settled('a', true, T - 10 * MIN)] }), { open: ['b'], done: ['a'] });
  assert.deepEqual(view({ settled: [settled('a', true, T - 10 * MIN - 1)] }), { open: ['a', 'b'], done: [] });
});

test('a Done of a to-do the read no longer holds, without its record: nothing to show; a queued Undo of it neither', () => {
  assert.deepEqual(view({ read: [rec('b')], settled: [settled('a', true, T - MIN, { record: null })] }), { open: ['b'], done: [] });
  assert.deepEqual(view({ read: [rec('b')], settled: [settled('a', true, T - MIN, { record: null })], queue: [queued('a', false, T)] }), { open: ['b'], done: [] });
  assert.deepEqual(view({ read: [], readAt: null, queue: [queued('z', true, T)] }), { open: [], done: [] });
});

test('Undo is offered for a Done exactly 12 hours old, newest first', () => {
  const v = view({ read: [], readAt: null, settled: [settled('old', true, T - 12 * H), settled('mid', true, T - H), settled('new', true, T - MIN)] });
  assert.deepEqual(v.done, ['new', 'mid', 'old']);
  assert.deepEqual(view({ read: [], readAt: null, settled: [settled('older', true, T - 12 * H - 1)] }).done, []);
});
