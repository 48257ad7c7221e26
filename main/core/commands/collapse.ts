// Work done offline is folded before it is sent: a start and a stop that both waited in
// the outbox become one create with its start and duration (1 request instead of 3), and
// edits of an entry not yet created travel with its create. A run that crossed midnight in
// the account's zone becomes one entry per day, since the service refuses an end past
// 23:59:59 (contract.md 4).
//
// The rule every fold keeps: folding may merge ops, never drop an effect on an entry outside
// the fold. A queued start (new, or a continue folded as a new entry) that replaced an entry
// (`replaces`) was going to stop that entry on the service when it arrived, and to give it
// back what it held at the click. When the start itself becomes a finished create (it was
// stopped, or switched away from, while it waited), nothing is started any more, so that
// stop is kept as an op of its own: the replaced entry ends at the start's click with its
// held seconds, exactly as the unfolded switch would have left it. Without it the replaced
// entry would keep running on the service (and in the view) after the person's Stop.
//
// Only ops not yet handed to the sender are folded: `collapse` gets the queue without the
// op in flight (an op the tail refers to by `localId` may be that one).

import { localDate, secondsOfDay, formatHms } from '../time/local-time.ts';
import { dayParts } from './day-parts.ts';
import { sameRef, type CreateManualOp, type EntryFields, type Op, type StartExistingOp, type StartNewOp, type StopOp, type UpdateOp } from './ops.ts';

/** The create(s) that record a run from `start.at` lasting `seconds`, one per day (day-parts.ts). */
export function runAsManualEntries(start: StartNewOp, fields: EntryFields, seconds: number, offsetMinutes: number): CreateManualOp[] {
  return dayParts(localDate(start.at, offsetMinutes), secondsOfDay(start.at, offsetMinutes), seconds).map((part, n) => ({
    kind: 'create_manual',
    opId: n === 0 ? start.opId : `${start.opId}~${n}`,
    at: start.at,
    localId: n === 0 ? start.localId : `${start.localId}~${n}`,
    date: part.date,
    projectId: fields.projectId,
    taskId: fields.taskId,
    description: fields.description,
    timeStart: formatHms(part.start),
    timeTotal: formatHms(part.total),
    // What the timer ran is what happened: the overlap rule (overlap.ts) is for typed times.
    allowOverlap: true,
  }));
}

function fieldsOf(op: EntryFields): EntryFields {
  return { projectId: op.projectId, taskId: op.taskId, description: op.description };
}

/**
 * The stop a folded or refused start still owes the entry it replaced: at the start's click,
 * with what that entry held then (the service stops a stopwatch only when another starts).
 * Its id is derived from the start's, so folding the queue again (every append does) makes
 * the same op.
 */
export function replacedStop(start: StartNewOp | StartExistingOp): StopOp | null {
  if (start.replaces === null) return null;
  return {
    kind: 'stop',
    opId: `${start.opId}~stop`,
    at: start.at,
    entry: start.replaces,
    // Planned together with `replaces` (tracker.ts); an older outbox may lack it.
    intendedSeconds: start.replacedSeconds ?? 0,
  };
}

/** Folds a queue of unsent ops. Order of the remaining ops is kept. */
export function collapse(queue: readonly Op[], offsetMinutes: number): Op[] {
  let ops = [...queue];
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    if (op.kind !== 'start_new' && op.kind !== 'create_manual') continue;
    const localId = op.localId;
    const touches = (o: Op): boolean =>
      ('entry' in o && 'localId' in o.entry && o.entry.localId === localId) ||
      ((o.kind === 'start_new' || o.kind === 'start_existing') && o.replaces !== null && 'localId' in o.replaces && o.replaces.localId === localId);
    let fields = fieldsOf(op);
    const removed = new Set<number>();
    let endAt: number | null = null;
    // "Started … ago" while the start waited: the run begins there, if the fold ends it.
    let runFrom = op.kind === 'start_new' ? op.runFrom ?? op.at : op.at;
    // Every move of its start folded into it (two may wait: one queued while the start was
    // in flight, one after), all removed: a move left behind would land after the start.
    const movedBy: number[] = [];
    // An edit of the times of a manual entry that waited: they travel with its create.
    let movedTimes: Partial<Pick<CreateManualOp, 'date' | 'timeStart' | 'timeEnd' | 'timeTotal'>> = {};
    for (let j = i + 1; j < ops.length; j++) {
      const o = ops[j]!;
      // A later part of a change that would put this entry back if refused (a split's second
      // part): what the person did to the entry after it stays after it, so a put-back never
      // lands over it.
      if (o.before !== undefined && 'localId' in o.before.entry && o.before.entry.localId === localId) break;
      if (!touches(o)) continue;
      if (o.kind === 'update' && 'localId' in o.entry) {
        const times = timesOf(o);
        // New times fit a create that has times; a start still running has none to change.
        if (times !== null && op.kind !== 'create_manual') break;
        if (times !== null) movedTimes = { ...movedTimes, ...times };
        fields = {
          projectId: o.projectId ?? fields.projectId,
          taskId: o.taskId !== undefined ? o.taskId : fields.taskId,
          description: o.description ?? fields.description,
        };
        removed.add(j);
        continue;
      }
      if (op.kind === 'start_new' && o.kind === 'set_start') {
        runFrom = o.startAt;
        movedBy.push(j);
        continue;
      }
      if (op.kind === 'start_new' && o.kind === 'stop') {
        // An exact stop ends where another run began (a switch across accounts): at its
        // instant, as a switch within the account ends at the next start's click.
        endAt = o.exact === true ? Math.max(runFrom, o.at) : runFrom + o.intendedSeconds * 1000;
        removed.add(j);
        break;
      }
      if (op.kind === 'start_new' && (o.kind === 'start_new' || o.kind === 'start_existing')) {
        // A switch while this one waited: it ended when the next one started, and the next
        // one no longer has anything on the service to replace.
        endAt = o.at;
        ops[j] = { ...o, replaces: null, replacedSeconds: null };
        break;
      }
      // Anything else (e.g. a stop of a manual entry): leave the rest as it is.
      break;
    }
    if (op.kind === 'start_new' && endAt !== null) {
      for (const k of movedBy) removed.add(k);
      // Counted between whole seconds, as the create's start is: a run from 10:00:00.600 cut
      // at 10:25:00 ends there, not at 10:24:59.
      const seconds = Math.max(0, Math.floor(endAt / 1000) - Math.floor(runFrom / 1000));
      const stop = replacedStop(op);
      const folded: Op[] = [...(stop ? [stop] : []), ...runAsManualEntries({ ...op, at: runFrom }, fields, seconds, offsetMinutes)];
      const next: Op[] = [];
      for (let k = 0; k < ops.length; k++) {
        if (k === i) next.push(...folded);
        else if (!removed.has(k)) next.push(ops[k]!);
      }
      ops = next;
      // The create (its first part keeps the start's localId) now stands where the start
      // stood: look at it again, so that edits queued after its end travel with it too.
      i += (stop ? 1 : 0) - 1;
      continue;
    }
    if (op.kind === 'start_new' && movedBy.length > 0) {
      // "Started … ago" on a start not sent yet: the start carries the run's new beginning
      // (2 requests instead of 4); its click still ends the entry it replaces.
      for (const k of movedBy) removed.add(k);
      ops[i] = { ...op, runFrom };
    }
    if (removed.size > 0) {
      // A run folded across midnight is one entry to the person: an edit of it (made by its
      // first day's key) names every day's part.
      const self = ops[i];
      const part = (o: Op): boolean => o === self || (o.kind === 'create_manual' && o.localId.startsWith(`${localId}~`));
      ops = ops.filter((_, k) => !removed.has(k)).map((o) => (o === self ? { ...o, ...fields, ...movedTimes } : part(o) ? { ...o, ...fields } : o));
    }
  }
  return foldStartMoves(ops);
}

/** The date and times an update sets, or null when it sets none. */
function timesOf(o: UpdateOp): Partial<Pick<CreateManualOp, 'date' | 'timeStart' | 'timeEnd' | 'timeTotal'>> | null {
  const t = {
    ...(o.date !== undefined ? { date: o.date } : {}),
    ...(o.timeStart !== undefined ? { timeStart: o.timeStart } : {}),
    ...(o.timeEnd !== undefined ? { timeEnd: o.timeEnd } : {}),
    ...(o.timeTotal !== undefined ? { timeTotal: o.timeTotal } : {}),
  };
  return Object.keys(t).length === 0 ? null : t;
}

/** Of two moves of the same run's start with nothing about that entry between them, the later one alone is sent. */
function foldStartMoves(ops: Op[]): Op[] {
  return ops.filter((op, i) => {
    if (op.kind !== 'set_start') return true;
    for (const later of ops.slice(i + 1)) {
      const touches = ('entry' in later && sameRef(later.entry, op.entry)) || ((later.kind === 'start_new' || later.kind === 'start_existing') && later.replaces !== null && sameRef(later.replaces, op.entry));
      if (!touches) continue;
      return later.kind !== 'set_start';
    }
    return true;
  });
}
