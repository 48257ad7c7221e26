// A project's budget where the timer runs: the service's figure from its last read
// (reads/project-budget.ts), moved on for a time budget by every second Stint knows was
// recorded on the project since that read (reads/budget-tally.ts: runs stopped, entries
// made) and by the running entry's current run, which the service counts only once it
// stops (contract.md 4). A billing budget's share is the service's own figure: Stint cannot
// price time, so it waits for a read. The level picks the bar's colour: one until 80%,
// another past it, a third past 100%.

import type { BudgetLevel, BudgetProgress, EntryView, ProjectBudget, ProjectView } from '../snapshot.ts';
import { formatDuration } from './totals.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export type { BudgetLevel, BudgetProgress, ProjectBudget };

/** Where the bar changes colour, and the notices come (a share of the budget). */
export const NEAR_SHARE = 0.8;
export const FULL_SHARE = 1;

export function budgetLevel(share: number): BudgetLevel {
  if (share >= FULL_SHARE) return 'over';
  if (share >= NEAR_SHARE) return 'near';
  return 'under';
}

/**
 * Whole percent used, never more than the share holds. The nudge keeps a share that is a
 * whole percent in decimal (29% read as 0.29, which times 100 is 28.999…) on its percent.
 */
export function percentUsed(share: number): number {
  return Math.floor(share * 100 + 1e-9);
}

/**
 * A time budget in the whole minutes a person reads: used is truncated, and left or over is
 * counted from the minutes shown, so "0:45 used, 0:15 left" adds up to the budget.
 */
export interface BudgetMinutes {
  readonly used: number;
  readonly total: number;
  /** Minutes left; 0 once the minutes shown reach the budget. */
  readonly left: number;
  /** Minutes over; 0 until the minutes shown pass the budget. */
  readonly over: number;
}

export function budgetMinutes(usedSeconds: number, budgetSeconds: number): BudgetMinutes {
  const used = Math.floor(Math.max(0, usedSeconds) / 60);
  const total = Math.floor(budgetSeconds / 60);
  return { used, total, left: Math.max(0, total - used), over: Math.max(0, used - total) };
}

/** `H:MM` of whole minutes. */
export function minutesText(minutes: number): string {
  return formatDuration(minutes * 60);
}

function timeText(m: BudgetMinutes, i18n: I18n): string {
  const values = { used: minutesText(m.used), total: minutesText(m.total), over: minutesText(m.over), left: minutesText(m.left) };
  if (m.over > 0) return i18n._({ id: 'budgetView.over', message: '{used} of {total} h used, {over} over', values });
  if (m.left > 0) return i18n._({ id: 'budgetView.left', message: '{used} of {total} h used, {left} left', values });
  return i18n._({ id: 'budgetView.nothingLeft', message: '{used} of {total} h used, nothing left', values });
}

/**
 * The progress now. `sinceSeconds`: the time on this project the service's figure does not
 * hold yet (recorded since it was read, and the running entry's current run).
 */
export function budgetProgress(project: { readonly id: number; readonly name: string }, b: ProjectBudget, sinceSeconds: number, i18n: I18n = sourceWords()): BudgetProgress {
  const base = { projectId: project.id, projectName: project.name, by: b.by, amount: b.amount };
  if (b.by === 'billing') {
    const share = b.progressPercent / 100;
    const text = i18n._({ id: 'budgetView.billing', message: '{percent}% of the billing budget used', values: { percent: percentUsed(share) } });
    return { ...base, share, usedSeconds: null, leftSeconds: null, level: budgetLevel(share), text };
  }
  const budgetSeconds = b.amount * 3600;
  // The figure is a percent with two decimals: rounding puts it back on the second it meant.
  // Time the figure held and has since left the project (an entry moved or deleted) takes
  // it back down, never below nothing.
  const usedSeconds = Math.max(0, Math.round((b.progressPercent * budgetSeconds) / 100) + Math.floor(sinceSeconds));
  const share = usedSeconds / budgetSeconds;
  return {
    ...base,
    share,
    usedSeconds,
    leftSeconds: budgetSeconds - usedSeconds,
    level: budgetLevel(share),
    text: timeText(budgetMinutes(usedSeconds, budgetSeconds), i18n),
  };
}

/**
 * The running entry's project's budget now; null when nothing runs or its project has none.
 * `recorded`: by project id, the seconds recorded on it since its figure was read, the
 * running entry's current run left out (reads/budget-tally.ts). `i18n`: the words of its `text`.
 */
export function runningBudget(running: EntryView | null, projects: readonly ProjectView[], now: number, recorded: Readonly<Record<string, number>> = {}, i18n: I18n = sourceWords()): BudgetProgress | null {
  if (!running || running.runningSince === null) return null;
  const project = projects.find((p) => p.id === running.projectId);
  if (!project?.budget) return null;
  const run = Math.max(0, (now - running.runningSince) / 1000);
  // Without a tally (a cache from an older Stint, until the list is read again) only the
  // running entry's own time is known to be missing from the figure.
  const since = recorded[String(project.id)] ?? running.totalSeconds;
  return Object.freeze(budgetProgress(project, project.budget, since + run, i18n));
}
