// A calendar answer's body, read no further than needed: refused on its Content-Length when
// that is over the cap, else counted chunk by chunk and let go the moment it passes the cap
// or its start shows it is no calendar (a sign-in page), so a wrong address never costs
// its whole download. Full parsing stays with parseCalendar. Refused in the caller's words.
import { sourceWords, type I18n } from '../../i18n/words.ts';
import { tooLargeWords } from './calendar-limits.ts';

export type CalendarBody =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly code: 'too_large' | 'not_icalendar'; readonly message: string };

/** Enough of the start to tell: `BEGIN:VCALENDAR`. */
const OPENING = 'BEGIN:VCALENDAR';

/** `guard` wraps each wait on the body (the caller's time limit); refusals in the words of `i18n`. */
export async function readCalendarBody(res: Response, maxBytes: number, guard: <T>(p: Promise<T>) => Promise<T>, i18n: I18n = sourceWords()): Promise<CalendarBody> {
  const tooLarge: CalendarBody = { ok: false, code: 'too_large', message: tooLargeWords(maxBytes, i18n) };
  const length = Number(res.headers.get('content-length') ?? NaN);
  if (length > maxBytes) {
    res.body?.cancel().catch(() => undefined);
    return tooLarge;
  }
  if (!res.body) return notCalendar('', i18n);
  const reader = res.body.getReader();
  // A BOM is dropped by the decoder (its default); `stream` keeps a character split across chunks whole.
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let bytes = 0;
  // The text before the first non-blank character is dropped: only what follows it is checked.
  let head: string | null = '';
  try {
    for (;;) {
      const { done, value } = await guard(reader.read());
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        stopReading(reader);
        return tooLarge;
      }
      const chunk = decoder.decode(value, { stream: true });
      parts.push(chunk);
      if (head !== null) {
        head = (head + chunk).trimStart();
        if (head.length >= OPENING.length) {
          if (!opensCalendar(head)) {
            stopReading(reader);
            return notCalendar(head, i18n);
          }
          head = null;
        }
      }
    }
  } catch (e) {
    stopReading(reader);
    throw e;
  }
  parts.push(decoder.decode());
  const text = parts.join('');
  return opensCalendar(text.trimStart()) ? { ok: true, text } : notCalendar(text.trimStart(), i18n);
}

function opensCalendar(start: string): boolean {
  return start.slice(0, OPENING.length).toUpperCase() === OPENING;
}

function notCalendar(start: string, i18n: I18n): CalendarBody {
  const message =
    start === ''
      ? i18n._({ id: 'calendar.body.empty', message: "The calendar service answered with nothing. Copy the private iCalendar address again from the calendar's settings." })
      : start.startsWith('<')
        ? i18n._({ id: 'calendar.body.webPage', message: "This address answered with a web page, not a calendar: it may want a sign-in, or be the calendar's page rather than its private iCalendar (.ics) address. Copy that address from the calendar's settings." })
        : i18n._({ id: 'calendar.body.notCalendar', message: "This address did not answer with an iCalendar calendar. Copy the calendar's private iCalendar (.ics) address from its settings." });
  return { ok: false, code: 'not_icalendar', message };
}

/** Cancels the rest of the body: the connection ends instead of delivering it. Not waited
 * for: a body that never answers must not hold the read past its time limit. */
function stopReading(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  reader.cancel().catch(() => undefined);
}
