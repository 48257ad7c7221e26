// The project and task pickers side by side, fed from the snapshot: active projects only,
// recently used first, the chosen project's tasks (read on first pick through
// `pickProject`), "No task" only where the project allows it.

import type { Ref } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { outcome } from '../state/bridge.ts';
import type { OtherAccountProject, ProjectView, Snapshot, TaskView } from '../../main/core/snapshot.ts';
import type { PickOption } from './fuzzy.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { Combobox } from './combobox.tsx';

export interface ProjectOption extends PickOption {
  readonly project: ProjectView;
  /** Another account's project (the start form's pickers across accounts); null: the account in use's. */
  readonly accountKey: string | null;
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
const othersKey = (ps: readonly OtherAccountProject[]) => `${ps.length}\n${ps.map((o) => `${o.accountKey}\t${o.accountName}`).join('\n')}\n${projectsKey(ps.map((o) => o.project))}`;
const NO_OTHERS: readonly OtherAccountProject[] = [];

/** A picker's key for a project: `p12` in the account in use, `x<account>p12` in another. */
export function projectOptionId(accountKey: string | null, projectId: number): string {
  return accountKey === null ? `p${projectId}` : `x${accountKey}p${projectId}`;
}

function optionOf(p: ProjectView, accountKey: string | null, accountName: string | null): ProjectOption {
  return {
    id: projectOptionId(accountKey, p.id),
    // Marked with its account where the person has several: "Acme · Website Redesign".
    label: accountName === null ? p.name : `${accountName} · ${p.name}`,
    detail: p.customerName,
    project: p,
    accountKey,
    // The project's default for its entries, as the service reports it.
    ...(p.billable === true ? { mark: 'billable' } : {}),
  };
}

/** `acrossAccounts`: the other accounts' projects too (a start, which may go to any account). */
export function useProjectOptions(acrossAccounts = false): { options: ProjectOption[]; recentIds: readonly string[] } {
  const s = useSnapshot();
  const projects = useSameContent(s.projects, projectsKey);
  const panel = acrossAccounts ? (s.accounts ?? null) : null;
  const inUseName = panel?.inUseName ?? null;
  const others = useSameContent(panel?.otherProjects ?? NO_OTHERS, othersKey);
  const options = useMemo(
    () =>
      [
        ...projects.filter((p) => p.active).map((p) => optionOf(p, null, inUseName)),
        ...others.filter((o) => o.project.active).map((o) => optionOf(o.project, o.accountKey, o.accountName)),
      ].sort((a, b) => a.label.localeCompare(b.label)),
    [projects, others, inUseName],
  );
  const recentIds = useSameContent(
    useMemo(() => recentProjectIds(s), [s.todayEntries, s.recent]),
    idsKey,
  );
  return { options, recentIds };
}

/** `accountKey`: another account's project (null: the account in use's). */
export function projectById(s: Snapshot, projectId: number | null, accountKey: string | null = null): ProjectView | null {
  if (projectId === null) return null;
  if (accountKey !== null) return s.accounts?.otherProjects.find((o) => o.accountKey === accountKey && o.project.id === projectId)?.project ?? null;
  return s.projects.find((p) => p.id === projectId) ?? null;
}

export interface PickersProps {
  readonly projectId: number | null;
  readonly taskId: number | null;
  /** The account of `projectId` when it is another's (null or absent: the account in use's). */
  readonly accountKey?: string | null;
  /** Offer the other accounts' projects too (the start form: a start may go to any account). */
  readonly acrossAccounts?: boolean;
  /** `how`: picked with Enter (the form moves on to the next field) or with the pointer; `accountKey` as the prop. */
  readonly onProject: (project: ProjectView, how: 'keyboard' | 'pointer', accountKey: string | null) => void;
  readonly onTask: (taskId: number | null, how: 'keyboard' | 'pointer') => void;
  readonly errors: Readonly<Record<string, string>>;
  readonly projectRef?: Ref<HTMLInputElement>;
  readonly taskRef?: Ref<HTMLInputElement>;
}

export function Pickers(p: PickersProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const { options, recentIds } = useProjectOptions(p.acrossAccounts === true);
  const accountKey = p.accountKey ?? null;
  const project = projectById(s, p.projectId, accountKey);
  const tasksOf = (projectId: number) => (accountKey === null ? s.tasks[projectId] : s.accounts?.otherTasks[accountKey]?.[projectId]);
  const tasks = useSameContent<readonly TaskView[] | undefined>(p.projectId === null ? [] : tasksOf(p.projectId), tasksKey);

  const [tasksError, setTasksError] = useState<string | null>(null);

  // The tasks of a project are read once, when it is first picked here or shown as the
  // running entry's.
  useEffect(() => {
    setTasksError(null);
    const projectId = p.projectId;
    if (projectId === null || tasksOf(projectId) !== undefined) return;
    void outcome(accountKey === null ? bridge.pickProject({ projectId }) : bridge.pickProjectInAccount({ accountKey, projectId })).then((r) => {
      if (!r.ok) setTasksError(r.message);
    });
  }, [p.projectId, accountKey]);

  const taskOptions = useMemo((): TaskOption[] => {
    const list: TaskOption[] = (tasks ?? []).map((t) => ({ id: `t${t.id}`, label: t.name, detail: null, taskId: t.id, ...(t.billable === true ? { mark: 'billable' } : {}) }));
    list.sort((a, b) => a.label.localeCompare(b.label));
    return project === null || project.requiredTask ? list : [{ id: NO_TASK_ID, label: 'No task', detail: null, taskId: null }, ...list];
  }, [tasks, project?.requiredTask]);
  const recentTaskIds = useSameContent(
    useMemo(
      () => (accountKey !== null ? [] : [...s.todayEntries, ...s.recent].filter((e) => e.projectId === p.projectId && e.taskId !== null).map((e) => `t${e.taskId}`)),
      [s.todayEntries, s.recent, p.projectId, accountKey],
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
        value={p.projectId === null ? null : projectOptionId(accountKey, p.projectId)}
        onSelect={(o, how) => p.onProject(o.project, how, o.accountKey)}
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
