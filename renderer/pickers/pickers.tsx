// The project and task pickers side by side, fed from the snapshot: active projects only,
// recently used first, the chosen project's tasks (read on first pick through
// `pickProject`), "No task" only where the project allows it: first in the list, and shown
// as the empty field's placeholder, so that a task typed after a project searches the
// tasks instead of adding to the words "No task".

import type { Ref } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { outcome } from '../state/bridge.ts';
import type { OtherAccountProject, ProjectView, Snapshot, TaskView } from '../../main/core/snapshot.ts';
import { projectOptionId, projectOptionList, projectOptions, type ProjectOption, type ProjectOptionList } from './project-options.ts';
import type { PickOption } from './fuzzy.ts';
import { loadSearch } from './search-loader.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { Combobox, type PickedBy } from './combobox.tsx';
import { i18n } from '../i18n/words.ts';

export type { ProjectOption };
export { projectOptionId };

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

const tasksKey = (ts: readonly TaskView[] | undefined) => (ts === undefined ? '-' : ts.map((t) => `${t.id}\t${t.name}\t${t.billable === true}`).join('\n'));
const idsKey = (ids: readonly string[]) => ids.join(',');
const NO_OTHERS: readonly OtherAccountProject[] = [];

/** `acrossAccounts`: the other accounts' projects too (a start, which may go to any account). */
export function useProjectOptions(acrossAccounts = false): ProjectOptionList & { recentIds: readonly string[] } {
  const s = useSnapshot();
  const panel = acrossAccounts ? (s.accounts ?? null) : null;
  const others = panel?.otherProjects ?? NO_OTHERS;
  const inUseName = panel?.inUseName ?? null;
  // The same array for the same content, whichever picker asks (./project-options.ts).
  const list = useMemo(() => projectOptionList(s.projects, others, inUseName), [s.projects, others, inUseName]);
  const recentIds = useSameContent(
    useMemo(() => recentProjectIds(s), [s.todayEntries, s.recent]),
    idsKey,
  );
  return { ...list, recentIds };
}

/**
 * Makes what a Project picker of the account in use's projects alone (Quick entry, an
 * entry's Edit, the away question's booking) needs at its first opening: its options, and
 * their search index (./option-index.ts). With one account the start form's
 * are these already; with several, the start form lists every account's, and Quick entry's
 * first opening made its 10,000 options and their index in the frame it was drawn in.
 */
export function prepareProjectPicker(s: Snapshot): void {
  const options = projectOptions(s.projects, NO_OTHERS, null);
  // Not loaded (the app updated under the window): the picker, when opened, says so.
  loadSearch().then((search) => search.indexAhead(options), () => undefined);
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
  /** `how`: picked with Enter (the form moves on to the next field), with Tab (the browser moves on) or the pointer; `accountKey` as the prop. */
  readonly onProject: (project: ProjectView, how: PickedBy, accountKey: string | null) => void;
  readonly onTask: (taskId: number | null, how: PickedBy) => void;
  readonly errors: Readonly<Record<string, string>>;
  readonly projectRef?: Ref<HTMLInputElement>;
  readonly taskRef?: Ref<HTMLInputElement>;
  /** Keeps what is typed in the Project picker among the drafts, under this key (the start form's). */
  readonly projectQueryDraft?: string;
}

export function Pickers(p: PickersProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const { options, parts, prefix, recentIds } = useProjectOptions(p.acrossAccounts === true);
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
    const list: TaskOption[] = (tasks ?? []).map((t) => ({ id: `t${t.id}`, label: t.name, detail: null, taskId: t.id, ...(t.billable === true ? { mark: 'billable' as const } : {}) }));
    list.sort((a, b) => a.label.localeCompare(b.label));
    return project === null || project.requiredTask ? list : [{ id: NO_TASK_ID, label: i18n._({ id: 'picker.noTask', message: 'No task' }), detail: null, taskId: null }, ...list];
  }, [tasks, project?.requiredTask]);
  const recentTaskIds = useSameContent(
    useMemo(
      () => [
        // "No task" heads the list, before the recently used tasks.
        ...(project !== null && !project.requiredTask ? [NO_TASK_ID] : []),
        ...(accountKey !== null ? [] : [...s.todayEntries, ...s.recent].filter((e) => e.projectId === p.projectId && e.taskId !== null).map((e) => `t${e.taskId}`)),
      ],
      [s.todayEntries, s.recent, p.projectId, accountKey, project?.requiredTask],
    ),
    idsKey,
  );

  const taskEmpty =
    project === null
      ? i18n._({ id: 'picker.chooseProjectFirst', message: 'Choose a project first.' })
      : tasks !== undefined
        ? i18n._({ id: 'picker.noTasks', message: 'This project has no tasks.' })
        : (tasksError ?? i18n._({ id: 'picker.loadingTasks', message: 'Loading the tasks…' }));
  return (
    // Across accounts the project's name carries its account ("demo · Website Redesign"): the
    // Project field takes the whole row, where half of it cut the name ("demo · Website Rec").
    <div class={prefix !== null ? 'pickers across' : 'pickers'}>
      <Combobox
        label={i18n._({ id: 'picker.project', message: 'Project' })}
        options={options}
        parts={parts}
        prefix={prefix}
        recentIds={recentIds}
        value={p.projectId === null ? null : projectOptionId(accountKey, p.projectId)}
        onSelect={(o, how) => p.onProject(o.project, how, o.accountKey)}
        error={p.errors.project}
        emptyText={i18n._({ id: 'picker.noProjects', message: 'No active projects.' })}
        required
        inputRef={p.projectRef}
        queryDraft={p.projectQueryDraft}
      />
      <Combobox
        label={i18n._({ id: 'picker.task', message: 'Task' })}
        options={taskOptions}
        recentIds={recentTaskIds}
        // No task: the field empty, its placeholder saying so (typing then searches the tasks).
        value={p.taskId === null ? null : `t${p.taskId}`}
        placeholder={project !== null && !project.requiredTask ? i18n._({ id: 'picker.noTask', message: 'No task' }) : undefined}
        onSelect={(o, how) => p.onTask(o.taskId, how)}
        error={p.errors.task}
        // Said while there is a task to pick; once one is picked it is no longer news.
        hint={project?.requiredTask && p.taskId === null ? i18n._({ id: 'picker.taskRequired', message: 'Required for this project.' }) : undefined}
        emptyText={taskEmpty}
        required={project?.requiredTask === true}
        inputRef={p.taskRef}
      />
    </div>
  );
}
