// The engine behind the facade: holds what the service last said, the durable outbox and
// the session, and runs one loop that sends queued commands in order and reads the service
// when the refresh policy says so. Every change publishes a new immutable snapshot.
//
// Each job is a part in its own file, sharing one EngineState: the session
// (engine-session.ts), the tracker commands (engine-commands.ts), the loop (engine-loop.ts),
// the reads (engine-reads.ts), idle and reminders (engine-attention.ts), the focus rhythm
// (engine-focus.ts), the person's to-dos (engine-todos.ts), and the views and snapshot
// (engine-views.ts). This class makes them and keeps the facade's methods.

import { EngineAttention } from './engine-attention.ts';
import { EngineCommands } from './engine-commands.ts';
import { EngineFocus } from './engine-focus.ts';
import { EngineStillWorking } from './engine-still-working.ts';
import { EngineBudget } from './engine-budget.ts';
import { EngineAway } from './engine-away.ts';
import { EngineUndo } from './engine-undo.ts';
import { EngineLoop } from './engine-loop.ts';
import { EnginePreflight } from './engine-preflight.ts';
import type { EngineParts } from './engine-parts.ts';
import { EngineReads } from './engine-reads.ts';
import { EngineSession } from './engine-session.ts';
import { EngineTodos } from './engine-todos.ts';
import { EngineUpdates } from './engine-updates.ts';
import { EngineWeek } from './engine-week.ts';
import { EngineTarget } from './engine-target.ts';
import { EngineTimesheet } from './engine-timesheet.ts';
import { EngineRounding } from './engine-rounding.ts';
import { forgetRecords } from './engine-forget.ts';
import { EngineState, OK, fail, type StintOptions } from './engine-state.ts';
import { settingsWordsOf, wordsOf } from './engine-language.ts';
import { signInFirst } from '../commands/plan-words.ts';
import { publish } from './engine-views.ts';
import { focusChoiceRefusal } from '../attention/focus-rhythm.ts';
import { emptyKnown, loadKnown, loadLastKnown } from '../reads/known.ts';
import { Outbox } from '../commands/outbox.ts';
import type { Ports } from '../ports.ts';
import { parseSessionRecord } from '../session/session-record.ts';
import { loadSettingsWithReport, updateSettings, type Settings } from '../settings/settings.ts';
import { settingsKeptAsideNotice } from '../settings/settings-kept-aside.ts';
import type { Snapshot } from '../snapshot.ts';
import type { ApplyRoundingInput, ApplyRoundingResult, BookPartsInput, CommandResult, EditInput, EntryEditInput, EntrySplitInput, FillGapInput, FocusChoice, IdleBookingInput, IdleChoice, StillWorkingChoice, ManualEntryResult, TimesheetCostResult, TimesheetReadInput, TimesheetRowsResult, ManualInput, RunningStartInput, RunningStartResult, ShellStatusField, SignInInput, SnoozeChoice, StartInput, StopInput, AccountStint, TodoStartInput, UndoResult } from '../stint-api.ts';

export type { StintOptions } from './engine-state.ts';

/** The engine's parts, as each sees the others. */

/** A refresh reads the projects again when they are older than this (the check before a change keeps them 5 minutes too). */
const REFRESH_PROJECTS_AFTER_MS = 5 * 60_000;

export class Engine implements AccountStint, EngineParts {
  private readonly s: EngineState;
  readonly session: EngineSession;
  readonly commands: EngineCommands;
  readonly loop: EngineLoop;
  readonly reads: EngineReads;
  readonly attention: EngineAttention;
  readonly week: EngineWeek;
  private readonly target: EngineTarget;
  readonly updates: EngineUpdates;
  readonly todos: EngineTodos;
  readonly focus: EngineFocus;
  readonly stillWorking: EngineStillWorking;
  private readonly budget: EngineBudget;
  readonly away: EngineAway;
  readonly undoing: EngineUndo;
  readonly preflight: EnginePreflight;
  private readonly timesheets: EngineTimesheet;
  private readonly rounding: EngineRounding;

  private loopDone: Promise<void> = Promise.resolve();
  private tickDone: Promise<void> = Promise.resolve();
  private focusDone: Promise<void> = Promise.resolve();
  private budgetDone: Promise<void> = Promise.resolve();
  private readonly unsubscribers: (() => void)[] = [];
  private targetDone: Promise<void> = Promise.resolve();

  constructor(ports: Ports, opts: StintOptions) {
    this.s = new EngineState(ports, opts);
    // The parts call one another only once all are made (from init on), so each gets this engine.
    this.session = new EngineSession(this.s, this);
    this.commands = new EngineCommands(this.s, this);
    this.loop = new EngineLoop(this.s, this);
    this.reads = new EngineReads(this.s, this);
    this.attention = new EngineAttention(this.s, this);
    this.stillWorking = new EngineStillWorking(this.s, this);
    this.week = new EngineWeek(this.s);
    this.target = new EngineTarget(this.s);
    this.updates = new EngineUpdates(this.s);
    this.todos = new EngineTodos(this.s, this);
    this.focus = new EngineFocus(this.s, this);
    this.budget = new EngineBudget(this.s);
    this.away = new EngineAway(this.s);
    this.undoing = new EngineUndo(this.s, this);
    this.preflight = new EnginePreflight(this.s, this);
    this.timesheets = new EngineTimesheet(this.s);
    this.rounding = new EngineRounding(this.s, this);
  }

  // ===== lifecycle =====

  async init(): Promise<void> {
    const read = loadSettingsWithReport(this.s.ports.settings, this.s.makeId, settingsWordsOf(this.s));
    this.s.settings = read.settings;
    this.s.settingsProblems = read.problems;
    // One notice holds them all: a second would replace the first.
    const lost = (this.s.ports.settings.takeKeptAside?.() ?? []).map((k) => settingsKeptAsideNotice(k, wordsOf(this.s)));
    lost.push(...read.problems.map((p) => p.message));
    this.updates.start();
    const opened = await Outbox.open(this.s.ports.durable);
    this.s.outbox = opened.outbox;
    if (!opened.ok) {
      const i18n = wordsOf(this.s);
      lost.push(i18n._({ id: 'engine.queueUnreadable', message: 'The queue of unsent actions could not be read; it was kept at {path} ({why}). Nothing was deleted.', values: { path: opened.keptAt, why: opened.reason } }));
    }
    if (lost.length > 0) this.s.setNotice('error', lost.join(' '));
    const record = parseSessionRecord(await this.s.ports.secrets.get().catch(() => null));
    if (record) {
      this.session.useRecord(record);
      this.s.known = await loadKnown(this.s.ports.durable, this.s.ownerKey());
    } else {
      // Signed out (its token refused, or the person's sign-out): the last copy stays in sight
      // as it did before the restart, so a timer still running on the service is not forgotten.
      const last = await loadLastKnown(this.s.ports.durable);
      this.s.lastOwnerKey = last.owner;
      this.s.known = last.known;
    }
    const waiting = this.s.queueOwnerKey();
    if (waiting !== null && waiting !== this.s.ownerKey()) this.s.queueKnown = { owner: waiting, known: await loadKnown(this.s.ports.durable, waiting).catch(() => emptyKnown()) };
    await this.todos.load();
    await this.target.load();
    await this.focus.load();
    await this.budget.load();
    await this.stillWorking.load();
    await this.away.load();
    this.s.pacer.limits.subscribe(() => publish(this.s));
    const localeChanged = this.s.ports.locale.onChange?.(() => publish(this.s));
    if (localeChanged) this.unsubscribers.push(localeChanged);
    this.unsubscribers.push(this.s.ports.idle.onEvent((ev) => this.attention.onSystemEvent(ev)));
    this.unsubscribers.push(this.s.ports.network.onChange((online) => this.loop.onNetwork(online)));
    this.unsubscribers.push(
      this.s.ports.notifier.onAction(
        (id, action) =>
          void this.s
            .track(Promise.all([this.undoing.onNotification(id, action), this.attention.onNotification(id, action), this.focus.onNotification(id, action), this.stillWorking.onNotification(id, action)]))
            .catch((e: unknown) => this.s.logFailure('notification action', e)),
      ),
    );
    publish(this.s);
    this.loopDone = this.loop.run();
    this.tickDone = this.attention.ticker();
    this.targetDone = this.target.ticker();
    this.focusDone = this.focus.ticker();
    this.budgetDone = this.budget.ticker();
  }

  async close(): Promise<void> {
    if (this.s.closed) return;
    // Flush first: what can be sent now is sent; what cannot (offline, blocked) stays on disk.
    await this.settled();
    this.s.closed = true;
    this.s.tickStop.abort();
    this.s.wake.abort();
    for (const u of this.unsubscribers) u();
    this.updates.stop();
    await Promise.allSettled([this.loopDone, this.tickDone, this.focusDone, this.budgetDone]);
    await Promise.allSettled([this.targetDone]);
    await this.s.saveCache().catch(() => {});
    for (const r of this.s.idlers.splice(0)) r();
  }

  snapshot(): Snapshot {
    return this.s.snap;
  }

  subscribe(listener: (s: Snapshot) => void): () => void {
    this.s.listeners.add(listener);
    return () => this.s.listeners.delete(listener);
  }

  async settled(): Promise<void> {
    // Commands still on their way into the outbox (a notification's action) come first.
    while (this.s.inFlight.size > 0) await Promise.allSettled([...this.s.inFlight]);
    if (this.s.closed || (!this.s.busy && !this.loop.workDue())) return;
    const p = new Promise<void>((resolve) => this.s.idlers.push(resolve));
    // Work may have become due by something other than a kick (the clock moved): wake the loop.
    if (!this.s.busy) this.s.kick();
    await p;
    if (this.s.inFlight.size > 0) await this.settled();
  }


  // ===== session =====

  signIn(input: SignInInput): Promise<CommandResult> {
    return this.session.signIn(input);
  }

  signOut(): Promise<CommandResult> {
    return this.session.signOut();
  }

  async forgetAccount(): Promise<CommandResult> {
    await this.session.signOut();
    // Also when signed out already: nothing of the account stays in its keychain item.
    await this.s.ports.secrets.delete();
    // A send under way ends before the queue is dropped: its answer never writes to it again.
    await this.settled();
    await forgetRecords(this.s);
    this.budget.forget();
    this.target.forget();
    this.stillWorking.forget();
    this.focus.forget();
    publish(this.s);
    return OK;
  }

  // ===== tracker commands =====

  start(input: StartInput): Promise<CommandResult> {
    return this.commands.start(input);
  }

  stop(input?: StopInput): Promise<CommandResult> {
    return this.commands.stop(input);
  }

  continueEntry(entryKey: string): Promise<CommandResult> {
    return this.commands.continueEntry(entryKey);
  }

  editDescription(entryKey: string, description: string): Promise<CommandResult> {
    return this.commands.editDescription(entryKey, description);
  }

  setRunningStart(input: RunningStartInput): Promise<RunningStartResult> {
    return this.commands.setRunningStart(input);
  }

  editEntry(input: EntryEditInput): Promise<ManualEntryResult> {
    return this.commands.editEntry(input);
  }

  splitEntry(input: EntrySplitInput): Promise<ManualEntryResult> {
    return this.commands.splitEntry(input);
  }

  editRunning(input: EditInput): Promise<CommandResult> {
    return this.commands.editRunning(input);
  }

  addManualEntry(input: ManualInput): Promise<ManualEntryResult> {
    return this.commands.addManualEntry(input);
  }

  fillGap(input: FillGapInput): Promise<ManualEntryResult> {
    return this.commands.fillGap(input);
  }

  pickProject(projectId: number): Promise<CommandResult> {
    return this.commands.pickProject(projectId);
  }

  // ===== to-dos =====

  openTodos(): Promise<CommandResult> {
    return this.todos.openTodos();
  }

  refreshTodos(): Promise<CommandResult> {
    return this.todos.refreshTodos();
  }

  completeTodo(todoId: string): Promise<CommandResult> {
    return this.todos.completeTodo(todoId);
  }

  undoTodo(todoId: string): Promise<CommandResult> {
    return this.todos.undoTodo(todoId);
  }

  startTodo(input: TodoStartInput): Promise<CommandResult> {
    return this.todos.startTodo(input);
  }

  // ===== idle and reminders =====

  resolveIdle(choice: IdleChoice): Promise<CommandResult> {
    return this.attention.resolveIdle(choice);
  }

  bookIdle(input: IdleBookingInput): Promise<CommandResult> {
    return this.attention.bookIdle(input);
  }

  snoozeReminders(choice: SnoozeChoice): Promise<CommandResult> {
    return this.attention.snoozeReminders(choice);
  }

  clearAwayLog(): Promise<CommandResult> {
    return this.away.clear();
  }

  systemShuttingDown(): Promise<CommandResult> {
    return this.attention.stopOnShutdown();
  }

  answerStillWorking(choice: StillWorkingChoice): Promise<CommandResult> {
    return this.stillWorking.answer(choice);
  }

  // ===== the focus rhythm =====

  async answerFocus(choice: FocusChoice): Promise<CommandResult> {
    if (!this.s.record) return fail(signInFirst(wordsOf(this.s)));
    const refusal = focusChoiceRefusal(this.s.focus, choice, this.s.settings.focus, wordsOf(this.s));
    if (refusal !== null) return fail(refusal);
    await this.focus.answer(choice);
    return OK;
  }

  // ===== the loop =====

  setWindowVisible(visible: boolean): void {
    this.loop.setWindowVisible(visible);
    if (visible) this.week.onShow();
  }

  showWeek(date: string): Promise<CommandResult> {
    return this.week.showWeek(date);
  }

  async refresh(): Promise<CommandResult> {
    const i18n = wordsOf(this.s);
    if (!this.s.record) return fail(signInFirst(i18n));
    // Asked for: the projects too (one made or brought back on the web is wanted now, not in
    // 12 hours), unless read minutes ago: a person pressing it twice spends no more.
    const projectsAt = this.s.known.projectsAt;
    if (projectsAt !== null && this.s.now() - projectsAt > REFRESH_PROJECTS_AFTER_MS) this.s.known.projectsAt = null;
    this.s.readRequested = true;
    this.s.kick();
    await this.settled();
    if (this.s.syncState !== 'error' && this.s.syncState !== 'offline') return OK;
    const why = this.s.syncMessage ?? i18n._({ id: 'engine.refresh.unread', message: 'The service could not be read.' });
    return fail(i18n._({ id: 'engine.refresh.failed', message: 'Not refreshed. {why}', values: { why } }));
  }

  // ===== timesheets =====

  readTimesheet(input: TimesheetReadInput): Promise<TimesheetRowsResult> {
    return this.timesheets.read(input);
  }

  timesheetCost(input: TimesheetReadInput): Promise<TimesheetCostResult> {
    return this.timesheets.cost(input);
  }

  bookParts(input: BookPartsInput): Promise<ManualEntryResult> {
    return this.commands.bookParts(input);
  }

  applyRounding(input: ApplyRoundingInput): Promise<ApplyRoundingResult> {
    return this.rounding.apply(input);
  }

  // ===== settings, notices, snapshot =====

  async updateSettings(patch: unknown): Promise<CommandResult & { settings?: Settings }> {
    const r = updateSettings(this.s.ports.settings, this.s.settings, patch, settingsWordsOf(this.s));
    if (!r.ok) {
      const i18n = wordsOf(this.s);
      return fail(i18n._({ id: 'settings.checkHighlighted', message: 'Check the highlighted settings.' }), r.errors);
    }
    this.s.settings = r.settings;
    this.s.settingsProblems = r.problems;
    this.updates.configure();
    this.s.kick();
    publish(this.s);
    return { ok: true, settings: r.settings };
  }

  dismissNotice(): void {
    this.s.notice = null;
    publish(this.s);
  }

  undo(): Promise<UndoResult> {
    return this.s.track(this.undoing.undo());
  }

  dismissNotSaved(id: string): Promise<CommandResult> {
    return this.undoing.dismissNotSaved(id);
  }

  applyNotSaved(id: string): Promise<CommandResult> {
    return this.commands.applyNotSaved(id);
  }

  // ===== updates of Stint itself =====

  installUpdate(): Promise<CommandResult> {
    return this.updates.install();
  }

  dismissUpdatedNote(): void {
    this.updates.dismissNote();
  }

  reportShellStatus(field: ShellStatusField, message: string | null): void {
    // The shell re-reports on every apply; only a change is news to the window.
    if (this.s.shell[field] === message) return;
    this.s.shell = Object.freeze({ ...this.s.shell, [field]: message });
    publish(this.s);
  }
}
