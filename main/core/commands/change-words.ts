// What a correction changed, in one line the person reads beside Undo ("Split Design review
// at 10:30: 1:30 and 0:45"). Worked out from the entries as they stood before the change and
// the ops planned for it, so the words say what will be sent, never a guess.

import { formatClockText } from '../time/clock-format.ts';
import { formatHms, parseHms } from '../time/local-time.ts';
import { refersTo, type CreateManualOp, type Op, type SetStartOp, type UpdateOp } from './ops.ts';
import type { EntryView, HourCycle, ProjectView } from '../snapshot.ts';

/** Which correction it was: the plans do not say, the command does. */
export type ChangeKind = 'edit' | 'start' | 'split' | 'manual' | 'fill' | 'booking' | 'discard';

export interface ChangeContext {
  readonly hourCycle: HourCycle;
  /** The entries as they stood before the change. */
  readonly entries: readonly EntryView[];
  readonly projects: readonly ProjectView[];
}

/** "1:30": hours and minutes, as the window shows a duration. */
export function hoursMinutes(seconds: number): string {
  const m = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

function nameOf(c: ChangeContext, fields: { description: string; projectId: number }): string {
  if (fields.description.trim() !== '') return fields.description.trim();
  return c.projects.find((p) => p.id === fields.projectId)?.name ?? `project ${fields.projectId}`;
}

function entryOf(c: ChangeContext, op: Op): EntryView | undefined {
  if (!('entry' in op)) return undefined;
  const ref = op.entry;
  return c.entries.find((v) => refersTo(ref, v));
}

function span(c: ChangeContext, op: Pick<CreateManualOp, 'timeStart' | 'timeEnd' | 'timeTotal'>): string {
  // Given a start and an end only, the service works the duration out (contract.md 4): so do the words.
  const total = op.timeTotal !== undefined ? parseHms(op.timeTotal) : op.timeStart !== undefined && op.timeEnd !== undefined ? parseHms(op.timeEnd) - parseHms(op.timeStart) : null;
  const end = op.timeEnd ?? (op.timeStart !== undefined && total !== null ? formatHms(parseHms(op.timeStart) + total) : undefined);
  const times = op.timeStart !== undefined && end !== undefined ? `${formatClockText(op.timeStart, c.hourCycle)}–${formatClockText(end, c.hourCycle)}` : null;
  if (times !== null && total !== null) return `${times} (${hoursMinutes(total)})`;
  return times ?? (total !== null ? hoursMinutes(total) : '');
}

function editWords(c: ChangeContext, op: UpdateOp, more: readonly Op[]): string {
  const entry = entryOf(c, op);
  const name = entry ? nameOf(c, entry) : 'an entry';
  const what: string[] = [];
  if (op.timeStart !== undefined || op.timeEnd !== undefined || op.timeTotal !== undefined) what.push(span(c, op));
  if (op.date !== undefined) what.push(`on ${op.date}`);
  if (op.projectId !== undefined) what.push(`to ${c.projects.find((p) => p.id === op.projectId)?.name ?? `project ${op.projectId}`}`);
  if (op.description !== undefined) what.push(`named “${op.description}”`);
  if (op.taskId !== undefined && op.projectId === undefined) what.push('task changed');
  const days = more.length > 0 ? `, and ${more.length} more day${more.length === 1 ? '' : 's'}` : '';
  return `Edited ${name}${what.length > 0 ? `: ${what.join(', ')}` : ''}${days}`;
}

function splitWords(c: ChangeContext, op: Op, more: readonly Op[]): string {
  const second = more.find((o): o is CreateManualOp => o.kind === 'create_manual');
  if (op.kind === 'update' && second) {
    const entry = entryOf(c, op);
    const first = op.timeTotal !== undefined ? parseHms(op.timeTotal) : 0;
    const rest = second.timeTotal !== undefined ? parseHms(second.timeTotal) : 0;
    return `Split ${entry ? nameOf(c, entry) : 'an entry'} at ${formatClockText(second.timeStart ?? '00:00:00', c.hourCycle)}: ${hoursMinutes(first)} and ${hoursMinutes(rest)}`;
  }
  // The running timer: the first part ends at the cut, a new timer counts from it.
  const move = more.find((o): o is SetStartOp => o.kind === 'set_start');
  if (op.kind === 'start_new' && op.replaces && move) {
    const ref = op.replaces;
    const entry = c.entries.find((v) => refersTo(ref, v));
    return `Split ${entry ? nameOf(c, entry) : 'the timer'} at ${formatClockText(move.timeStart, c.hourCycle)}: ${hoursMinutes(op.replacedSeconds ?? 0)} and ${nameOf(c, op)} running from then`;
  }
  return 'Split an entry';
}

/** The words of a change, planned as `op` and `more`. */
export function changeWords(kind: ChangeKind, c: ChangeContext, op: Op, more: readonly Op[] = []): string {
  switch (kind) {
    case 'edit':
      return op.kind === 'update' ? editWords(c, op, more) : 'Edited an entry';
    case 'start': {
      const entry = entryOf(c, op);
      return op.kind === 'set_start' ? `${entry ? nameOf(c, entry) : 'The timer'} now started at ${formatClockText(op.timeStart, c.hourCycle)}` : 'Moved the start';
    }
    case 'split':
      return splitWords(c, op, more);
    case 'manual':
    case 'fill': {
      if (op.kind !== 'create_manual') return 'Added an entry';
      const days = more.length > 0 ? `, and ${more.length} more day${more.length === 1 ? '' : 's'}` : '';
      return kind === 'fill' ? `Filled ${span(c, op)} with ${nameOf(c, op)}` : `Added ${nameOf(c, op)} ${span(c, op)}${days}`;
    }
    case 'booking': {
      const booked = more.find((o): o is CreateManualOp => o.kind === 'create_manual');
      const entry = entryOf(c, op);
      return booked ? `Booked ${hoursMinutes(booked.timeTotal !== undefined ? parseHms(booked.timeTotal) : 0)} away to ${nameOf(c, booked)}${entry ? `, ${nameOf(c, entry)} ended then` : ''}` : 'Booked the time away';
    }
    case 'discard': {
      const entry = entryOf(c, op);
      return `Took the time away off ${entry ? nameOf(c, entry) : 'the timer'}`;
    }
  }
}
