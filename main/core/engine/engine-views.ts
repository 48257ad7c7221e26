// What the engine shows: the service's entries with the queued commands applied, the recent
// entries "continue" offers, and the snapshot published to every listener after each change.

import { readsRationedOf } from './engine-read-plan.ts';
import type { EngineState } from './engine-state.ts';
import { idleDetection } from '../attention/idle-policy.ts';
import { describeOps } from '../commands/op-label.ts';
import { entryNameIn } from './entry-name.ts';
import { newestFirst, overlay } from '../commands/overlay.ts';
import { isHeld } from '../commands/hold.ts';
import { webChangeOf } from '../commands/apply-mine.ts';
import { buildSnapshot } from '../views/snapshot-builder.ts';
import { addDays, localDate } from '../time/local-time.ts';
import { buildWeekView } from '../views/week-view.ts';
import { webChoiceWords } from '../views/not-saved.ts';
import type { ServerEntry } from '../reads/server-entry.ts';
import { resolveDisplay } from '../time/locale-display.ts';
import { languageOf } from './engine-language.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';
import type { DisplayView, EntryView, HourCycle, NotSavedView, ServiceWorkingHours, StillWorkingQuestion, UndoView, WeekView } from '../snapshot.ts';
import { serviceWorkingHours } from '../attention/working-hours.ts';
import { todosViewOf } from './engine-todo-view.ts';
import { focusView } from '../attention/focus-rhythm.ts';
import { recordedSince } from '../reads/budget-tally.ts';
import { billableDefaultOf, dayFiguresOf, type QueuedEntries } from './engine-day-target.ts';
import type { QueuedOp } from '../commands/outbox.ts';
import { timelineOf } from './engine-timeline.ts';
import { keptPerEngine } from './engine-memo.ts';

const RECENT_LIMIT = 10;

/** What the entries' views were made of, and the views: each tick asks for them several times (the timer, focus, reminders, the snapshot). */
interface MadeViews {
  readonly inputs: readonly unknown[];
  readonly views: readonly EntryView[];
}
const madeViews = new WeakMap<EngineState, MadeViews>();

/**
 * The known entries with the queue applied, newest first. Kept while everything it is made of is
 * the same object (the entries' map and the queue are replaced, never changed in place), and
 * frozen, so that no caller changes what the next one reads.
 */
export function entryViews(s: EngineState): EntryView[] {
  const k = s.known;
  const inputs = [k.entries, s.outbox, s.outbox.version, k.zone.offsetMinutes, k.movedRuns, k.projects, k.tasks];
  const made = madeViews.get(s);
  if (made && made.inputs.every((x, i) => x === inputs[i])) return made.views as EntryView[];
  const views = Object.freeze(overlaid(s, [...k.entries.values()]));
  madeViews.set(s, { inputs, views });
  return views as EntryView[];
}

function overlaid(s: EngineState, entries: ServerEntry[], queue: readonly QueuedOp[] = s.outbox.items): EntryView[] {
  return overlay({
    entries,
    queue,
    ids: (r) => s.outbox.resolve(r),
    localIdOf: (id) => s.outbox.localIdOf(id),
    offsetMinutes: s.known.zone.offsetMinutes,
    movedRun: (id) => s.known.movedRuns[String(id)],
    projectName: (id) => s.known.projects.find((p) => p.id === id)?.name ?? `Project ${id}`,
    customerName: (id) => s.known.projects.find((p) => p.id === id)?.customerName ?? null,
    // A project's tasks are read when it is first picked; an entry made from one seen before
    // (a recent entry, a gap filled from the tray) names its task from that entry meanwhile.
    taskName: (pid, tid) => s.known.tasks[String(pid)]?.find((t) => t.id === tid)?.name ?? taskNameSeen(entries, pid, tid),
    billableDefault: billableDefaultOf(s),
  }).sort(newestFirst);
}

function taskNameSeen(entries: Iterable<{ readonly projectId: number; readonly taskId: number | null; readonly taskName: string | null }>, projectId: number, taskId: number): string | null {
  for (const e of entries) if (e.projectId === projectId && e.taskId === taskId && e.taskName !== null) return e.taskName;
  return null;
}

/** The display settings resolved against the system's locale, now: the clock every engine text is written in. */
export function displayOf(s: EngineState): DisplayView {
  const resolved = resolveDisplay(s.settings.display, s.ports.locale.systemLocale());
  return s.settings.display.decimalHours ? { ...resolved, decimalHours: true } : resolved;
}

/**
 * The entries with the shown week's older days added from its read: the days before
 * yesterday, which the recent read does not cover (a stopwatch the service says runs is
 * always among the recent entries, so none of these counts as running). The tracker plans
 * from these too, so an entry of the shown week can be continued or edited.
 */
export function entryViewsWithWeek(s: EngineState): EntryView[] {
  return s.weekShown ? entryViewsOfWeek(s, s.weekShown.start) : entryViews(s);
}

/** The same with the kept read of the week starting `start`, the shown one or not. */
function entryViewsOfWeek(s: EngineState, start: string): EntryView[] {
  const read = s.known.weeks[start];
  if (!read) return entryViews(s);
  const liveFrom = addDays(s.today(), -1);
  const older = read.entries.filter((e) => e.date < liveFrom && !s.known.entries.has(e.id)).map((e) => (e.running ? { ...e, running: false, stopwatchStartLocal: null } : e));
  return overlaid(s, [...s.known.entries.values(), ...older]);
}

/**
 * Every entry the engine holds (the recent ones and the kept weeks' older ones) as the service
 * holds them and with the queue applied, through the same overlay as the entries shown: what
 * the queue changes on a day whose figure is the grouped report's (engine-day-target.ts).
 */
export function queuedEntries(s: EngineState): QueuedEntries {
  const held = new Map(s.known.entries);
  for (const w of Object.values(s.known.weeks)) for (const e of w.entries) if (!held.has(e.id)) held.set(e.id, e);
  const entries = [...held.values()];
  return { served: overlaid(s, entries, []), shown: overlaid(s, entries) };
}

const keptWeek = keptPerEngine<WeekView>();

/**
 * The week the person looks at, kept while what it is made of is the same: the week shown
 * (replaced on each change of it), its read, the day, the entries' views (entryViews: the
 * same array while the entries, the queue and the names are) and the entries read.
 */
function shownWeek(s: EngineState): WeekView | null {
  const shown = s.weekShown;
  if (!shown) return null;
  const read = s.known.weeks[shown.start];
  const today = s.today();
  const offsetMinutes = s.known.zone.offsetMinutes;
  return keptWeek(s, [shown, read, today, offsetMinutes, entryViews(s), s.known.entries], () =>
    buildWeekView({ start: shown.start, today, views: entryViewsWithWeek(s), reading: shown.reading, failure: shown.failure, readAt: read?.readAt ?? null, offsetMinutes }),
  );
}

export function runningEntry(s: EngineState): EntryView | null {
  return entryViews(s).find((v) => v.runningSince !== null) ?? null;
}

/**
 * Distinct recent entries (project, task, description), newest first: what "continue" offers.
 * Never the work running now (it needs no continuing: a continue makes a new entry, so an
 * earlier entry of that work stays finished beside the run), nor one dated after today (a
 * part of an entry that ends tomorrow is not work to pick up again).
 */
export function recentEntries(s: EngineState, views: readonly EntryView[] = entryViews(s)): EntryView[] {
  const today = localDate(s.now(), s.known.zone.offsetMinutes);
  // Of the views and the day only: kept between publishes, frozen so no caller changes it.
  return keptRecent(s, [views, today], () => Object.freeze(recentOf(views, today)) as EntryView[]);
}

const keptRecent = keptPerEngine<EntryView[]>();

function recentOf(views: readonly EntryView[], today: string): EntryView[] {
  const work = (v: EntryView) => `${v.projectId}|${v.taskId}|${v.description}`;
  const seen = new Set<string>(views.filter((v) => v.runningSince !== null).map(work));
  const out: EntryView[] = [];
  for (const v of views) {
    if (v.runningSince !== null || v.date > today) continue;
    const k = work(v);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(v);
    if (out.length >= RECENT_LIMIT) break;
  }
  return out;
}

/** What was recorded since its figure on the running entry's project, when it has a tally. */
function budgetRecorded(s: EngineState, views: readonly EntryView[]): Record<string, number> {
  const running = views.find((v) => v.runningSince !== null);
  const tally = running ? s.known.budgets[String(running.projectId)] : undefined;
  return running && tally ? { [String(running.projectId)]: recordedSince(tally, running.projectId, views) } : {};
}

function stillWorkingView(s: EngineState): StillWorkingQuestion | null {
  const q = s.stillWorking;
  return q === null ? null : Object.freeze({ entryKey: q.entryKey, endOfDayAt: q.endOfDayAt, lastActiveAt: q.lastActiveAt });
}

const keptServiceHours = keptPerEngine<ServiceWorkingHours | null>();

/** The working hours the user's record gives, kept while the record's user is the same object (the accounts beside read them at every publish). */
function serviceHoursOf(s: EngineState): ServiceWorkingHours | null {
  const user = s.record?.user ?? null;
  return keptServiceHours(s, [user], () => (user ? serviceWorkingHours(user) : null));
}

export function publish(s: EngineState): void {
  if (!s.settings || !s.outbox) return;
  const views = entryViews(s);
  const display = displayOf(s);
  const week = shownWeek(s);
  // Once a publish: every text of the snapshot is in the language in use now.
  const language = languageOf(s);
  const i18n = wordsFor(language);
  const snap = buildSnapshot({
    now: s.now(),
    session: s.sessionState,
    signedIn: s.record !== null,
    views,
    recent: recentEntries(s, views),
    projects: s.known.projects,
    tasks: s.known.tasks,
    queuedLabels: queuedLabels(s, display.hourCycle, i18n),
    held: s.held,
    sync: { state: s.syncState, message: s.syncMessage, resumesAt: s.resumesAt, lastReadAt: s.lastReadAt, readsRationed: readsRationedOf(s) },
    limits: s.pacer.limits.snapshot(),
    budgetRecorded: budgetRecorded(s, views),
    idle: { detection: idleDetection(s.idleState, s.settings.idle.enabled), prompt: s.prompt, stillWorking: stillWorkingView(s) },
    reminder: { snoozedUntil: s.reminderSnoozedUntil, lastShownAt: s.reminderShownAt, target: s.reminderTarget, clickedAt: s.reminderClickedAt },
    settings: s.settings,
    serviceWorkingHours: serviceHoursOf(s),
    zone: s.known.zone,
    display,
    language,
    shownWeek: week,
    timeline: timelineOf(s, views, week),
    todos: todosViewOf(s),
    secretStore: s.ports.secrets.describe?.(i18n) ?? s.ports.secrets.description,
    shell: s.shell,
    notice: s.notice,
    update: s.update,
    updatedTo: s.updatedTo,
    windowVisible: s.windowVisible,
    focus: focusView(s.focus, s.settings.focus, s.now(), i18n),
    // The target's week and the last seven days as the entries shown count them (an edit of an earlier day at once).
    ...dayFiguresOf(s, views, display.firstDayOfWeek, (start) => (s.weekShown?.start === start && week !== null ? week.days.flatMap((d) => d.entries) : entryViewsOfWeek(s, start)), () => queuedEntries(s)),
  });
  const held = s.outbox.items.filter((q) => isHeld(q.op, s.now()));
  const heldForUndo = held.length;
  const heldUntil = held.reduce<number | null>((latest, q) => Math.max(latest ?? 0, q.op.hold!.until), null);
  s.snap = Object.freeze({ ...snap, sync: Object.freeze({ ...snap.sync, heldForUndo, heldUntil }), undo: undoViewOf(s), notSaved: notSavedViewsOf(s), serviceCapacity: s.record ? s.known.capacity : null, settingsProblems: s.settingsProblems });
  for (const l of s.listeners) {
    try {
      l(s.snap);
    } catch (e) {
      s.ports.logger.log('warn', 'snapshot listener failed', { error: e instanceof Error ? e.message : String(e) });
    }
  }
}

/** The last correction of the signed-in person, for Undo. */
export function undoViewOf(s: EngineState): UndoView | null {
  // While signed out (the session revoked), the last change is still the person's last: kept,
  // so that across accounts an older change of another account is not taken for it (seed
  // 823364216 run 63); its Undo says to sign in again (engine-undo.ts).
  const owner = s.ownerKey() || s.lastOwnerKey;
  const c = owner ? s.outbox.lastChange(owner) : null;
  return c === null ? null : Object.freeze({ id: c.id, words: c.words, at: c.at, until: c.until });
}

/** The refused changes of the signed-in person (of the last one while signed out), oldest first. */
export function notSavedViewsOf(s: EngineState): readonly NotSavedView[] {
  const owner = s.ownerKey() || s.lastOwnerKey;
  return Object.freeze(
    s.outbox.notSaved(owner).map(({ owner: _owner, ...r }): NotSavedView => {
      const change = webChangeOf(r);
      if (!change) return Object.freeze(r);
      const words = webChoiceWords(change, s.known, displayOf(s).hourCycle);
      return Object.freeze({ ...r, choice: Object.freeze({ mine: change.mine, web: change.web, words }) });
    }),
  );
}

/**
 * Runs `look` after each published snapshot: once for a burst of publishes, and never
 * inside a publish (a look may publish again).
 */
export function afterEachPublish(s: EngineState, look: () => void): void {
  let pending = false;
  s.listeners.add(() => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      look();
    });
  });
}

/** The queue in the person's words, each action naming its project or its entry. */
function queuedLabels(s: EngineState, hourCycle: HourCycle, i18n: I18n): string[] {
  const known = s.namesKnown();
  const projectName = (id: number): string => known.projects.find((p) => p.id === id)?.name ?? `project ${id}`;
  return describeOps(s.outbox.items.map((q) => q.op), projectName, known.zone.offsetMinutes, hourCycle, i18n, entryNameIn(s, projectName));
}
