// To-do lists: create, retrieve, update (spec "To-do lists"). Writes need a manager;
// project_id is fixed at creation (decisions: sending it on update is a 422).
import type { ApiRequest, ApiResult, Router } from '../context.ts';
import { notFound } from '../errors.ts';
import { Fields } from '../fields.ts';
import type { TodoList } from '../model.ts';
import { requireManager } from '../roles.ts';
import { todoListView } from '../views/todo-list.ts';

function pathList(req: ApiRequest): TodoList {
  const list = req.ctx.store.todoLists.get(String(req.params.id ?? '').toLowerCase());
  if (!list) throw notFound('To-do list');
  return list;
}

function createList(req: ApiRequest): ApiResult {
  requireManager(req.user);
  const { store } = req.ctx;
  const f = Fields.of(req.body);
  const projectId = f.id('project_id', true);
  if (projectId !== undefined && !store.projects.has(projectId)) f.fail('project_id', 'not found');
  const name = f.str('name', { required: true, max: 255 });
  const position = f.int('position', { min: 1 });
  f.done();
  const id = store.nextGuid('todo_list');
  const list: TodoList = {
    id, project_id: projectId!, name: name!, position: position ?? 1, created_by: req.user.id, changed_by: req.user.id,
    created_at: req.now, changed_at: req.now,
  };
  store.todoLists.set(id, list);
  return { status: 201, body: todoListView(store, list) };
}

function getList(req: ApiRequest): ApiResult {
  return { body: todoListView(req.ctx.store, pathList(req)) };
}

function updateList(req: ApiRequest): ApiResult {
  const list = pathList(req);
  requireManager(req.user);
  const f = Fields.of(req.body);
  f.immutable('project_id');
  const name = f.str('name', { nonEmpty: true, max: 255 });
  const position = f.int('position', { min: 1 });
  f.done();
  if (name !== undefined) list.name = name;
  if (position !== undefined) list.position = position;
  list.changed_by = req.user.id;
  list.changed_at = req.now;
  return { body: todoListView(req.ctx.store, list) };
}

export function todoListsRoutes(r: Router): void {
  r.post('/todo-lists', createList);
  r.get('/todo-lists/{id}', getList);
  r.post('/todo-lists/{id}', updateList);
}
