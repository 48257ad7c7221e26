// Today's and the calendar week's totals split into billable and not. Today follows today's
// entries (each by its own `billable`, the running one live, as the totals count it); the
// week's earlier days follow the grouped report's `time_billable` per day, which the week's
// totals come from, so the two splits add up to the totals the person already sees.

import type { BillableSplit, BillableTotals, DayTotal, EntryView, ProjectView, TaskView } from '../snapshot.ts';
import { addDays } from '../time/local-time.ts';
import { liveEntrySeconds, runSecondsOn } from './totals.ts';

export type BillableEntry = Pick<EntryView, 'key' | 'date' | 'totalSeconds' | 'runningSince' | 'billable'>;

export const NO_SPLIT: BillableSplit = Object.freeze({ billableSeconds: 0, nonBillableSeconds: 0 });

/** The split of these entries' seconds at `now` (a running one counted live). */
export function splitOf(entries: readonly BillableEntry[], now: number): BillableSplit {
  let billableSeconds = 0;
  let nonBillableSeconds = 0;
  for (const e of entries) {
    const s = liveEntrySeconds(e, now);
    if (e.billable === true) billableSeconds += s;
    else nonBillableSeconds += s;
  }
  return Object.freeze({ billableSeconds, nonBillableSeconds });
}

export interface BillableInput {
  /** Today's entries (others are left out), newest first or in any order. */
  readonly entries: readonly BillableEntry[];
  /** The running entry; counted even when `entries` does not hold it. */
  readonly running: BillableEntry | null;
  /** The seven days ending today as read (the grouped report), without the running part. */
  readonly week: readonly DayTotal[];
  readonly today: string;
  /** The calendar week's first day (views/day-target.ts `weekStartOf`). */
  readonly weekStart: string;
  readonly now: number;
  /** The account's zone, minutes east of UTC: where a run past midnight is cut (totals.ts runSecondsOn). */
  readonly offsetMinutes: number;
}

export function todaySplit(i: Pick<BillableInput, 'entries' | 'running' | 'today' | 'now'>): BillableSplit {
  // The running entry in place of its copy of its own day; its part since midnight (a run
  // begun on an earlier day, totals.ts dayEntries) is today's copy and stays.
  const list = i.entries.filter((e) => e.date === i.today && !(e.key === i.running?.key && e.date === i.running.date));
  if (i.running !== null && i.running.date === i.today) list.push(i.running);
  return splitOf(list, i.now);
}

export function billableTotals(i: BillableInput): BillableTotals {
  const today = todaySplit(i);
  let billableSeconds = today.billableSeconds;
  let nonBillableSeconds = today.nonBillableSeconds;
  for (const d of i.week) {
    if (d.date < i.weekStart || d.date >= i.today) continue;
    // A day read before the report's billable time was kept counts as not billable.
    const billable = Math.min(d.seconds, Math.max(0, d.billableSeconds ?? 0));
    billableSeconds += billable;
    nonBillableSeconds += d.seconds - billable;
  }
  // A run past midnight: its part on each earlier day of the week until 23:59:59, which the
  // report does not hold yet (today's part is among today's entries).
  const r = i.running;
  if (r !== null) {
    for (let d = r.date < i.weekStart ? i.weekStart : r.date; d < i.today; d = addDays(d, 1)) {
      const live = runSecondsOn(r, d, i.now, i.offsetMinutes);
      if (r.billable === true) billableSeconds += live;
      else nonBillableSeconds += live;
    }
  }
  return Object.freeze({
    today,
    week: Object.freeze({ start: i.weekStart, end: addDays(i.weekStart, 6), billableSeconds, nonBillableSeconds }),
  });
}

/**
 * Whether a new entry of this project and task is billable (contract.md 1c): the project's
 * `is_billable` and, with a task, that task assignment's. A project whose default is not
 * known counts as not billable; a task whose is not, as its project's.
 */
export function billableDefault(projects: readonly ProjectView[], tasks: Readonly<Record<string, readonly TaskView[]>>, projectId: number, taskId: number | null): boolean {
  if (projects.find((p) => p.id === projectId)?.billable !== true) return false;
  if (taskId === null) return true;
  return tasks[String(projectId)]?.find((t) => t.id === taskId)?.billable ?? true;
}

/**
 * Each project's tasks marked as an entry of them would be (billableDefault): a task of a
 * project that is not billable is not, whatever its assignment says (issue 40: the picker
 * marked such a task billable and its entry was not).
 */
export function tasksAsEntered(projects: readonly ProjectView[], tasks: Readonly<Record<string, readonly TaskView[]>>): Readonly<Record<string, readonly TaskView[]>> {
  const out: Record<string, readonly TaskView[]> = {};
  for (const [projectId, list] of Object.entries(tasks)) {
    out[projectId] = Object.freeze(list.map((t) => Object.freeze({ ...t, billable: billableDefault(projects, tasks, Number(projectId), t.id) })));
  }
  return Object.freeze(out);
}
