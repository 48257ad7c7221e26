// The person's to-dos as the state holds them, for the snapshot (engine-views.ts) and for the
// to-do commands (engine-todos.ts): the overlay of the queued Done and Undo on the last read,
// and what each to-do allows (the to-do reads are decided on the refresh policy's input:
// engine-read-plan.ts).
// Functions of the state only, like engine-views.ts: no part imports another.

import type { EngineState } from './engine-state.ts';
import { refreshPolicyInputOf } from './engine-read-plan.ts';
import { todoActions, type TodoActions } from '../commands/todo-actions.ts';
import { wordsOf } from './engine-language.ts';
import { overlayTodos, type TodoOverlay } from '../commands/todo-overlay.ts';
import type { TodoRecord } from '../reads/todo-read.ts';
import { todosTight } from '../reads/todo-refresh.ts';
import type { TodosView } from '../snapshot.ts';
import { buildTodosView } from '../views/todo-view.ts';

/** The to-dos the person sees: the last read of the signed-in person, their confirmed and queued changes applied. */
export function todoOverlayOf(s: EngineState): TodoOverlay {
  const owner = s.ownerKey();
  const read = s.todos.read.ownerKey === owner && owner !== '' ? s.todos.read : null;
  return overlayTodos({
    now: s.now(),
    read: read?.items ?? [],
    readAt: read?.readAt ?? null,
    settled: owner === '' ? [] : s.outbox.settledTodos(owner),
    // A queue held for another user holds none of this person's changes.
    queue: s.held ? [] : s.outbox.items,
  });
}

/** What the signed-in person may do with a to-do. */
export function todoActionsOf(s: EngineState): (r: TodoRecord) => TodoActions {
  const role = s.record?.user.role ?? null;
  const words = wordsOf(s);
  return (r) => todoActions({ role, projectName: r.projectName, projectActive: r.projectActive, words });
}

export function todosViewOf(s: EngineState): TodosView {
  const overlay = todoOverlayOf(s);
  const actions = todoActionsOf(s);
  const owned = s.todos.read.ownerKey === s.ownerKey();
  const withActions = (x: TodoOverlay['open'][number]) => ({ record: x.record, pending: x.pending, actions: actions(x.record) });
  return buildTodosView({
    open: overlay.open.map(withActions),
    done: overlay.done.map(withActions),
    requiredTask: (id) => s.known.projects.find((p) => p.id === id)?.requiredTask ?? false,
    readAt: owned ? s.todos.read.readAt : null,
    reading: s.todos.reading,
    failure: owned ? s.todos.failure : null,
    tight: s.record !== null && todosTight(refreshPolicyInputOf(s)),
    i18n: wordsOf(s),
  });
}
