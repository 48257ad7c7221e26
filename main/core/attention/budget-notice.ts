// When a running timer takes its project past 80% of the budget, and past 100%, the person
// is told once each: which project, and how much is left. "Once" holds across restarts and
// reads: a notice is remembered by project, budget and threshold, so a read that corrects
// the share a little cannot bring it back, while a new budget (raised, or of another kind)
// starts afresh. A project already past a threshold when the timer starts is not news:
// only a crossing while it runs is.

import { budgetMinutes, FULL_SHARE, minutesText, NEAR_SHARE, percentUsed, type BudgetProgress } from '../views/budget-view.ts';

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

/**
 * The notice's words. Minutes are those the bar shows (views/budget-view.ts), so the notice
 * and the bar agree; a notice at exactly 100% says the budget is used up, not "0:00 over".
 */
export function budgetNoticeText(p: BudgetProgress, threshold: BudgetThreshold): { title: string; body: string } {
  const percent = percentUsed(p.share);
  if (p.by === 'billing') {
    return threshold === 'near'
      ? { title: `${p.projectName}: ${percent}% of its billing budget used`, body: `${Math.max(0, 100 - percent)}% of the budget is left.` }
      : { title: `${p.projectName} has used its whole billing budget`, body: 'Nothing is left of the budget; time you track now is over it.' };
  }
  const budgetSeconds = p.amount * 3600;
  const m = budgetMinutes(p.usedSeconds ?? budgetSeconds, budgetSeconds);
  const total = minutesText(m.total);
  if (threshold === 'near') return { title: `${p.projectName}: ${percent}% of its budget used`, body: `${minutesText(m.left)} left of ${total} h.` };
  return {
    title: `${p.projectName} has used its whole budget`,
    body: m.over > 0 ? `${total} h budgeted; ${minutesText(m.over)} over so far.` : `All ${total} h are used up; time you track now is over the budget.`,
  };
}
