// The one IPC contract between main and the window: every command channel with its request
// and answer types and the JSON schema of its payload, the answer envelope, and the events
// main pushes to the window. The renderer imports this file with `import type` only; main
// (handlers.ts) and the browser harness use the schemas. No electron import, not even types:
// the contract is the same over Electron IPC and over the harness's WebSocket.
//
// Request and answer types come from the facade (stint-api.ts). The schemas are written
// here, one per payload; `objectSchema` makes the compiler check that each schema names
// exactly the fields of its request type and requires exactly the required ones.

import { GROUPS, WINDOW_FIELDS, settingsJsonSchema, type Settings, type ShellOnlySetting } from '../core/settings/settings-schema.ts';
import type { IdlePrompt, ReminderView, Snapshot } from '../core/snapshot.ts';
import type { AccountInput, AccountStartInput, AccountTimesheetsInput, ActivityBookingInput, ActivityExportInput, ActivityFillInput, ActivitySelectionInput, ActivityRuleInput, AddCalendarInput, EventFillInput, EditInput, EntryEditInput, EntrySplitInput, FillGapInput, FocusChoice, IdleBookingInput, IdleChoice, StillWorkingChoice, ManualInput, RunningStartInput, SignInInput, SnoozeChoice, StartInput, PersonStint, TodoStartInput } from '../core/stint-api.ts';
import type { TrayModel } from '../core/views/tray-model.ts';
import { GROUP_LEVELS, SHEET_COLUMNS, type ExportAnswer, type ExportFormat, type SaveTimesheetInput, type SheetColumn, type TimesheetExportCommands, type TimesheetPreview } from '../core/accounts/person-export.ts';
import type { TimesheetRequest } from '../core/accounts/person-timesheet.ts';
import type { ActivityFileCommands, RulesImportAnswer } from '../core/accounts/person-activity-files.ts';
import type { RoundingCommands, RoundingPreview, RoundingRequest } from '../core/accounts/person-rounding.ts';
import type { AccountFilter } from '../core/timesheets/sheet-filter.ts';
import type { ApplyRoundingResult } from '../core/stint-api.ts';

import { COMMAND_CHANNELS, EVENT_CHANNELS } from './channels.ts';
import { VIEW_LIMITS, VIEW_SCREENS, type KeepViewAnswer, type ViewHandOver, type ViewPlace, type WindowView } from './view-state.ts';

export { COMMAND_CHANNELS, EVENT_CHANNELS };

// ===== types =====

/** What a facade method answers, awaited; `void` becomes `null` (JSON and IPC both carry null). */
type FacadeAnswer<M extends keyof PersonStint> = PersonStint[M] extends (...args: never[]) => infer R
  ? Awaited<R> extends void
    ? null
    : Awaited<R>
  : never;

/** Settings groups that may be patched in part; every other setting is replaced whole. */
type PatchGroup = 'idle' | 'reminders' | 'display' | 'updates' | 'focus' | 'target' | 'activity' | 'lastSignIn';

/** What `updateSettings` takes: the settings to change (the engine owns `installId` and `lastRunVersion`, the shell `trayNoticeShown`). */
export type SettingsPatch = {
  readonly [K in Exclude<keyof Settings, 'installId' | ShellOnlySetting>]?: K extends PatchGroup ? Partial<Settings[K]> : Settings[K];
};

/**
 * The activity record's commands (issue 62; the facade's `ActivityCommands`), kept together:
 * the record is the person's, on this machine only, so none of these sends anything anywhere.
 */
export interface ActivityIpcCommands {
  setActivityRecording: { request: { readonly on: boolean }; answer: FacadeAnswer<'setActivityRecording'> };
  pauseActivity: { request: { readonly choice: ActivityPauseChoice }; answer: FacadeAnswer<'pauseActivity'> };
  deleteActivity: { request: { readonly range: ActivityDeleteRange }; answer: FacadeAnswer<'deleteActivity'> };
  fillFromActivity: { request: ActivityFillInput; answer: FacadeAnswer<'fillFromActivity'> };
  previewActivityFills: { request: { readonly date: string }; answer: FacadeAnswer<'previewActivityFills'> };
  fillDayFromActivity: { request: { readonly date: string }; answer: FacadeAnswer<'fillDayFromActivity'> };
  /** A day of the record reviewed and booked in bulk (issue 73, item 1). */
  openActivityDay: { request: { readonly date: string }; answer: FacadeAnswer<'openActivityDay'> };
  closeActivityDay: { request: null; answer: FacadeAnswer<'closeActivityDay'> };
  previewActivityBooking: { request: ActivitySelectionInput; answer: FacadeAnswer<'previewActivityBooking'> };
  bookActivityStretches: { request: ActivityBookingInput; answer: FacadeAnswer<'bookActivityStretches'> };
  learnActivityRule: { request: Parameters<PersonStint['learnActivityRule']>[0]; answer: FacadeAnswer<'learnActivityRule'> };
  addActivityRule: { request: ActivityRuleInput; answer: FacadeAnswer<'addActivityRule'> };
  /** A rule not saved (or `ruleId`'s changed): what it would book over the days kept. */
  dryRunActivityRule: { request: { readonly ruleId?: string } & ActivityRuleInput; answer: FacadeAnswer<'dryRunActivityRule'> };
  /** The rule's id beside its new match and booking. */
  updateActivityRule: { request: { readonly ruleId: string } & ActivityRuleInput; answer: FacadeAnswer<'updateActivityRule'> };
  moveActivityRule: { request: { readonly ruleId: string; readonly index: number }; answer: FacadeAnswer<'moveActivityRule'> };
  removeActivityRule: { request: { readonly ruleId: string }; answer: FacadeAnswer<'removeActivityRule'> };
  answerActivitySwitch: { request: { readonly choice: ActivitySwitchChoice }; answer: FacadeAnswer<'answerActivitySwitch'> };
}

/**
 * The record's files from Settings (issue 73, item 4; the person's `ActivityFileCommands`): a
 * range of the record and the rules saved through the OS save dialog, rules imported from a
 * file the open dialog gives. The window sends no path: the dialogs choose it in main.
 */
export interface ActivityFileIpcCommands {
  saveActivityRecord: { request: ActivityExportInput; answer: ExportAnswer };
  saveActivityRules: { request: null; answer: ExportAnswer };
  importActivityRulesFile: { request: null; answer: RulesImportAnswer };
}

export type ActivityPauseChoice = Parameters<PersonStint['pauseActivity']>[0];
export type ActivityDeleteRange = Parameters<PersonStint['deleteActivity']>[0];
export type ActivitySwitchChoice = Parameters<PersonStint['answerActivitySwitch']>[0];

/**
 * The window's export of a timesheet (issue 70; the person's `TimesheetExportCommands`): a
 * preview, then the file through the OS save dialog, or the text on the clipboard, with the
 * form's filter (a customer, a project, or a project's task, of one account: ids are per account).
 */
export interface TimesheetIpcCommands {
  previewTimesheet: { request: WindowTimesheetRequest; answer: TimesheetPreview };
  saveTimesheet: { request: Omit<SaveTimesheetInput, 'request'> & { readonly request: WindowTimesheetRequest }; answer: ExportAnswer };
  copyTimesheet: { request: WindowTimesheetRequest; answer: ExportAnswer };
  /** "Apply rounding to these entries…": what it would store in one account, then the apply (one correction, one Undo). */
  previewRounding: { request: WindowRoundingRequest; answer: RoundingPreview };
  applyRounding: { request: WindowRoundingRequest; answer: ApplyRoundingResult };
}

export type WindowTimesheetRequest = TimesheetRequest;
/** With the export's filter of that account: what Apply stores is what the preview showed. */
export type WindowRoundingRequest = RoundingRequest;

/** What the IPC handlers call: the person's facade with the window's export and rounding beside it. */
export type WindowStint = PersonStint & TimesheetExportCommands & RoundingCommands & ActivityFileCommands;

/**
 * The window's own state (issue 71), which main keeps in memory for the next page once the
 * window was released while hidden (view-state.ts): answered by the handlers' view keeper, not the engine.
 */
export interface ViewIpcCommands {
  keepView: { request: WindowView; answer: KeepViewAnswer };
  getView: { request: null; answer: ViewHandOver };
}

export type ViewCommand = keyof ViewIpcCommands;

/** Every command: what the window sends and what a successful call answers. */
export interface IpcCommands extends ActivityIpcCommands, ActivityFileIpcCommands, TimesheetIpcCommands, ViewIpcCommands {
  signIn: { request: SignInInput; answer: FacadeAnswer<'signIn'> };
  signOut: { request: null; answer: FacadeAnswer<'signOut'> };
  start: { request: StartInput; answer: FacadeAnswer<'start'> };
  stop: { request: null; answer: FacadeAnswer<'stop'> };
  continueEntry: { request: { readonly entryKey: string }; answer: FacadeAnswer<'continueEntry'> };
  editRunning: { request: EditInput; answer: FacadeAnswer<'editRunning'> };
  editDescription: { request: { readonly entryKey: string; readonly description: string }; answer: FacadeAnswer<'editDescription'> };
  setRunningStart: { request: RunningStartInput; answer: FacadeAnswer<'setRunningStart'> };
  editEntry: { request: EntryEditInput; answer: FacadeAnswer<'editEntry'> };
  splitEntry: { request: EntrySplitInput; answer: FacadeAnswer<'splitEntry'> };
  addManualEntry: { request: ManualInput; answer: FacadeAnswer<'addManualEntry'> };
  fillGap: { request: FillGapInput; answer: FacadeAnswer<'fillGap'> };
  clearAwayLog: { request: null; answer: FacadeAnswer<'clearAwayLog'> };
  pickProject: { request: { readonly projectId: number }; answer: FacadeAnswer<'pickProject'> };
  openTodos: { request: null; answer: FacadeAnswer<'openTodos'> };
  refreshTodos: { request: null; answer: FacadeAnswer<'refreshTodos'> };
  completeTodo: { request: { readonly todoId: string }; answer: FacadeAnswer<'completeTodo'> };
  undoTodo: { request: { readonly todoId: string }; answer: FacadeAnswer<'undoTodo'> };
  startTodo: { request: TodoStartInput; answer: FacadeAnswer<'startTodo'> };
  showWeek: { request: { readonly date: string }; answer: FacadeAnswer<'showWeek'> };
  resolveIdle: { request: { readonly choice: IdleChoice }; answer: FacadeAnswer<'resolveIdle'> };
  bookIdle: { request: IdleBookingInput; answer: FacadeAnswer<'bookIdle'> };
  answerStillWorking: { request: { readonly choice: StillWorkingChoice }; answer: FacadeAnswer<'answerStillWorking'> };
  snoozeReminders: { request: { readonly choice: SnoozeChoice }; answer: FacadeAnswer<'snoozeReminders'> };
  answerFocus: { request: { readonly choice: FocusChoice }; answer: FacadeAnswer<'answerFocus'> };
  refresh: { request: null; answer: FacadeAnswer<'refresh'> };
  setWindowVisible: { request: { readonly visible: boolean }; answer: FacadeAnswer<'setWindowVisible'> };
  updateSettings: { request: SettingsPatch; answer: FacadeAnswer<'updateSettings'> };
  dismissNotice: { request: null; answer: FacadeAnswer<'dismissNotice'> };
  undo: { request: null; answer: FacadeAnswer<'undo'> };
  dismissNotSaved: { request: { readonly id: string }; answer: FacadeAnswer<'dismissNotSaved'> };
  applyNotSaved: { request: { readonly id: string }; answer: FacadeAnswer<'applyNotSaved'> };
  installUpdate: { request: null; answer: FacadeAnswer<'installUpdate'> };
  dismissUpdatedNote: { request: null; answer: FacadeAnswer<'dismissUpdatedNote'> };
  getSnapshot: { request: null; answer: FacadeAnswer<'snapshot'> };
  addAccount: { request: AccountInput; answer: FacadeAnswer<'addAccount'> };
  renameAccount: { request: { readonly accountKey: string; readonly label: string }; answer: FacadeAnswer<'renameAccount'> };
  /** An account's own currency and rounding rules (issue 70): not in the person's settings patch. */
  setAccountTimesheets: { request: AccountTimesheetsInput; answer: FacadeAnswer<'setAccountTimesheets'> };
  removeAccount: { request: { readonly accountKey: string; readonly discardQueued: boolean; readonly asked?: string }; answer: FacadeAnswer<'removeAccount'> };
  useAccount: { request: { readonly accountKey: string }; answer: FacadeAnswer<'useAccount'> };
  startInAccount: { request: AccountStartInput; answer: FacadeAnswer<'startInAccount'> };
  pickProjectInAccount: { request: { readonly accountKey: string; readonly projectId: number }; answer: FacadeAnswer<'pickProjectInAccount'> };
  continueInAccount: { request: { readonly accountKey: string; readonly entryKey: string }; answer: FacadeAnswer<'continueInAccount'> };
  addCalendar: { request: AddCalendarInput; answer: FacadeAnswer<'addCalendar'> };
  removeCalendar: { request: { readonly calendarId: string }; answer: FacadeAnswer<'removeCalendar'> };
  renameCalendar: { request: { readonly calendarId: string; readonly name: string; readonly colour?: string }; answer: FacadeAnswer<'renameCalendar'> };
  /** Without `calendarId`, every calendar. */
  refreshCalendars: { request: { readonly calendarId?: string }; answer: FacadeAnswer<'refreshCalendars'> };
  fillFromEvent: { request: EventFillInput; answer: FacadeAnswer<'fillFromEvent'> };
  fillMeetings: { request: { readonly date: string }; answer: FacadeAnswer<'fillMeetings'> };
  forgetEventRule: { request: { readonly ruleId: string }; answer: FacadeAnswer<'forgetEventRule'> };
}

export type Command = keyof IpcCommands;
export type CommandChannel = `stint:${Command}`;
export type RequestOf<C extends Command> = IpcCommands[C]['request'];
export type AnswerOf<C extends Command> = IpcCommands[C]['answer'];

export type IpcErrorKind =
  /** The call did not come from Stint's own window. */
  | 'bad_sender'
  /** The payload is not what the channel takes; `fields` names each field at fault. */
  | 'bad_payload'
  /** The engine failed unexpectedly; the message is plain words, never a stack trace. */
  | 'failed';

export interface IpcError {
  readonly kind: IpcErrorKind;
  readonly message: string;
  /** By dotted field name of the payload (`payload` for the payload as a whole). */
  readonly fields?: Readonly<Record<string, string>>;
}

/**
 * What every channel answers. `ok: true` means the engine ran the command; a command the
 * engine refused (a manual entry with a bad time) is still `ok: true` with a
 * `CommandResult` of `ok: false` as its value, exactly as the facade answered it.
 */
export type IpcAnswer<C extends Command> =
  | { readonly ok: true; readonly value: AnswerOf<C> }
  | { readonly ok: false; readonly error: IpcError };

/** `sender` is whatever the transport knows of the caller (Electron: `event.senderFrame`). */
export type IpcHandler<C extends Command> = (sender: unknown, payload: unknown) => Promise<IpcAnswer<C>>;

/** One handler per channel, keyed by channel name: an object of this type misses none. */
export type IpcHandlers = { readonly [C in Command as `stint:${C}`]: IpcHandler<C> };

/** Why the window is asked to come forward. */
export type PromptEvent =
  /** The person came back after idleness, a lock or a suspend while a timer ran. */
  | { readonly kind: 'idle'; readonly prompt: IdlePrompt }
  /** The person clicked a reminder: show the recent entries or the project picker. */
  | { readonly kind: 'reminder'; readonly target: NonNullable<ReminderView['target']> }
  /** The tray, a notification or the shortcut asked for a place: the screen to show, focused. */
  | { readonly kind: 'open'; readonly place: ViewPlace };

/** What main pushes to the window, by event. */
export interface IpcEvents {
  /** The whole snapshot, on every change. */
  snapshot: Snapshot;
  /** The tray model, for a window that mirrors the tray (optional for the shell to send). */
  tray: TrayModel;
  prompt: PromptEvent;
}

export type WindowEvent = keyof IpcEvents;

/** Holds only when `A` and `B` are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/**
 * Compile-time: channels.ts names exactly one channel per command and per event, each
 * `stint:<name>` (it imports nothing from here, so the check lives on this side).
 */
export type ChannelsFit = [
  Holds<Same<typeof COMMAND_CHANNELS, { readonly [C in Command]: `stint:${C}` }>>,
  Holds<Same<typeof EVENT_CHANNELS, { readonly [E in WindowEvent]: `stint:${E}` }>>,
];
export type EventChannel = `stint:${WindowEvent}`;
/** What is sent on an event channel. */
export type EventPayload<Ch extends EventChannel> = Ch extends `stint:${infer E extends WindowEvent}` ? IpcEvents[E] : never;

// ===== payload schemas (JSON Schema 2020-12, checked with Ajv in payload-check.ts) =====

// Every schema written here carries a `description` that completes "must be ...": it is the
// message a refused value gets (payload-check.ts), so a message never echoes the value
// itself (which may be a password).

export type JsonSchema = Readonly<Record<string, unknown>>;

// `{}` extends `{k?: X}` exactly when k is optional.
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** A closed object schema whose keys the compiler checks against the request type `T`. */
function objectSchema<T>(
  description: string,
  properties: { readonly [K in keyof T]-?: JsonSchema },
  required: { readonly [K in RequiredKeys<T>]: true },
  extra: JsonSchema = {},
): JsonSchema {
  return { type: 'object', description, additionalProperties: false, properties, required: Object.keys(required), ...extra };
}

/** The values of a string union, listed as object keys so that none can be left out. */
function choices<T extends string>(values: { readonly [K in T]: true }): string[] {
  return Object.keys(values);
}

/** A real service id: a positive whole number (ids are never 0 or negative). */
const ID = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
const id = (what: string): JsonSchema => ({ ...ID, description: `${what} id (a whole number of 1 or more)` });
const nullableId = (what: string): JsonSchema => ({
  ...ID,
  type: ['integer', 'null'],
  description: `${what} id (a whole number of 1 or more) or null`,
});
const text = (max: number, what = 'text'): JsonSchema => ({ type: 'string', maxLength: max, description: `${what} of at most ${max} characters` });

// Lengths: generous for a person, small enough that a runaway payload never reaches the
// engine. The service sets no limit on descriptions; 5,000 characters is pages of text.
export const LIMITS = {
  description: 5_000,
  /** As `lastSignIn.serviceAddress` in settings. */
  baseUrl: 2_000,
  email: 320,
  password: 1_024,
  /** As `lastSignIn.accountId` in settings. */
  accountId: 100,
  entryKey: 100,
  /** As the accounts list keeps it (`main`, `a` and 8 letters or digits). */
  accountKey: 20,
  /** An account's name (accounts/account-list.ts's LABEL_MAX is 40; the engine says so in words). */
  accountLabel: 200,
  /** A to-do's id is a GUID (36 characters); room for a longer form, none for a payload. */
  todoId: 64,
  /** `09:30`, `1h30m`, `01:30:00`: what a person types in a time field. */
  timeInput: 20,
  /** A calendar's private address or a local .ics file's path, as pasted. */
  calendarAddress: 2_000,
  /** As the calendar list keeps it (main/core/calendar/calendar-list.ts's CALENDAR_NAME_MAX). */
  calendarName: 40,
  /** A calendar event's key: the calendar's id, the event's UID (which its calendar chose, of any length) and its occurrence. */
  eventKey: 600,
  /** An activity rule's pattern, as the settings keep a title pattern (settings-schema.ts's PATTERN_SCHEMA). */
  activityPattern: 200,
  /** Stretches of one day selected at once: a day of the record holds some hundreds. */
  dayStretches: 5_000,
  /** Ids in one filter list: the form sends one; a command line or a script may send a few hundred. */
  filterIds: 1_000,
  /** Rules a person orders by hand: far more than anyone keeps, a bound for a moved rule's place. */
  activityRules: 1_000,
} as const;

const DESCRIPTION = text(LIMITS.description);
// A rounding rule's shape and bounds; whether its values are rules (scope, steps, a minimum) the
// engine says in words (timesheets/rounding-rule.ts), so Settings shows one message for each.
const ROUNDING_RULE: JsonSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { scope: text(10, 'a scope'), direction: text(10, 'a direction'), to: { type: 'number', description: 'minutes' }, minimum: { type: ['number', 'null'], description: 'minutes or null' } },
  description: 'a rounding rule {scope, direction, to, minimum?} or null',
};
const ROUNDING_RULES = (what: string): JsonSchema => ({
  type: ['object', 'null'],
  maxProperties: 10_000,
  propertyNames: { pattern: '^[1-9][0-9]{0,14}$' },
  additionalProperties: false,
  patternProperties: { '^[1-9][0-9]{0,14}$': ROUNDING_RULE },
  description: `an object from ${what} id to rounding rule, or null`,
});
// A refused change's id, as the snapshot lists it (`notSaved`): made here (a UUID).
const NOT_SAVED_ID: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'the id of a change not saved, as the snapshot lists it (letters, digits and dashes, at most 64)',
};
// Letters, digits and dashes only: the id goes into the service's path (`/todos/<id>`).
const TODO_ID: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: LIMITS.todoId,
  pattern: '^[A-Za-z0-9_-]+$',
  description: `the id of a to-do in the snapshot (letters, digits and dashes, at most ${LIMITS.todoId})`,
};
// `~` joins a local id's parts: the second day of an entry across midnight, a split's second part.
const ENTRY_KEY: JsonSchema = {
  type: 'string',
  maxLength: LIMITS.entryKey,
  pattern: '^[el][A-Za-z0-9_~-]+$',
  description: 'the key of an entry in the snapshot (such as e42)',
};
const TIME_INPUT: JsonSchema = {
  type: ['string', 'null'],
  maxLength: LIMITS.timeInput,
  description: `text of at most ${LIMITS.timeInput} characters (such as 09:30 or 1h30m) or null`,
};

const ACCOUNT_KEY: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: LIMITS.accountKey,
  pattern: '^[a-z0-9]+$',
  description: `the key of an account in the snapshot (lower-case letters and digits, at most ${LIMITS.accountKey})`,
};
const ACCOUNT_LABEL = text(LIMITS.accountLabel, 'a name');

// A calendar's id as the calendar list makes it (`c` and 8 letters or digits): it names a durable record.
const CALENDAR_ID: JsonSchema = { type: 'string', pattern: '^c[a-z0-9]{8}$', description: 'the id of a calendar in the snapshot (c and 8 lower-case letters or digits)' };
const CALENDAR_NAME = text(LIMITS.calendarName, 'a name');
const CALENDAR_COLOUR: JsonSchema = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', description: 'a colour as #rrggbb' };
// A remembered rule's id: the engine makes `r` and 8 letters or digits; any short run of those passes here (the engine refuses one it does not know).
const RULE_ID: JsonSchema = { type: 'string', pattern: '^[a-z0-9]{1,32}$', description: 'the id of a remembered rule in the snapshot (lower-case letters and digits, at most 32)' };
const DATE: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date as YYYY-MM-DD' };

/** An instant as the snapshot gives it (a gap's start or end): epoch milliseconds. */
const INSTANT: JsonSchema = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000, description: 'an instant in epoch milliseconds (a whole number of 0 or more)' };

/** Commands without a payload take `null` (an absent payload counts as null: see handlers.ts). */
const NO_PAYLOAD: JsonSchema = { type: 'null', description: 'null (this command takes no payload)' };

/**
 * The settings patch, derived from the settings' own schema so the two cannot drift: only
 * the settings a person edits (not the ones the engine or the shell keeps), groups patched
 * in part, nothing unknown at any level. Checks the schema cannot say (overlapping working
 * windows, a shortcut without a modifier) stay with the engine, which answers them as field
 * errors of the command.
 */
function settingsPatchSchema(): JsonSchema {
  const all = settingsJsonSchema.properties as Record<string, Record<string, unknown>>;
  const properties: Record<string, JsonSchema> = {};
  for (const [key, schema] of Object.entries(all)) {
    if (GROUPS.has(key)) {
      // A group's settings that are an account's own (issue 70's timesheets) are left out: they have their own channel.
      const inner = Object.entries(schema.properties as Record<string, JsonSchema>).filter(([sub]) => WINDOW_FIELDS.has(`${key}.${sub}`));
      if (inner.length > 0) properties[key] = { ...schema, properties: Object.fromEntries(inner), additionalProperties: false, description: `an object of ${key} settings to change` };
    } else if (WINDOW_FIELDS.has(key)) properties[key] = schema;
  }
  return { type: 'object', description: 'an object of the settings to change', additionalProperties: false, properties };
}

// ----- the activity record (issue 62): every ActivityCommands entry, together -----

// Null or absent: the rule does not look at it (the engine asks for one of the two, in words).
const ACTIVITY_PATTERN: JsonSchema = {
  type: ['string', 'null'],
  maxLength: LIMITS.activityPattern,
  description: `a pattern of at most ${LIMITS.activityPattern} characters (* stands for any text) or null`,
};
// The other matchers (issue 73): words, a domain or a regular expression as typed; the engine reads them, in words.
const ACTIVITY_TYPED: JsonSchema = { type: ['string', 'null'], maxLength: LIMITS.activityPattern, description: `text of at most ${LIMITS.activityPattern} characters or null` };
const ACTIVITY_RULE_FIELDS = {
  app: ACTIVITY_PATTERN,
  title: ACTIVITY_PATTERN,
  allWords: ACTIVITY_TYPED,
  anyWords: ACTIVITY_TYPED,
  domain: ACTIVITY_TYPED,
  regex: ACTIVITY_TYPED,
  projectId: id('a project'),
  taskId: nullableId('a task'),
  description: { ...text(LIMITS.description), type: ['string', 'null'], description: `text of at most ${LIMITS.description} characters, or null (the window's own title)` },
  accountKey: ACCOUNT_KEY,
} as const;

/** Stretches of a reviewed day, each by its start: a day holds some hundreds (5,000 focus changes a week). */
const STRETCH_STARTS: JsonSchema = { type: 'array', items: INSTANT, minItems: 1, maxItems: LIMITS.dayStretches, uniqueItems: true, description: `a list of 1 to ${LIMITS.dayStretches} instants, each once` };
/** The parts a booking's preview showed. */
const SEEN_PARTS: JsonSchema = {
  type: 'array',
  items: objectSchema<{ start: number; end: number }>('an object {start, end}', { start: INSTANT, end: INSTANT }, { start: true, end: true }),
  maxItems: LIMITS.dayStretches,
  description: `a list of at most ${LIMITS.dayStretches} parts {start, end}`,
};
const ACTIVITY_SCHEMAS: { readonly [C in keyof ActivityIpcCommands]: JsonSchema } = {
  setActivityRecording: objectSchema<RequestOf<'setActivityRecording'>>('an object {on}', { on: { type: 'boolean', description: 'true or false' } }, { on: true }),
  pauseActivity: objectSchema<RequestOf<'pauseActivity'>>(
    'an object {choice}',
    { choice: { enum: choices<ActivityPauseChoice>({ hour: true, day: true, resume: true }), description: 'hour, day or resume' } },
    { choice: true },
  ),
  deleteActivity: objectSchema<RequestOf<'deleteActivity'>>(
    'an object {range}',
    { range: { enum: choices<ActivityDeleteRange>({ today: true, week: true, all: true }), description: 'today, week or all' } },
    { range: true },
  ),
  fillFromActivity: objectSchema<ActivityFillInput>(
    'an object {date, gapStart, projectId?, taskId?, description?, remember?, accountKey?}',
    {
      date: DATE,
      gapStart: INSTANT,
      projectId: id('a project'),
      taskId: nullableId('a task'),
      description: DESCRIPTION,
      remember: { enum: choices<NonNullable<ActivityFillInput['remember']>>({ title: true, app: true }), description: 'title or app' },
      accountKey: ACCOUNT_KEY,
    },
    { date: true, gapStart: true },
  ),
  previewActivityFills: objectSchema<RequestOf<'previewActivityFills'>>('an object {date}', { date: DATE }, { date: true }),
  fillDayFromActivity: objectSchema<RequestOf<'fillDayFromActivity'>>('an object {date}', { date: DATE }, { date: true }),
  openActivityDay: objectSchema<RequestOf<'openActivityDay'>>('an object {date}', { date: DATE }, { date: true }),
  closeActivityDay: NO_PAYLOAD,
  previewActivityBooking: objectSchema<ActivitySelectionInput>('an object {date, starts}', { date: DATE, starts: STRETCH_STARTS }, { date: true, starts: true }),
  bookActivityStretches: objectSchema<ActivityBookingInput>(
    'an object {date, starts, projectId, taskId?, description?, seen?, accountKey?}',
    { date: DATE, starts: STRETCH_STARTS, projectId: id('a project'), taskId: nullableId('a task'), description: DESCRIPTION, seen: SEEN_PARTS, accountKey: ACCOUNT_KEY },
    { date: true, starts: true, projectId: true },
  ),
  learnActivityRule: objectSchema<RequestOf<'learnActivityRule'>>(
    'an object {entryKey, by, accountKey?}',
    { entryKey: ENTRY_KEY, by: { enum: choices<RequestOf<'learnActivityRule'>['by']>({ title: true, app: true }), description: 'title or app' }, accountKey: ACCOUNT_KEY },
    { entryKey: true, by: true },
  ),
  addActivityRule: objectSchema<ActivityRuleInput>('an object {app?, title?, allWords?, anyWords?, domain?, regex?, projectId, taskId?, description?, accountKey?}', ACTIVITY_RULE_FIELDS, { projectId: true }),
  dryRunActivityRule: objectSchema<RequestOf<'dryRunActivityRule'>>(
    'an object {ruleId?, app?, title?, allWords?, anyWords?, domain?, regex?, projectId, taskId?, description?, accountKey?}',
    { ruleId: RULE_ID, ...ACTIVITY_RULE_FIELDS },
    { projectId: true },
  ),
  updateActivityRule: objectSchema<RequestOf<'updateActivityRule'>>(
    'an object {ruleId, app?, title?, allWords?, anyWords?, domain?, regex?, projectId, taskId?, description?, accountKey?}',
    { ruleId: RULE_ID, ...ACTIVITY_RULE_FIELDS },
    { ruleId: true, projectId: true },
  ),
  moveActivityRule: objectSchema<RequestOf<'moveActivityRule'>>(
    'an object {ruleId, index}',
    { ruleId: RULE_ID, index: { type: 'integer', minimum: 0, maximum: LIMITS.activityRules, description: `a place in the list (a whole number from 0 to ${LIMITS.activityRules})` } },
    { ruleId: true, index: true },
  ),
  removeActivityRule: objectSchema<RequestOf<'removeActivityRule'>>('an object {ruleId}', { ruleId: RULE_ID }, { ruleId: true }),
  answerActivitySwitch: objectSchema<RequestOf<'answerActivitySwitch'>>(
    'an object {choice}',
    { choice: { enum: choices<ActivitySwitchChoice>({ switch: true, not_now: true }), description: 'switch or not_now' } },
    { choice: true },
  ),
};

// ----- the activity record's files (issue 73, item 4) -----

const ACTIVITY_FILE_SCHEMAS: { readonly [C in keyof ActivityFileIpcCommands]: JsonSchema } = {
  saveActivityRecord: objectSchema<ActivityExportInput>(
    'an object {from, to, format}',
    { from: DATE, to: DATE, format: { enum: choices<ActivityExportInput['format']>({ csv: true, json: true }), description: 'csv or json' } },
    { from: true, to: true, format: true },
  ),
  saveActivityRules: NO_PAYLOAD,
  importActivityRulesFile: NO_PAYLOAD,
};

// ----- the export of a timesheet (issue 70) -----

/** The export's choice of entries in one account (ids are its own): any of its customers, projects, tasks. */
const idList = (what: string): JsonSchema => ({ type: 'array', items: id(what), minItems: 1, maxItems: LIMITS.filterIds, uniqueItems: true, description: `a list of 1 to ${LIMITS.filterIds} ${what} ids, each once` });
const ACCOUNT_FILTER = objectSchema<AccountFilter>(
  'an object {customerIds?, projectIds?, taskIds?}',
  { customerIds: idList('customer'), projectIds: idList('project'), taskIds: idList('task') },
  {},
  { minProperties: 1 },
);
/** By account key: a key not shaped as one is named as the field at fault ("filters.<key>"); one of no account, the engine refuses in words. */
const FILTERS: JsonSchema = {
  type: 'object',
  description: 'an object from account key to its filter',
  maxProperties: 50,
  additionalProperties: false,
  patternProperties: { [String(ACCOUNT_KEY.pattern)]: ACCOUNT_FILTER },
};

/** A timesheet's request as the window sends it: the range, the accounts, the filter, the grouping, the columns, the style, rounding. */
const TIMESHEET_REQUEST = objectSchema<WindowTimesheetRequest>(
  'an object {from, to, accounts?, filters?, groupBy, columns?, style?, rounding}',
  {
    from: DATE,
    to: DATE,
    accounts: { type: 'array', items: ACCOUNT_KEY, minItems: 1, maxItems: 50, uniqueItems: true, description: 'a list of 1 to 50 account keys, each once' },
    filters: FILTERS,
    groupBy: { type: 'array', items: { enum: [...GROUP_LEVELS] }, maxItems: GROUP_LEVELS.length, uniqueItems: true, description: `a list of levels to group by, each once, of ${GROUP_LEVELS.join(', ')}` },
    columns: { type: 'array', items: { enum: choices<SheetColumn>(Object.fromEntries(SHEET_COLUMNS.map((c) => [c, true])) as Record<SheetColumn, true>) }, minItems: 1, maxItems: SHEET_COLUMNS.length, uniqueItems: true, description: `a list of columns, each once, of ${SHEET_COLUMNS.join(', ')}` },
    style: { enum: ['clock', 'decimal'], description: 'clock or decimal' },
    rounding: { type: 'boolean', description: 'true or false' },
  },
  { from: true, to: true, groupBy: true, rounding: true },
);

const ROUNDING_REQUEST = objectSchema<WindowRoundingRequest>(
  'an object {from, to, account, filter?}',
  { from: DATE, to: DATE, account: ACCOUNT_KEY, filter: ACCOUNT_FILTER },
  { from: true, to: true, account: true },
);

const TIMESHEET_SCHEMAS: { readonly [C in keyof TimesheetIpcCommands]: JsonSchema } = {
  previewTimesheet: TIMESHEET_REQUEST,
  saveTimesheet: objectSchema<RequestOf<'saveTimesheet'>>(
    'an object {request, format, bom?}',
    { request: TIMESHEET_REQUEST, format: { enum: choices<ExportFormat>({ csv: true, xlsx: true, pdf: true }), description: 'csv, xlsx or pdf' }, bom: { type: 'boolean', description: 'true or false' } },
    { request: true, format: true },
  ),
  copyTimesheet: TIMESHEET_REQUEST,
  previewRounding: ROUNDING_REQUEST,
  applyRounding: ROUNDING_REQUEST,
};

/** A draft's name: a form's key (`quick-entry`, `switch:e42`, `start.query`). */
const DRAFT_KEY = `^[A-Za-z0-9_.:~-]{1,${VIEW_LIMITS.draftKey}}$`;
/** A draft as typed: plain data, each part bounded as the forms' own fields are (a description at most). */
const DRAFT_VALUE: JsonSchema = {
  type: ['string', 'number', 'boolean', 'null', 'object', 'array'],
  maxLength: LIMITS.description,
  maxItems: VIEW_LIMITS.drafts,
  maxProperties: VIEW_LIMITS.drafts,
  additionalProperties: false,
  patternProperties: { [DRAFT_KEY]: { $ref: '#/$defs/draft' } },
  items: { $ref: '#/$defs/draft' },
  description: `a draft as typed (text of at most ${LIMITS.description} characters, numbers, lists and objects of at most ${VIEW_LIMITS.drafts} parts)`,
};

export const PAYLOAD_SCHEMAS: { readonly [C in Command]: JsonSchema } = {
  ...ACTIVITY_SCHEMAS,
  ...ACTIVITY_FILE_SCHEMAS,
  ...TIMESHEET_SCHEMAS,
  signIn: objectSchema<SignInInput>(
    'an object {baseUrl, email, password, accountId}',
    {
      baseUrl: text(LIMITS.baseUrl, 'a service address'),
      email: text(LIMITS.email),
      password: text(LIMITS.password),
      accountId: text(LIMITS.accountId),
    },
    { baseUrl: true, email: true, password: true, accountId: true },
  ),
  signOut: NO_PAYLOAD,
  // The click's instant is the main process's to set (a switch across accounts), never the window's.
  start: objectSchema<Omit<StartInput, 'at'>>(
    'an object {projectId, taskId?, description?}',
    { projectId: id('a project'), taskId: nullableId('a task'), description: DESCRIPTION },
    { projectId: true },
  ),
  stop: NO_PAYLOAD,
  continueEntry: objectSchema<RequestOf<'continueEntry'>>(
    'an object {entryKey}',
    {
      entryKey: ENTRY_KEY,
    },
    { entryKey: true },
  ),
  editDescription: objectSchema<RequestOf<'editDescription'>>(
    'an object {entryKey, description}',
    {
      entryKey: ENTRY_KEY,
      description: DESCRIPTION,
    },
    { entryKey: true, description: true },
  ),
  setRunningStart: objectSchema<RunningStartInput>(
    'an object with one of {minutesAgo, fromLastStop, at, ago}',
    {
      minutesAgo: { type: 'integer', minimum: 1, maximum: 1440, description: 'whole minutes, 1 to 1440' },
      fromLastStop: { type: 'boolean', const: true, description: 'true' },
      at: TIME_INPUT,
      ago: TIME_INPUT,
      confirmOverlap: { type: 'boolean', description: 'true or false' },
    },
    {},
    // Two choices at once are the engine's to refuse, in words that name the start field.
    { minProperties: 1 },
  ),
  editEntry: objectSchema<EntryEditInput>(
    'an object {entryKey, date?, start?, end?, duration?, projectId?, taskId?, description?, confirmFutureEnd?, confirmLongDay?, confirmOverlap?, accountKey?}',
    {
      entryKey: ENTRY_KEY,
      date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date as YYYY-MM-DD' },
      start: TIME_INPUT,
      end: TIME_INPUT,
      duration: TIME_INPUT,
      projectId: id('a project'),
      taskId: nullableId('a task'),
      description: DESCRIPTION,
      confirmFutureEnd: { type: 'boolean', description: 'true or false' },
      confirmLongDay: { type: 'boolean', description: 'true or false' },
      confirmOverlap: { type: 'boolean', description: 'true or false' },
      accountKey: ACCOUNT_KEY,
    },
    { entryKey: true },
  ),
  splitEntry: objectSchema<EntrySplitInput>(
    'an object {entryKey, at, projectId?, taskId?, description?, accountKey?}',
    {
      entryKey: ENTRY_KEY,
      at: { type: 'string', minLength: 1, maxLength: LIMITS.timeInput, description: `a time of day such as 10:30 (at most ${LIMITS.timeInput} characters)` },
      projectId: id('a project'),
      taskId: nullableId('a task'),
      description: DESCRIPTION,
      accountKey: ACCOUNT_KEY,
    },
    { entryKey: true, at: true },
  ),
  editRunning: objectSchema<EditInput>(
    'an object {projectId?, taskId?, description?}',
    { projectId: id('a project'), taskId: nullableId('a task'), description: DESCRIPTION },
    {},
    // An empty edit would send a request that changes nothing.
    { minProperties: 1 },
  ),
  addManualEntry: objectSchema<ManualInput>(
    'an object {date, projectId, taskId?, description?, start?, end?, duration?, confirmFutureEnd?, confirmOverlap?, accountKey?}',
    {
      date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date as YYYY-MM-DD' },
      projectId: id('a project'),
      taskId: nullableId('a task'),
      description: DESCRIPTION,
      start: TIME_INPUT,
      end: TIME_INPUT,
      duration: TIME_INPUT,
      confirmFutureEnd: { type: 'boolean', description: 'true or false' },
      confirmOverlap: { type: 'boolean', description: 'true or false' },
      accountKey: ACCOUNT_KEY,
    },
    { date: true, projectId: true },
  ),
  fillGap: objectSchema<FillGapInput>(
    'an object {start, end, entryKey?, projectId?, taskId?, description?, accountKey?}',
    {
      start: INSTANT,
      end: INSTANT,
      entryKey: ENTRY_KEY,
      projectId: id('a project'),
      taskId: nullableId('a task'),
      description: DESCRIPTION,
      accountKey: ACCOUNT_KEY,
    },
    { start: true, end: true },
  ),
  clearAwayLog: NO_PAYLOAD,
  pickProject: objectSchema<RequestOf<'pickProject'>>('an object {projectId}', { projectId: id('a project') }, { projectId: true }),
  openTodos: NO_PAYLOAD,
  refreshTodos: NO_PAYLOAD,
  completeTodo: objectSchema<RequestOf<'completeTodo'>>('an object {todoId}', { todoId: TODO_ID }, { todoId: true }),
  undoTodo: objectSchema<RequestOf<'undoTodo'>>('an object {todoId}', { todoId: TODO_ID }, { todoId: true }),
  startTodo: objectSchema<TodoStartInput>('an object {todoId, taskId?}', { todoId: TODO_ID, taskId: nullableId('a task') }, { todoId: true }),
  showWeek: objectSchema<RequestOf<'showWeek'>>(
    'an object {date}',
    { date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a day of the week as YYYY-MM-DD' } },
    { date: true },
  ),
  resolveIdle: objectSchema<RequestOf<'resolveIdle'>>(
    'an object {choice}',
    { choice: { enum: choices<IdleChoice>({ keep: true, discard: true, discard_continue: true }), description: 'keep, discard or discard_continue' } },
    { choice: true },
  ),
  bookIdle: objectSchema<IdleBookingInput>(
    'an object {projectId, taskId?, description?, continueTimer, confirmOverlap?}',
    { projectId: id('a project'), taskId: nullableId('a task'), description: DESCRIPTION, continueTimer: { type: 'boolean', description: 'true or false' }, confirmOverlap: { type: 'boolean', description: 'true or false' } },
    { projectId: true, continueTimer: true },
  ),
  answerStillWorking: objectSchema<RequestOf<'answerStillWorking'>>(
    'an object {choice}',
    { choice: { enum: choices<StillWorkingChoice>({ stop_at_end: true, stop_at_activity: true, keep: true }), description: 'stop_at_end, stop_at_activity or keep' } },
    { choice: true },
  ),
  snoozeReminders: objectSchema<RequestOf<'snoozeReminders'>>(
    'an object {choice}',
    { choice: { enum: choices<SnoozeChoice>({ hour: true, tomorrow: true }), description: 'hour or tomorrow' } },
    { choice: true },
  ),
  answerFocus: objectSchema<RequestOf<'answerFocus'>>(
    'an object {choice}',
    { choice: { enum: choices<FocusChoice>({ take_break: true, keep_going: true, continue: true }), description: 'take_break, keep_going or continue' } },
    { choice: true },
  ),
  refresh: NO_PAYLOAD,
  setWindowVisible: objectSchema<RequestOf<'setWindowVisible'>>(
    'an object {visible}',
    { visible: { type: 'boolean', description: 'true or false' } },
    { visible: true },
  ),
  updateSettings: settingsPatchSchema(),
  dismissNotice: NO_PAYLOAD,
  undo: NO_PAYLOAD,
  dismissNotSaved: objectSchema<RequestOf<'dismissNotSaved'>>('an object {id}', { id: NOT_SAVED_ID }, { id: true }),
  applyNotSaved: objectSchema<RequestOf<'applyNotSaved'>>('an object {id}', { id: NOT_SAVED_ID }, { id: true }),
  installUpdate: NO_PAYLOAD,
  dismissUpdatedNote: NO_PAYLOAD,
  getSnapshot: NO_PAYLOAD,
  addAccount: objectSchema<AccountInput>(
    'an object {label, baseUrl, email, password, accountId}',
    {
      label: ACCOUNT_LABEL,
      baseUrl: text(LIMITS.baseUrl, 'a service address'),
      email: text(LIMITS.email),
      password: text(LIMITS.password),
      accountId: text(LIMITS.accountId),
    },
    { label: true, baseUrl: true, email: true, password: true, accountId: true },
  ),
  renameAccount: objectSchema<RequestOf<'renameAccount'>>('an object {accountKey, label}', { accountKey: ACCOUNT_KEY, label: ACCOUNT_LABEL }, { accountKey: true, label: true }),
  // The rules' own fields are the engine's to check (rounding-rule.ts), in words; here a bound on the size.
  setAccountTimesheets: objectSchema<RequestOf<'setAccountTimesheets'>>(
    'an object {accountKey, currency?, rounding?}',
    {
      accountKey: ACCOUNT_KEY,
      currency: { type: ['string', 'null'], pattern: '^[A-Z]{3}$', description: 'a currency code of three capital letters, such as EUR, or null' },
      rounding: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: { account: ROUNDING_RULE, customers: ROUNDING_RULES('customer'), projects: ROUNDING_RULES('project') },
        description: 'the rounding rules: an object with account, customers and projects, or null (no rounding)',
      },
    },
    { accountKey: true },
  ),
  removeAccount: objectSchema<RequestOf<'removeAccount'>>(
    'an object {accountKey, discardQueued, asked?}',
    { accountKey: ACCOUNT_KEY, discardQueued: { type: 'boolean', description: 'true or false' }, asked: { type: 'string', pattern: '^[0-9a-f]{8}$', description: "the removal question's id (8 hex digits)" } },
    { accountKey: true, discardQueued: true },
  ),
  useAccount: objectSchema<RequestOf<'useAccount'>>('an object {accountKey}', { accountKey: ACCOUNT_KEY }, { accountKey: true }),
  startInAccount: objectSchema<AccountStartInput>(
    'an object {accountKey, projectId, taskId?, description?}',
    { accountKey: ACCOUNT_KEY, projectId: id('a project'), taskId: nullableId('a task'), description: DESCRIPTION },
    { accountKey: true, projectId: true },
  ),
  pickProjectInAccount: objectSchema<RequestOf<'pickProjectInAccount'>>(
    'an object {accountKey, projectId}',
    { accountKey: ACCOUNT_KEY, projectId: id('a project') },
    { accountKey: true, projectId: true },
  ),
  continueInAccount: objectSchema<RequestOf<'continueInAccount'>>('an object {accountKey, entryKey}', { accountKey: ACCOUNT_KEY, entryKey: ENTRY_KEY }, { accountKey: true, entryKey: true }),
  // The address is a secret: only bounded here; the engine reads it, and refuses an empty or unreadable one in words.
  addCalendar: objectSchema<AddCalendarInput>(
    'an object {address, name?, colour?}',
    { address: text(LIMITS.calendarAddress, 'a calendar address'), name: CALENDAR_NAME, colour: CALENDAR_COLOUR },
    { address: true },
  ),
  removeCalendar: objectSchema<RequestOf<'removeCalendar'>>('an object {calendarId}', { calendarId: CALENDAR_ID }, { calendarId: true }),
  renameCalendar: objectSchema<RequestOf<'renameCalendar'>>(
    'an object {calendarId, name, colour?}',
    { calendarId: CALENDAR_ID, name: CALENDAR_NAME, colour: CALENDAR_COLOUR },
    { calendarId: true, name: true },
  ),
  refreshCalendars: objectSchema<RequestOf<'refreshCalendars'>>('an object {calendarId?}', { calendarId: CALENDAR_ID }, {}),
  fillFromEvent: objectSchema<EventFillInput>(
    'an object {eventKey, projectId?, taskId?, description?, remember?, anyTime?, accountKey?}',
    {
      eventKey: { type: 'string', minLength: 1, maxLength: LIMITS.eventKey, description: `the key of a calendar event in the snapshot (at most ${LIMITS.eventKey} characters)` },
      projectId: id('a project'),
      taskId: nullableId('a task'),
      description: DESCRIPTION,
      remember: { enum: choices<NonNullable<EventFillInput['remember']>>({ event: true, title: true }), description: 'event or title' },
      anyTime: { type: 'boolean', description: 'true or false' },
      accountKey: ACCOUNT_KEY,
    },
    { eventKey: true },
  ),
  fillMeetings: objectSchema<RequestOf<'fillMeetings'>>('an object {date}', { date: DATE }, { date: true }),
  forgetEventRule: objectSchema<RequestOf<'forgetEventRule'>>('an object {ruleId}', { ruleId: RULE_ID }, { ruleId: true }),
  // The drafts' own fields are the window's; here their number and names are bounded, and the
  // whole view's size by the keeper (view-state.ts).
  keepView: objectSchema<WindowView>(
    'an object {screen, drafts, scroll}',
    {
      screen: { enum: [...VIEW_SCREENS], description: VIEW_SCREENS.join(', ') },
      drafts: {
        type: 'object',
        maxProperties: VIEW_LIMITS.drafts,
        additionalProperties: false,
        patternProperties: { [DRAFT_KEY]: { $ref: '#/$defs/draft' } },
        description: `an object of at most ${VIEW_LIMITS.drafts} drafts, each named in at most ${VIEW_LIMITS.draftKey} letters, digits and . _ : ~ -`,
      },
      scroll: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(VIEW_SCREENS.map((k) => [k, { type: 'number', minimum: 0, maximum: VIEW_LIMITS.scrollPx, description: `a scroll offset from 0 to ${VIEW_LIMITS.scrollPx}` }])),
        description: `an object from screen (${VIEW_SCREENS.join(', ')}) to its scroll offset`,
      },
    },
    { screen: true, drafts: true, scroll: true },
    { $defs: { draft: DRAFT_VALUE } },
  ),
  getView: NO_PAYLOAD,
};
