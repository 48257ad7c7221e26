// A project's budget as the service sends it in the project list: `budget`, `budget_by`
// and `budget_progress` (a percent). Lenient where the service may differ (numbers as
// strings, a kind Stint does not know), and what it cannot read it shows nothing of.

import type { ProjectBudget } from '../snapshot.ts';

/** A number the service may send as a string ("40.00"), or null when it is not one. */
function numberOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * The budget of a project as the service sent it, or null when there is none to show: no
 * budget, a zero one, or a kind Stint does not know (a later service may add kinds; it
 * shows nothing rather than a wrong bar). A missing or odd progress reads as 0.
 */
export function readProjectBudget(budget: unknown, by: unknown, progress: unknown): ProjectBudget | null {
  const amount = numberOf(budget);
  if (amount === null || amount <= 0) return null;
  if (by !== 'time' && by !== 'billing') return null;
  const percent = numberOf(progress);
  return { by, amount, progressPercent: percent !== null && percent > 0 ? percent : 0 };
}

