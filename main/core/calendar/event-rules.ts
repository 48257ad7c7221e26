// What work an event is filled with, remembered once the person picked it (issue 42, item 3):
// for that one event (a series: every occurrence of it), or for every event of its title
// ("Standup" on Internal, whichever calendar). Projects are an account's own, so a rule holds
// the account it was made in and only serves there. Kept in the first account's records.

import { isRecord } from '../json-guard.ts';

/** The durable record of the rules. */
export const EVENT_RULES_KEY = 'calendar-rules';

export type RuleMatch = { readonly kind: 'event'; readonly calendarId: string; readonly uid: string } | { readonly kind: 'title'; readonly title: string };

/**
 * Where a rule books: the account (projects are an account's own), the project and task, and
 * the description (null: the event's or the window's own title each time). The calendar's
 * rules and the activity record's (main/core/activity) book the same way.
 */
export interface BookTo {
  readonly accountKey: string;
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string | null;
}

export interface EventRule extends BookTo {
  /** `r` and 8 letters or digits. */
  readonly id: string;
  readonly match: RuleMatch;
}

/** A rule's booking as stored; null when a part of it does not read. */
export function readBookTo(r: Record<string, unknown>): BookTo | null {
  const { accountKey, projectId, taskId, description } = r;
  if (typeof accountKey !== 'string' || typeof projectId !== 'number' || !Number.isInteger(projectId)) return null;
  if (!(taskId === null || (typeof taskId === 'number' && Number.isInteger(taskId)))) return null;
  if (!(description === null || typeof description === 'string')) return null;
  return { accountKey, projectId, taskId, description };
}

/** Titles compare as the person reads them: case and the spaces around and between words aside. */
export const titleKey = (title: string): string => title.trim().replace(/\s+/g, ' ').toLowerCase();

/** A rule's id: `r` and 8 letters or digits. */
export const RULE_ID = /^r[a-z0-9]{8}$/;

function readMatch(m: unknown): RuleMatch | null {
  if (!isRecord(m)) return null;
  if (m.kind === 'event' && typeof m.calendarId === 'string' && typeof m.uid === 'string') return { kind: 'event', calendarId: m.calendarId, uid: m.uid };
  if (m.kind === 'title' && typeof m.title === 'string' && m.title !== '') return { kind: 'title', title: titleKey(m.title) };
  return null;
}

/** Rules as stored, each with a match `readMatch` reads and a booking; one that does not read is left out (the others serve). */
export function readRulesWith<M>(value: unknown, readMatch: (m: unknown) => M | null): ({ readonly id: string; readonly match: M } & BookTo)[] {
  if (!isRecord(value) || !Array.isArray(value.rules)) return [];
  return value.rules.flatMap((r) => {
    if (!isRecord(r) || typeof r.id !== 'string' || !RULE_ID.test(r.id)) return [];
    const match = readMatch(r.match);
    const to = readBookTo(r);
    return match === null || to === null ? [] : [{ id: r.id, match, ...to }];
  });
}

/** The rules as stored; one this version does not know is left out (the others serve). */
export function readEventRules(value: unknown): EventRule[] {
  return readRulesWith(value, readMatch);
}

/** The rule that serves `event` in account `accountKey`: the event's own first, then its title's; null: none. */
export function ruleFor(rules: readonly EventRule[], event: { readonly calendarId: string; readonly uid: string; readonly title: string }, accountKey: string): EventRule | null {
  // The account in use's rule first; else the person's in another account (the booking goes there).
  return ruleIn(rules.filter((r) => r.accountKey === accountKey), event) ?? ruleIn(rules.filter((r) => r.accountKey !== accountKey), event);
}

function ruleIn(here: readonly EventRule[], event: { readonly calendarId: string; readonly uid: string; readonly title: string }): EventRule | null {
  const own = here.find((r) => r.match.kind === 'event' && r.match.calendarId === event.calendarId && r.match.uid === event.uid);
  if (own) return own;
  const title = titleKey(event.title);
  return title === '' ? null : (here.find((r) => r.match.kind === 'title' && r.match.title === title) ?? null);
}

/** The rules with `rule` in place of any that matched the same way in the same account; a title kept as it is compared. */
export function withRule(rules: readonly EventRule[], given: EventRule): EventRule[] {
  const rule: EventRule = given.match.kind === 'title' ? { ...given, match: { kind: 'title', title: titleKey(given.match.title) } } : given;
  const same = (r: EventRule) =>
    r.accountKey === rule.accountKey &&
    r.match.kind === rule.match.kind &&
    (r.match.kind === 'event' && rule.match.kind === 'event' ? r.match.calendarId === rule.match.calendarId && r.match.uid === rule.match.uid : r.match.kind === 'title' && rule.match.kind === 'title' && r.match.title === rule.match.title);
  return [...rules.filter((r) => !same(r)), rule];
}
