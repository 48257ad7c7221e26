// The service stores no entry across midnight: nothing before 00:00:00 or past 23:59:59 of
// its day (contract.md 4). Time that runs across the account's midnight is therefore saved
// as one entry per day: the first up to 23:59:59, each next one from 00:00:00. The second
// between 23:59:59 and midnight cannot be stored on either side; it is not carried over
// (quick entry, a folded run and a stop past midnight all cut here, the same way).

import { addDays } from '../time/local-time.ts';

/** The last second of a day an entry may end at. */
export const LAST_SECOND = 86_399;
/** A run longer than a month is a stale clock, not work: no more parts are made. */
const MAX_PARTS = 32;

/** One day's share of a span: seconds into `date` it starts, and seconds it holds. */
export interface DayPart {
  readonly date: string;
  readonly start: number;
  readonly total: number;
}

/** A span from `start` seconds into `date` (0..86399) lasting `total` seconds, cut at each midnight. */
export function dayParts(date: string, start: number, total: number): DayPart[] {
  const out: DayPart[] = [];
  let rest = Math.max(0, total);
  let day = date;
  let from = start;
  for (;;) {
    const take = Math.min(rest, LAST_SECOND - from);
    out.push({ date: day, start: from, total: take });
    // What is left after this day, less the second before midnight no entry can hold.
    rest -= take + 1;
    if (rest <= 0 || out.length >= MAX_PARTS) return out;
    day = addDays(day, 1);
    from = 0;
  }
}
