// The tray's untracked gaps: today's largest gaps within working hours (up to three), each a
// submenu of the recent entries to fill it with. One click queues a manual entry spanning
// exactly the gap (`fillGap`), like any manual entry: offline-safe, and never twice, since
// the engine plans it against the entries as the queue leaves them.

import type { GapView, Snapshot } from '../snapshot.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import { entryLabel, type LabelledEntry } from './entry-label.ts';
import { formatDuration } from './totals.ts';
import type { TrayMenuItem } from './tray-menu-item.ts';

export const GAPS_IN_MENU = 3;
/** Recent entries offered for each gap: the ones a person most likely forgot to run. */
export const ENTRIES_PER_GAP = 5;

const FILL_PREFIX = 'gap-fill:';
const QUICK_PREFIX = 'gap-quick:';
/** `gap-fill:<start ms>:<end ms>:<entry key>`; an entry key as the IPC contract's (`~` joins a local id's parts). */
const FILL_ID = /^gap-fill:(\d{1,16}):(\d{1,16}):([el][A-Za-z0-9_~-]{1,99})$/;

export type GapsInput = Pick<Snapshot, 'recent' | 'projects' | 'zone' | 'display'> & Partial<Pick<Snapshot, 'timeline'>>;

/** "Fill 10:15–11:40 · 1:25 untracked": when, how long, and whether the person was away. */
export function gapLabel(g: GapView, offsetMinutes: number, hourCycle: Snapshot['display']['hourCycle']): string {
  const when = `${formatInstantClock(g.start, offsetMinutes, hourCycle)}–${formatInstantClock(g.end, offsetMinutes, hourCycle)}`;
  return `Fill ${when} · ${formatDuration(g.seconds)} ${g.kind === 'away' ? 'away' : 'untracked'}`;
}

const LABEL_MAX = 50;

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

function gapItem(g: GapView, s: GapsInput): TrayMenuItem {
  const span = `${g.start}:${g.end}`;
  const offered = s.recent.filter((e) => s.projects.find((p) => p.id === e.projectId)?.active !== false).slice(0, ENTRIES_PER_GAP);
  const labels = distinctLabels(offered);
  const submenu: TrayMenuItem[] = offered.map((e, i) => ({ id: `${FILL_PREFIX}${span}:${e.key}`, label: labels[i]!, enabled: true }));
  // Other work than the recent: the window's quick entry (the person types the gap's times).
  submenu.push({ id: `${QUICK_PREFIX}${span}`, label: 'Other…', enabled: true });
  return { id: `gap:${span}`, label: gapLabel(g, s.zone.offsetMinutes, s.display.hourCycle), enabled: true, submenu };
}

/** Today's largest gaps as menu items; none when there are none (or no timeline). */
export function gapItems(s: GapsInput): TrayMenuItem[] {
  return (s.timeline?.largestGaps ?? []).slice(0, GAPS_IN_MENU).map((g) => gapItem(g, s));
}

/** The gap and entry a `gap-fill:` item names; null for any other id. */
export function gapFillOfItem(id: string): { readonly start: number; readonly end: number; readonly entryKey: string } | null {
  const m = FILL_ID.exec(id);
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  return Number.isSafeInteger(start) && Number.isSafeInteger(end) && end > start ? { start, end, entryKey: m[3]! } : null;
}

/** Whether the id is a gap's own line or its "Other…": both lead to the window. */
export function isGapWindowItem(id: string): boolean {
  return id.startsWith(QUICK_PREFIX) || /^gap:\d/.test(id);
}
