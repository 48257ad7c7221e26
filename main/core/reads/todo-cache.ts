// The person's open to-dos as last read, kept in the durable store between runs: after a
// restart (offline too) the To-dos view shows them at once, and the 15-minute spacing of
// reads holds across the restart. It belongs to one user of one account.

import type { DurableStore } from '../ports.ts';
import { isRecord } from '../json-guard.ts';
import { parseTodoRecord, type TodoRecord } from './todo-read.ts';

export interface TodoRead {
  /** Whose to-dos these are (the engine's owner key); '' for none. */
  readonly ownerKey: string;
  /** The open to-dos of the last read, as the service ordered them. */
  readonly items: readonly TodoRecord[];
  /** Epoch ms the last successful read was sent (its answer holds every change confirmed before it). */
  readonly readAt: number | null;
}

export const TODOS_KEY = 'todos';
const KEY = TODOS_KEY;

export function emptyTodoRead(ownerKey: string): TodoRead {
  return Object.freeze({ ownerKey, items: Object.freeze([]), readAt: null });
}

/** The to-dos of `ownerKey` as last read, or none (missing, damaged, another user's). */
export async function loadTodoRead(store: DurableStore, ownerKey: string): Promise<TodoRead> {
  if (ownerKey === '') return emptyTodoRead(ownerKey);
  const r = await store.read(KEY);
  if (r.status !== 'ok' || !isRecord(r.value) || r.value.ownerKey !== ownerKey || !Array.isArray(r.value.items)) return emptyTodoRead(ownerKey);
  // A cache is only a head start: a record that does not read back is dropped, the next read fills it.
  const items = r.value.items.flatMap((v) => {
    const t = parseTodoRecord(v);
    return t ? [Object.freeze(t)] : [];
  });
  const readAt = typeof r.value.readAt === 'number' ? r.value.readAt : null;
  return Object.freeze({ ownerKey, items: Object.freeze(items), readAt });
}

export async function saveTodoRead(store: DurableStore, read: TodoRead): Promise<void> {
  if (read.ownerKey === '') return;
  await store.write(KEY, { ownerKey: read.ownerKey, items: read.items, readAt: read.readAt });
}
