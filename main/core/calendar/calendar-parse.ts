// A calendar's text read into events, or refused in a sentence that says what to do. Never
// throws: what the address or file gives back is not ours to trust (a sign-in page, JSON,
// a file cut off on the way, one event ical.js cannot read beside good ones).
import ICAL from 'ical.js';
import type { CalendarProblem, CalendarProblemCode, EventProblem, ParseResult } from './calendar-types.ts';
import { rawProperty, splitCalendar, textOf, unescapeText, unfoldLines } from './calendar-text.ts';
import { settleZones, timeProperties } from './calendar-zones.ts';
import { setAside } from './calendar-set-aside.ts';
import { MAX_CALENDAR_BYTES, tooLargeWords } from './calendar-limits.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export { MAX_CALENDAR_BYTES };

// Only these parts are read: the rest (tasks, journals, free/busy) does not fill a day.
const READ = new Set(['VEVENT', 'VTIMEZONE']);

/** `i18n`: the words its refusals and the events it leaves out are said in (English when absent). */
export function parseCalendar(text: string, opts: { readonly maxBytes?: number; readonly i18n?: I18n } = {}): ParseResult {
  const maxBytes = opts.maxBytes ?? MAX_CALENDAR_BYTES;
  const i18n = opts.i18n ?? sourceWords();
  if (utf8Bytes(text, maxBytes) > maxBytes) return refuse('too_large', tooLargeWords(maxBytes, i18n));
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return refuse('empty', i18n._({ id: 'calendar.parse.empty', message: 'The calendar came back empty. Check the address or the file, or export the calendar again.' }));
  const split = splitCalendar(unfoldLines(body));
  if (!split) return refuse('not_icalendar', notCalendar(body, i18n));
  if (!split.complete) return refuse('truncated', i18n._({ id: 'calendar.parse.truncated', message: 'The calendar stops before its end (no END:VCALENDAR), as if cut off on the way. Try again.' }));
  const unreadable: EventProblem[] = [];
  const parts = split.blocks.filter((b) => READ.has(b.name)).flatMap((block) => {
    try {
      return [ICAL.parse(block.lines.join('\r\n'))];
    } catch (e) {
      const raw = (name: string): string => unescapeText(rawProperty(block.lines, name) ?? '');
      if (block.name === 'VEVENT') unreadable.push(problemOf(raw('UID'), raw('SUMMARY'), e, i18n));
      return [];
    }
  });
  // ical.js reads a value when it is first asked for; these are asked for here, inside the
  // calendar, where a TZID finds its VTIMEZONE, so that a bad one sets its event aside now.
  const root = new ICAL.Component(['vcalendar', [], parts]);
  const events = root.getAllSubcomponents('vevent').filter((event) => {
    try {
      for (const property of [...timeProperties(event), ...event.getAllProperties('rrule'), ...event.getAllProperties('duration')]) property.getValues();
      return true;
    } catch (e) {
      unreadable.push(problemOf(textOf(event, 'uid'), textOf(event, 'summary'), e, i18n));
      return false;
    }
  });
  const unknownZones = settleZones(events);
  const aside = setAside(events, unknownZones, i18n);
  const name = rawProperty(split.header, 'X-WR-CALNAME');
  return { ok: true, calendar: { name: name === null ? null : unescapeText(name), events: aside.kept, unknownZones, unreadable: [...unreadable, ...aside.problems] } };
}

function refuse(code: CalendarProblemCode, message: string): { ok: false; error: CalendarProblem } {
  return { ok: false, error: { code, message } };
}

function notCalendar(body: string, i18n: I18n): string {
  const start = body.trimStart().slice(0, 512).toLowerCase();
  if (start.startsWith('<')) {
    return i18n._({ id: 'calendar.parse.webPage', message: "This is a web page, not a calendar: the address may want a sign-in, or be the calendar's page rather than its iCalendar (.ics) address. Copy the secret iCalendar address from the calendar's settings." });
  }
  if (start.startsWith('{') || start.startsWith('[')) return i18n._({ id: 'calendar.parse.json', message: "This is JSON, not a calendar. Use the calendar's iCalendar (.ics) address or file." });
  return i18n._({ id: 'calendar.parse.notCalendar', message: "This is not an iCalendar calendar (it does not begin with BEGIN:VCALENDAR). Use the calendar's iCalendar (.ics) address or file." });
}

/** An event ical.js could not read; `why` is ical.js's own words (they name the property). */
function problemOf(uid: string, title: string, error: unknown, i18n: I18n): EventProblem {
  const why = error instanceof Error ? error.message : String(error);
  return { uid, title, message: i18n._({ id: 'calendar.parse.eventUnreadable', message: "Stint could not read this event ({why}), so it is left out; the calendar's other events are shown.", values: { why } }) };
}

/** The text's size in UTF-8 bytes, exact up to `cap`. */
function utf8Bytes(text: string, cap: number): number {
  // A UTF-16 unit takes at least one byte: a text longer than the cap is over it unencoded.
  return text.length > cap ? text.length : new TextEncoder().encode(text).byteLength;
}
