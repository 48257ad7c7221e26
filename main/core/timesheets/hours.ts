// Durations as a timesheet shows them: on the clock (7:32, as Today and the week show them) or
// in decimal hours (7.53), exact to the second underneath. Reading typed durations back
// (7.53, 7:32, 1h 30m) is commands/manual-entry.ts's parseDurationInput.
import { formatDuration, formatDurationWithSeconds } from '../views/totals.ts';
import { formatDecimalHours, hundredthsOfHour } from '../views/hours.ts';
import { formatHundredthsOfHour } from '../time/locale-format.ts';

// Moved to views/hours.ts, where the tray and the status line read them too; said from here for the sheets.
export { formatDecimalHours, hundredthsOfHour } from '../views/hours.ts';

export type DurationStyle = 'clock' | 'decimal';

/**
 * A duration in the chosen style. Clock: `H:MM` (seconds dropped, as everywhere else in Stint)
 * or, `withSeconds`, `H:MM:SS`, whose figures sum exactly; hours run past 24. Decimal hours in
 * `locale` where the sheet is shown to a person (`7,53` in German: the preview, Copy as text);
 * without one, as a file's cell (`7.53`: CSV, XLSX, the page to print).
 */
export function formatSheetDuration(seconds: number, style: DurationStyle, withSeconds = false, locale?: string): string {
  if (style === 'decimal') return locale === undefined ? formatDecimalHours(seconds) : formatHundredthsOfHour(hundredthsOfHour(seconds), locale);
  return withSeconds ? formatDurationWithSeconds(seconds) : formatDuration(seconds);
}
