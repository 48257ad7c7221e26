// What the service holds at the end of a day, against what the script meant (white-box: the
// simulator's store, so the check costs no request and no quota). Each difference counts
// once: an entry missing or doubled, a total off by more than the service's rounding, an
// entry of the script's kind that the script never made, a timer left running.

import type { TimeEntry } from '../../sim/model.ts';
import type { ExpectedEntry } from './script.ts';

/** The engine stops and corrects to whole seconds; a stop in flight across a step may add one. */
const TOLERANCE_SECONDS = 2;
const BENCH_PREFIX = 'bench ';

export interface ServiceCheck {
  readonly differences: number;
  readonly details: string[];
}

export function checkService(all: Iterable<TimeEntry>, userId: number, date: string, expected: readonly ExpectedEntry[]): ServiceCheck {
  const details: string[] = [];
  const mine = [...all].filter((e) => e.user_id === userId);
  for (const e of mine) {
    if (e.stopwatch_started_at !== null) details.push(`entry ${e.id} (${e.description}) still runs`);
  }
  const wanted = new Set(expected.map((x) => x.description));
  // The script's own entries, and those named after a to-do it started.
  const ofDay = mine.filter((e) => e.date_execution === date && (e.description.startsWith(BENCH_PREFIX) || wanted.has(e.description)));
  for (const e of ofDay) if (!wanted.has(e.description)) details.push(`entry ${e.id} (${e.description}) was never meant`);
  for (const x of expected) {
    const found = ofDay.filter((e) => e.description === x.description);
    if (found.length === 0) {
      details.push(`${x.description}: missing`);
      continue;
    }
    if (found.length > 1) details.push(`${x.description}: ${found.length} entries (ids ${found.map((e) => e.id).join(', ')})`);
    const e = found[0]!;
    if (e.project_id !== x.projectId) details.push(`${x.description}: project ${e.project_id}, meant ${x.projectId}`);
    if (Math.abs(e.time_total - x.totalSeconds) > TOLERANCE_SECONDS) {
      details.push(`${x.description}: total ${e.time_total} s, meant ${x.totalSeconds} s`);
    }
  }
  return { differences: details.length, details };
}
