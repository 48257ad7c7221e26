// Today's total, by project, and the seven days of the week chart, with the running entry
// counted live from its start and the current second (the window ticks without asking
// main). The same rules as the engine's main/core/views/totals.ts, kept as a small copy because
// the window imports nothing from main/ at run time (test/renderer/today/totals.test.ts checks
// that the two agree): a stop adds the elapsed whole seconds, truncated, and a run that
// crossed midnight stays on the day of its entry.

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

/** Today's entries with the running one in place of its stored copy (or added). */
function withRunning(entries: readonly TotalsEntry[], running: TotalsEntry | null): TotalsEntry[] {
  if (running === null) return [...entries];
  const list = entries.map((e) => (e.key === running.key ? running : e));
  if (!entries.some((e) => e.key === running.key)) list.push(running);
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
 * cached report), earlier days from `week` plus the live part of a run that began on one of
 * them.
 */
export function weekTotals(week: readonly DayTotal[], todaySeconds: number, running: TotalsEntry | null, today: string, now: number): DayTotal[] {
  const stored = new Map(week.map((d) => [d.date, d.seconds]));
  const days: DayTotal[] = [];
  for (let back = 6; back >= 0; back--) {
    const date = addDays(today, -back);
    let seconds = back === 0 ? todaySeconds : (stored.get(date) ?? 0);
    if (back !== 0 && running !== null && running.date === date) seconds += runSeconds(running.runningSince, now);
    days.push({ date, seconds });
  }
  return days;
}
