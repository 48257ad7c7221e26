// To-dos: list, create, retrieve, update (spec "To-dos"; decisions "Roles": a regular
// user changes only to-dos assigned to themselves or to nobody, and assigns only those).
import type { ApiRequest, ApiResult, Router } from '../context.ts';
import { notFound } from '../errors.ts';
import { Fields } from '../fields.ts';
import type { Todo } from '../model.ts';
import { envelope } from '../paginate.ts';
import { requireOwnerOrManager } from '../roles.ts';
import type { Store } from '../store.ts';
import { todoView } from '../views/todo.ts';

export interface TodoFilter {
  ids?: string[];
  projectIds?: number[];
  isCompleted?: boolean;
  onlyActiveProjects?: boolean;
  userIds?: number[];
  teamIds?: number[];
  /** Any due_on* filter: to-dos have no due date, so none matches (contract.md 1c). */
  dueFilter: boolean;
}

export function matchesTodo(store: Store, t: Todo, q: TodoFilter): boolean {
  if (q.dueFilter) return false;
  if (q.ids && !q.ids.includes(t.id)) return false;
  if (q.projectIds && !q.projectIds.includes(t.project_id)) return false;
  if (q.isCompleted !== undefined && t.is_completed !== q.isCompleted) return false;
  if (q.onlyActiveProjects && store.projects.get(t.project_id)?.active !== 1) return false;
  if (q.userIds && (t.user_id === null || !q.userIds.includes(t.user_id))) return false;
  if (q.teamIds) {
    const teams = t.user_id === null ? [] : (store.users.get(t.user_id)?.assigned_team_ids ?? []);
    if (!teams.some((id) => q.teamIds!.includes(id))) return false;
  }
  return true;
}

/** Project, then list position (to-dos without a list last), position, creation. */
export function todoOrder(store: Store): (a: Todo, b: Todo) => number {
  const listPos = (t: Todo) => (t.todo_list_id === null ? Infinity : (store.todoLists.get(t.todo_list_id)?.position ?? Infinity));
  return (a, b) => a.project_id - b.project_id || (listPos(a) - listPos(b) || 0) || a.position - b.position
    || a.created_at - b.created_at || a.id.localeCompare(b.id);
}

function listTodos(req: ApiRequest): ApiResult {
  const { store } = req.ctx;
  const f = Fields.of(req.query);
  const filter: TodoFilter = {
    ids: f.guidList('id'),
    projectIds: f.idList('project_id'),
    isCompleted: f.bool('is_completed'),
    onlyActiveProjects: f.bool('only_active_projects'),
    userIds: f.idList('user_id'),
    teamIds: f.idList('team_id'),
    dueFilter: [f.date('due_on'), f.date('due_on_gte'), f.date('due_on_lte')].some((d) => d !== undefined),
  };
  const rows = [...store.todos.values()].filter((t) => matchesTodo(store, t, filter)).sort(todoOrder(store));
  const page = envelope(rows, f);
  return { body: { ...page, data: page.data.map((t) => todoView(store, t)) } };
}

/** The to-do body fields that were sent, validated against the to-do's project; one 422 for all. */
function readTodoBody(req: ApiRequest, projectId: number | undefined, onCreate: boolean): Partial<Todo> {
  const { store } = req.ctx;
  const f = Fields.of(req.body);
  const patch: Partial<Todo> = {};
  if (onCreate) {
    const id = f.id('project_id', true);
    if (id !== undefined && !store.projects.has(id)) f.fail('project_id', 'not found');
    else if (id !== undefined) patch.project_id = projectId = id;
  } else {
    f.immutable('project_id');
  }
  const name = f.str('name', { required: onCreate, nonEmpty: true, max: 255 });
  if (name !== undefined) patch.name = name;
  const description = f.nullableStr('description');
  if (description !== undefined) patch.description = description ?? '';
  const completed = f.bool('is_completed');
  if (completed !== undefined) patch.is_completed = completed;
  const position = f.int('position', { min: 1 });
  if (position !== undefined) patch.position = position;
  if (req.body.todo_list_id === '') patch.todo_list_id = null;
  else {
    const listId = f.str('todo_list_id', { max: 64 });
    if (listId !== undefined) {
      const list = store.todoLists.get(listId.toLowerCase());
      if (!list) f.fail('todo_list_id', 'not found');
      else if (projectId !== undefined && list.project_id !== projectId) f.fail('todo_list_id', 'belongs to another project');
      else patch.todo_list_id = list.id;
    }
  }
  const estimate = f.time('time_estimate');
  if (estimate !== undefined) patch.time_estimate = estimate;
  const userId = f.nullableId('user_id');
  if (userId !== undefined) {
    if (userId !== null && !store.users.has(userId)) f.fail('user_id', 'not found');
    else patch.user_id = userId;
  }
  f.done();
  return patch;
}

function createTodo(req: ApiRequest): ApiResult {
  const { store } = req.ctx;
  const patch = readTodoBody(req, undefined, true);
  requireOwnerOrManager(req.user, patch.user_id ?? null);
  const id = store.nextGuid('todo');
  const todo: Todo = {
    id, project_id: patch.project_id!, todo_list_id: null, name: '', description: '', is_completed: false, position: 1,
    time_estimate: 0, user_id: null, created_by: req.user.id, changed_by: req.user.id, created_at: req.now,
    changed_at: req.now, ...patch,
  };
  store.todos.set(id, todo);
  return { status: 201, body: todoView(store, todo) };
}

function pathTodo(req: ApiRequest): Todo {
  const todo = req.ctx.store.todos.get(String(req.params.id ?? '').toLowerCase());
  if (!todo) throw notFound('To-do');
  return todo;
}

function getTodo(req: ApiRequest): ApiResult {
  return { body: todoView(req.ctx.store, pathTodo(req)) };
}

function updateTodo(req: ApiRequest): ApiResult {
  const todo = pathTodo(req);
  requireOwnerOrManager(req.user, todo.user_id);
  const patch = readTodoBody(req, todo.project_id, false);
  if (patch.user_id !== undefined) requireOwnerOrManager(req.user, patch.user_id);
  Object.assign(todo, patch, { changed_by: req.user.id, changed_at: req.now });
  return { body: todoView(req.ctx.store, todo) };
}

export function todosRoutes(r: Router): void {
  r.get('/todos', listTodos);
  r.post('/todos', createTodo);
  r.get('/todos/{id}', getTodo);
  r.post('/todos/{id}', updateTodo);
}
