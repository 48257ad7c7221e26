// The engine's settings: their types, defaults and JSON schema, and the checks of each field.
//
// Each setting is one field with its own schema (settings-fields.ts), so a stored object with
// one bad value falls back to the default for that field only (settings.ts). The whole-object
// schema (`settingsJsonSchema`) is assembled from the same fields, for whoever needs one
// document (the IPC contract), and cannot drift from them.
//
// The fields' checks are Ajv's standalone code, compiled from those schemas at development
// time by scripts/gen-settings-checks.ts into generated/settings-checks.js: no Ajv at run time.
// Compiling them here cost a quarter of a second of CPU in a process that checked every field
// (each engine the tests open), and Ajv's compiler in every bundle that reads settings.
// test/core/settings/settings-checks.test.ts fails when the committed module is not what the
// generator makes of the fields now, or answers otherwise than Ajv compiling them.

import type { LanguageChoice } from '../../i18n/languages.ts';
import type { ErrorObject } from 'ajv';
import { sourceWords } from '../../i18n/words.ts';
import * as words from './settings-check-words.ts';
import { FIELDS, type FieldErrors, type FieldSpec, type JsonSchema, type SaidAs, type SettingsCheck } from './settings-fields.ts';
import { entryChecks, fieldChecks } from './generated/settings-checks.js';

export type { FieldErrors, SaidAs } from './settings-fields.ts';

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

/**
 * Adds an error unless the field already has one. Defined, not assigned: a field named
 * `__proto__` (from a patch parsed out of JSON) must become an error, not a prototype.
 */
export function putError(errors: FieldErrors, field: string, message: string): void {
  if (Object.hasOwn(errors, field)) return;
  Object.defineProperty(errors, field, { value: message, enumerable: true, writable: true, configurable: true });
}

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

const SPECS = new Map<string, FieldSpec>(FIELDS.map((spec) => [spec.name, spec]));

/**
 * The generated module holds no check for this (it is older than the fields). Said when the
 * check is wanted, not when this module loads: a module generated before a field was added
 * must not stop the scripts that load this one (the IPC contract's generator) from running.
 */
function notGenerated(what: string): never {
  throw new Error(`main/core/settings/generated/settings-checks.js has no check for ${what}: run npx tsx scripts/gen-settings-checks.ts`);
}

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

/**
 * Validates one field's value. `strict` (for a patch) refuses keys unknown inside the value;
 * a stored value is read leniently. Answers `{}` when the value is valid; errors in the words
 * of `said.i18n` (English when none is given).
 */
export function validateField(name: string, value: unknown, mode: 'strict' | 'lenient', said: Partial<SaidAs> = {}): FieldErrors {
  const as: SaidAs = { i18n: said.i18n ?? sourceWords(), placeOf: said.placeOf ?? ((index) => index + 1) };
  const spec = SPECS.get(name);
  if (!spec) {
    const errors: FieldErrors = {};
    putError(errors, name, words.unknownSetting(as.i18n));
    return errors;
  }
  // `strict` (for a patch): nothing unknown inside a value; `lenient` (for a stored value): keys a newer version added inside it are ignored.
  const checks = Object.hasOwn(fieldChecks, name) ? fieldChecks[name]! : notGenerated(name);
  const validate: SettingsCheck = mode === 'strict' ? checks.strict : checks.lenient;
  const errors: FieldErrors = {};
  if (!validate(value)) {
    for (const e of validate.errors ?? []) {
      const at = errorName(name, e);
      putError(errors, at, messageFor(spec, at, e)(as.i18n));
    }
  }
  // The checks run on a value the schema refused too, so that every mistake in a form is
  // named at once; they look only at the parts that are well-formed.
  for (const [at, message] of Object.entries(spec.check?.(value, as) ?? {})) putError(errors, at, message);
  if (mode === 'strict') for (const [at, message] of Object.entries(spec.patchCheck?.(value, as.i18n) ?? {})) putError(errors, at, message);
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
  const field = SPECS.get(name)?.schema;
  const schema = (sub === null ? field : (field?.properties as Record<string, JsonSchema> | undefined)?.[sub]) as JsonSchema | undefined;
  let rule: ListRule | null = null;
  if (schema?.items !== undefined) {
    const check = Object.hasOwn(entryChecks, key) ? entryChecks[key]! : notGenerated(`the entries of ${key}`);
    rule = { entryValid: (e: unknown) => check(e) === true, maxItems: (schema.maxItems as number | undefined) ?? Infinity, unique: schema.uniqueItems === true };
  }
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
