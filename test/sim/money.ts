// Money and billability of a time entry, shared by entry views, project totals and reports.
import { round2 } from './format.ts';
import type { TimeEntry } from './model.ts';
import type { Store } from './store.ts';

export interface EntryMoney {
  isBillable: boolean;
  /** The entry user's member rate on the project, else the project's rate. */
  hourRate: number;
  billableAmount: number;
  costRate: number;
  costAmount: number;
}

/** contract.md 1c: the project's is_billable and, with a task, that assignment's. */
export function entryIsBillable(store: Store, entry: TimeEntry): boolean {
  const project = store.projects.get(entry.project_id);
  if (!project?.is_billable) return false;
  if (entry.task_id === null) return true;
  return store.assignmentOf(entry.project_id, entry.task_id)?.is_billable ?? true;
}

export function entryMoney(store: Store, entry: TimeEntry): EntryMoney {
  const project = store.projects.get(entry.project_id);
  const member = store.memberOf(entry.project_id, entry.user_id);
  const user = store.users.get(entry.user_id);
  const hours = entry.time_total / 3600;
  const isBillable = entryIsBillable(store, entry);
  const hourRate = member?.rate ?? project?.rate ?? 0;
  const costRate = user?.cost_rate ?? 0;
  return {
    isBillable,
    hourRate,
    billableAmount: isBillable ? round2(hourRate * hours) : 0,
    costRate,
    costAmount: round2(costRate * hours),
  };
}
