// What a correction changed, in one line the person reads beside Undo ("Split Design review
// at 10:30: 1:30 and 0:45"). Worked out from the entries as they stood before the change and
// the ops planned for it, so the words say what will be sent, never a guess.

import { formatClockText } from '../time/clock-format.ts';
import { formatHms, parseHms } from '../time/local-time.ts';
import { refersTo, type CreateManualOp, type Op, type SetStartOp, type UpdateOp } from './ops.ts';
import type { EntryView, HourCycle, ProjectView } from '../snapshot.ts';
import type { I18n } from '../../i18n/words.ts';

/** Which correction it was: the plans do not say, the command does. */
export type ChangeKind = 'edit' | 'start' | 'split' | 'manual' | 'fill' | 'booking' | 'discard';

export interface ChangeContext {
  readonly hourCycle: HourCycle;
  /** The language in use: the words are said in it (and kept so, for the Undo they name). */
  readonly i18n: I18n;
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
  return projectName(c, fields.projectId);
}

function projectName(c: ChangeContext, id: number): string {
  return c.projects.find((p) => p.id === id)?.name ?? c.i18n._({ id: 'change.projectN', message: 'project {id}', values: { id } });
}

function anEntry(c: ChangeContext): string {
  return c.i18n._({ id: 'change.anEntry', message: 'an entry' });
}

function theTimer(c: ChangeContext): string {
  return c.i18n._({ id: 'change.theTimer', message: 'the timer' });
}

/** ", and 2 more days": a change that goes on over more days (a manual entry across midnight). */
function withMoreDays(c: ChangeContext, words: string, more: number): string {
  return more > 0 ? c.i18n._({ id: 'change.moreDays', message: '{change}, and {count, plural, one {# more day} other {# more days}}', values: { change: words, count: more } }) : words;
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
  const { i18n } = c;
  const entry = entryOf(c, op);
  const name = entry ? nameOf(c, entry) : anEntry(c);
  const what: string[] = [];
  if (op.timeStart !== undefined || op.timeEnd !== undefined || op.timeTotal !== undefined) what.push(span(c, op));
  if (op.date !== undefined) what.push(i18n._({ id: 'change.edit.date', message: 'on {date}', values: { date: op.date } }));
  if (op.projectId !== undefined) what.push(i18n._({ id: 'change.edit.project', message: 'to {project}', values: { project: projectName(c, op.projectId) } }));
  if (op.description !== undefined) what.push(i18n._({ id: 'change.edit.description', message: 'named “{description}”', values: { description: op.description } }));
  if (op.taskId !== undefined && op.projectId === undefined) what.push(i18n._({ id: 'change.edit.task', message: 'task changed' }));
  const edited =
    what.length > 0
      ? i18n._({ id: 'change.editedWhat', message: 'Edited {entry}: {changes}', values: { entry: name, changes: what.join(', ') } })
      : i18n._({ id: 'change.edited', message: 'Edited {entry}', values: { entry: name } });
  return withMoreDays(c, edited, more.length);
}

function splitWords(c: ChangeContext, op: Op, more: readonly Op[]): string {
  const second = more.find((o): o is CreateManualOp => o.kind === 'create_manual');
  if (op.kind === 'update' && second) {
    const entry = entryOf(c, op);
    const first = op.timeTotal !== undefined ? parseHms(op.timeTotal) : 0;
    const rest = second.timeTotal !== undefined ? parseHms(second.timeTotal) : 0;
    const values = { entry: entry ? nameOf(c, entry) : anEntry(c), time: formatClockText(second.timeStart ?? '00:00:00', c.hourCycle), first: hoursMinutes(first), rest: hoursMinutes(rest) };
    return c.i18n._({ id: 'change.split', message: 'Split {entry} at {time}: {first} and {rest}', values });
  }
  // The running timer: the first part ends at the cut, a new timer counts from it.
  const move = more.find((o): o is SetStartOp => o.kind === 'set_start');
  if (op.kind === 'start_new' && op.replaces && move) {
    const ref = op.replaces;
    const entry = c.entries.find((v) => refersTo(ref, v));
    const values = { entry: entry ? nameOf(c, entry) : theTimer(c), time: formatClockText(move.timeStart, c.hourCycle), first: hoursMinutes(op.replacedSeconds ?? 0), next: nameOf(c, op) };
    return c.i18n._({ id: 'change.splitRunning', message: 'Split {entry} at {time}: {first} and {next} running from then', values });
  }
  return c.i18n._({ id: 'change.splitAny', message: 'Split {entry}', values: { entry: anEntry(c) } });
}

/** The words of a change, planned as `op` and `more`. */
export function changeWords(kind: ChangeKind, c: ChangeContext, op: Op, more: readonly Op[] = []): string {
  switch (kind) {
    case 'edit':
      return op.kind === 'update' ? editWords(c, op, more) : c.i18n._({ id: 'change.edited', message: 'Edited {entry}', values: { entry: anEntry(c) } });
    case 'start': {
      const entry = entryOf(c, op);
      if (op.kind !== 'set_start') return c.i18n._({ id: 'change.startMoved', message: 'Moved the start' });
      return entry
        ? c.i18n._({ id: 'change.started', message: '{entry} now started at {time}', values: { entry: nameOf(c, entry), time: formatClockText(op.timeStart, c.hourCycle) } })
        : c.i18n._({ id: 'change.timerStarted', message: 'The timer now started at {time}', values: { time: formatClockText(op.timeStart, c.hourCycle) } });
    }
    case 'split':
      return splitWords(c, op, more);
    case 'manual':
    case 'fill': {
      if (op.kind !== 'create_manual') return c.i18n._({ id: 'change.addedAny', message: 'Added {entry}', values: { entry: anEntry(c) } });
      if (kind === 'fill') return c.i18n._({ id: 'change.filled', message: 'Filled {span} with {entry}', values: { span: span(c, op), entry: nameOf(c, op) } });
      return withMoreDays(c, c.i18n._({ id: 'change.added', message: 'Added {entry} {span}', values: { entry: nameOf(c, op), span: span(c, op) } }), more.length);
    }
    case 'booking': {
      const booked = more.find((o): o is CreateManualOp => o.kind === 'create_manual');
      const entry = entryOf(c, op);
      if (!booked) return c.i18n._({ id: 'change.bookedAny', message: 'Booked the time away' });
      const values = { duration: hoursMinutes(booked.timeTotal !== undefined ? parseHms(booked.timeTotal) : 0), to: nameOf(c, booked), entry: entry ? nameOf(c, entry) : '' };
      return entry
        ? c.i18n._({ id: 'change.bookedEnded', message: 'Booked {duration} away to {to}, {entry} ended then', values })
        : c.i18n._({ id: 'change.booked', message: 'Booked {duration} away to {to}', values });
    }
    case 'discard': {
      const entry = entryOf(c, op);
      return c.i18n._({ id: 'change.discarded', message: 'Took the time away off {entry}', values: { entry: entry ? nameOf(c, entry) : theTimer(c) } });
    }
  }
}
