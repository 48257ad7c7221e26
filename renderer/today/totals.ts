// Today's total, by project, and the seven days of the week chart, with the running entry
// counted live from its start and the current second (the window ticks without asking
// main). The same rules as the engine's main/core/views/totals.ts, kept as a small copy because
// the window imports nothing from main/ at run time (test/renderer/today/totals.test.ts checks
// that the two agree): a stop adds the elapsed whole seconds, truncated, and a run that
// crosses midnight counts on its own day until 23:59:59 and on today from 00:00 through its
// part among today's entries (the snapshot's todayEntries hold it), as the stop stores it.

import type { DayTotal, EntryView } from '../../main/core/snapshot.ts';
import { addDays } from '../text/time.ts';

export type TotalsEntry = Pick<EntryView, 'key' | 'date' | 'projectId' | 'projectName' | 'totalSeconds' | 'runningSince'>;

export interface ProjectTotal {
  readonly projectId: number;
  readonly projectName: string;
  readonly seconds: number;
}

export interface TodayTotal {
  readonly seconds: number;
  /** Largest first; ties by name, then id, so the list does not flicker. */
  readonly byProject: readonly ProjectTotal[];
}

/** Whole seconds of the current run, truncated as the service does on stop. */
export function runSeconds(runningSince: number | null, now: number): number {
  return runningSince === null ? 0 : Math.max(0, Math.floor((now - runningSince) / 1000));
}

/** What the entry holds if it stops now. */
export function liveSeconds(entry: Pick<EntryView, 'totalSeconds' | 'runningSince'>, now: number): number {
  return entry.totalSeconds + runSeconds(entry.runningSince, now);
}

/** Whole seconds of the current run on `date`: from its midnight (or the run's start) to now or its 23:59:59. */
export function runSecondsOn(running: Pick<EntryView, 'runningSince'>, date: string, now: number, offsetMinutes: number): number {
  if (running.runningSince === null) return 0;
  const midnight = (d: string): number => Date.parse(`${d}T00:00:00Z`) - offsetMinutes * 60_000;
  const from = Math.max(running.runningSince, midnight(date));
  const to = Math.min(now, midnight(addDays(date, 1)) - 1000);
  return Math.max(0, Math.floor((to - from) / 1000));
}

/** What `entry` holds on `date`: its stored seconds and, running, its run's part on that day (a row of the week's day). */
export function entrySecondsOn(entry: Pick<EntryView, 'totalSeconds' | 'runningSince'>, date: string, now: number, offsetMinutes: number): number {
  return entry.totalSeconds + runSecondsOn(entry, date, now, offsetMinutes);
}

/** Today's entries with the running one in place of its stored copy of its own day (or added); its part since midnight stays. */
function withRunning(entries: readonly TotalsEntry[], running: TotalsEntry | null): TotalsEntry[] {
  if (running === null) return [...entries];
  const same = (e: TotalsEntry): boolean => e.key === running.key && e.date === running.date;
  const list = entries.map((e) => (same(e) ? running : e));
  if (!entries.some(same)) list.push(running);
  return list;
}

export function todayTotal(entries: readonly TotalsEntry[], running: TotalsEntry | null, today: string, now: number): TodayTotal {
  const byProject = new Map<number, ProjectTotal>();
  let seconds = 0;
  for (const e of withRunning(entries, running)) {
    if (e.date !== today) continue;
    const s = liveSeconds(e, now);
    seconds += s;
    const p = byProject.get(e.projectId);
    byProject.set(e.projectId, { projectId: e.projectId, projectName: e.projectName, seconds: (p?.seconds ?? 0) + s });
  }
  const sorted = [...byProject.values()].sort(
    (a, b) => b.seconds - a.seconds || a.projectName.localeCompare(b.projectName) || a.projectId - b.projectId,
  );
  return { seconds, byProject: sorted };
}

/**
 * The seven days ending `today`, oldest first: today from today's entries (fresher than the
 * cached report), earlier days from `week` plus the live part of a run that lies on them.
 */
export function weekTotals(week: readonly DayTotal[], todaySeconds: number, running: TotalsEntry | null, today: string, now: number, offsetMinutes: number): DayTotal[] {
  const stored = new Map(week.map((d) => [d.date, d.seconds]));
  const days: DayTotal[] = [];
  for (let back = 6; back >= 0; back--) {
    const date = addDays(today, -back);
    let seconds = back === 0 ? todaySeconds : (stored.get(date) ?? 0);
    if (back !== 0 && running !== null && running.date <= date) seconds += runSecondsOn(running, date, now, offsetMinutes);
    days.push({ date, seconds });
  }
  return days;
}
