// The demo's calendar (GET /demo/calendar.ics; a demo page's Add a calendar fills its
// address in): today's meetings as iCalendar text, made from the harness's clock, so a
// person trying Stint sees a calendar beside the day without giving one of their own.
//
// Times are floating (no zone, no Z): the engine reads them at the account's offset, so the
// standup is at 09:00 on the window's clock whatever zone the machine is in. The text only
// changes with the date, so its ETag holds all day and a read again is answered 304.

import { createHash } from 'node:crypto';
import { addDays, localDate } from '../../main/core/time/local-time.ts';

export interface DemoCalendar {
  readonly text: string;
  /** A strong validator of `text`, quoted as the header carries it. */
  readonly etag: string;
}

/** The name the calendar gives itself: what Settings → Calendars lists when the person names it nothing. */
export const DEMO_CALENDAR_NAME = 'Team calendar';

const compact = (date: string): string => date.replaceAll('-', '');

function event(uid: string, summary: string, times: readonly string[], date: string): string[] {
  // DTSTAMP is required; the day's start keeps the text (and its ETag) the same all day.
  return ['BEGIN:VEVENT', `UID:${uid}@demo.stint.app`, `DTSTAMP:${compact(date)}T000000Z`, ...times, `SUMMARY:${summary}`, 'END:VEVENT'];
}

/** The demo calendar of the day holding `now` at `offsetMinutes` east of UTC (the account's zone). */
export function demoCalendar(now: number, offsetMinutes: number): DemoCalendar {
  const today = localDate(now, offsetMinutes);
  const day = compact(today);
  // The standup began a week ago, so the week's past days show it too.
  const weekAgo = compact(addDays(today, -7));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stint//Demo calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${DEMO_CALENDAR_NAME}`,
    ...event('standup', 'Standup', [`DTSTART:${weekAgo}T090000`, `DTEND:${weekAgo}T091500`, 'RRULE:FREQ=DAILY'], today),
    ...event('client-call', 'Client call', [`DTSTART:${day}T110000`, `DTEND:${day}T114500`], today),
    ...event('design-review', 'Design review', [`DTSTART:${day}T140000`, `DTEND:${day}T150000`], today),
    ...event('sprint-week', 'Sprint week', [`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${compact(addDays(today, 5))}`], today),
    'END:VCALENDAR',
  ];
  // RFC 5545 ends every line, the last included, with CRLF.
  const text = `${lines.join('\r\n')}\r\n`;
  return { text, etag: `"${createHash('sha256').update(text).digest('hex').slice(0, 32)}"` };
}
