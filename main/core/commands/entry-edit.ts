// Any entry's times, project, task and description changed after the fact, as a pure plan:
// the same checks as quick entry (manual-entry.ts), so an edit is refused at the field with
// why, an end later than now asks first, and an entry moved across midnight becomes one entry
// per day (this one, then a new one for the next day). All three time fields are sent, so
// the service's priority rule (contract.md 4) cannot shift what was typed.
//
// Times given alone keep the rest of the entry: a new start keeps the end, a new end or a new
// duration keeps the start; a new date alone keeps start and duration.

import { formatHms, localDate, parseHms, secondsOfDay } from '../time/local-time.ts';
import { formatClockText, formatInstantClock } from '../time/clock-format.ts';
import { checkManualEntry, type ManualEntryInput } from './manual-entry.ts';
import { entryNear, readEntryTimes } from '../time/typed-entry-times.ts';
import { readTypedTime } from '../time/typed-time.ts';
import type { CreateManualOp, UpdateOp } from './ops.ts';
import { checkProject, confirmedOver, confirmedUnder, frozen, overlapConfirm, refused, refOf, type Refuse, type TrackerView } from './tracker.ts';
import { seenOf } from './preflight.ts';
import type { EntryEditInput } from '../stint-api.ts';
import { checkFields, endsLaterAsk, lockedPeriod, noLongerListed, viewWords } from './plan-words.ts';

/** The edit as ops: the update of the entry, and a create for each further day it now covers. */
export type EntryEditPlan = { readonly op: UpdateOp; readonly more: readonly CreateManualOp[] } | Refuse | { readonly noop: true };

const given = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** Which two of start, end and duration stand for the entry's times after the edit. */
function timesAsTyped(input: EntryEditInput, entry: { timeStart: string; timeEnd: string; totalSeconds: number }): Pick<ManualEntryInput, 'start' | 'end' | 'duration'> {
  const start = given(input.start) ? input.start : null;
  const end = given(input.end) ? input.end : null;
  const duration = given(input.duration) ? input.duration : null;
  const count = [start, end, duration].filter((v) => v !== null).length;
  if (count >= 2) return { start, end, duration };
  if (start !== null) return { start, end: entry.timeEnd };
  if (end !== null) return { start: entry.timeStart, end };
  return { start: entry.timeStart, duration: duration ?? formatHms(entry.totalSeconds) };
}

/**
 * An edit that makes the entry longer than the working day asks first (at 3:37 PM, a start
 * typed 3:30 AM would make a run of twelve hours): the window's Save anyway, the command
 * line's --yes. The question says an end later than now too, so one answer covers both.
 */
function longerThanDay(t: TrackerView, total: string, before: number, input: EntryEditInput, endsInFuture: boolean): Refuse | null {
  const seconds = parseHms(total);
  const day = t.workingDaySeconds;
  if (day === undefined || seconds <= day || seconds <= before || input.confirmLongDay === true) return null;
  const values = { length: formatHm(seconds), day: formatHm(day) };
  const i18n = viewWords(t);
  const asked =
    endsInFuture && input.confirmFutureEnd !== true
      ? i18n._({ id: 'edit.longerAndLater', message: 'This entry would last {length}, longer than the working day ({day}), and it would end later than now. Save it anyway?', values })
      : i18n._({ id: 'edit.longer', message: 'This entry would last {length}, longer than the working day ({day}). Save it anyway?', values });
  return {
    refuse: Object.freeze({
      ...refused(asked),
      confirm: 'longer_than_day' as const,
    }),
  };
}

/** `H:MM` of seconds. */
function formatHm(seconds: number): string {
  return `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;
}

export function planEntryEdit(t: TrackerView, input: EntryEditInput): EntryEditPlan {
  const entry = t.entries.find((v) => v.key === input.entryKey);
  const i18n = viewWords(t);
  if (!entry) return { refuse: refused(noLongerListed(i18n)) };
  if (frozen(entry)) return { refuse: refused(lockedPeriod(i18n)) };
  const timesGiven = [input.start, input.end, input.duration].some(given) || (input.date !== undefined && input.date !== entry.date);
  if (entry.runningSince !== null && timesGiven) {
    const why = i18n._({ id: 'edit.running', message: 'This timer is running: stop it first to change its times, or use Started earlier to move its start.' });
    return { refuse: refused(why, { start: i18n._({ id: 'edit.stopFirst', message: 'Stop the timer first.' }) }) };
  }
  const projectChanged = input.projectId !== undefined && input.projectId !== entry.projectId;
  const projectId = input.projectId ?? entry.projectId;
  const taskId = input.taskId !== undefined ? input.taskId : projectChanged ? null : entry.taskId;
  const description = input.description !== undefined ? input.description.trim() : entry.description;
  if (projectChanged || input.taskId !== undefined) {
    const bad = checkProject(t, projectId, taskId);
    if (bad) return bad;
  }
  const fieldsChange = {
    ...(projectChanged ? { projectId } : {}),
    ...(taskId !== entry.taskId ? { taskId } : {}),
    ...(description !== entry.description ? { description } : {}),
  };
  const seen = seenOf(entry);
  const base = { kind: 'update' as const, opId: t.makeId(), at: t.now, entry: refOf(entry), ...fieldsChange, ...(seen ? { seen } : {}) };
  if (!timesGiven || entry.runningSince !== null) return Object.keys(fieldsChange).length === 0 ? { noop: true } : { op: base, more: [] };

  const date = input.date ?? entry.date;
  const now = { today: localDate(t.now, t.offsetMinutes), nowSeconds: secondsOfDay(t.now, t.offsetMinutes) };
  const typed = timesAsTyped(input, entry);
  // A time without AM/PM is read nearest the entry's own times: an edit does not move an entry twelve hours unless AM or PM says so.
  const near = entryNear(entry);
  const read = readEntryTimes(typed, { now: t.now, offsetMinutes: t.offsetMinutes, hourCycle: t.hourCycle, date, words: i18n, ...(near ? { near } : {}) }, readTypedTime);
  if (!read.ok) return { refuse: refused(checkFields(i18n), read.fields) };
  const checked = checkManualEntry({ date, projectId, taskId, description, ...typed, start: read.start, end: read.end }, now, t.hourCycle, i18n, t.locale);
  if (!checked.ok) return { refuse: refused(checkFields(i18n), checked.fields) };
  const [first, ...rest] = checked.times.parts;
  const long = longerThanDay(t, checked.times.timeTotal, entry.totalSeconds, input, checked.endsInFuture);
  if (long) return long;
  if (checked.endsInFuture && input.confirmFutureEnd !== true) {
    const last = checked.times.parts.at(-1)!;
    const asked = endsLaterAsk(i18n, { end: formatClockText(last.timeEnd, t.hourCycle), day: last.date === now.today ? 'today' : last.date, now: formatInstantClock(t.now, t.offsetMinutes, t.hourCycle), edited: true });
    return {
      refuse: Object.freeze({
        ...refused(asked),
        confirm: 'ends_in_future' as const,
      }),
    };
  }
  if (input.confirmOverlap !== true) {
    const overlap = overlapConfirm(t, checked.times.parts, [entry.key]);
    if (overlap) return overlap;
  }
  const times = { timeStart: first!.timeStart, timeEnd: first!.timeEnd, timeTotal: first!.timeTotal };
  const same = first!.date === entry.date && times.timeStart === entry.timeStart && times.timeEnd === entry.timeEnd && times.timeTotal === formatHms(entry.totalSeconds);
  if (same && rest.length === 0 && Object.keys(fieldsChange).length === 0) return { noop: true };
  // Unconfirmed, nothing shown lay under the new times (overlapConfirm above): whatever lies
  // there before sending (the phone's, read since; a day not shown) refuses it. Confirmed,
  // only what was shown under them may be there (on a day never read, anything: tracker.ts confirmedUnder).
  const under = input.confirmOverlap === true ? confirmedUnder(t, first!, [entry.key]) : null;
  const checkAtSend = input.confirmOverlap !== true ? { overlapFree: true as const } : under === null ? {} : { tolerates: under };
  const op: UpdateOp = { ...base, ...(first!.date !== entry.date ? { date: first!.date } : {}), ...times, ...checkAtSend };
  const more = rest.map(
    (part, n): CreateManualOp => ({
      kind: 'create_manual',
      opId: `${op.opId}~${n + 1}`,
      at: t.now,
      localId: `${op.opId}~${n + 1}`,
      date: part.date,
      projectId,
      taskId,
      description,
      timeStart: part.timeStart,
      timeEnd: part.timeEnd,
      timeTotal: part.timeTotal,
      ...(input.confirmOverlap === true ? confirmedOver(t, part, [entry.key]) : {}),
      // Refused anyway once the entry was moved: it gets its day, times and work back.
      before: {
        entry: refOf(entry),
        fields: { date: entry.date, timeStart: entry.timeStart, timeEnd: entry.timeEnd, timeTotal: formatHms(entry.totalSeconds), projectId: entry.projectId, taskId: entry.taskId, description: entry.description },
        said: i18n._({ id: 'edit.putBack', message: 'The entry is put back on its day as it was: nothing of the edit stays.' }),
      },
    }),
  );
  return { op, more };
}
