// Request and response types of the service, taken from the OpenAPI document through the
// generated types (scripts/gen-api.ts).
//
// Answers are typed as the client profile (answer-profile.ts) lets them through, not as
// the document describes them: the fields listed as needed there are present and non-null
// (unless the document allows null); every other field may be missing or null; fields
// with open values (OPEN_VALUE_FIELDS) are widened (`status: 'active' | 'archived' |
// (string & {})`). Both sides read the same tables, so the types cannot promise more than
// the check proves. At the end of the file the compiler checks that every answer the
// document describes is one of these (the simulator's answers type-check against them).
//
// Bodies: openapi-typescript marks every field with a `default` as required, but on the
// wire a defaulted field may be left out, so bodies are `Partial` plus the fields the
// specification requires.

import type { NEEDED_FIELDS, OPEN_VALUE_FIELDS } from './answer-profile.ts';
import type { components, operations } from './generated/openapi-types.ts';

type S = components['schemas'];

export type OperationId = keyof operations;

/** Some fields required, all others optional. */
type Body<T, Required extends keyof T = never> = Partial<T> & Pick<T, Required>;

// ----- answers: the profile's view of a record -----
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Needed<N extends keyof typeof NEEDED_FIELDS> = (typeof NEEDED_FIELDS)[N][number];
type Open = typeof OPEN_VALUE_FIELDS;
/** An open-valued field keeps its documented values as hints and takes any other. */
type OpenValue<K, V> = K extends keyof Open
  ? Open[K] extends 'string'
    ? Exclude<V, null> | (string & {})
    : number
  : V;
type Field<T, K extends keyof T, Nested> = K extends keyof Nested ? Nested[K] : OpenValue<K, T[K]>;
/** A record as the profile passes it: needed fields as documented, the others optional and nullable. */
type AnswerRecord<N extends keyof typeof NEEDED_FIELDS & keyof S, Nested = {}> = Simplify<
  { [K in keyof S[N] & Needed<N>]: Field<S[N], K, Nested> } & {
    [K in Exclude<keyof S[N], Needed<N>>]?: Field<S[N], K, Nested> | null;
  }
>;

// ----- records -----
export type Permissions = AnswerRecord<'Permissions'>;
export type Team = AnswerRecord<'Team'>;
export type TimeEntry = AnswerRecord<'TimeEntry', { permissions: Permissions }>;
export type DeprecatedNotice = AnswerRecord<'DeprecatedNotice'>;
export type Project = AnswerRecord<'Project'>;
export type ProjectMember = AnswerRecord<'ProjectMember', { teams: Team[] }>;
export type ProjectTaskAssignment = AnswerRecord<'ProjectTaskAssignment'>;
export type UnassignedUser = AnswerRecord<'UnassignedUser', { teams: Team[] }>;
export type UnassignedTask = AnswerRecord<'UnassignedTask'>;
export type Todo = AnswerRecord<'Todo'>;
export type TodoList = AnswerRecord<'TodoList'>;
export type Customer = AnswerRecord<'Customer'>;
export type Task = AnswerRecord<'Task'>;
export type User = AnswerRecord<'User', { teams: Team[] }>;
export type DetailedReportRow = AnswerRecord<
  'DetailedReportRow',
  { permissions: Permissions; custom_fields: { [key: string]: unknown }[] }
>;
export type AuthToken = AnswerRecord<'AuthToken'>;
/** The error body the contract fixes (the client reads others too: errors.ts). */
export type ServiceErrorBody = S['Error'];

// ----- envelopes -----
/** Opaque: merged over the query for the next page, whatever it holds. */
export interface NextPageQuery {
  readonly [key: string]: unknown;
}
export interface Page<T, Totals> {
  data: T[];
  has_next_page: boolean;
  /** `{}` when the service sent `[]`, null or nothing. */
  next_page_query_params: NextPageQuery;
  /** `{}` when the service sent `[]`, null or nothing. */
  totals: Totals;
}
export type RowTotals = AnswerRecord<'RowTotals'>;
export type ProjectPage = Page<Project, RowTotals>;
export type TodoPage = Page<Todo, RowTotals>;
export type DetailedReportTotals = AnswerRecord<'DetailedReportTotals'>;
export type DetailedReport = Page<DetailedReportRow, DetailedReportTotals>;
export interface DataList<T> {
  data: T[];
}
export interface DataOne<T> {
  data: T;
}

// ----- grouped report -----
export type TimeObject = AnswerRecord<'TimeObject'>;
export type GroupedTotal = AnswerRecord<
  'GroupedTotal',
  { time_total: TimeObject; time_billable: TimeObject; time_non_billable: TimeObject }
>;
export type GroupDetails = AnswerRecord<'GroupDetails'>;
export interface GroupedReportItem {
  details: GroupDetails;
  total: GroupedTotal;
  items: GroupedReportItem[];
}
export interface GroupedReport {
  items: GroupedReportItem[];
  total: GroupedTotal;
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

// ----- operation arguments -----
type Params<K extends OperationId> = operations[K]['parameters'];
/** The path parameters of an operation (`never` when it has none). */
export type PathOf<K extends OperationId> = Params<K> extends { path: infer P extends object } ? P : never;
/** The query of an operation (`never` when it takes none). */
export type QueryOf<K extends OperationId> = NonNullable<Params<K>['query']>;
type FormContent<R> = R extends { content: { 'application/x-www-form-urlencoded': infer B } } ? B : never;
/** The form body of an operation, every field optional (`never` when it takes none). */
export type BodyOf<K extends OperationId> = Partial<FormContent<NonNullable<operations[K]['requestBody']>>>;

// ----- queries -----
export type ProjectListQuery = QueryOf<'listProjects'>;
export type TodoListQuery = QueryOf<'listTodos'>;
export type CustomerListQuery = QueryOf<'listCustomers'>;
export type TaskListQuery = QueryOf<'listTasks'>;
export type UserListQuery = QueryOf<'listUsers'>;
export type DetailedReportQuery = QueryOf<'getDetailedReport'>;
export type GroupedReportQuery = QueryOf<'getGroupedReport'>;

// ----- answers by operation -----
/** What each operation's success answer is, once the profile has checked it. */
export interface Answers {
  generateToken: AuthToken;
  listTimeEntriesDeprecated: DeprecatedNotice;
  createTimeEntry: TimeEntry;
  getTimeEntry: TimeEntry;
  updateTimeEntry: TimeEntry;
  startTimeEntryStopwatch: TimeEntry;
  stopTimeEntryStopwatch: TimeEntry;
  listProjects: ProjectPage;
  createProject: Project;
  getProject: Project;
  updateProject: Project;
  listProjectMembers: DataList<ProjectMember>;
  addProjectMember: DataOne<ProjectMember>;
  listProjectUnassignedUsers: DataList<UnassignedUser>;
  listProjectTasks: DataList<ProjectTaskAssignment>;
  addProjectTask: DataOne<ProjectTaskAssignment>;
  checkProjectTask: DataOne<ProjectTaskAssignment>;
  uncheckProjectTask: DataOne<ProjectTaskAssignment>;
  listProjectUnassignedTasks: DataList<UnassignedTask>;
  listProjectTodoLists: DataList<TodoList>;
  listTodos: TodoPage;
  createTodo: Todo;
  getTodo: Todo;
  updateTodo: Todo;
  createTodoList: TodoList;
  getTodoList: TodoList;
  updateTodoList: TodoList;
  listCustomers: DataList<Customer>;
  createCustomer: Customer;
  getCustomer: Customer;
  updateCustomer: Customer;
  listTasks: DataList<Task>;
  createTask: Task;
  getTask: Task;
  updateTask: Task;
  listUsers: DataList<User>;
  createUser: User;
  getUser: User;
  updateUser: User;
  getDetailedReport: DetailedReport;
  getGroupedReport: GroupedReport;
}

/** The success answer of an operation as the app gets it. */
export type ResponseOf<K extends OperationId> = Answers[K];

// ----- compile-time checks -----
type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON body of an operation's success answer as the document describes it. */
type DocumentedResponseOf<K extends OperationId> = JsonContent<
  operations[K]['responses'][Extract<keyof operations[K]['responses'], 200 | 201>]
>;
type Holds<T extends true> = T;
/** `Answers` names exactly the document's operations. */
export type AnswersCoverEveryOperation = Holds<
  [OperationId] extends [keyof Answers] ? ([keyof Answers] extends [OperationId] ? true : false) : false
>;
/** Every answer the document describes (and the simulator sends) is a valid answer type. */
export type DocumentedAnswersFit = Holds<
  { [K in OperationId]: DocumentedResponseOf<K> extends Answers[K] ? true : false }[OperationId]
>;
