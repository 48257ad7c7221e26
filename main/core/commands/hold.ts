// The Undo hold, as pure rules. A correction or a manual entry waits in the outbox for the
// Undo time before it is sent, because the service has no delete: once sent, a new entry can
// never be taken back. The hold is an instant on disk (`OpHold.until`), so a quit or a kill
// within it neither loses the change nor sends it early.
//
// What may go while a change is held: an op waits only for an earlier op it depends on, one
// that touches an entry it touches (the same id, the same queued create, or the entry a start
// replaces, since starting stops it on the service). A Stop or a Start of another entry goes
// at once; a Stop of the entry whose start was just moved waits for the move. Two ops on the
// same entry are never reordered.
//
// One exception: a stopwatch's start never overtakes a waiting op that starts, moves or stops
// a stopwatch. The service stops whatever runs when another stopwatch starts, whatever entry
// the start names: a start sent ahead of a held "started … ago" stopped that timer first, and
// the move then found it stopped and was dropped (issue 68 item 7: a start folded with a
// later switch names nothing it replaces, yet stops the moved timer on the service).

import { refKey, type EntryRef, type Op, type OpHold } from './ops.ts';

/** The part of a queued op the order needs. */
export interface Waiting {
  readonly op: Op;
}

/** Whether the op is still inside its Undo time at `now`. */
export function isHeld(op: Op, now: number): boolean {
  return op.hold !== undefined && now < op.hold.until;
}

/**
 * The entries (and to-dos) an op touches, as keys; a queued create is known by its local id
 * until `resolve` knows the service's id, so either name finds the same entry.
 */
export function touchedKeys(op: Op, resolve: (ref: EntryRef) => number | undefined): string[] {
  const key = (r: EntryRef): string => {
    const id = resolve(r);
    return id !== undefined ? `e${id}` : refKey(r);
  };
  switch (op.kind) {
    case 'start_new':
      return [key({ localId: op.localId }), ...(op.replaces ? [key(op.replaces)] : [])];
    case 'start_existing':
      return [key(op.entry), ...(op.replaces ? [key(op.replaces)] : [])];
    case 'stop':
    case 'update':
    case 'set_start':
      return [key(op.entry)];
    case 'create_manual':
      return [key({ localId: op.localId })];
    case 'todo':
      return [`t${op.todoId}`];
  }
}

/** Whether the op starts a stopwatch on the service (which stops any other that runs). */
function startsStopwatch(op: Op): boolean {
  return op.kind === 'start_new' || op.kind === 'start_existing';
}

/** Whether the op starts, moves or stops a stopwatch: what a later start must not overtake. */
function actsOnStopwatch(op: Op): boolean {
  return startsStopwatch(op) || op.kind === 'set_start' || op.kind === 'stop';
}

/** The index of the op to send next at `now`: the first neither held nor behind a held op it depends on; -1 when none. */
export function nextToSend(items: readonly Waiting[], now: number, resolve: (ref: EntryRef) => number | undefined): number {
  const waiting = new Set<string>();
  let stopwatchWaits = false;
  for (let i = 0; i < items.length; i++) {
    const op = items[i]!.op;
    const keys = touchedKeys(op, resolve);
    if (isHeld(op, now) || keys.some((k) => waiting.has(k)) || (stopwatchWaits && startsStopwatch(op))) {
      for (const k of keys) waiting.add(k);
      if (actsOnStopwatch(op)) stopwatchWaits = true;
      continue;
    }
    return i;
  }
  return -1;
}

/** The earliest instant after `now` a hold ends, or null when nothing is held. */
export function nextHoldEnd(items: readonly Waiting[], now: number): number | null {
  let at: number | null = null;
  for (const { op } of items) {
    if (op.hold !== undefined && op.hold.until > now && (at === null || op.hold.until < at)) at = op.hold.until;
  }
  return at;
}

/** The ops of a plan with the change's hold written on each. */
export function withHold<T extends Op>(op: T, hold: OpHold): T {
  return { ...op, hold };
}
