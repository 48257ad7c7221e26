// Project task assignment JSON (spec "Project task assignment"; decisions "Task
// assignment") and the shape of a task that is not assigned to a project.
import { accountZone } from '../account-zone.ts';
import { spaceDateTime, type Zone } from '../format.ts';
import type { Assignment, Task } from '../model.ts';
import type { Store } from '../store.ts';

export function assignmentView(store: Store, a: Assignment): Record<string, unknown> {
  const task = store.tasks.get(a.task_id);
  return {
    id: a.id,
    project_id: a.project_id,
    task_id: a.task_id,
    task_name: task?.name ?? '',
    task_description: task?.description ?? null,
    is_billable_default: task?.is_billable_default ? 1 : 0,
    date_created: spaceDateTime(a.date_created, accountZone(store.account)),
    checked: a.checked,
    is_billable: a.is_billable,
    billable: a.is_billable ? 1 : 0,
  };
}

/** `offsetMinutes`: the account's zone (model.ts Account). */
export function unassignedTaskView(t: Task, offsetMinutes: Zone): Record<string, unknown> {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    is_billable_default: t.is_billable_default,
    date_created: spaceDateTime(t.date_created, offsetMinutes),
    date_changed: spaceDateTime(t.date_changed, offsetMinutes),
  };
}
