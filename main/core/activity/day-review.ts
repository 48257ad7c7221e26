// A day of the record reviewed and booked in bulk (issue 73, item 1): the day's stretches
// beside every account's entries of that day, each stretch with the seconds an entry already
// lies over (for "hide what is booked"), and what booking a selection of them takes. A
// selection is booked merged the person's way (merge-parts.ts: a break bridged only where the
// record shows nothing, never over another window's time; a part shorter than the shortest
// entry left out), then less every account's entries: a bulk booking never lies over time
// already booked, in any account. What the preview shows is what is booked: the same parts.
// Pure.

import { coveredMs, mergeSpans, uncovered, type Span } from '../time/entry-span.ts';
import type { Stretch } from './activity-lines.ts';
import { ownParts, type MergeRules } from './merge-parts.ts';

/** A stretch as the review lists it: its time, and the seconds an entry of any account lies over. */
export interface ReviewStretch extends Stretch {
  readonly seconds: number;
  readonly bookedSeconds: number;
}

/** What booking a selection takes. */
export interface SelectionBooking {
  /** The entries it makes: whole seconds, none under any account's entry, none shorter than the shortest entry. */
  readonly parts: readonly Span[];
  /** Seconds of `parts`. */
  readonly seconds: number;
  /** Seconds at the computer in the stretches selected. */
  readonly atComputerSeconds: number;
  /** Seconds the parts hold that are breaks bridged (the longest break bridged adds them). */
  readonly bridgedSeconds: number;
  /** Seconds at the computer left out in pieces shorter than the shortest entry (before or after the booked time is taken out). */
  readonly droppedSeconds: number;
  /** Seconds of the merged selection that entries already lie over: left out. */
  readonly bookedSeconds: number;
}

const seconds = (ms: number): number => Math.round(ms / 1000);
const sum = (spans: readonly Span[]): number => spans.reduce((n, s) => n + s.end - s.start, 0);

/** The day's stretches by start, each with what entries (every account's, merged here) lie over it. */
export function reviewStretches(stretches: readonly Stretch[], booked: readonly Span[]): ReviewStretch[] {
  const covered = mergeSpans(booked);
  return [...stretches]
    .sort((a, b) => a.start - b.start)
    .map((s) => ({ ...s, seconds: seconds(s.end - s.start), bookedSeconds: seconds(coveredMs(s, covered)) }));
}

/**
 * What booking the stretches of `all` whose starts are in `starts` takes: merged as the
 * settings say, less `booked` (every account's entries of the day).
 */
export function selectionBooking(all: readonly Stretch[], starts: ReadonlySet<number>, booked: readonly Span[], merge: MergeRules): SelectionBooking {
  const picked = (s: Stretch): boolean => starts.has(s.start);
  const merged = ownParts(all, picked, merge);
  const covered = mergeSpans(booked);
  const open = merged.parts.flatMap((p) => uncovered(p, covered));
  const parts = open.filter((p) => p.end - p.start >= merge.shortestMs);
  const at = mergeSpans(all.filter(picked));
  const shortAfter = open.filter((p) => p.end - p.start < merge.shortestMs);
  return {
    parts,
    seconds: seconds(sum(parts)),
    atComputerSeconds: seconds(sum(at)),
    bridgedSeconds: seconds(sum(parts) - parts.reduce((n, p) => n + coveredMs(p, at), 0)),
    droppedSeconds: merged.droppedSeconds + seconds(shortAfter.reduce((n, p) => n + coveredMs(p, at), 0)),
    bookedSeconds: seconds(sum(merged.parts) - sum(open)),
  };
}
