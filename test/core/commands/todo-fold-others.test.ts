// Folding to-do changes leaves every other command as it was, however many wait.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldTodoOps } from '../../../main/core/commands/todo-fold.ts';
import type { Op } from '../../../main/core/commands/ops.ts';

test('stops and edits around a folded Done and Undo are all kept, in order', () => {
  const ops: Op[] = [
    { kind: 'stop', opId: 's1', at: 1, entry: { id: 1 }, intendedSeconds: 1 },
    { kind: 'todo', opId: 't1', at: 2, todoId: 'a', completed: true, name: 'a', projectId: 1 },
    { kind: 'stop', opId: 's2', at: 3, entry: { id: 2 }, intendedSeconds: 2 },
    { kind: 'todo', opId: 't2', at: 4, todoId: 'a', completed: false, name: 'a', projectId: 1 },
    { kind: 'update', opId: 'u1', at: 5, entry: { id: 2 }, description: 'x' },
  ];
  assert.deepEqual(foldTodoOps(ops).map((o) => o.opId), ['s1', 's2', 'u1']);
  assert.deepEqual(foldTodoOps(ops.filter((o) => o.kind !== 'todo')).map((o) => o.opId), ['s1', 's2', 'u1']);
});
