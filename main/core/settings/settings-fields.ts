// Every setting as one field: its dotted name, its JSON schema, what a valid value is in words,
// and the checks its schema cannot say. Kept apart from the checks that run (settings-schema.ts)
// so that scripts/gen-settings-checks.ts can compile these schemas into the generated module
// that file uses without loading it.

import { LANGUAGE_CHOICES } from '../../i18n/languages.ts';
import { isRecord } from '../json-guard.ts';
import type { I18n } from '../../i18n/words.ts';
import type { ErrorObject } from 'ajv';
import * as words from './settings-check-words.ts';

/** Field errors keyed by dotted field name (`idle.thresholdMinutes`, `workingHours.windows.1`). */
export type FieldErrors = Record<string, string>;

/** A check of a field's schema (generated/settings-checks.js, Ajv's standalone code): its errors are Ajv's. */
export interface SettingsCheck {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** How a field's errors are said: in the words of `i18n`, an entry of a list named by its place as the person counts it. */
export interface SaidAs {
  readonly i18n: I18n;
  /** The place (from 1) of the entry at `index` of the list checked; `index + 1` unless entries were dropped before it (settings-lists.ts). */
  readonly placeOf: (index: number) => number;
}

export type JsonSchema = Record<string, unknown>;

export interface FieldSpec {
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

export const FIELDS: readonly FieldSpec[] = [
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

/** A copy without `additionalProperties: false`: a newer version may add keys inside a value. */
export function tolerant(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(tolerant);
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === 'additionalProperties' && x === false) continue;
    out[k] = tolerant(x);
  }
  return out;
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

/** Where a field holds a list: the field itself (`sub` null) or one key of its value. */
export interface ListPlace {
  readonly name: string;
  readonly sub: string | null;
  /** The list's own schema (its `items`, `maxItems`, `uniqueItems`). */
  readonly schema: JsonSchema;
}

/** Every list inside a setting, read from the fields' schemas: each has an entry check of its own (settings-schema.ts `listRule`). */
export function listPlaces(): ListPlace[] {
  const out: ListPlace[] = [];
  for (const { name, schema } of FIELDS) {
    if (isRecord(schema.items)) out.push({ name, sub: null, schema });
    for (const [sub, inner] of Object.entries(isRecord(schema.properties) ? schema.properties : {})) if (isRecord(inner) && isRecord(inner.items)) out.push({ name, sub, schema: inner });
  }
  return out;
}
