// What Settings → Calendars says of a calendar's reading: when it was last read (with the
// day when that was not today), that it is being read, or that it never was; and how many
// of its events were left out. Pure text, in the account's zone and clock.

import type { CalendarView, HourCycle } from '../../main/core/snapshot.ts';
import { formatInstantTime, formatLongDate, localDate } from '../text/time.ts';
import { i18n } from '../i18n/words.ts';

export interface ClockOf {
  /** The account's zone, minutes east of UTC. */
  readonly offsetMinutes: number;
  readonly hourCycle: HourCycle;
  /** Today's date in that zone. */
  readonly today: string;
}

/** "Read at 10:05", "Read on Monday 9 March at 16:20", "Reading…" or "Not read yet". */
export function readingWords(calendar: Pick<CalendarView, 'state' | 'readAt'>, clock: ClockOf): string {
  if (calendar.state === 'reading') return i18n._({ id: 'calendars.readingShort', message: 'Reading…' });
  if (calendar.readAt === null) return i18n._({ id: 'calendars.notRead', message: 'Not read yet' });
  const time = formatInstantTime(calendar.readAt, clock.offsetMinutes, clock.hourCycle);
  const date = localDate(calendar.readAt, clock.offsetMinutes);
  return date === clock.today ? i18n._({ id: 'calendars.readAt', message: 'Read at {time}', values: { time } }) : i18n._({ id: 'calendars.readOn', message: 'Read on {date} at {time}', values: { date: formatLongDate(date), time } });
}

/** "1 event left out", "3 events left out". */
export function leftOutWords(count: number): string {
  return i18n._({ id: 'calendars.leftOut', message: '{count, plural, one {# event left out} other {# events left out}}', values: { count } });
}
