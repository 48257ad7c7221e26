// The tray's "To-dos" submenu: the person's first open to-dos in the view's order (project,
// list, position), a click starting a timer on one, and a way to the window's To-dos view,
// which reads them when none were read yet (the shell also asks for a read as the menu opens,
// where the desktop reports it). Done and Undo stay in the window: a menu item that made a
// to-do vanish under the pointer would be too easy to press by mistake.

import type { I18n } from '../../i18n/words.ts';
import type { Snapshot, TodoView } from '../snapshot.ts';
import { truncateLabel } from './entry-label.ts';
import type { TrayMenuItem } from './tray-menu-item.ts';

/** To-dos listed in the submenu at most; the rest are a click away in the window. */
export const TODOS_IN_MENU = 10;

/** The menu id of Start on a to-do. */
export const TODO_ITEM_PREFIX = 'todo:';
/** A to-do's id as the tray's ids carry it (the service gives GUIDs). */
const TODO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The to-do a `todo:<id>` item names, when the id is one; null for any other id. */
export function todoIdOfItem(id: string): string | null {
  if (!id.startsWith(TODO_ITEM_PREFIX)) return null;
  const todoId = id.slice(TODO_ITEM_PREFIX.length);
  return TODO_ID.test(todoId) ? todoId : null;
}

/** The timer and the account it runs in (with several accounts; project ids are each account's own). */
type Runs = { readonly running: Snapshot['running']; readonly accountKey: string | undefined };

function runsOn(r: Runs, t: TodoView): boolean {
  if (t.accountKey !== undefined && t.accountKey !== r.accountKey) return false;
  return r.running !== null && r.running.projectId === t.projectId && r.running.description === t.name;
}

function todoItem(t: TodoView, r: Runs): TrayMenuItem {
  // The ellipsis says the window opens: such a to-do's project needs a task first.
  const label = `${truncateLabel(`${t.projectName}: ${t.name}`, 50)}${t.requiredTask ? '…' : ''}`;
  if (runsOn(r, t)) return { id: `${TODO_ITEM_PREFIX}${t.id}`, label, enabled: false, checked: true, type: 'checkbox' };
  return { id: `${TODO_ITEM_PREFIX}${t.id}`, label, enabled: t.actions.allowed };
}

/** The "To-dos" submenu item; never empty, so a person can always get to the view from it. */
export function todosMenu(s: Pick<Snapshot, 'running'> & Partial<Pick<Snapshot, 'todos' | 'accounts'>>, i18n: I18n): TrayMenuItem {
  const todos = s.todos;
  const all = todos?.projects.flatMap((p) => p.lists.flatMap((l) => l.todos)) ?? [];
  // The snapshot's running timer is of the account in use (main/core/accounts).
  const runs: Runs = { running: s.running, accountKey: s.accounts?.inUse };
  const items: TrayMenuItem[] = all.slice(0, TODOS_IN_MENU).map((t) => todoItem(t, runs));
  if (todos !== undefined && todos.readAt !== null && all.length === 0) items.push({ id: 'todos-none', label: i18n._({ id: 'tray.todos.none', message: 'No open to-dos' }), enabled: false });
  const more = all.length - items.length;
  const open = more > 0 ? i18n._({ id: 'tray.todos.more', message: '{more} more in Stint…', values: { more } }) : i18n._({ id: 'tray.todos.open', message: 'Open To-dos…' });
  items.push({ id: 'todos-open', label: open, enabled: true });
  return { id: 'todos', label: i18n._({ id: 'tray.todos', message: 'To-dos' }), enabled: true, submenu: items };
}
