// What the engine shows: one immutable snapshot, replaced as a whole on every change.
// Every driver (window, tray, command line, tests) renders from it; nothing in it is a
// secret (the token never enters the snapshot).

import type { Language } from '../i18n/languages.ts';
import type { UpdateReady } from './ports.ts';
import type { Settings, SettingsProblem } from './settings/settings.ts';

export type { UpdateReady };

/** Times are in the account's time zone; `date` is `YYYY-MM-DD`, times `HH:MM:SS`. */
export interface EntryView {
  /**
   * Stable for the entry's life in this app: `l<localId>` for one created here (kept after the
   * service gives its id, while the outbox keeps the mapping), `e<id>` for the others.
   */
  readonly key: string;
  /** The service's id; null while a create waits in the outbox. */
  readonly id: number | null;
  readonly date: string;
  readonly projectId: number;
  readonly projectName: string;
  readonly customerName: string | null;
  /** The project's customer id, where known (a customer's rounding rule, issue 70); absent or null: none known. */
  readonly customerId?: number | null;
  readonly taskId: number | null;
  readonly taskName: string | null;
  readonly description: string;
  readonly timeStart: string;
  readonly timeEnd: string;
  /** Seconds stored on the service (for a running entry: before the current run). */
  readonly totalSeconds: number;
  /** Epoch ms at which the current run started; null when not running. */
  readonly runningSince: number | null;
  readonly locked: boolean;
  /** Locked, but this user may change it (the entry's `permissions.can_modify_locked`); absent: no. */
  readonly canModifyLocked?: boolean;
  /** A change of this entry waits in the outbox. */
  readonly pending: boolean;
  /** Running, and its stopwatch's start waits in the outbox (or its answer was lost): the service may hold no run of it yet. */
  readonly startUnconfirmed?: true;
  /**
   * Billable: the entry's `is_billable` as the service last said, else (an entry made here
   * and not yet confirmed, or kept by an older Stint) its project's and task's default.
   * Always set by the engine; absent only in entries made by hand, and read as not billable.
   */
  readonly billable?: boolean;
  /**
   * The service's `billable_net_amount` of the entry as it stores it (decimal text, no
   * currency: the service names none), from the detailed report the day's read already makes;
   * absent for an entry not read from it (made here, or kept by an older Stint).
   */
  readonly billableAmount?: string;
}

export interface ProjectView {
  readonly id: number;
  readonly name: string;
  readonly customerName: string | null;
  /** Its customer's id (absent: not read, or none). */
  readonly customerId?: number | null;
  readonly requiredTask: boolean;
  readonly active: boolean;
  /** Its budget as last read (views/budget-view.ts); absent (a cache from an older Stint) or null: none to show. */
  readonly budget?: ProjectBudget | null;
  /** The project's `is_billable`, the default of its entries; absent where the service did not say (or an older cache). */
  readonly billable?: boolean;
}

/** A project's budget as the service reported it at its last read (the project list, or the project alone). */
export interface ProjectBudget {
  readonly by: 'time' | 'billing';
  /** Hours for a time budget; the account's money for a billing budget. */
  readonly amount: number;
  /** Percent used when it was read, as the service reported it: the figure the bar starts from. */
  readonly progressPercent: number;
}

export type BudgetLevel = 'under' | 'near' | 'over';

/** A project's budget now (views/budget-view.ts): the bar on the running timer. */
export interface BudgetProgress {
  readonly projectId: number;
  readonly projectName: string;
  readonly by: 'time' | 'billing';
  readonly amount: number;
  /** The share used: 0.5 is half; past 1, over budget. */
  readonly share: number;
  /** A time budget: seconds used (the figure, what was recorded since, the running entry) and left (negative past the budget); null for billing. */
  readonly usedSeconds: number | null;
  readonly leftSeconds: number | null;
  readonly level: BudgetLevel;
  /** One line for the bar's label and a screen reader ("31:30 of 40:00 h used, 8:30 left"; "62% of the billing budget used"). */
  readonly text: string;
}

export interface TaskView {
  readonly id: number;
  readonly name: string;
  /**
   * Read: the task assignment's `is_billable`, absent where the service did not say. In the
   * snapshot: whether an entry of it is billable, the project's `is_billable` and the assignment's.
   */
  readonly billable?: boolean;
}

export type SessionState =
  | {
      readonly state: 'signed_out';
      readonly reason: string | null;
      /** Sign-ins left today for the email last tried, at most (main/core/session/sign-in-attempts.ts); null: none tried here. */
      readonly authAttemptsLeft: number | null;
      /** Wrong sign-ins in a row before the service blocks that email, at most; null: the last one tried here was not wrong. */
      readonly authWrongLeft: number | null;
      /** What is left of those limits, one sentence a line, when it is worth saying (main/core/session/session-messages.ts); else empty. */
      readonly limits: readonly string[];
    }
  | { readonly state: 'signing_in' }
  | {
      readonly state: 'signed_in';
      readonly baseUrl: string;
      readonly accountId: string;
      readonly email: string;
      readonly userId: number;
      readonly userName: string;
      readonly role: string;
    };

export type SyncState =
  /** Everything sent; the last read is recent enough. */
  | 'ok'
  /** Sending or reading now. */
  | 'syncing'
  /** The service cannot be reached; actions wait in the outbox. */
  | 'offline'
  /** A rate limit holds every request until `resumesAt`. */
  | 'rate_limited'
  /** The token is gone; actions wait until the same user signs in again. */
  | 'signed_out'
  /** Actions queued by another user wait; they are never sent under this user. */
  | 'held'
  /** The last attempt failed in a way a person must look at (`message` says what to do). */
  | 'error';

export interface SyncView {
  readonly state: SyncState;
  /** User actions waiting in the outbox. */
  readonly queued: number;
  /** Descriptions of the waiting actions, oldest first ("Start Website redesign at 09:12"). */
  readonly queuedLabels: readonly string[];
  /**
   * Keys (`EntryView.key`) of the entries a waiting action creates or changes, whatever
   * their date (`todayEntries` holds only today's): a form follows what it sent by these.
   * Always set by the engine; absent only in snapshots made by hand, and read as none.
   */
  readonly pendingKeys?: readonly string[];
  /** Of `queued`, the ops of corrections waiting out their Undo time (not yet due: nothing is stuck). Absent in snapshots made by hand: none. */
  readonly heldForUndo?: number;
  /**
   * Epoch ms when the last of those may go (the latest Undo time among them; null: none held).
   * Not only the last change's: an earlier one is still held after the last is undone.
   */
  readonly heldUntil?: number | null;
  /** Epoch ms when sending resumes (rate limited) or the next attempt is planned. */
  readonly resumesAt: number | null;
  /** Epoch ms of the last successful read of the running entry. */
  readonly lastReadAt: number | null;
  /**
   * The daily quota spaces the reads of the running entry more than a minute apart even
   * while the window is shown (a Free plan once its spare reads are spent): a change made
   * elsewhere may show later than the minute promised, so the window says when `lastReadAt`
   * was. Absent in snapshots made by hand: not rationed.
   */
  readonly readsRationed?: boolean;
  /** Requests left today for the whole account, when the service said. */
  readonly quotaRemaining: number | null;
  readonly quotaLimit: number | null;
  readonly message: string | null;
}

export interface IdlePrompt {
  /** Epoch ms when idleness began (or the lock/suspend). */
  readonly since: number;
  /** Epoch ms when the person came back. */
  readonly until: number;
  /** The entry that ran meanwhile. */
  readonly entryKey: string;
  readonly reason: 'idle' | 'lock' | 'suspend';
}

/** "Still working?" (attention/still-working.ts): a timer running past the end of the working day. */
export interface StillWorkingQuestion {
  /** The running entry asked about. */
  readonly entryKey: string;
  /** Epoch ms the working day ended (Stop at the end of working hours). */
  readonly endOfDayAt: number;
  /** Epoch ms of the last input seen after the run began (Stop at the last activity); null when not known. */
  readonly lastActiveAt: number | null;
}

export interface IdleView {
  /** `limited`: this system reports no idle time; lock and suspend still count. */
  readonly detection: 'on' | 'off' | 'limited';
  readonly prompt: IdlePrompt | null;
  readonly stillWorking: StillWorkingQuestion | null;
}

export interface ReminderView {
  /** Epoch ms until which reminders are snoozed. */
  readonly snoozedUntil: number | null;
  /** Epoch ms of the last reminder shown. */
  readonly lastShownAt: number | null;
  /** Where a click on the reminder leads the window. */
  readonly target: 'continue' | 'picker' | null;
  /** Epoch ms of that click: each click is a new one, even to the same target. */
  readonly clickedAt: number | null;
}

export interface Notice {
  readonly level: 'info' | 'warning' | 'error';
  /** What happened and what to do, in plain words. */
  readonly message: string;
  /** Field errors of the last command (manual entry), by field name. */
  readonly fields: Readonly<Record<string, string>>;
  readonly at: number;
  /** The entry the refused command created or changed (`EntryView.key`), when it was about one. */
  readonly entryKey?: string;
  /** The change not saved (`NotSavedView.id`) this notice says: the window shows it in its list instead. */
  readonly notSavedId?: string;
}

/**
 * The person's last correction or manual entry, for Undo (`Stint.undo`): what it changed in
 * words, and until when it waits in the outbox (Undo before then leaves no trace; after, an
 * edit or a moved start is put back through the queue, and a new entry cannot be taken back).
 */
export interface UndoView {
  readonly id: string;
  /** "Split Design review at 10:30: 1:30 and 0:45". */
  readonly words: string;
  /** Epoch ms of the change. */
  readonly at: number;
  /** Epoch ms its hold ends (the window's Undo bar shows until then). */
  readonly until: number;
}

/** A change the service refused, listed until the person dismisses it (`Stint.dismissNotSaved`). */
export interface NotSavedView {
  readonly id: string;
  /** What was meant ("Add Website on 2026-03-10"). */
  readonly what: string;
  /** Why it failed and what to do. */
  readonly why: string;
  /** Epoch ms of the refusal. */
  readonly at: number;
  /** The entry it was about (`EntryView.key`), when it was about one. */
  readonly entryKey?: string;
  readonly fields: Readonly<Record<string, string>>;
  /** The refusal as the service gave it (code, message, any further fields such as `detail`). */
  readonly refusal: Readonly<Record<string, unknown>>;
  /**
   * Refused because the entry changed on the web since Stint showed it: both versions, for
   * the choice between keeping the web's (`Stint.dismissNotSaved`) and applying the person's
   * (`Stint.applyNotSaved`). Absent for any other refusal.
   */
  readonly choice?: WebChoiceView;
}

/** An entry's fields as one version holds them (the person's change, or the web's copy). */
export interface EntryVersionView {
  readonly date: string;
  readonly timeStart: string;
  readonly timeEnd: string;
  readonly totalSeconds: number;
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  readonly running: boolean;
}

export interface WebChoiceView {
  /** The entry as the person's change would leave it. */
  readonly mine: EntryVersionView;
  /** The entry as the web held it when the change was refused. */
  readonly web: EntryVersionView;
  /** Each version in words, on the fields where they differ ("8:00 AM–10:30 AM (2:30), “Pairing”"). */
  readonly words: { readonly web: string; readonly mine: string };
}

export interface DayTotal {
  readonly date: string;
  readonly seconds: number;
  /** Of `seconds`, the billable ones (the grouped report's `time_billable`); absent where not read. */
  readonly billableSeconds?: number;
  /** The day's billable amount, the grouped report's `billable_net_total` as decimal text; absent where not read. */
  readonly billableAmount?: string;
}

/** Seconds split by the entries' `billable` (views/billable-totals.ts). */
export interface BillableSplit {
  readonly billableSeconds: number;
  readonly nonBillableSeconds: number;
}

/**
 * Today's and the calendar week's totals split into billable and not, the running entry
 * counted as of the snapshot (the window adds the run since with `running.billable`).
 */
export interface BillableTotals {
  readonly today: BillableSplit;
  /** The calendar week holding today (the display's first day of the week), up to today. */
  readonly week: BillableSplit & { readonly start: string; readonly end: string };
}

/**
 * The hours today and this week are meant to hold (views/day-target.ts): the user's
 * `capacity_per_day` on each of their `work_days`, or the settings' `target` in their place.
 * Figures as of the snapshot; the tray and the window count `done` on live from today's total.
 */
export interface DayTargetView {
  /** Today, in the account's zone. */
  readonly date: string;
  /** Today is one of the working days; on a day off the target is 0 and nothing is said. */
  readonly workingDay: boolean;
  /** Today's target in seconds (whole minutes); 0 on a day off. */
  readonly targetSeconds: number;
  /** Today's total, the running entry included. */
  readonly doneSeconds: number;
  /** What is left of today's target (0 once reached, and on a day off). */
  readonly leftSeconds: number;
  /** Where the hours and the days came from. */
  readonly hoursFrom: 'settings' | 'user';
  readonly daysFrom: 'settings' | 'working_hours' | 'user' | 'default';
  /** The working days, 0 Sunday .. 6 Saturday. */
  readonly workDays: readonly number[];
  readonly week: {
    readonly start: string;
    readonly end: string;
    /** Working days in the week (all seven days, those to come included). */
    readonly workingDays: number;
    /** The hours per day times the week's working days. */
    readonly targetSeconds: number;
    /** The week's days up to today, today's running entry included. */
    readonly doneSeconds: number;
    readonly leftSeconds: number;
  };
}

export interface ZoneView {
  /** Minutes east of UTC of the account's time zone. */
  readonly offsetMinutes: number;
  /**
   * How it was learned: from report rows (exact), a stopwatch answer (rounded), the user
   * record's dates (a hint), or assumed (UTC).
   */
  readonly source: 'report' | 'stopwatch' | 'user' | 'assumed';
}

/**
 * What the shell could not do with a setting, in plain words (what happened, what to do);
 * null when it worked. Set only by the shell's reports, so a command never clears it.
 */
export interface ShellStatus {
  /** The global shortcut is not registered (another app holds it, or the system refuses it). */
  readonly shortcut: string | null;
  /** Launch at login could not be changed, or waits for the person's approval. */
  readonly launchAtLogin: string | null;
  /**
   * No tray icon shows (no tray on this desktop, or it refused Stint's icon), so Stint runs
   * as a window: why, and what the person can do. Null while the icon shows.
   */
  readonly tray: string | null;
  /**
   * Idle time or screen locks cannot be detected now (a desktop service or the bus is
   * missing): what is not seen and why. Null while both are.
   */
  readonly idleDetection: string | null;
  /** Whether the tray icon shows cannot be checked now (the session bus is gone): why. Null while it can. */
  readonly trayDetection: string | null;
  /**
   * Another Stint took the data folder, so this one writes nothing more there: what happened
   * and what to do. The sync status shows it as its problem. Null while the folder is this Stint's.
   * Absent in snapshots made by hand: null.
   */
  readonly dataFolder?: string | null;
}

/**
 * The working hours of the user's record on the service, in the settings' shape (days 0
 * Sunday .. 6 Saturday; windows `HH:MM`, an end of `24:00` at midnight): what reminders
 * follow while the settings have no hours of their own (main/core/attention/working-hours.ts).
 */
export interface ServiceWorkingHours {
  /** `default`: the record names no hours, so Monday-Friday 09:00-17:00 is assumed (on the record's days when it has some). */
  readonly source: 'user' | 'default';
  readonly days: readonly number[];
  readonly windows: readonly { readonly start: string; readonly end: string }[];
}

/** One day of a shown week: its entries, newest first (a running one holds its stored seconds: add the run since `runningSince`). */
export interface WeekDayView {
  readonly date: string;
  readonly entries: readonly EntryView[];
}

/**
 * The calendar week the person looks at (`showWeek`), read through the detailed report at
 * most once a day; its last two days follow the recent read and the queued commands.
 */
export interface WeekView {
  /** The first day (the display's first day of the week) and the last, six days later. */
  readonly start: string;
  readonly end: string;
  /** Whether the week holds today (there is no later week to move to). */
  readonly current: boolean;
  /**
   * `loading`: being read (the days show an earlier read, or nothing yet); `ready`; `unavailable`:
   * the read failed (`message` says why and what to do; the days show an earlier read, if any).
   */
  readonly state: 'loading' | 'ready' | 'unavailable';
  readonly message: string | null;
  /** Epoch ms of the read the older days come from; null: never read. */
  readonly readAt: number | null;
  /** The seven days, first to last; a day after today has no entries. */
  readonly days: readonly WeekDayView[];
}

/** Whether a to-do may be started and completed here; when not, why, in plain words. */
export type TodoActionsView = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

/** One of the person's to-dos, the queued Done and Undo applied. */
export interface TodoView {
  /** The service's id (a string). */
  readonly id: string;
  readonly name: string;
  /** The time estimate in seconds; null when the to-do has none. */
  readonly estimateSeconds: number | null;
  readonly projectId: number;
  readonly projectName: string;
  /** Its to-do list; null when it is in none. */
  readonly listName: string | null;
  /** The project needs a task: Start asks for one with the Task picker (`startTodo`'s `taskId`). */
  readonly requiredTask: boolean;
  /** Start, Done and Undo are offered; when not (a read-only role, an archived project), why. */
  readonly actions: TodoActionsView;
  /** A Done or Undo of it waits in the outbox. */
  readonly pending: boolean;
  /** With several accounts, the account it is of (main/core/accounts); absent with one. */
  readonly accountKey?: string;
}

/** The to-dos of one to-do list of a project, in their position order. */
export interface TodoListGroupView {
  /** Null for the project's to-dos in no list (they come last). */
  readonly listId: string | null;
  readonly listName: string | null;
  readonly todos: readonly TodoView[];
}

/** The to-dos of one project, by to-do list in the lists' position order. */
export interface TodoProjectGroupView {
  readonly projectId: number;
  /** With several accounts, the account the project is of (project ids are each account's own); absent with one. */
  readonly accountKey?: string;
  readonly projectName: string;
  readonly lists: readonly TodoListGroupView[];
}

/**
 * The signed-in person's open to-dos (assigned to them, not completed), read only when the
 * To-dos view or the tray's submenu opens (`openTodos`), at most once every 15 minutes, or
 * when the person presses Refresh (`refreshTodos`).
 */
export interface TodosView {
  /**
   * `unread`: never read (an opening reads them unless the day is tight); `reading`; `ready`;
   * `unavailable`: the last read failed or could not be made (`message` says why and what to
   * do; the lists show an earlier read, if any).
   */
  readonly state: 'unread' | 'reading' | 'ready' | 'unavailable';
  /** Epoch ms of the read the lists come from; null: never read. */
  readonly readAt: number | null;
  /**
   * The day's requests are scarce (the Free plan's 50 nearly spent): the engine reads no more
   * on its own; the view shows `readAt` and offers Refresh, which a person may press.
   */
  readonly tight: boolean;
  readonly message: string | null;
  /** By project (by name), then by to-do list, each in position order. */
  readonly projects: readonly TodoProjectGroupView[];
  /** How many open to-dos the groups hold. */
  readonly count: number;
  /** Marked done here in the last hours, newest first: Undo (`undoTodo`) reopens them. */
  readonly done: readonly TodoView[];
}

/** The clock a person reads times of day in: `h12` "4:52 PM", `h23` "16:52". */
export type HourCycle = 'h12' | 'h23';

/**
 * How times and weeks are shown: the settings' `display` choices, with `system` resolved
 * from the system's locale (the locale port), so every driver writes times in one clock.
 */
export interface DisplayView {
  /** Durations as decimal hours (7.53) wherever they are read (the setting Decimal hours); absent: the clock (7:32). */
  readonly decimalHours?: boolean;
  /** The system's locale (BCP 47) the `system` choices follow. */
  readonly locale: string;
  /** The clock of every time of day a person reads: window, tray, notifications, messages, command line. */
  readonly hourCycle: HourCycle;
  /** The day a week starts on, 0 Sunday .. 6 Saturday. */
  readonly firstDayOfWeek: number;
  /** What `system` gives here, for the settings' "System (4:52 PM)" and "System (Monday)" choices. */
  readonly system: { readonly hourCycle: HourCycle; readonly firstDayOfWeek: number };
}

/**
 * The focus rhythm's phase (main/core/attention/focus-rhythm.ts), for the tray and the
 * status line: what runs and what is left of it.
 */
export interface FocusView {
  readonly phase: 'focus' | 'short_break' | 'long_break';
  /**
   * `running`: counting down to `endsAt`; `paused`: a focus session whose timer stopped (it
   * goes on when one starts); `over`: the phase ended and its question waits for an answer
   * (after a focus session "Take a break" or "Keep going", after a break "Continue").
   */
  readonly status: 'running' | 'paused' | 'over';
  /** Epoch ms the phase ends while it runs; null while paused or over. Count down from it with the clock. */
  readonly endsAt: number | null;
  /** Seconds left when the snapshot was made (rounded up); what a paused session has left. */
  readonly leftSeconds: number;
  /** Focus sessions done since the last long break (the one just over included). */
  readonly sessionsDone: number;
  /** The question that waits (status `over`), in its notification's words, for the window to ask too; absent otherwise. */
  readonly question?: { readonly title: string; readonly body: string };
  /** During a break and after it: the entry "Continue" runs again, as its label; absent when none ran. */
  readonly entry?: string;
}

/** What kept the person away from the computer (attention/idle-policy.ts): idle past the threshold, a lock, a sleep. */
export type AwayKind = 'idle' | 'lock' | 'suspend';

/**
 * One stretch away from the computer, as the idle policy saw it: recorded on this computer
 * only (never sent), kept 14 days, cleared by `clearAwayLog`. Its start, end and kind, nothing more.
 */
export interface AwayStretch {
  /** Epoch ms. */
  readonly start: number;
  readonly end: number;
  readonly kind: AwayKind;
}

/** A stretch of working hours no entry covers (views/gaps.ts). */
export interface GapView {
  /** The local day it lies in (a gap never crosses the account's midnight). */
  readonly date: string;
  /** Epoch ms, whole seconds. */
  readonly start: number;
  readonly end: number;
  readonly seconds: number;
  /** `away`: mostly covered by away stretches; `present`: at the computer, untracked. */
  readonly kind: 'away' | 'present';
  /** Seconds of it the away stretches cover. */
  readonly awaySeconds: number;
}

/** One day of the timeline: its away stretches and its untracked gaps, in time order. */
export interface DayTimelineView {
  readonly date: string;
  /** The day's working hours as instants (epoch ms), clipped to the day: what the timeline shades. */
  readonly windows: readonly { readonly start: number; readonly end: number }[];
  readonly away: readonly AwayStretch[];
  readonly gaps: readonly GapView[];
}

/** The day at a glance beside the entries: today's, and the shown week's days'. */
export interface TimelineView {
  readonly today: DayTimelineView;
  /** Today's gaps, largest first (the tray offers the first three to fill). */
  readonly largestGaps: readonly GapView[];
  /** The shown week's days (`shownWeek.days` order); empty while no week is shown. */
  readonly week: readonly DayTimelineView[];
}

/** Stint was updated since it last ran here: said once, in the first window, until dismissed. */
export interface UpdatedNote {
  /** The version running now. */
  readonly version: string;
  /** Its release notes. */
  readonly notesUrl: string;
}

/** One account of the person's, as the window lists it (Settings → Accounts, Today's breakdown). */
export interface AccountRow {
  readonly key: string;
  /** The person's name for it, else its account id, else "Account N". */
  readonly name: string;
  readonly label: string;
  readonly session: SessionState['state'];
  readonly accountId: string | null;
  readonly email: string | null;
  readonly baseUrl: string | null;
  /** The account's today (its zone's date). */
  readonly today: string;
  /** Today's seconds in this account, the running part counted at the snapshot's instant. */
  readonly todaySeconds: number;
  /** Actions of this account waiting to be sent. */
  readonly queued: number;
  /** The entries they create or change (its `SyncView.pendingKeys`): a form that booked here follows its entry by these. Absent in rows made by hand: none. */
  readonly pendingKeys?: readonly string[];
  readonly syncState: SyncView['state'];
  /** Its `SyncView.lastReadAt` and `readsRationed`: the window says when a rationed account last checked. Absent in rows made by hand: never read, not rationed. */
  readonly lastReadAt?: number | null;
  readonly readsRationed?: boolean;
  /** What went wrong with this account, when something did (its notice or its sync message). */
  readonly problem: string | null;
  /** What removing it drops, asked before (accounts/removal-question.ts). Absent in rows made by hand. */
  readonly removal?: RemovalQuestion;
}

/** Removing an account, said before it is done. */
export interface RemovalQuestion {
  /** Names these words: a confirmation that carries it drops what they said, or nothing (`removeAccount`'s `asked`). */
  readonly id: string;
  /** What goes and what stays ("Remove Studio from Stint? Its sign-in leaves the keychain, …"). */
  readonly words: string;
  /** Its actions not sent yet, each by what it is: lost with it. */
  readonly lost: readonly string[];
  /**
   * Its running timer (its project) and what removing does to it: `stopped` first, `unsent`
   * (its start goes with the actions lost: nothing runs on the service), or `runs_on` (it may
   * still run on the service: signed out, or its stop behind the actions lost).
   */
  readonly timer: { readonly title: string; readonly fate: 'stopped' | 'unsent' | 'runs_on' } | null;
  /** The confirming button's words ("Remove Studio and lose its 2 actions"). */
  readonly confirm: string;
  /** The service would never get something (an action, a stop): the removal needs the person's confirmation. */
  readonly asks: boolean;
}

/** A project of an account other than the one the snapshot is of, for the pickers across accounts. */
export interface OtherAccountProject {
  readonly accountKey: string;
  readonly accountName: string;
  readonly project: ProjectView;
}

/** An entry of an account other than the one the snapshot is of, its date and times in the zone of the snapshot's. */
export interface OtherAccountEntry {
  readonly accountKey: string;
  readonly accountName: string;
  /** Its key is its own account's (Continue names the account with it). */
  readonly entry: EntryView;
}

/**
 * The person's other accounts, beside the account the snapshot is of (the one in use: the
 * account whose timer runs, else the one last chosen). Null with one account: the window is
 * then exactly a one-account Stint's.
 */
export interface AccountsPanel {
  /** The account the rest of the snapshot is of. */
  readonly inUse: string;
  readonly inUseName: string;
  /** Every account, in the person's order. */
  readonly rows: readonly AccountRow[];
  /** Today's seconds of every account together, at the snapshot's instant. */
  readonly todaySeconds: number;
  /** The account whose timer runs, named with it: "Acme · Website Redesign". */
  readonly running: { readonly accountKey: string; readonly accountName: string; readonly title: string } | null;
  /** The other accounts' active projects, for the pickers (marked with their account). */
  readonly otherProjects: readonly OtherAccountProject[];
  /** The other accounts' tasks read so far, by account key then project id. */
  readonly otherTasks: Readonly<Record<string, Readonly<Record<number, readonly TaskView[]>>>>;
  /**
   * The other accounts' entries of today and of the week shown (when they show the same
   * week), newest first: shown beside the account's own, changed by showing their account.
   * Absent in panels made by hand: none.
   */
  readonly otherEntries?: readonly OtherAccountEntry[];
}

export interface Snapshot {
  readonly session: SessionState;
  /** The running entry, optimistic commands applied. */
  readonly running: EntryView | null;
  /** Today's date in the account's zone. */
  readonly today: string;
  /** Today's entries, newest first, optimistic commands applied. */
  readonly todayEntries: readonly EntryView[];
  /** Recent distinct entries to continue (project, task, description), newest first. */
  readonly recent: readonly EntryView[];
  /** The last seven days, oldest first, today included (without the running part). */
  readonly week: readonly DayTotal[];
  readonly projects: readonly ProjectView[];
  /** Tasks of the projects picked so far. */
  readonly tasks: Readonly<Record<number, readonly TaskView[]>>;
  readonly sync: SyncView;
  readonly idle: IdleView;
  readonly reminder: ReminderView;
  readonly settings: Settings;
  /**
   * What of the stored settings was not read as it stands (entries dropped from a list, a
   * setting read as its default), in words for Settings and the command line. Absent in
   * snapshots made by hand: none.
   */
  readonly settingsProblems?: readonly SettingsProblem[];
  /** The service's working hours for the signed-in user; null when signed out. */
  readonly serviceWorkingHours: ServiceWorkingHours | null;
  /**
   * The hours a working day the service's record gives, and its days (the day's target's
   * default; with several accounts, the first signed in gives the person's). Absent in
   * snapshots made by hand: none.
   */
  readonly serviceCapacity?: { readonly capacityPerDay: number | null; readonly workDays: readonly number[] | null; readonly readFor: string } | null;
  readonly zone: ZoneView;
  readonly display: DisplayView;
  /** The language every text is in (the Settings choice, else the system's first that Stint ships; main/i18n/languages.ts). */
  readonly language: Language;
  /** The week the window or the command line asked to see; null until one is asked for. */
  readonly shownWeek: WeekView | null;
  /**
   * The person's to-dos. Always set by the engine; absent only in snapshots made by hand,
   * and read as none read.
   */
  readonly todos?: TodosView;
  /** Where the token is kept ("the GNOME keyring", "memory only"). */
  readonly secretStore: string;
  readonly shell: ShellStatus;
  readonly notice: Notice | null;
  /** An update of Stint is ready (UpdatePort); null when none is, or where nothing updates. */
  readonly update: UpdateReady | null;
  /** This is the first start after an update; null otherwise, and once dismissed (`dismissUpdatedNote`). */
  readonly updatedTo: UpdatedNote | null;
  /**
   * The focus rhythm's phase; null when it is off or no phase is under way. Always set by the
   * engine; absent only in snapshots made by hand, and read as none.
   */
  readonly focus?: FocusView | null;
  /**
   * The running entry's project's budget, when it has one: its share, level and words as of
   * this snapshot (a time budget moves on with the running entry). Always set by the engine;
   * absent only in snapshots made by hand, and read as none.
   */
  readonly runningBudget?: BudgetProgress | null;
  /**
   * Today's and this week's target; null when signed out or no hours are known (the service
   * has none and the settings set none, or they set 0). Always set by the engine; absent only
   * in snapshots made by hand, and read as none.
   */
  readonly target?: DayTargetView | null;
  /** Today's and this week's totals, billable and not. Always set by the engine; absent only in snapshots made by hand. */
  readonly billable?: BillableTotals;
  /**
   * Away stretches and untracked gaps of today and of the shown week's days. Always set by
   * the engine; absent only in snapshots made by hand, and read as none.
   */
  readonly timeline?: TimelineView;
  /** The window is shown (the scheduler polls faster then). */
  readonly windowVisible: boolean;
  /** The last correction, for Undo; null when none is kept. Always set by the engine; absent only in snapshots made by hand. */
  readonly undo?: UndoView | null;
  /** Changes the service refused, oldest first, until dismissed. Always set by the engine; absent only in snapshots made by hand, and read as none. */
  readonly notSaved?: readonly NotSavedView[];
  /** The person's other accounts; null or absent with one account (main/core/accounts). */
  readonly accounts?: AccountsPanel | null;
  /** The person's calendars and their events on the days shown; absent while none is added (main/core/calendar). */
  readonly calendar?: CalendarSnapshot;
  /** The person's activity record (accounts/person-activity.ts); absent from an account's own snapshot. */
  readonly activity?: ActivitySnapshot;
  /** Each account's timesheet settings as read, and the amounts of its day and week (issue 70). */
  readonly timesheets?: TimesheetsView;
}

/** A rounding rule as the settings hold it, once read (main/core/timesheets/rounding-rule.ts). */
export interface RoundingRuleView {
  readonly scope: 'entry' | 'day';
  readonly direction: 'up' | 'down' | 'nearest';
  readonly to: 1 | 5 | 6 | 10 | 15 | 30;
  readonly minimum: number | null;
}

/** An account's rounding rules: none, read (each said in words), or unreadable (never taken for none). */
export type RoundingView =
  | { readonly state: 'none' }
  | {
      readonly state: 'rules';
      readonly account: RoundingRuleView | null;
      readonly customers: readonly { readonly id: number; readonly rule: RoundingRuleView; readonly words: string }[];
      readonly projects: readonly { readonly id: number; readonly name: string; readonly rule: RoundingRuleView; readonly words: string }[];
      /** Each rule in words, where it applies ("Website: each entry rounded up to 15 minutes"): the account's first, then the projects', then the customers'. */
      readonly words: readonly string[];
    }
  | { readonly state: 'unreadable'; readonly problems: readonly string[] };

export interface AccountTimesheetView {
  readonly key: string;
  readonly name: string;
  /** Three capital letters; null: none named (no amount is shown then). */
  readonly currency: string | null;
  readonly rounding: RoundingView;
  /** Cents as the service priced today's entries and the week's days (no request of their own). */
  readonly amounts: { readonly todayCents: number; readonly weekCents: number; readonly notCounted: number };
}

export interface TimesheetsView {
  readonly accounts: readonly AccountTimesheetView[];
}

/** A window's time in the activity record (main/core/activity), epoch ms. */
export interface ActivityStretchView {
  readonly start: number;
  readonly end: number;
  readonly app: string;
  readonly title: string;
  readonly url?: string;
}

/** An application's time, and its titles' (the longest first). */
export interface ActivityAppView {
  readonly app: string;
  readonly seconds: number;
  readonly titles: readonly { readonly title: string; readonly seconds: number }[];
}

/** "Fill with <label>": what a gap offers from the activity inside it. */
export interface ActivityFillView {
  readonly date: string;
  readonly gap: { readonly start: number; readonly end: number };
  /** What was done inside the gap. */
  readonly done: readonly ActivityAppView[];
  /** What a fill takes (whole seconds, inside the gap, breaks bridged, each at least the shortest entry: the settings `activity.bridgeMinutes`, `activity.shortestEntrySeconds`). */
  readonly parts: readonly { readonly start: number; readonly end: number }[];
  /** Seconds of the parts that are breaks bridged. */
  readonly bridgedSeconds: number;
  /** Seconds at the computer left out, in parts shorter than the shortest entry. */
  readonly droppedSeconds: number;
  readonly label: string;
  /** The work a rule gives it; null: the person picks the project. */
  readonly work: { readonly projectId: number; readonly taskId: number | null; readonly description: string; readonly ruleId: string; readonly accountKey: string } | null;
}

/** What a rule would book over the days kept (activity/rule-dry-run.ts): seconds, days, what entries already lie over. */
export interface ActivityDryRunView {
  readonly seconds: number;
  readonly days: number;
  readonly bookedSeconds: number;
  /** Days whose entries Stint does not hold: their booked time is not counted. */
  readonly unchecked: readonly string[];
  readonly perDay: readonly {
    readonly date: string;
    readonly parts: readonly { readonly start: number; readonly end: number }[];
    readonly seconds: number;
    readonly bookedSeconds: number | null;
    readonly open: readonly { readonly start: number; readonly end: number }[];
  }[];
}

/** A rule of the person's, in their order: "title or application matches ... -> project/task (description)". */
export interface ActivityRuleView {
  readonly id: string;
  readonly match: {
    readonly app: string | null;
    readonly title: string | null;
    readonly allWords?: readonly string[];
    readonly anyWords?: readonly string[];
    readonly domain?: string;
    readonly regex?: string;
  };
  readonly accountKey: string;
  readonly projectId: number;
  readonly taskId: number | null;
  /** Null: the window's own title. */
  readonly description: string | null;
}

/** An entry of a reviewed day, of any account: what the day's stretches are shown beside. */
export interface ActivityReviewEntryView {
  readonly accountKey: string;
  readonly accountName: string;
  readonly key: string;
  /** Epoch ms (a running entry ends now). */
  readonly start: number;
  readonly end: number;
  readonly projectName: string;
  readonly taskName: string | null;
  readonly description: string;
}

/** A day of the record opened for review (issue 73, item 1): its stretches beside that day's entries, every account's. */
export interface ActivityDayReviewView {
  readonly date: string;
  /** Every signed-in account's entries of the day are read: a booking may be made (else `message` says why not). */
  readonly held: boolean;
  readonly message: string | null;
  /** The stretches by start (a stretch is known by its start), each with the seconds an entry of any account lies over. */
  readonly stretches: readonly (ActivityStretchView & { readonly seconds: number; readonly bookedSeconds: number })[];
  /** The day's entries, every account's, by start. */
  readonly entries: readonly ActivityReviewEntryView[];
}

/** What booking some stretches of a reviewed day takes (activity/day-review.ts): what the preview shows is what is booked. */
export interface ActivityBookingView {
  readonly parts: readonly { readonly start: number; readonly end: number }[];
  readonly seconds: number;
  readonly atComputerSeconds: number;
  readonly bridgedSeconds: number;
  readonly droppedSeconds: number;
  readonly bookedSeconds: number;
  /** The window most of it was spent in (its title, else its application): the description unless one is given. */
  readonly label: string;
}

/** The person's activity record beside the day: recorded on this machine only, never sent. */
export interface ActivitySnapshot {
  /** `unavailable`: this desktop (or this driver) cannot see the focused window (`cannot` says why). */
  readonly state: 'off' | 'on' | 'paused' | 'away' | 'unavailable';
  readonly pausedUntil: number | null;
  /**
   * Paused (state `paused`, `pausedUntil` null) because a setting that guards the record could
   * not be read: why and what to do, in words; null: not held. Ends when the setting is saved.
   */
  readonly held: string | null;
  /** Why nothing can be recorded here, in words for Settings; null: it can. */
  readonly cannot: string | null;
  /** What the desktop's backend says of itself (the applications only, without a permission); null: nothing. */
  readonly note: string | null;
  /** The folder the record is kept in, for Settings; null: none here. */
  readonly where: string | null;
  readonly keepDays: number;
  /** Today's record (the snapshot's zone): the stretches by start for the lane, and by application and title. */
  readonly today: { readonly date: string; readonly stretches: readonly ActivityStretchView[]; readonly apps: readonly ActivityAppView[] };
  /** The week shown's earlier days that the record holds, for their lanes (absent or empty: none read yet). */
  readonly week?: readonly { readonly date: string; readonly stretches: readonly ActivityStretchView[]; readonly apps: readonly ActivityAppView[] }[];
  /** Today's gaps with activity inside, by start: "Fill with ...". */
  readonly fills: readonly ActivityFillView[];
  readonly rules: readonly ActivityRuleView[];
  /** The day opened for review and bulk booking; null or absent: none open. */
  readonly review?: ActivityDayReviewView | null;
  /** "Switch to Acme · Design?": a rule says the person has worked on something else than the timer for a while; null: nothing to ask. */
  readonly question: {
    readonly text: string;
    readonly ruleId: string;
    readonly since: number;
    /** What "Switch" starts the timer with ('' : no description), shown with the question. */
    readonly description: string;
  } | null;
}

/** A calendar of the person's, as the window lists it (main/core/calendar/calendar-book.ts). */
export interface CalendarView {
  readonly id: string;
  readonly name: string;
  /** `#rrggbb`. */
  readonly colour: string;
  readonly kind: 'url' | 'file';
  /** Where it is read from, safe to show: the address's host and a hint of its path (never its secret), or the file's name (never its folders). */
  readonly shown: string;
  /** `problem`: the last read failed (`message` says why; the last good copy serves). */
  readonly state: 'unread' | 'reading' | 'ready' | 'problem';
  readonly message: string | null;
  /** When the copy serving was last read or found unchanged (epoch ms); null: never. */
  readonly readAt: number | null;
  /** Events of the copy left out, each with why (a broken rule, an unknown zone, a repetition under a minute, the work of the days shown spent); the first `LEFT_OUT_LISTED`, then one line for the rest. */
  readonly leftOut: readonly { readonly title: string; readonly message: string }[];
  /** How many events are left out in all (more than `leftOut` lists at the size cap); absent in snapshots made by hand: `leftOut.length`. */
  readonly leftOutCount?: number;
}

/** One occurrence of a calendar's event. */
export interface CalendarEventView {
  /** Stable across reads: the calendar, the event and its occurrence. */
  readonly key: string;
  readonly calendarId: string;
  readonly colour: string;
  readonly uid: string;
  /** Which occurrence of a repeating event; null for a single one. */
  readonly recurrenceId: string | null;
  /** Empty when the event has none. */
  readonly title: string;
  /** Epoch ms. */
  readonly start: number;
  readonly end: number;
  readonly allDay: boolean;
  /** The first day of an all-day event, `YYYY-MM-DD`. */
  readonly allDayDate?: string;
  readonly location: string | null;
}

export interface CalendarSnapshot {
  readonly calendars: readonly CalendarView[];
  /** Today's events (the snapshot's zone), by start. */
  readonly today: readonly CalendarEventView[];
  /** The shown week's events, by start; empty while no week is shown. */
  readonly week: readonly CalendarEventView[];
  /** The past events of today and of the week shown with untracked time in the day's gaps, by start: what "Fill with <event>" and "Fill the day's meetings" offer. */
  readonly fillable: readonly EventFillView[];
  /** The same days' passed events with untracked time outside working hours, by start: filled only when the person asks (`fillFromEvent` with `anyTime`). */
  readonly outside: readonly EventFillView[];
}

/** An event's untracked time, offered as a fill. */
export interface EventFillView {
  readonly eventKey: string;
  readonly title: string;
  readonly colour: string;
  /** The local date (the snapshot's zone) of its parts. */
  readonly date: string;
  /** Its time inside the day's gaps, whole seconds, each within one gap. */
  readonly parts: readonly { readonly start: number; readonly end: number }[];
  /** The work a remembered rule gives it; null: the person picks it (and may have it remembered). */
  readonly work: { readonly projectId: number; readonly taskId: number | null; readonly description: string; readonly ruleId: string; readonly rule: 'event' | 'title'; /** The account the rule books to (absent in views made by hand: the account in use). */ readonly accountKey?: string } | null;
}
