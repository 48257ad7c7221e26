// What the person is told of a setting Stint could not read as it was stored (habit 19):
// entries dropped from a list ("1 entry of 'Titles never recorded' was dropped: the 201st (a
// list keeps at most 200)"), or a setting read as its default because its value was of no
// use. Each in words naming the setting as Settings does, and what to do, in the language
// of the `i18n` given (English when none is: the tests' and a file's). Pure.

import type { DroppedFrom } from './settings-lists.ts';
import { settingLabel } from './settings-labels.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

// Where the settings' names were first kept: their callers import them from here.
export { settingLabel };

/** A stored setting not read as it stands. */
export interface SettingsProblem {
  /** The dotted field name (`activity.excludedTitles`). */
  readonly field: string;
  /** `dropped`: some entries of a list were dropped, the rest is in use; `unreadable`: the whole setting is its default. */
  readonly kind: 'dropped' | 'unreadable';
  /** One or two sentences for the person. */
  readonly message: string;
}

/**
 * The settings that guard what the activity record keeps: when one of them cannot be read,
 * recording pauses until the person saves it again (never an empty list in its place).
 */
export const RECORD_GUARDS: ReadonlySet<string> = new Set(['activity.excludedApps', 'activity.excludedTitles', 'activity.rewrites', 'activity.keepDays']);

/** A place in a list as a person counts it, in the language of `i18n`: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function placeIn(i18n: I18n, n: number): string {
  // `{place}`, not `#`: ICU's `#` groups thousands, and a hand-made list may pass 999 entries.
  return i18n._({ id: 'settings.problem.place', message: '{place, selectordinal, one {{place}st} two {{place}nd} few {{place}rd} other {{place}th}}', values: { place: n } });
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st, 111th (English). */
export const ordinal = (n: number): string => placeIn(sourceWords(), n);

/** "the 2nd", "the 2nd and 5th", "the 201st to 250th, and the 300th": places counted from 1, runs of three or more as a range. */
export function placesWords(places: readonly number[], i18n: I18n = sourceWords()): string {
  const runs: [number, number][] = [];
  for (const p of [...places].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && p === last[1] + 1) last[1] = p;
    else runs.push([p, p]);
  }
  const place = (n: number) => placeIn(i18n, n);
  const parts = runs.flatMap(([a, b]) =>
    b - a >= 2 ? [i18n._({ id: 'settings.problem.placeRange', message: '{first} to {last}', values: { first: place(a), last: place(b) } })] : a === b ? [place(a)] : [place(a), place(b)],
  );
  const joined = parts.length === 1 ? parts[0]! : i18n._({ id: 'settings.problem.placesAnd', message: '{some} and {last}', values: { some: parts.slice(0, -1).join(', '), last: parts.at(-1)! } });
  return i18n._({ id: 'settings.problem.places', message: 'the {places}', values: { places: joined } });
}

/** "1 entry of 'Titles never recorded' was dropped: the 201st (a list keeps at most 200)." and what to do, in the language of `i18n`. */
export function droppedProblem(d: DroppedFrom, i18n: I18n = sourceWords()): SettingsProblem {
  const count = d.entries.length;
  const byWhy = new Map<string, number[]>();
  for (const e of d.entries) byWhy.set(e.why, [...(byWhy.get(e.why) ?? []), e.index + 1]);
  const which = [...byWhy].map(([why, places]) => i18n._({ id: 'settings.problem.placesWhy', message: '{places} ({why})', values: { places: placesWords(places, i18n), why } })).join('; ');
  return {
    field: d.field,
    kind: 'dropped',
    message: i18n._({ id: 'settings.problem.dropped', message: "{count, plural, one {{count} entry of ''{list}'' was dropped: {which}.} other {{count} entries of ''{list}'' were dropped: {which}.}} The rest of the list is in use; the settings file keeps the list as it was until you save it in Settings.", values: { count, list: d.label, which } }),
  };
}

/** A setting read as its default: why, and (for a guard of the activity record) that recording waits for it; in the language of `i18n`. */
export function unreadableProblem(field: string, why: string, i18n: I18n = sourceWords()): SettingsProblem {
  const label = settingLabel(field, i18n);
  const message = RECORD_GUARDS.has(field)
    ? i18n._({ id: 'settings.problem.unreadableGuard', message: "''{label}'' could not be read as stored (it {why}). The activity record is paused until you save it again in Settings → Activity record (or mend it in the settings file): nothing is recorded without it.", values: { label, why } })
    : i18n._({ id: 'settings.problem.unreadable', message: "''{label}'' could not be read as stored (it {why}). Its default is in use until you set it again in Settings.", values: { label, why } });
  return { field, kind: 'unreadable', message };
}
