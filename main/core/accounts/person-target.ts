// The day's and the week's target over every account: the person's hours against the person's
// time, whatever account it was tracked in. Each account's engine counts its own week (its
// earlier days as read, today from its entries, a running entry live); this adds them up, so
// the window's "This week's target" and the command line's "Target this week, all accounts"
// read one figure (issue 69: the command line had counted the other accounts' today only,
// not their earlier days). A pure function of the accounts' own snapshots and `now`.

import type { DayTargetView, Snapshot } from '../snapshot.ts';
import { computeTotals } from '../views/totals.ts';

export type WeekSource = Pick<Snapshot, 'todayEntries' | 'running' | 'week' | 'today' | 'zone'>;

/** One account's seconds of `date` (the account shown's today), and of the week from `start` to it, at `now`. */
function accountWeek(s: WeekSource, start: string, date: string, now: number): { readonly today: number; readonly week: number } {
  // Its seven days to its own today, that day from its entries with a running entry live (as the accounts' rows count it).
  const totals = computeTotals({ entries: s.todayEntries, running: s.running, week: s.week, today: s.today, now, offsetMinutes: s.zone.offsetMinutes });
  const week = totals.week.filter((d) => d.date >= start && d.date <= date).reduce((sum, d) => sum + d.seconds, 0);
  return { today: totals.week.find((d) => d.date === date)?.seconds ?? 0, week };
}

/**
 * `own` (the account shown's target: the person's hours and days) with today's and the week's
 * time of every account in `accounts` (the account shown's among them). The doors add today's
 * live total to the week's other days (`week.doneSeconds - doneSeconds`), as with one account.
 */
export function personTarget(own: DayTargetView | null | undefined, accounts: readonly WeekSource[], now: number): DayTargetView | null {
  if (!own) return own ?? null;
  let today = 0;
  let week = 0;
  for (const s of accounts) {
    const w = accountWeek(s, own.week.start, own.date, now);
    today += w.today;
    week += w.week;
  }
  return Object.freeze({
    ...own,
    doneSeconds: today,
    leftSeconds: Math.max(0, own.targetSeconds - today),
    week: Object.freeze({ ...own.week, doneSeconds: week, leftSeconds: Math.max(0, own.week.targetSeconds - week) }),
  });
}
