// "Still working?": a timer that runs on past the end of the working day by the margin the
// person set is asked about once (stop it at the end of working hours, at the last activity,
// or keep it), and so is one found running after a night or a long sleep, when the person is
// first back. A lunch break is not the end of the day: only the day's last working stretch is.
// The person's own word on the timer (a start, a continue, a switch, a start moved earlier, an
// edit of the running entry) counts as its start here: an end of day before it is not asked
// about, and no answer stops the entry before it, since they said then that they were working.
// Pure: the engine feeds it the instant, the schedule, the run and what was asked before.

import { addDays, localDate } from '../time/local-time.ts';
import { startOfLocalDate, weekdayOf } from '../time/local-calendar.ts';
import type { WorkSchedule } from './working-hours.ts';

import type { StillWorkingChoice } from '../stint-api.ts';

export interface StillWorkingInput {
  readonly now: number;
  readonly offsetMinutes: number;
  readonly schedule: WorkSchedule;
  /** Minutes past the end of the working day before asking; null: never ask. */
  readonly marginMinutes: number | null;
  readonly running: {
    readonly key: string;
    readonly runningSince: number;
    /** When the person last started, moved or edited this run, from any door (null: not known). */
    readonly saidAt?: number | null;
  } | null;
  /** What was asked before (`askedIdOf`). */
  readonly asked: ReadonlySet<string>;
}

export type StillWorkingDecision = { readonly ask: false } | { readonly ask: true; readonly runId: string; readonly endOfDayAt: number };

/**
 * What one question is about: an entry running past the end of one working day. Asked once;
 * a start moved earlier ("started … ago") or a restart of Stint does not make it new.
 */
export function askedIdOf(entryKey: string, endOfDayAt: number): string {
  return `${entryKey}@${endOfDayAt}`;
}

/** The end (epoch ms) of `date`'s last working stretch, as if it were a working day; null without windows. */
function endOfHoursOn(date: string, offsetMinutes: number, schedule: WorkSchedule): number | null {
  if (schedule.windows.length === 0) return null;
  return startOfLocalDate(date, offsetMinutes) + Math.max(...schedule.windows.map((w) => w.end)) * 1000;
}

/**
 * The latest end of a working day (epoch ms) at or before `at`: the end of a day's last
 * working stretch (a lunch break is not the end), a window past midnight ending the day it
 * began. Null when none in the last week.
 */
export function lastEndOfDay(at: number, offsetMinutes: number, schedule: WorkSchedule): number | null {
  const today = localDate(at, offsetMinutes);
  // A week back reaches the same weekday, so a weekly schedule always has one there.
  for (let d = 0; d >= -7; d--) {
    const date = addDays(today, d);
    if (!schedule.days.includes(weekdayOf(date))) continue;
    const end = endOfHoursOn(date, offsetMinutes, schedule);
    if (end !== null && end <= at) return end;
  }
  return null;
}

export function decideStillWorking(i: StillWorkingInput): StillWorkingDecision {
  return whenToAsk(i).find((d) => !i.asked.has(d.runId)) ?? { ask: false };
}

/**
 * The questions due now, in the order asked: found on a later day (once that day), then past
 * the end of a working day; on a later day only today's end counts, the earlier one being
 * what the morning's question was about.
 */
function whenToAsk(i: StillWorkingInput): Extract<StillWorkingDecision, { ask: true }>[] {
  if (i.marginMinutes === null || i.running === null) return [];
  const key = i.running.key;
  // The run as the person last confirmed it: a word after an end of day answers that end.
  const from = confirmedFrom(i.running);
  const margin = i.marginMinutes * 60_000;
  const out: Extract<StillWorkingDecision, { ask: true }>[] = [];
  // Found running on a later day (a timer left overnight, over a weekend): asked once that
  // day, even when kept the evening before. It stops at the end of the run's day's usual
  // hours when it began (or was last confirmed) before them, else at the end of its day.
  const runDate = localDate(from, i.offsetMinutes);
  const today = localDate(i.now, i.offsetMinutes);
  if (runDate < today && i.now - from >= margin) {
    const usual = endOfHoursOn(runDate, i.offsetMinutes, i.schedule) ?? -Infinity;
    const endOfDayAt = usual > from ? usual : startOfLocalDate(addDays(runDate, 1), i.offsetMinutes) - 1000;
    out.push({ ask: true, runId: `${askedIdOf(key, endOfDayAt)}@${today}`, endOfDayAt });
  }
  // The timer ran at the end of a working day, and the margin has passed since.
  const end = lastEndOfDay(i.now - margin, i.offsetMinutes, i.schedule);
  if (end !== null && from < end && (out.length === 0 || localDate(end, i.offsetMinutes) === today)) out.push({ ask: true, runId: askedIdOf(key, end), endOfDayAt: end });
  return out;
}

/**
 * The instant from which the person last said the timer runs: its start, or their latest word
 * on it (a start moved earlier at 18:05 to 16:30 says they worked until 18:05 at least).
 */
export function confirmedFrom(run: NonNullable<StillWorkingInput['running']>): number {
  return Math.max(run.runningSince, run.saidAt ?? -Infinity);
}

/**
 * Where the answer ends the run: the end of the working day, or the last activity when it
 * came after the run began (and before now); null to keep it running. Never before `from`
 * (`confirmedFrom`): no answer takes away time the person said they worked.
 */
export function stopInstant(choice: StillWorkingChoice, asked: { readonly endOfDayAt: number; readonly lastActiveAt: number | null }, from: number): number | null {
  if (choice === 'keep') return null;
  const activity = asked.lastActiveAt ?? -Infinity;
  if (choice === 'stop_at_activity' && activity > from) return activity;
  return Math.max(asked.endOfDayAt, from);
}
