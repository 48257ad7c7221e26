// Every operation of contract.md section 1 through the client against the simulator:
// the happy path (answer checked against the OpenAPI schema by the client itself) and at
// least one error, which must arrive as its typed error. Each test starts from the demo
// data and creates what it needs.
import { test, describe, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { ServiceClient, signIn } from '../../../main/api/client.ts';
import type { Project, TimeEntry, Todo, TodoList } from '../../../main/api/types.ts';
import { fails } from '../../support/assertions.ts';
import { DEMO, START, UA, useSim } from '../../support/sim-fixture.ts';

describe('client x simulator: every operation', () => {
  const sim = useSim({ limits: false });
  let admin: ServiceClient;
  let regular: ServiceClient;
  let manager: ServiceClient;

  beforeEach(async () => {
    await sim.reset();
    [admin, regular, manager] = await Promise.all([sim.client(DEMO.admin), sim.client(DEMO.regular), sim.client(DEMO.manager)]);
  });

  const today = START.slice(0, 10);
  const activeProject = async (): Promise<Project> => (await admin.projects.list({ active: 1 })).data[0]!;
  /** A 90-minute entry of ada's, today. */
  const newEntry = async (): Promise<TimeEntry> =>
    admin.timeEntries.create({ project_id: (await activeProject()).id, date_execution: today, time_start: '08:00:00', time_end: '09:30:00', description: 'client test' });
  /** A new private, billable project at rate 80. */
  const newProject = (): Promise<Project> =>
    admin.projects.create({ name: 'Client test project', is_billable: true, template: false, privacy: 1, rate: 80 });
  /** A new project with one task assigned; the task's id. */
  const projectWithTask = async (): Promise<{ project: Project; taskId: number }> => {
    const project = await newProject();
    const taskId = (await admin.projects.unassignedTasks(project.id)).data[0]!.id;
    await admin.projects.addTask(project.id, taskId);
    return { project, taskId };
  };
  const newList = async (): Promise<TodoList> =>
    admin.todoLists.create({ project_id: (await activeProject()).id, name: 'Client list', position: 2 });
  const newTodo = async (list: TodoList): Promise<Todo> =>
    regular.todos.create({ project_id: list.project_id, name: 'Write tests', todo_list_id: list.id, is_completed: false, time_estimate: '01:00:00' });

  describe('auth', () => {
    test('generateToken: credentials carry the token and the User-Agent it was made with', async () => {
      const c = await signIn({ baseUrl: sim.baseUrl, userAgent: UA, email: DEMO.regular, password: DEMO.password, accountId: DEMO.accountId, fetch: sim.fetch, clock: sim.clock });
      assert.match(c.token, /^[0-9a-f]{40}$/);
      assert.equal(c.userAgent, UA);
      assert.equal(c.accountId, 'demo');
      assert.equal(c.email, DEMO.regular);
    });
    test('generateToken: wrong password -> unauthenticated invalid_credentials; missing field -> validation', async () => {
      const signInAs = (password: string) =>
        signIn({ baseUrl: sim.baseUrl, userAgent: UA, email: DEMO.manager, password, accountId: DEMO.accountId, fetch: sim.fetch, clock: sim.clock });
      const e = await fails(signInAs('nope'), 'unauthenticated');
      assert.equal(e.reason, 'invalid_credentials');
      assert.equal(e.tokenGone, false);
      const v = await fails(signInAs(''), 'validation');
      assert.ok(v.fieldErrors.password);
    });
  });

  describe('time entries', () => {
    test('listDeprecated: the notice; unknown token -> unauthenticated', async () => {
      const n = await admin.timeEntries.listDeprecated();
      assert.equal(n.status, 'deprecated');
      const stranger = await sim.client(DEMO.admin, { credentials: { token: '0'.repeat(40), userAgent: UA } });
      const e = await fails(stranger.timeEntries.listDeprecated(), 'unauthenticated');
      assert.equal(e.reason, 'token_invalid');
    });

    test('create: 201 with the time arithmetic; missing project_id and end before start -> validation', async () => {
      const project = await activeProject();
      const entry = await newEntry();
      assert.equal(entry.time_total, '01:30:00');
      assert.equal(entry.date_execution, today);
      assert.equal(entry.form, 'api');
      const e = await fails(admin.timeEntries.create({} as never), 'validation');
      assert.ok(e.fieldErrors.project_id, JSON.stringify(e.fieldErrors));
      await fails(admin.timeEntries.create({ project_id: project.id, time_start: '10:00:00', time_end: '09:00:00' }), 'validation');
    });

    test('get: the entry; unknown id -> not_found', async () => {
      const entry = await newEntry();
      assert.equal((await admin.timeEntries.get(entry.id)).id, entry.id);
      await fails(admin.timeEntries.get(99_999_999), 'not_found');
    });

    test('update: partial; a regular user on another user\'s entry -> forbidden', async () => {
      const entry = await newEntry();
      const u = await admin.timeEntries.update(entry.id, { description: 'changed', time_total: '02:00:00' });
      assert.equal(u.description, 'changed');
      assert.equal(u.time_total, '02:00:00');
      assert.equal(u.time_start, '08:00:00');
      await fails(regular.timeEntries.update(entry.id, { description: 'mine now' }), 'forbidden');
    });

    test('update: a locked entry by a user without can_modify_locked -> entry_locked', async () => {
      let locked: { id: number; user_id: number } | undefined;
      for await (const row of admin.reports.detailedRows({ date_execution_start: '2000-01-01' })) {
        if (row.is_locked) locked = row;
      }
      assert.ok(locked, 'the demo data always has a locked entry');
      const users = (await admin.users.list()).data;
      const owner = users.find((u) => u.id === locked!.user_id)!;
      const who = owner.email === DEMO.regular ? regular : manager;
      await fails(who.timeEntries.update(locked.id, { description: 'x' }), 'entry_locked');
    });

    test('start and stop the stopwatch; twice -> conflict with the code', async () => {
      const entry = await newEntry();
      const started = await admin.timeEntries.start(entry.id);
      assert.equal(started.stopwatch_active, true);
      const c1 = await fails(admin.timeEntries.start(entry.id), 'conflict');
      assert.equal(c1.conflict, 'stopwatch_already_active');
      const stopped = await admin.timeEntries.stop(entry.id);
      assert.equal(stopped.stopwatch_active, false);
      const c2 = await fails(admin.timeEntries.stop(entry.id), 'conflict');
      assert.equal(c2.conflict, 'stopwatch_not_active');
      await fails(admin.timeEntries.start(99_999_999), 'not_found');
    });
  });

  describe('projects', () => {    test('list: one page, and every page with a small page size; page size 500 -> validation', async () => {
      const page = await admin.projects.list();
      assert.ok(page.data.length >= 6);
      const all = [];
      for await (const p of admin.projects.all({ opt_page_limit: 2 })) all.push(p.id);
      assert.equal(all.length, page.totals.total_rows);
      assert.equal(new Set(all).size, all.length);
      const e = await fails(admin.projects.list({ opt_page_limit: 500 }), 'validation');
      assert.ok(e.fieldErrors.opt_page_limit);
    });
    test('list: filters by ids (comma list) and active flag', async () => {
      const ids = (await admin.projects.list()).data.slice(0, 2).map((p) => p.id);
      const page = await admin.projects.list({ id: ids });
      assert.deepEqual(page.data.map((p) => p.id).sort(), [...ids].sort());
      const archived = await admin.projects.list({ active: 0 });
      assert.ok(archived.data.every((p) => p.active === 0));
    });
    test('create: booleans and integers form-encoded; a regular user -> forbidden; empty name -> validation', async () => {
      const created = await newProject();
      assert.equal(created.is_billable, true);
      assert.equal(created.template, false);
      assert.equal(created.privacy_s, 'private');
      await fails(regular.projects.create({ name: 'nope' }), 'forbidden');
      await fails(admin.projects.create({ name: '' }), 'validation');
    });
    test('get; unknown -> not_found', async () => {
      const created = await newProject();
      assert.equal((await admin.projects.get(created.id)).name, 'Client test project');
      await fails(admin.projects.get(99_999_999), 'not_found');
    });
    test('update: archive; privacy 3 -> validation', async () => {
      const created = await newProject();
      const u = await admin.projects.update(created.id, { active: 0, is_billable: false });
      assert.equal(u.active, 0);
      assert.equal(u.is_billable, false);
      await admin.projects.update(created.id, { active: 1 });
      const e = await fails(admin.projects.update(created.id, { privacy: 3 as never }), 'validation');
      assert.ok(e.fieldErrors.privacy);
    });
    test('members; unknown project -> not_found', async () => {
      const created = await newProject();
      const m = await admin.projects.members(created.id);
      assert.ok(m.data.some((x) => x.user_email === DEMO.admin));
      await fails(admin.projects.members(99_999_999), 'not_found');
    });
    test('unassigned users; addMember 201 then 200 (rate as a decimal string); unknown user -> not_found', async () => {
      const created = await newProject();
      const un = await admin.projects.unassignedUsers(created.id);
      const rui = un.data.find((u) => u.email === DEMO.regular)!;
      assert.ok(rui);
      const added = await admin.projects.addMember(created.id, rui.id, { rate: '55.50', is_billable: true, manager: 0 });
      assert.equal(added.data.rate, 55.5);
      const again = await admin.projects.addMember(created.id, rui.id, { manager: 1 });
      assert.equal(again.data.manager, 1);
      await fails(admin.projects.addMember(created.id, 99_999_999), 'not_found');
      await fails(admin.projects.unassignedUsers(99_999_999), 'not_found');
    });
    test('unassigned tasks; addTask; tasks; unknown task -> not_found', async () => {
      const created = await newProject();
      const un = await admin.projects.unassignedTasks(created.id);
      assert.ok(un.data.length > 0);
      const taskId = un.data[0]!.id;
      const a = await admin.projects.addTask(created.id, taskId, { is_billable: false });
      assert.equal(a.data.is_billable, false);
      const list = await admin.projects.tasks(created.id);
      assert.ok(list.data.some((x) => x.task_id === taskId));
      await fails(admin.projects.addTask(created.id, 99_999_999), 'not_found');
      await fails(admin.projects.tasks(99_999_999), 'not_found');
      await fails(admin.projects.unassignedTasks(99_999_999), 'not_found');
    });
    test('check and uncheck (DELETE); regular -> forbidden; unknown -> not_found', async () => {
      const { project: created, taskId } = await projectWithTask();
      assert.equal((await admin.projects.checkTask(created.id, taskId)).data.checked, 1);
      assert.equal((await admin.projects.uncheckTask(created.id, taskId)).data.checked, 0);
      await fails(regular.projects.checkTask(created.id, taskId), 'forbidden');
      await fails(admin.projects.uncheckTask(created.id, 99_999_999), 'not_found');
    });
    test('to-do lists of a project; unknown -> not_found', async () => {
      const withLists = (await admin.projects.list()).data;
      let total = 0;
      for (const p of withLists) total += (await admin.projects.todoLists(p.id)).data.length;
      assert.ok(total >= 2);
      await fails(admin.todoLists.listForProject(99_999_999), 'not_found');
    });
  });

  describe('to-dos and to-do lists', () => {
    test('todo list create (string id); missing name -> validation', async () => {
      const list = await newList();
      assert.equal(typeof list.id, 'string');
      const e = await fails(admin.todoLists.create({ project_id: list.project_id } as never), 'validation');
      assert.ok(e.fieldErrors.name);
    });
    test('todo list get; unknown guid -> not_found', async () => {
      const list = await newList();
      assert.equal((await admin.todoLists.get(list.id)).name, 'Client list');
      await fails(admin.todoLists.get('00000000-0000-4000-8000-0000000fffff'), 'not_found');
    });
    test('todo list update; position 0 -> validation', async () => {
      const list = await newList();
      assert.equal((await admin.todoLists.update(list.id, { name: 'Renamed' })).name, 'Renamed');
      await fails(admin.todoLists.update(list.id, { position: 0 }), 'validation');
    });
    test('todo create with a boolean; missing name -> validation', async () => {
      const list = await newList();
      const todo = await newTodo(list);
      assert.equal(typeof todo.id, 'string');
      assert.equal(todo.is_completed, false);
      assert.equal(todo.todo_list_id, list.id);
      await fails(regular.todos.create({ project_id: list.project_id } as never), 'validation');
    });
    test('todo get; unknown -> not_found', async () => {
      const todo = await newTodo(await newList());
      assert.equal((await admin.todos.get(todo.id)).name, 'Write tests');
      await fails(admin.todos.get('no-such-todo'), 'not_found');
    });
    test('todo update: is_completed true; project_id cannot change -> validation', async () => {
      const todo = await newTodo(await newList());
      const u = await regular.todos.update(todo.id, { is_completed: true });
      assert.equal(u.is_completed, true);
      const e = await fails(regular.todos.update(todo.id, { project_id: 1 } as never), 'validation');
      assert.ok(e.fieldErrors.project_id);
    });
    test('todos list with filters, and every page; bad date -> validation', async () => {
      const todo = await newTodo(await newList());
      await regular.todos.update(todo.id, { is_completed: true });
      const done = await admin.todos.list({ is_completed: true, project_id: [todo.project_id] });
      assert.ok(done.data.some((t) => t.id === todo.id));
      assert.ok(done.data.every((t) => t.is_completed));
      let n = 0;
      for await (const _ of admin.todos.all({ opt_page_limit: 2 })) n++;
      assert.equal(n, (await admin.todos.list()).totals.total_rows);
      await fails(admin.todos.list({ due_on: 'tomorrow' }), 'validation');
    });
  });

  describe('customers, tasks, users', () => {
    test('customers: list, create, get, update (archive); regular create -> forbidden; unknown -> not_found', async () => {
      const before = (await admin.customers.list({ active: 1 })).data.length;
      const c = await admin.customers.create({ name: 'Client test customer', observation: 'via client' });
      assert.equal(c.active, 1);
      assert.equal((await admin.customers.list({ active: 1 })).data.length, before + 1);
      assert.equal((await admin.customers.get(c.id)).observation, 'via client');
      assert.equal((await admin.customers.update(c.id, { active: 0 })).active, 0);
      assert.deepEqual((await admin.customers.list({ id: [c.id], active: 0 })).data.map((x) => x.id), [c.id]);
      await fails(regular.customers.create({ name: 'x' }), 'forbidden');
      await fails(admin.customers.get(99_999_999), 'not_found');
      await fails(admin.customers.update(c.id, { name: '' }), 'validation');
    });
    test('list filters out of range -> validation naming the field (customers, tasks, users)', async () => {
      const bad = { active: 2 } as never;
      for (const call of [admin.customers.list(bad), admin.tasks.list(bad), admin.users.list(bad)]) {
        const e = await fails(call, 'validation');
        assert.ok(e.fieldErrors.active, JSON.stringify(e.fieldErrors));
      }
    });
    test('tasks: list, create (unnamed), get, update; regular -> forbidden; unknown -> not_found', async () => {
      assert.ok((await admin.tasks.list({ active: 1 })).data.length >= 1);
      const t = await admin.tasks.create({});
      assert.equal(t.name, 'Untitled task');
      assert.equal((await admin.tasks.get(t.id)).id, t.id);
      assert.equal((await admin.tasks.update(t.id, { name: 'Named', description: 'd' })).name, 'Named');
      await fails(regular.tasks.create({ name: 'x' }), 'forbidden');
      await fails(regular.tasks.update(t.id, { name: 'y' }), 'forbidden');
      await fails(admin.tasks.get(99_999_999), 'not_found');
    });
    test('users: create with arrays and booleans, get, update, list; missing email -> validation; email immutable', async () => {
      const u = await admin.users.create({ email: 'client.test@example.com', name: 'Client Test', work_days: [1, 3, 5], is_billable_default: false, manage_restricted_teams: true, assigned_team_ids: [1], capacity_per_day: 6 });
      assert.deepEqual(u.work_days, [1, 3, 5]);
      assert.equal(u.is_billable_default, false);
      assert.deepEqual(u.assigned_team_ids, [1]);
      assert.equal((await admin.users.get(u.id)).email, 'client.test@example.com');
      const upd = await admin.users.update(u.id, { work_days: [2, 4], is_billable_default: true, active: 0 });
      assert.deepEqual(upd.work_days, [2, 4]);
      assert.equal(upd.is_billable_default, true);
      assert.equal(upd.active, 0);
      assert.ok((await regular.users.list({ active: 0 })).data.some((x) => x.id === u.id));
      const e = await fails(admin.users.create({ name: 'No Mail' } as never), 'validation');
      assert.ok(e.fieldErrors.email);
      await fails(admin.users.update(u.id, { email: 'x@example.com' } as never), 'validation');
      await fails(regular.users.create({ email: 'a@b.c', name: 'x' }), 'forbidden');
      await fails(admin.users.get(99_999_999), 'not_found');
    });
  });

  describe('reports', () => {
    test('detailed: a page with totals, and every row over small pages; bad sort direction -> validation', async () => {
      const page = await admin.reports.detailed({ opt_sort_by: ['date_execution', 'user_name'], opt_sort_direction: 'desc' });
      const total = page.totals.total_rows;
      assert.ok(typeof total === 'number' && total >= 20, String(total));
      let n = 0;
      for await (const _ of admin.reports.detailedRows({ opt_page_limit: 7 })) n++;
      assert.equal(n, total);
      const e = await fails(admin.reports.detailed({ opt_sort_direction: 'sideways' as never }), 'validation');
      assert.ok(e.fieldErrors.opt_sort_direction);
    });
    test('grouped: by user and date; unknown grouping -> validation', async () => {
      const g = await admin.reports.grouped({ opt_group_by: ['user_id', 'date'] });
      assert.ok(g.items.length > 0);
      assert.equal(g.items[0]!.details.level, 1);
      const t = await admin.reports.grouped({ opt_report_template: 'days', include_archived_users: true });
      assert.ok(t.items.length > 0);
      await fails(admin.reports.grouped({ opt_group_by: ['galaxy' as never] }), 'validation');
    });
  });
});
