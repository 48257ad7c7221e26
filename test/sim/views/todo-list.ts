// To-do list JSON (spec "To-do list"). project_status mirrors the project's active flag.
import { accountZone } from '../account-zone.ts';
import { spaceDateTime } from '../format.ts';
import type { TodoList } from '../model.ts';
import type { Store } from '../store.ts';

export function todoListView(store: Store, l: TodoList): Record<string, unknown> {
  const project = store.projects.get(l.project_id);
  return {
    id: l.id,
    changed_at: spaceDateTime(l.changed_at, accountZone(store.account)),
    created_at: spaceDateTime(l.created_at, accountZone(store.account)),
    changed_by: l.changed_by,
    created_by: l.created_by,
    created_by_user_name: store.users.get(l.created_by)?.name ?? '',
    name: l.name,
    position: l.position,
    project_id: l.project_id,
    project_name: project?.name ?? '',
    project_status: project?.active ?? 0,
  };
}
