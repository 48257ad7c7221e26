// Settings → Activity record in words: where the record stands, a pause's end, a rule as a
// sentence ("Title matches *invoice* → Acme · Design"), and what a delete removed. Each
// sentence is one message of the window's catalog, worded when drawn.

import type { ActivityRuleView, ActivitySnapshot, HourCycle, Snapshot } from '../../main/core/snapshot.ts';
import { formatInstantTime } from '../text/time.ts';
import { i18n, wordsLocale } from '../i18n/words.ts';

const DAY_MS = 86_400_000;

export interface ClockWords {
  readonly offsetMinutes: number;
  readonly hourCycle: HourCycle;
}

/** The time of day a pause ends ("11:00"); null: at the end of today (said so, not "until 00:00"). */
export function pauseEndTime(until: number, clock: ClockWords): string | null {
  const atMidnight = (((until + clock.offsetMinutes * 60_000) % DAY_MS) + DAY_MS) % DAY_MS === 0;
  return atMidnight ? null : formatInstantTime(until, clock.offsetMinutes, clock.hourCycle);
}

/** "Paused until 11:00.", "Paused for the rest of today." or "Paused." */
function pausedWords(until: number | null, clock: ClockWords): string {
  if (until === null) return i18n._({ id: 'record.state.paused', message: 'Paused.' });
  const time = pauseEndTime(until, clock);
  return time === null ? i18n._({ id: 'record.state.pausedToday', message: 'Paused for the rest of today.' }) : i18n._({ id: 'record.state.pausedUntil', message: 'Paused until {time}.', values: { time } });
}

/** The pause's line while paused: until when, and that nothing is recorded meanwhile. */
export function pausedLineWords(until: number | null, clock: ClockWords): string {
  const time = until === null ? undefined : pauseEndTime(until, clock);
  if (time === undefined) return i18n._({ id: 'record.pause.paused', message: 'Paused: nothing is watched or recorded until you resume.' });
  if (time === null) return i18n._({ id: 'record.pause.pausedToday', message: 'Paused for the rest of today: nothing is watched or recorded until then.' });
  return i18n._({ id: 'record.pause.pausedUntil', message: 'Paused until {time}: nothing is watched or recorded until then.', values: { time } });
}

/** The line under the section's heading, so a folded section still says where the record stands. */
export function recordStateWords(a: ActivitySnapshot | undefined, enabled: boolean, clock: ClockWords): string {
  const off = () => i18n._({ id: 'record.state.off', message: 'Off.' });
  if (a === undefined) return enabled ? i18n._({ id: 'record.state.cannot', message: 'On, but Stint cannot record here.' }) : off();
  switch (a.state) {
    case 'off':
      return off();
    case 'unavailable':
      return i18n._({ id: 'record.state.unavailable', message: 'On, but nothing can be recorded here.' });
    case 'paused':
      if (a.held !== null) return i18n._({ id: 'record.state.held', message: 'Paused: a setting of the record could not be read (see below).' });
      return pausedWords(a.pausedUntil, clock);
    case 'away':
      return i18n._({ id: 'record.state.away', message: 'On (nothing is recorded while you are away).' });
    case 'on':
      return i18n._({ id: 'record.state.on', message: 'On: recording on this computer only.' });
  }
}

type Names = Pick<Snapshot, 'projects' | 'tasks'> & Partial<Pick<Snapshot, 'accounts'>>;

/** A project Stint holds no name of, by its number. */
export function projectNumberWords(id: number): string {
  return i18n._({ id: 'record.projectNumber', message: 'Project {id}', values: { id } });
}

/** "Acme · Design": the project (and task) a rule books to, in the account it names ("Studio: Brand"). */
export function ruleWorkWords(rule: Pick<ActivityRuleView, 'accountKey' | 'projectId' | 'taskId'>, s: Names): string {
  const inUse = s.accounts ? s.accounts.inUse : rule.accountKey;
  const other = rule.accountKey === inUse ? null : s.accounts?.otherProjects.find((p) => p.accountKey === rule.accountKey && p.project.id === rule.projectId);
  const project = (rule.accountKey === inUse ? s.projects.find((p) => p.id === rule.projectId)?.name : other?.project.name) ?? projectNumberWords(rule.projectId);
  const tasks = rule.accountKey === inUse ? s.tasks[rule.projectId] : s.accounts?.otherTasks[rule.accountKey]?.[rule.projectId];
  const task = rule.taskId === null ? undefined : tasks?.find((t) => t.id === rule.taskId)?.name;
  const work = task ? i18n._({ id: 'record.rule.projectTask', message: '{project} · {task}', values: { project, task } }) : project;
  if (rule.accountKey === inUse) return work;
  const account = s.accounts?.rows.find((r) => r.key === rule.accountKey)?.name ?? i18n._({ id: 'record.rule.anotherAccount', message: 'another account' });
  return i18n._({ id: 'record.rule.inAccount', message: '{account}: {work}', values: { account, work } });
}

/** What a rule looks at: "Title *invoice*", "Application Figma, title * — Acme", "Title has all of design, review", "On github.com". */
export function ruleMatchWords(match: ActivityRuleView['match']): string {
  const words = (list: readonly string[]) => list.join(', ');
  const parts = [
    match.app === null ? null : i18n._({ id: 'record.match.app', message: 'application {app}', values: { app: match.app } }),
    match.title === null ? null : i18n._({ id: 'record.match.title', message: 'title {pattern}', values: { pattern: match.title } }),
    match.allWords === undefined ? null : i18n._({ id: 'record.match.allWords', message: 'title has all of {words}', values: { words: words(match.allWords) } }),
    match.anyWords === undefined ? null : i18n._({ id: 'record.match.anyWords', message: 'title has any of {words}', values: { words: words(match.anyWords) } }),
    match.domain === undefined ? null : i18n._({ id: 'record.match.domain', message: 'on {domain}', values: { domain: match.domain } }),
    match.regex === undefined ? null : i18n._({ id: 'record.match.regex', message: 'title has /{regex}/', values: { regex: match.regex } }),
  ].filter((p): p is string => p !== null);
  const text = parts.length === 0 ? i18n._({ id: 'record.match.any', message: 'title *' }) : parts.join(', ');
  // Each part is written to stand inside the list; the first begins the line.
  return text.charAt(0).toLocaleUpperCase(wordsLocale()) + text.slice(1);
}

/** The whole rule as one line, its description after the work when it has one. */
export function ruleWords(rule: ActivityRuleView, s: Names): string {
  const match = ruleMatchWords(rule.match);
  const work = ruleWorkWords(rule, s);
  return rule.description === null
    ? i18n._({ id: 'record.rule', message: '{match} → {work}', values: { match, work } })
    : i18n._({ id: 'record.rule.described', message: '{match} → {work} ({description})', values: { match, work, description: rule.description } });
}

export type DeleteRange = 'today' | 'week' | 'all';

/** A delete's button, and what confirms it. */
export function deleteButtonWords(range: DeleteRange): string {
  if (range === 'today') return i18n._({ id: 'record.delete.today', message: 'Delete the record of today' });
  if (range === 'week') return i18n._({ id: 'record.delete.week', message: 'Delete the record of this week' });
  return i18n._({ id: 'record.delete.all', message: 'Delete the whole record' });
}

/** The question's name, short. */
export function deleteAskName(range: DeleteRange): string {
  if (range === 'today') return i18n._({ id: 'record.delete.askToday', message: 'Delete the record of today?' });
  if (range === 'week') return i18n._({ id: 'record.delete.askWeek', message: 'Delete the record of this week?' });
  return i18n._({ id: 'record.delete.askAll', message: 'Delete the whole record?' });
}

/** The question, whole: what goes, and what does not change. */
export function deleteQuestionWords(range: DeleteRange): string {
  if (range === 'today') return i18n._({ id: 'record.delete.questionToday', message: 'Delete the activity record of today from this computer? It cannot be undone; your time entries do not change.' });
  if (range === 'week') return i18n._({ id: 'record.delete.questionWeek', message: 'Delete the activity record of this week from this computer? It cannot be undone; your time entries do not change.' });
  return i18n._({ id: 'record.delete.questionAll', message: 'Delete every day of the activity record from this computer? It cannot be undone; your time entries do not change.' });
}

/** What a delete did, from the dates the engine removed. */
export function deletedWords(range: DeleteRange, dates: readonly string[]): string {
  const days = dates.length;
  const first = dates[0] ?? '';
  const last = dates.at(-1) ?? '';
  if (range === 'today') {
    if (days === 0) return i18n._({ id: 'record.deleted.noneToday', message: 'There was no record of today to delete.' });
    return i18n._({ id: 'record.deleted.today', message: '{days, plural, one {The record of today was deleted from this computer: # day ({first}).} other {The record of today was deleted from this computer: # days ({first} to {last}).}}', values: { days, first, last } });
  }
  if (range === 'week') {
    if (days === 0) return i18n._({ id: 'record.deleted.noneWeek', message: 'There was no record of this week to delete.' });
    return i18n._({ id: 'record.deleted.week', message: '{days, plural, one {The record of this week was deleted from this computer: # day ({first}).} other {The record of this week was deleted from this computer: # days ({first} to {last}).}}', values: { days, first, last } });
  }
  if (days === 0) return i18n._({ id: 'record.deleted.noneAll', message: 'There was no record to delete.' });
  return i18n._({ id: 'record.deleted.all', message: '{days, plural, one {The whole record was deleted from this computer: # day ({first}).} other {The whole record was deleted from this computer: # days ({first} to {last}).}}', values: { days, first, last } });
}
