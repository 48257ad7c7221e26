// The tracker's commands as pure plans: from what the person sees (the entries with the
// queued commands applied) and what they asked, either the op to queue or the reason it
// cannot be done, in words that say what to do. Nothing is sent from here.

import { localDate, secondsOfDay } from '../time/local-time.ts';
import { formatClockText, formatInstantClock } from '../time/clock-format.ts';
import { checkManualEntry } from './manual-entry.ts';
import { readEntryTimes } from '../time/typed-entry-times.ts';
import { readTypedTime } from '../time/typed-time.ts';
import type { CreateManualOp, EntryRef, Op } from './ops.ts';
import { heldSeconds } from './overlay.ts';
import { overlapNames, overlapping, partSpans, type TimedPart } from './overlap.ts';
import type { EntryView, HourCycle, ProjectView, TaskView } from '../snapshot.ts';
import type { CommandResult, EditInput, ManualInput, StartInput } from '../stint-api.ts';
import type { I18n } from '../../i18n/words.ts';
import { checkFields, endsLaterAsk, lockedEntry, noLongerListed, noTimerRunning, viewWords } from './plan-words.ts';

export interface TrackerView {
  readonly now: number;
  readonly offsetMinutes: number;
  /** The clock of the times in its words (the display settings'). */
  readonly hourCycle: HourCycle;
  /** The locale typed lengths are read in (`1,5` hours in German); English when absent. */
  readonly locale?: string;
  /** The words of the language in use, which a change is said in (its Undo's words); English when absent. */
  readonly words?: I18n;
  /** Every entry shown, queued commands applied. */
  readonly entries: readonly EntryView[];
  readonly projects: readonly ProjectView[];
  readonly tasks: Readonly<Record<string, readonly TaskView[]>>;
  readonly makeId: () => string;
  /** How long the working day is (its first start to its last end, working hours or the default 9 to 5): an edit making an entry longer asks first. */
  readonly workingDaySeconds?: number;
  /**
   * Whether the entries of `date` were read (today, yesterday, the week shown): only then can
   * an overlap confirmed here name the entries it may lie over. Absent: every day is.
   */
  readonly dayShown?: (date: string) => boolean;
  /**
   * The person's entries in their other accounts, in this account's zone (keys their own
   * account's): new times over one of them ask first, as over one of this account's, and
   * the last stop may be theirs. Never changed or tolerated here: another account's ids are
   * not this one's.
   */
  readonly others?: readonly (EntryView & { readonly accountName: string })[];
}

/** A command that cannot be done, with what to do instead. */
export type Refuse = { readonly refuse: CommandResult & { ok: false } };
/** An op to queue, a refusal, or nothing to do (continuing the entry that already runs). */
export type Plan = { readonly op: Op } | Refuse | { readonly noop: true };
/**
 * A manual entry makes one create per day it covers (the first's key is what the form
 * follows; the next day's part is `<localId>~1`, as a folded run's), or is refused.
 */
export type ManualPlan = { readonly op: CreateManualOp; readonly more: readonly CreateManualOp[] } | Refuse;

export function refused(message: string, fields: Record<string, string> = {}): CommandResult & { ok: false } {
  return Object.freeze({ ok: false as const, message, fields: Object.freeze(fields) });
}

/** Locked on the service and not this user's to change (the service would answer 403 `entry_locked`). */
export function frozen(e: Pick<EntryView, 'locked' | 'canModifyLocked'>): boolean {
  return e.locked && e.canModifyLocked !== true;
}

export function refOf(v: EntryView): EntryRef {
  return v.id !== null ? { id: v.id } : { localId: v.key.slice(1) };
}

function runningOf(t: TrackerView): EntryView | null {
  return t.entries.find((v) => v.runningSince !== null) ?? null;
}

/** Checks a project and task against what the service said (archived, required task, assignment). */
export function checkProject(t: TrackerView, projectId: number, taskId: number | null | undefined): Refuse | null {
  // Before the first read of the projects nothing is known: the service decides.
  if (t.projects.length === 0) return null;
  const p = t.projects.find((x) => x.id === projectId);
  const i18n = viewWords(t);
  if (!p) {
    return { refuse: refused(i18n._({ id: 'plan.projectGone', message: 'This project is archived or unknown: pick an active one.' }), { project: i18n._({ id: 'plan.pickActiveProject', message: 'Pick an active project.' }) }) };
  }
  if (p.requiredTask && (taskId === null || taskId === undefined)) {
    return { refuse: refused(i18n._({ id: 'plan.needsTask', message: '{project} needs a task: pick one.', values: { project: p.name } }), { task: i18n._({ id: 'plan.needsTaskField', message: 'This project needs a task.' }) }) };
  }
  const tasks = t.tasks[String(projectId)];
  if (taskId !== null && taskId !== undefined && tasks && !tasks.some((x) => x.id === taskId)) {
    return { refuse: refused(i18n._({ id: 'plan.taskNotAssigned', message: 'This task is not assigned to the project.' }), { task: i18n._({ id: 'plan.pickTaskOfProject', message: 'Pick a task of this project.' }) }) };
  }
  return null;
}

/**
 * A new entry, switching from the running one. Starting exactly the work that runs (same
 * project, task and description), from Start or from another day's entry in Continue,
 * changes nothing: a second click or a repeated command must not leave a 0:00 entry behind.
 */
function startNew(t: TrackerView, fields: { projectId: number; taskId: number | null; description: string }, replaces: EntryView | null): Plan {
  if (replaces && replaces.projectId === fields.projectId && replaces.taskId === fields.taskId && replaces.description === fields.description) return { noop: true };
  return {
    op: {
      kind: 'start_new',
      opId: t.makeId(),
      at: t.now,
      localId: t.makeId(),
      date: localDate(t.now, t.offsetMinutes),
      projectId: fields.projectId,
      taskId: fields.taskId,
      description: fields.description,
      replaces: replaces ? refOf(replaces) : null,
      replacedSeconds: replaces ? heldSeconds(replaces, t.now) : null,
    },
  };
}

/** Start, or switch when a timer runs: starting a stopwatch stops the other one on the service. */
export function planStart(t: TrackerView, input: StartInput): Plan {
  const bad = checkProject(t, input.projectId, input.taskId);
  if (bad) return bad;
  return startNew(t, { projectId: input.projectId, taskId: input.taskId ?? null, description: (input.description ?? '').trim() }, runningOf(t));
}

/** Stop `entry` at `at` so that it holds what it held before the run plus the run until `at`. */
export function planStopAt(t: TrackerView, entry: EntryView, at: number, exact = false): Plan {
  return { op: { kind: 'stop', opId: t.makeId(), at, entry: refOf(entry), intendedSeconds: heldSeconds(entry, at), ...(exact ? { exact: true as const } : {}) } };
}

/** `exact`: `t.now` is where another run began (a switch across accounts): the entry ends there to the second. */
export function planStop(t: TrackerView, exact = false): Plan {
  const running = runningOf(t);
  if (!running) return { refuse: refused(noTimerRunning(viewWords(t))) };
  // A stop at a click before now (a switch across accounts) never ends a run before it began.
  return planStopAt(t, running, Math.max(t.now, running.runningSince ?? t.now), exact);
}

/**
 * A new entry like a finished one, from now (as Toggl and Clockify continue). The service
 * keeps one start and a total per entry, so restarting the finished entry's stopwatch would
 * lay the new run right after its old end: over the entries made since, with the time
 * worked now drawn at the wrong hour and the hour now left as a gap to fill twice.
 */
export function planContinue(t: TrackerView, entryKey: string): Plan {
  const entry = t.entries.find((v) => v.key === entryKey);
  const i18n = viewWords(t);
  if (!entry) return { refuse: refused(i18n._({ id: 'plan.notRecent', message: 'This entry is no longer in the recent list.' })) };
  if (entry.runningSince !== null) return { noop: true };
  const bad = checkProject(t, entry.projectId, entry.taskId);
  if (bad) return bad;
  return startNew(t, { projectId: entry.projectId, taskId: entry.taskId, description: entry.description }, runningOf(t));
}

/** Change the running entry's project, task or description. A new project drops the old task. */
export function planEdit(t: TrackerView, input: EditInput): Plan {
  const running = runningOf(t);
  if (!running) return { refuse: refused(noTimerRunning(viewWords(t))) };
  if (frozen(running)) return { refuse: refused(lockedEntry(viewWords(t))) };
  const projectChanged = input.projectId !== undefined && input.projectId !== running.projectId;
  const projectId = input.projectId ?? running.projectId;
  const taskId = input.taskId !== undefined ? input.taskId : projectChanged ? null : running.taskId;
  const bad = checkProject(t, projectId, taskId);
  if (bad) return bad;
  return {
    op: {
      kind: 'update',
      opId: t.makeId(),
      at: t.now,
      entry: refOf(running),
      ...(input.projectId !== undefined ? { projectId } : {}),
      ...(input.taskId !== undefined || projectChanged ? { taskId } : {}),
      ...(input.description !== undefined ? { description: input.description.trim() } : {}),
    },
  };
}

/** A new description for any shown entry (today's list): the running one or a finished one. */
export function planEditDescription(t: TrackerView, entryKey: string, description: string): Plan {
  const entry = t.entries.find((v) => v.key === entryKey);
  if (!entry) return { refuse: refused(noLongerListed(viewWords(t))) };
  if (frozen(entry)) return { refuse: refused(lockedEntry(viewWords(t))) };
  const text = description.trim();
  if (text === entry.description) return { noop: true };
  return { op: { kind: 'update', opId: t.makeId(), at: t.now, entry: refOf(entry), description: text } };
}

/**
 * The refusal of new times that lie over another entry shown (but the ones in `exceptKeys`),
 * asking first: sent again with the overlap confirmed, they are saved.
 */
export function overlapConfirm(t: TrackerView, parts: readonly TimedPart[], exceptKeys: readonly string[] = []): Refuse | null {
  const hits = askedUnder(t, parts, exceptKeys);
  if (hits.length === 0) return null;
  const i18n = viewWords(t);
  const asked = i18n._({ id: 'plan.overlapAsk', message: 'This entry overlaps {entries}. Save it anyway?', values: { entries: overlapNames(hits, t.hourCycle, i18n) } });
  return { refuse: Object.freeze({ ...refused(asked), confirm: 'overlap' as const }) };
}

/**
 * An entry the person confirmed may overlap others: over the entries shown now, those alone.
 * One logged on the phone before it is sent was not confirmed, and refuses it (engine-preflight.ts).
 * On a day never read (a date weeks back) the confirmation answers the refusal that named what
 * lies there: it goes over whatever is there (else it would be refused again, every time).
 */
export function confirmedOver(t: TrackerView, part: TimedPart, exceptKeys: readonly string[]): Pick<CreateManualOp, 'allowOverlap' | 'overlapConfirmed' | 'tolerates'> {
  const under = confirmedUnder(t, part, exceptKeys);
  return { allowOverlap: true, overlapConfirmed: true, ...(under === null ? {} : { tolerates: under }) };
}

/** The entries a confirmed overlap may lie over when sent (those shown under it now); null: any, its day never read. */
export function confirmedUnder(t: TrackerView, part: TimedPart, exceptKeys: readonly string[]): EntryRef[] | null {
  return t.dayShown?.(part.date) === false ? null : shownUnder(t, [part], exceptKeys).map(refOf);
}

/** What new times lying over would ask about: this account's entries shown (but those in `exceptKeys`) and the person's in their other accounts. */
export function askedUnder(t: TrackerView, parts: readonly TimedPart[], exceptKeys: readonly string[]): EntryView[] {
  const own = shownUnder(t, parts, exceptKeys);
  if (!t.others || t.others.length === 0) return own;
  return [...own, ...overlapping(t.others, partSpans(parts, t.offsetMinutes), t.now, t.offsetMinutes)];
}

/** The entries shown (but those in `exceptKeys`) that the times of `parts` lie over. */
export function shownUnder(t: TrackerView, parts: readonly TimedPart[], exceptKeys: readonly string[]): EntryView[] {
  return overlapping(
    t.entries.filter((e) => !exceptKeys.includes(e.key)),
    partSpans(parts, t.offsetMinutes),
    t.now,
    t.offsetMinutes,
  );
}

/**
 * A finished entry, checked by the service's own arithmetic before anything is sent, and
 * against the entries shown (an overlap asks first). `exceptKeys`: entries it may overlap
 * (a booking's timer, which ends where the booked time begins).
 */
export function planManual(t: TrackerView, input: ManualInput, exceptKeys: readonly string[] = []): ManualPlan {
  const now = { today: localDate(t.now, t.offsetMinutes), nowSeconds: secondsOfDay(t.now, t.offsetMinutes) };
  // A date that cannot be read leaves the times as typed: checkManualEntry names the date.
  const i18n = viewWords(t);
  const read = /^\d{4}-\d{2}-\d{2}$/.test(input.date) ? readEntryTimes(input, { now: t.now, offsetMinutes: t.offsetMinutes, hourCycle: t.hourCycle, date: input.date, words: i18n }, readTypedTime) : null;
  if (read && !read.ok) return { refuse: refused(checkFields(i18n), read.fields) };
  const checked = checkManualEntry(
    {
      date: input.date,
      projectId: input.projectId,
      taskId: input.taskId ?? null,
      description: input.description ?? '',
      start: read ? read.start : input.start ?? null,
      end: read ? read.end : input.end ?? null,
      duration: input.duration ?? null,
    },
    now,
    t.hourCycle,
    i18n,
    t.locale,
  );
  if (!checked.ok) return { refuse: refused(checkFields(i18n), checked.fields) };
  const bad = checkProject(t, input.projectId, input.taskId);
  if (bad) return bad;
  const { parts } = checked.times;
  if (checked.endsInFuture && input.confirmFutureEnd !== true) {
    const last = parts.at(-1)!;
    const day = last.date === now.today ? 'today' : last.date === localDate(t.now + 86_400_000, t.offsetMinutes) ? 'tomorrow' : last.date;
    const asked = endsLaterAsk(i18n, { end: formatClockText(last.timeEnd, t.hourCycle), day, now: formatInstantClock(t.now, t.offsetMinutes, t.hourCycle), edited: false });
    return {
      refuse: Object.freeze({
        ...refused(asked),
        confirm: 'ends_in_future' as const,
      }),
    };
  }
  if (input.confirmOverlap !== true) {
    const overlap = overlapConfirm(t, parts, exceptKeys);
    if (overlap) return overlap;
  }
  const opId = t.makeId();
  const localId = t.makeId();
  const [first, ...rest] = parts.map(
    (part, n): CreateManualOp => ({
      kind: 'create_manual',
      opId: n === 0 ? opId : `${opId}~${n}`,
      at: t.now,
      localId: n === 0 ? localId : `${localId}~${n}`,
      date: part.date,
      projectId: input.projectId,
      taskId: input.taskId ?? null,
      description: (input.description ?? '').trim(),
      ...part.sent,
      ...(input.confirmOverlap === true ? confirmedOver(t, part, exceptKeys) : {}),
    }),
  );
  return { op: first!, more: rest };
}
