// Projects: list, create, retrieve, update (spec "Projects"; decisions "Project"), plus
// the member and task-assignment operations registered from their own files.
import type { ApiRequest, ApiResult, Router, Source } from '../context.ts';
import { Fields } from '../fields.ts';
import type { Member, Project } from '../model.ts';
import { envelope } from '../paginate.ts';
import { requireManager } from '../roles.ts';
import type { Store } from '../store.ts';
import { projectStatsOf, projectView } from '../views/project.ts';
import { todoListView } from '../views/todo-list.ts';
import { projectMembersRoutes } from './project-members.ts';
import { projectTasksRoutes } from './project-tasks.ts';
import { pathProject } from '../lookup.ts';

/**
 * The writable fields of the project body that were sent, validated (create and update);
 * throws one 422 naming every bad field. An empty budget or rate_start_at_new clears it.
 */
export function readProjectBody(source: Source, store: Store, onCreate: boolean): Partial<Project> {
  const f = Fields.of(source);
  const cleared = (name: string) => source[name] === '';
  const patch: Partial<Project> = {};
  const name = f.str('name', { required: onCreate, nonEmpty: true, max: 255 });
  if (name !== undefined) patch.name = name;
  const description = f.nullableStr('description');
  if (description !== undefined) patch.description = description ?? '';
  const active = f.flag('active');
  if (active !== undefined) patch.active = active;
  // `billable` is the deprecated spelling of is_billable; is_billable wins when both are sent.
  const billable = f.flag('billable');
  const isBillable = f.bool('is_billable');
  if (isBillable !== undefined) patch.is_billable = isBillable;
  else if (billable !== undefined) patch.is_billable = billable === 1;
  const billBy = f.str('bill_by', { max: 255 });
  if (billBy !== undefined) patch.bill_by = billBy === '' ? 'none' : billBy;
  if (cleared('budget')) patch.budget = null;
  else {
    const budget = f.int('budget', { min: 0 });
    if (budget !== undefined) patch.budget = budget;
  }
  const budgetBy = f.oneOf('budget_by', ['billing', 'time'] as const);
  if (budgetBy !== undefined) patch.budget_by = budgetBy;
  const contractor = f.nullableId('contractor_id');
  if (contractor !== undefined) patch.contractor_id = contractor;
  const customerId = f.nullableId('customer_id');
  if (customerId !== undefined) {
    if (customerId !== null && !store.customers.has(customerId)) f.fail('customer_id', 'not found');
    else patch.customer_id = customerId;
  }
  const privacy = f.oneOf('privacy', ['1', '2'] as const);
  if (privacy !== undefined) patch.privacy = privacy === '1' ? 1 : 2;
  const rate = f.int('rate', { min: 0 });
  if (rate !== undefined) patch.rate = rate;
  if (cleared('rate_start_at_new')) patch.rate_start_at = null;
  else {
    const start = f.date('rate_start_at_new');
    if (start !== undefined) patch.rate_start_at = start;
  }
  const requiredTask = f.flag('required_task');
  if (requiredTask !== undefined) patch.required_task = requiredTask;
  const template = f.bool('template');
  if (template !== undefined) patch.template = template;
  f.done();
  return patch;
}

function listProjects(req: ApiRequest): ApiResult {
  const f = Fields.of(req.query);
  const ids = f.idList('id');
  const customerIds = f.idList('customer_id');
  const active = f.flag('active');
  const rows = [...req.ctx.store.projects.values()]
    .filter((p) => (ids === undefined || ids.includes(p.id))
      && (customerIds === undefined || (p.customer_id !== null && customerIds.includes(p.customer_id)))
      && (active === undefined || p.active === active))
    .sort((a, b) => a.id - b.id);
  const page = envelope(rows, f);
  const { store } = req.ctx;
  const stats = projectStatsOf(store, page.data.map((p) => p.id));
  // The caller's memberships at once: one walk of the members for the page, not one per project.
  const mine = new Map<number, Member>();
  for (const m of store.members.values()) if (m.user_id === req.user.id && !mine.has(m.project_id)) mine.set(m.project_id, m);
  return { body: { ...page, data: page.data.map((p) => projectView(store, p, req.user, stats.get(p.id)!, mine.get(p.id))) } };
}

function createProject(req: ApiRequest): ApiResult {
  requireManager(req.user);
  const { store } = req.ctx;
  const patch = readProjectBody(req.body, store, true);
  const id = store.nextId('project');
  const project: Project = {
    id, name: '', description: '', active: 1, bill_by: 'none', budget: null, budget_by: 'time', contractor_id: null,
    customer_id: null, created_by: req.user.id, date_created: req.now, date_changed: req.now, is_billable: false,
    privacy: 2, rate: 0, rate_start_at: null, required_task: 0, template: false, ...patch,
  };
  store.projects.set(id, project);
  // contract.md 1c: the creator becomes a manager member, at the project's rate.
  const memberId = store.nextId('member');
  store.members.set(memberId, {
    id: memberId, project_id: id, user_id: req.user.id, manager: 1, is_billable: true, rate: project.rate,
    rate_start_at: project.rate_start_at, date_created: req.now,
  });
  return { status: 201, body: projectView(store, project, req.user) };
}

function getProject(req: ApiRequest): ApiResult {
  return { body: projectView(req.ctx.store, pathProject(req), req.user) };
}

function updateProject(req: ApiRequest): ApiResult {
  const project = pathProject(req);
  requireManager(req.user);
  const patch = readProjectBody(req.body, req.ctx.store, false);
  Object.assign(project, patch, { date_changed: req.now });
  return { body: projectView(req.ctx.store, project, req.user) };
}

function projectTodoLists(req: ApiRequest): ApiResult {
  const project = pathProject(req);
  const { store } = req.ctx;
  const lists = [...store.todoLists.values()]
    .filter((l) => l.project_id === project.id)
    .sort((a, b) => a.position - b.position || a.created_at - b.created_at || a.id.localeCompare(b.id));
  return { body: { data: lists.map((l) => todoListView(store, l)) } };
}

export function projectsRoutes(r: Router): void {
  r.get('/projects', listProjects);
  r.post('/projects', createProject);
  r.get('/projects/{id}', getProject);
  r.post('/projects/{id}', updateProject);
  r.get('/projects/{id}/todo-lists', projectTodoLists);
  projectMembersRoutes(r);
  projectTasksRoutes(r);
}
