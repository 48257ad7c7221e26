// iCalendar text cut into its parts before any of it is parsed, so that one part that
// ical.js cannot read (a broken RRULE throws while the whole file is parsed) costs only
// itself. Lines are unfolded here (RFC 5545 3.1: a line break followed by one space or tab
// continues the line), which also makes a part a string ical.js reads on its own. Also here:
// a property's text, raw from the lines (for a part ical.js refused) or parsed.
import type ICAL from 'ical.js';

/** One component directly inside VCALENDAR (VEVENT, VTIMEZONE, ...), its BEGIN and END lines included. */
export interface CalendarBlock {
  readonly name: string;
  readonly lines: readonly string[];
}

export interface CalendarText {
  /** The calendar's own properties (VERSION, PRODID, X-WR-CALNAME, ...). */
  readonly header: readonly string[];
  readonly blocks: readonly CalendarBlock[];
  /** False when the text stops before END:VCALENDAR (cut off on the way). */
  readonly complete: boolean;
}

export function unfoldLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\n|\r/)) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  return lines;
}

const beginOf = (line: string): string | null => (/^BEGIN:/i.test(line) ? line.slice(6).trim().toUpperCase() : null);
const isEnd = (line: string): boolean => /^END:/i.test(line);

/** The calendars' parts, or null when the first line that says anything is not BEGIN:VCALENDAR. */
export function splitCalendar(lines: readonly string[]): CalendarText | null {
  const said = lines.filter((l) => l.trim() !== '');
  if (beginOf(said[0] ?? '') !== 'VCALENDAR') return null;
  const header: string[] = [];
  const blocks: CalendarBlock[] = [];
  let open: { name: string; lines: string[]; depth: number } | null = null;
  let inCalendar = false;
  let complete = false;
  for (const line of said) {
    if (open) {
      open.lines.push(line);
      if (beginOf(line) !== null) open.depth += 1;
      else if (isEnd(line) && --open.depth === 0) {
        blocks.push({ name: open.name, lines: open.lines });
        open = null;
      }
    } else if (!inCalendar) {
      // Several VCALENDARs in one stream are read as one calendar.
      inCalendar = beginOf(line) === 'VCALENDAR';
      complete = complete && !inCalendar;
    } else if (isEnd(line)) {
      inCalendar = false;
      complete = true;
    } else {
      const name = beginOf(line);
      if (name === null) header.push(line);
      else open = { name, lines: [line], depth: 1 };
    }
  }
  return { header, blocks, complete };
}

/** The raw value of a block's first NAME property (parameters skipped, no unescaping), or null. */
export function rawProperty(lines: readonly string[], name: string): string | null {
  const pattern = new RegExp(`^${name}[;:]`, 'i');
  const line = lines.find((l) => pattern.test(l));
  if (line === undefined) return null;
  // The value starts after the first colon outside a quoted parameter value.
  const value = /^(?:[^":]|"[^"]*")*:(.*)$/.exec(line);
  return value ? value[1]! : null;
}

/** RFC 5545 3.3.11 TEXT: \\ \; \, and \n escaped. */
export function unescapeText(raw: string): string {
  return raw.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** A parsed component's text property (UID, SUMMARY), or '' when it has none. */
export function textOf(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
}
