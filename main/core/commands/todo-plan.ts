// The to-do commands as pure plans, from the to-dos the person sees (the overlay): Done and
// Undo as the op to queue, Start as the tracker's own start on the to-do's project with its
// name as the description; or why not, in words that say what to do.

import type { TodoRecord } from '../reads/todo-read.ts';
import type { TodoActions } from './todo-actions.ts';
import type { TodoOverlay } from './todo-overlay.ts';
import { planStart, refused, type Plan, type TrackerView } from './tracker.ts';
import { viewWords } from './plan-words.ts';
import type { I18n } from '../../i18n/words.ts';

export interface TodoPlanView {
  readonly now: number;
  readonly makeId: () => string;
  readonly overlay: TodoOverlay;
  /** What the person may do with a to-do (todo-actions.ts). */
  readonly actions: (r: TodoRecord) => TodoActions;
  /** The words of the language in use; English when absent. */
  readonly words?: I18n;
}

const notListed = (i18n: I18n): string => i18n._({ id: 'todo.plan.notListed', message: 'This to-do is no longer in your list.' });

/** Done (`completed` true) of an open to-do, or Undo (false) of one marked done here. */
export function planTodoCompleted(t: TodoPlanView, todoId: string, completed: boolean): Plan {
  const open = t.overlay.open.find((x) => x.record.id === todoId);
  const done = t.overlay.done.find((x) => x.record.id === todoId);
  const shown = completed ? open : done;
  // Already as asked (a second click, a command repeated): nothing to send.
  const i18n = viewWords(t);
  if (!shown) return (completed ? done : open) ? { noop: true } : { refuse: refused(completed ? notListed(i18n) : i18n._({ id: 'todo.plan.nothingToUndo', message: 'There is nothing to undo for this to-do.' })) };
  const may = t.actions(shown.record);
  if (!may.allowed) return { refuse: refused(may.reason) };
  return {
    op: { kind: 'todo', opId: t.makeId(), at: t.now, todoId, completed, name: shown.record.name, projectId: shown.record.projectId },
  };
}

/**
 * A timer on the to-do's project with its name as the description, switching from the one
 * that runs; a project that needs a task is refused with the task named, as Start is.
 */
export function planTodoStart(t: TodoPlanView, tracker: TrackerView, todoId: string, taskId: number | null | undefined): Plan {
  const shown = t.overlay.open.find((x) => x.record.id === todoId);
  if (!shown) return { refuse: refused(notListed(viewWords(t))) };
  const may = t.actions(shown.record);
  if (!may.allowed) return { refuse: refused(may.reason) };
  return planStart(tracker, { projectId: shown.record.projectId, taskId: taskId ?? null, description: shown.record.name });
}
