// A duration as the person chose to read it (issue 70): on the clock (7:32) or in decimal hours
// (7.53), the one function the tray, the status line, the command line and the timesheets call.
import type { DisplayView } from '../snapshot.ts';
import { formatHundredthsOfHour } from '../time/locale-format.ts';
import { formatDuration } from './totals.ts';

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

/** `7.53` for 7:32:00; `0.00` for nothing; `123.45` past 100 hours. A file's figure (CSV, the sheet's text): never localized. */
export function formatDecimalHours(seconds: number): string {
  const h = hundredthsOfHour(seconds);
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}

/**
 * A total as the display asks: decimal hours with the setting on, in the display's locale
 * (`7,53` in German, `7.53` in English: issue 72), else `H:MM`, the trade's habit in every
 * locale. Without a locale (a caller that has none) decimal hours are written as in a file.
 */
export function formatHours(seconds: number, display: (Pick<DisplayView, 'decimalHours'> & Partial<Pick<DisplayView, 'locale'>>) | undefined): string {
  if (display?.decimalHours !== true) return formatDuration(seconds);
  return display.locale === undefined ? formatDecimalHours(seconds) : formatHundredthsOfHour(hundredthsOfHour(seconds), display.locale);
}
