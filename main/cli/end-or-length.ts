// `add`'s and `edit`'s last time word, settled in the person's locale: `14.30` is the end 14:30
// where `.` does not mark decimals (German, French) and a question where it does (English);
// `14h30` a question where people write times so (French), a length elsewhere. The reading is
// the engine's (main/core/time/typed-hours.ts); this only turns its question into a refusal.
import { askWords, readEndOrLength } from '../core/time/typed-hours.ts';
import type { EndOrDuration, EndOrDurationTyped } from './commands.ts';

/** The end or the length `e` is in `locale`, or the question that says both readings and how to type each. */
export function settleEndOrDuration(e: EndOrDurationTyped, locale: string): EndOrDuration | { readonly refuse: string } {
  if (!('endOrLength' in e)) return e;
  const read = readEndOrLength(e.endOrLength, locale);
  if (read === undefined) return { end: e.endOrLength };
  return 'ask' in read ? { refuse: askWords(e.endOrLength, read.ask) } : read;
}
