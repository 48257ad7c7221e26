// Where things sit on a day's timeline strip: the span it shows (the working day, and whole
// hours around the entries and gaps; the hours outside the working day with nothing tracked
// folded to a sliver), and each entry, working window, away stretch and gap as a share of it. Pure: instants in, percentages out. An entry covers what the engine's gaps say it
// covers (main/core/time/entry-span.ts `entrySpans`, copied because the window imports nothing
// from main/ at run time; test/renderer/today/timeline-layout.test.ts checks the two agree): an
// entry continued after a pause is two blocks, its stored part and its current run; one whose
// run goes on where its stored part ends is one. A calendar's timed events are placed on the
// same scale (their own lane), without widening it: the strip is the working day's, and an
// event outside it sits at its edge or in a fold, named in the lane's list all the same. So
// are the activity record's stretches (activity-lane.tsx).

import type { ActivityStretchView, AwayStretch, CalendarEventView, EntryView, GapView } from '../../main/core/snapshot.ts';
import type { Span } from '../../main/core/time/entry-span.ts';
import { dateToUtcMs } from '../text/time.ts';

const HOUR = 3_600_000;
/** main/core/time/entry-span.ts `RUN_JOINS_MS`: a run that begins within a minute of its stored part's end is one block with it. */
const RUN_JOINS_MS = 60_000;

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
  /** The hours to label under the strip (every two or three hours on a long day), each with where it sits. */
  readonly hours: readonly { readonly at: number; readonly left: number }[];
  /** Stretches outside the working day with nothing tracked, each folded to a sliver. */
  readonly folds: readonly Placed<Span>[];
  readonly windows: readonly Placed<Span>[];
  readonly away: readonly Placed<AwayStretch>[];
  readonly entries: readonly Placed<EntryView & Span>[];
  readonly gaps: readonly Placed<GapView>[];
  /** The day's timed events (all-day ones are not on the scale), by start. */
  readonly events: readonly Placed<CalendarEventView>[];
  /** The activity record's stretches of the day (its own lane), on the same scale without widening it. */
  readonly activity: readonly Placed<ActivityStretchView>[];
}

export interface TimelineInput {
  readonly date: string;
  readonly offsetMinutes: number;
  readonly now: number;
  readonly windows: readonly Span[];
  readonly away: readonly AwayStretch[];
  readonly entries: readonly EntryView[];
  readonly gaps: readonly GapView[];
  /** A calendar's events of this day and others (only this day's timed ones are placed). */
  readonly events?: readonly CalendarEventView[];
  /** The activity record's stretches of this day. */
  readonly activity?: readonly ActivityStretchView[];
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
  if (e.runningSince === null || now <= e.runningSince) return spans;
  // A run that goes on where the stored part ends (a start sent late, "Book it to…" then on) is one block with it.
  const last = spans[0];
  if (last !== undefined && e.runningSince >= last.start && e.runningSince - last.end < RUN_JOINS_MS) return [{ start: last.start, end: Math.max(last.end, now) }];
  return [...spans, { start: e.runningSince, end: now }];
}

/** Hour labels closer than this (percent of the strip) would overlap on the tray-sized window ("12 AM" is 5 characters wide). */
const MIN_LABEL_GAP = 14;

/** A stretch folded away (nothing tracked in it, outside the working hours) is drawn as wide as this much time. */
const FOLD_MS = HOUR / 4;

/** Spans sorted, touching or overlapping ones joined. */
function joined(spans: readonly Span[]): Span[] {
  const out: { start: number; end: number }[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last !== undefined && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ start: s.start, end: s.end });
  }
  return out;
}

export function layoutTimeline(i: TimelineInput): TimelineLayout {
  const dayStart = dateToUtcMs(i.date) - i.offsetMinutes * 60_000;
  const dayEnd = dayStart + 24 * HOUR;
  const entries = i.entries.filter((e) => e.date === i.date).flatMap((e) => entrySpans(e, dayStart, i.now).map((span) => ({ ...e, ...span })));
  const down = (t: number) => Math.max(dayStart, dayStart + Math.floor((t - dayStart) / HOUR) * HOUR);
  const up = (t: number) => Math.min(dayEnd, dayStart + Math.ceil((t - dayStart) / HOUR) * HOUR);
  // At scale: the working day (its first window's start to its last's end), and whatever was
  // tracked or left untracked, in whole hours; nothing at all: the usual office day. The time
  // between, outside the working day with nothing tracked, is folded to a sliver, so the
  // working day keeps the strip (a run past midnight does not give the night half of it).
  const day = i.windows.length > 0 ? [{ start: Math.min(...i.windows.map((w) => w.start)), end: Math.max(...i.windows.map((w) => w.end)) }] : [];
  const shown = [...day, ...entries, ...i.gaps];
  const kept = joined((shown.length > 0 ? shown : [{ start: dayStart + 9 * HOUR, end: dayStart + 17 * HOUR }]).map((sp) => ({ start: down(sp.start), end: Math.max(down(sp.start) + HOUR, up(sp.end)) })));
  const from = kept[0]!.start;
  const to = kept[kept.length - 1]!.end;
  const folds: Span[] = kept.slice(1).map((k, n) => ({ start: kept[n]!.end, end: k.start }));
  const width = kept.reduce((sum, k) => sum + (k.end - k.start), 0) + folds.length * FOLD_MS;
  /** Percent of the strip at instant `t`: at scale inside what is kept, a fold's share inside a fold. */
  const at = (t: number): number => {
    let x = 0;
    for (let n = 0; n < kept.length; n++) {
      const k = kept[n]!;
      if (t <= k.start) return (x / width) * 100;
      if (t < k.end) return ((x + t - k.start) / width) * 100;
      x += k.end - k.start;
      const fold = folds[n];
      if (fold === undefined) break;
      if (t < fold.end) return ((x + ((t - fold.start) / (fold.end - fold.start)) * FOLD_MS) / width) * 100;
      x += FOLD_MS;
    }
    return 100;
  };
  const place = <T extends Span>(item: T): Placed<T> => {
    const a = at(item.start);
    return { item, left: a, width: Math.max(0, at(item.end) - a) };
  };
  const hoursShown = kept.reduce((sum, k) => sum + (k.end - k.start), 0) / HOUR;
  const step = hoursShown > 12 ? 3 : hoursShown > 6 ? 2 : 1;
  const hours: { at: number; left: number }[] = [];
  for (const k of kept) {
    for (let t = k.start; t < k.end || (k === kept[kept.length - 1] && t === k.end); t += step * HOUR) {
      // A short stretch before a fold (an hour tracked at night) puts two hours side by side:
      // "12 AM" and "9 AM" ran into each other on a tray-sized window. The later one stays.
      const left = at(t);
      const last = hours[hours.length - 1];
      if (last !== undefined && left - last.left < MIN_LABEL_GAP) hours.pop();
      hours.push({ at: t, left });
    }
  }
  return {
    from,
    to,
    hours,
    folds: folds.map(place),
    windows: i.windows.map(place),
    away: i.away.map(place).filter((p) => p.width > 0),
    entries: entries.map(place).filter((p) => p.width > 0),
    gaps: i.gaps.map(place),
    events: (i.events ?? []).filter((e) => !e.allDay && e.start < dayEnd && (e.end > dayStart || e.start >= dayStart)).map(place),
    activity: (i.activity ?? []).filter((a) => a.start < dayEnd && a.end > dayStart).map(place).filter((p) => p.width > 0),
  };
}
