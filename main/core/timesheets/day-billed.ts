// A day's tracked and billed figures under an account's rounding rules, for the figures the
// person reads every day (Today's total, the week's days, `stint` on the command line): the
// same rules and the same arithmetic as a timesheet (rounding.ts), on the entries the engine
// already holds, so "7:32 tracked · 7:45 billed" in the window is the figure the export bills.
import { roundEntry, roundToStep, ruleFor, withMinimum } from './rounding.ts';
import type { RuleBook } from './rounding-rule.ts';

export interface DayEntry {
  readonly date: string;
  readonly projectId: number;
  /** Null or absent: no customer known, so no customer's rule applies. */
  readonly customerId?: number | null;
  /** Seconds as tracked (a running entry's counted up to now by the caller). */
  readonly seconds: number;
}

export interface DayBilled {
  readonly date: string;
  readonly tracked: number;
  readonly billed: number;
}

/**
 * Each day's tracked and billed seconds, in the order the days first appear. An each-entry rule
 * rounds each entry; a day-total rule rounds the sum of the day's entries under that same rule
 * (each raised to the minimum first), as `billEntries` does, whose spread of the difference
 * leaves that sum unchanged.
 */
export function billedDays(entries: readonly DayEntry[], book: RuleBook): DayBilled[] {
  const days = new Map<string, { tracked: number; billed: number; dayRules: Map<string, { sum: number; rule: Parameters<typeof roundToStep>[1] }> }>();
  for (const e of entries) {
    let day = days.get(e.date);
    if (!day) days.set(e.date, (day = { tracked: 0, billed: 0, dayRules: new Map() }));
    day.tracked += e.seconds;
    const applied = ruleFor({ projectId: e.projectId, customerId: e.customerId ?? null }, book);
    if (applied === null) day.billed += e.seconds;
    else if (applied.rule.scope === 'entry') day.billed += roundEntry(e.seconds, applied.rule);
    else {
      const key = `${applied.level}:${applied.id}`;
      const under = day.dayRules.get(key) ?? { sum: 0, rule: applied.rule };
      under.sum += withMinimum(e.seconds, applied.rule);
      day.dayRules.set(key, under);
    }
  }
  return [...days].map(([date, d]) => ({
    date,
    tracked: d.tracked,
    billed: d.billed + [...d.dayRules.values()].reduce((sum, r) => sum + roundToStep(r.sum, r.rule), 0),
  }));
}
