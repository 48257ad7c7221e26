// Where the split form cuts an entry, in seconds from the start of the entry's own day: a
// finished entry within its times; the running timer within its run so far, which may have
// passed midnight (a run from 10 PM split at 00:30 reaches 24:30 here). A time typed for such
// a run is read as the engine reads it (main/core/time/typed-entry-times.ts readCut): today's
// time when it has already come, else the same time on the day the run began, so `11:30`
// typed at 00:30 is last night's 11:30 PM and `12:15` is this morning's.

import type { EntryView } from '../../main/core/snapshot.ts';
import type { HourCycle } from '../../main/core/snapshot.ts';
import { timeMeant } from '../text/time-meant.ts';
import { parseTimeOfDay } from '../text/time-input.ts';

export const DAY = 86_400;

export interface SplitSpan {
  /** The entry's start (seconds of its day). */
  readonly start: number;
  /** Where a cut may be after: the entry's start, or the running timer's run's. */
  readonly from: number;
  /** Where a cut may be before: the entry's end, or now; past `DAY` when the run passed midnight. */
  readonly to: number;
  readonly running: boolean;
}

const ofDay = (ms: number, offsetSeconds: number): number => ((Math.floor(ms / 1000) + offsetSeconds) % DAY + DAY) % DAY;

export function splitSpan(entry: Pick<EntryView, 'timeStart' | 'totalSeconds' | 'runningSince'>, nowMs: number, offsetMinutes: number): SplitSpan {
  const start = parseTimeOfDay(entry.timeStart) ?? 0;
  if (entry.runningSince === null) return { start, from: start, to: start + entry.totalSeconds, running: false };
  const from = ofDay(entry.runningSince, offsetMinutes * 60);
  // The run so far, however long: one that passed midnight ends on a later day (past DAY).
  return { start, from, to: from + Math.max(0, Math.floor((nowMs - entry.runningSince) / 1000)), running: true };
}

/** The first cut offered: the middle of the span, to the minute. */
export function middleOf(span: SplitSpan): number {
  return (Math.round((span.from + span.to) / 120) * 60) % DAY;
}

/** The cut `text` means in the span's seconds (past `DAY` after its midnight), or undefined when it is no time of day. */
export function cutMeant(text: string, span: SplitSpan, hourCycle: HourCycle): number | undefined {
  const typed = parseTimeOfDay(text);
  if (typed === undefined) return undefined;
  if (span.to > DAY) {
    const today = timeMeant(text, typed, hourCycle, { kind: 'within', from: span.from - DAY, to: span.to - DAY });
    if (today <= span.to - DAY) return today + DAY;
  }
  return timeMeant(text, typed, hourCycle, { kind: 'within', from: span.from, to: span.to });
}

/** The cut lies inside the span: the split can be sent. */
export function cutInside(cut: number | undefined, span: SplitSpan): cut is number {
  return cut !== undefined && cut > span.from && cut < span.to;
}
