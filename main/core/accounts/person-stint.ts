// The facade a window talks to when the person has several accounts: every command of a
// one-account Stint goes to the account in use (the one whose timer runs, else the one last
// chosen), the rules across accounts go through the accounts layer (a start stops the timer
// of any other account, Stop stops whatever runs, settings are the person's), and the
// snapshot is the account in use's with the other accounts beside it (`accounts`). With one
// account the snapshot is exactly that account's: a one-account window does not change.

import type { Settings } from '../settings/settings.ts';
import type { CalendarView, OtherAccountEntry, Snapshot } from '../snapshot.ts';
import type { CalendarBook } from '../calendar/calendar-book.ts';
import type { EventRule } from '../calendar/event-rules.ts';
import { calendarSnapshot, PersonCalendar } from './person-calendar.ts';
import { activitySnapshot, PersonActivity } from './person-activity.ts';
import { PersonDayReview } from './person-day-review.ts';
import { PersonWeekRecord } from './person-week-record.ts';
import { SwitchNotice } from './switch-notice.ts';
import type { ActivityRecorder } from '../activity/activity-recorder.ts';
import type { ActivityRuleBook } from '../activity/activity-rule-book.ts';
import type { AccountInput, AccountStartInput, AccountTimesheetsInput, ActivityCommands, AddCalendarInput, CommandResult, EventFillInput, InAccount, PersonStint, ShellStatusField, StartInput, Stint, TodoStartInput } from '../stint-api.ts';
import { FIRST_ACCOUNT_KEY } from './account-list.ts';
import { accountInUse, accountsPanel } from './accounts-panel.ts';
import { noSuchAccount, type StintAccounts } from './accounts.ts';
import type { AccountsSnapshot } from './accounts-view.ts';
import { timelineBesideOthers } from './gaps-across.ts';
import { entrySpans } from '../time/entry-span.ts';
import { todoIdOf, todosAcross, type AccountTodos } from './todos-across.ts';
import { otherEntries } from './entries-across.ts';
import { personTarget } from './person-target.ts';
import { timesheetsView } from './timesheets-view.ts';
import { personTimesheet, personTimesheetCost, type TimesheetCommands, type TimesheetCostNote, type TimesheetRequest, type TimesheetResult } from './person-timesheet.ts';
import { PersonRounding, type RoundingCommands } from './person-rounding.ts';
import { TimesheetExport, type ExportPorts, type TimesheetExportCommands } from './person-export.ts';
import { ActivityFiles, type ActivityFileCommands, type OpenPorts } from './person-activity-files.ts';
import { lastChangeNamed, lastChangeOf, notSavedAcross, notSavedOwner, syncAcross } from './changes-across.ts';
import { wordsFor } from '../../i18n/words.ts';


const firstRefusal = (results: readonly CommandResult[]): CommandResult => results.find((r) => !r.ok) ?? { ok: true };

/** `exportPorts`: the save dialog, file, clipboard and printer the window's export uses (absent: it says it needs the app). */
export function personStint(hub: StintAccounts, exportPorts: ExportPorts | null = null, openPorts: OpenPorts | null = null): PersonStint & TimesheetCommands & TimesheetExportCommands & RoundingCommands & ActivityFileCommands {
  return new Person(hub, exportPorts, openPorts);
}

/**
 * The account `key`'s snapshot with the other accounts beside it, as the window and the
 * command line show a person's day: the accounts panel with their entries, the timeline less
 * their time, every account's to-dos, Stint's updates through the first account. With one
 * account, exactly that account's own.
 */
export function besideOtherAccounts(hub: StintAccounts, key: string, view: AccountsSnapshot = hub.snapshot()): Snapshot {
  const own = (hub.account(key) ?? hub.first).snapshot();
  const base = accountsPanel(view, key, (other) => hub.account(other)?.snapshot().tasks ?? {});
  if (base === null) return own;
  const others = hub.named(key);
  const panel = { ...base, otherEntries: otherEntries(others, own.zone.offsetMinutes, own.shownWeek?.start ?? null) };
  const first = hub.first.snapshot();
  const changes = hub.named();
  return {
    ...own,
    accounts: panel,
    update: first.update,
    updatedTo: first.updatedTo,
    timeline: timelineOf(own, panel.otherEntries, hub.now()),
    todos: todosAcross(accountTodos(hub)),
    // The person's last change (named with its account), refusals and waiting actions, whatever account they are in.
    undo: lastChangeNamed(changes),
    notSaved: notSavedAcross(changes),
    sync: syncAcross(own.sync, own.session.state === 'signed_in', changes),
    // The person's hours against every account's time: one figure for the window and the command line.
    target: personTarget(own.target, changes.map((c) => c.snapshot), hub.now()),
  };
}

/** Every account's to-dos, named as the window names the account. */
function accountTodos(hub: StintAccounts): AccountTodos[] {
  return hub.named().map(({ key, name, snapshot }) => ({ key, name, todos: snapshot.todos }));
}

/** Time tracked in another account is no gap in this one's day. */
function timelineOf(own: Snapshot, others: readonly OtherAccountEntry[], now: number): Snapshot['timeline'] {
  if (!own.timeline) return own.timeline;
  // Read in the zone of the account shown, as `otherEntries` gives them: the same instants.
  return timelineBesideOthers(own.timeline, others.flatMap((o) => entrySpans(o.entry, now, own.zone.offsetMinutes)));
}

class Person implements PersonStint, TimesheetCommands, TimesheetExportCommands, RoundingCommands, ActivityFileCommands {
  private chosen: string = FIRST_ACCOUNT_KEY;
  /** The person chose a signed-out account to sign in to it again: the window shows its sign-in. */
  private signingIn = false;
  private readonly listeners = new Set<(s: Snapshot) => void>();
  private kept: { view: AccountsSnapshot; own: Snapshot; first: Snapshot; chosen: string; signingIn: boolean; calendars: readonly CalendarView[] | null; rules: readonly EventRule[] | null; snapshot: Snapshot } | null = null;
  private readonly off: () => void;

  private readonly export: TimesheetExport;
  private readonly rounding: PersonRounding;
  private readonly activityFiles: ActivityFiles;

  constructor(
    private readonly hub: StintAccounts,
    exportPorts: ExportPorts | null,
    openPorts: OpenPorts | null,
  ) {
    this.off = hub.subscribe(() => this.publish());
    this.rounding = new PersonRounding(hub);
    this.activityFiles = new ActivityFiles(this, exportPorts, openPorts, () => wordsFor(this.snapshot().language));
    this.export = new TimesheetExport(
      this,
      exportPorts,
      () => {
        const session = this.snapshot().session;
        return session.state === 'signed_in' ? session.userName : '';
      },
      () => this.snapshot().display.locale,
      () => wordsFor(this.snapshot().language),
    );
  }

  // ===== timesheets =====

  timesheet(request: TimesheetRequest): Promise<TimesheetResult> {
    return personTimesheet(this.hub, request);
  }

  timesheetCost(request: TimesheetRequest): Promise<TimesheetCostNote[] | string> {
    return personTimesheetCost(this.hub, request);
  }

  // The window's export: a preview, then the file or the clipboard (person-export.ts).
  previewTimesheet: TimesheetExportCommands['previewTimesheet'] = (request) => this.export.previewTimesheet(request);
  saveTimesheet: TimesheetExportCommands['saveTimesheet'] = (input) => this.export.saveTimesheet(input);
  copyTimesheet: TimesheetExportCommands['copyTimesheet'] = (request) => this.export.copyTimesheet(request);

  // Rounding stored in one account's entries, a preview first (person-rounding.ts).
  previewRounding: RoundingCommands['previewRounding'] = (request) => this.rounding.previewRounding(request);
  applyRounding: RoundingCommands['applyRounding'] = (request) => this.rounding.applyRounding(request);

  // ===== the accounts =====

  private key(): string {
    return accountInUse(this.hub.snapshot(), this.chosen, this.signingIn);
  }

  /** The account in use's own facade. */
  private get a(): Stint {
    return this.hub.account(this.key()) ?? this.hub.first;
  }

  private all(): Stint[] {
    return this.hub.accounts().flatMap((e) => this.hub.account(e.key) ?? []);
  }

  /** The accounts signed in (the account in use's alone when none is: its engine says what to do). */
  private signedIn(): Stint[] {
    const list = this.all().filter((s) => s.snapshot().session.state === 'signed_in');
    return list.length > 0 ? list : [this.a];
  }

  snapshot(): Snapshot {
    const view = this.hub.snapshot();
    const key = accountInUse(view, this.chosen, this.signingIn);
    const own = (this.hub.account(key) ?? this.hub.first).snapshot();
    const first = this.hub.first.snapshot();
    const calendars = this.hub.calendars?.views() ?? null;
    const rules = this.hub.calendars?.rules() ?? null;
    const k = this.kept;
    if (k && k.view === view && k.own === own && k.first === first && k.chosen === this.chosen && k.signingIn === this.signingIn && k.calendars === calendars && k.rules === rules) return k.snapshot;
    const accounts = besideOtherAccounts(this.hub, key, view);
    const calendar = calendarSnapshot(this.hub.calendars, accounts, key, view.accounts.flatMap((r) => (r.email ? [r.email] : [])), this.hub.now());
    const merged: Snapshot = calendar === undefined ? accounts : { ...accounts, calendar };
    const activity = this.hub.activity && this.hub.activityRules ? { ...activitySnapshot(this.hub.activity, this.hub.activityRules, merged, first.settings.activity.keepDays, this.activity.question(merged, first.settings.activity)), review: this.review.view(merged), week: this.weekRecord.view(merged.shownWeek, merged.today) } : undefined;
    // The person's settings are the first account's file's: so is what of it was not read.
    const withProblems: Snapshot = { ...merged, settingsProblems: first.settingsProblems ?? [] };
    const withTimesheets: Snapshot = { ...withProblems, timesheets: timesheetsView(this.hub.named()) };
    const snapshot: Snapshot = activity === undefined ? withTimesheets : { ...withTimesheets, activity };
    this.kept = { view, own, first, chosen: this.chosen, signingIn: this.signingIn, calendars, rules, snapshot };
    return snapshot;
  }

  /** The account a to-do id of the snapshot is of, and its own id there (one account: its id as it is). */
  private todoOwner(todoId: string): { readonly stint: Stint; readonly key: string; readonly id: string } {
    const named = this.hub.accounts().length > 1 ? todoIdOf(todoId, this.hub.accounts().map((e) => e.key)) : null;
    const key = named?.key ?? this.key();
    return { stint: this.hub.account(key) ?? this.a, key, id: named?.id ?? todoId };
  }

  subscribe(listener: (s: Snapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private publish(): void {
    this.noticeSwitch();
    if (this.listeners.size === 0) return;
    const s = this.snapshot();
    for (const l of this.listeners) l(s);
  }

  async addAccount(input: AccountInput): Promise<CommandResult> {
    const r = await this.hub.add(input);
    return r.ok ? { ok: true } : r;
  }

  renameAccount(accountKey: string, label: string): Promise<CommandResult> {
    return this.hub.rename(accountKey, label);
  }

  setAccountTimesheets(input: AccountTimesheetsInput): Promise<CommandResult> {
    return this.hub.setTimesheets(input);
  }

  async removeAccount(accountKey: string, discardQueued: boolean, asked?: string): Promise<CommandResult> {
    const r = await this.hub.remove(accountKey, { discardQueued, ...(asked !== undefined ? { asked } : {}) });
    if (!r.ok) return r;
    if (this.chosen === accountKey) this.choose(FIRST_ACCOUNT_KEY);
    return { ok: true };
  }

  /** Shows an account; one signed out shows its sign-in, to sign in to it again (while no timer runs: the window shows the timer's account). */
  async useAccount(accountKey: string): Promise<CommandResult> {
    const stint = this.hub.account(accountKey);
    if (!stint) return noSuchAccount(wordsFor(this.snapshot().language));
    this.choose(accountKey, stint.snapshot().session.state === 'signed_out');
    return { ok: true };
  }

  async startInAccount(input: AccountStartInput): Promise<CommandResult> {
    const { accountKey, ...start } = input;
    const r = await this.hub.start(accountKey, start);
    if (r.ok) this.choose(accountKey);
    return r;
  }

  async continueInAccount(accountKey: string, entryKey: string): Promise<CommandResult> {
    if (!this.hub.account(accountKey)) return noSuchAccount(wordsFor(this.snapshot().language));
    const r = await this.hub.continueEntry(accountKey, entryKey);
    if (r.ok) this.choose(accountKey);
    return r;
  }

  pickProjectInAccount(accountKey: string, projectId: number): Promise<CommandResult> {
    const stint = this.hub.account(accountKey);
    return stint ? stint.pickProject(projectId) : Promise.resolve(noSuchAccount(wordsFor(this.snapshot().language)));
  }

  private choose(key: string, signingIn = false): void {
    if (this.chosen === key && this.signingIn === signingIn) return;
    this.chosen = key;
    this.signingIn = signingIn;
    this.publish();
  }

  // ===== the rules across accounts =====

  start(input: StartInput): Promise<CommandResult> {
    const { at: _at, ...start } = input;
    return this.hub.start(this.key(), start);
  }

  continueEntry(entryKey: string): Promise<CommandResult> {
    return this.hub.continueEntry(this.key(), entryKey);
  }

  stop(): Promise<CommandResult> {
    return this.hub.stop();
  }

  async signOut(): Promise<CommandResult> {
    const key = this.key();
    const r = await (this.hub.account(key) ?? this.hub.first).signOut();
    // The window goes on with another account signed in, if there is one.
    const next = this.hub.snapshot().accounts.find((a) => a.key !== key && a.session === 'signed_in');
    if (r.ok && next) this.choose(next.key);
    return r;
  }

  updateSettings(patch: unknown): Promise<CommandResult & { settings?: Settings }> {
    return this.hub.updateSettings(patch);
  }

  async refresh(): Promise<CommandResult> {
    return firstRefusal(await Promise.all(this.all().map((s) => s.refresh())));
  }

  setWindowVisible(visible: boolean): void {
    this.hub.setWindowVisible(visible);
  }

  // ===== the calendars (main/core/calendar, person-calendar.ts) =====

  private readonly calendar = new PersonCalendar(() => this.book(), {
    snapshot: () => this.snapshot(),
    inUseKey: () => this.key(),
    inUse: () => this.a,
    account: (key) => this.hub.account(key),
    now: () => this.hub.now(),
  });

  addCalendar(input: AddCalendarInput): Promise<CommandResult> {
    return this.calendar.add(input);
  }

  removeCalendar(calendarId: string): Promise<CommandResult> {
    return this.book().remove(calendarId);
  }

  renameCalendar(calendarId: string, name: string, colour?: string): Promise<CommandResult> {
    return this.book().rename(calendarId, name, colour);
  }

  refreshCalendars(calendarId?: string): Promise<CommandResult> {
    return this.book().refresh(calendarId);
  }

  fillFromEvent(input: EventFillInput): Promise<CommandResult> {
    return this.calendar.fillFromEvent(input);
  }

  fillMeetings(date: string): Promise<CommandResult & { filled?: number }> {
    return this.calendar.fillMeetings(date);
  }

  forgetEventRule(ruleId: string): Promise<CommandResult> {
    return this.calendar.forgetEventRule(ruleId);
  }

  // ===== the activity record (main/core/activity, person-activity.ts) =====

  private readonly activity = new PersonActivity(() => this.recorder(), () => this.activityRules(), {
    merged: () => this.snapshot(),
    inUseKey: () => this.key(),
    heldAccounts: () => this.signedIn().map((s) => s.snapshot()),
    named: () => this.hub.named(),
    inUse: () => this.a,
    account: (key) => this.hub.account(key),
    now: () => this.hub.now(),
    updateSettings: (patch) => this.hub.updateSettings(patch),
    startIn: (key, input) => this.startInAccount({ accountKey: key, ...input }),
    readTimesheetIn: (key, input) => this.hub.engineOf(key)?.readTimesheet(input) ?? Promise.resolve({ ...noSuchAccount(wordsFor(this.snapshot().language)), requests: 0 }),
  });

  private readonly weekRecord = new PersonWeekRecord(
    () => this.recorder(),
    () => {
      this.kept = null;
      this.publish();
    },
  );

  private readonly review = new PersonDayReview(() => this.recorder(), {
    merged: () => this.snapshot(),
    named: () => this.hub.named(),
    inUseKey: () => this.key(),
    now: () => this.hub.now(),
    showWeek: (date) => this.showWeek(date),
    bookIn: (key, input) => this.hub.engineOf(key)?.bookParts(input) ?? Promise.resolve(noSuchAccount(wordsFor(this.snapshot().language))),
    changed: () => {
      this.kept = null;
      this.publish();
    },
  });

  setActivityRecording: ActivityCommands['setActivityRecording'] = (on) => this.activity.setRecording(on);
  pauseActivity: ActivityCommands['pauseActivity'] = (choice) => this.activity.pause(choice);
  deleteActivity: ActivityCommands['deleteActivity'] = async (range) => {
    const r = await this.activity.deleteRecord(range);
    // The week's lanes were read before: read again, so a deleted day never shows from memory.
    this.weekRecord.forget();
    this.kept = null;
    this.publish();
    return r;
  };
  fillFromActivity: ActivityCommands['fillFromActivity'] = (input) => this.activity.fill(input);
  previewActivityFills: ActivityCommands['previewActivityFills'] = (date) => this.activity.preview(date);
  fillDayFromActivity: ActivityCommands['fillDayFromActivity'] = (date) => this.activity.fillDay(date);
  openActivityDay: ActivityCommands['openActivityDay'] = (date) => this.review.openDay(date);
  closeActivityDay: ActivityCommands['closeActivityDay'] = () => this.review.closeDay();
  previewActivityBooking: ActivityCommands['previewActivityBooking'] = async (input) => this.review.preview(input);
  bookActivityStretches: ActivityCommands['bookActivityStretches'] = (input) => this.review.book(input);
  learnActivityRule: ActivityCommands['learnActivityRule'] = (input) => this.activity.learnFromEntry(input);
  addActivityRule: ActivityCommands['addActivityRule'] = (input) => this.activity.addRule(input);
  dryRunActivityRule: ActivityCommands['dryRunActivityRule'] = (input) => this.activity.dryRunRule(input);
  exportActivity: ActivityCommands['exportActivity'] = (input) => this.activity.exportRecord(input);
  exportActivityRules: ActivityCommands['exportActivityRules'] = async () => this.activity.exportRules();
  importActivityRules: ActivityCommands['importActivityRules'] = (text) => this.activity.importRules(text);
  // The same three from the window, through its file dialogs (person-activity-files.ts).
  saveActivityRecord: ActivityFileCommands['saveActivityRecord'] = (input) => this.activityFiles.saveActivityRecord(input);
  saveActivityRules: ActivityFileCommands['saveActivityRules'] = () => this.activityFiles.saveActivityRules();
  importActivityRulesFile: ActivityFileCommands['importActivityRulesFile'] = () => this.activityFiles.importActivityRulesFile();
  updateActivityRule: ActivityCommands['updateActivityRule'] = (ruleId, input) => this.activity.updateRule(ruleId, input);
  moveActivityRule: ActivityCommands['moveActivityRule'] = (ruleId, index) => this.activity.moveRule(ruleId, index);
  removeActivityRule: ActivityCommands['removeActivityRule'] = (ruleId) => this.activity.removeRule(ruleId);
  answerActivitySwitch: ActivityCommands['answerActivitySwitch'] = async (choice) => {
    const r = await this.activity.answerSwitch(choice, this.snapshot(), this.hub.first.snapshot().settings.activity);
    // "Not now" changes nothing the snapshot is kept by: the question would stay shown (and notified) until the next change.
    this.kept = null;
    this.publish();
    return r;
  };

  /** "Switch to …?" as a notification as well, while the record asks it (switch-notice.ts). */
  private readonly switchNotice = new SwitchNotice(
    (key) => this.hub.notifierFor(key),
    (choice) => void this.answerActivitySwitch(choice),
    () => wordsFor(this.snapshot().language),
  );

  private noticeSwitch(): void {
    // Most people never record: no snapshot is made for a question that cannot be asked.
    if (this.hub.activity?.state() !== 'on') return this.switchNotice.update(null, null);
    const a = this.snapshot().activity;
    const q = a?.question ?? null;
    this.switchNotice.update(q, q === null ? null : (a?.rules.find((r) => r.id === q.ruleId)?.accountKey ?? null));
  }

  private recorder(): ActivityRecorder {
    if (this.hub.activity === null) throw new Error('the activity record is opened with the accounts');
    return this.hub.activity;
  }

  private activityRules(): ActivityRuleBook {
    if (this.hub.activityRules === null) throw new Error('the activity rules are read once the accounts are open');
    return this.hub.activityRules;
  }

  private book(): CalendarBook {
    const book = this.hub.calendars;
    if (book === null) throw new Error('the calendars are read once the accounts are open');
    return book;
  }

  reportShellStatus(field: ShellStatusField, message: string | null): void {
    for (const s of this.all()) s.reportShellStatus(field, message);
  }

  /** Reminders are the person's: a snooze holds in every account (the one that reminds can change). */
  async snoozeReminders(choice: Parameters<Stint['snoozeReminders']>[0]): Promise<CommandResult> {
    return firstRefusal(await Promise.all(this.all().map((s) => s.snoozeReminders(choice))));
  }

  /** The week is the person's: every signed-in account shows it (each reads on its own pace); the answer is the account shown's. */
  async showWeek(date: string): Promise<CommandResult> {
    const accounts = this.signedIn();
    const results = await Promise.all(accounts.map((s) => s.showWeek(date)));
    return results[accounts.indexOf(this.a)] ?? firstRefusal(results);
  }

  /** To-dos are the person's: every signed-in account's are read (each on its own account's pace). */
  async openTodos(): Promise<CommandResult> {
    return firstRefusal(await Promise.all(this.signedIn().map((s) => s.openTodos())));
  }

  async refreshTodos(): Promise<CommandResult> {
    return firstRefusal(await Promise.all(this.signedIn().map((s) => s.refreshTodos())));
  }

  completeTodo(todoId: string): Promise<CommandResult> {
    const { stint, id } = this.todoOwner(todoId);
    return stint.completeTodo(id);
  }

  undoTodo(todoId: string): Promise<CommandResult> {
    const { stint, id } = this.todoOwner(todoId);
    return stint.undoTodo(id);
  }

  /** A to-do of another account starts there, and the timer of any other account stops at that instant. */
  async startTodo(input: TodoStartInput): Promise<CommandResult> {
    const { key, id } = this.todoOwner(input.todoId);
    const r = await this.hub.startTodo(key, { ...input, todoId: id });
    if (r.ok) this.choose(key);
    return r;
  }

  installUpdate(): Promise<CommandResult> {
    return this.hub.first.installUpdate();
  }

  dismissUpdatedNote(): void {
    this.hub.first.dismissUpdatedNote();
  }

  settled(): Promise<void> {
    return this.hub.settled();
  }

  async close(): Promise<void> {
    this.off();
    this.switchNotice.close();
    await this.hub.close();
  }

  // ===== the account in use's own =====

  /** The account shown's sign-in; never to an account another of the list already is. */
  signIn: Stint['signIn'] = (input) => this.hub.signIn(this.key(), input);
  editRunning: Stint['editRunning'] = (input) => this.a.editRunning(input);
  editDescription: Stint['editDescription'] = (entryKey, description) => this.a.editDescription(entryKey, description);
  setRunningStart: Stint['setRunningStart'] = (input) => this.a.setRunningStart(input);
  // Every account within reach: an entry of another account is changed there, a new one
  // booked in the account of its project, whatever account's timer runs.
  editEntry: Stint['editEntry'] = (input) => this.inAccount(input, (stint, own) => stint.editEntry(own));
  splitEntry: Stint['splitEntry'] = (input) => this.inAccount(input, (stint, own) => stint.splitEntry(own));
  addManualEntry: Stint['addManualEntry'] = (input) => this.inAccount(input, (stint, own) => stint.addManualEntry(own));
  fillGap: Stint['fillGap'] = (input) => this.inAccount(input, (stint, own) => stint.fillGap(own));

  /** `input` without its account, to the account it names (the account in use when it names none). */
  private inAccount<I extends InAccount, R>(input: I, run: (stint: Stint, own: Omit<I, 'accountKey'>) => Promise<R>): Promise<R | Extract<CommandResult, { ok: false }>> {
    const { accountKey, ...own } = input;
    const stint = accountKey === undefined ? this.a : this.hub.account(accountKey);
    return stint ? run(stint, own) : Promise.resolve(noSuchAccount(wordsFor(this.snapshot().language)));
  }
  pickProject: Stint['pickProject'] = (projectId) => this.a.pickProject(projectId);
  resolveIdle: Stint['resolveIdle'] = (choice) => this.a.resolveIdle(choice);
  bookIdle: Stint['bookIdle'] = (input) => this.a.bookIdle(input);
  systemShuttingDown: Stint['systemShuttingDown'] = () => this.a.systemShuttingDown();
  answerStillWorking: Stint['answerStillWorking'] = (choice) => this.a.answerStillWorking(choice);
  clearAwayLog: Stint['clearAwayLog'] = () => this.a.clearAwayLog();
  answerFocus: Stint['answerFocus'] = (choice) => this.a.answerFocus(choice);
  dismissNotice: Stint['dismissNotice'] = () => this.a.dismissNotice();
  /** Undo takes back the person's last change, in the account it was made in. */
  undo: Stint['undo'] = () => this.changed().undo();
  dismissNotSaved: Stint['dismissNotSaved'] = (id) => this.listed(id).dismissNotSaved(id);
  applyNotSaved: Stint['applyNotSaved'] = (id) => this.listed(id).applyNotSaved(id);

  /** The account of the person's last change (the account in use when none is kept: its engine says so). */
  private changed(): Stint {
    const last = lastChangeOf(this.hub.named());
    return (last && this.hub.account(last.key)) || this.a;
  }

  /** The account that listed a refused change (the account in use when none did: its engine says so). */
  private listed(id: string): Stint {
    const key = notSavedOwner(this.hub.named(), id);
    return (key !== null && this.hub.account(key)) || this.a;
  }
}
