// `calendar`, `calendar add`, `calendar remove` and `calendar refresh`: the person's calendars
// (issue 42) on the command line, numbered as listed, each with today's events in the zone
// and clock of the account in use. They are read through the accounts hub's one calendar book
// (main/core/accounts), whichever account is in use. An address is a secret: only the label
// the book gives (`shown`) is printed, never the address typed.

import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { StintAccounts } from '../core/accounts/accounts.ts';
import { eventsOfDays } from '../core/accounts/person-calendar.ts';
import type { CalendarEventView, CalendarView, Snapshot } from '../core/snapshot.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';
import { localDate } from '../core/time/local-time.ts';
import { failure, type AccountLines } from './accounts-lines.ts';
import { CALENDAR_ADD_USAGE } from './commands.ts';
import { spanText } from './render-gaps.ts';
import type { I18n } from '../i18n/words.ts';
import { errorLine } from './render.ts';

type Book = NonNullable<StintAccounts['calendars']>;
/** The account in use's day, zone and clock: the calendars' times are read in them. */
type Day = Pick<Snapshot, 'today' | 'zone' | 'display'>;

const none = (i18n: I18n): string => i18n._({ id: 'cli.calendar.none', message: 'No calendars yet: {usage} adds one.', values: { usage: CALENDAR_ADD_USAGE } });

function bookOf(hub: StintAccounts, i18n: I18n): Book | AccountLines {
  return hub.calendars ?? { ok: false, lines: [errorLine(i18n._({ id: 'cli.calendar.notOpen', message: 'the calendars are not open yet.' }), i18n)] };
}

/** Today's events of every calendar, by start; an invitation declined from any of the person's addresses left out. */
function todayEvents(hub: StintAccounts, book: Book, s: Day): readonly CalendarEventView[] {
  const emails = hub.snapshot().accounts.flatMap((r) => (r.email ? [r.email] : []));
  return eventsOfDays(book, s.today, 1, s.zone.offsetMinutes, emails);
}

const eventsText = (n: number, i18n: I18n): string => i18n._({ id: 'cli.calendar.events', message: '{count, plural, one {# event today} other {# events today}}', values: { count: n } });

const titleText = (title: string, i18n: I18n): string => (title === '' ? i18n._({ id: 'cli.calendar.noTitle', message: '(no title)' }) : title);

function stateText(c: CalendarView, s: Day, i18n: I18n): string {
  if (c.state === 'reading') return i18n._({ id: 'cli.calendar.reading', message: 'reading' });
  if (c.state === 'problem') return c.message ?? i18n._({ id: 'cli.calendar.notRead', message: 'not read' });
  if (c.readAt === null) return i18n._({ id: 'cli.calendar.notReadYet', message: 'not read yet' });
  // Read on another day (a copy kept from an earlier run): its date too.
  const day = localDate(c.readAt, s.zone.offsetMinutes);
  const time = formatInstantClock(c.readAt, s.zone.offsetMinutes, s.display.hourCycle);
  return day === s.today ? i18n._({ id: 'cli.calendar.read', message: 'read {time}', values: { time } }) : i18n._({ id: 'cli.calendar.readOn', message: 'read {date} {time}', values: { date: day, time } });
}

export function renderCalendars(hub: StintAccounts, s: Day, i18n: I18n): AccountLines {
  const book = bookOf(hub, i18n);
  if ('lines' in book) return book;
  const calendars = book.views();
  if (calendars.length === 0) return { ok: true, lines: [none(i18n)] };
  const events = todayEvents(hub, book, s);
  const width = String(calendars.length).length;
  const allDay = i18n._({ id: 'cli.calendar.allDay', message: 'all day' });
  const lines = calendars.flatMap((c, i) => {
    const own = events.filter((e) => e.calendarId === c.id);
    const when = own.map((e) => (e.allDay ? allDay : spanText(e, s)));
    const column = Math.max(0, ...when.map((w) => w.length));
    return [
      `${String(i + 1).padStart(width)}. ${c.name} (${c.shown}) · ${stateText(c, s, i18n)} · ${eventsText(own.length, i18n)}`,
      ...own.map((e, j) => `     ${when[j]!.padEnd(column)}  ${titleText(e.title, i18n)}`),
      ...c.leftOut.map((x) => i18n._({ id: 'cli.calendar.leftOut', message: '     left out: {title}: {why}', values: { title: titleText(x.title, i18n), why: x.message } })),
    ];
  });
  return { ok: true, lines };
}

/** The n-th calendar as listed, or the words for a number that names none. */
function calendarNumbered(book: Book, n: number, i18n: I18n): CalendarView | AccountLines {
  const calendars = book.views();
  const c = calendars[n - 1];
  if (c) return c;
  const why =
    calendars.length === 0
      ? i18n._({ id: 'cli.calendar.noSuchNone', message: 'there is no calendar {n}. {none}', values: { n, none: none(i18n) } })
      : i18n._({ id: 'cli.calendar.noSuch', message: 'there is no calendar {n}: calendar lists the {count}.', values: { n, count: calendars.length } });
  return { ok: false, lines: [errorLine(why, i18n)] };
}

/**
 * A file typed relative to where the command line runs (or to `~/`) as the full path the book
 * keeps; an address (`https://`, `webcal://`) or a full path as typed.
 */
export function addressOrPath(typed: string, cwd: string = process.cwd(), home: string = homedir()): string {
  // A scheme (`https:`, `webcal:`) or a Windows drive (`C:`) before anything else: as typed.
  if (isAbsolute(typed) || /^[a-z][a-z0-9+.-]*:/i.test(typed)) return typed;
  if (typed === '~' || typed.startsWith('~/')) return join(home, typed.slice(1));
  return resolve(cwd, typed);
}

export async function addCalendar(
  hub: StintAccounts,
  s: () => Day,
  input: { address: string; name: string | null; colour: string | null },
  settle: () => Promise<boolean>,
  /** The terminal's folder and home, where a file typed is read from (default: this process's). */
  i18n: I18n,
  place: { readonly cwd?: string | undefined; readonly home?: string | undefined } = {},
): Promise<AccountLines> {
  const book = bookOf(hub, i18n);
  if ('lines' in book) return book;
  const r = await book.add({ address: addressOrPath(input.address, place.cwd, place.home), ...(input.name !== null ? { name: input.name } : {}), ...(input.colour !== null ? { colour: input.colour } : {}) });
  if (!r.ok) return failure(r, i18n);
  await settle();
  const added = book.views().find((c) => c.id === r.id);
  if (!added) return { ok: true, lines: [i18n._({ id: 'cli.calendar.addedUnnamed', message: 'Added.' })] };
  const today = todayEvents(hub, book, s()).filter((e) => e.calendarId === added.id).length;
  return { ok: true, lines: [i18n._({ id: 'cli.calendar.added', message: 'Added {name}: {events}.', values: { name: added.name, events: eventsText(today, i18n) } })] };
}

export async function removeCalendar(hub: StintAccounts, n: number, i18n: I18n): Promise<AccountLines> {
  const book = bookOf(hub, i18n);
  if ('lines' in book) return book;
  const c = calendarNumbered(book, n, i18n);
  if ('lines' in c) return c;
  const r = await book.remove(c.id);
  return r.ok ? { ok: true, lines: [i18n._({ id: 'cli.calendar.removed', message: 'Removed {name}: its copy on this computer deleted.', values: { name: c.name } })] } : failure(r, i18n);
}

/** Reads every calendar (or the n-th) again now, then lists them. */
export async function refreshCalendars(hub: StintAccounts, s: () => Day, n: number | null, settle: () => Promise<boolean>, i18n: I18n): Promise<AccountLines> {
  const book = bookOf(hub, i18n);
  if ('lines' in book) return book;
  const c = n === null ? null : calendarNumbered(book, n, i18n);
  if (c !== null && 'lines' in c) return c;
  if (c === null && book.views().length === 0) return { ok: true, lines: [none(i18n)] };
  const r = await book.refresh(c?.id);
  if (!r.ok) return failure(r, i18n);
  await settle();
  const listed = renderCalendars(hub, s(), i18n);
  // A read that failed is said beside its calendar; the command failed with it.
  const failed = book.views().some((v) => (c === null || v.id === c.id) && v.state === 'problem');
  return { ok: listed.ok && !failed, lines: listed.lines };
}
