// The activity record as it is written: one JSON line per stretch in the file of its local
// date, appended again each time the stretch grows (a checkpoint) and when it ends. A line
// never changes once written; reading folds the lines of a stretch (same start) into the
// last one, so a restart after a kill finds each stretch once, as long as its last line
// says, and a stretch ended early (away since a moment already passed) ends where its last
// line puts it, or is gone when that line gives it no length. A stretch across midnight is
// written in each date's file from that date's start. Pure.

import { isRecord } from '../json-guard.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import { addDays, localDate } from '../time/local-time.ts';
import { MAX_ADDRESS, MAX_TEXT, printableLine } from './window-text.ts';

/** A window in focus from `start` to `end` (epoch ms), as stored: already filtered and rewritten. */
export interface Stretch {
  readonly start: number;
  readonly end: number;
  readonly app: string;
  readonly title: string;
  /** Only where the person allowed addresses. */
  readonly url?: string;
}

export function lineOf(s: Stretch): string {
  return JSON.stringify(s.url === undefined ? { s: s.start, e: s.end, a: s.app, t: s.title } : { s: s.start, e: s.end, a: s.app, t: s.title, u: s.url });
}

function parse(line: string): Stretch | null {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(v) || !Number.isSafeInteger(v.s) || !Number.isSafeInteger(v.e) || typeof v.a !== 'string' || typeof v.t !== 'string') return null;
  // A record written before titles were cleaned is shown as one printable line too.
  const base = { start: v.s as number, end: v.e as number, app: printableLine(v.a, MAX_TEXT), title: printableLine(v.t, MAX_TEXT) };
  return typeof v.u === 'string' ? { ...base, url: printableLine(v.u, MAX_ADDRESS) } : base;
}

/** The stretches `lines` hold, each once (its last line), by start; a line that does not read (torn by a kill) is left out. */
export function foldLines(lines: readonly string[]): Stretch[] {
  const byStart = new Map<number, Stretch>();
  for (const l of lines) {
    const s = parse(l);
    if (s) byStart.set(s.start, s);
  }
  return [...byStart.values()].filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
}

/** `s` cut at the local midnights of `offsetMinutes`: one part per date it reaches, each with its date. */
export function partsByDate(s: Stretch, offsetMinutes: number): { readonly date: string; readonly part: Stretch }[] {
  const out: { date: string; part: Stretch }[] = [];
  let date = localDate(s.start, offsetMinutes);
  let from = s.start;
  for (;;) {
    const next = addDays(date, 1);
    const midnight = startOfLocalDate(next, offsetMinutes);
    // A stretch ended before it began (cut back by an absence) keeps its one date: its line erases it.
    const end = Math.max(from, Math.min(s.end, midnight));
    out.push({ date, part: { ...s, start: from, end } });
    if (s.end <= midnight) return out;
    date = next;
    from = midnight;
  }
}

/** Where a line of a stretch went: its date's file, and its part's start there (the key a read folds by). */
export interface Placed {
  readonly date: string;
  readonly start: number;
}

/**
 * The parts to append for `s` as it stands now, by date, when its lines so far went to
 * `before` (none written: []): a part for each date it reaches, and a part of no length
 * (which erases) for each earlier line it no longer has: cut back across midnight, or cut at
 * another midnight since (the zone's offset changed under it, as at a daylight-saving change).
 * The lines written are remembered, not worked out again with today's offset: a stretch is
 * in one date's file for each local midnight it crosses, once.
 */
export function writesFor(s: Stretch, before: readonly Placed[], offsetMinutes: number): { readonly date: string; readonly part: Stretch }[] {
  const now = partsByDate(s, offsetMinutes);
  const kept = new Set(now.map((p) => `${p.date} ${p.part.start}`));
  const erased = before.filter((p) => !kept.has(`${p.date} ${p.start}`)).map((p) => ({ date: p.date, part: { ...s, start: p.start, end: p.start } }));
  return [...now, ...erased];
}
