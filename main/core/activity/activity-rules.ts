// What a window's time is booked to: "title or application matches ... -> project/task
// (description)", in the person's order, the first that matches serving. A rule books as a
// calendar rule does (`BookTo`, calendar/event-rules.ts: the account, project, task, and a
// description or the window's own title). Made in one click from a booking, listed, edited
// and ordered in Settings. Pure.

import { isRecord } from '../json-guard.ts';
import { readRulesWith, type BookTo } from '../calendar/event-rules.ts';
import { matches, patternProblem } from './title-patterns.ts';

/** The durable record of the rules (the first account's). */
export const ACTIVITY_RULES_KEY = 'activity-rules';

/** Both given: both must match. At least one is given. */
export interface ActivityMatch {
  /** A pattern for the application's name; null: any application. */
  readonly app: string | null;
  /** A pattern for the window's title; null: any title. */
  readonly title: string | null;
}

export interface ActivityRule extends BookTo {
  readonly id: string;
  readonly match: ActivityMatch;
}

/** Why `match` cannot serve, by field; {}: it can. */
export function matchProblems(match: ActivityMatch): Record<string, string> {
  if (match.app === null && match.title === null) return { title: 'Give a title or an application to match.' };
  const out: Record<string, string> = {};
  for (const field of ['app', 'title'] as const) {
    const p = match[field];
    const problem = p === null ? null : patternProblem(p);
    if (problem !== null) out[field] = `The ${field === 'app' ? 'application' : 'title'} pattern ${problem}.`;
  }
  return out;
}

function readMatch(m: unknown): ActivityMatch | null {
  if (!isRecord(m)) return null;
  const app = m.app === null || typeof m.app === 'string' ? m.app : undefined;
  const title = m.title === null || typeof m.title === 'string' ? m.title : undefined;
  if (app === undefined || title === undefined) return null;
  const match = { app, title };
  return Object.keys(matchProblems(match)).length === 0 ? match : null;
}

/** The rules as stored, in order; one this version does not read is left out (the others serve). */
export function readActivityRules(value: unknown): ActivityRule[] {
  return readRulesWith(value, readMatch);
}

/** Whether `rule` matches a window. */
export function ruleMatches(match: ActivityMatch, w: { readonly app: string; readonly title: string }): boolean {
  return (match.app === null || matches(match.app, w.app)) && (match.title === null || matches(match.title, w.title));
}

/** The first of `rules` (in the person's order) that matches `w`; null: none. */
export function ruleForWindow(rules: readonly ActivityRule[], w: { readonly app: string; readonly title: string }): ActivityRule | null {
  return rules.find((r) => ruleMatches(r.match, w)) ?? null;
}

/** `rules` with the rule `id` moved to `index` (clamped); unknown id: unchanged. */
export function moved(rules: readonly ActivityRule[], id: string, index: number): ActivityRule[] {
  const rule = rules.find((r) => r.id === id);
  if (!rule) return [...rules];
  const rest = rules.filter((r) => r.id !== id);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(index)));
  return [...rest.slice(0, at), rule, ...rest.slice(at)];
}
