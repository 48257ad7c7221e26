// Every operation of the service (contract.md section 1) by its OpenAPI operationId.
// `satisfies` makes the compiler refuse a document operation without a route here;
// test/api/client/operations.test.ts checks each route against the document.

import type { HttpMethod } from './errors.ts';
import type { OperationId } from './types.ts';

export interface Route {
  method: HttpMethod;
  /** Path template relative to the base URL; `{name}` is a path parameter. */
  path: string;
}

export const ROUTES = {
  generateToken: { method: 'POST', path: '/auth' },
  listTimeEntriesDeprecated: { method: 'GET', path: '/time-entries' },
  createTimeEntry: { method: 'POST', path: '/time-entries' },
  getTimeEntry: { method: 'GET', path: '/time-entries/{id}' },
  updateTimeEntry: { method: 'POST', path: '/time-entries/{id}' },
  startTimeEntryStopwatch: { method: 'POST', path: '/time-entries/{id}/start' },
  stopTimeEntryStopwatch: { method: 'POST', path: '/time-entries/{id}/stop' },
  listProjects: { method: 'GET', path: '/projects' },
  createProject: { method: 'POST', path: '/projects' },
  getProject: { method: 'GET', path: '/projects/{id}' },
  updateProject: { method: 'POST', path: '/projects/{id}' },
  listProjectMembers: { method: 'GET', path: '/projects/{id}/members' },
  addProjectMember: { method: 'POST', path: '/projects/{id}/members/{user_id}' },
  listProjectUnassignedUsers: { method: 'GET', path: '/projects/{id}/unassigned-users' },
  listProjectTasks: { method: 'GET', path: '/projects/{id}/tasks' },
  addProjectTask: { method: 'POST', path: '/projects/{id}/tasks/{task_id}' },
  checkProjectTask: { method: 'POST', path: '/projects/{id}/tasks/{task_id}/check' },
  uncheckProjectTask: { method: 'DELETE', path: '/projects/{id}/tasks/{task_id}/check' },
  listProjectUnassignedTasks: { method: 'GET', path: '/projects/{id}/unassigned-tasks' },
  listProjectTodoLists: { method: 'GET', path: '/projects/{id}/todo-lists' },
  listTodos: { method: 'GET', path: '/todos' },
  createTodo: { method: 'POST', path: '/todos' },
  getTodo: { method: 'GET', path: '/todos/{id}' },
  updateTodo: { method: 'POST', path: '/todos/{id}' },
  createTodoList: { method: 'POST', path: '/todo-lists' },
  getTodoList: { method: 'GET', path: '/todo-lists/{id}' },
  updateTodoList: { method: 'POST', path: '/todo-lists/{id}' },
  listCustomers: { method: 'GET', path: '/customers' },
  createCustomer: { method: 'POST', path: '/customers' },
  getCustomer: { method: 'GET', path: '/customers/{id}' },
  updateCustomer: { method: 'POST', path: '/customers/{id}' },
  listTasks: { method: 'GET', path: '/tasks' },
  createTask: { method: 'POST', path: '/tasks' },
  getTask: { method: 'GET', path: '/tasks/{id}' },
  updateTask: { method: 'POST', path: '/tasks/{id}' },
  listUsers: { method: 'GET', path: '/users' },
  createUser: { method: 'POST', path: '/users' },
  getUser: { method: 'GET', path: '/users/{id}' },
  updateUser: { method: 'POST', path: '/users/{id}' },
  getDetailedReport: { method: 'GET', path: '/reports/detailed' },
  getGroupedReport: { method: 'GET', path: '/reports/grouped' },
} as const satisfies Record<OperationId, Route>;

/** `/projects/{id}/members/{user_id}` with `{id: 3, user_id: 7}` → `/projects/3/members/7`. */
export function fillPath(template: string, params: { readonly [name: string]: string | number } | undefined): string {
  if (!params) return template;
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === '') throw new TypeError(`path parameter "${name}" is missing for ${template}`);
    return encodeURIComponent(String(v));
  });
}
