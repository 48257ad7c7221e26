// When the working day ended, in words that still hold the next morning: the "Still working?"
// question says it in the window's tray line, its notification and the command line alike.

import { formatInstantClock } from '../time/clock-format.ts';
import { addDays, localDate } from '../time/local-time.ts';
import type { HourCycle } from '../snapshot.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';

/**
 * "5:00 PM" today, "5:00 PM yesterday", "5:00 PM on 2026-03-06" (a timer left over a
 * weekend). English unless given other words (the command line's, until it is converted).
 */
export function endOfDayWords(endOfDayAt: number, today: string, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n = wordsFor('en')): string {
  const time = formatInstantClock(endOfDayAt, offsetMinutes, hourCycle);
  const day = localDate(endOfDayAt, offsetMinutes);
  // Today's time alone in English ("ended at 5:00 PM"); other languages put their preposition here, as for yesterday's.
  if (day === today) return i18n._({ id: 'endOfDay.today', message: '{time}', values: { time }, comment: 'When the working day ended, put into "…ended at {end}" and "Stop at {time}": a language whose preposition differs for today, yesterday and a date puts it here, and leaves it out there.' });
  return day === addDays(today, -1)
    ? i18n._({ id: 'endOfDay.yesterday', message: '{time} yesterday', values: { time }, comment: 'See endOfDay.today.' })
    : i18n._({ id: 'endOfDay.onDay', message: '{time} on {day}', values: { time, day }, comment: 'See endOfDay.today.' });
}
