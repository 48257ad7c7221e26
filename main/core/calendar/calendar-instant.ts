// The instant of an ical.js time. A time with a zone (UTC, the calendar's VTIMEZONE, one
// the runtime knows) has one; a floating time and an all-day date mean the same wall time
// wherever the person is, so they are read in the zone given (the account's offset).
import ICAL from 'ical.js';
import { MS_PER_MINUTE } from '../time/local-calendar.ts';
import { localDate } from '../time/local-time.ts';

export function instantOf(time: ICAL.Time, floatingOffsetMinutes: number): number {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone) return wallMs(time) - floatingOffsetMinutes * MS_PER_MINUTE;
  return time.toUnixTime() * 1000;
}

/** `YYYY-MM-DD` of a date. */
export function dateOf(time: ICAL.Time): string {
  return localDate(wallMs(time), 0);
}

/** Names one occurrence of a repeating event: its ISO instant, or its date for an all-day one. */
export function occurrenceKey(time: ICAL.Time, floatingOffsetMinutes: number): string {
  return time.isDate ? dateOf(time) : new Date(instantOf(time, floatingOffsetMinutes)).toISOString();
}

function wallMs(time: ICAL.Time): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}
