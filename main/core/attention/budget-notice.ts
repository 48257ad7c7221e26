// When a running timer takes its project past 80% of the budget, and past 100%, the person
// is told once each: which project, and how much is left. "Once" holds across restarts and
// reads: a notice is remembered by project, budget and threshold, so a read that corrects
// the share a little cannot bring it back, while a new budget (raised, or of another kind)
// starts afresh. A project already past a threshold when the timer starts is not news:
// only a crossing while it runs is.

import { FULL_SHARE, NEAR_SHARE, type BudgetProgress } from '../views/budget-view.ts';
import { formatDuration } from '../views/totals.ts';

export type BudgetThreshold = 'near' | 'full';

/** The key a notice is remembered by. */
export function budgetNoticeKey(p: Pick<BudgetProgress, 'projectId' | 'by' | 'amount'>, threshold: BudgetThreshold): string {
  return `${p.projectId}:${p.by}:${p.amount}:${threshold}`;
}

/**
 * The notice due now, if any: the highest threshold crossed from `previousShare` (the share
 * last seen while this timer ran on this project; null when it has just started) to now,
 * and not told before.
 */
export function budgetNoticeDue(previousShare: number | null, now: BudgetProgress, told: ReadonlySet<string>): BudgetThreshold | null {
  if (previousShare === null) return null;
  for (const [threshold, at] of [['full', FULL_SHARE], ['near', NEAR_SHARE]] as const) {
    if (previousShare < at && now.share >= at) return told.has(budgetNoticeKey(now, threshold)) ? null : threshold;
  }
  return null;
}

/** The notice's words. */
export function budgetNoticeText(p: BudgetProgress, threshold: BudgetThreshold): { title: string; body: string } {
  if (p.by === 'billing') {
    const left = Math.max(0, Math.round((1 - p.share) * 100));
    return threshold === 'near'
      ? { title: `${p.projectName}: ${Math.floor(p.share * 100)}% of its billing budget used`, body: `${left}% of the budget is left.` }
      : { title: `${p.projectName} has used its whole billing budget`, body: 'Nothing is left of the budget; time you track now is over it.' };
  }
  const total = formatDuration(p.amount * 3600);
  const left = p.leftSeconds ?? 0;
  return threshold === 'near'
    ? { title: `${p.projectName}: ${Math.floor(p.share * 100)}% of its budget used`, body: `${formatDuration(Math.max(0, left))} left of ${total} h.` }
    : { title: `${p.projectName} has used its whole budget`, body: `${total} h budgeted; ${formatDuration(Math.max(0, -left))} over so far.` };
}
