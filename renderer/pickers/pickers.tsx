// The project and task pickers side by side, fed from the snapshot: active projects only,
// recently used first, the chosen project's tasks (read on first pick through
// `pickProject`), "No task" only where the project allows it.

import type { Ref } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { outcome } from '../state/bridge.ts';
import type { ProjectView, Snapshot, TaskView } from '../../main/core/snapshot.ts';
import type { PickOption } from './fuzzy.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { Combobox } from './combobox.tsx';

export interface ProjectOption extends PickOption {
  readonly project: ProjectView;
}
export interface TaskOption extends PickOption {
  /** null: "No task". */
  readonly taskId: number | null;
}

export const NO_TASK_ID = 'none';

/** Project ids in the order they were last used (today's entries and the recent ones). */
function recentProjectIds(s: Snapshot): string[] {
  return [...s.todayEntries, ...s.recent].map((e) => `p${e.projectId}`);
}

/**
 * `value` as it was while its content (`keyOf`) stays the same. Every snapshot arrives as
 * a new object (it crossed IPC), so without this each one would rebuild the pickers'
 * search index, which for thousands of projects is a visible pause.
 */
function useSameContent<T>(value: T, keyOf: (v: T) => string): T {
  const kept = useRef<{ key: string; value: T } | null>(null);
  const key = useMemo(() => keyOf(value), [value]);
  if (kept.current === null || kept.current.key !== key) kept.current = { key, value };
  return kept.current.value;
}

const projectsKey = (ps: readonly ProjectView[]) => ps.map((p) => `${p.id}\t${p.name}\t${p.customerName}\t${p.active}\t${p.requiredTask}\t${p.billable === true}`).join('\n');
const tasksKey = (ts: readonly TaskView[] | undefined) => (ts === undefined ? '-' : ts.map((t) => `${t.id}\t${t.name}\t${t.billable === true}`).join('\n'));
const idsKey = (ids: readonly string[]) => ids.join(',');

export function useProjectOptions(): { options: ProjectOption[]; recentIds: readonly string[] } {
  const s = useSnapshot();
  const projects = useSameContent(s.projects, projectsKey);
  const options = useMemo(
    () =>
      projects
        .filter((p) => p.active)
        // The project's default for its entries, as the service reports it.
        .map((p) => ({ id: `p${p.id}`, label: p.name, detail: p.customerName, project: p, ...(p.billable === true ? { mark: 'billable' } : {}) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [projects],
  );
  const recentIds = useSameContent(
    useMemo(() => recentProjectIds(s), [s.todayEntries, s.recent]),
    idsKey,
  );
  return { options, recentIds };
}

export function projectById(s: Snapshot, projectId: number | null): ProjectView | null {
  return projectId === null ? null : (s.projects.find((p) => p.id === projectId) ?? null);
}

export interface PickersProps {
  readonly projectId: number | null;
  readonly taskId: number | null;
  /** `how`: picked with Enter (the form moves on to the next field) or with the pointer. */
  readonly onProject: (project: ProjectView, how: 'keyboard' | 'pointer') => void;
  readonly onTask: (taskId: number | null, how: 'keyboard' | 'pointer') => void;
  readonly errors: Readonly<Record<string, string>>;
  readonly projectRef?: Ref<HTMLInputElement>;
  readonly taskRef?: Ref<HTMLInputElement>;
}

export function Pickers(p: PickersProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const { options, recentIds } = useProjectOptions();
  const project = projectById(s, p.projectId);
  const tasks = useSameContent<readonly TaskView[] | undefined>(p.projectId === null ? [] : s.tasks[p.projectId], tasksKey);

  const [tasksError, setTasksError] = useState<string | null>(null);

  // The tasks of a project are read once, when it is first picked here or shown as the
  // running entry's.
  useEffect(() => {
    setTasksError(null);
    const projectId = p.projectId;
    if (projectId === null || s.tasks[projectId] !== undefined) return;
    void outcome(bridge.pickProject({ projectId })).then((r) => {
      if (!r.ok) setTasksError(r.message);
    });
  }, [p.projectId]);

  const taskOptions = useMemo((): TaskOption[] => {
    const list: TaskOption[] = (tasks ?? []).map((t) => ({ id: `t${t.id}`, label: t.name, detail: null, taskId: t.id, ...(t.billable === true ? { mark: 'billable' } : {}) }));
    list.sort((a, b) => a.label.localeCompare(b.label));
    return project === null || project.requiredTask ? list : [{ id: NO_TASK_ID, label: 'No task', detail: null, taskId: null }, ...list];
  }, [tasks, project?.requiredTask]);
  const recentTaskIds = useSameContent(
    useMemo(
      () => [...s.todayEntries, ...s.recent].filter((e) => e.projectId === p.projectId && e.taskId !== null).map((e) => `t${e.taskId}`),
      [s.todayEntries, s.recent, p.projectId],
    ),
    idsKey,
  );

  const taskEmpty =
    project === null
      ? 'Choose a project first.'
      : tasks !== undefined
        ? 'This project has no tasks.'
        : (tasksError ?? 'Loading the tasks…');
  return (
    <div class="pickers">
      <Combobox
        label="Project"
        options={options}
        recentIds={recentIds}
        value={p.projectId === null ? null : `p${p.projectId}`}
        onSelect={(o, how) => p.onProject(o.project, how)}
        error={p.errors.project}
        emptyText="No active projects."
        required
        inputRef={p.projectRef}
      />
      <Combobox
        label="Task"
        options={taskOptions}
        recentIds={recentTaskIds}
        value={p.taskId === null ? (project !== null && !project.requiredTask ? NO_TASK_ID : null) : `t${p.taskId}`}
        onSelect={(o, how) => p.onTask(o.taskId, how)}
        error={p.errors.task}
        // Said while there is a task to pick; once one is picked it is no longer news.
        hint={project?.requiredTask && p.taskId === null ? 'Required for this project.' : undefined}
        emptyText={taskEmpty}
        required={project?.requiredTask === true}
        inputRef={p.taskRef}
      />
    </div>
  );
}
