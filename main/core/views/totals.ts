// Today's total, by project, and the last seven days, with the running entry counted live.
// The live part is computed from the run's start and `now`, never read from the service,
// so the tray can tick every second without a request. It follows the service's own rules
// so the figures do not jump when the entry stops (contract.md section 4): the stop adds
// the elapsed whole seconds, truncated, and a run that crosses the account's midnight is
// stored as one entry per day (commands/day-parts.ts: its own day up to 23:59:59, the next
// from 00:00:00). So while it runs, its own day counts it until 23:59:59 and each later day
// from its midnight: today's entries hold that part (`dayEntries`), as Toggl and Clockify
// show a timer running past midnight, and the stop moves nothing from one day to another.

import type { DayTotal, EntryView } from '../snapshot.ts';
import { addDays } from '../time/local-time.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';

/** The fields of an entry that totals read. */
export type TotalsEntry = Pick<EntryView, 'key' | 'date' | 'projectId' | 'projectName' | 'totalSeconds' | 'runningSince'>;

export interface ProjectTotal {
  readonly projectId: number;
  readonly projectName: string;
  readonly seconds: number;
}

export interface TodayTotal {
  readonly date: string;
  readonly seconds: number;
  /** Largest first; ties by name, then id, so the order does not flicker. */
  readonly byProject: readonly ProjectTotal[];
}

export interface TotalsInput {
  /** Today's entries (entries of other dates are ignored). */
  readonly entries: readonly TotalsEntry[];
  /** The running entry; counted even when `entries` does not hold it. */
  readonly running: TotalsEntry | null;
  /** Day totals without the running part (the grouped report). */
  readonly week: readonly DayTotal[];
  /** Today's date in the account's zone. */
  readonly today: string;
  readonly now: number;
  /** The account's zone, minutes east of UTC: where a run past midnight is cut. */
  readonly offsetMinutes: number;
}

export interface Totals {
  readonly today: TodayTotal;
  /** The seven days ending today, oldest first, running part included. */
  readonly week: readonly DayTotal[];
}

/** Whole seconds of the current run, truncated as the service does on stop; 0 when not running. */
export function runSeconds(runningSince: number | null, now: number): number {
  if (runningSince === null) return 0;
  return Math.max(0, Math.floor((now - runningSince) / 1000));
}

/** What the entry will hold if it stops at `now`: stored seconds plus the current run. */
export function liveEntrySeconds(entry: Pick<EntryView, 'totalSeconds' | 'runningSince'>, now: number): number {
  return entry.totalSeconds + runSeconds(entry.runningSince, now);
}

/**
 * Whole seconds of the running entry's current run that lie on `date` at `now`: from that
 * day's midnight (or the run's start) to `now` or the day's 23:59:59, whichever comes first,
 * as the stop will store them (the second before midnight is no day's). 0 when not running.
 */
export function runSecondsOn(running: Pick<EntryView, 'runningSince'>, date: string, now: number, offsetMinutes: number): number {
  if (running.runningSince === null) return 0;
  const from = Math.max(running.runningSince, startOfLocalDate(date, offsetMinutes));
  const to = Math.min(now, startOfLocalDate(addDays(date, 1), offsetMinutes) - 1000);
  return Math.max(0, Math.floor((to - from) / 1000));
}

/**
 * The entries of `date`: those dated so, and the part on it of a running entry that began on
 * an earlier day (with the entry's key, so Stop, Edit and Split act on the entry): from that
 * day's 00:00:00, holding nothing stored, running since its midnight. The entry itself stays
 * on its own date (its stored seconds and the run until 23:59:59 are that day's).
 */
export function dayEntries<E extends Pick<EntryView, 'date' | 'timeStart' | 'timeEnd' | 'totalSeconds' | 'runningSince'>>(views: readonly E[], date: string, offsetMinutes: number): E[] {
  const out = views.filter((v) => v.date === date);
  const midnight = startOfLocalDate(date, offsetMinutes);
  for (const v of views) {
    if (v.runningSince === null || v.date >= date) continue;
    out.push({ ...v, date, timeStart: '00:00:00', timeEnd: '00:00:00', totalSeconds: 0, runningSince: Math.max(v.runningSince, midnight) });
  }
  return out;
}

/**
 * The entries with the running one in place of its copy of the same day (or added). Its part
 * on a later day (`dayEntries`) is another day's copy and stays: the entry counts on its own
 * date, the part on the day it is.
 */
function withRunning(entries: readonly TotalsEntry[], running: TotalsEntry | null): TotalsEntry[] {
  const same = (e: TotalsEntry): boolean => running !== null && e.key === running.key && e.date === running.date;
  const list = running === null ? [...entries] : entries.map((e) => (same(e) ? running : e));
  if (running !== null && !entries.some(same)) list.push(running);
  return list;
}

/** A run that crossed midnight counts on today through its part in `entries` (`dayEntries`). */
export function todayTotal(input: Pick<TotalsInput, 'entries' | 'running' | 'today' | 'now'>): TodayTotal {
  const byProject = new Map<number, { projectId: number; projectName: string; seconds: number }>();
  let seconds = 0;
  for (const e of withRunning(input.entries, input.running)) {
    if (e.date !== input.today) continue;
    const s = liveEntrySeconds(e, input.now);
    seconds += s;
    const p = byProject.get(e.projectId) ?? { projectId: e.projectId, projectName: e.projectName, seconds: 0 };
    p.seconds += s;
    byProject.set(e.projectId, p);
  }
  const sorted = [...byProject.values()].sort(
    (a, b) => b.seconds - a.seconds || a.projectName.localeCompare(b.projectName) || a.projectId - b.projectId,
  );
  return { date: input.today, seconds, byProject: sorted };
}

/**
 * The seven days ending today. Today comes from today's entries (fresher than the cached
 * grouped report: a stop or a manual entry shows at once), a run past midnight's part since
 * it among them; earlier days from `week`, plus the live part of a running entry that lies
 * on them (a run past midnight: until 23:59:59 of each).
 */
export function computeTotals(input: TotalsInput): Totals {
  const today = todayTotal(input);
  const stored = new Map(input.week.map((d) => [d.date, d.seconds]));
  const week: DayTotal[] = [];
  for (let back = 6; back >= 0; back--) {
    const date = addDays(input.today, -back);
    if (back === 0) {
      week.push({ date, seconds: today.seconds });
      continue;
    }
    let seconds = stored.get(date) ?? 0;
    if (input.running !== null && input.running.date <= date) seconds += runSecondsOn(input.running, date, input.now, input.offsetMinutes);
    week.push({ date, seconds });
  }
  return { today, week };
}

function clampSeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
}

/** `H:MM` (minutes truncated; hours not wrapped: 27:05). */
export function formatDuration(seconds: number): string {
  const s = clampSeconds(seconds);
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
}

/** `H:MM:SS`. */
export function formatDurationWithSeconds(seconds: number): string {
  const s = clampSeconds(seconds);
  return `${formatDuration(s)}:${String(s % 60).padStart(2, '0')}`;
}
