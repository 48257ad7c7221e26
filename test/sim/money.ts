// Money and billability of a time entry, shared by entry views, project totals and reports.
import { round2 } from './format.ts';
import type { TimeEntry } from './model.ts';
import type { Store } from './store.ts';

export interface EntryRates {
  isBillable: boolean;
  /** The entry user's member rate on the project, else the project's rate. */
  hourRate: number;
  costRate: number;
}

export interface EntryMoney extends EntryRates {
  billableAmount: number;
  costAmount: number;
}

/** contract.md 1c: the project's is_billable and, with a task, that assignment's. */
export function entryIsBillable(store: Store, entry: TimeEntry): boolean {
  const project = store.projects.get(entry.project_id);
  if (!project?.is_billable) return false;
  if (entry.task_id === null) return true;
  return store.assignmentOf(entry.project_id, entry.task_id)?.is_billable ?? true;
}

/** What an entry is billed and costs per hour; depends only on (project, user, task). */
export function entryRates(store: Store, entry: TimeEntry): EntryRates {
  const project = store.projects.get(entry.project_id);
  const member = store.memberOf(entry.project_id, entry.user_id);
  return {
    isBillable: entryIsBillable(store, entry),
    hourRate: member?.rate ?? project?.rate ?? 0,
    costRate: store.users.get(entry.user_id)?.cost_rate ?? 0,
  };
}

/** The amounts of `seconds` of work at these rates, each rounded to cents. */
export function amountsAt(rates: EntryRates, seconds: number): EntryMoney {
  const hours = seconds / 3600;
  return {
    ...rates,
    billableAmount: rates.isBillable ? round2(rates.hourRate * hours) : 0,
    costAmount: round2(rates.costRate * hours),
  };
}

export function entryMoney(store: Store, entry: TimeEntry): EntryMoney {
  return amountsAt(entryRates(store, entry), entry.time_total);
}
