// The to-dos of every account in one list, grouped by account (the accounts in the person's
// order, each one's projects by name as its engine groups them), each project named with its
// account ("Studio · Brand Refresh") and each to-do carrying its account in its id
// (`<account key>_<the service's id>`), so Done, Undo and Start go to the account it is of:
// ids are each account's own, and two accounts may well hold the same one. A pure function
// of the accounts' own views.

import type { TodoProjectGroupView, TodosView, TodoView } from '../snapshot.ts';

export interface AccountTodos {
  readonly key: string;
  readonly name: string;
  /** Absent: the account's engine has none to show (signed out, never read). */
  readonly todos: TodosView | undefined;
}

/** Account keys are lower-case letters and digits (account-list.ts): the first `_` ends one. */
export const todoIdIn = (key: string, id: string): string => `${key}_${id}`;

const mark = (t: TodoView, key: string, projectName: string): TodoView => ({ ...t, id: todoIdIn(key, t.id), accountKey: key, projectName });

function groupsOf(a: AccountTodos, todos: TodosView): TodoProjectGroupView[] {
  return todos.projects.map((p) => {
    const projectName = `${a.name} · ${p.projectName}`;
    return { ...p, accountKey: a.key, projectName, lists: p.lists.map((l) => ({ ...l, todos: l.todos.map((t) => mark(t, a.key, projectName)) })) };
  });
}

function stateOf(views: readonly TodosView[]): TodosView['state'] {
  if (views.some((v) => v.state === 'reading')) return 'reading';
  if (views.some((v) => v.state === 'unavailable')) return 'unavailable';
  if (views.length === 0 || views.every((v) => v.state === 'unread')) return 'unread';
  return 'ready';
}

export function todosAcross(accounts: readonly AccountTodos[]): TodosView {
  const read = accounts.flatMap((a) => (a.todos ? [{ a, todos: a.todos }] : []));
  const views = read.map((r) => r.todos);
  const readAts = views.flatMap((v) => (v.readAt === null ? [] : [v.readAt]));
  const messages = read.flatMap(({ a, todos }) => (todos.message ? [`${a.name}: ${todos.message}`] : []));
  return {
    state: stateOf(views),
    // The oldest read: the lists are at least that fresh.
    readAt: readAts.length === 0 ? null : Math.min(...readAts),
    tight: views.some((v) => v.tight),
    message: messages.length === 0 ? null : messages.join(' '),
    projects: read.flatMap(({ a, todos }) => groupsOf(a, todos)),
    count: views.reduce((n, v) => n + v.count, 0),
    done: read.flatMap(({ a, todos }) => todos.done.map((t) => mark(t, a.key, `${a.name} · ${t.projectName}`))),
  };
}

/** The account and the service's id a merged view's to-do id names; null when it names no account of `keys`. */
export function todoIdOf(id: string, keys: readonly string[]): { readonly key: string; readonly id: string } | null {
  const cut = id.indexOf('_');
  if (cut <= 0) return null;
  const key = id.slice(0, cut);
  return keys.includes(key) ? { key, id: id.slice(cut + 1) } : null;
}
