// What a window's time is booked to: "title or application matches ... -> project/task
// (description)", in the person's order, the first that matches serving. A rule books as a
// calendar rule does (`BookTo`, calendar/event-rules.ts: the account, project, task, and a
// description or the window's own title). Made in one click from a booking, listed, edited
// and ordered in Settings. Pure.

import { isRecord } from '../json-guard.ts';
import { readRulesWith, type BookTo } from '../calendar/event-rules.ts';
import { matches, patternProblem, type Meter } from './title-patterns.ts';
import { domainMatches, domainProblem, regexMatches, regexProblem, wordsMatch, wordsProblem } from './rule-matchers.ts';
import { matchFieldName, matchProblemWords, type MatchField, type MatchProblem } from './match-problems.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** The durable record of the rules (the first account's). */
export const ACTIVITY_RULES_KEY = 'activity-rules';

/**
 * The rules as stored from issue 73 on: `{ version: 2, rules }`. The first form (`{ rules }`,
 * each match an application and a title pattern) reads as it always did: a version-2 match
 * with only those two fields is the same object.
 */
export const RULES_VERSION = 2;

/** Every field given must match; at least one is given. */
export interface ActivityMatch {
  /** A pattern for the application's name; null: any application. */
  readonly app: string | null;
  /** A pattern for the window's title; null: any title. */
  readonly title: string | null;
  /** Words the title must all hold (whole words, case aside). */
  readonly allWords?: readonly string[];
  /** Words the title must hold one of. */
  readonly anyWords?: readonly string[];
  /** The web domain the window is on (its address, else a domain its title shows), subdomains included. */
  readonly domain?: string;
  /** A regular expression (RE2's syntax, case aside) found anywhere in the title. */
  readonly regex?: string;
}

/** A window as a rule sees it. */
export interface RuleWindow {
  readonly app: string;
  readonly title: string;
  readonly url?: string;
}

/** The fields of a match, in the order their problems are said. */
const FIELDS: readonly MatchField[] = ['app', 'title', 'allWords', 'anyWords', 'domain', 'regex'];

export interface ActivityRule extends BookTo {
  readonly id: string;
  readonly match: ActivityMatch;
}

/** "This rule is no longer there.", in the words of `i18n`. */
export const ruleGoneWords = (i18n: I18n): string => i18n._({ id: 'activity.ruleGone', message: 'This rule is no longer there.' });

/** Why `match` cannot serve, by field, in the words of `i18n` (English when none is given); {}: it can. */
export function matchProblems(match: ActivityMatch, i18n: I18n = sourceWords()): Record<string, string> {
  const given = FIELDS.filter((f) => match[f] !== null && match[f] !== undefined);
  if (given.length === 0) return { title: i18n._({ id: 'activity.match.nothing', message: 'Give an application, a title, words, a web domain or a regular expression to match.' }) };
  const out: Record<string, string> = {};
  for (const field of given) {
    const problem = problemOf(field, match);
    if (problem !== null) out[field] = matchProblemWords(field, problem, i18n);
  }
  return out;
}

function problemOf(field: MatchField, m: ActivityMatch): MatchProblem | null {
  switch (field) {
    case 'app':
    case 'title':
      return patternProblem(m[field]!);
    case 'allWords':
    case 'anyWords':
      return wordsProblem(m[field]!);
    case 'domain':
      return domainProblem(m.domain!);
    case 'regex':
      return regexProblem(m.regex!);
  }
}

const pattern = (v: unknown): string | null | undefined => (v === null || typeof v === 'string' ? v : undefined);
const words = (v: unknown): readonly string[] | null | undefined => (v === undefined ? null : Array.isArray(v) && v.every((w) => typeof w === 'string') ? (v as string[]) : undefined);
const text = (v: unknown): string | null | undefined => (v === undefined ? null : typeof v === 'string' ? v : undefined);

/** `m` as a match; null with the reason (in the words of `i18n`, English when none is given) when it cannot serve (a field of the wrong type, or one with a problem). */
export function readMatch(m: unknown, i18n: I18n = sourceWords()): { readonly match: ActivityMatch } | { readonly problem: string } {
  if (!isRecord(m)) return { problem: i18n._({ id: 'activity.match.notObject', message: 'Its match is not an object with app, title, allWords, anyWords, domain or regex.' }) };
  const read = { app: pattern(m.app ?? null), title: pattern(m.title ?? null), allWords: words(m.allWords), anyWords: words(m.anyWords), domain: text(m.domain), regex: text(m.regex) };
  const wrong = FIELDS.find((k) => read[k] === undefined);
  if (wrong !== undefined) {
    const values = { field: matchFieldName(wrong, i18n), key: wrong };
    return {
      problem: wrong === 'allWords' || wrong === 'anyWords'
        ? i18n._({ id: 'activity.match.notWordList', message: 'Its {field} ({key}) is not a list of words.', values })
        : i18n._({ id: 'activity.match.notText', message: 'Its {field} ({key}) is not text.', values }),
    };
  }
  const match: ActivityMatch = {
    app: read.app!,
    title: read.title!,
    ...(read.allWords ? { allWords: read.allWords } : {}),
    ...(read.anyWords ? { anyWords: read.anyWords } : {}),
    ...(read.domain !== null ? { domain: read.domain! } : {}),
    ...(read.regex !== null ? { regex: read.regex! } : {}),
  };
  const problems = Object.values(matchProblems(match, i18n));
  return problems.length === 0 ? { match } : { problem: problems.join(' ') };
}

/** The rules as stored, in order, either form; one this version does not read is left out (the others serve). */
export function readActivityRules(value: unknown): ActivityRule[] {
  return readRulesWith(value, (m) => {
    const r = readMatch(m);
    return 'match' in r ? r.match : null;
  });
}

/** The rules as they are stored. */
export function storedRules(rules: readonly ActivityRule[]): { readonly version: number; readonly rules: readonly ActivityRule[] } {
  return { version: RULES_VERSION, rules };
}

/** Whether `match` matches a window: every field given does. `meter` counts the work (code units read). */
export function ruleMatches(match: ActivityMatch, w: RuleWindow, meter?: Meter): boolean {
  return (
    (match.app === null || matches(match.app, w.app, meter)) &&
    (match.title === null || matches(match.title, w.title, meter)) &&
    (match.allWords === undefined || wordsMatch(match.allWords, w.title, true, meter)) &&
    (match.anyWords === undefined || wordsMatch(match.anyWords, w.title, false, meter)) &&
    (match.domain === undefined || domainMatches(match.domain, w, meter)) &&
    (match.regex === undefined || regexMatches(match.regex, w.title, meter))
  );
}

/** The first of `rules` (in the person's order) that matches `w`; null: none. */
export function ruleForWindow(rules: readonly ActivityRule[], w: RuleWindow): ActivityRule | null {
  return rules.find((r) => ruleMatches(r.match, w)) ?? null;
}

/** Whether two matches are the same (a rule taught again replaces the first). */
export const sameMatch = (a: ActivityMatch, b: ActivityMatch): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const canonical = (m: ActivityMatch) => [m.app, m.title, m.allWords ?? null, m.anyWords ?? null, m.domain ?? null, m.regex ?? null];

/** `rules` with the rule `id` moved to `index` (clamped); unknown id: unchanged. */
export function moved(rules: readonly ActivityRule[], id: string, index: number): ActivityRule[] {
  const rule = rules.find((r) => r.id === id);
  if (!rule) return [...rules];
  const rest = rules.filter((r) => r.id !== id);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(index)));
  return [...rest.slice(0, at), rule, ...rest.slice(at)];
}
