// The tracker commands: each is planned against the queue as it will stand, appended to the
// durable outbox (on disk first), shown at once, and handed to the loop. Picking a project
// reads its tasks once.

import { isServiceError } from '../../api/errors.ts';
import type { ApartPlan, Described, EngineParts } from './engine-parts.ts';
import { OK, UNDO_HOLD_MS, fail, type EngineState } from './engine-state.ts';
import { addDays } from '../time/local-time.ts';
import { displayOf, entryViewsWithWeek, publish } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import { signInFirst } from '../commands/plan-words.ts';
import { wordsFor } from '../../i18n/words.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import { readTasks } from '../reads/reads.ts';
import type { BookPartsInput, CommandResult, EditInput, EntryEditInput, EntrySplitInput, FillGapInput, ManualEntryResult, ManualInput, RunningStartInput, RunningStartResult, StopInput, StartInput } from '../stint-api.ts';
import { planRunningStart } from '../commands/running-start.ts';
import { workingDaySeconds } from '../attention/working-hours.ts';
import { planEntryEdit } from '../commands/entry-edit.ts';
import { planEntrySplit } from '../commands/entry-split.ts';
import { planGapFill } from '../commands/gap-fill.ts';
import { changeWords, type ChangeKind } from '../commands/change-words.ts';
import { withHold } from '../commands/hold.ts';
import { planApplyMine } from '../commands/apply-mine.ts';
import type { Op } from '../commands/ops.ts';
import { undoAfterOf } from '../commands/undo-plan.ts';
import type { LastChange } from '../commands/last-change.ts';
import { planContinue, planEdit, planEditDescription, planManual, planStart, planStop, refused, type Plan, type Refuse, type TrackerView } from '../commands/tracker.ts';

/**
 * The ops of one plan are one change to the person: each carries the first op's id, so all
 * of it is checked before the first request and a refusal of the first sends none of it.
 */
function grouped<P>(p: P): P {
  if (typeof p !== 'object' || p === null || !('op' in p) || !('more' in p)) return p;
  const { op, more } = p as { op: Op; more: readonly Op[] };
  if (more.length === 0) return p;
  const group = op.opId;
  return { ...p, op: { ...op, group }, more: more.map((o) => ({ ...o, group })) };
}

/** The words and the put-back of a correction of one kind, from the entries before it (`t`) and its ops. */
function kindDescribed(kind: ChangeKind, t: TrackerView, p: object): Described {
  const { op, more = [] } = p as { op: Op; more?: readonly Op[] };
  const i18n = t.words ?? wordsFor(SOURCE_LANGUAGE);
  return { words: changeWords(kind, { hourCycle: t.hourCycle, i18n, entries: t.entries, projects: t.projects }, op, more), undo: undoAfterOf(kind, t, op, more) };
}

/** Every op of a queued plan: its first and any more (a manual entry's next days, a split's part). */
function allOps(p: { readonly op: Op; readonly more?: readonly Op[] }): readonly Op[] {
  return [p.op, ...(p.more ?? [])];
}

export class EngineCommands {
  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  tracker(): TrackerView {
    return {
      now: this.s.now(),
      offsetMinutes: this.s.known.zone.offsetMinutes,
      hourCycle: displayOf(this.s).hourCycle,
      locale: displayOf(this.s).locale,
      words: wordsOf(this.s),
      entries: entryViewsWithWeek(this.s),
      projects: this.s.known.projects,
      tasks: this.s.known.tasks,
      makeId: this.s.makeId,
      workingDaySeconds: workingDaySeconds(this.s.schedule()),
      dayShown: (date) => dayRead(this.s, date),
      others: this.s.opts.otherAccounts?.entries?.(this.s.known.zone.offsetMinutes) ?? [],
    };
  }

  /** Why no command can be queued now (signed out, or another user's actions wait), or null. */
  checkSignedIn(): Refuse['refuse'] | null {
    const i18n = wordsOf(this.s);
    if (!this.s.record) return refused(signInFirst(i18n));
    if (this.s.held) return refused(i18n._({ id: 'engine.heldQueue', message: 'Actions of another user wait in the queue; sign in as that user to send them first.' }));
    return null;
  }

  /**
   * Plans a command against the queue as it stands once earlier commands landed, queues it
   * (on disk first), shows it at once, and wakes the loop.
   */
  run(plan: Plan | (() => Plan), change?: ChangeKind): Promise<CommandResult> {
    return this.s.track(this.queue(typeof plan === 'function' ? plan : () => plan, change).then((p) => ('refuse' in p ? p.refuse : OK)));
  }

  /**
   * Queues ops that each go on their own, not as a group: one refused (locked since, changed on
   * the web since) takes none of the others with it (Undo's put-back of several entries, rounding
   * stored). `described`: a correction held for Undo with these words and this put-back.
   */
  runApart<P extends ApartPlan>(plan: () => P, described?: (p: Extract<P, { op: Op }>) => Described): Promise<P | Refuse> {
    return this.s.track(this.queue(plan, described === undefined ? undefined : (t, p) => described(p as Extract<P, { op: Op }>), false));
  }

  /**
   * Answers the plan as it was queued (or a refusal, when no one may queue now). A `change`
   * (a correction or a manual entry) is held for Undo and kept as the last change, with its
   * words and how to undo it after the hold, in the same write.
   */
  private async queue<P extends Plan | ApartPlan>(plan: () => P, change?: ChangeKind | ((t: TrackerView, p: P) => Described), together = true): Promise<P | Refuse> {
    const bad = this.checkSignedIn();
    if (bad) return { refuse: bad };
    const owner = this.s.owner();
    if (!owner) return { refuse: refused(signInFirst(wordsOf(this.s))) };
    const planned = together ? () => grouped(plan()) : plan;
    const describe = typeof change === 'string' ? (t: TrackerView, p: P) => kindDescribed(change, t, p) : change;
    const held = describe === undefined ? null : this.held(planned, describe);
    const p = await this.s.outbox.appendPlanned(held?.plan ?? planned, owner, this.s.known.zone.offsetMinutes, held?.record);
    // Refused on the queue as it stands: an op the service refused may have left it since the
    // last snapshot (its run gone), so the window shows that queue, not a run the refusal denies.
    if (!('op' in p)) {
      publish(this.s);
      return p;
    }
    if (held) this.parts.undoing.changed();
    this.s.lastLocalChangeAt = p.op.at;
    this.s.lastActedAt = this.s.now();
    if (p.op.kind === 'stop') this.s.lastStoppedAt = p.op.at;
    this.parts.stillWorking.heard(allOps(p));
    this.parts.attention.closeStaleReminder();
    this.s.notice = null;
    // Sent at once when nothing holds it: say so now, not after the loop wakes.
    if (this.parts.loop.sendDue()) this.s.syncState = 'syncing';
    publish(this.s);
    this.s.kick();
    return p;
  }

  /** The plan with the change's hold on every op, and the record of the change for Undo. */
  private held<P extends Plan | ApartPlan>(plan: () => P, describe: (t: TrackerView, p: P) => Described): { plan: () => P; record: (p: P, owner: string) => LastChange } {
    const holdMs = this.s.opts.undoHoldMs ?? UNDO_HOLD_MS;
    const id = this.s.makeId();
    let before: TrackerView | null = null;
    let until = this.s.now();
    const opsOf = (p: P): { op: Op; more: readonly Op[] } => {
      const m = p as unknown as { op: Op; more?: readonly Op[] };
      return { op: m.op, more: m.more ?? [] };
    };
    return {
      plan: () => {
        before = this.tracker();
        until = before.now + holdMs;
        const p = plan();
        if (!('op' in p) || holdMs <= 0) return p;
        const hold = { until, change: id };
        const { op, more } = opsOf(p);
        return { ...p, op: withHold(op, hold), more: more.map((o) => withHold(o, hold)) };
      },
      record: (p, owner) => {
        const t = before ?? this.tracker();
        const { op, more } = opsOf(p);
        const { words, undo } = describe(t, p);
        return { id, owner, words, at: t.now, until, opIds: [op, ...more].map((o) => o.opId), undo };
      },
    };
  }

  start(input: StartInput): Promise<CommandResult> {
    return this.run(() => planStart(this.trackerAt(input.at), input));
  }

  stop(input?: StopInput): Promise<CommandResult> {
    return this.run(() => planStop(this.trackerAt(input?.at), input?.exact === true));
  }

  /** The tracker as at the click's instant when a driver names one (a switch across accounts), never later than now. */
  private trackerAt(at: number | undefined): TrackerView {
    const t = this.tracker();
    return at === undefined || !Number.isFinite(at) ? t : { ...t, now: Math.min(at, t.now) };
  }

  continueEntry(entryKey: string): Promise<CommandResult> {
    return this.run(() => planContinue(this.tracker(), entryKey));
  }

  editDescription(entryKey: string, description: string): Promise<CommandResult> {
    return this.run(() => planEditDescription(this.tracker(), entryKey, description));
  }

  editRunning(input: EditInput): Promise<CommandResult> {
    return this.run(() => planEdit(this.tracker(), input));
  }

  setRunningStart(input: RunningStartInput): Promise<RunningStartResult> {
    return this.run(() => planRunningStart(this.tracker(), input), 'start');
  }

  /** Queues the edit (and a new entry for each further day it now covers); answers the entry's key and theirs. */
  editEntry(input: EntryEditInput): Promise<ManualEntryResult> {
    return this.s.track(
      this.queue(() => planEntryEdit(this.tracker(), input), 'edit').then((p): ManualEntryResult => {
        if ('refuse' in p) return p.refuse;
        if ('noop' in p) return Object.freeze({ ok: true, entryKey: input.entryKey, entryKeys: Object.freeze([input.entryKey]) });
        return Object.freeze({ ok: true, entryKey: input.entryKey, entryKeys: Object.freeze([input.entryKey, ...p.more.map((o) => `l${o.localId}`)]) });
      }),
    );
  }

  /**
   * "Apply mine" on a change refused because the entry changed on the web: queued again over
   * the web's copy, held for Undo like any correction; the item leaves the list once queued.
   */
  async applyNotSaved(id: string): Promise<CommandResult> {
    const owner = this.s.ownerKey();
    const record = owner ? this.s.outbox.notSaved(owner).find((r) => r.id === id) : undefined;
    const i18n = wordsOf(this.s);
    if (!record) return refused(i18n._({ id: 'engine.notSavedGone', message: 'That change is no longer listed: it was applied or dismissed already.' }));
    const p = await this.s.track(this.queue(() => planApplyMine(this.tracker(), record), 'edit'));
    if ('refuse' in p) return p.refuse;
    await this.s.outbox.dismissNotSaved(id);
    publish(this.s);
    return OK;
  }

  /** Queues the split; answers the entry's key and the second part's. */
  splitEntry(input: EntrySplitInput): Promise<ManualEntryResult> {
    return this.s.track(
      this.queue(() => planEntrySplit(this.tracker(), input), 'split').then((p): ManualEntryResult => {
        if ('refuse' in p) return p.refuse;
        return Object.freeze({ ok: true, entryKey: input.entryKey, entryKeys: Object.freeze([input.entryKey, `l${p.newLocalId}`]) });
      }),
    );
  }

  /** Queues the entry and answers its key, which the form follows to the service's answer. */
  addManualEntry(input: ManualInput): Promise<ManualEntryResult> {
    return this.s.track(
      this.queue(() => planManual(this.tracker(), input), 'manual').then((p): ManualEntryResult =>
        'refuse' in p ? p.refuse : Object.freeze({ ok: true, entryKey: `l${p.op.localId}`, entryKeys: Object.freeze([p.op, ...p.more].map((o) => `l${o.localId}`)) }),
      ),
    );
  }

  /** Queues the entry that fills a gap, planned against the queue as it stands (a second click finds the gap filled). */
  fillGap(input: FillGapInput): Promise<ManualEntryResult> {
    return this.s.track(
      this.queue(() => planGapFill(this.tracker(), input), 'fill').then((p): ManualEntryResult =>
        'refuse' in p ? p.refuse : Object.freeze({ ok: true, entryKey: `l${p.op.localId}`, entryKeys: Object.freeze([p.op, ...p.more].map((o) => `l${o.localId}`)) }),
      ),
    );
  }

  /**
   * Several parts of a day booked to one project as one correction (a day of the activity
   * record booked in bulk): each part an entry planned as a gap fill (refused whole, nothing
   * queued, when any part lies over an entry shown or of another account now), queued apart
   * (one the service refuses later is listed, the others kept), held for Undo together.
   */
  bookParts(input: BookPartsInput): Promise<ManualEntryResult> {
    const i18n = wordsOf(this.s);
    if (input.parts.length === 0) return Promise.resolve(refused(i18n._({ id: 'engine.nothingToBook', message: 'Nothing to book: no part is left.' })));
    const plan = (): ApartPlan => {
      const t = this.tracker();
      const ops: Op[] = [];
      for (const part of input.parts) {
        const p = planGapFill(t, { start: part.start, end: part.end, projectId: input.projectId, taskId: input.taskId, description: input.description });
        if ('refuse' in p) return p;
        ops.push(...allOps(p));
      }
      return { op: ops[0]!, more: ops.slice(1) };
    };
    return this.runApart(plan, (p) => ({ words: input.words, undo: { kind: 'made', entryKey: `l${p.op.kind === 'create_manual' ? p.op.localId : ''}` } })).then((p): ManualEntryResult => {
      if ('refuse' in p) return p.refuse;
      const keys = allOps(p).flatMap((o) => (o.kind === 'create_manual' ? [`l${o.localId}`] : []));
      return Object.freeze({ ok: true, entryKey: keys[0]!, entryKeys: Object.freeze(keys) });
    });
  }

  async pickProject(projectId: number): Promise<CommandResult> {
    const bad = this.checkSignedIn();
    if (bad) return bad;
    if (this.s.known.tasks[String(projectId)]) return OK;
    if (!this.s.client) return fail(signInFirst(wordsOf(this.s)));
    try {
      const tasks = await readTasks(this.s.client, projectId);
      this.s.known.tasks = { ...this.s.known.tasks, [String(projectId)]: Object.freeze(tasks) };
      publish(this.s);
      this.s.saveCacheSoon();
      return OK;
    } catch (e) {
      const reason = isServiceError(e) ? e.message : String(e);
      const i18n = wordsOf(this.s);
      return fail(i18n._({ id: 'engine.tasksNotRead', message: "The project's tasks could not be read: {reason}. Try again.", values: { reason } }));
    }
  }
}

/** The entries of `date` are read: today's and yesterday's (the engine's own reads), or the week shown's. */
function dayRead(s: EngineState, date: string): boolean {
  const today = s.today();
  if (date <= today && date >= addDays(today, -1)) return true;
  const week = s.weekShown;
  return week !== null && s.known.weeks[week.start] !== undefined && date >= week.start && date <= addDays(week.start, 6);
}
