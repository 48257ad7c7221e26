// A put-back gives an entry back time an earlier part of a refused change took from it (a
// booking's time away, a split's second part). What the person did to that entry after that
// change was planned on the entry without that time: its totals are absolute, so sent as
// they are they would write over the put-back and lose the time again. Each moves by the
// seconds put back, so the time is on the service once whatever else is refused later.

import type { EntryRef, Op, SeenFields, StopOp, UpdateFields, UpdateOp } from './ops.ts';
import { formatHms, parseHms, storedEnd } from '../time/local-time.ts';

type Same = (r: EntryRef) => boolean;

function later(hms: string | undefined, seconds: number): string | undefined {
  const n = hms === undefined ? Number.NaN : parseHms(hms);
  return Number.isNaN(n) ? hms : formatHms(n + seconds);
}

function shiftFields<T extends UpdateFields>(f: T, seconds: number): T {
  // The service makes the end from the start and the total (contract.md 4): they move together.
  if (f.timeTotal === undefined) return f;
  return { ...f, timeTotal: later(f.timeTotal, seconds), ...(f.timeEnd !== undefined ? { timeEnd: later(f.timeEnd, seconds) } : {}) };
}

/**
 * `op` as it is sent after `seconds` were put back on the entry `same` names. An update moves
 * only when it is a split's cut (`cuts`): an edit of the times is the person's own, typed,
 * and stands as they typed it.
 */
export function shiftAfterPutBack(op: Op, same: Same, seconds: number, cuts: ReadonlySet<string>): Op {
  let next: Op = op;
  if (next.before !== undefined && same(next.before.entry)) next = { ...next, before: { ...next.before, fields: shiftFields(next.before.fields, seconds) } };
  switch (next.kind) {
    case 'update':
      return same(next.entry) && cuts.has(next.opId) ? shiftFields(next, seconds) : next;
    case 'stop':
      return same(next.entry) ? { ...next, intendedSeconds: next.intendedSeconds + seconds } : next;
    case 'start_existing': {
      const own = same(next.entry) ? { baseSeconds: next.baseSeconds + seconds } : {};
      const replaced = next.replaces !== null && next.replacedSeconds !== null && same(next.replaces) ? { replacedSeconds: next.replacedSeconds + seconds } : {};
      return { ...next, ...own, ...replaced };
    }
    case 'start_new':
      return next.replaces !== null && next.replacedSeconds !== null && same(next.replaces) ? { ...next, replacedSeconds: next.replacedSeconds + seconds } : next;
    case 'set_start':
      return same(next.entry) ? { ...next, baseSeconds: next.baseSeconds + seconds } : next;
    default:
      return next;
  }
}

/** The entry as the put-back `back` leaves it, from `seen`, the entry as the person saw it before. */
function seenAfter(seen: SeenFields, back: UpdateOp | StopOp): SeenFields {
  if (back.kind === 'stop') return { ...seen, totalSeconds: back.intendedSeconds, timeEnd: storedEnd(seen.timeStart, back.intendedSeconds) ?? seen.timeEnd, running: false };
  const total = back.timeTotal === undefined ? Number.NaN : parseHms(back.timeTotal);
  const timeStart = back.timeStart ?? seen.timeStart;
  // The service makes the end from the start and the total (contract.md 4).
  const timeEnd = (Number.isNaN(total) ? null : storedEnd(timeStart, total)) ?? back.timeEnd ?? seen.timeEnd;
  return {
    ...seen,
    ...(back.date !== undefined ? { date: back.date } : {}),
    timeStart,
    timeEnd,
    ...(Number.isNaN(total) ? {} : { totalSeconds: total }),
    ...(back.projectId !== undefined ? { projectId: back.projectId } : {}),
    ...(back.taskId !== undefined ? { taskId: back.taskId } : {}),
    ...(back.description !== undefined ? { description: back.description } : {}),
  };
}

/**
 * A later change of the entry the put-back `back` restores was checked against the entry as the
 * person saw it then (preflight.ts compares it with the service's copy): the put-back is Stint's
 * own, so the entry it expects is the one the put-back leaves, never a change made on the web.
 */
export function seenAfterPutBack(op: Op, same: Same, back: UpdateOp | StopOp): Op {
  if (op.seen === undefined || !('entry' in op) || !same(op.entry)) return op;
  return { ...op, seen: seenAfter(op.seen, back) };
}

/**
 * The times a put-back that adds seconds back (`addsBack`) sends, on the entry `on` as the
 * service held it just before: a web edit of the entry meanwhile stays, and the seconds the
 * refused part took go on top. The op's own fields (the entry as it was before the change)
 * when the sum would pass the entry's midnight, which the service refuses.
 */
export function putBackTimes(op: UpdateOp, on: { readonly timeStart: string; readonly totalSeconds: number }): UpdateFields {
  const own: UpdateFields = { ...(op.timeStart !== undefined ? { timeStart: op.timeStart } : {}), ...(op.timeEnd !== undefined ? { timeEnd: op.timeEnd } : {}), ...(op.timeTotal !== undefined ? { timeTotal: op.timeTotal } : {}) };
  const start = parseHms(on.timeStart);
  const total = on.totalSeconds + (op.addsBack ?? 0);
  if (Number.isNaN(start) || start + total > 86_399) return own;
  // The service makes the end from the start and the total (contract.md 4): all three agree.
  return { ...(op.timeStart !== undefined ? { timeStart: on.timeStart } : {}), ...(op.timeEnd !== undefined ? { timeEnd: formatHms(start + total) } : {}), timeTotal: formatHms(total) };
}
