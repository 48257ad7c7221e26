// A queued command in a person's words, for the list of actions waiting to be sent.

import { formatClockText, formatInstantClock } from '../time/clock-format.ts';
import type { HourCycle } from '../snapshot.ts';
import { sameRef, type EntryRef, type Op } from './ops.ts';

/**
 * What the entry an op acts on is called (`entryWords`), or null when this Stint does not hold
 * it (then "an entry"): a stop, an edit or a split in the queue names the entry it changes.
 */
export type EntryName = (ref: EntryRef) => string | null;

/** An entry in a label: its description in quotes, else its project's name. */
export function entryWords(entry: { readonly projectId: number; readonly description: string }, projectName: (id: number) => string): string {
  const d = entry.description.trim();
  return d !== '' ? `“${d}”` : projectName(entry.projectId);
}

/** Text for a queued action ("Start Website at 9:12 AM", "Stop “Spec” at 09:12"), for the sync status. */
export function describeOp(op: Op, projectName: (id: number) => string, offsetMinutes: number, hourCycle: HourCycle, entryName: EntryName = () => null): string {
  const t = formatInstantClock(op.at, offsetMinutes, hourCycle);
  const named = (ref: EntryRef): string => entryName(ref) ?? 'an entry';
  switch (op.kind) {
    case 'start_new':
      return `Start ${projectName(op.projectId)} at ${t}`;
    case 'start_existing':
      return `Continue ${named(op.entry)} at ${t}`;
    case 'stop': {
      const n = entryName(op.entry);
      return n === null ? `Stop at ${t}` : `Stop ${n} at ${t}`;
    }
    case 'update':
      return `Edit ${named(op.entry)} (${t})`;
    case 'set_start':
      return `Start the timer at ${formatInstantClock(op.startAt, offsetMinutes, hourCycle)} (${t})`;
    case 'create_manual':
      return `Add ${projectName(op.projectId)} on ${op.date}`;
    case 'todo':
      return `${op.completed ? 'Mark' : 'Reopen'} the to-do “${op.name}”${op.completed ? ' done' : ''} (${t})`;
  }
}

/**
 * The ops of one or more changes in words, each as `describeOp` says it, but for a split's
 * cut: the person split the entry at a time of its day, and "Edit “Spec” (12:00)" named
 * neither the split nor that time (the time of the click instead). A cut is the first op of a
 * change whose later part, refused, would put that same entry back.
 */
export function describeOps(ops: readonly Op[], projectName: (id: number) => string, offsetMinutes: number, hourCycle: HourCycle, entryName: EntryName = () => null): string[] {
  return ops.map((op) => {
    const cutAt = splitCutAt(op, ops);
    if (cutAt === null || op.kind !== 'update') return describeOp(op, projectName, offsetMinutes, hourCycle, entryName);
    return `Split ${entryName(op.entry) ?? 'an entry'} at ${formatClockText(cutAt, hourCycle)}`;
  });
}

/** Where `op` cuts its entry when it is a split's cut among `ops` (`HH:MM:SS` of the entry's day), else null. */
function splitCutAt(op: Op, ops: readonly Op[]): string | null {
  if (op.kind !== 'update' || op.group !== op.opId || op.timeEnd === undefined) return null;
  const putsBack = ops.some((o) => o.group === op.group && o.before?.restores !== undefined && sameRef(o.before.entry, op.entry));
  return putsBack ? op.timeEnd : null;
}
