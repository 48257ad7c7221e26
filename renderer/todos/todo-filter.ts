// The To-dos view's filter: the pickers' fuzzy matcher (fuzzy.ts) over each to-do's name
// and, as its detail, its project and to-do list, so "web" finds the to-dos of Website
// Redesign. What matches keeps the view's order (project, list, position): the filter
// narrows the lists a person already knows, it does not reorder them.

import type { TodoProjectGroupView, TodoView } from '../../main/core/snapshot.ts';
import { rank, searchable, type PickOption } from '../pickers/fuzzy.ts';

interface TodoOption extends PickOption {
  readonly todo: TodoView;
}

/** `projects` with only the to-dos matching `query`; groups and lists left empty go. All of them for a blank query. */
export function filterTodos(projects: readonly TodoProjectGroupView[], query: string): TodoProjectGroupView[] {
  if (query.trim() === '') return [...projects];
  const options: TodoOption[] = projects.flatMap((p) =>
    p.lists.flatMap((l) => l.todos.map((todo) => ({ id: todo.id, label: todo.name, detail: l.listName === null ? p.projectName : `${p.projectName} ${l.listName}`, todo }))),
  );
  const matched = new Set(rank(searchable(options, []), query, options.length).map((r) => r.option.id));
  return projects
    .map((p) => ({ ...p, lists: p.lists.map((l) => ({ ...l, todos: l.todos.filter((t) => matched.has(t.id)) })).filter((l) => l.todos.length > 0) }))
    .filter((p) => p.lists.length > 0);
}
