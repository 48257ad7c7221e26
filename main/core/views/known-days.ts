// The grouped report's day totals, read once a day, with the days whose entries Stint holds in
// full counted from those entries instead (the queued commands applied). An edit of an earlier
// day of the week then moves the week's target and billable split at once, by what the week's
// own list shows, without another read (issue 40: the target read 10:38 next to a week of 11:11).

import type { DayTotal, EntryView } from '../snapshot.ts';

/** The fields of an entry a day's sum reads; a running entry counts its stored part (the totals add the run). */
export type DayEntry = Pick<EntryView, 'date' | 'totalSeconds' | 'billable'>;

/** `week` with each date of `known` put in as the sum of `entries` of that date; other days as read. */
export function withKnownDays(week: readonly DayTotal[], entries: readonly DayEntry[], known: readonly string[]): readonly DayTotal[] {
  if (known.length === 0) return week;
  const sums = new Map(known.map((date) => [date, { date, seconds: 0, billableSeconds: 0 }]));
  for (const e of entries) {
    const day = sums.get(e.date);
    if (!day) continue;
    day.seconds += e.totalSeconds;
    if (e.billable === true) day.billableSeconds += e.totalSeconds;
  }
  const kept = week.filter((d) => !sums.has(d.date));
  return Object.freeze([...kept, ...[...sums.values()].map((d) => Object.freeze(d))].sort((a, b) => a.date.localeCompare(b.date)));
}
