// Who may do what (contract.md 1c, docs/service-decisions.md "Roles").
import { forbidden, SimError } from './errors.ts';
import type { TimeEntry, User } from './model.ts';

export const isAdmin = (u: User) => u.role === 'admin' || u.role === 'super';
export const isManagerOrAbove = (u: User) => isAdmin(u) || u.role === 'manager';

/** Projects, customers, tasks, members, task assignments, to-do lists. */
export function requireManager(u: User): void {
  if (!isManagerOrAbove(u)) throw forbidden('Only managers and administrators can change this');
}

/** Users. */
export function requireAdmin(u: User): void {
  if (!isAdmin(u)) throw forbidden('Only administrators can manage users');
}

/** Time entries and to-dos of `ownerId` (null: unassigned). */
export function requireOwnerOrManager(u: User, ownerId: number | null): void {
  if (ownerId !== null && ownerId !== u.id && !isManagerOrAbove(u))
    throw forbidden("Regular users can change only their own entries and to-dos");
}

export function canModifyLocked(u: User): boolean {
  return isAdmin(u);
}

/** Changes to a locked entry need can_modify_locked. */
export function requireUnlocked(u: User, entry: TimeEntry): void {
  if (entry.is_locked && !canModifyLocked(u))
    throw new SimError(403, 'entry_locked', `Time entry ${entry.id} is locked: ${entry.locked_reason ?? 'locked'}`);
}
