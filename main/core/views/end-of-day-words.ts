// When the working day ended, in words that still hold the next morning: the "Still working?"
// question says it in the window's tray line, its notification and the command line alike.

import { formatInstantClock } from '../time/clock-format.ts';
import { addDays, localDate } from '../time/local-time.ts';
import type { HourCycle } from '../snapshot.ts';

/** "5:00 PM" today, "5:00 PM yesterday", "5:00 PM on 2026-03-06" (a timer left over a weekend). */
export function endOfDayWords(endOfDayAt: number, today: string, offsetMinutes: number, hourCycle: HourCycle): string {
  const time = formatInstantClock(endOfDayAt, offsetMinutes, hourCycle);
  const day = localDate(endOfDayAt, offsetMinutes);
  if (day === today) return time;
  return day === addDays(today, -1) ? `${time} yesterday` : `${time} on ${day}`;
}
