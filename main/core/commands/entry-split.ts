// An entry split in two at a time of its day, as a pure plan: the first part keeps the entry
// (and its id), the second becomes a new entry, on the same or another project, task and
// description. Nothing is lost or counted twice: the two parts hold exactly what the entry held.
//
// A finished entry: one update (all three time fields, so the service's priority rule,
// contract.md 4, cannot shift the cut) and one create. The running timer: a switch dated at
// the cut (the entry stops there, holding what it held then; the new timer runs from there),
// 3 requests online: the create with the time since the cut, its start, the first part's total.

import { formatHms } from '../time/local-time.ts';
import { formatClockText, formatInstantClock } from '../time/clock-format.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import { parseClock } from './manual-entry.ts';
import { readTypedTime } from '../time/typed-time.ts';
import { readCut } from '../time/typed-entry-times.ts';
import type { CreateManualOp, Op, StartNewOp, UpdateOp } from './ops.ts';
import { heldSeconds } from './overlay.ts';
import { seenOf } from './preflight.ts';
import { checkProject, frozen, refused, refOf, shownUnder, type Refuse, type TrackerView } from './tracker.ts';
import type { EntryView } from '../snapshot.ts';
import type { EntrySplitInput } from '../stint-api.ts';
import { lockedPeriod, noLongerListed, viewWords } from './plan-words.ts';

/** The ops of a split: the first keeps the entry, the rest make the second part. */
export type EntrySplitPlan = { readonly op: Op; readonly more: readonly Op[]; /** The second part's local id. */ readonly newLocalId: string } | Refuse;

/** The field every refusal of the cut names. */
const FIELD = 'at';

function refuseAt(message: string, field = message): Refuse {
  return { refuse: refused(message, { [FIELD]: field }) };
}

/**
 * The second part's project, task and description: the entry's unless the person gave others.
 * Checked even when they are the entry's: the new entry is refused on an archived project.
 */
function secondFields(t: TrackerView, entry: EntryView, input: EntrySplitInput): { projectId: number; taskId: number | null; description: string } | Refuse {
  const projectChanged = input.projectId !== undefined && input.projectId !== entry.projectId;
  const projectId = input.projectId ?? entry.projectId;
  const taskId = input.taskId !== undefined ? input.taskId : projectChanged ? null : entry.taskId;
  const bad = checkProject(t, projectId, taskId);
  if (bad) return bad;
  return { projectId, taskId, description: input.description !== undefined ? input.description.trim() : entry.description };
}

export function planEntrySplit(t: TrackerView, input: EntrySplitInput): EntrySplitPlan {
  const entry = t.entries.find((v) => v.key === input.entryKey);
  if (!entry) return { refuse: refused(noLongerListed(viewWords(t))) };
  if (frozen(entry)) return { refuse: refused(lockedPeriod(viewWords(t))) };
  const cut = cutOf(t, entry, input.at);
  if (typeof cut === 'string') return refuseAt(cut);
  const fields = secondFields(t, entry, input);
  if ('refuse' in fields) return fields;
  return entry.runningSince === null ? splitFinished(t, entry, cut.seconds, fields) : splitRunning(t, entry as EntryView & { runningSince: number }, cut, fields);
}

/**
 * The cut in seconds of the entry's day, read as a time within the entry (on a 12-hour clock
 * `3:30` inside 9 AM to 5 PM is 3:30 PM), or why it cannot be read.
 */
function cutOf(t: TrackerView, entry: EntryView, typed: string): { readonly day: string; readonly seconds: number } | string {
  const read = readCut(typed, entry, t, readTypedTime);
  if (!read.ok) return read.message;
  if (read.seconds >= 0 && read.seconds < 86_400) return read;
  const i18n = viewWords(t);
  return i18n._({ id: 'split.otherDay', message: 'That is not on {date}, the day of this cut: type a time of that day, such as {example}.', values: { date: read.day, example: formatClockText('10:30:00', t.hourCycle) } });
}

function splitFinished(t: TrackerView, entry: EntryView, cut: number, fields: { projectId: number; taskId: number | null; description: string }): EntrySplitPlan {
  const start = parseClock(entry.timeStart) ?? 0;
  const end = start + entry.totalSeconds;
  // An entry paused and continued holds less than its start to its end: which of that span it
  // held cannot be told, so the cut could not keep its total.
  const storedEnd = parseClock(entry.timeEnd);
  const i18n = viewWords(t);
  if (storedEnd !== undefined && storedEnd !== end) {
    const values = { held: formatHms(entry.totalSeconds), start: formatClockText(entry.timeStart, t.hourCycle), end: formatClockText(entry.timeEnd, t.hourCycle) };
    return { refuse: refused(i18n._({ id: 'split.paused', message: 'This entry holds {held} between {start} and {end}: edit its times first so they hold it from start to end, then split it.', values })) };
  }
  if (cut <= start || cut >= end) {
    const values = { start: formatClockText(entry.timeStart, t.hourCycle), end: formatClockText(formatHms(end), t.hourCycle) };
    return refuseAt(i18n._({ id: 'split.pickBetween', message: 'Pick a time between {start} and {end}, when this entry ran.', values }), i18n._({ id: 'split.between', message: 'Between {start} and {end}.', values }));
  }
  const opId = t.makeId();
  const localId = `${opId}~split`;
  const seen = seenOf(entry);
  const first: UpdateOp = { kind: 'update', opId, at: t.now, entry: refOf(entry), timeStart: formatHms(start), timeEnd: formatHms(cut), timeTotal: formatHms(cut - start), ...(seen ? { seen } : {}) };
  const second: CreateManualOp = {
    kind: 'create_manual',
    opId: localId,
    at: t.now,
    localId,
    date: entry.date,
    ...fields,
    timeStart: formatHms(cut),
    timeEnd: formatHms(end),
    timeTotal: formatHms(end - cut),
    // Inside the entry's own time: it lies over nothing the entry did not already.
    allowOverlap: true,
    tolerates: shownUnder(t, [{ date: entry.date, timeStart: formatHms(cut), timeTotal: formatHms(end - cut) }], [entry.key]).map(refOf),
    // Refused anyway once the first part was cut: the entry gets its times back.
    before: { entry: refOf(entry), fields: { timeStart: entry.timeStart, timeEnd: entry.timeEnd, timeTotal: formatHms(entry.totalSeconds) }, restores: end - cut, said: i18n._({ id: 'split.putBack', message: 'The first part is put back as it was: nothing of the split stays.' }) },
  };
  return { op: first, more: [second], newLocalId: localId };
}

/** The cut's day is today's, or the day the run began when it ran past midnight (readCut). */
function splitRunning(t: TrackerView, running: EntryView & { runningSince: number }, cut: { readonly day: string; readonly seconds: number }, fields: { projectId: number; taskId: number | null; description: string }): EntrySplitPlan {
  const at = startOfLocalDate(cut.day, t.offsetMinutes) + cut.seconds * 1000;
  const now = Math.floor(t.now / 1000) * 1000;
  const i18n = viewWords(t);
  if (at >= now) {
    const why = i18n._({ id: 'split.notEarlier', message: 'That is not earlier than now ({now}): to go on with other work from now, start it.', values: { now: formatInstantClock(t.now, t.offsetMinutes, t.hourCycle) } });
    return refuseAt(why, i18n._({ id: 'split.earlierThanNow', message: 'Earlier than now.' }));
  }
  if (at <= running.runningSince) {
    const values = { since: formatInstantClock(running.runningSince, t.offsetMinutes, t.hourCycle) };
    return refuseAt(i18n._({ id: 'split.afterStart', message: 'Pick a time after this timer started ({since}).', values }), i18n._({ id: 'split.after', message: 'After {since}.', values }));
  }
  const opId = t.makeId();
  const localId = `${opId}~split`;
  const start: StartNewOp = {
    kind: 'start_new',
    opId,
    at,
    localId,
    date: cut.day,
    ...fields,
    replaces: refOf(running),
    replacedSeconds: heldSeconds(running, at),
  };
  // The switch is dated at the cut: the new entry is created starting there, credited the time
  // since (sender.ts), and the entry it replaces gets back what it held at the cut.
  return { op: start, more: [], newLocalId: localId };
}
