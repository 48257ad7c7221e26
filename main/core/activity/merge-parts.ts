// How the record's stretches become the parts of a booking, the person's way (issue 73, item
// 2): holes shorter than the longest break bridged join the work around them, and a part
// shorter than the shortest entry is left out. Each part is whole seconds inside the gap, never
// longer than the time at the computer in it plus the breaks it bridged; what the settings
// add (the breaks bridged) and drop (time at the computer in parts too short) is counted, for
// the preview to say. Pure.

import { mergeSpans, type Span } from '../time/entry-span.ts';
import type { ActivitySettings } from '../settings/settings-schema.ts';

export interface MergeRules {
  /** A hole in the record shorter than this inside a gap is part of the work around it. */
  readonly bridgeMs: number;
  /** A part shorter than this is left out. */
  readonly shortestMs: number;
}

/** The merge rules of the person's settings. */
export const mergeRulesOf = (a: Pick<ActivitySettings, 'bridgeMinutes' | 'shortestEntrySeconds'>): MergeRules => ({ bridgeMs: a.bridgeMinutes * 60_000, shortestMs: a.shortestEntrySeconds * 1000 });

export interface MergedParts {
  readonly parts: readonly Span[];
  /** Seconds the parts hold that the record does not show at the computer: the breaks bridged. */
  readonly bridgedSeconds: number;
  /** Seconds at the computer left out: in parts shorter than the shortest entry. */
  readonly droppedSeconds: number;
}

/** `spans` by start, those closer than `bridge` joined. */
export function bridged(spans: readonly Span[], bridge: number): Span[] {
  const out: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last && s.start - last.end < bridge) out[out.length - 1] = { start: last.start, end: Math.max(last.end, s.end) };
    else out.push({ start: s.start, end: s.end });
  }
  return out;
}

/** Whole seconds inside `s`: its start rounded up, its end down (entries are stored in seconds). */
function whole(s: Span): Span {
  const start = Math.ceil(s.start / 1000) * 1000;
  return { start, end: Math.max(start, Math.floor(s.end / 1000) * 1000) };
}

const length = (spans: readonly Span[]): number => spans.reduce((n, s) => n + s.end - s.start, 0);

/** The time of `at` (the time at the computer, merged) inside `s`. */
function heldIn(s: Span, at: readonly Span[]): number {
  return at.reduce((n, a) => n + Math.max(0, Math.min(a.end, s.end) - Math.max(a.start, s.start)), 0);
}

/** The parts a booking of `inside` (stretches already cut to one gap) takes. */
export function mergedParts(inside: readonly Span[], rules: MergeRules): MergedParts {
  const at = mergeSpans(inside);
  const all = bridged(at, rules.bridgeMs).map(whole);
  const parts = all.filter((p) => p.end - p.start >= rules.shortestMs);
  const short = all.filter((p) => p.end - p.start < rules.shortestMs);
  return {
    parts,
    bridgedSeconds: Math.round((length(parts) - parts.reduce((n, p) => n + heldIn(p, at), 0)) / 1000),
    droppedSeconds: Math.round(short.reduce((n, p) => n + heldIn(p, at), 0) / 1000),
  };
}

/**
 * The parts a booking of only some of a day's stretches takes (a rule's windows, `mine`): a
 * break is bridged only where the record shows nothing, never over another window's time
 * (that was other work). `all` is the day's stretches, by start, `mine` among them.
 */
export function ownParts<T extends Span>(all: readonly T[], mine: (s: T) => boolean, rules: MergeRules): MergedParts {
  const runs: T[][] = [];
  let run: T[] = [];
  for (const s of [...all].sort((a, b) => a.start - b.start)) {
    if (mine(s)) run.push(s);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  const each = runs.map((r) => mergedParts(r, rules));
  return { parts: each.flatMap((m) => m.parts), bridgedSeconds: each.reduce((n, m) => n + m.bridgedSeconds, 0), droppedSeconds: each.reduce((n, m) => n + m.droppedSeconds, 0) };
}
