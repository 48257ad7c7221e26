// Today's and this week's billable amount from what the day's reads already hold: each of
// today's entries' `billable_net_amount` (the detailed report the engine reads anyway) and each
// earlier day's `billable_net_total` (the week's grouped report). No request of its own: a Free
// account's 50 a day are the timer's.
import { readCents } from './money.ts';

export interface AmountEntry {
  readonly date: string;
  readonly billableAmount?: string;
  readonly pending: boolean;
  readonly runningSince: number | null;
}

export interface AmountDay {
  readonly date: string;
  readonly seconds: number;
  readonly billableAmount?: string;
}

export interface Amounts {
  readonly todayCents: number;
  readonly weekCents: number;
  /**
   * Entries whose amount is not in the figures, said beside them: a running one (the service
   * prices its run once it stops), one changed here and not yet read back, one read without an
   * amount. Days of the week read without one count here too.
   */
  readonly notCounted: number;
}

/** The amounts of `today` and of the week from `weekStart` to today, as the service priced them. */
export function amountsOf(entries: readonly AmountEntry[], week: readonly AmountDay[], today: string, weekStart: string): Amounts {
  let todayCents = 0;
  let notCounted = 0;
  for (const e of entries) {
    if (e.date !== today) continue;
    const cents = e.billableAmount === undefined ? null : readCents(e.billableAmount);
    if (cents !== null) todayCents += cents;
    if (cents === null || e.pending || e.runningSince !== null) notCounted += 1;
  }
  let weekCents = todayCents;
  for (const d of week) {
    if (d.date < weekStart || d.date >= today) continue;
    // A day without time is worth nothing, whatever the read kept of it.
    const cents = d.seconds === 0 ? 0 : d.billableAmount === undefined ? null : readCents(d.billableAmount);
    if (cents === null) notCounted += 1;
    else weekCents += cents;
  }
  return { todayCents, weekCents, notCounted };
}
