// The numbers the command line shows beside projects, tasks and recent entries, and looks
// up again when a command names one: both sides use these functions, so `projects` and
// `start 3` always mean the same project.

import type { EntryView, ProjectView, Snapshot, TaskView } from '../core/stint.ts';
import { localDate } from '../core/time/local-time.ts';
import type { EntryList } from './commands.ts';
import type { I18n } from '../i18n/words.ts';

/** Active projects by name (then id), numbered from 1. A filter hides rows, never renumbers. */
export function numberedProjects(s: Pick<Snapshot, 'projects'>): readonly ProjectView[] {
  return s.projects
    .filter((p) => p.active)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

export function projectNumbered(s: Pick<Snapshot, 'projects'>, n: number): ProjectView | undefined {
  return numberedProjects(s)[n - 1];
}

/** The project's tasks in the order the service listed them; undefined until they were read. */
export function tasksOf(s: Pick<Snapshot, 'tasks'>, projectId: number): readonly TaskView[] | undefined {
  return s.tasks[projectId];
}

export function recentNumbered(s: Pick<Snapshot, 'recent'>, n: number): EntryView | undefined {
  return s.recent[n - 1];
}

/** Today's entries of the account in use as `today` lists them (earliest first), `t1` the first. */
export function todayNumbered(s: Pick<Snapshot, 'todayEntries' | 'zone'>, now: number): readonly EntryView[] {
  const date = localDate(now, s.zone.offsetMinutes);
  return s.todayEntries.filter((e) => e.date === date).slice().reverse();
}

/** The week shown's entries as `week` lists them (day by day to today, earliest first), `w1` the first; a run past midnight once on each day. */
export function weekNumbered(s: Pick<Snapshot, 'shownWeek' | 'today'>): readonly EntryView[] {
  return (s.shownWeek?.days ?? []).filter((d) => d.date <= s.today).flatMap((d) => d.entries.slice().reverse());
}

/** The entry `#n` (recent), `t<n>` (today's) or `w<n>` (the week's) names. */
export function entryNumbered(s: Pick<Snapshot, 'recent' | 'todayEntries' | 'zone' | 'shownWeek' | 'today'>, list: EntryList, n: number, now: number): EntryView | undefined {
  return (list === 'recent' ? s.recent : list === 'today' ? todayNumbered(s, now) : weekNumbered(s))[n - 1];
}

/** The refusal when no entry has that number. */
export function noEntryNumbered(list: EntryList, n: number, i18n: I18n): string {
  if (list === 'recent') return noRecentNumbered(n, i18n);
  if (list === 'today') return i18n._({ id: 'cli.noEntry.today', message: 'There is no entry t{n} today: today lists them.', values: { n } });
  return i18n._({ id: 'cli.noEntry.week', message: 'There is no entry w{n} in the week shown: week lists them.', values: { n } });
}

/** The refusal when no recent entry has that number. */
export function noRecentNumbered(n: number, i18n: I18n): string {
  return i18n._({ id: 'cli.noEntry.recent', message: 'There is no recent entry {n}: continue without a number lists them.', values: { n } });
}
