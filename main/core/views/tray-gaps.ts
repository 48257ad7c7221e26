// The tray's untracked gaps: today's largest gaps within working hours (up to three), each a
// submenu of the recent entries to fill it with. One click queues a manual entry spanning
// exactly the gap (`fillGap`), like any manual entry: offline-safe, and never twice, since
// the engine plans it against the entries as the queue leaves them. A calendar's event with
// time in the gap and its work remembered (issue 42) comes first: "Fill with Standup ·
// Internal", one click filling the event's untracked time (`fillFromEvent`).

import type { I18n } from '../../i18n/words.ts';
import type { EventFillView, GapView, Snapshot } from '../snapshot.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import { entryLabel, truncateLabel, type LabelledEntry } from './entry-label.ts';
import { formatDuration } from './totals.ts';
import type { TrayMenuItem } from './tray-menu-item.ts';

export const GAPS_IN_MENU = 3;
/** Recent entries offered for each gap: the ones a person most likely forgot to run. */
export const ENTRIES_PER_GAP = 5;

const FILL_PREFIX = 'gap-fill:';
const QUICK_PREFIX = 'gap-quick:';
const EVENT_PREFIX = 'gap-event:';
/** `gap-event:<start ms>:<end ms>:<the event key's hash>`: a key is the calendar's UID, of any length and alphabet. */
const EVENT_ID = /^gap-event:(\d{1,16}):(\d{1,16}):([0-9a-z]{1,12})$/;
/** `gap-fill:<start ms>:<end ms>:<entry key>`; an entry key as the IPC contract's (`~` joins a local id's parts). */
const FILL_ID = /^gap-fill:(\d{1,16}):(\d{1,16}):([el][A-Za-z0-9_~-]{1,99})$/;

export type GapsInput = Pick<Snapshot, 'recent' | 'projects' | 'zone' | 'display'> & Partial<Pick<Snapshot, 'timeline' | 'calendar'>>;

/** "Fill 10:15–11:40 · 1:25 untracked": when, how long, and whether the person was away. */
export function gapLabel(g: GapView, offsetMinutes: number, hourCycle: Snapshot['display']['hourCycle'], i18n: I18n): string {
  const values = { start: formatInstantClock(g.start, offsetMinutes, hourCycle), end: formatInstantClock(g.end, offsetMinutes, hourCycle), length: formatDuration(g.seconds) };
  return g.kind === 'away'
    ? i18n._({ id: 'tray.gap.away', message: 'Fill {start}–{end} · {length} away', values })
    : i18n._({ id: 'tray.gap.untracked', message: 'Fill {start}–{end} · {length} untracked', values });
}

const LABEL_MAX = 50;
/** An event item's project, so that its title keeps at least 16 characters. */
const PROJECT_MAX = 21;

/**
 * The entries' names for the submenu, each at most LABEL_MAX characters. Two cut to the same
 * text (names alike but for their last words) keep their beginnings and ends instead, the
 * middle cut; names that still read the same are given whole.
 */
function distinctLabels(entries: readonly LabelledEntry[]): string[] {
  const cut = entries.map((e) => entryLabel(e, LABEL_MAX));
  const shared = (l: string, list: readonly string[]) => list.filter((x) => x === l).length > 1;
  const ends = cut.map((l, i) => (shared(l, cut) ? middleCut(entryLabel(entries[i]!, Number.MAX_SAFE_INTEGER)) : l));
  return ends.map((l, i) => (shared(l, ends) ? entryLabel(entries[i]!, Number.MAX_SAFE_INTEGER) : l));
}

function middleCut(text: string): string {
  const chars = [...text];
  if (chars.length <= LABEL_MAX) return text;
  const tail = Math.floor((LABEL_MAX - 1) / 2);
  return `${chars.slice(0, LABEL_MAX - 1 - tail).join('').trimEnd()}…${chars.slice(-tail).join('').trimStart()}`;
}

/**
 * A short, stable name for an event key in an item id (53 bits of cyrb53, base 36): the id
 * stays short and its characters plain whatever the calendar put in its UIDs, and a click
 * finds the event again in a later snapshot, where an index could name another.
 */
function keyHash(key: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

type Ready = EventFillView & { readonly work: NonNullable<EventFillView['work']> };

/** The offers a click fills at once: their work remembered (one without waits for the window's form). */
function readyOffers(s: Partial<Pick<Snapshot, 'calendar'>>): Ready[] {
  return (s.calendar?.fillable ?? []).filter((f): f is Ready => f.work !== null);
}

/** "Fill with Standup · Internal": the event's own name, and where its time goes. */
function eventItem(f: Ready, span: string, s: GapsInput, i18n: I18n): TrayMenuItem {
  const name = s.projects.find((p) => p.id === f.work.projectId)?.name;
  // A long title is cut, not the project: where the time goes is what the click decides.
  const project = name === undefined ? undefined : truncateLabel(name, PROJECT_MAX);
  const labelOf = (title: string): string =>
    project === undefined
      ? i18n._({ id: 'tray.gap.fillWith', message: 'Fill with {title}', values: { title } })
      : i18n._({ id: 'tray.gap.fillWithProject', message: 'Fill with {title} · {project}', values: { title, project } });
  // The room the language's words around the title leave it.
  const room = LABEL_MAX - labelOf('').length;
  const label = labelOf(truncateLabel(f.title.trim() || i18n._({ id: 'tray.gap.untitledEvent', message: 'untitled event' }), room));
  return { id: `${EVENT_PREFIX}${span}:${keyHash(f.eventKey)}`, label, enabled: true };
}

function gapItem(g: GapView, s: GapsInput, i18n: I18n): TrayMenuItem {
  const span = `${g.start}:${g.end}`;
  const offered = s.recent.filter((e) => s.projects.find((p) => p.id === e.projectId)?.active !== false).slice(0, ENTRIES_PER_GAP);
  const labels = distinctLabels(offered);
  // An event reaching into the gap, its work known: what the person most likely did then.
  const events = readyOffers(s).filter((f) => f.date === g.date && f.parts.some((p) => p.start < g.end && p.end > g.start));
  const submenu: TrayMenuItem[] = [
    ...events.map((f) => eventItem(f, span, s, i18n)),
    ...offered.map((e, i) => ({ id: `${FILL_PREFIX}${span}:${e.key}`, label: labels[i]!, enabled: true })),
  ];
  // Other work than the recent: the window's quick entry (the person types the gap's times).
  submenu.push({ id: `${QUICK_PREFIX}${span}`, label: i18n._({ id: 'tray.gap.other', message: 'Other…' }), enabled: true });
  return { id: `gap:${span}`, label: gapLabel(g, s.zone.offsetMinutes, s.display.hourCycle, i18n), enabled: true, submenu };
}

/** Today's largest gaps as menu items; none when there are none (or no timeline). */
export function gapItems(s: GapsInput, i18n: I18n): TrayMenuItem[] {
  return (s.timeline?.largestGaps ?? []).slice(0, GAPS_IN_MENU).map((g) => gapItem(g, s, i18n));
}

/** The gap and entry a `gap-fill:` item names; null for any other id. */
export function gapFillOfItem(id: string): { readonly start: number; readonly end: number; readonly entryKey: string } | null {
  const m = FILL_ID.exec(id);
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  return Number.isSafeInteger(start) && Number.isSafeInteger(end) && end > start ? { start, end, entryKey: m[3]! } : null;
}

/** The event a `gap-event:` item names, found again in `s` (its work still known); null for any other id, or an event no longer offered. */
export function gapEventOfItem(id: string, s: Partial<Pick<Snapshot, 'calendar'>>): { readonly eventKey: string } | null {
  const m = EVENT_ID.exec(id);
  if (!m) return null;
  const offer = readyOffers(s).find((f) => keyHash(f.eventKey) === m[3]);
  return offer === undefined ? null : { eventKey: offer.eventKey };
}

/** Whether the id is an event's fill in a gap's submenu (whether or not it still names an offer). */
export function isGapEventItem(id: string): boolean {
  return id.startsWith(EVENT_PREFIX);
}

/** Whether the id is a gap's own line or its "Other…": both lead to the window. */
export function isGapWindowItem(id: string): boolean {
  return id.startsWith(QUICK_PREFIX) || /^gap:\d/.test(id);
}
