// Where things sit on a day's timeline strip: the span it shows (whole hours around the working
// hours, the entries and now), and each entry, working window, away stretch and gap as a share
// of it. Pure: instants in, percentages out. An entry covers what the engine's gaps say it
// covers (main/core/time/entry-span.ts `entrySpans`, copied because the window imports nothing
// from main/ at run time; test/renderer/today/timeline-layout.test.ts checks the two agree): an
// entry continued after a pause is two blocks, its stored part and its current run.

import type { AwayStretch, EntryView, GapView } from '../../main/core/snapshot.ts';
import type { Span } from '../../main/core/time/entry-span.ts';
import { dateToUtcMs } from '../text/time.ts';

const HOUR = 3_600_000;

export interface Placed<T> {
  readonly item: T;
  /** Percent of the strip from its left edge, and of its width. */
  readonly left: number;
  readonly width: number;
}

export interface TimelineLayout {
  /** The instants at the strip's two edges: whole hours. */
  readonly from: number;
  readonly to: number;
  /** The hours to label under the strip (every two or three hours on a long day). */
  readonly hours: readonly number[];
  readonly windows: readonly Placed<Span>[];
  readonly away: readonly Placed<AwayStretch>[];
  readonly entries: readonly Placed<EntryView & Span>[];
  readonly gaps: readonly Placed<GapView>[];
}

export interface TimelineInput {
  readonly date: string;
  readonly offsetMinutes: number;
  readonly now: number;
  readonly windows: readonly Span[];
  readonly away: readonly AwayStretch[];
  readonly entries: readonly EntryView[];
  readonly gaps: readonly GapView[];
}

function secondsOf(hms: string): number {
  const [h, m, s] = hms.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

/** The instants an entry covers on its day: its stored part from its start, and its current run up to now. */
export function entrySpans(e: Pick<EntryView, 'timeStart' | 'totalSeconds' | 'runningSince'>, dayStart: number, now: number): Span[] {
  const spans: Span[] = [];
  const start = dayStart + secondsOf(e.timeStart) * 1000;
  if (e.totalSeconds > 0) spans.push({ start, end: start + e.totalSeconds * 1000 });
  if (e.runningSince !== null && now > e.runningSince) spans.push({ start: e.runningSince, end: now });
  return spans;
}

export function layoutTimeline(i: TimelineInput): TimelineLayout {
  const dayStart = dateToUtcMs(i.date) - i.offsetMinutes * 60_000;
  const dayEnd = dayStart + 24 * HOUR;
  const entries = i.entries.filter((e) => e.date === i.date).flatMap((e) => entrySpans(e, dayStart, i.now).map((span) => ({ ...e, ...span })));
  const spans: Span[] = [...i.windows, ...entries, ...i.gaps];
  // Nothing to show yet: the usual office day.
  const first = spans.length ? Math.min(...spans.map((s) => s.start)) : dayStart + 9 * HOUR;
  const last = spans.length ? Math.max(...spans.map((s) => s.end)) : dayStart + 17 * HOUR;
  const from = Math.max(dayStart, dayStart + Math.floor((first - dayStart) / HOUR) * HOUR);
  const to = Math.min(dayEnd, Math.max(from + HOUR, dayStart + Math.ceil((last - dayStart) / HOUR) * HOUR));
  const width = to - from;
  const place = <T extends Span>(item: T): Placed<T> => {
    const a = Math.max(from, Math.min(to, item.start));
    const b = Math.max(a, Math.min(to, item.end));
    return { item, left: ((a - from) / width) * 100, width: ((b - a) / width) * 100 };
  };
  const hoursShown = width / HOUR;
  const step = hoursShown > 12 ? 3 : hoursShown > 6 ? 2 : 1;
  const hours: number[] = [];
  for (let t = from; t <= to; t += step * HOUR) hours.push(t);
  return {
    from,
    to,
    hours,
    windows: i.windows.map(place),
    away: i.away.map(place).filter((p) => p.width > 0),
    entries: entries.map(place).filter((p) => p.width > 0),
    gaps: i.gaps.map(place),
  };
}
