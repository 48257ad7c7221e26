// Request and response types of the service, taken from the OpenAPI document through the
// generated types (scripts/gen-api.ts). Nothing here is written by hand except which fields
// a body must have: openapi-typescript marks every field with a `default` as required, but
// on the wire a defaulted field may be left out, so bodies are `Partial` plus the fields the
// specification requires.

import type { components, operations } from './generated/openapi-types.ts';

type S = components['schemas'];

export type OperationId = keyof operations;

/** Some fields required, all others optional. */
type Body<T, Required extends keyof T = never> = Partial<T> & Pick<T, Required>;

// ----- records -----
export type TimeEntry = S['TimeEntry'];
export type DeprecatedNotice = S['DeprecatedNotice'];
export type Project = S['Project'];
export type ProjectMember = S['ProjectMember'];
export type ProjectTaskAssignment = S['ProjectTaskAssignment'];
export type UnassignedUser = S['UnassignedUser'];
export type UnassignedTask = S['UnassignedTask'];
export type Todo = S['Todo'];
export type TodoList = S['TodoList'];
export type Customer = S['Customer'];
export type Task = S['Task'];
export type User = S['User'];
export type DetailedReportRow = S['DetailedReportRow'];
export type DetailedReport = S['DetailedReport'];
export type GroupedReport = S['GroupedReport'];
export type ServiceErrorBody = S['Error'];
export type AuthToken = S['AuthToken'];

// ----- envelopes -----
export type ProjectPage = S['ProjectPage'];
export type TodoPage = S['TodoPage'];
export interface DataList<T> {
  data: T[];
}
export interface DataOne<T> {
  data: T;
}

// ----- ids (as the specification types them) -----
export type EntityId = number;
/** To-do and to-do list ids are strings (GUIDs). */
export type GuidId = string;

// ----- bodies -----
export type AuthRequest = S['AuthRequest'];
export type TimeEntryCreate = Body<S['TimeEntryCreate'], 'project_id'>;
export type TimeEntryUpdate = Body<S['TimeEntryUpdate']>;
export type ProjectCreate = Body<S['ProjectCreate'], 'name'>;
export type ProjectUpdate = Body<S['ProjectUpdate']>;
export type ProjectMemberAdd = Body<S['ProjectMemberAdd']>;
export type ProjectTaskAdd = Body<S['ProjectTaskAdd']>;
export type TodoCreate = Body<S['TodoCreate'], 'project_id' | 'name'>;
export type TodoUpdate = Body<S['TodoUpdate']>;
export type TodoListCreate = Body<S['TodoListCreate'], 'project_id' | 'name'>;
export type TodoListUpdate = Body<S['TodoListUpdate']>;
export type CustomerCreate = Body<S['CustomerCreate'], 'name'>;
export type CustomerUpdate = Body<S['CustomerUpdate']>;
export type TaskCreate = Body<S['TaskInput']>;
export type TaskUpdate = Body<S['TaskInput']>;
export type UserCreate = Body<S['UserCreate'], 'email' | 'name'>;
export type UserUpdate = Body<S['UserUpdate']>;

// ----- queries -----
type QueryOf<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;
export type ProjectListQuery = QueryOf<'listProjects'>;
export type TodoListQuery = QueryOf<'listTodos'>;
export type CustomerListQuery = QueryOf<'listCustomers'>;
export type TaskListQuery = QueryOf<'listTasks'>;
export type UserListQuery = QueryOf<'listUsers'>;
export type DetailedReportQuery = QueryOf<'getDetailedReport'>;
export type GroupedReportQuery = QueryOf<'getGroupedReport'>;

// ----- answers by operation -----
type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON body of an operation's success answer (200 or 201). */
export type ResponseOf<K extends OperationId> = JsonContent<
  operations[K]['responses'][Extract<keyof operations[K]['responses'], 200 | 201>]
>;
