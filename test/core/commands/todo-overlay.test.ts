// The to-dos as the person sees them: the last read, the changes confirmed since it was sent,
// and the queued Done and Undo on top.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { overlayTodos, type TodoOverlayInput } from '../../../main/core/commands/todo-overlay.ts';
import type { QueuedOp, SettledTodo } from '../../../main/core/commands/outbox.ts';
import type { TodoRecord } from '../../../main/core/reads/todo-read.ts';

const T = Date.parse('2026-03-10T10:00:00Z');
const MIN = 60_000;
const rec = (id: string, over: Partial<TodoRecord> = {}): TodoRecord => ({
  id, name: id, projectId: 1, projectName: 'Website', projectActive: true, listId: null, listName: null, listPosition: null, position: 1, estimateSeconds: 0, completed: false, userId: 2, ...over,
});
const settled = (id: string, completed: boolean, at: number, settledAt = at): SettledTodo & { todoId: string } => ({ todoId: id, owner: 'me', completed, at, settledAt, record: rec(id, { completed }) });
const queued = (id: string, completed: boolean, at: number): QueuedOp => ({ op: { kind: 'todo', opId: `${id}${at}`, at, todoId: id, completed, name: id, projectId: 1 }, progress: {} });

function view(over: Partial<TodoOverlayInput>) {
  const o = overlayTodos({ now: T, read: [rec('a'), rec('b')], readAt: T - 10 * MIN, settled: [], queue: [], ...over });
  return { open: o.open.map((x) => `${x.record.id}${x.pending ? '*' : ''}`), done: o.done.map((x) => `${x.record.id}${x.pending ? '*' : ''}`) };
}

test('a queued Done hides the to-do (pending) and offers it for Undo; a queued Undo brings it back', () => {
  assert.deepEqual(view({ queue: [queued('a', true, T)] }), { open: ['b'], done: ['a*'] });
  assert.deepEqual(view({ queue: [queued('a', true, T), queued('a', false, T + 1000)] }), { open: ['a*', 'b'], done: [] });
});

test('a Done confirmed after the read was sent still hides the to-do; one confirmed before yields to the read', () => {
  assert.deepEqual(view({ settled: [settled('a', true, T - 2 * MIN, T - MIN)] }), { open: ['b'], done: ['a'] });
  // Done here at 9:40, the read at 9:50 still lists it open: reopened on the web since.
  assert.deepEqual(view({ settled: [settled('a', true, T - 20 * MIN)] }), { open: ['a', 'b'], done: [] });
  // Done here, and the read after it no longer lists it: done, and Undo still offered.
  assert.deepEqual(view({ read: [rec('b')], settled: [settled('a', true, T - 20 * MIN)] }), { open: ['b'], done: ['a'] });
  // Reopened here, then the read no longer lists it: done elsewhere since; not shown as open.
  assert.deepEqual(view({ read: [rec('b')], settled: [settled('a', false, T - 20 * MIN)] }), { open: ['b'], done: [] });
});

test('an Undo of a to-do the last read no longer holds takes its record from the confirmed Done', () => {
  assert.deepEqual(view({ read: [rec('b')], settled: [settled('a', true, T - 20 * MIN)], queue: [queued('a', false, T)] }), { open: ['b', 'a*'], done: [] });
});

test('Undo is offered for the five newest Done of the last 12 hours', () => {
  const many = ['c', 'd', 'e', 'f', 'g', 'h'].map((id, i) => settled(id, true, T - (i + 1) * MIN));
  assert.deepEqual(view({ read: [], readAt: null, settled: many }).done, ['c', 'd', 'e', 'f', 'g']);
  assert.deepEqual(view({ read: [], readAt: null, settled: [settled('old', true, T - 13 * 60 * MIN)] }).done, []);
});
