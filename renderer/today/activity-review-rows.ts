// The rows of a day's review (issue 73, item 1), pure: each stretch its own row until the
// person merges some into one; a row's words ("10:00 AM to 11:00 AM, 58 minutes, 2 stretches
// merged: Figma, Homepage — Acme; Figma, Homepage v2 — Acme; booked"), whether all of it is
// booked (what "Hide what is booked" hides), and merges kept across snapshots by the stretches'
// starts (a stretch is known by its start).

import type { ActivityDayReviewView } from '../../main/core/snapshot.ts';
import { i18n } from '../i18n/words.ts';

export type ReviewStretch = ActivityDayReviewView['stretches'][number];

export interface ReviewRow {
  /** The first stretch's start: the row's key. */
  readonly key: number;
  readonly stretches: readonly ReviewStretch[];
  readonly seconds: number;
  readonly bookedSeconds: number;
}

/** The day's rows: the stretches by start, those of a merge (`merges`: lists of starts) as one row at its first. */
export function reviewRows(stretches: readonly ReviewStretch[], merges: readonly (readonly number[])[]): ReviewRow[] {
  const groupOf = new Map<number, number>();
  merges.forEach((m, i) => m.forEach((start) => groupOf.set(start, i)));
  const rows: { key: number; stretches: ReviewStretch[] }[] = [];
  const open = new Map<number, { key: number; stretches: ReviewStretch[] }>();
  for (const s of [...stretches].sort((a, b) => a.start - b.start)) {
    const g = groupOf.get(s.start);
    const held = g === undefined ? undefined : open.get(g);
    if (held) held.stretches.push(s);
    else {
      const row = { key: s.start, stretches: [s] };
      rows.push(row);
      if (g !== undefined) open.set(g, row);
    }
  }
  return rows.map((r) => ({ ...r, seconds: r.stretches.reduce((n, s) => n + s.seconds, 0), bookedSeconds: r.stretches.reduce((n, s) => n + s.bookedSeconds, 0) }));
}

/** All of the row's time lies under entries. */
export const allBooked = (r: ReviewRow): boolean => r.bookedSeconds >= r.seconds;

/** The merges with the rows `keys` joined into one (a row already merged brings its stretches along). */
export function merged(rows: readonly ReviewRow[], merges: readonly (readonly number[])[], keys: ReadonlySet<number>): number[][] {
  const joined = rows.filter((r) => keys.has(r.key)).flatMap((r) => r.stretches.map((s) => s.start));
  const taken = new Set(joined);
  return [...merges.filter((m) => !m.some((s) => taken.has(s))).map((m) => [...m]), joined];
}

/** The starts of the stretches of the rows `keys`. */
export function startsOf(rows: readonly ReviewRow[], keys: ReadonlySet<number>): number[] {
  return rows.filter((r) => keys.has(r.key)).flatMap((r) => r.stretches.map((s) => s.start));
}

/** What a window is called in a row: "Figma, Homepage — Acme" (the application alone without a title). */
const windowOf = (s: ReviewStretch): string => (s.title.trim() === '' ? s.app : `${s.app}, ${s.title}`);

/** The row in words, its times by `at` and its durations by `duration`. */
export function rowWords(r: ReviewRow, at: (ms: number) => string, duration: (seconds: number) => string): string {
  const first = r.stretches[0]!;
  const last = r.stretches[r.stretches.length - 1]!;
  const windows = [...new Set(r.stretches.map(windowOf))].join('; ');
  const values = { start: at(first.start), end: at(last.end), duration: duration(r.seconds), windows };
  const row =
    r.stretches.length > 1
      ? i18n._({ id: 'review.rowMerged', message: '{start} to {end}, {duration}, {count} stretches merged: {windows}', values: { ...values, count: r.stretches.length } })
      : i18n._({ id: 'review.row', message: '{start} to {end}, {duration}: {windows}', values });
  if (allBooked(r)) return i18n._({ id: 'review.rowBooked', message: '{row}; booked', values: { row } });
  if (r.bookedSeconds > 0) return i18n._({ id: 'review.rowPartlyBooked', message: '{row}; {duration} booked already', values: { row, duration: duration(r.bookedSeconds) } });
  return row;
}
