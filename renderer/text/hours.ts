// A total as the person reads durations: decimal hours in their locale (7.53, 7,53) with the
// setting on, else the clock (7:32), the trade's habit everywhere. A copy of
// main/core/views/hours.ts `formatHours` (the window imports nothing from main/ at run time;
// test/renderer/text/hours.test.ts checks the two agree).
import type { DisplayView } from '../../main/core/snapshot.ts';
import { formatHundredthsOfHour } from './decimal-hours.ts';
import { formatHoursMinutes } from './time.ts';

/** What a total's form depends on: the setting, and the locale decimal hours are written in. */
export type HoursDisplay = Pick<DisplayView, 'decimalHours'> & Partial<Pick<DisplayView, 'locale'>>;

/** Hundredths of an hour, half up on the hundredth (36 s), in whole numbers: 7:32:00 is 753. */
function hundredths(seconds: number): number {
  return Math.floor((Math.max(0, Math.trunc(seconds)) + 18) / 36);
}

export function formatTotal(seconds: number, display: HoursDisplay | undefined): string {
  if (display?.decimalHours !== true) return formatHoursMinutes(seconds);
  const h = hundredths(seconds);
  if (display.locale !== undefined) return formatHundredthsOfHour(h, display.locale);
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}
