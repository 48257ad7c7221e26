// The timeline for the snapshot: today's away stretches and untracked gaps (largest first
// too, for the tray), and the shown week's days'. Built on every publish from what the
// engine holds (the entries with the queued commands applied, the working hours, the away
// log): a few days of entries and windows, no request.

import type { EngineState } from './engine-state.ts';
import { workWindowsOn } from '../attention/day-windows.ts';
import { awayWithin, coveredBy, gapsAgainst, largestFirst } from '../views/gaps.ts';
import { addDays } from '../time/local-time.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import type { WorkSchedule } from '../attention/working-hours.ts';
import { mergeSpans, type Span } from '../time/entry-span.ts';
import { keptPerEngine, keptPerEngineByName } from './engine-memo.ts';
import type { AwayStretch, DayTimelineView, EntryView, TimelineView, WeekView } from '../snapshot.ts';

interface DayParts {
  readonly now: number;
  readonly offsetMinutes: number;
  readonly schedule: WorkSchedule;
  /** The instants the entries cover now, merged (made when a day is made, once a publish). */
  readonly covered: () => readonly Span[];
  readonly away: readonly AwayStretch[];
}

function dayTimeline(date: string, p: DayParts, windows: readonly Span[]): DayTimelineView {
  const from = startOfLocalDate(date, p.offsetMinutes);
  const to = startOfLocalDate(addDays(date, 1), p.offsetMinutes);
  const gaps = gapsAgainst({ date, offsetMinutes: p.offsetMinutes, now: p.now, windows, covered: p.covered(), away: p.away });
  return Object.freeze({ date, windows: Object.freeze(windows.map((w) => Object.freeze({ start: w.start, end: w.end }))), away: Object.freeze(awayWithin(p.away, from, to)), gaps: Object.freeze(gaps) });
}

const keptWindows = keptPerEngineByName<Span[]>();
const keptCovered = keptPerEngine<readonly Span[]>();
const keptDays = keptPerEngineByName<DayTimelineView>();

/**
 * The instants `entries` cover now, merged, as `coveredBy` makes them. The entries that do not
 * run cover the same instants at every publish: kept while `made` (what the entries are made
 * of) is the same; a running one covers up to now. Another account's entries are made anew
 * each time (`withOthers`): nothing kept then.
 */
function coveredAt(s: EngineState, entries: readonly EntryView[], runs: readonly EntryView[], made: readonly unknown[], withOthers: boolean, now: number, offsetMinutes: number): readonly Span[] {
  if (withOthers) return coveredBy(entries, now, offsetMinutes);
  const still = keptCovered(s, [...made, offsetMinutes], () => coveredBy(entries.filter((e) => e.runningSince === null), now, offsetMinutes));
  return runs.length === 0 ? still : mergeSpans([...still, ...coveredBy(runs, now, offsetMinutes)]);
}

/**
 * Where `now` stands for a day's gaps: they grow with it only inside a working window (gaps
 * stop at now) or while an entry runs (it covers up to now). Elsewhere only which windows
 * are past counts, so a day before now, or an evening, is kept between publishes.
 */
function nowFor(windows: readonly Span[], now: number, running: boolean): number | string {
  if (running || windows.some((w) => w.start < now && now < w.end)) return now;
  return `past ${windows.filter((w) => w.end <= now).length}`;
}

/** A day's timeline, kept while its date, entries, windows, away stretches and where now stands are the same. */
function keptDayTimeline(s: EngineState, date: string, p: DayParts, made: readonly unknown[], running: boolean): DayTimelineView {
  const windows = keptWindows(s, date, [p.offsetMinutes, p.schedule], () => workWindowsOn(date, p.offsetMinutes, p.schedule));
  return keptDays(s, date, [...made, p.offsetMinutes, windows, p.away, nowFor(windows, p.now, running)], () => dayTimeline(date, p, windows));
}

/** `views`: the entries shown (today's and yesterday's); `week`: the shown week, whose days bring their own. */
export function timelineOf(s: EngineState, views: readonly EntryView[], week: WeekView | null): TimelineView {
  const today = s.today();
  if (!s.record) return Object.freeze({ today: Object.freeze({ date: today, windows: Object.freeze([]), away: Object.freeze([]), gaps: Object.freeze([]) }), largestGaps: Object.freeze([]), week: Object.freeze([]) });
  const weekEntries = week?.days.flatMap((d) => d.entries) ?? [];
  // Time tracked in another account of the person's is no gap in this one's day.
  const others = s.opts.otherAccounts?.entries?.(s.known.zone.offsetMinutes) ?? [];
  const offsetMinutes = s.known.zone.offsetMinutes;
  const now = s.now();
  const entries = [...views, ...weekEntries, ...others];
  // What the entries are made of (another account's are made anew each time: kept only while there are none).
  const withOthers = others.length > 0;
  const made = [views, week, withOthers ? others : null];
  const runs = entries.filter((e) => e.runningSince !== null);
  const running = runs.length > 0;
  let covered: readonly Span[] | null = null;
  const parts: DayParts = {
    now,
    offsetMinutes,
    schedule: s.schedule(),
    covered: () => (covered ??= coveredAt(s, entries, runs, made, withOthers, now, offsetMinutes)),
    away: s.away,
  };
  const todayView = keptDayTimeline(s, today, parts, made, running);
  return Object.freeze({
    today: todayView,
    largestGaps: Object.freeze(largestFirst(todayView.gaps)),
    week: Object.freeze((week?.days ?? []).map((d) => (d.date === today ? todayView : keptDayTimeline(s, d.date, parts, made, running)))),
  });
}
