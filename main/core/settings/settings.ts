// Loading and changing the engine's settings over a SettingsStore.
//
// What is stored changes only through a migration, the first `installId`, a key that must
// never be there (a token, a password, a secret: stripped), or a patch the person made.
// Defaults are not written, so a later version's better default reaches everyone who never
// chose otherwise. A stored value that is invalid is read as its default, field by field,
// and left in the store as it is (a newer version may understand it). Keys this version
// does not know are kept.

import { isDeepStrictEqual } from 'node:util';
import type { SettingsStore } from '../ports.ts';
import { migrateSettings, type StoredSettings } from './settings-migrations.ts';
import {
  DEFAULT_SETTINGS,
  EDITABLE_FIELDS,
  FIELD_NAMES,
  GROUPS,
  putError,
  validateField,
  SAID_FIELDS,
  type FieldErrors,
  type Settings,
} from './settings-schema.ts';
import { isRecord } from '../json-guard.ts';
import { salvage } from './settings-lists.ts';
import { droppedProblem, unreadableProblem, type SettingsProblem } from './settings-problems.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';
import { managedByStint, noSecrets, notAPatch, unknownSetting } from './settings-check-words.ts';

export type { ClockChoice, FieldErrors, FocusSettings, Settings, TargetSettings, Theme, TimesheetSettings, UpdateChannel, WeekStartChoice, WorkingHours, WorkWindow } from './settings-schema.ts';
export { DEFAULT_SETTINGS, SETTINGS_VERSION, settingsJsonSchema } from './settings-schema.ts';
export type { SettingsProblem } from './settings-problems.ts';

/** Keys that must never be stored in settings, at any depth. */
const FORBIDDEN_KEY = /token|password|passwd|secret/i;

export type UpdateResult = { ok: true; settings: Settings; problems: readonly SettingsProblem[] } | { ok: false; errors: FieldErrors };

/**
 * The words the problems are said in, chosen from the settings as read (the language is one of
 * them; the engine adds the driver's own: engine-language.ts). English when none is given.
 */
export type SettingsWords = (settings: Settings) => I18n;

const inSource: SettingsWords = () => sourceWords();

/** Settings as read, and what of the stored object was not read as it stands. */
export interface ReadSettings {
  readonly settings: Settings;
  /** The stored fields read as their default, by dotted name, with what a valid value is (in the words of the problems). */
  readonly fallbacks: FieldErrors;
  /** In words for the person: entries dropped from a list, settings read as their default (not `installId`, which Stint remakes, nor what the shell keeps). */
  readonly problems: readonly SettingsProblem[];
}


/** A plain JSON copy (stores may hand out null-prototype objects) without forbidden keys. */
function cleanCopy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(cleanCopy);
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    // `__proto__` from a hand-edited file would set the copy's prototype, not a field.
    if (!FORBIDDEN_KEY.test(k) && k !== '__proto__') out[k] = cleanCopy(x);
  }
  return out;
}

function plainCopy(v: unknown): unknown {
  return v === undefined ? undefined : (JSON.parse(JSON.stringify(v)) as unknown);
}

function forbiddenPaths(v: unknown, at: string[] = []): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => forbiddenPaths(x, [...at, String(i)]));
  if (!isRecord(v)) return [];
  return Object.entries(v).flatMap(([k, x]) =>
    FORBIDDEN_KEY.test(k) ? [[...at, k].join('.')] : forbiddenPaths(x, [...at, k]),
  );
}

function getPath(o: Readonly<Record<string, unknown>>, name: string): unknown {
  let cur: unknown = o;
  for (const part of name.split('.')) {
    if (!isRecord(cur)) return undefined;
    cur = cur[part];
  }
  return cur;
}

function setPath(o: Record<string, unknown>, name: string, value: unknown): void {
  const parts = name.split('.');
  let cur = o;
  for (const part of parts.slice(0, -1)) {
    if (!isRecord(cur[part])) cur[part] = {};
    cur = cur[part] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]!] = value;
}

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object') {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

/** The stored object, cleaned and migrated: what this version works on and writes back. */
function prepare(raw: unknown): StoredSettings {
  const cleaned = cleanCopy(raw);
  return migrateSettings(isRecord(cleaned) ? cleaned : {});
}

function validInstallId(v: unknown): v is string {
  return Object.keys(validateField('installId', v, 'lenient')).length === 0;
}

/**
 * Reads settings from a stored object (cleaned and migrated), each field on its own:
 * a missing field is its default. A list with bad entries keeps its good ones (the others
 * named in `problems`); any other invalid field is its default and is named in `fallbacks`
 * and `problems`. `installId` is '' when the stored one is missing or unusable.
 */
export function readSettings(stored: Readonly<StoredSettings>, wordsIn: SettingsWords = inSource): ReadSettings {
  const out = plainCopy({ ...DEFAULT_SETTINGS, installId: '' }) as Record<string, unknown>;
  // Said once the language (itself a setting) is read: each in the words of `i18n`.
  const problems: ((i18n: I18n) => readonly SettingsProblem[])[] = [];
  const unread: ((i18n: I18n) => FieldErrors)[] = [];
  for (const name of FIELD_NAMES) {
    const value = getPath(stored, name);
    if (value === undefined) continue;
    // A stored value equal to its default is the default, valid (settings-fields.test.ts holds
    // every default valid): no check is compiled for it. Most of a person's settings are, and
    // their checks were a third of the start before the tray showed (bench:launch, issue 71).
    if (isDeepStrictEqual(value, getPath(DEFAULT_SETTINGS, name))) continue;
    const errors = validateField(name, value, 'lenient');
    if (Object.keys(errors).length === 0) {
      setPath(out, name, plainCopy(value));
      continue;
    }
    const saved = salvage(name, value);
    if (saved !== null) {
      setPath(out, name, saved.value);
      problems.push((i18n) => (salvage(name, value, i18n)?.dropped ?? []).map((d) => droppedProblem(d, i18n)));
      continue;
    }
    // Found in English; said again, once, in the words of the language once it is read (one `i18n` a read).
    let inWords: FieldErrors | null = null;
    const said = (i18n: I18n): FieldErrors => (inWords ??= validateField(name, value, 'lenient', { i18n }));
    unread.push(said);
    if (SAID_FIELDS.has(name)) {
      problems.push((i18n) => {
        const why = said(i18n);
        return [unreadableProblem(name, why[name] ?? Object.values(why)[0]!, i18n)];
      });
    }
  }
  if (isRecord(out.workingHours)) {
    // Keys a newer version added inside are kept in the store, not shown to this engine.
    const wh = out.workingHours as { days: number[]; windows: { start: string; end: string }[] };
    out.workingHours = { days: wh.days, windows: wh.windows.map((w) => ({ start: w.start, end: w.end })) };
  }
  const settings = out as unknown as Settings;
  const i18n = problems.length === 0 && unread.length === 0 ? sourceWords() : wordsIn(settings);
  const fallbacks: FieldErrors = {};
  for (const said of unread) for (const [at, message] of Object.entries(said(i18n))) putError(fallbacks, at, message);
  return { settings, fallbacks, problems: problems.flatMap((say) => say(i18n)) };
}

/**
 * Loads settings, migrating the stored object and making the `installId` when it has none
 * (both written back at once). `fallbacks` names the stored fields read as their default.
 */
export function loadSettingsWithReport(store: SettingsStore, makeId: () => string, wordsIn: SettingsWords = inSource): ReadSettings {
  const raw = store.read();
  const prepared = prepare(raw);
  if (!validInstallId(prepared.installId)) prepared.installId = makeId();
  if (!isDeepStrictEqual(prepared, plainCopy(raw))) store.write(prepared);
  const read = readSettings(prepared, wordsIn);
  return { ...read, settings: deepFreeze(read.settings) };
}

/** The settings (frozen); see `loadSettingsWithReport`. */
export function loadSettings(store: SettingsStore, makeId: () => string): Settings {
  return loadSettingsWithReport(store, makeId).settings;
}

/**
 * Checks a patch (`unknown`: it comes from a window or a command line) and answers the
 * dotted field names it sets with their new values, or the errors in the words of `i18n`
 * (English when none is given). Groups (`idle`, `display`, `reminders`, `updates`, `focus`,
 * `target`, `lastSignIn`) may be patched in part; `workingHours` is replaced whole.
 */
export function checkPatch(patch: unknown, i18n: I18n = sourceWords()): { ok: true; changes: Map<string, unknown> } | { ok: false; errors: FieldErrors } {
  if (!isRecord(patch)) return { ok: false, errors: { patch: notAPatch(i18n) } };
  const errors: FieldErrors = {};
  for (const at of forbiddenPaths(patch)) putError(errors, at, noSecrets(i18n));
  const changes = new Map<string, unknown>();
  const consider = (name: string, value: unknown) => {
    if (Object.hasOwn(errors, name)) return;
    if (name === 'installId' || name === 'version') {
      putError(errors, name, managedByStint(i18n));
      return;
    }
    if (!EDITABLE_FIELDS.has(name)) {
      putError(errors, name, unknownSetting(i18n));
      return;
    }
    const found = validateField(name, value, 'strict', { i18n });
    if (Object.keys(found).length > 0) for (const [at, message] of Object.entries(found)) putError(errors, at, message);
    else changes.set(name, plainCopy(value));
  };
  for (const [key, value] of Object.entries(patch)) {
    if (Object.hasOwn(errors, key)) continue;
    if (!GROUPS.has(key)) {
      consider(key, value);
      continue;
    }
    if (!isRecord(value)) {
      putError(errors, key, notAPatch(i18n));
      continue;
    }
    for (const [sub, v] of Object.entries(value)) consider(`${key}.${sub}`, v);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes };
}

/**
 * Applies a patch: every field checked first; on any error nothing is written, and the
 * errors are in the words of the settings in use. The stored object is re-read so that keys
 * this version does not know, and fields it could not read, stay as they were.
 */
export function updateSettings(store: SettingsStore, current: Settings, patch: unknown, wordsIn: SettingsWords = inSource): UpdateResult {
  const checked = checkPatch(patch, wordsIn(current));
  if (!checked.ok) return checked;
  const stored = prepare(store.read());
  if (!validInstallId(stored.installId)) stored.installId = current.installId;
  for (const [name, value] of checked.changes) setPath(stored, name, value);
  store.write(stored);
  const read = readSettings(stored, wordsIn);
  return { ok: true, settings: deepFreeze(read.settings), problems: read.problems };
}
