// Who may start and complete a to-do here, and why not when they may not. The roles the
// service lets change their own to-dos are admin, super, manager and regular (contract.md 1c,
// "Roles"); any other role the service may name is taken as read-only. A to-do of an
// archived project is shown without actions: no entry can be started on it, and it is no
// longer work to pick. The service has the last word: a change it refuses comes back as a
// notice and the to-do shows again.

import { sourceWords, type I18n } from '../../i18n/words.ts';

/** Roles that change their own to-dos on the service. */
export const TODO_WRITE_ROLES: ReadonlySet<string> = new Set(['admin', 'super', 'manager', 'regular']);

export type TodoActions = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

export const ACTIONS_ALLOWED: TodoActions = Object.freeze({ allowed: true });

export interface TodoActionsInput {
  /** The signed-in user's role; null when signed out. */
  readonly role: string | null;
  readonly projectName: string;
  /** The project is active on the service (the to-do's `project_status`). */
  readonly projectActive: boolean;
  /** The words a reason is said in (the language in use); English when absent. */
  readonly words?: I18n;
}

export function todoActions(i: TodoActionsInput): TodoActions {
  const i18n = i.words ?? sourceWords();
  if (i.role === null) return Object.freeze({ allowed: false, reason: i18n._({ id: 'todo.actions.signIn', message: 'Sign in to start or complete to-dos.' }) });
  if (!TODO_WRITE_ROLES.has(i.role)) {
    return Object.freeze({ allowed: false, reason: i18n._({ id: 'todo.actions.readOnly', message: 'Read only: your role on the service ({role}) may not start or complete to-dos.', values: { role: i.role } }) });
  }
  if (!i.projectActive) {
    const reason =
      i.projectName === ''
        ? i18n._({ id: 'todo.actions.archivedThis', message: 'This project is archived: its to-dos cannot be started or completed.' })
        : i18n._({ id: 'todo.actions.archived', message: '{project} is archived: its to-dos cannot be started or completed.', values: { project: i.projectName } });
    return Object.freeze({ allowed: false, reason });
  }
  return ACTIONS_ALLOWED;
}
