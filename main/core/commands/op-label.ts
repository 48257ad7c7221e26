// A queued command in a person's words, for the list of actions waiting to be sent.

import { formatClockText, formatInstantClock } from '../time/clock-format.ts';
import type { HourCycle } from '../snapshot.ts';
import { sameRef, type EntryRef, type Op } from './ops.ts';
import type { I18n } from '../../i18n/words.ts';

/**
 * What the entry an op acts on is called (`entryWords`), or null when this Stint does not hold
 * it (then "an entry"): a stop, an edit or a split in the queue names the entry it changes.
 */
export type EntryName = (ref: EntryRef) => string | null;

/** An entry in a label: its description in quotes, else its project's name. */
export function entryWords(entry: { readonly projectId: number; readonly description: string }, projectName: (id: number) => string, i18n: I18n): string {
  const d = entry.description.trim();
  // Quoted as the language quotes („…“ in German, « … » in French).
  return d !== '' ? i18n._({ id: 'op.quoted', message: '“{text}”', values: { text: d } }) : projectName(entry.projectId);
}

/** Text for a queued action ("Start Website at 9:12 AM", "Stop “Spec” at 09:12"), for the sync status. */
export function describeOp(op: Op, projectName: (id: number) => string, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n, entryName: EntryName = () => null): string {
  const t = formatInstantClock(op.at, offsetMinutes, hourCycle);
  const named = (ref: EntryRef): string => entryName(ref) ?? anEntry(i18n);
  switch (op.kind) {
    case 'start_new':
      return i18n._({ id: 'op.start', message: 'Start {project} at {time}', values: { project: projectName(op.projectId), time: t } });
    case 'start_existing':
      return i18n._({ id: 'op.continue', message: 'Continue {entry} at {time}', values: { entry: named(op.entry), time: t } });
    case 'stop': {
      const n = entryName(op.entry);
      return n === null ? i18n._({ id: 'op.stopAt', message: 'Stop at {time}', values: { time: t } }) : i18n._({ id: 'op.stop', message: 'Stop {entry} at {time}', values: { entry: n, time: t } });
    }
    case 'update':
      return i18n._({ id: 'op.edit', message: 'Edit {entry} ({time})', values: { entry: named(op.entry), time: t } });
    case 'set_start':
      return i18n._({ id: 'op.setStart', message: 'Start the timer at {start} ({time})', values: { start: formatInstantClock(op.startAt, offsetMinutes, hourCycle), time: t } });
    case 'create_manual':
      return i18n._({ id: 'op.add', message: 'Add {project} on {date}', values: { project: projectName(op.projectId), date: op.date } });
    case 'todo':
      return op.completed
        ? i18n._({ id: 'op.todoDone', message: 'Mark the to-do “{todo}” done ({time})', values: { todo: op.name, time: t } })
        : i18n._({ id: 'op.todoReopen', message: 'Reopen the to-do “{todo}” ({time})', values: { todo: op.name, time: t } });
  }
}

function anEntry(i18n: I18n): string {
  return i18n._({ id: 'change.anEntry', message: 'an entry' });
}

/**
 * The ops of one or more changes in words, each as `describeOp` says it, but for a split's
 * cut: the person split the entry at a time of its day, and "Edit “Spec” (12:00)" named
 * neither the split nor that time (the time of the click instead). A cut is the first op of a
 * change whose later part, refused, would put that same entry back.
 */
export function describeOps(ops: readonly Op[], projectName: (id: number) => string, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n, entryName: EntryName = () => null): string[] {
  return ops.map((op) => {
    const cutAt = splitCutAt(op, ops);
    if (cutAt === null || op.kind !== 'update') return describeOp(op, projectName, offsetMinutes, hourCycle, i18n, entryName);
    return i18n._({ id: 'op.split', message: 'Split {entry} at {time}', values: { entry: entryName(op.entry) ?? anEntry(i18n), time: formatClockText(cutAt, hourCycle) } });
  });
}

/** Where `op` cuts its entry when it is a split's cut among `ops` (`HH:MM:SS` of the entry's day), else null. */
function splitCutAt(op: Op, ops: readonly Op[]): string | null {
  if (op.kind !== 'update' || op.group !== op.opId || op.timeEnd === undefined) return null;
  const putsBack = ops.some((o) => o.group === op.group && o.before?.restores !== undefined && sameRef(o.before.entry, op.entry));
  return putsBack ? op.timeEnd : null;
}
