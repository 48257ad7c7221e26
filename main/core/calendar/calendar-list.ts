// The calendars the person added, as kept in the first account's durable records: a name, a
// colour and where to read it. An address's secret is not here (it is in the keychain,
// calendar-book.ts); what is here is safe to show: the address's host and a hint of its path,
// or a local file's name (its folders, which hold the person's user name, are not shown).

import { isRecord } from '../json-guard.ts';

/** The durable record that lists the calendars. */
export const CALENDAR_LIST_KEY = 'calendars';
/** The durable record of a calendar's last good copy. */
export const copyKey = (id: string): string => `calendar-copy-${id}`;

export const CALENDAR_NAME_MAX = 40;

/** Colours offered, in the order new calendars take them: each readable on light and dark. */
export const CALENDAR_COLOURS: readonly string[] = Object.freeze(['#3b82f6', '#16a34a', '#d97706', '#db2777', '#7c3aed', '#0891b2']);

export interface CalendarEntry {
  /** `c` and 8 letters or digits: safe as a record's key. */
  readonly id: string;
  readonly name: string;
  /** `#rrggbb`. */
  readonly colour: string;
  readonly kind: 'url' | 'file';
  /** What the window shows of where it is read from: `calendar.google.com/…`, or the file's name. */
  readonly shown: string;
  /** A local file's path (not a secret); absent for an address. */
  readonly path?: string;
}

const ID = /^c[a-z0-9]{8}$/;
const COLOUR = /^#[0-9a-f]{6}$/;

/** The list as stored, or null when it is not one this version knows (the caller starts empty and keeps the record aside). */
export function readCalendarList(value: unknown): CalendarEntry[] | null {
  if (!isRecord(value) || !Array.isArray(value.calendars)) return null;
  const out: CalendarEntry[] = [];
  for (const c of value.calendars) {
    if (!isRecord(c) || typeof c.id !== 'string' || !ID.test(c.id) || typeof c.name !== 'string' || typeof c.colour !== 'string' || !COLOUR.test(c.colour)) return null;
    if ((c.kind !== 'url' && c.kind !== 'file') || typeof c.shown !== 'string') return null;
    if (c.kind === 'file' && typeof c.path !== 'string') return null;
    if (out.some((o) => o.id === c.id)) return null;
    // A file kept before it was shown by its name alone (its full path then) is shown by its name now.
    const shown = c.kind === 'file' ? fileNameOf(c.path as string) : c.shown;
    out.push({ id: c.id, name: c.name.slice(0, CALENDAR_NAME_MAX), colour: c.colour, kind: c.kind, shown, ...(c.kind === 'file' ? { path: c.path as string } : {}) });
  }
  return out;
}

/** A file's name without its folders, on every system's separators (`C:\\Users\\Ada\\work.ics` is `work.ics`). */
export function fileNameOf(path: string): string {
  return path.split(/[\\/]/).filter((p) => p !== '').pop() ?? path;
}

/** The colour a new calendar takes: the first of the palette the list uses least. */
export function nextColour(list: readonly CalendarEntry[]): string {
  const uses = (c: string) => list.filter((e) => e.colour === c).length;
  return CALENDAR_COLOURS.reduce((best, c) => (uses(c) < uses(best) ? c : best), CALENDAR_COLOURS[0]!);
}

/** A colour the person typed, as kept (`#RRGGBB` in any case), or null when it is not one. */
export function readColour(typed: string): string | null {
  const c = typed.trim().toLowerCase();
  return COLOUR.test(c) ? c : null;
}
