// The timeline for the snapshot: today's away stretches and untracked gaps (largest first
// too, for the tray), and the shown week's days'. Built on every publish from what the
// engine holds (the entries with the queued commands applied, the working hours, the away
// log): a few days of entries and windows, no request.

import type { EngineState } from './engine-state.ts';
import { workWindowsOn } from '../attention/day-windows.ts';
import { awayWithin, dayGaps, largestFirst } from '../views/gaps.ts';
import { addDays } from '../time/local-time.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import type { WorkSchedule } from '../attention/working-hours.ts';
import type { AwayStretch, DayTimelineView, EntryView, TimelineView, WeekView } from '../snapshot.ts';

interface DayParts {
  readonly now: number;
  readonly offsetMinutes: number;
  readonly schedule: WorkSchedule;
  readonly entries: readonly EntryView[];
  readonly away: readonly AwayStretch[];
}

function dayTimeline(date: string, p: DayParts): DayTimelineView {
  const from = startOfLocalDate(date, p.offsetMinutes);
  const to = startOfLocalDate(addDays(date, 1), p.offsetMinutes);
  const windows = workWindowsOn(date, p.offsetMinutes, p.schedule);
  const gaps = dayGaps({ date, offsetMinutes: p.offsetMinutes, now: p.now, windows, entries: p.entries, away: p.away });
  return Object.freeze({ date, windows: Object.freeze(windows.map((w) => Object.freeze({ start: w.start, end: w.end }))), away: Object.freeze(awayWithin(p.away, from, to)), gaps: Object.freeze(gaps) });
}

/** `views`: the entries shown (today's and yesterday's); `week`: the shown week, whose days bring their own. */
export function timelineOf(s: EngineState, views: readonly EntryView[], week: WeekView | null): TimelineView {
  const today = s.today();
  if (!s.record) return Object.freeze({ today: Object.freeze({ date: today, windows: Object.freeze([]), away: Object.freeze([]), gaps: Object.freeze([]) }), largestGaps: Object.freeze([]), week: Object.freeze([]) });
  const weekEntries = week?.days.flatMap((d) => d.entries) ?? [];
  // Time tracked in another account of the person's is no gap in this one's day.
  const others = s.opts.otherAccounts?.entries?.(s.known.zone.offsetMinutes) ?? [];
  const parts: DayParts = { now: s.now(), offsetMinutes: s.known.zone.offsetMinutes, schedule: s.schedule(), entries: [...views, ...weekEntries, ...others], away: s.away };
  const todayView = dayTimeline(today, parts);
  return Object.freeze({
    today: todayView,
    largestGaps: Object.freeze(largestFirst(todayView.gaps)),
    week: Object.freeze((week?.days ?? []).map((d) => (d.date === today ? todayView : dayTimeline(d.date, parts)))),
  });
}
