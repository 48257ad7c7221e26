// The engine's settings: their types, defaults and JSON schema, field by field.
//
// Each setting is one field with its own schema, so a stored object with one bad value
// falls back to the default for that field only (settings.ts). The whole-object schema
// (`settingsJsonSchema`) is assembled from the same fields, for whoever needs one document
// (the IPC contract), and cannot drift from them.

import { LANGUAGE_CHOICES, type LanguageChoice } from '../../i18n/languages.ts';
import _Ajv2020 from 'ajv/dist/2020.js';
import _addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { isRecord } from '../json-guard.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';
import * as words from './settings-check-words.ts';

// ajv and ajv-formats are CommonJS with `exports.default`; under NodeNext the default
// import is the module object for the type checker but the function at run time.
type AjvClass = typeof _Ajv2020.default;
const Ajv2020 = ((_Ajv2020 as { default?: AjvClass }).default ?? _Ajv2020) as AjvClass;
const addFormats = ((_addFormats as { default?: typeof _addFormats.default }).default ?? _addFormats) as typeof _addFormats.default;

/** The shape this code writes. A stored object from a newer version keeps its own number. */
export const SETTINGS_VERSION = 2;

export type Theme = 'system' | 'light' | 'dark';

/** The clock times are shown in: the system locale's, or 12- or 24-hour whatever the locale. */
export type ClockChoice = 'system' | '12h' | '24h';
/** The first day of the week: the system locale's, or a day 0 Sunday .. 6 Saturday. */
export type WeekStartChoice = 'system' | 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Which releases updates follow: the stable ones, or the betas too. */
export type UpdateChannel = 'stable' | 'beta';

/** A working window of one day, `HH:MM` local to the account; `end` may be `24:00`. */
export interface WorkWindow {
  readonly start: string;
  readonly end: string;
}

/** The same windows on each of `days` (0 Sunday .. 6 Saturday); several windows make a lunch break. */
export interface WorkingHours {
  readonly days: readonly number[];
  readonly windows: readonly WorkWindow[];
}

/**
 * Focus sessions of `focusMinutes` while a timer runs, a short break after each, a long one
 * after every `longBreakEvery` sessions. `stopOnBreak`: "Take a break" stops the timer; false
 * keeps it running (a person who counts breaks as work time).
 */
export interface FocusSettings {
  readonly enabled: boolean;
  readonly focusMinutes: number;
  readonly shortBreakMinutes: number;
  readonly longBreakMinutes: number;
  readonly longBreakEvery: number;
  readonly stopOnBreak: boolean;
}

/**
 * The hours a working day is meant to hold: `hoursPerDay` and `workDays` (0 Sunday .. 6
 * Saturday) set or override the user's `capacity_per_day` and `work_days` on the service
 * (null: the service's; `hoursPerDay` 0: no target). `notify`: say once when the day's target
 * is reached, and once when it is passed by `passedMarginMinutes` (null: not the second).
 */
export interface TargetSettings {
  readonly hoursPerDay: number | null;
  readonly workDays: readonly number[] | null;
  readonly notify: boolean;
  readonly passedMarginMinutes: number | null;
}

/**
 * The person's activity record (main/core/activity): off until turned on; kept `keepDays`;
 * a browser's address only with `addresses`; the applications and title patterns (`*`: any
 * text) never recorded, and title rewrites applied before anything is stored. The switch
 * question: asked when a rule says the person has worked on something else for `switchMinutes`.
 */
export interface ActivitySettings {
  readonly enabled: boolean;
  readonly keepDays: number;
  readonly addresses: boolean;
  readonly excludedApps: readonly string[];
  readonly excludedTitles: readonly string[];
  readonly rewrites: readonly { readonly pattern: string; readonly replacement: string }[];
  readonly switchQuestion: boolean;
  readonly switchMinutes: number;
  /** The shortest entry a fill from the record makes: a part of time at the computer shorter than this is left out (issue 73). */
  readonly shortestEntrySeconds: number;
  /** The longest break inside a booking bridged: a hole in the record shorter than this joins the work around it (0: none). */
  readonly bridgeMinutes: number;
}

/**
 * An account's timesheets: the currency its amounts are in (the service names none; null: none
 * named) and its rounding rules as stored. The rules are kept as they are and read where they
 * are used (main/core/timesheets/rounding-rule.ts), failing closed: a stored rule this version
 * cannot read refuses the export in words, never reads as "no rounding" (a field read as its
 * default would bill a client unrounded without a word).
 */
export interface TimesheetSettings {
  readonly currency: string | null;
  readonly rounding: unknown;
}

export interface Settings {
  /**
   * Idle detection, and the opt-in stops: the running timer ends at the moment the screen
   * locks (`stopOnLock`), the machine goes to sleep (`stopOnSleep`) or shuts down
   * (`stopOnShutdown`); "Still working?" asked
   * of a timer `stillWorkingMinutes` past the end of the working day (null: never).
   */
  readonly idle: {
    readonly enabled: boolean;
    readonly thresholdMinutes: number;
    readonly stopOnLock: boolean;
    readonly stopOnSleep: boolean;
    readonly stopOnShutdown: boolean;
    readonly stillWorkingMinutes: number | null;
  };
  readonly reminders: { readonly enabled: boolean; readonly intervalMinutes: number };
  /** null: the working days and hours of the user's record on the service. */
  readonly workingHours: WorkingHours | null;
  /** An Electron accelerator; null: no global shortcut. */
  readonly shortcut: string | null;
  readonly launchAtLogin: boolean;
  /** Show Stint as an ordinary window (a taskbar entry, not on top, kept on blur) instead of a popover from the tray. */
  readonly windowMode: boolean;
  /** In window mode, a small always-on-top view of the running timer beside the window (main/platform/electron/compact-window.ts). */
  readonly compactTimer: boolean;
  /**
   * Where the person last put the compact timer (its top-left corner, screen DIPs); null: not
   * moved yet. Kept by the shell; the window may not set it (WINDOW_FIELDS).
   */
  readonly compactTimerPosition: { readonly x: number; readonly y: number } | null;
  readonly theme: Theme;
  /** The language of the window, the tray and the notifications (issue 72): `system` follows the system's. */
  readonly language: LanguageChoice;
  /** How times and weeks are shown everywhere a person reads them (resolved into `Snapshot.display`). */
  readonly display: {
    readonly clock: ClockChoice;
    readonly weekStart: WeekStartChoice;
    /** Durations as decimal hours (7.53) instead of the clock (7:32) wherever they are shown (issue 70). */
    readonly decimalHours: boolean;
    /** The billable amounts shown beside the hours (issue 70): hidden until the person shows them, as screens get shared. */
    readonly showAmounts: boolean;
  };
  /** Updates of Stint itself: whether the shell's updater looks for them, and which releases it follows. */
  readonly updates: { readonly enabled: boolean; readonly channel: UpdateChannel };
  /** The focus rhythm (main/core/attention/focus-rhythm.ts): off unless the person turns it on. */
  readonly focus: FocusSettings;
  /** The day's and the week's target (main/core/views/day-target.ts) and its two notices. */
  readonly target: TargetSettings;
  /** The activity record: off unless the person turns it on. */
  readonly activity: ActivitySettings;
  /** This account's timesheets (issue 70); an account's own, not the person's (person-settings.ts). */
  readonly timesheets: TimesheetSettings;
  /**
   * The shell told the person once that no tray icon shows here (and why): once per
   * installation, not once per run. Set by the shell through the facade; the window neither
   * shows it nor may set it (WINDOW_FIELDS).
   */
  readonly trayNoticeShown: boolean;
  /**
   * The version of Stint that ran last here, saved by the engine at each start: a start on
   * another version is the first after an update ("Updated to X", once). Null before the
   * first start that kept it (a first install). The window may not set it (WINDOW_FIELDS).
   */
  readonly lastRunVersion: string | null;
  /** Made once per installation; the User-Agent is built from it at sign-in. */
  readonly installId: string;
  /** Prefills the sign-in form. Never a token or a password. */
  readonly lastSignIn: {
    readonly serviceAddress: string | null;
    readonly email: string | null;
    readonly accountId: string | null;
  };
}

export const DEFAULT_SETTINGS: Omit<Settings, 'installId'> = Object.freeze({
  idle: Object.freeze({ enabled: true, thresholdMinutes: 5, stopOnLock: false, stopOnSleep: false, stopOnShutdown: false, stillWorkingMinutes: 30 }),
  reminders: Object.freeze({ enabled: true, intervalMinutes: 15 }),
  workingHours: null,
  shortcut: 'CommandOrControl+Shift+T',
  launchAtLogin: false,
  windowMode: false,
  compactTimer: false,
  compactTimerPosition: null,
  theme: 'system',
  language: 'system',
  display: Object.freeze({ clock: 'system', weekStart: 'system', decimalHours: false, showAmounts: false }),
  updates: Object.freeze({ enabled: true, channel: 'stable' }),
  focus: Object.freeze({ enabled: false, focusMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15, longBreakEvery: 4, stopOnBreak: true }),
  target: Object.freeze({ hoursPerDay: null, workDays: null, notify: true, passedMarginMinutes: 60 }),
  activity: Object.freeze({ enabled: false, keepDays: 30, addresses: false, excludedApps: Object.freeze([]), excludedTitles: Object.freeze([]), rewrites: Object.freeze([]), switchQuestion: true, switchMinutes: 5, shortestEntrySeconds: 60, bridgeMinutes: 5 }),
  timesheets: Object.freeze({ currency: null, rounding: null }),
  trayNoticeShown: false,
  lastRunVersion: null,
  lastSignIn: Object.freeze({ serviceAddress: null, email: null, accountId: null }),
});

/** Field errors keyed by dotted field name (`idle.thresholdMinutes`, `workingHours.windows.1`). */
export type FieldErrors = Record<string, string>;

/**
 * Adds an error unless the field already has one. Defined, not assigned: a field named
 * `__proto__` (from a patch parsed out of JSON) must become an error, not a prototype.
 */
export function putError(errors: FieldErrors, field: string, message: string): void {
  if (Object.hasOwn(errors, field)) return;
  Object.defineProperty(errors, field, { value: message, enumerable: true, writable: true, configurable: true });
}

type JsonSchema = Record<string, unknown>;

interface FieldSpec {
  /** Dotted name: the error key and the path in the stored object. */
  readonly name: string;
  readonly schema: JsonSchema;
  /** What a valid value is, in words for the settings form (settings-check-words.ts). */
  readonly message: words.CheckWords;
  /** Checks the schema cannot say; answers errors keyed by dotted name, in the words given. */
  readonly check?: (value: unknown, said: SaidAs) => FieldErrors;
  /** Checks a patch alone must pass: a stored value is kept as it is and read, failing closed, where it is used. */
  readonly patchCheck?: (value: unknown, i18n: I18n) => FieldErrors;
  /** Kept by the shell, not by the person: the window's patch may not set it (WINDOW_FIELDS). */
  readonly shellOnly?: true;
  /**
   * An account's own (issue 70's timesheet settings): the window's person-wide patch, which
   * lands in the first account's file, may not set it; Settings sets it through the account's
   * own channel (`setAccountTimesheets`).
   */
  readonly accountOwn?: true;
}

const HHMM = '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$';
const HHMM_OR_24 = '^(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';
const START = new RegExp(HHMM);
const END = new RegExp(HHMM_OR_24);

const workingHoursSchema: JsonSchema = {
  type: ['object', 'null'],
  required: ['days', 'windows'],
  additionalProperties: false,
  properties: {
    days: {
      type: 'array',
      minItems: 1,
      maxItems: 7,
      uniqueItems: true,
      items: { type: 'integer', minimum: 0, maximum: 6 },
    },
    windows: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['start', 'end'],
        additionalProperties: false,
        properties: {
          start: { type: 'string', pattern: HHMM },
          end: { type: 'string', pattern: HHMM_OR_24 },
        },
      },
    },
  },
};

// Electron accelerators (https://www.electronjs.org/docs/latest/api/accelerator). A global
// shortcut needs at least one modifier: a bare key would swallow the user's typing.
const MODIFIER = '(?:Command|Cmd|Control|Ctrl|CommandOrControl|CmdOrCtrl|Alt|Option|AltGr|Shift|Super|Meta)';
const KEY =
  '(?:[A-Z0-9]|F(?:[1-9]|1[0-9]|2[0-4])|Plus|Space|Tab|Capslock|Numlock|Scrolllock|Backspace|Delete|Insert|Return|Enter|' +
  'Up|Down|Left|Right|Home|End|PageUp|PageDown|Escape|Esc|PrintScreen|num[0-9]|numdec|numadd|numsub|nummult|numdiv|' +
  "[)!@#$%^&*(:;=<,_.>?/~`{}\\[\\]|\\\\'\"-])";
const ACCELERATOR = new RegExp(`^(?:${MODIFIER}\\+)+${KEY}$`, 'i');
// Read by the person next to the field ("Must be ..."): the field's own words (shortcutWords), never JSON's (an empty field is none).

/** The `uri` format accepts `https://` with no host; an address to sign in to needs one. */
function isServiceAddress(v: string): boolean {
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A title pattern (title-patterns.ts in main/core/activity): some text besides `*` and spaces. */
const PATTERN_SCHEMA: JsonSchema = { type: 'string', minLength: 1, maxLength: 200, pattern: '[^*\\s]' };

const FIELDS: readonly FieldSpec[] = [
  { name: 'idle.enabled', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'idle.thresholdMinutes',
    schema: { type: 'integer', minimum: 1, maximum: 120 },
    message: words.wholeMinutes(1, 120),
  },
  { name: 'idle.stopOnLock', schema: { type: 'boolean' }, message: words.trueOrFalse },
  { name: 'idle.stopOnSleep', schema: { type: 'boolean' }, message: words.trueOrFalse },
  { name: 'idle.stopOnShutdown', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'idle.stillWorkingMinutes',
    schema: { type: ['integer', 'null'], minimum: 0, maximum: 240 },
    message: words.stillWorkingMinutes,
  },
  { name: 'reminders.enabled', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'reminders.intervalMinutes',
    schema: { type: 'integer', minimum: 5, maximum: 240 },
    message: words.wholeMinutes(5, 240),
  },
  {
    name: 'workingHours',
    schema: workingHoursSchema,
    message: words.workingHoursWords,
    check: checkWindows,
  },
  {
    name: 'shortcut',
    schema: { type: ['string', 'null'], maxLength: 100 },
    message: words.shortcutWords,
    check: (v, { i18n }): FieldErrors => (typeof v === 'string' && !ACCELERATOR.test(v) ? { shortcut: words.shortcutWords(i18n) } : {}),
  },
  { name: 'launchAtLogin', schema: { type: 'boolean' }, message: words.trueOrFalse },
  { name: 'windowMode', schema: { type: 'boolean' }, message: words.trueOrFalse },
  { name: 'compactTimer', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'compactTimerPosition',
    // Screens to the left of or above the main one have negative coordinates.
    schema: {
      type: ['object', 'null'],
      required: ['x', 'y'],
      additionalProperties: false,
      properties: { x: { type: 'integer', minimum: -100000, maximum: 100000 }, y: { type: 'integer', minimum: -100000, maximum: 100000 } },
    },
    message: words.screenPlace,
    shellOnly: true,
  },
  { name: 'theme', schema: { enum: ['system', 'light', 'dark'] }, message: words.themeWords },
  { name: 'language', schema: { enum: [...LANGUAGE_CHOICES] }, message: words.oneOf(LANGUAGE_CHOICES) },
  { name: 'display.clock', schema: { enum: ['system', '12h', '24h'] }, message: words.clockWords },
  {
    name: 'display.weekStart',
    schema: { enum: ['system', 0, 1, 2, 3, 4, 5, 6] },
    message: words.weekStartWords,
  },
  { name: 'display.decimalHours', schema: { type: 'boolean' }, message: words.trueOrFalse },
  { name: 'display.showAmounts', schema: { type: 'boolean' }, message: words.trueOrFalse },
  { name: 'updates.enabled', schema: { type: 'boolean' }, message: words.trueOrFalse },
  { name: 'updates.channel', schema: { enum: ['stable', 'beta'] }, message: words.channelWords },
  { name: 'focus.enabled', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'focus.focusMinutes',
    schema: { type: 'integer', minimum: 5, maximum: 180 },
    message: words.wholeMinutes(5, 180),
  },
  {
    name: 'focus.shortBreakMinutes',
    schema: { type: 'integer', minimum: 1, maximum: 60 },
    message: words.wholeMinutes(1, 60),
  },
  {
    name: 'focus.longBreakMinutes',
    schema: { type: 'integer', minimum: 1, maximum: 120 },
    message: words.wholeMinutes(1, 120),
  },
  {
    name: 'focus.longBreakEvery',
    schema: { type: 'integer', minimum: 1, maximum: 12 },
    message: words.focusSessions,
  },
  { name: 'focus.stopOnBreak', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'target.hoursPerDay',
    schema: { type: ['number', 'null'], minimum: 0, maximum: 24 },
    message: words.hoursPerDay,
  },
  {
    name: 'target.workDays',
    schema: { type: ['array', 'null'], minItems: 1, maxItems: 7, uniqueItems: true, items: { type: 'integer', minimum: 0, maximum: 6 } },
    message: words.targetDays,
  },
  { name: 'target.notify', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'target.passedMarginMinutes',
    schema: { type: ['integer', 'null'], minimum: 0, maximum: 480 },
    message: words.passedMargin,
  },
  { name: 'activity.enabled', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'activity.keepDays',
    schema: { type: 'integer', minimum: 1, maximum: 365 },
    message: words.keepDays,
  },
  { name: 'activity.addresses', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'activity.excludedApps',
    schema: { type: 'array', maxItems: 200, items: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } },
    message: words.appNames,
  },
  {
    name: 'activity.excludedTitles',
    schema: { type: 'array', maxItems: 200, items: PATTERN_SCHEMA },
    message: words.titlePatterns,
  },
  {
    name: 'activity.rewrites',
    schema: {
      type: 'array',
      maxItems: 200,
      items: { type: 'object', required: ['pattern', 'replacement'], additionalProperties: false, properties: { pattern: PATTERN_SCHEMA, replacement: { type: 'string', maxLength: 200 } } },
    },
    message: words.rewritesWords,
  },
  { name: 'activity.switchQuestion', schema: { type: 'boolean' }, message: words.trueOrFalse },
  {
    name: 'activity.switchMinutes',
    schema: { type: 'integer', minimum: 1, maximum: 120 },
    message: words.wholeMinutes(1, 120),
  },
  {
    name: 'activity.shortestEntrySeconds',
    schema: { type: 'integer', minimum: 5, maximum: 3600 },
    message: words.shortestEntry,
  },
  {
    name: 'activity.bridgeMinutes',
    schema: { type: 'integer', minimum: 0, maximum: 60 },
    message: words.bridgeMinutes,
  },
  {
    name: 'timesheets.currency',
    schema: { type: ['string', 'null'], pattern: '^[A-Z]{3}$' },
    message: words.currencyWords,
    accountOwn: true,
  },
  {
    // Any stored value passes: the timesheet core reads it where it is used and refuses the
    // export, in words, when it cannot (TimesheetSettings). A patch must at least be a book.
    name: 'timesheets.rounding',
    schema: {},
    message: words.roundingWords,
    accountOwn: true,
    patchCheck: (v, i18n): FieldErrors => (v === null || (typeof v === 'object' && !Array.isArray(v)) ? {} : { 'timesheets.rounding': words.roundingWords(i18n) }),
  },
  { name: 'trayNoticeShown', schema: { type: 'boolean' }, message: words.trueOrFalse, shellOnly: true },
  {
    name: 'lastRunVersion',
    // What package.json and app.getVersion() give: 1.4.0, 1.5.0-beta.2, 1.4.0+build.7.
    schema: { type: ['string', 'null'], pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$' },
    message: words.versionWords,
    shellOnly: true,
  },
  {
    name: 'installId',
    schema: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
    message: words.installIdWords,
  },
  {
    name: 'lastSignIn.serviceAddress',
    schema: { type: ['string', 'null'], format: 'uri', pattern: '^https?://', maxLength: 2000 },
    message: words.addressWords,
    check: (v, { i18n }): FieldErrors => (typeof v === 'string' && !isServiceAddress(v) ? { 'lastSignIn.serviceAddress': words.addressWords(i18n) } : {}),
  },
  {
    name: 'lastSignIn.email',
    schema: { type: ['string', 'null'], pattern: '^[^@\\s]+@[^@\\s]+$', maxLength: 320 },
    message: words.emailWords,
  },
  {
    name: 'lastSignIn.accountId',
    schema: { type: ['string', 'null'], pattern: '^[^\\s]+$', maxLength: 100 },
    message: words.accountIdWords,
  },
];

/** Names of the settings a patch to the facade may change (the engine owns `installId`). */
export const EDITABLE_FIELDS: ReadonlySet<string> = new Set(FIELDS.map((f) => f.name).filter((n) => n !== 'installId'));
/** Names of the settings the window's patch (the IPC contract) may change: the editable ones the shell does not keep. */
export const WINDOW_FIELDS: ReadonlySet<string> = new Set(FIELDS.filter((f) => f.shellOnly !== true && f.accountOwn !== true).map((f) => f.name).filter((n) => EDITABLE_FIELDS.has(n)));
/** Settings whose unreadable stored value is said to the person: the window's, and an account's own. */
export const SAID_FIELDS: ReadonlySet<string> = new Set([...WINDOW_FIELDS, ...FIELDS.filter((f) => f.accountOwn === true).map((f) => f.name)]);
/** Settings the shell or the engine keeps and the window may not set (`trayNoticeShown`, `lastRunVersion`, `compactTimerPosition`). */
export type ShellOnlySetting = 'trayNoticeShown' | 'lastRunVersion' | 'compactTimerPosition';
/** Top-level keys that hold a group of fields (`idle`, `reminders`, `display`, `updates`, `focus`, `target`, `lastSignIn`). */
export const GROUPS: ReadonlySet<string> = new Set(FIELDS.filter((f) => f.name.includes('.')).map((f) => f.name.split('.')[0]!));
export const FIELD_NAMES: readonly string[] = FIELDS.map((f) => f.name);


/** A copy without `additionalProperties: false`: a newer version may add keys inside a value. */
function tolerant(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(tolerant);
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === 'additionalProperties' && x === false) continue;
    out[k] = tolerant(x);
  }
  return out;
}

// Made, and each field's check compiled, on first use: compiling both checks of every field
// when this module loaded cost two fifths of a second of the start before the tray showed
// (bench:launch), and a stored settings file is read with the lenient checks only.
let ajv: InstanceType<AjvClass> | null = null;

function compile(schema: JsonSchema): ValidateFunction {
  if (ajv === null) {
    // Not checked against JSON Schema's own meta-schema here: compiling that took most of the
    // first check's time at start (bench:launch). The schemas are this file's constants, and
    // settings.test.ts compiles the stored object's schema (every field's) with the check on.
    ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, validateSchema: false });
    addFormats(ajv);
  }
  return ajv.compile(schema);
}

interface Compiled {
  readonly spec: FieldSpec;
  /** For a patch: nothing unknown inside a value. */
  readonly strict: () => ValidateFunction;
  /** For a stored value: keys a newer version added inside it are ignored. */
  readonly lenient: () => ValidateFunction;
}

/** `make()`'s answer, made on the first call. */
function once<T>(make: () => T): () => T {
  let made: { readonly value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

const compiled = new Map<string, Compiled>(
  FIELDS.map((spec) => [spec.name, { spec, strict: once(() => compile(spec.schema)), lenient: once(() => compile(tolerant(spec.schema) as JsonSchema)) }]),
);

/** Where an Ajv error points, as a dotted name under the field. */
function errorName(field: string, e: ErrorObject): string {
  const parts = e.instancePath.split('/').slice(1);
  if (e.keyword === 'required') parts.push(String((e.params as { missingProperty?: unknown }).missingProperty));
  if (e.keyword === 'additionalProperties') parts.push(String((e.params as { additionalProperty?: unknown }).additionalProperty));
  return [field, ...parts].join('.');
}

const WORKING_HOURS_MESSAGES: readonly [RegExp, words.CheckWords][] = [
  [/^workingHours\.days(\.\d+)?$/, words.workDays],
  [/^workingHours\.windows$/, words.windowCount],
  [/^workingHours\.windows\.\d+\.start$/, words.windowStart],
  [/^workingHours\.windows\.\d+\.end$/, words.windowEnd],
  [/^workingHours\.windows\.\d+$/, words.windowShape],
];

function messageFor(spec: FieldSpec, name: string, e: ErrorObject): words.CheckWords {
  if (e.keyword === 'additionalProperties') return words.unknownSetting;
  if (e.keyword === 'required') return words.isRequired;
  if (name !== spec.name && spec.name === 'workingHours') {
    for (const [re, message] of WORKING_HOURS_MESSAGES) if (re.test(name)) return message;
  }
  return spec.message;
}

function minutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** Each window ends after it starts; no two windows overlap (touching is fine), the other named by its place as the person counts it. */
function checkWindows(value: unknown, { i18n, placeOf }: SaidAs): FieldErrors {
  if (!isRecord(value) || !Array.isArray(value.windows)) return {};
  const errors: FieldErrors = {};
  const windows = value.windows.flatMap((w: unknown, index) =>
    isRecord(w) && typeof w.start === 'string' && typeof w.end === 'string' && START.test(w.start) && END.test(w.end)
      ? [{ index, start: minutes(w.start), end: minutes(w.end) }]
      : [],
  );
  for (const w of windows) if (w.start >= w.end) errors[`workingHours.windows.${w.index}`] = words.endsAfterStart(i18n);
  const sorted = windows.filter((w) => w.start < w.end).sort((a, b) => a.start - b.start || a.index - b.index);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (cur.start < prev.end) {
      const later = Math.max(cur.index, prev.index);
      errors[`workingHours.windows.${later}`] = words.overlapsWindow(placeOf(Math.min(cur.index, prev.index)), i18n);
    }
  }
  return errors;
}

/** How a field's errors are said: in the words of `i18n`, an entry of a list named by its place as the person counts it. */
export interface SaidAs {
  readonly i18n: I18n;
  /** The place (from 1) of the entry at `index` of the list checked; `index + 1` unless entries were dropped before it (settings-lists.ts). */
  readonly placeOf: (index: number) => number;
}

/**
 * Validates one field's value. `strict` (for a patch) refuses keys unknown inside the value;
 * a stored value is read leniently. Answers `{}` when the value is valid; errors in the words
 * of `said.i18n` (English when none is given).
 */
export function validateField(name: string, value: unknown, mode: 'strict' | 'lenient', said: Partial<SaidAs> = {}): FieldErrors {
  const as: SaidAs = { i18n: said.i18n ?? sourceWords(), placeOf: said.placeOf ?? ((index) => index + 1) };
  const c = compiled.get(name);
  if (!c) {
    const errors: FieldErrors = {};
    putError(errors, name, words.unknownSetting(as.i18n));
    return errors;
  }
  const validate = mode === 'strict' ? c.strict() : c.lenient();
  const errors: FieldErrors = {};
  if (!validate(value)) {
    for (const e of validate.errors ?? []) {
      const at = errorName(name, e);
      putError(errors, at, messageFor(c.spec, at, e)(as.i18n));
    }
  }
  // The checks run on a value the schema refused too, so that every mistake in a form is
  // named at once; they look only at the parts that are well-formed.
  for (const [at, message] of Object.entries(c.spec.check?.(value, as) ?? {})) putError(errors, at, message);
  if (mode === 'strict') for (const [at, message] of Object.entries(c.spec.patchCheck?.(value, as.i18n) ?? {})) putError(errors, at, message);
  return errors;
}

/** A list inside a setting: its entries' own check, how many it keeps, whether each is once (settings-lists.ts). */
export interface ListRule {
  readonly entryValid: (entry: unknown) => boolean;
  readonly maxItems: number;
  readonly unique: boolean;
}

const listRules = new Map<string, ListRule | null>();

/**
 * The rule of the list at `sub` of field `name` (null: the field is the list), read from the
 * field's own schema so that it cannot drift from it; null when there is no list there.
 */
export function listRule(name: string, sub: string | null): ListRule | null {
  const key = `${name}/${sub ?? ''}`;
  if (listRules.has(key)) return listRules.get(key)!;
  const field = compiled.get(name)?.spec.schema;
  const schema = (sub === null ? field : (field?.properties as Record<string, JsonSchema> | undefined)?.[sub]) as JsonSchema | undefined;
  const items = schema?.items as JsonSchema | undefined;
  const rule: ListRule | null =
    items === undefined
      ? null
      : { entryValid: ((v) => (e: unknown) => v(e) === true)(compile(tolerant(items) as JsonSchema)), maxItems: (schema!.maxItems as number | undefined) ?? Infinity, unique: schema!.uniqueItems === true };
  listRules.set(key, rule);
  return rule;
}

/** The JSON schema of the stored object (version 2). Unknown keys are allowed: they are kept. */
export const settingsJsonSchema: JsonSchema = (() => {
  const properties: Record<string, JsonSchema> = { version: { type: 'integer', minimum: 1 } };
  for (const spec of FIELDS) {
    const [group, sub] = spec.name.split('.') as [string, string | undefined];
    if (sub === undefined) {
      properties[group] = spec.schema;
      continue;
    }
    const g = (properties[group] ??= { type: 'object', properties: {} }) as { properties: Record<string, JsonSchema> };
    g.properties[sub] = spec.schema;
  }
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties };
})();
