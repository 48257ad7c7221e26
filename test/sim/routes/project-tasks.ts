// Task assignments of a project: list, add, check/uncheck, and the tasks not assigned
// (spec "Projects"; contract.md 1c: adding answers 201 when new, 200 when already there).
import { accountZone } from '../account-zone.ts';
import type { ApiRequest, ApiResult, Router } from '../context.ts';
import { notFound } from '../errors.ts';
import { Fields } from '../fields.ts';
import type { Assignment, Task } from '../model.ts';
import { requireManager } from '../roles.ts';
import { assignmentView, unassignedTaskView } from '../views/assignment.ts';
import { pathInt, pathProject } from '../lookup.ts';

function pathTask(req: ApiRequest): Task {
  const id = pathInt(req.params.task_id);
  const task = id === null ? undefined : req.ctx.store.tasks.get(id);
  if (!task) throw notFound('Task');
  return task;
}

function listAssignments(req: ApiRequest): ApiResult {
  const project = pathProject(req);
  const { store } = req.ctx;
  const rows = [...store.assignments.values()].filter((a) => a.project_id === project.id).sort((a, b) => a.id - b.id);
  return { body: { data: rows.map((a) => assignmentView(store, a)) } };
}

function addTask(req: ApiRequest): ApiResult {
  const project = pathProject(req);
  const task = pathTask(req);
  requireManager(req.user);
  const f = Fields.of(req.body);
  const isBillable = f.bool('is_billable');
  f.done();
  const { store } = req.ctx;
  const existing = store.assignmentOf(project.id, task.id);
  if (existing) {
    if (isBillable !== undefined) existing.is_billable = isBillable;
    return { status: 200, body: { data: assignmentView(store, existing) } };
  }
  const id = store.nextId('assignment');
  const assignment: Assignment = {
    id, project_id: project.id, task_id: task.id, is_billable: isBillable ?? true, checked: 0, date_created: req.now,
  };
  store.assignments.set(id, assignment);
  return { status: 201, body: { data: assignmentView(store, assignment) } };
}

/** The assignment named by the path; a task that exists but is not assigned is a 404 too. */
function pathAssignment(req: ApiRequest): Assignment {
  const project = pathProject(req);
  const task = pathTask(req);
  const assignment = req.ctx.store.assignmentOf(project.id, task.id);
  if (!assignment) throw notFound(`Task ${task.id} on project ${project.id}`);
  return assignment;
}

const setChecked = (checked: 0 | 1) => (req: ApiRequest): ApiResult => {
  const assignment = pathAssignment(req);
  requireManager(req.user);
  assignment.checked = checked;
  return { body: { data: assignmentView(req.ctx.store, assignment) } };
};

function unassignedTasks(req: ApiRequest): ApiResult {
  const project = pathProject(req);
  const { store } = req.ctx;
  // Tasks have no archived state (contract.md 1c), so every task counts as active.
  const tasks = [...store.tasks.values()].filter((t) => !store.assignmentOf(project.id, t.id)).sort((a, b) => a.id - b.id);
  return { body: { data: tasks.map((t) => unassignedTaskView(t, accountZone(store.account))) } };
}

export function projectTasksRoutes(r: Router): void {
  r.get('/projects/{id}/tasks', listAssignments);
  r.post('/projects/{id}/tasks/{task_id}', addTask);
  r.post('/projects/{id}/tasks/{task_id}/check', setChecked(1));
  r.delete('/projects/{id}/tasks/{task_id}/check', setChecked(0));
  r.get('/projects/{id}/unassigned-tasks', unassignedTasks);
}
