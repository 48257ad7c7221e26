// The snapshot's to-dos made by hand, for the pure views that read them (the tray's "To-dos"
// submenu, what its clicks mean): a to-do names only what a test changes; the view groups
// the given to-dos by project and list in the order given, as read at `readAt`.
import type { TodosView, TodoView } from '../../main/core/snapshot.ts';

export function todoView(id: string, over: Partial<TodoView> = {}): TodoView {
  return {
    id,
    name: `To-do ${id}`,
    estimateSeconds: 3600,
    projectId: 1,
    projectName: 'Website redesign',
    listName: 'Launch checklist',
    requiredTask: false,
    actions: { allowed: true },
    pending: false,
    ...over,
  };
}

export function todosView(todos: readonly TodoView[], over: Partial<TodosView> = {}, readAt: number | null = 0): TodosView {
  const projects: { projectId: number; projectName: string; lists: { listId: string | null; listName: string | null; todos: TodoView[] }[] }[] = [];
  for (const t of todos) {
    let p = projects.find((x) => x.projectId === t.projectId);
    if (!p) projects.push((p = { projectId: t.projectId, projectName: t.projectName, lists: [] }));
    let l = p.lists.find((x) => x.listName === t.listName);
    if (!l) p.lists.push((l = { listId: t.listName, listName: t.listName, todos: [] }));
    l.todos.push(t);
  }
  return { state: readAt === null ? 'unread' : 'ready', readAt, tight: false, message: null, projects, count: todos.length, done: [], ...over };
}
