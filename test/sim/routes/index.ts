// Every resource operation of contract.md section 1 except /auth.
import type { Router } from '../context.ts';
import { customersRoutes } from './customers.ts';
import { projectsRoutes } from './projects.ts';
import { reportsRoutes } from './reports.ts';
import { tasksRoutes } from './tasks.ts';
import { timeEntriesRoutes } from './time-entries.ts';
import { todoListsRoutes } from './todo-lists.ts';
import { todosRoutes } from './todos.ts';
import { usersRoutes } from './users.ts';

export function resourceRoutes(r: Router): void {
  timeEntriesRoutes(r);
  projectsRoutes(r);
  todosRoutes(r);
  todoListsRoutes(r);
  customersRoutes(r);
  tasksRoutes(r);
  usersRoutes(r);
  reportsRoutes(r);
}
