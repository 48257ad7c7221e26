// A project's budget where the timer runs: what the service reported at the last read of
// the project list (reads/project-budget.ts), moved on
// between reads by the running entry's own elapsed time for a time budget (the service
// counts a running stopwatch only once it stops: contract.md 4). A billing budget's share
// is the service's own figure: Stint cannot price a running entry, so it waits for a read.
// The level picks the bar's colour: one until 80%, another past it, a third past 100%.

import type { BudgetLevel, BudgetProgress, EntryView, ProjectBudget, ProjectView } from '../snapshot.ts';
import { formatDuration } from './totals.ts';

export type { BudgetLevel, BudgetProgress, ProjectBudget };

/** Where the bar changes colour, and the notices come (a share of the budget). */
export const NEAR_SHARE = 0.8;
export const FULL_SHARE = 1;

export function budgetLevel(share: number): BudgetLevel {
  if (share >= FULL_SHARE) return 'over';
  if (share >= NEAR_SHARE) return 'near';
  return 'under';
}

function percentText(share: number): string {
  return `${Math.floor(share * 100)}%`;
}

/**
 * The progress now. `runningSeconds`: the running entry's own time on this project, which
 * the service's progress does not hold yet (0 when none runs on it).
 */
export function budgetProgress(project: { readonly id: number; readonly name: string }, b: ProjectBudget, runningSeconds: number): BudgetProgress {
  const base = { projectId: project.id, projectName: project.name, by: b.by, amount: b.amount };
  if (b.by === 'billing') {
    const share = b.progressPercent / 100;
    return { ...base, share, usedSeconds: null, leftSeconds: null, level: budgetLevel(share), text: `${percentText(share)} of the billing budget used` };
  }
  const budgetSeconds = b.amount * 3600;
  const usedSeconds = Math.round((b.progressPercent / 100) * budgetSeconds + Math.max(0, runningSeconds));
  const leftSeconds = budgetSeconds - usedSeconds;
  const share = usedSeconds / budgetSeconds;
  const left = leftSeconds >= 0 ? `${formatDuration(leftSeconds)} left` : `${formatDuration(-leftSeconds)} over`;
  return {
    ...base,
    share,
    usedSeconds,
    leftSeconds,
    level: budgetLevel(share),
    text: `${formatDuration(usedSeconds)} of ${formatDuration(budgetSeconds)} h used, ${left}`,
  };
}

/** The running entry's project's budget now; null when nothing runs or its project has none. */
export function runningBudget(running: EntryView | null, projects: readonly ProjectView[], now: number): BudgetProgress | null {
  if (!running || running.runningSince === null) return null;
  const project = projects.find((p) => p.id === running.projectId);
  if (!project?.budget) return null;
  // The entry's own time: what it holds (a start sent late holds the minutes before the
  // service's stopwatch) and its running stopwatch. None of it is in the project list's
  // progress while it runs, unless the list was read between two runs of a continued entry:
  // then that earlier run counts twice until the next read.
  return Object.freeze(budgetProgress(project, project.budget, running.totalSeconds + Math.max(0, (now - running.runningSince) / 1000)));
}
