// The grouped report's day totals, read once a day, with the days whose entries Stint holds in
// full counted from those entries instead (the queued commands applied). An edit of an earlier
// day of the week then moves the week's target and billable split at once, by what the week's
// own list shows, without another read (issue 40: the target read 10:38 next to a week of 11:11).
// The other days stay as read, moved by what Stint changed on them since (`movedBy`): its
// answers (engine-reads.ts) and its queue (engine-day-target.ts), each counted once.

import type { DayTotal, EntryView } from '../snapshot.ts';

/** The fields of an entry a day's sum reads; a running entry counts its stored part (the totals add the run). */
export type DayEntry = Pick<EntryView, 'date' | 'totalSeconds' | 'billable'>;

interface DaySum {
  date: string;
  seconds: number;
  billableSeconds: number;
}

/** The sums of `entries` on each of `dates` (0 where none). */
function daySums(entries: readonly DayEntry[], dates: Iterable<string>): Map<string, DaySum> {
  const sums = new Map<string, DaySum>();
  for (const date of dates) sums.set(date, { date, seconds: 0, billableSeconds: 0 });
  for (const e of entries) {
    const day = sums.get(e.date);
    if (!day) continue;
    day.seconds += e.totalSeconds;
    if (e.billable === true) day.billableSeconds += e.totalSeconds;
  }
  return sums;
}

/** `week` with the days of `put` in place of its own (or added), oldest first. */
function withDays(week: readonly DayTotal[], put: ReadonlyMap<string, DayTotal>): readonly DayTotal[] {
  const kept = week.filter((d) => !put.has(d.date));
  return Object.freeze([...kept, ...[...put.values()].map((d) => Object.freeze(d))].sort((a, b) => a.date.localeCompare(b.date)));
}

/** `week` with each date of `known` put in as the sum of `entries` of that date; other days as read. */
export function withKnownDays(week: readonly DayTotal[], entries: readonly DayEntry[], known: readonly string[]): readonly DayTotal[] {
  if (known.length === 0) return week;
  return withDays(week, daySums(entries, known));
}

/**
 * `week` with each date of `dates` moved by what `after` holds on it beyond what `before` does:
 * the same entries before and after a change the day's figure does not hold yet. A day moved
 * loses its amount (the service priced the day as it was); a day not moved stays as it is.
 */
export function movedBy(week: readonly DayTotal[], before: readonly DayEntry[], after: readonly DayEntry[], dates: readonly string[]): readonly DayTotal[] {
  if (dates.length === 0) return week;
  const was = daySums(before, dates);
  const now = daySums(after, dates);
  const put = new Map<string, DayTotal>();
  for (const date of dates) {
    const seconds = now.get(date)!.seconds - was.get(date)!.seconds;
    const billable = now.get(date)!.billableSeconds - was.get(date)!.billableSeconds;
    if (seconds === 0 && billable === 0) continue;
    const read = week.find((d) => d.date === date);
    // The billable part moves only where the day's split was read (an older cache's day has none).
    const billableSeconds = read === undefined ? billable : read.billableSeconds === undefined ? undefined : read.billableSeconds + billable;
    put.set(date, { date, seconds: Math.max(0, (read?.seconds ?? 0) + seconds), ...(billableSeconds === undefined ? {} : { billableSeconds: Math.max(0, billableSeconds) }) });
  }
  return put.size === 0 ? week : withDays(week, put);
}
