// The person's to-dos as they see them = the last read + the changes the service confirmed
// since that read was sent + the Done and Undo still queued (optimistic). A pure function: a
// to-do marked done leaves the open list at once, its Undo brings it back at once, and a
// read that lands while they wait never undoes what the person did.

import type { SettledTodo, QueuedOp } from './outbox.ts';
import type { TodoRecord } from '../reads/todo-read.ts';

/** How long a to-do marked done here is offered for Undo. */
export const DONE_OFFERED_MS = 12 * 3_600_000;
/** How many of them, newest first. */
export const DONE_OFFERED_MAX = 5;

export interface TodoOverlayInput {
  readonly now: number;
  /** The open to-dos of the last read, as the service ordered them. */
  readonly read: readonly TodoRecord[];
  /** Epoch ms that read was sent; null: never read. */
  readonly readAt: number | null;
  /** The changes confirmed here for this person, oldest answer first (outbox.settledTodos). */
  readonly settled: readonly (SettledTodo & { readonly todoId: string })[];
  readonly queue: readonly QueuedOp[];
}

export interface ShownTodo {
  readonly record: TodoRecord;
  /** A Done or Undo of it waits in the outbox. */
  readonly pending: boolean;
}

export interface TodoOverlay {
  /** The open to-dos, the person's changes applied, in the read's order (one reopened here after). */
  readonly open: readonly ShownTodo[];
  /** The to-dos marked done here and still done, newest click first: what Undo offers. */
  readonly done: readonly ShownTodo[];
}

interface Working {
  record: TodoRecord;
  completed: boolean;
  pending: boolean;
  /** The click that marked it done here; null when it was not done here. */
  doneAt: number | null;
}

export function overlayTodos(input: TodoOverlayInput): TodoOverlay {
  const byId = new Map<string, Working>();
  for (const r of input.read) byId.set(r.id, { record: r, completed: r.completed, pending: false, doneAt: null });
  const recordOf = new Map<string, TodoRecord>();

  for (const s of input.settled) {
    if (s.record) recordOf.set(s.todoId, s.record);
    const w = byId.get(s.todoId);
    // Confirmed before the read was sent, the read holds the service's word and it stands: a
    // to-do open in it was reopened elsewhere since; one missing from it is done (Undo is
    // still offered). Confirmed after, the read may not hold it yet: this change shows.
    const afterRead = input.readAt === null || s.settledAt >= input.readAt;
    if (!afterRead && (w || !s.completed)) continue;
    const record = w?.record ?? s.record;
    if (!record) continue;
    byId.set(s.todoId, { record, completed: s.completed, pending: false, doneAt: s.completed ? s.at : null });
  }

  for (const { op } of input.queue) {
    if (op.kind !== 'todo') continue;
    const w = byId.get(op.todoId);
    const record = w?.record ?? recordOf.get(op.todoId);
    if (!record) continue;
    byId.set(op.todoId, { record, completed: op.completed, pending: true, doneAt: op.completed ? op.at : null });
  }

  const open: ShownTodo[] = [];
  const done: (ShownTodo & { at: number })[] = [];
  for (const w of byId.values()) {
    const shown = Object.freeze({ record: w.record, pending: w.pending });
    if (!w.completed) open.push(shown);
    else if (w.doneAt !== null && input.now - w.doneAt <= DONE_OFFERED_MS) done.push({ ...shown, at: w.doneAt });
  }
  done.sort((a, b) => b.at - a.at);
  return {
    open,
    done: done.slice(0, DONE_OFFERED_MAX).map(({ record, pending }) => Object.freeze({ record, pending })),
  };
}
