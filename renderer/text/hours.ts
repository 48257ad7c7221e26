// A total as the person reads durations: decimal hours (7.53) with the setting on, else the clock
// (7:32). A copy of main/core/views/hours.ts `formatHours` (the window imports nothing from main/
// at run time; test/renderer/text/hours.test.ts checks the two agree).
import { formatHoursMinutes } from './time.ts';

/** Hundredths of an hour, half up on the hundredth (36 s), in whole numbers: 7:32:00 is 753. */
function hundredths(seconds: number): number {
  return Math.floor((Math.max(0, Math.trunc(seconds)) + 18) / 36);
}

export function formatTotal(seconds: number, decimal: boolean | undefined): string {
  if (decimal !== true) return formatHoursMinutes(seconds);
  const h = hundredths(seconds);
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}
