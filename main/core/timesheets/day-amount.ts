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

/** The entries' amounts: the cents read, and how many could not be counted. */
function entriesAmount(entries: readonly AmountEntry[]): { cents: number; notCounted: number } {
  let cents = 0;
  let notCounted = 0;
  for (const e of entries) {
    const c = e.billableAmount === undefined ? null : readCents(e.billableAmount);
    if (c !== null) cents += c;
    if (c === null || e.pending || e.runningSince !== null) notCounted += 1;
  }
  return { cents, notCounted };
}

/**
 * The amounts of `today` and of the week from `weekStart` to today, as the service priced them.
 * A day whose entries the engine holds (today, yesterday) is summed from them, as its totals
 * are (views/known-days.ts); another from the day's read total.
 */
export function amountsOf(entries: readonly AmountEntry[], week: readonly AmountDay[], today: string, weekStart: string): Amounts {
  const held = entriesAmount(entries.filter((e) => e.date === today));
  const todayCents = held.cents;
  let notCounted = held.notCounted;
  let weekCents = todayCents;
  for (const d of week) {
    if (d.date < weekStart || d.date >= today) continue;
    const own = entries.filter((e) => e.date === d.date);
    if (own.length > 0) {
      const day = entriesAmount(own);
      weekCents += day.cents;
      notCounted += day.notCounted;
      continue;
    }
    // A day without time is worth nothing, whatever the read kept of it.
    const cents = d.seconds === 0 ? 0 : d.billableAmount === undefined ? null : readCents(d.billableAmount);
    if (cents === null) notCounted += 1;
    else weekCents += cents;
  }
  return { todayCents, weekCents, notCounted };
}
