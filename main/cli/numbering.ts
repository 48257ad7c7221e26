// The numbers the command line shows beside projects, tasks and recent entries, and looks
// up again when a command names one: both sides use these functions, so `projects` and
// `start 3` always mean the same project.

import type { EntryView, ProjectView, Snapshot, TaskView } from '../core/stint.ts';

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
