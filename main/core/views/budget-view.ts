// A project's budget where the timer runs: what the service reported at the last read of
// the project list (reads/project-budget.ts), moved on
// between reads by the running entry's own elapsed time for a time budget (the service
// counts a running stopwatch only once it stops: contract.md 4). A billing budget's share
// is the service's own figure: Stint cannot price a running entry, so it waits for a read.
// The level picks the bar's colour: one until 80%, another past it, a third past 100%.

import type { ProjectBudget } from '../snapshot.ts';
import { formatDuration } from './totals.ts';

export type { ProjectBudget };

export type BudgetLevel = 'under' | 'near' | 'over';

/** Where the bar changes colour, and the notices come (a share of the budget). */
export const NEAR_SHARE = 0.8;
export const FULL_SHARE = 1;

export interface BudgetProgress {
  readonly projectId: number;
  readonly projectName: string;
  readonly by: 'time' | 'billing';
  readonly amount: number;
  /** The share used: 0.5 is half; past 1, over budget. */
  readonly share: number;
  /** A time budget: seconds used (with the running entry) and left (negative past the budget); null for billing. */
  readonly usedSeconds: number | null;
  readonly leftSeconds: number | null;
  readonly level: BudgetLevel;
  /** One line for the bar's label and a screen reader ("31:30 of 40:00 h used, 8:30 left"; "62% of the billing budget used"). */
  readonly text: string;
}

export function budgetLevel(share: number): BudgetLevel {
  if (share >= FULL_SHARE) return 'over';
  if (share >= NEAR_SHARE) return 'near';
  return 'under';
}

function percentText(share: number): string {
  return `${Math.floor(share * 100)}%`;
}

/**
 * The progress now. `runningSeconds`: how long the running entry on this project has run
 * since its stopwatch started (0 when none runs on it).
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
