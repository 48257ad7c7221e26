// Tasks (spec "Tasks"): everyone reads, managers and above write. Tasks have no
// archived state (contract.md 1c), so `active=1` lists all of them and `active=0` none.
import { accountZone } from '../account-zone.ts';
import type { ApiRequest, ApiResult, Router } from '../context.ts';
import { Fields } from '../fields.ts';
import type { Task } from '../model.ts';
import { requireManager } from '../roles.ts';
import { taskView } from '../views/task.ts';
import { byPathId } from '../lookup.ts';

export const UNTITLED_TASK = 'Untitled task';

/** The task as the caller's account shows it (its time zone). */
const view = (req: ApiRequest, t: Task) => taskView(t, accountZone(req.ctx.store.account));

/** Integer path ids; anything else names no task (404, service-decisions.md). */
function findTask(req: ApiRequest): Task {
  return byPathId(req.ctx.store.tasks, req.params.id, 'Task');
}

function list(req: ApiRequest): ApiResult {
  const f = Fields.of(req.query);
  const ids = f.idList('id');
  const active = f.flag('active');
  f.done();
  const data = active === 0
    ? []
    : [...req.ctx.store.tasks.values()]
      .filter((t) => ids === undefined || ids.includes(t.id))
      .sort((a, b) => a.id - b.id)
      .map((t) => view(req, t));
  return { body: { data } };
}

/** `name` is optional even on create, but a name that is sent must not be empty. */
function readBody(req: ApiRequest) {
  const f = Fields.of(req.body);
  const name = f.str('name', { nonEmpty: true, max: 255 });
  const description = f.nullableStr('description');
  f.done();
  return { name, description };
}

function create(req: ApiRequest): ApiResult {
  requireManager(req.user);
  const body = readBody(req);
  const { store } = req.ctx;
  const id = store.nextId('task');
  const task: Task = {
    id,
    name: body.name ?? UNTITLED_TASK,
    description: body.description ?? null,
    is_billable_default: true,
    date_created: req.now,
    date_changed: req.now,
  };
  store.tasks.set(id, task);
  return { status: 201, body: view(req, task) };
}

function update(req: ApiRequest): ApiResult {
  const task = findTask(req);
  requireManager(req.user);
  const body = readBody(req);
  if (body.name !== undefined) task.name = body.name;
  if (body.description !== undefined) task.description = body.description;
  task.date_changed = req.now;
  return { body: view(req, task) };
}

export function tasksRoutes(r: Router): void {
  r.get('/tasks', list);
  r.post('/tasks', create);
  r.get('/tasks/{id}', (req) => ({ body: view(req, findTask(req)) }));
  r.post('/tasks/{id}', update);
}
