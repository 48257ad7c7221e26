// The calendar weeks read through the detailed report, kept so that a week is read at most
// once a day: a past week opened again the same day (or after a restart) costs no request,
// which the Free plan's 50 requests a day need. The week holding today is read once a day
// too; its last two days come from the engine's recent read, which polls (week-view.ts).

import type { ServerEntry } from './server-entry.ts';
import { addDays } from '../time/local-time.ts';
import { weekdayOf } from '../time/local-calendar.ts';
import { isRecord } from '../json-guard.ts';

export interface WeekRead {
  /** The first day of the week (`YYYY-MM-DD`); the week is that day and the six after it. */
  readonly start: string;
  /** The account-zone date the read was made on: fresh for that whole day. */
  readonly readFor: string;
  /** Epoch ms of the read. */
  readonly readAt: number;
  readonly entries: readonly ServerEntry[];
}

export type WeekReads = Readonly<Record<string, WeekRead>>;

/** Weeks kept on disk: the ones looked at lately; an older one is read again if opened. */
export const WEEKS_KEPT = 8;

/** The first day of the week holding `date`, weeks starting on `firstDay` (0 Sunday .. 6 Saturday). */
export function weekStartOf(date: string, firstDay: number): string {
  return addDays(date, -((weekdayOf(date) - firstDay + 7) % 7));
}

export function weekEnd(start: string): string {
  return addDays(start, 6);
}

/** Whether the week needs no read today. */
export function isFresh(read: WeekRead | undefined, today: string): read is WeekRead {
  return read !== undefined && read.readFor === today;
}

/** The reads with `read` put in, the least recently read dropped beyond WEEKS_KEPT. */
export function withWeek(reads: WeekReads, read: WeekRead): WeekReads {
  const all = { ...reads, [read.start]: read };
  const keep = Object.values(all)
    .sort((a, b) => b.readAt - a.readAt)
    .slice(0, WEEKS_KEPT);
  return Object.freeze(Object.fromEntries(keep.map((w) => [w.start, w])));
}

/**
 * An entry an answer told about (an edit of an older entry, a manual entry for an earlier
 * day) goes into every kept week whose days hold its date, so the week shows it without a
 * read; an entry that moved to another date leaves the week it was in.
 */
export function withEntry(reads: WeekReads, entry: ServerEntry): WeekReads {
  let changed = false;
  const out: Record<string, WeekRead> = {};
  for (const [start, w] of Object.entries(reads)) {
    const inside = entry.date >= start && entry.date <= weekEnd(start);
    const had = w.entries.some((e) => e.id === entry.id);
    if (!inside && !had) {
      out[start] = w;
      continue;
    }
    const others = w.entries.filter((e) => e.id !== entry.id);
    out[start] = Object.freeze({ ...w, entries: Object.freeze(inside ? [...others, entry] : others) });
    changed = true;
  }
  return changed ? Object.freeze(out) : reads;
}

/** The copy of entry `id` a kept week holds, if any. */
export function entryOfWeeks(reads: WeekReads, id: number): ServerEntry | undefined {
  for (const w of Object.values(reads)) {
    const e = w.entries.find((x) => x.id === id);
    if (e) return e;
  }
  return undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The weeks of a cache file, each dropped when anything in it is odd (the next read fills it). */
export function parseWeekReads(value: unknown): WeekReads {
  if (!isRecord(value)) return Object.freeze({});
  const out: Record<string, WeekRead> = {};
  for (const [start, w] of Object.entries(value)) {
    if (!DATE.test(start) || !isRecord(w) || w.start !== start) continue;
    if (typeof w.readFor !== 'string' || !DATE.test(w.readFor) || typeof w.readAt !== 'number' || !Array.isArray(w.entries)) continue;
    const entries = (w.entries as unknown[]).filter((e): e is ServerEntry => isRecord(e) && typeof e.id === 'number' && typeof e.date === 'string');
    out[start] = Object.freeze({ start, readFor: w.readFor, readAt: w.readAt, entries: Object.freeze(entries) });
  }
  return Object.freeze(out);
}
