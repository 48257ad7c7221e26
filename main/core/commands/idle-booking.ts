// "Book it to…" on the away prompt, as a pure plan: the time away becomes its own entry (a
// meeting, lunch) on the project, task and description picked there, the timer that ran
// through it ends where the absence began, and, when the person chose so, the same work goes
// on from the moment they came back. One queue append, so nothing can slip between the three.
// The time away refused after the timer was ended: the timer's entry holds it again, and the
// timer still goes on when asked (outbox.ts reject keeps a later part's start).

import { hoursMinutes } from './change-words.ts';
import { formatHms, localDate, localTime } from '../time/local-time.ts';
import type { Op, StartNewOp } from './ops.ts';
import { planManual, refused, refOf, type Refuse, type TrackerView } from './tracker.ts';
import type { IdleBookingInput } from '../stint-api.ts';
import { viewWords } from './plan-words.ts';

/** The running entry's end the prompt's answer decided (attention/idle-policy.ts's end_entry). */
export interface AwayEnd {
  readonly entryKey: string;
  /** Where the entry ends: the absence's start, or the run's when it began during the absence. */
  readonly endAt: number;
  readonly totalSeconds: number;
}

export type IdleBookingPlan = { readonly op: Op; readonly more: readonly Op[] } | Refuse;

/** `until`: when the person came back; the booked entry covers `end.endAt` to it. */
export function planIdleBooking(t: TrackerView, end: AwayEnd, until: number, input: IdleBookingInput): IdleBookingPlan {
  const entry = t.entries.find((v) => v.key === end.entryKey);
  const i18n = viewWords(t);
  if (!entry || entry.runningSince === null) return { refuse: refused(i18n._({ id: 'book.notRunning', message: 'The timer is no longer running: nothing was changed. Add the time away with Quick entry if it is missing.' })) };
  const from = Math.floor(end.endAt / 1000) * 1000;
  const seconds = Math.floor((until - from) / 1000);
  if (seconds <= 0) return { refuse: refused(i18n._({ id: 'book.startedAfter', message: 'The timer started after you came back: there is no time away to book.' })) };
  const booked = planManual(t, {
    date: localDate(from, t.offsetMinutes),
    projectId: input.projectId,
    taskId: input.taskId ?? null,
    description: input.description ?? '',
    start: localTime(from, t.offsetMinutes),
    duration: formatHms(seconds),
    ...(input.confirmOverlap === true ? { confirmOverlap: true } : {}),
  }, [entry.key]);
  if ('refuse' in booked) return booked;
  // Refused anyway once the timer was ended at the lock: the entry gets the time away back.
  const putBack = { entry: refOf(entry), fields: { timeTotal: formatHms(end.totalSeconds + seconds) }, restores: seconds, said: i18n._({ id: 'book.putBack', message: "The time away ({length}) stays on the timer's entry.", values: { length: hoursMinutes(seconds) } }) };
  const away: Op = { ...booked.op, before: putBack };
  const stop: Op = { kind: 'stop', opId: t.makeId(), at: end.endAt, entry: refOf(entry), intendedSeconds: end.totalSeconds };
  const goOn: StartNewOp[] = input.continueTimer
    ? [
        {
          kind: 'start_new',
          opId: t.makeId(),
          at: until,
          localId: t.makeId(),
          date: localDate(until, t.offsetMinutes),
          projectId: entry.projectId,
          taskId: entry.taskId,
          description: entry.description,
          replaces: null,
          replacedSeconds: null,
        },
      ]
    : [];
  return { op: stop, more: [away, ...booked.more, ...goOn] };
}
