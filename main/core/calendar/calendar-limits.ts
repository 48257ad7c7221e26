// The largest calendar read (a file or an address's answer), in bytes: a module of its own so
// that what fetches a calendar does not load the reader (calendar-reader.ts) with it. Beside
// it, the one sentence an answer or a text over it is refused with, in either place.
import type { I18n } from '../../i18n/words.ts';

export const MAX_CALENDAR_BYTES = 10_000_000;

/** `bytes` as the cap is said: 10 MB, 2 KB. */
export function calendarSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${Number((bytes / 1_000_000).toFixed(1))} MB` : `${Math.ceil(bytes / 1000)} KB`;
}

/** Why a calendar over `maxBytes` is not read, in the words of `i18n`. */
export function tooLargeWords(maxBytes: number, i18n: I18n): string {
  return i18n._({ id: 'calendar.read.tooLarge', message: 'The calendar is larger than the {size} Stint reads. Publish one with fewer past events, or pick a smaller one.', values: { size: calendarSize(maxBytes) } });
}
