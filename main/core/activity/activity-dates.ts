// Which dates of the record go: those older than the days the person keeps it (today counts
// as one) or to come, and the dates "Delete the record of today / this week / everything"
// names. Pure.

import { weekdayOf } from '../time/local-calendar.ts';
import { addDays } from '../time/local-time.ts';

export type DeleteRange = 'today' | 'week' | 'all';

/**
 * The dates of `dates` past keeping on `today`: today and the `keepDays - 1` days before it
 * stay. A date more than a day after today was written while the clock was ahead (it would
 * never be past keeping, and would lie under the days to come): it goes too. Tomorrow stays:
 * it can be today in another account's zone.
 */
export function expiredDates(dates: readonly string[], today: string, keepDays: number): string[] {
  const oldest = addDays(today, -(keepDays - 1));
  const latest = addDays(today, 1);
  return dates.filter((d) => d < oldest || d > latest);
}

/** The dates of `dates` that `range` deletes on `today`; the week begins on `weekStart` (0 Sunday .. 6 Saturday). */
export function datesToDelete(dates: readonly string[], range: DeleteRange, today: string, weekStart: number): string[] {
  if (range === 'all') return [...dates];
  if (range === 'today') return dates.filter((d) => d === today);
  const first = addDays(today, -((weekdayOf(today) - weekStart + 7) % 7));
  return dates.filter((d) => d >= first && d <= today);
}
