// What Settings → Calendars says of a calendar's reading: when it was last read (with the
// day when that was not today), that it is being read, or that it never was; and how many
// of its events were left out. Pure text, in the account's zone and clock.

import type { CalendarView, HourCycle } from '../../main/core/snapshot.ts';
import { formatInstantTime, formatLongDate, localDate } from '../text/time.ts';

export interface ClockOf {
  /** The account's zone, minutes east of UTC. */
  readonly offsetMinutes: number;
  readonly hourCycle: HourCycle;
  /** Today's date in that zone. */
  readonly today: string;
}

/** "Read at 10:05", "Read on Monday 9 March at 16:20", "Reading…" or "Not read yet". */
export function readingWords(calendar: Pick<CalendarView, 'state' | 'readAt'>, clock: ClockOf): string {
  if (calendar.state === 'reading') return 'Reading…';
  if (calendar.readAt === null) return 'Not read yet';
  const time = formatInstantTime(calendar.readAt, clock.offsetMinutes, clock.hourCycle);
  const date = localDate(calendar.readAt, clock.offsetMinutes);
  return date === clock.today ? `Read at ${time}` : `Read on ${formatLongDate(date)} at ${time}`;
}

/** "1 event left out", "3 events left out". */
export function leftOutWords(count: number): string {
  return `${count} ${count === 1 ? 'event' : 'events'} left out`;
}
