// Which week and which day the Week card shows: the week holding a date (weeks start on the
// display's first day), and the day a week opens on.

import type { WeekDayView } from '../../main/core/snapshot.ts';
import { addDays, dateToUtcMs } from '../text/time.ts';

/** The day of the week of `date` (`YYYY-MM-DD`), 0 Sunday .. 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

/** The first day of the week holding `date`, weeks starting on `firstDay` (0 Sunday .. 6 Saturday). */
export function weekStartOf(date: string, firstDay: number): string {
  const weekday = weekdayOf(date);
  return addDays(date, -((weekday - firstDay + 7) % 7));
}

/**
 * The day a week opens on: today in the week holding it, else its last day with entries
 * (what was done last), else its last day.
 */
export function openingDay(days: readonly WeekDayView[], today: string): string {
  if (days.some((d) => d.date === today)) return today;
  const worked = days.filter((d) => d.entries.length > 0 && d.date <= today);
  return (worked.at(-1) ?? days.at(-1))?.date ?? today;
}

/** The later of two `YYYY-MM-DD` dates (they sort as text). */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}
