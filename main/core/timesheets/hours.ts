// Durations as a timesheet shows them: on the clock (7:32, as Today and the week show them) or
// in decimal hours (7.53), exact to the second underneath. Reading typed durations back
// (7.53, 7:32, 1h 30m) is commands/manual-entry.ts's parseDurationInput.
import { formatDuration, formatDurationWithSeconds } from '../views/totals.ts';

export type DurationStyle = 'clock' | 'decimal';

const SECONDS_PER_HUNDREDTH = 36;

/**
 * Hundredths of an hour in `seconds`, rounded half up on the hundredth (36 s): 7:32:00 is 753,
 * 18 s is 1. Toggl Track, Clockify and Harvest all show decimal hours to two places rounded to
 * the nearest hundredth, so a client's sheet from them and from Stint agree. Integer arithmetic:
 * no float drift, and totals above 24 h or 100 h are as exact as a day.
 */
export function hundredthsOfHour(seconds: number): number {
  return Math.floor((Math.max(0, Math.trunc(seconds)) + SECONDS_PER_HUNDREDTH / 2) / SECONDS_PER_HUNDREDTH);
}

/** `7.53` for 7:32:00; `0.00` for nothing; `123.45` past 100 hours. */
export function formatDecimalHours(seconds: number): string {
  const h = hundredthsOfHour(seconds);
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}

/**
 * A duration in the chosen style. Clock: `H:MM` (seconds dropped, as everywhere else in Stint)
 * or, `withSeconds`, `H:MM:SS`, whose figures sum exactly; hours run past 24.
 */
export function formatSheetDuration(seconds: number, style: DurationStyle, withSeconds = false): string {
  if (style === 'decimal') return formatDecimalHours(seconds);
  return withSeconds ? formatDurationWithSeconds(seconds) : formatDuration(seconds);
}
