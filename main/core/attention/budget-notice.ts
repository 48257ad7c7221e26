// When a running timer takes its project past 80% of the budget, and past 100%, the person
// is told once each: which project, and how much is left. "Once" holds across restarts and
// reads: a notice is remembered by project, budget and threshold, so a read that corrects
// the share a little cannot bring it back, while a new budget (raised, or of another kind)
// starts afresh. A project already past a threshold when the timer starts is not news:
// only a crossing while it runs is.

import { budgetMinutes, FULL_SHARE, minutesText, NEAR_SHARE, percentUsed, type BudgetProgress } from '../views/budget-view.ts';
import type { I18n } from '../../i18n/words.ts';

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
export function budgetNoticeText(p: BudgetProgress, threshold: BudgetThreshold, i18n: I18n): { title: string; body: string } {
  const percent = percentUsed(p.share);
  const project = p.projectName;
  if (p.by === 'billing') {
    return threshold === 'near'
      ? {
          title: i18n._({ id: 'budget.billing.nearTitle', message: '{project}: {percent}% of its billing budget used', values: { project, percent } }),
          body: i18n._({ id: 'budget.billing.nearBody', message: '{left}% of the budget is left.', values: { left: Math.max(0, 100 - percent) } }),
        }
      : {
          title: i18n._({ id: 'budget.billing.fullTitle', message: '{project} has used its whole billing budget', values: { project } }),
          body: i18n._({ id: 'budget.billing.fullBody', message: 'Nothing is left of the budget; time you track now is over it.' }),
        };
  }
  const budgetSeconds = p.amount * 3600;
  const m = budgetMinutes(p.usedSeconds ?? budgetSeconds, budgetSeconds);
  const total = minutesText(m.total);
  if (threshold === 'near') {
    return {
      title: i18n._({ id: 'budget.hours.nearTitle', message: '{project}: {percent}% of its budget used', values: { project, percent } }),
      body: i18n._({ id: 'budget.hours.nearBody', message: '{left} left of {total} h.', values: { left: minutesText(m.left), total } }),
    };
  }
  return {
    title: i18n._({ id: 'budget.hours.fullTitle', message: '{project} has used its whole budget', values: { project } }),
    body:
      m.over > 0
        ? i18n._({ id: 'budget.hours.over', message: '{total} h budgeted; {over} over so far.', values: { total, over: minutesText(m.over) } })
        : i18n._({ id: 'budget.hours.usedUp', message: 'All {total} h are used up; time you track now is over the budget.', values: { total } }),
  };
}
