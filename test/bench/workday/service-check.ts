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
  // The same work may be meant twice (a gap filled with an entry's project and description):
  // its entries are matched to what was meant by total, each once.
  for (const d of new Set(expected.map((x) => x.description))) {
    const meant = expected.filter((x) => x.description === d).sort((a, b) => a.totalSeconds - b.totalSeconds);
    const found = ofDay.filter((e) => e.description === d).sort((a, b) => a.time_total - b.time_total);
    if (found.length === 0) {
      details.push(`${d}: missing`);
      continue;
    }
    if (found.length !== meant.length) details.push(`${d}: ${found.length} entries (ids ${found.map((e) => e.id).join(', ')}), meant ${meant.length}`);
    meant.forEach((x, i) => {
      const e = found[i];
      if (!e) return;
      if (e.project_id !== x.projectId) details.push(`${d}: project ${e.project_id}, meant ${x.projectId}`);
      if (Math.abs(e.time_total - x.totalSeconds) > TOLERANCE_SECONDS) details.push(`${d}: total ${e.time_total} s, meant ${x.totalSeconds} s`);
    });
  }
  return { differences: details.length, details };
}

/** A change the service refused, as the engine lists it (`snapshot.notSaved`). */
export interface ListedRefusal {
  readonly entryKey?: string;
  readonly why: string;
}

/**
 * Each edit the service refused during the day is listed as not saved, about its entry and
 * saying why; one missing from the list (a change lost without a word) is a difference.
 * Whether the service left the entry as it was is `checkService`'s part (its project).
 */
export function checkRefusedListed(refusedKeys: readonly string[], listed: readonly ListedRefusal[]): ServiceCheck {
  const details: string[] = [];
  for (const key of refusedKeys) {
    const item = listed.find((n) => n.entryKey === key);
    if (!item) details.push(`the refused edit of ${key} is not listed as not saved`);
    else if (item.why.trim() === '') details.push(`the refused edit of ${key} is listed without why`);
  }
  return { differences: details.length, details };
}
