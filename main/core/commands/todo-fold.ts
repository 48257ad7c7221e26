// Done and Undo of one to-do that wait unsent together fold before they are sent: each sets
// `is_completed`, so only the last one counts, and when it puts back what the to-do was
// before the first (a Done, then its Undo) nothing is sent at all. A Free plan day spends
// no request on a click taken back. Only ops not yet handed to the sender are folded (the
// outbox passes the queue's unsent tail), so a Done already on its way is followed by its
// Undo, never dropped.

import type { Op, TodoOp } from './ops.ts';

/** The queue with each to-do's waiting changes folded into the one that counts (or none). Order kept. */
export function foldTodoOps(queue: readonly Op[]): Op[] {
  const byTodo = new Map<string, TodoOp[]>();
  for (const op of queue) {
    if (op.kind !== 'todo') continue;
    const list = byTodo.get(op.todoId);
    if (list) list.push(op);
    else byTodo.set(op.todoId, [op]);
  }
  const dropped = new Set<string>();
  for (const ops of byTodo.values()) {
    if (ops.length < 2) continue;
    const first = ops[0]!;
    const last = ops[ops.length - 1]!;
    // Before the first, the to-do was the opposite of what the first asked (a Done is offered
    // only for an open to-do, an Undo only for one marked done).
    const keepLast = last.completed === first.completed;
    for (const op of ops) if (op !== last || !keepLast) dropped.add(op.opId);
  }
  return dropped.size === 0 ? [...queue] : queue.filter((op) => !dropped.has(op.opId));
}
