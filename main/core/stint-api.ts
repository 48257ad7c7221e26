// The engine facade's public surface: one method per user command, the snapshot, and a
// subscription. The Electron shell, the IPC handlers, the browser harness, the command line
// and the tests all drive Stint through this and nothing deeper.

import type { DetailedReportRow } from '../api/types.ts';
import type { Settings } from './settings/settings.ts';
import type { ActivityBookingView, ActivityDryRunView, ActivityFillView, ActivityRuleView, EntryVersionView, ShellStatus, Snapshot } from './snapshot.ts';

/** What `undo` answers: done, in words, or why not (and, where the change made an entry, that entry to edit). */
export type UndoResult =
  | { readonly ok: true; readonly message: string }
  | (Extract<CommandResult, { ok: false }> & { readonly editEntryKey?: string });

export type CommandResult =
  | { readonly ok: true }
  /** What went wrong and what to do; `fields` names the form fields at fault. */
  | { readonly ok: false; readonly message: string; readonly fields: Readonly<Record<string, string>> };

/**
 * What `addManualEntry` answers. `ok` means queued (on disk, shown at once), not yet taken by
 * the service: `entryKey` is the new entry's `EntryView.key`, which it keeps once the service
 * confirms it, so a form can follow it to the service's answer: waiting while the key is in
 * `sync.pendingKeys`, refused when a `notice` carries the key, saved when neither.
 */
export type ManualEntryResult =
  | { readonly ok: true; readonly entryKey: string; /** Every entry made, one per day the entry covers (`entryKey` first). */ readonly entryKeys: readonly string[] }
  | (Extract<CommandResult, { ok: false }> & {
      /**
       * Not wrong, but to be confirmed: the entry ends later than now (sent again with
       * `confirmFutureEnd`, it is saved), or an edit makes it longer than the working day
       * (sent again with `confirmLongDay`, and `confirmFutureEnd` when the question said both),
       * or it overlaps another entry of the person's (sent again with `confirmOverlap`).
       */
      readonly confirm?: 'ends_in_future' | 'longer_than_day' | 'overlap';
    });

export interface SignInInput {
  /** Ends in `/api/v1`. */
  readonly baseUrl: string;
  readonly email: string;
  readonly password: string;
  readonly accountId: string;
}

export interface StartInput {
  readonly projectId: number;
  readonly taskId?: number | null;
  readonly description?: string;
  /**
   * The click's instant (epoch ms), when it was not now: a switch across accounts starts the
   * new timer at the instant the other account's stopped (accounts/). Never later than now.
   */
  readonly at?: number;
}

/** A stop at the click's instant (epoch ms) when it was not now; never later than now, never before the run began. */
export interface StopInput {
  readonly at?: number;
  /**
   * `at` is where another run began (a switch across accounts): the entry ends there to the
   * second, with one correction when the stop reached the service a second or more after it
   * (a second in both runs would count twice). A plain stop keeps the service's second.
   */
  readonly exact?: boolean;
}

/** Start on a to-do: a timer on its project with its name as the description. */
export interface TodoStartInput {
  /** The to-do's id (`TodoView.id`). */
  readonly todoId: string;
  /** The task picked (the Task picker) where the project needs one (`TodoView.requiredTask`). */
  readonly taskId?: number | null;
}

export interface EditInput {
  readonly projectId?: number;
  readonly taskId?: number | null;
  readonly description?: string;
}

/**
 * With several accounts, the account a correction or a new entry is of (`AccountRow.key`):
 * an entry of another account is changed there, a new one booked where its project is.
 * Absent: the account in use. A one-account Stint has only that one.
 */
export interface InAccount {
  readonly accountKey?: string;
}

/**
 * An edit of any entry (`entryKey` from the snapshot): its date and any two of start, end and
 * duration as quick entry reads them (one alone keeps the rest of the entry), its project,
 * task and description. Refused at the field, with why; `confirm: 'ends_in_future'` asks
 * first, as quick entry does.
 */
export interface EntryEditInput extends InAccount {
  readonly entryKey: string;
  readonly date?: string;
  readonly start?: string | null;
  readonly end?: string | null;
  readonly duration?: string | null;
  readonly projectId?: number;
  readonly taskId?: number | null;
  readonly description?: string;
  readonly confirmFutureEnd?: boolean;
  /** The person confirmed an entry longer than the working day (a correction of 3:30 PM typed as 3:30 AM would be). */
  readonly confirmLongDay?: boolean;
  /** The person confirmed that the entry's new times overlap another of theirs. */
  readonly confirmOverlap?: boolean;
}

/**
 * An entry split at `at` (`HH:MM[:SS]` of the entry's day; for the running timer, of today):
 * the first part keeps the entry, the second is a new one on `projectId`/`taskId`/
 * `description` (the entry's when absent).
 */
export interface EntrySplitInput extends InAccount {
  readonly entryKey: string;
  readonly at: string;
  readonly projectId?: number;
  readonly taskId?: number | null;
  readonly description?: string;
}

/**
 * The running timer's new start, one of: `minutesAgo` (it started that many minutes before
 * now), `fromLastStop` (at the end of today's previous entry), `at` (a time of day today,
 * `HH:MM[:SS]`), `ago` (a duration before now, as quick entry reads it: `25m`, `1:10:00`).
 */
export interface RunningStartInput {
  readonly minutesAgo?: number;
  readonly fromLastStop?: boolean;
  readonly at?: string;
  readonly ago?: string;
  /** The person confirmed that the time the start now takes in lies over other entries of theirs. */
  readonly confirmOverlap?: boolean;
}

/**
 * What `setRunningStart` answers: refused with `confirm: 'overlap'` when the earlier start
 * would lay the timer over other entries of the person's (sent again with `confirmOverlap`).
 */
export type RunningStartResult = CommandResult | (Extract<CommandResult, { ok: false }> & { readonly confirm?: 'overlap' });

export interface ManualInput extends InAccount {
  readonly date: string;
  readonly projectId: number;
  readonly taskId?: number | null;
  readonly description?: string;
  readonly start?: string | null;
  readonly end?: string | null;
  readonly duration?: string | null;
  /** The person confirmed an entry that ends later than now. */
  readonly confirmFutureEnd?: boolean;
  /** The person confirmed an entry that overlaps another of theirs. */
  readonly confirmOverlap?: boolean;
}

/**
 * An untracked gap filled in one step (`snapshot.timeline`'s `GapView`): a manual entry from
 * `start` to `end` (epoch ms; whole seconds inside them), queued like any manual entry, with
 * the project, task and description of the entry `entryKey` (a recent one), or of
 * `projectId`/`taskId`/`description`: one of the two. Refused, in words, when part of the
 * time is tracked meanwhile (a second click on the same gap adds nothing).
 */
export interface FillGapInput extends InAccount {
  readonly start: number;
  readonly end: number;
  readonly entryKey?: string;
  readonly projectId?: number;
  readonly taskId?: number | null;
  readonly description?: string;
}

export type ShellStatusField = keyof ShellStatus;

export type IdleChoice = 'keep' | 'discard' | 'discard_continue';

/** "Still working?": stop at the end of working hours, at the last activity, or keep running. */
export type StillWorkingChoice = 'stop_at_end' | 'stop_at_activity' | 'keep';

/**
 * "Book it to…" on the away prompt: the time away becomes its own entry on `projectId`/
 * `taskId` with `description`; the timer ends where the absence began and, with
 * `continueTimer`, the same work goes on from the return.
 */
export interface IdleBookingInput {
  readonly projectId: number;
  readonly taskId?: number | null;
  readonly description?: string;
  readonly continueTimer: boolean;
  /** The person confirmed that the booked time overlaps another of their entries. */
  readonly confirmOverlap?: boolean;
}
/** An answer to the focus rhythm's question: after a session `take_break` or `keep_going`, after a break `continue`. */
/** The person's answer to the focus rhythm's question: after a focus session, or after a break. */
export type FocusChoice = 'take_break' | 'keep_going' | 'continue';
export type SnoozeChoice = 'hour' | 'tomorrow';

export interface Stint {
  snapshot(): Snapshot;
  /** Called with every new snapshot; returns the unsubscribe function. */
  subscribe(listener: (s: Snapshot) => void): () => void;

  signIn(input: SignInInput): Promise<CommandResult>;
  signOut(): Promise<CommandResult>;

  start(input: StartInput): Promise<CommandResult>;
  stop(input?: StopInput): Promise<CommandResult>;
  /** Restart today's entry, or a new one like it when it is from another day or locked. */
  continueEntry(entryKey: string): Promise<CommandResult>;
  editRunning(input: EditInput): Promise<CommandResult>;
  /** A new description for one of today's entries, running or not. */
  editDescription(entryKey: string, description: string): Promise<CommandResult>;
  /** Moves the running timer's start back (or forward); refused with the field `start` named when it cannot be. */
  setRunningStart(input: RunningStartInput): Promise<RunningStartResult>;
  /** Changes any entry's date, times, project, task or description (see EntryEditInput). */
  editEntry(input: EntryEditInput): Promise<ManualEntryResult>;
  /** Splits an entry in two (see EntrySplitInput); answers the first part's key and the second's. */
  splitEntry(input: EntrySplitInput): Promise<ManualEntryResult>;
  addManualEntry(input: ManualInput): Promise<ManualEntryResult>;
  /** Fills an untracked gap (see FillGapInput); answers the new entry's key as addManualEntry does. */
  fillGap(input: FillGapInput): Promise<ManualEntryResult>;
  /**
   * Shows the calendar week holding `date` (`YYYY-MM-DD`, the account's zone) in
   * `snapshot.shownWeek`, starting on the display's first day of the week; read through the
   * detailed report unless it was read today. Refused for a week that has not begun.
   */
  showWeek(date: string): Promise<CommandResult>;
  /** The project picked in the picker: its tasks are read once, then cached. */
  pickProject(projectId: number): Promise<CommandResult>;

  /**
   * The To-dos view or the tray's to-do submenu opened: the person's open to-dos
   * (`snapshot.todos`) are read when the last read is 15 minutes old or more, unless the
   * day's requests are tight (`snapshot.todos.tight`). Answers once the read is done.
   */
  openTodos(): Promise<CommandResult>;
  /** The person pressed Refresh in the To-dos view: read now, tight day or not. */
  refreshTodos(): Promise<CommandResult>;
  /** "Done": queued (offline-safe, sent once); the to-do leaves `snapshot.todos` at once. */
  completeTodo(todoId: string): Promise<CommandResult>;
  /** Undo of a "Done" (`snapshot.todos.done`): queued the same way; the to-do is back at once. */
  undoTodo(todoId: string): Promise<CommandResult>;
  /** Starts a timer on the to-do's project with its name as the description; refused with the task named where the project needs one. */
  startTodo(input: TodoStartInput): Promise<CommandResult>;

  resolveIdle(choice: IdleChoice): Promise<CommandResult>;
  /** Books the time away of the prompt on screen (see IdleBookingInput); a refusal keeps the prompt. */
  bookIdle(input: IdleBookingInput): Promise<CommandResult>;
  /**
   * The machine is shutting down (the shell calls it before it quits): with the opt-in
   * switch, the running timer ends now, queued (on disk when this resolves) like Stop.
   */
  systemShuttingDown(): Promise<CommandResult>;
  /** Answers "Still working?" (`snapshot.idle.stillWorking`): the stop is queued like Stop; Keep asks no more about this run. */
  answerStillWorking(choice: StillWorkingChoice): Promise<CommandResult>;
  snoozeReminders(choice: SnoozeChoice): Promise<CommandResult>;
  /** Forgets the away stretches kept on this computer (`snapshot.timeline`'s `away`); new ones are kept from now on. */
  clearAwayLog(): Promise<CommandResult>;
  /**
   * The person's answer to the focus rhythm's question (`snapshot.focus.question`), from the
   * window or the tray, as a notification's action answers it: "Take a break" (the timer
   * stops unless `focus.stopOnBreak` is off), "Keep going", or "Continue" (the entry the break
   * interrupted runs again; during a break it ends the break early). Refused, in words, when
   * no such question waits (answered elsewhere, or the phase moved on).
   */
  answerFocus(choice: FocusChoice): Promise<CommandResult>;

  /** Reads the service now (the person asked). */
  refresh(): Promise<CommandResult>;
  setWindowVisible(visible: boolean): void;
  /**
   * Checks and saves a patch of settings. Besides what the window may change (the IPC
   * contract's patch), main may set `trayNoticeShown` here once it has told the person that
   * no tray icon shows.
   */
  updateSettings(patch: unknown): Promise<CommandResult & { settings?: Settings }>;
  dismissNotice(): void;
  /**
   * Undoes the last correction or manual entry (`snapshot.undo`). Within its hold it leaves
   * the outbox whole and nothing reaches the service; later an edit or a moved start is put
   * back through the queue, and what made a new entry is refused in words with that entry to
   * edit (`editEntryKey`).
   */
  undo(): Promise<UndoResult>;
  /** The person has read a refused change (`snapshot.notSaved`): it leaves the list. Refused, in words, for an id not listed. */
  dismissNotSaved(id: string): Promise<CommandResult>;
  /**
   * "Apply mine" on a change refused because the entry changed on the web: the person's
   * version queued again over the web's copy (held for Undo), and the item leaves the list.
   * Refused, in words, for any other refusal or an id not listed.
   */
  applyNotSaved(id: string): Promise<CommandResult>;
  /**
   * Restarts into the update `snapshot.update` says is ready (its `how` is `restart`): the
   * shell flushes the engine first, as a quit does. Refused, in words, when nothing is ready,
   * when it is a release to download, or where nothing updates (no update port).
   */
  installUpdate(): Promise<CommandResult>;
  /** The person has read "Updated to X" (`snapshot.updatedTo`): it goes. */
  dismissUpdatedNote(): void;
  /**
   * The shell says what it could not do with a setting, or why no tray icon shows (null: it
   * worked), for the settings screen; it stays until the next report on that field. Called
   * by main, never by the window.
   */
  reportShellStatus(field: ShellStatusField, message: string | null): void;

  /** Resolves when the engine has nothing left to do at the current clock instant. */
  settled(): Promise<void>;
  /** Sends what can be sent now, then stops timers and loops; what waits stays on disk for the next run. */
  close(): Promise<void>;
}

/** Another account to add: its sign-in and the person's name for it ("Acme"). */
export interface AccountInput extends SignInInput {
  readonly label: string;
}

/** A start in a named account (the pickers across accounts); a timer in another account stops at the instant it begins. */
export interface AccountStartInput {
  readonly accountKey: string;
  readonly projectId: number;
  readonly taskId?: number | null;
  readonly description?: string;
}

/** An account's timesheet settings to change (`setAccountTimesheets`). */
export interface AccountTimesheetsInput {
  readonly accountKey: string;
  /** Three capital letters (EUR), or null: none named. */
  readonly currency?: string | null;
  /** The rule book `{ account?, customers?, projects? }`, or null: no rounding. */
  readonly rounding?: unknown;
}

/**
 * What a window of several accounts asks besides an account's own commands
 * (main/core/accounts/person-stint.ts). Every other command goes to the account in use.
 */
export interface AccountCommands {
  addAccount(input: AccountInput): Promise<CommandResult>;
  renameAccount(accountKey: string, label: string): Promise<CommandResult>;
  /**
   * An account's own timesheet settings (issue 70): its currency and its rounding rules, each
   * left out kept. A rule book that cannot be read is refused in words, nothing saved.
   */
  setAccountTimesheets(input: AccountTimesheetsInput): Promise<CommandResult>;
  /**
   * `discardQueued`: the person confirmed what its removal's question said the service never
   * gets (its actions not sent yet, a timer left running there: `AccountRow.removal`);
   * `asked`: that question's id, so a removal that would now drop more is refused.
   */
  removeAccount(accountKey: string, discardQueued: boolean, asked?: string): Promise<CommandResult>;
  /** Shows this account in the window (while a timer runs, the window shows the account it runs in). */
  useAccount(accountKey: string): Promise<CommandResult>;
  startInAccount(input: AccountStartInput): Promise<CommandResult>;
  /** `pickProject` in another account: reads its tasks for the pickers. */
  pickProjectInAccount(accountKey: string, projectId: number): Promise<CommandResult>;
  /** Continue on an entry of a named account (`OtherAccountEntry`); a timer in another account stops at the instant it begins. */
  continueInAccount(accountKey: string, entryKey: string): Promise<CommandResult>;
}

/** A calendar to read (issue 42): an https (or webcal) address, or a local .ics file's path. */
export interface AddCalendarInput {
  readonly address: string;
  /** Absent or empty: the name the calendar gives itself, else its address's host. */
  readonly name?: string;
  /** `#rrggbb`; absent: the palette's next. */
  readonly colour?: string;
}

/**
 * A fill from a calendar's event (issue 42, item 3): the event's time inside the day's gaps
 * (working hours, untracked, passed; or, with `anyTime`, any of its time no entry covers),
 * with the work given, else the work a remembered rule gives the event.
 */
export interface EventFillInput extends InAccount {
  /** `CalendarEventView.key`. */
  readonly eventKey: string;
  readonly projectId?: number;
  readonly taskId?: number | null;
  /** Absent: the rule's, else the event's title. */
  readonly description?: string;
  /** Remember the work given for this event (`event`) or for every event of its title (`title`). */
  readonly remember?: 'event' | 'title';
  /** Outside working hours too, as the person asked: every part of the event no entry covers. */
  readonly anyTime?: boolean;
}

/** The person's calendars (main/core/calendar/calendar-book.ts), whichever account is in use. */
export interface CalendarCommands {
  /** Fills the event's untracked time in the account in use, one entry per part, each with Undo. */
  fillFromEvent(input: EventFillInput): Promise<CommandResult>;
  /** "Fill the day's meetings": every fillable event of `date` that has its work (`CalendarSnapshot.fillable`), in one step. */
  fillMeetings(date: string): Promise<CommandResult & { readonly filled?: number }>;
  /** Forgets a remembered rule (`EventFillView.work.ruleId`). */
  forgetEventRule(ruleId: string): Promise<CommandResult>;
  /** Reads the calendar once; kept only when that read gives a calendar (its address in the keychain). */
  addCalendar(input: AddCalendarInput): Promise<CommandResult>;
  removeCalendar(calendarId: string): Promise<CommandResult>;
  renameCalendar(calendarId: string, name: string, colour?: string): Promise<CommandResult>;
  /** Reads every calendar now (or the one named), whatever their last read. */
  refreshCalendars(calendarId?: string): Promise<CommandResult>;
}

/** A gap of the day filled from the activity inside it (`ActivityFillView`, found by its date and the gap's start). */
export interface ActivityFillInput extends InAccount {
  readonly date: string;
  readonly gapStart: number;
  /** Absent: the rule's work (`ActivityFillView.work`); with no rule a project is asked for. */
  readonly projectId?: number;
  readonly taskId?: number | null;
  /** Absent: the rule's, else what was done (`ActivityFillView.label`). */
  readonly description?: string;
  /** Remember the work for the window most of the gap went to (its title, or its application). */
  readonly remember?: 'title' | 'app';
}

/** A rule: "title or application matches ... -> project/task (description)"; a pattern's `*` is any text. Every matcher given must match. */
export interface ActivityRuleInput extends InAccount {
  readonly app?: string | null;
  readonly title?: string | null;
  /** Words the title must all hold, as typed ("design review"). */
  readonly allWords?: string | null;
  /** Words the title must hold one of, as typed. */
  readonly anyWords?: string | null;
  /** A web domain (github.com): the window's address, else a domain its title shows. */
  readonly domain?: string | null;
  /** A regular expression in RE2's syntax, found anywhere in the title, case aside. */
  readonly regex?: string | null;
  readonly projectId: number;
  readonly taskId?: number | null;
  /** Null or absent: the window's own title. */
  readonly description?: string | null;
}

/** Stretches of the day open for review (`ActivityDayReviewView`), each known by its start. */
export interface ActivitySelectionInput {
  readonly date: string;
  readonly starts: readonly number[];
}

/** The stretches selected booked, merged the person's way, to one project and task (in the account of the project). */
export interface ActivityBookingInput extends ActivitySelectionInput, InAccount {
  readonly projectId: number;
  readonly taskId?: number | null;
  /** Absent: the window most of it was spent in (`ActivityBookingView.label`). */
  readonly description?: string;
  /** The parts the preview showed: refused, nothing booked, when the booking would now take others. */
  readonly seen?: readonly { readonly start: number; readonly end: number }[];
}

/** A range of the record to take away (inclusive dates of the person's calendar). */
export interface ActivityExportInput {
  readonly from: string;
  readonly to: string;
  readonly format: 'csv' | 'json';
}

/** The person's activity record (main/core/activity): on this machine only, never sent. */
export interface ActivityCommands {
  /** Turns the record on or off (the setting `activity.enabled`). */
  setActivityRecording(on: boolean): Promise<CommandResult>;
  /** Pauses it for an hour or for the rest of the day, or goes on now. */
  pauseActivity(choice: 'hour' | 'day' | 'resume'): Promise<CommandResult>;
  /** Deletes the record of today, this week or everything from disk. */
  deleteActivity(range: 'today' | 'week' | 'all'): Promise<CommandResult & { readonly dates?: readonly string[] }>;
  /** Fills a gap from the activity inside it, through the gap fill of its account (queued, offline-safe, with Undo). */
  fillFromActivity(input: ActivityFillInput): Promise<CommandResult>;
  /** "Fill the day from activity", first as a preview: every gap's fill of `date`, nothing sent. */
  previewActivityFills(date: string): Promise<CommandResult & { readonly fills?: readonly ActivityFillView[] }>;
  /** Fills every gap of `date` whose fill has its work (what the preview showed). */
  fillDayFromActivity(date: string): Promise<CommandResult & { readonly filled?: number }>;
  /** Opens a day of the record (today or a day kept) for review (`ActivitySnapshot.review`): its stretches beside its entries, every account's (a past day's week is read in each). */
  openActivityDay(date: string): Promise<CommandResult>;
  closeActivityDay(): Promise<CommandResult>;
  /** What booking the stretches selected would take: merged as the settings say, less every account's entries; nothing sent. */
  previewActivityBooking(input: ActivitySelectionInput): Promise<CommandResult & { readonly booking?: ActivityBookingView }>;
  /** Books the stretches selected to one project and task as one correction (checked, held for Undo, a part refused later listed and the rest kept). */
  bookActivityStretches(input: ActivityBookingInput): Promise<ManualEntryResult>;
  /** "Always book <window> to <project>?": a rule made from an entry just booked, for the window it was mostly spent in. */
  learnActivityRule(input: { readonly entryKey: string; readonly by: 'title' | 'app' } & InAccount): Promise<CommandResult & { readonly rule?: ActivityRuleView }>;
  addActivityRule(input: ActivityRuleInput): Promise<CommandResult & { readonly rule?: ActivityRuleView }>;
  /** The record of `from`..`to` as CSV or JSON to take away, the exclusions and rewrites as they stand applied again. */
  exportActivity(input: ActivityExportInput): Promise<CommandResult & { readonly content?: string; readonly rows?: number; readonly days?: number }>;
  /** The rules as a file (JSON). */
  exportActivityRules(): Promise<CommandResult & { readonly content?: string; readonly count?: number }>;
  /** Rules from a file's text: each checked, a bad one named with why (by its place, 1 the first), the rest kept. */
  importActivityRules(text: string): Promise<CommandResult & { readonly added?: number; readonly changed?: number; readonly refused?: readonly { readonly n: number; readonly why: string }[] }>;
  /**
   * What a rule would book over the days the record keeps, before it is saved ("This rule would
   * book 6:40 over 9 days; 1:10 of it is booked already"): placed first as a new rule, or at its
   * place when `ruleId` names the rule it would change. Nothing is saved or sent.
   * `text` says it in English (the window words `dryRun` in its own language); `notRead`: why
   * some days' entries could not be read, when they could not.
   */
  dryRunActivityRule(input: ActivityRuleInput & { readonly ruleId?: string }): Promise<CommandResult & { readonly dryRun?: ActivityDryRunView; readonly text?: string; readonly notRead?: readonly string[] }>;
  updateActivityRule(ruleId: string, input: ActivityRuleInput): Promise<CommandResult>;
  /** Moves a rule to `index` in the person's order (the first that matches serves). */
  moveActivityRule(ruleId: string, index: number): Promise<CommandResult>;
  removeActivityRule(ruleId: string): Promise<CommandResult>;
  /** The answer to "Switch to Acme · Design?" (`ActivitySnapshot.question`): the timer switches, or it is not asked again for this stretch of work. */
  answerActivitySwitch(choice: 'switch' | 'not_now'): Promise<CommandResult>;
}

/** The facade a window talks to: the account in use's, with the commands across accounts, the calendars and the activity record. */
/** An account's engine as the accounts layer holds it: the facade, and what only the removal of its account does. */
export interface AccountStint extends Stint {
  /**
   * The account removed from this computer: signed out (its keychain item deleted), and its
   * queue of unsent actions, its copies of the service's data and its last sign-in dropped,
   * so a later sign-in to it (the same user or another) finds nothing of them. Settings stay.
   */
  forgetAccount(): Promise<CommandResult>;
  /**
   * The person's own entries of `from`..`to` in this account, read from the detailed report
   * page after page (100 rows a request), for a timesheet (issue 70): refused in words, before
   * the requests are spent, when they would take what the day's timer still needs.
   */
  readTimesheet(input: TimesheetReadInput): Promise<TimesheetRowsResult>;
  /** What `readTimesheet` would cost, said before it is spent: one request (a one-row page) tells the count. */
  timesheetCost(input: TimesheetReadInput): Promise<TimesheetCostResult>;
  /**
   * Stores billed times as the entries' own (issue 70, item 3: "apply rounding to these
   * entries"): each entry's start kept, its end and total moved. One correction like any
   * other: checked here and again before each update is sent, held for Undo, one Undo for all.
   * Refused in words, nothing queued, when the updates and their reads would take what the
   * day's timer keeps.
   */
  applyRounding(input: ApplyRoundingInput): Promise<ApplyRoundingResult>;
  /**
   * Parts of a day booked to one project as one correction (a day of the activity record booked
   * in bulk, issue 73): one entry per part, each checked as a gap fill is (refused whole, in
   * words, when one lies over an entry now), sent on its own (one refused later is listed, the
   * others kept), one Undo for all.
   */
  bookParts(input: BookPartsInput): Promise<ManualEntryResult>;
}

/** The parts (epoch ms, whole seconds, within one day each) and the work they are booked to; `words` name the change for Undo. */
export interface BookPartsInput {
  readonly parts: readonly { readonly start: number; readonly end: number }[];
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  readonly words: string;
}

/** One entry whose billed seconds are to be stored. */
export interface RoundingEntryInput {
  /** The service's id. */
  readonly id: number;
  /** The entry as the timesheet read it: nothing is sent over a change made since (on the web, or queued here). */
  readonly seen: EntryVersionView;
  /** The billed seconds to store. */
  readonly seconds: number;
  /** The entry in words, for what is said of it ("“Spec” on 2026-02-03 at 09:00"). */
  readonly name: string;
}

export interface ApplyRoundingInput {
  /** The account as the person knows it, for the words ("Rounded 12 entries of Acme (+0:45)"). */
  readonly accountName?: string;
  readonly entries: readonly RoundingEntryInput[];
  /** Only say what the apply would do (the entries left, the requests, the day's room); nothing queued, no request. */
  readonly check?: boolean;
}

/** An entry left as tracked, and why, in words. */
export interface RoundingLeftView {
  readonly id: number;
  readonly words: string;
}

export type ApplyRoundingResult =
  | {
      readonly ok: true;
      /** "Rounded 12 entries of Acme (+0:45)": the change's words, as Undo shows them. */
      readonly message: string;
      /** Entries queued to be stored rounded. */
      readonly stored: number;
      /** Seconds the stored entries gain in all (negative: lose). */
      readonly added: number;
      /** Requests the updates and their reads will spend. */
      readonly requests: number;
      /** What the day leaves beyond the timer's reserve (null: no daily quota told), and what the timer keeps. */
      readonly spare: number | null;
      readonly keeps: number;
      readonly left: readonly RoundingLeftView[];
      /** False for a `check`: nothing was queued. */
      readonly queued: boolean;
    }
  | (Refused & { readonly left: readonly RoundingLeftView[] });

/** The range and filters of a timesheet read in one account (dates `YYYY-MM-DD` in the account's calendar, inclusive). */
export interface TimesheetReadInput {
  /** The account as the person knows it, for the words ("This export needs 12 requests of Studio"). */
  readonly accountName?: string;
  readonly from: string;
  readonly to: string;
  readonly customerIds?: readonly number[];
  readonly projectIds?: readonly number[];
  readonly taskIds?: readonly number[];
}

type Refused = Extract<CommandResult, { ok: false }>;

/**
 * The rows read, with what the account's settings say of them: its rounding rules as stored
 * (read, failing closed, by the timesheet core) and its currency. `requests`: requests spent.
 */
export type TimesheetRowsResult =
  | { readonly ok: true; readonly rows: readonly DetailedReportRow[]; readonly requests: number; readonly rounding: unknown; readonly currency: string | null }
  | (Refused & { readonly requests: number });

/**
 * `requests`: what the export would spend; `spare`: what the day leaves an export (null: no
 * daily quota told); `keeps`: what the timer keeps; `spent`: requests this question spent.
 */
export type TimesheetCostResult =
  | { readonly ok: true; readonly requests: number; readonly entries: number; readonly spare: number | null; readonly keeps: number; readonly spent: number; readonly message: string }
  | (Refused & { readonly spent: number });

export interface PersonStint extends Stint, AccountCommands, CalendarCommands, ActivityCommands {}
