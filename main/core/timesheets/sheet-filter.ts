// Which entries a timesheet holds: per account, the customers, projects and tasks chosen.
// Ids are per account, so a filter is too.
import type { SheetEntry } from './sheet-entry.ts';

/** Each list given keeps only the entries whose id is in it; a list left out keeps all. */
export interface AccountFilter {
  readonly customerIds?: readonly number[];
  readonly projectIds?: readonly number[];
  readonly taskIds?: readonly number[];
}

/** By account name; an account without a filter keeps every entry. */
export type SheetFilters = ReadonlyMap<string, AccountFilter>;

export function passesFilter(entry: SheetEntry, filter: AccountFilter | undefined): boolean {
  if (!filter) return true;
  return (
    kept(filter.customerIds, entry.customerId) && kept(filter.projectIds, entry.projectId) && kept(filter.taskIds, entry.taskId)
  );
}

/** An entry without a customer or task never matches a list of them. */
function kept(ids: readonly number[] | undefined, id: number | null): boolean {
  return ids === undefined || (ids as readonly (number | null)[]).includes(id);
}

export function filterEntries<E extends SheetEntry>(entries: readonly E[], filters: SheetFilters): E[] {
  return entries.filter((e) => passesFilter(e, filters.get(e.account)));
}
