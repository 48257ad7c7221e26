// Done and Undo of one to-do waiting unsent together: only the last counts, and one that
// puts back what the to-do was costs no request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldTodoOps } from '../../../main/core/commands/todo-fold.ts';
import type { Op, TodoOp } from '../../../main/core/commands/ops.ts';

const T = Date.parse('2026-03-10T10:00:00Z');
let n = 0;
const todo = (todoId: string, completed: boolean): TodoOp => ({ kind: 'todo', opId: `o${++n}`, at: T + n * 1000, todoId, completed, name: todoId, projectId: 1 });
const stop: Op = { kind: 'stop', opId: 'stop', at: T, entry: { id: 7 }, intendedSeconds: 60 };

test('a Done and its Undo fold into nothing; the other ops stay in order', () => {
  const ops = [todo('a', true), stop, todo('a', false)];
  assert.deepEqual(foldTodoOps(ops), [stop]);
});

test('Done, Undo, Done keep the last Done alone', () => {
  const ops = [todo('a', true), todo('a', false), todo('a', true)];
  assert.deepEqual(foldTodoOps(ops), [ops[2]]);
});

test('an Undo, then a Done again, of a to-do done before: nothing to send', () => {
  assert.deepEqual(foldTodoOps([todo('a', false), todo('a', true)]), []);
});

test('changes of different to-dos never fold together', () => {
  const ops = [todo('a', true), todo('b', false), stop];
  assert.deepEqual(foldTodoOps(ops), ops);
});
