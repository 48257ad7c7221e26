// Today's total, by project, and the last seven days, with the running entry counted live.
// The live part is computed from the run's start and `now`, never read from the service,
// so the tray can tick every second without a request. It follows the service's own rules
// so the figures do not jump when the entry stops (contract.md section 4): the stop adds
// the elapsed whole seconds, truncated, and a run that crossed midnight stays on the day of
// its entry (`date`), not on the day it is now.

import type { DayTotal, EntryView } from '../snapshot.ts';
import { addDays } from '../time/local-time.ts';

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

function withRunning(entries: readonly TotalsEntry[], running: TotalsEntry | null): TotalsEntry[] {
  const list = running === null ? [...entries] : entries.map((e) => (e.key === running.key ? running : e));
  if (running !== null && !entries.some((e) => e.key === running.key)) list.push(running);
  return list;
}

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
 * grouped report: a stop or a manual entry shows at once); earlier days from `week`, plus
 * the live part of a running entry that belongs to one of them (a run past midnight).
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
    if (input.running !== null && input.running.date === date) seconds += runSeconds(input.running.runningSince, input.now);
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
