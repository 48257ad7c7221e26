// The person's to-dos as the To-dos view and the tray's submenu show them: by project (by
// name), then by to-do list in the lists' position order (to-dos in no list last), each list
// in its to-dos' position order. Pure: the engine passes the to-dos with the queued changes
// applied and what each allows.

import type { I18n } from '../../i18n/words.ts';
import type { TodoActionsView, TodoListGroupView, TodoProjectGroupView, TodosView, TodoView } from '../snapshot.ts';

/** A to-do as the engine holds it (reads/todo-read.ts), the fields this view needs. */
export interface TodoSource {
  readonly id: string;
  readonly name: string;
  readonly projectId: number;
  readonly projectName: string;
  readonly listId: string | null;
  readonly listName: string | null;
  readonly listPosition: number | null;
  readonly position: number;
  readonly estimateSeconds: number;
}

export interface TodoItemInput {
  readonly record: TodoSource;
  readonly pending: boolean;
  readonly actions: TodoActionsView;
}

export interface TodosViewInput {
  readonly open: readonly TodoItemInput[];
  readonly done: readonly TodoItemInput[];
  /** Whether a project needs a task (the project list the engine caches). */
  readonly requiredTask: (projectId: number) => boolean;
  readonly readAt: number | null;
  readonly reading: boolean;
  /** Why the last read failed or could not be made; null when it did not fail. */
  readonly failure: string | null;
  readonly tight: boolean;
  /** The words of the engine's own message (requests scarce). */
  readonly i18n: I18n;
}

/** What a driver shows before the engine said anything of to-dos (a snapshot made by hand). */
export const NO_TODOS: TodosView = Object.freeze({
  state: 'unread',
  readAt: null,
  tight: false,
  message: null,
  projects: Object.freeze([]),
  count: 0,
  done: Object.freeze([]),
});

function byText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

function viewOf(item: TodoItemInput, requiredTask: (projectId: number) => boolean): TodoView {
  const r = item.record;
  return Object.freeze({
    id: r.id,
    name: r.name,
    estimateSeconds: r.estimateSeconds > 0 ? r.estimateSeconds : null,
    projectId: r.projectId,
    projectName: r.projectName,
    listName: r.listName,
    requiredTask: requiredTask(r.projectId),
    actions: item.actions,
    pending: item.pending,
  });
}

function listOrder(a: TodoSource, b: TodoSource): number {
  const pa = a.listId === null ? Number.POSITIVE_INFINITY : (a.listPosition ?? Number.MAX_SAFE_INTEGER);
  const pb = b.listId === null ? Number.POSITIVE_INFINITY : (b.listPosition ?? Number.MAX_SAFE_INTEGER);
  if (pa !== pb) return pa < pb ? -1 : 1;
  return byText(a.listName ?? '', b.listName ?? '') || byText(a.listId ?? '', b.listId ?? '');
}

function todoOrder(a: TodoSource, b: TodoSource): number {
  return a.position - b.position || byText(a.name, b.name) || byText(a.id, b.id);
}

/** Why the to-dos are not read again by themselves. */
function tightWords(i18n: I18n): string {
  return i18n._({ id: 'todos.tight', message: 'Requests are scarce today, so Stint does not read your to-dos again by itself: press Refresh to read them now.' });
}

export function buildTodosView(i: TodosViewInput): TodosView {
  const byProject = new Map<number, TodoItemInput[]>();
  for (const item of i.open) {
    const list = byProject.get(item.record.projectId);
    if (list) list.push(item);
    else byProject.set(item.record.projectId, [item]);
  }
  const projects: TodoProjectGroupView[] = [...byProject.values()]
    .sort((a, b) => byText(a[0]!.record.projectName, b[0]!.record.projectName) || a[0]!.record.projectId - b[0]!.record.projectId)
    .map((items) => {
      const lists = new Map<string, TodoItemInput[]>();
      for (const item of [...items].sort((a, b) => listOrder(a.record, b.record) || todoOrder(a.record, b.record))) {
        const key = item.record.listId ?? '';
        const list = lists.get(key);
        if (list) list.push(item);
        else lists.set(key, [item]);
      }
      const first = items[0]!.record;
      return Object.freeze({
        projectId: first.projectId,
        projectName: first.projectName,
        lists: Object.freeze(
          [...lists.values()].map(
            (l): TodoListGroupView =>
              Object.freeze({ listId: l[0]!.record.listId, listName: l[0]!.record.listName, todos: Object.freeze(l.map((x) => viewOf(x, i.requiredTask))) }),
          ),
        ),
      });
    });
  const state: TodosView['state'] = i.reading ? 'reading' : i.failure !== null ? 'unavailable' : i.readAt === null ? 'unread' : 'ready';
  return Object.freeze({
    state,
    readAt: i.readAt,
    tight: i.tight,
    message: i.failure ?? (i.tight && !i.reading ? tightWords(i.i18n) : null),
    projects: Object.freeze(projects),
    count: i.open.length,
    done: Object.freeze(i.done.map((x) => viewOf(x, i.requiredTask))),
  });
}
