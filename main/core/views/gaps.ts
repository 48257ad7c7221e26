// The untracked gaps of one day: the stretches of its working hours (up to now) that no
// entry covers, each marked `away` when away stretches cover most of it (the person was
// not at the computer: a meeting, lunch) or `present` (at the computer, untracked: the
// likeliest time to have forgotten a timer). Pure: the engine passes the day's windows as
// instants (attention/day-windows.ts), every entry that may reach into the day (a running
// one from yesterday included) and the away stretches.

import type { AwayStretch, GapView } from '../snapshot.ts';
import { coveredMs, entrySpans, mergeSpans, uncovered, type Span, type SpannedEntry } from '../time/entry-span.ts';
import { localDate } from '../time/local-time.ts';

/** Shorter stretches are the seconds between a stop and the next start, not forgotten work. */
export const MIN_GAP_SECONDS = 60;

export interface DayGapsInput {
  readonly date: string;
  readonly offsetMinutes: number;
  readonly now: number;
  /** The day's working windows as instants, merged, within the day. */
  readonly windows: readonly Span[];
  /** Any entries; those that do not reach into the day's windows change nothing. */
  readonly entries: readonly SpannedEntry[];
  readonly away: readonly AwayStretch[];
  readonly minSeconds?: number;
}

export function dayGaps(input: DayGapsInput): GapView[] {
  return gapsAgainst({ ...input, covered: coveredBy(input.entries, input.now, input.offsetMinutes) });
}

/** The instants the entries cover at `now`, merged: what a day's gaps are the rest of. */
export function coveredBy(entries: readonly SpannedEntry[], now: number, offsetMinutes: number): Span[] {
  return mergeSpans(entries.flatMap((e) => entrySpans(e, now, offsetMinutes)));
}

/**
 * `dayGaps` with the entries' spans given merged (`coveredBy`): for a caller that keeps the
 * spans of the entries that do not run between publishes and between the days it shows.
 */
export function gapsAgainst(input: Omit<DayGapsInput, 'entries'> & { readonly covered: readonly Span[] }): GapView[] {
  const min = input.minSeconds ?? MIN_GAP_SECONDS;
  const covered = input.covered;
  const away = mergeSpans(input.away);
  const gaps: GapView[] = [];
  for (const w of input.windows) {
    // Working hours still to come are not a gap yet.
    const within = { start: w.start, end: Math.min(w.end, input.now) };
    if (within.end <= within.start) continue;
    for (const part of uncovered(within, covered)) {
      // Whole seconds inside the part: a manual entry holds whole seconds and must not overlap its neighbours.
      const start = Math.ceil(part.start / 1000) * 1000;
      const end = Math.floor(part.end / 1000) * 1000;
      const seconds = (end - start) / 1000;
      if (seconds < min) continue;
      const awaySeconds = Math.floor(coveredMs({ start, end }, away) / 1000);
      gaps.push(Object.freeze({ date: localDate(start, input.offsetMinutes), start, end, seconds, kind: awaySeconds * 2 > seconds ? 'away' : 'present', awaySeconds }));
    }
  }
  return gaps;
}

/** Largest first; of two the same size, the earlier first. */
export function largestFirst(gaps: readonly GapView[]): GapView[] {
  return [...gaps].sort((a, b) => b.seconds - a.seconds || a.start - b.start);
}

/** The away stretches that reach into [from, to), clipped to it, in time order. */
export function awayWithin(away: readonly AwayStretch[], from: number, to: number): AwayStretch[] {
  return away
    .filter((a) => a.end > from && a.start < to)
    .map((a) => Object.freeze({ start: Math.max(a.start, from), end: Math.min(a.end, to), kind: a.kind }))
    .sort((a, b) => a.start - b.start);
}
