// A stored list with bad entries keeps its good ones (habit 19: settings that protect the
// person fail closed). A 201st title pattern pasted from a block list, or one blank excluded
// application, used to make the whole list read as its default (empty) while recording went
// on: here each entry is checked on its own against the field's schema (settings-schema.ts
// `listRule`), the bad ones are dropped and named, and the rest serves. Pure.

import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../json-guard.ts';
import { listRule, validateField } from './settings-schema.ts';
import { settingLabel } from './settings-labels.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** One entry dropped: its place in the stored list (0-based) and why, in the words of the language `salvage` was given. */
export interface DroppedEntry {
  readonly index: number;
  readonly why: string;
}

/** The entries dropped from one list of a setting. */
export interface DroppedFrom {
  /** The dotted field name (`activity.excludedTitles`, `workingHours`). */
  readonly field: string;
  /** The list's name as the person reads it in Settings, in the language `salvage` was given. */
  readonly label: string;
  readonly entries: readonly DroppedEntry[];
}

interface ListSpec {
  readonly field: string;
  /** The list's key inside the field's value; null: the value is the list. */
  readonly sub: string | null;
  /** Its name in settings-labels.ts. */
  readonly label: string;
  /** Why an entry the schema refused cannot serve, in the words of `i18n`. */
  readonly why: (entry: unknown, i18n: I18n) => string;
}

const dayWhy = (_: unknown, i18n: I18n): string => i18n._({ id: 'settings.problem.why.day', message: 'not a day from 0 (Sunday) to 6 (Saturday)' });

function textWhy(entry: unknown, i18n: I18n): string {
  if (typeof entry !== 'string') return i18n._({ id: 'settings.problem.why.notText', message: 'not text' });
  return entry.trim() === '' ? i18n._({ id: 'settings.problem.why.blank', message: 'blank' }) : i18n._({ id: 'settings.problem.why.tooLong', message: 'longer than {most} characters', values: { most: 200 } });
}

function patternWhy(entry: unknown, i18n: I18n): string {
  if (typeof entry === 'string' && entry.trim() !== '' && entry.length <= 200) return i18n._({ id: 'settings.problem.why.onlyStars', message: 'only * and spaces: it would match every window' });
  return textWhy(entry, i18n);
}

function rewriteWhy(entry: unknown, i18n: I18n): string {
  if (!isRecord(entry) || typeof entry.replacement !== 'string' || entry.pattern === undefined) return i18n._({ id: 'settings.problem.why.notRewrite', message: 'not a pattern with what it becomes' });
  if (entry.replacement.length > 200) return i18n._({ id: 'settings.problem.why.becomesTooLong', message: 'what it becomes is longer than {most} characters', values: { most: 200 } });
  return i18n._({ id: 'settings.problem.why.pattern', message: 'its pattern is {why}', values: { why: patternWhy(entry.pattern, i18n) } });
}

/** Every list inside a setting, by the name Settings gives it. */
const LISTS: readonly ListSpec[] = [
  { field: 'workingHours', sub: 'days', label: 'workingHours.days', why: dayWhy },
  { field: 'workingHours', sub: 'windows', label: 'workingHours.windows', why: (_, i18n) => i18n._({ id: 'settings.problem.why.window', message: 'not a time from HH:MM to HH:MM' }) },
  { field: 'target.workDays', sub: null, label: 'target.workDays', why: dayWhy },
  { field: 'activity.excludedApps', sub: null, label: 'activity.excludedApps', why: textWhy },
  { field: 'activity.excludedTitles', sub: null, label: 'activity.excludedTitles', why: patternWhy },
  { field: 'activity.rewrites', sub: null, label: 'activity.rewrites', why: rewriteWhy },
];

/** Whether field `name` holds a list whose entries are read one by one. */
export const hasLists = (name: string): boolean => LISTS.some((l) => l.field === name);

/** The list's label (for a setting that is a list), in the language of `i18n`. */
export function listLabel(name: string, i18n: I18n = sourceWords()): string | undefined {
  const list = LISTS.find((l) => l.field === name);
  return list === undefined ? undefined : settingLabel(list.label, i18n);
}

interface Kept {
  entry: unknown;
  /** Its place in the stored list. */
  index: number;
}

/**
 * The stored value of field `name` with each bad entry of its lists dropped, and what was
 * dropped; null when it cannot be read that way (not a list where one must be, or wrong in a
 * way no dropped entry mends): then the whole field is its default. Call it only for a
 * value that failed `validateField`. The reasons are in the words of `i18n` (English when none is given).
 */
export function salvage(name: string, value: unknown, i18n: I18n = sourceWords()): { readonly value: unknown; readonly dropped: readonly DroppedFrom[] } | null {
  const lists = LISTS.filter((l) => l.field === name);
  if (lists.length === 0) return null;
  const out = JSON.parse(JSON.stringify(value)) as unknown;
  const kept = new Map<ListSpec, Kept[]>();
  const dropped = new Map<ListSpec, DroppedEntry[]>(lists.map((l) => [l, []]));
  const place = (l: ListSpec, entries: unknown[]) => {
    if (l.sub === null) return entries;
    (out as Record<string, unknown>)[l.sub] = entries;
    return entries;
  };
  let listed = out;
  for (const l of lists) {
    const list = l.sub === null ? out : isRecord(out) ? out[l.sub] : undefined;
    if (!Array.isArray(list)) continue;
    const rule = listRule(l.field, l.sub)!;
    const ok: Kept[] = [];
    list.forEach((entry: unknown, index) => {
      const drop = (why: string) => dropped.get(l)!.push({ index, why });
      if (!rule.entryValid(entry)) drop(l.why(entry, i18n));
      else if (rule.unique && ok.some((k) => isDeepStrictEqual(k.entry, entry))) drop(i18n._({ id: 'settings.problem.why.twice', message: 'listed twice' }));
      else if (ok.length >= rule.maxItems) drop(i18n._({ id: 'settings.problem.why.tooMany', message: 'a list keeps at most {most}', values: { most: rule.maxItems } }));
      else ok.push({ entry, index });
    });
    kept.set(l, ok);
    const entries = place(l, ok.map((k) => k.entry));
    if (l.sub === null) listed = entries;
  }
  // What only the whole list can say (a window overlapping another) drops that entry too; a
  // list mended this way is checked again (each round drops an entry, so it ends). "Overlaps
  // window 2" counts the windows kept: said as the person numbered them in the list stored.
  const windows = lists.find((l) => l.sub === 'windows');
  const placeOf = (i: number): number => ((windows === undefined ? undefined : kept.get(windows)?.[i]?.index) ?? i) + 1;
  for (;;) {
    const errors = Object.entries(validateField(name, listed, 'lenient', { i18n, placeOf }));
    if (errors.length === 0) break;
    let mended = false;
    for (const l of lists) {
      const ok = kept.get(l);
      if (!ok) continue;
      const prefix = l.sub === null ? `${name}.` : `${name}.${l.sub}.`;
      const bad = new Map<number, string>();
      for (const [at, message] of errors) {
        const m = at.startsWith(prefix) ? /^(\d+)$/.exec(at.slice(prefix.length)) : null;
        if (m) bad.set(Number(m[1]), message);
      }
      if (bad.size === 0) continue;
      for (const [i, why] of bad) dropped.get(l)!.push({ index: ok[i]!.index, why });
      const left = ok.filter((_, i) => !bad.has(i));
      kept.set(l, left);
      const entries = place(l, left.map((k) => k.entry));
      if (l.sub === null) listed = entries;
      mended = true;
    }
    if (!mended) return null;
  }
  const said = lists
    .map((l) => ({ field: name, label: settingLabel(l.label, i18n), entries: [...dropped.get(l)!].sort((a, b) => a.index - b.index) }))
    .filter((d) => d.entries.length > 0);
  return said.length === 0 ? null : { value: listed, dropped: said };
}
