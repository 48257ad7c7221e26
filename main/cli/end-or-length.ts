// `add`'s and `edit`'s last time word, settled in the person's locale: `14.30` is the end 14:30
// where `.` does not mark decimals (German, French) and a question where it does (English);
// `14h30` a question where people write times so (French), a length elsewhere. The reading is
// the engine's (main/core/time/typed-hours.ts); this only turns its question into a refusal,
// worded in the terminal's language.
// A length is read here too and handed on as `1:30`: through the running app the engine reads
// in the app's locale, and `1,500` is an hour and a half in the terminal's German.
import { askWords, clockLength, readEndOrLength, readTypedHours } from '../core/time/typed-hours.ts';
import type { I18n } from '../i18n/words.ts';
import type { EndOrDuration, EndOrDurationTyped } from './commands.ts';

/** The end or the length `e` is in `locale`, or the question that says both readings and how to type each. */
export function settleEndOrDuration(e: EndOrDurationTyped, locale: string, i18n: I18n): EndOrDuration | { readonly refuse: string } {
  if ('duration' in e) {
    const read = readTypedHours(e.duration, locale, i18n);
    if (read.ok) return { duration: clockLength(read.seconds) };
    // Not a length at all: the engine refuses it, naming it as typed.
    return read.ask === undefined ? e : { refuse: askWords(e.duration, read.ask, i18n) };
  }
  if (!('endOrLength' in e)) return e;
  const read = readEndOrLength(e.endOrLength, locale, i18n);
  if (read === undefined) return { end: e.endOrLength };
  return 'ask' in read ? { refuse: askWords(e.endOrLength, read.ask, i18n) } : read;
}
