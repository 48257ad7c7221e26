// The instants an entry covers, for the timeline and the gaps between entries. The service
// keeps a start time of day and a total, not an end instant, and an entry continued later
// keeps its first start: so a running entry covers its stored part from its start and its
// current run from `runningSince`, with the pause between them left uncovered; a run that
// goes on where the stored part ends is one span with it.

import type { EntryView } from '../snapshot.ts';
import { parseTimeOfDay, startOfLocalDate } from './local-calendar.ts';

/** Epoch ms, end after start. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export type SpannedEntry = Pick<EntryView, 'date' | 'timeStart' | 'totalSeconds' | 'runningSince'>;

/** The spans an entry covers at `now` (none for an entry whose start cannot be read). */
export function entrySpans(e: SpannedEntry, now: number, offsetMinutes: number): Span[] {
  const startOfDay = parseTimeOfDay(e.timeStart);
  const spans: Span[] = [];
  if (startOfDay !== null && /^\d{4}-\d{2}-\d{2}$/.test(e.date)) {
    const start = startOfLocalDate(e.date, offsetMinutes) + startOfDay * 1000;
    if (e.totalSeconds > 0) spans.push({ start, end: start + e.totalSeconds * 1000 });
  }
  return withRun(spans, e.runningSince, now);
}

/**
 * A run that begins less than this after the stored part ends goes on from it: a start sent
 * late stores the whole seconds since the click (its start truncated too), and the stopwatch
 * runs from when the service got it. The same minute below which no gap is shown.
 */
export const RUN_JOINS_MS = 60_000;

/** `stored` with the current run added: one span with the stored part when it goes on from it, else a span of its own. */
export function withRun(stored: Span[], runningSince: number | null, now: number): Span[] {
  if (runningSince === null || now <= runningSince) return stored;
  const last = stored[stored.length - 1];
  if (last !== undefined && runningSince >= last.start && runningSince - last.end < RUN_JOINS_MS) return [...stored.slice(0, -1), { start: last.start, end: Math.max(last.end, now) }];
  return [...stored, { start: runningSince, end: now }];
}

/** Spans sorted, with touching or overlapping ones joined. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ start: s.start, end: s.end });
  }
  return out;
}

/** Milliseconds of `span` that `covered` (merged) lies over. */
export function coveredMs(span: Span, covered: readonly Span[]): number {
  let ms = 0;
  for (const c of covered) ms += Math.max(0, Math.min(span.end, c.end) - Math.max(span.start, c.start));
  return ms;
}

/** The parts of `within` no span of `covered` (merged) lies over, in order. */
export function uncovered(within: Span, covered: readonly Span[]): Span[] {
  const out: Span[] = [];
  let from = within.start;
  for (const c of covered) {
    if (c.end <= from || c.start >= within.end) continue;
    if (c.start > from) out.push({ start: from, end: c.start });
    from = Math.max(from, c.end);
    if (from >= within.end) break;
  }
  if (from < within.end) out.push({ start: from, end: within.end });
  return out;
}
