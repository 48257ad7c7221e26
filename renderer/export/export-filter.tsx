// The Export form's filter (issue 70, item 1): every entry, one customer's, or one project's
// (and then, if asked, one of its tasks), of the accounts ticked. Ids are each account's own,
// so a choice names its account ("Studio · Brand Refresh") where there are several, and the
// export then reads that account alone: a person handing a client one project's timesheet
// expects that project's entries only, not the other accounts' beside them. The words under
// the control say so. The projects are the pickers' (the start form's list across accounts,
// its search index shared); a project's tasks are read on its first pick, as Quick entry's are.

import { useEffect, useMemo, useState } from 'preact/hooks';
import type { TaskView } from '../../main/core/snapshot.ts';
import { Combobox } from '../pickers/combobox.tsx';
import { projectOptionId, useProjectOptions } from '../pickers/pickers.tsx';
import type { PickOption } from '../pickers/pick-option.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { filterWords, type FilterChoice } from './export-filter-words.ts';
import { i18n } from '../i18n/words.ts';

type FilterBy = 'none' | FilterChoice['by'];

interface CustomerOption extends PickOption {
  readonly accountKey: string;
  readonly accountName: string;
  readonly customerId: number;
}

interface TaskOption extends PickOption {
  readonly task: TaskView | null;
}

const ALL_TASKS = 'all';

export interface ExportFilterProps {
  /** The accounts ticked: the filter offers theirs alone. */
  readonly accounts: readonly { readonly key: string; readonly name: string }[];
  /** The person has several accounts: a choice names its account. */
  readonly several: boolean;
  readonly value: FilterChoice | null;
  readonly onChange: (choice: FilterChoice | null) => void;
}

export function ExportFilter({ accounts, several, value, onChange }: ExportFilterProps) {
  const s = useSnapshot();
  const [by, setBy] = useState<FilterBy>(value?.by ?? 'none');
  const inUse = s.accounts?.inUse ?? accounts[0]?.key ?? '';
  const ticked = new Set(accounts.map((a) => a.key));
  const nameOf = (key: string) => accounts.find((a) => a.key === key)?.name ?? key;

  const all = useProjectOptions(true);
  // Each account's part, kept whole (its search index is the start form's), for the accounts ticked.
  const projects = useMemo(() => {
    const parts = all.parts.filter((part) => part.length > 0 && ticked.has(part[0]!.accountKey ?? inUse));
    return { options: parts.flat(), parts };
  }, [all.parts, [...ticked].join(','), inUse]);

  const customers = useMemo((): CustomerOption[] => {
    const out = new Map<string, CustomerOption>();
    const add = (accountKey: string, customerId: number | null | undefined, name: string | null) => {
      if (!ticked.has(accountKey) || typeof customerId !== 'number' || name === null) return;
      const accountName = nameOf(accountKey);
      out.set(`c${accountKey}:${customerId}`, { id: `c${accountKey}:${customerId}`, label: name, detail: null, ...(several ? { prefix: accountName } : {}), accountKey, accountName, customerId });
    };
    for (const p of s.projects) add(inUse, p.customerId, p.customerName);
    for (const o of s.accounts?.otherProjects ?? []) add(o.accountKey, o.project.customerId, o.project.customerName);
    return [...out.values()].sort((a, b) => (a.prefix ?? '').localeCompare(b.prefix ?? '') || a.label.localeCompare(b.label));
  }, [s.projects, s.accounts?.otherProjects, [...ticked].join(','), inUse, several]);

  const project = value?.by === 'project' ? value : null;
  const tasksOf = (key: string, projectId: number): readonly TaskView[] | undefined => (key === inUse ? s.tasks[projectId] : s.accounts?.otherTasks[key]?.[projectId]);
  const tasks = project ? tasksOf(project.accountKey, project.id) : undefined;
  const bridge = useBridge();
  const [tasksError, setTasksError] = useState<string | null>(null);
  // A project's tasks are read once, on its first pick (as the pickers read them).
  useEffect(() => {
    setTasksError(null);
    if (project === null || tasks !== undefined) return;
    const read = project.accountKey === inUse ? bridge.pickProject({ projectId: project.id }) : bridge.pickProjectInAccount({ accountKey: project.accountKey, projectId: project.id });
    void outcome(read).then((r) => {
      if (!r.ok) setTasksError(r.message);
    });
  }, [project?.accountKey, project?.id]);
  const taskOptions = useMemo(
    (): TaskOption[] => [{ id: ALL_TASKS, label: i18n._({ id: 'export.allTasks', message: 'All tasks' }), detail: null, task: null }, ...[...(tasks ?? [])].sort((a, b) => a.name.localeCompare(b.name)).map((t) => ({ id: `t${t.id}`, label: t.name, detail: null, task: t }))],
    [tasks],
  );

  const onBy = (next: FilterBy) => {
    setBy(next);
    if (value !== null) onChange(null);
  };
  const leftOut = value === null ? [] : accounts.filter((a) => a.key !== value.accountKey).map((a) => a.name);
  return (
    <div class="export-filter">
      <div class="field">
        <label for="export-filter-by">{i18n._({ id: 'export.filter', message: 'Filter' })}</label>
        <select id="export-filter-by" value={by} onChange={(e) => onBy(e.currentTarget.value as FilterBy)} aria-describedby={value ? 'export-filter-said' : undefined}>
          <option value="none">{i18n._({ id: 'export.noneEveryEntry', message: 'None: every entry' })}</option>
          <option value="customer">{i18n._({ id: 'export.oneCustomer', message: 'One customer' })}</option>
          <option value="project">{i18n._({ id: 'export.oneProjectOrOne', message: 'One project (or one of its tasks)' })}</option>
        </select>
      </div>
      {by === 'customer' && (
        <Combobox
          label={i18n._({ id: 'export.customer', message: 'Customer' })}
          options={customers}
          recentIds={[]}
          value={value?.by === 'customer' ? `c${value.accountKey}:${value.id}` : null}
          onSelect={(o) => onChange({ by: 'customer', accountKey: o.accountKey, accountName: o.accountName, id: o.customerId, name: o.label })}
          emptyText={i18n._({ id: 'export.noCustomersInThe', message: 'No customers in the accounts ticked.' })}
        />
      )}
      {by === 'project' && (
        <Combobox
          label={i18n._({ id: 'export.project', message: 'Project' })}
          options={projects.options}
          parts={projects.parts}
          prefix={several ? (s.accounts?.inUseName ?? null) : null}
          recentIds={all.recentIds}
          value={project === null ? null : projectOptionId(project.accountKey === inUse ? null : project.accountKey, project.id)}
          onSelect={(o) => {
            const accountKey = o.accountKey ?? inUse;
            onChange({ by: 'project', accountKey, accountName: nameOf(accountKey), id: o.project.id, name: o.project.name, task: null });
          }}
          emptyText={i18n._({ id: 'export.noActiveProjectsIn', message: 'No active projects in the accounts ticked.' })}
        />
      )}
      {project !== null && (
        <Combobox
          label={i18n._({ id: 'export.task', message: 'Task' })}
          options={taskOptions}
          recentIds={[]}
          value={project.task === null ? ALL_TASKS : `t${project.task.id}`}
          onSelect={(o) => onChange({ ...project, task: o.task === null ? null : { id: o.task.id, name: o.task.name } })}
          emptyText={tasks !== undefined ? i18n._({ id: 'picker.noTasks', message: 'This project has no tasks.' }) : (tasksError ?? i18n._({ id: 'picker.loadingTasks', message: 'Loading the tasks…' }))}
        />
      )}
      {value !== null && (
        <p id="export-filter-said" class="hint">
          {filterWords(value, several, leftOut)}
        </p>
      )}
    </div>
  );
}
