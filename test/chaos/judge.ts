// The chaos run's judgements, against the person's own record (person.ts):
// - what a process shows (after each acknowledged command, and as it opens after a restart)
//   agrees with the person: the timer they left running runs, from where they said it began,
//   and nothing runs after their Stop;
// - once the network is clean and the outbox drained, the service holds every entry the person
//   meant, once, each within a run's slack of what they meant, none they did not, and a
//   stopwatch only where they left one running; an entry listed as not saved is excused (what
//   the service holds of it is then no surprise), with the reason printed.
// Real processes on the real clock: a click's instant is the driver's reading just before the
// engine took it, and a start can reach the service seconds later (a delayed or refused
// network), so times match within SLACK_S (the shapes this hunts lose minutes).

import { hms, type Meant } from '../core/support/intent.ts';
import type { TimeEntry } from '../sim/model.ts';
import type { ShownEntry } from './protocol.ts';

/** Seconds a start or a total may be off, per run, on the real clock. */
export const SLACK_S = 3;

const words = (m: Pick<Meant, 'date' | 'projectId' | 'description' | 'timeStart'>) => `${m.date} ${hms(m.timeStart)} p${m.projectId} "${m.description}"`;

/** Why what is shown disagrees with the person (null: it agrees). */
export function shownDisagrees(running: ShownEntry | null, meant: Meant | undefined): string | null {
  if (!meant) return running === null ? null : `nothing should run, but "${running.description}" runs from ${new Date(running.runningSince!).toISOString()}`;
  if (running === null) return `"${meant.description}" should run from ${new Date(meant.since!).toISOString()}, but nothing runs`;
  if (running.description !== meant.description || running.projectId !== meant.projectId) return `"${meant.description}" should run, but "${running.description}" runs`;
  // Where the shown run begins: a late start's entry holds the seconds it was credited before its stopwatch's start.
  const shownFrom = running.runningSince! - running.totalSeconds * 1000;
  const meantFrom = meant.since! - meant.total * 1000;
  const off = Math.abs(shownFrom - meantFrom) / 1000;
  if (off > SLACK_S) return `"${meant.description}" should run from ${new Date(meantFrom).toISOString()}, but is shown from ${new Date(shownFrom).toISOString()} (${Math.round(off)} s off)`;
  return null;
}

export interface ServiceVerdict {
  readonly missing: string[];
  readonly unexpected: string[];
  readonly mistimed: string[];
  readonly running: string[];
}

/**
 * The service's entries made in the run (`held`) against what the person meant (`meant`, those
 * made in the run); `excused`: descriptions of entries listed as not saved.
 */
export function judgeService(held: readonly TimeEntry[], meant: readonly Meant[], excused: ReadonlySet<string>): ServiceVerdict {
  const left = [...held];
  const missing: string[] = [];
  const mistimed: string[] = [];
  const running: string[] = [];
  // The closest start first, so twins of one description pair up as they were made.
  for (const m of meant) {
    const candidates = left
      .map((e, i) => ({ e, i, off: Math.abs(e.time_start - m.timeStart) }))
      .filter(({ e, off }) => e.date_execution === m.date && e.project_id === m.projectId && e.task_id === m.taskId && e.description === m.description && off <= SLACK_S * Math.max(1, m.runs))
      .sort((a, b) => a.off - b.off);
    const hit = candidates[0];
    if (!hit) {
      if (!excused.has(m.description)) missing.push(`${words(m)} ${m.total}s${m.since !== null ? ' running' : ''}`);
      continue;
    }
    left.splice(hit.i, 1);
    const e = hit.e;
    if ((e.stopwatch_started_at !== null) !== (m.since !== null)) running.push(`${words(m)}: ${m.since !== null ? 'should run, stopped on the service' : 'should be stopped, runs on the service'}`);
    // A running entry's total is what it held before its run: the run itself is on the stopwatch.
    if (m.since === null && Math.abs(e.time_total - m.total) > SLACK_S * Math.max(1, m.runs) && !excused.has(m.description)) mistimed.push(`${words(m)} meant ${m.total}s, held ${e.time_total}s`);
  }
  const unexpected = left.filter((e) => !excused.has(e.description)).map((e) => `${e.date_execution} ${hms(e.time_start)} p${e.project_id} "${e.description}" ${e.time_total}s${e.stopwatch_started_at !== null ? ' running' : ''}`);
  return { missing, unexpected, mistimed, running };
}
