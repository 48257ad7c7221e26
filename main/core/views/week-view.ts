// The week the person looks at, as a pure function of the entries shown for it (the queue
// laid over the reads) and where its read stands; and its totals per day and per project,
// the running entry counted live.

import type { EntryView, WeekView } from '../snapshot.ts';
import { addDays } from '../time/local-time.ts';
import { dayEntries, runSecondsOn } from './totals.ts';

export interface WeekViewInput {
  readonly start: string;
  readonly today: string;
  /** Entries of any dates, newest first; those outside the week are left out. */
  readonly views: readonly EntryView[];
  readonly reading: boolean;
  readonly failure: string | null;
  readonly readAt: number | null;
  /** The account's zone, minutes east of UTC: where a run past midnight is cut. */
  readonly offsetMinutes: number;
}

export function buildWeekView(p: WeekViewInput): WeekView {
  const end = addDays(p.start, 6);
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(p.start, i);
    // A timer running past midnight shows on each day it ran, as today's list shows it (dayEntries).
    return Object.freeze({ date, entries: Object.freeze(date > p.today ? [] : dayEntries(p.views, date, p.offsetMinutes)) });
  });
  const state = p.reading ? 'loading' : p.failure !== null ? 'unavailable' : p.readAt === null ? 'loading' : 'ready';
  return Object.freeze({
    start: p.start,
    end,
    current: p.today >= p.start && p.today <= end,
    state,
    message: state === 'unavailable' ? p.failure : null,
    readAt: p.readAt,
    days: Object.freeze(days),
  });
}

export interface WeekTotals {
  readonly seconds: number;
  readonly days: readonly { readonly date: string; readonly seconds: number }[];
  /** Most time first. */
  readonly byProject: readonly { readonly projectId: number; readonly projectName: string; readonly seconds: number }[];
}

/** Each day counts a run past midnight for its own part only, as the stop will store it (totals.ts runSecondsOn). */
export function weekTotals(week: WeekView, now: number, offsetMinutes: number): WeekTotals {
  const byProject = new Map<number, { projectId: number; projectName: string; seconds: number }>();
  const days = week.days.map((d) => {
    let seconds = 0;
    for (const e of d.entries) {
      const s = e.totalSeconds + runSecondsOn(e, d.date, now, offsetMinutes);
      seconds += s;
      const p = byProject.get(e.projectId) ?? { projectId: e.projectId, projectName: e.projectName, seconds: 0 };
      p.seconds += s;
      byProject.set(e.projectId, p);
    }
    return { date: d.date, seconds };
  });
  const sorted = [...byProject.values()].sort((a, b) => b.seconds - a.seconds || a.projectName.localeCompare(b.projectName));
  return { seconds: days.reduce((sum, d) => sum + d.seconds, 0), days, byProject: sorted };
}
