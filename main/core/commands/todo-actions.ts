// Who may start and complete a to-do here, and why not when they may not. The roles the
// service lets change their own to-dos are admin, super, manager and regular (contract.md 1c,
// "Roles"); any other role the service may name is taken as read-only. A to-do of an
// archived project is shown without actions: no entry can be started on it, and it is no
// longer work to pick. The service has the last word: a change it refuses comes back as a
// notice and the to-do shows again.

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
}

export function todoActions(i: TodoActionsInput): TodoActions {
  if (i.role === null) return Object.freeze({ allowed: false, reason: 'Sign in to start or complete to-dos.' });
  if (!TODO_WRITE_ROLES.has(i.role)) {
    return Object.freeze({ allowed: false, reason: `Read only: your role on the service (${i.role}) may not start or complete to-dos.` });
  }
  if (!i.projectActive) {
    return Object.freeze({ allowed: false, reason: `${i.projectName || 'This project'} is archived: its to-dos cannot be started or completed.` });
  }
  return ACTIONS_ALLOWED;
}
