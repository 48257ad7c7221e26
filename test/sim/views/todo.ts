// To-do JSON (spec "To-do"; decisions: assignee and list fields null when absent).
import { accountZone } from '../account-zone.ts';
import { duration, spaceDateTime } from '../format.ts';
import type { Todo } from '../model.ts';
import type { Store } from '../store.ts';

export function todoView(store: Store, t: Todo): Record<string, unknown> {
  const project = store.projects.get(t.project_id);
  const list = t.todo_list_id === null ? undefined : store.todoLists.get(t.todo_list_id);
  const assignee = t.user_id === null ? undefined : store.users.get(t.user_id);
  return {
    id: t.id,
    changed_by: t.changed_by,
    created_by: t.created_by,
    created_by_user_name: store.users.get(t.created_by)?.name ?? '',
    changed_at: spaceDateTime(t.changed_at, accountZone(store.account)),
    created_at: spaceDateTime(t.created_at, accountZone(store.account)),
    description: t.description,
    is_completed: t.is_completed,
    name: t.name,
    position: t.position,
    project_id: t.project_id,
    project_name: project?.name ?? '',
    project_status: project?.active ?? 0,
    todo_list_id: list?.id ?? null,
    todo_list_name: list?.name ?? null,
    todo_list_position: list?.position ?? null,
    time_estimate: duration(t.time_estimate),
    user_id: assignee?.id ?? null,
    user_name: assignee?.name ?? null,
  };
}
