// Settings → Activity record in words: where the record stands, a pause's end, a rule as a
// sentence ("Title matches *invoice* → Acme · Design"), and what a delete removed.

import type { ActivityRuleView, ActivitySnapshot, HourCycle, Snapshot } from '../../main/core/snapshot.ts';
import { formatInstantTime } from '../text/time.ts';

const DAY_MS = 86_400_000;

export interface ClockWords {
  readonly offsetMinutes: number;
  readonly hourCycle: HourCycle;
}

/** "until 11:00", or "for the rest of today" for a pause to the day's end (not "until 00:00"). */
export function pauseEndWords(until: number, clock: ClockWords): string {
  const atMidnight = (((until + clock.offsetMinutes * 60_000) % DAY_MS) + DAY_MS) % DAY_MS === 0;
  return atMidnight ? 'for the rest of today' : `until ${formatInstantTime(until, clock.offsetMinutes, clock.hourCycle)}`;
}

/** The line under the section's heading, so a folded section still says where the record stands. */
export function recordStateWords(a: ActivitySnapshot | undefined, enabled: boolean, clock: ClockWords): string {
  if (a === undefined) return enabled ? 'On, but Stint cannot record here.' : 'Off.';
  switch (a.state) {
    case 'off':
      return 'Off.';
    case 'unavailable':
      return 'On, but nothing can be recorded here.';
    case 'paused':
      if (a.held !== null) return 'Paused: a setting of the record could not be read (see below).';
      return a.pausedUntil === null ? 'Paused.' : `Paused ${pauseEndWords(a.pausedUntil, clock)}.`;
    case 'away':
      return 'On (nothing is recorded while you are away).';
    case 'on':
      return 'On: recording on this computer only.';
  }
}

type Names = Pick<Snapshot, 'projects' | 'tasks'> & Partial<Pick<Snapshot, 'accounts'>>;

/** "Acme · Design": the project (and task) a rule books to, in the account it names. */
export function ruleWorkWords(rule: Pick<ActivityRuleView, 'accountKey' | 'projectId' | 'taskId'>, s: Names): string {
  const inUse = s.accounts ? s.accounts.inUse : rule.accountKey;
  const other = rule.accountKey === inUse ? null : s.accounts?.otherProjects.find((p) => p.accountKey === rule.accountKey && p.project.id === rule.projectId);
  const project = rule.accountKey === inUse ? s.projects.find((p) => p.id === rule.projectId)?.name : other?.project.name;
  const tasks = rule.accountKey === inUse ? s.tasks[rule.projectId] : s.accounts?.otherTasks[rule.accountKey]?.[rule.projectId];
  const task = rule.taskId === null ? undefined : tasks?.find((t) => t.id === rule.taskId)?.name;
  const account = rule.accountKey === inUse ? '' : `${s.accounts?.rows.find((r) => r.key === rule.accountKey)?.name ?? 'another account'}: `;
  return `${account}${project ?? `project ${rule.projectId}`}${task ? ` · ${task}` : ''}`;
}

/** What a rule looks at: "Title *invoice*", "Application Figma, title * — Acme", "Title has all of design, review", "On github.com". */
export function ruleMatchWords(match: ActivityRuleView['match']): string {
  const parts = [
    match.app === null ? null : `application ${match.app}`,
    match.title === null ? null : `title ${match.title}`,
    match.allWords === undefined ? null : `title has all of ${match.allWords.join(', ')}`,
    match.anyWords === undefined ? null : `title has any of ${match.anyWords.join(', ')}`,
    match.domain === undefined ? null : `on ${match.domain}`,
    match.regex === undefined ? null : `title has /${match.regex}/`,
  ].filter((p): p is string => p !== null);
  const text = parts.length === 0 ? 'title *' : parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The whole rule as one line, its description after the work when it has one. */
export function ruleWords(rule: ActivityRuleView, s: Names): string {
  const description = rule.description === null ? '' : ` (${rule.description})`;
  return `${ruleMatchWords(rule.match)} → ${ruleWorkWords(rule, s)}${description}`;
}

export type DeleteRange = 'today' | 'week' | 'all';

export const RANGE_WORDS: Readonly<Record<DeleteRange, string>> = { today: 'today', week: 'this week', all: 'everything' };

/** What a delete did, from the dates the engine removed. */
export function deletedWords(range: DeleteRange, dates: readonly string[]): string {
  const what = range === 'all' ? 'The whole record' : `The record of ${RANGE_WORDS[range]}`;
  if (dates.length === 0) return range === 'all' ? 'There was no record to delete.' : `There was no record of ${RANGE_WORDS[range]} to delete.`;
  return `${what} was deleted from this computer: ${dates.length === 1 ? `1 day (${dates[0]})` : `${dates.length} days (${dates[0]} to ${dates.at(-1)})`}.`;
}
