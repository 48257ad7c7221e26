// The filters shared by the detailed and the grouped report (spec "Reports").
import type { TimeEntry, User } from '../model.ts';
import type { Store } from '../store.ts';
import { FactsResolver, type EntryFacts } from './facts.ts';

export interface ReportFilter {
  /** Inclusive `YYYY-MM-DD` bounds on date_execution. */
  start?: string | undefined;
  end?: string | undefined;
  /** Id filters: undefined when not sent; an unknown id simply matches nothing. */
  projectIds?: ReadonlySet<number> | undefined;
  taskIds?: ReadonlySet<number> | undefined;
  customerIds?: ReadonlySet<number> | undefined;
  userIds?: ReadonlySet<number> | undefined;
  /** Matches entries whose user is assigned to any of these teams. */
  teamIds?: ReadonlySet<number> | undefined;
  /** Entry ids as sent (strings): a GUID matches no entry. */
  ids?: ReadonlySet<string> | undefined;
  /** false drops entries of archived users (grouped report). */
  includeArchivedUsers: boolean;
}

/** The cheap tests on the entry's own fields, run before anything is resolved. */
function entryMatches(e: TimeEntry, f: ReportFilter): boolean {
  if (f.start !== undefined && e.date_execution < f.start) return false;
  if (f.end !== undefined && e.date_execution > f.end) return false;
  if (f.projectIds && !f.projectIds.has(e.project_id)) return false;
  if (f.taskIds && (e.task_id === null || !f.taskIds.has(e.task_id))) return false;
  if (f.userIds && !f.userIds.has(e.user_id)) return false;
  if (f.ids && !f.ids.has(String(e.id))) return false;
  return true;
}

/** Filters on the user: archived state and teams. */
export function userMatches(u: User | undefined, f: ReportFilter): boolean {
  if (!f.includeArchivedUsers && u?.active !== 1) return false;
  if (f.userIds && (u === undefined || !f.userIds.has(u.id))) return false;
  if (f.teamIds && !u?.assigned_team_ids.some((t) => f.teamIds!.has(t))) return false;
  return true;
}

/** Every entry the filter keeps, resolved to facts, in store order. */
export function selectEntries(store: Store, f: ReportFilter): EntryFacts[] {
  const resolver = new FactsResolver(store);
  const userOk = new Map<number, boolean>();
  const out: EntryFacts[] = [];
  for (const e of store.entries.values()) {
    if (!entryMatches(e, f)) continue;
    let ok = userOk.get(e.user_id);
    if (ok === undefined) userOk.set(e.user_id, (ok = userMatches(store.users.get(e.user_id), f)));
    if (!ok) continue;
    if (f.customerIds) {
      const customerId = store.projects.get(e.project_id)?.customer_id;
      if (customerId === null || customerId === undefined || !f.customerIds.has(customerId)) continue;
    }
    out.push(resolver.resolve(e));
  }
  return out;
}
