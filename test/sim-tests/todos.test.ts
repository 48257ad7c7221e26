// To-dos and to-do lists, over real HTTP against the simulator.
// Demo data (test/sim/demo.ts): list L1 "Launch checklist" on project 1 with to-dos
// T1 (rui), T2 (ada), T3 (nobody, done); list L2 "Sprint 12" on project 2 with T4 (rui),
// T5 (mei), T6 (rui, done). Users: 1 ada admin (team 1), 2 rui regular (teams 1, 2),
// 3 mei manager (team 2).
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSim } from '../support/sim-fixture.ts';
import { assert422 } from '../support/assertions.ts';

const sim = useSim();
const NOW = '2026-03-10T12:00:00Z';
const T = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const L = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let ada = '';
let rui = '';
let mei = '';

beforeEach(async () => {
  await sim.reset(NOW);
  ({ ada, rui, mei } = await sim.signInAll());
});

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

async function listTodos(query: Record<string, string | number | boolean> = {}, token = rui) {
  const r = await sim.call('GET', '/todos', { token, query });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

async function getTodo(id: string, token = rui) {
  const r = await sim.call('GET', `/todos/${id}`, { token });
  assert.equal(r.status, 200);
  return r.body;
}


describe('GET /todos', () => {
  test('lists every to-do by project, list and position with totals.total_rows', async () => {
    const page = await listTodos();
    assert.deepEqual(names(page.data), ['Final copy review', 'DNS switch', 'Analytics', 'Offline mode', 'Push notifications', 'Crash fix']);
    assert.equal(page.totals.total_rows, 6);
    assert.equal(page.has_next_page, false);
    assert.deepEqual(page.next_page_query_params, {});
  });

  test('pages follow next_page_query_params with constant totals', async () => {
    const first = await listTodos({ opt_page_limit: 4 });
    assert.equal(first.data.length, 4);
    assert.equal(first.has_next_page, true);
    assert.deepEqual(first.next_page_query_params, { opt_page: 2 });
    const second = await listTodos({ opt_page_limit: 4, ...first.next_page_query_params });
    assert.deepEqual(names(second.data), ['Push notifications', 'Crash fix']);
    assert.equal(second.has_next_page, false);
    assert.equal(second.totals.total_rows, 6);
  });

  test('project_id, user_id and team_id take comma-separated lists', async () => {
    assert.deepEqual(names((await listTodos({ project_id: 2 })).data), ['Offline mode', 'Push notifications', 'Crash fix']);
    assert.equal((await listTodos({ project_id: '1,2' })).totals.total_rows, 6);
    assert.deepEqual(names((await listTodos({ user_id: 2 })).data), ['Final copy review', 'Offline mode', 'Crash fix']);
    assert.deepEqual(names((await listTodos({ user_id: '1,3' })).data), ['DNS switch', 'Push notifications']);
    // Team 2 (Design): rui and mei; team 1 (Engineering): ada and rui. Unassigned to-dos match no team.
    assert.deepEqual(names((await listTodos({ team_id: 2 })).data), ['Final copy review', 'Offline mode', 'Push notifications', 'Crash fix']);
    assert.deepEqual(names((await listTodos({ team_id: 1 })).data), ['Final copy review', 'DNS switch', 'Offline mode', 'Crash fix']);
    assert.equal((await listTodos({ team_id: 99 })).totals.total_rows, 0);
  });

  test('is_completed accepts true/false and 1/0', async () => {
    assert.deepEqual(names((await listTodos({ is_completed: true })).data), ['Analytics', 'Crash fix']);
    assert.deepEqual(names((await listTodos({ is_completed: 1 })).data), ['Analytics', 'Crash fix']);
    const open = await listTodos({ is_completed: 'false' });
    assert.equal(open.totals.total_rows, 4);
    assert.ok(open.data.every((t: any) => t.is_completed === false));
    assert.equal((await listTodos({ is_completed: 0, user_id: 2 })).totals.total_rows, 2);
  });

  test('id picks one to-do by guid, case-insensitively', async () => {
    assert.deepEqual(names((await listTodos({ id: T(5) })).data), ['Push notifications']);
    assert.deepEqual(names((await listTodos({ id: T(5).toUpperCase() })).data), ['Push notifications']);
    assert.equal((await listTodos({ id: T(99) })).totals.total_rows, 0);
  });

  test('only_active_projects drops to-dos of archived projects', async () => {
    const archived = await sim.call('POST', '/projects/2', { token: ada, body: { active: 0 } });
    assert.equal(archived.status, 200);
    assert.deepEqual(names((await listTodos({ only_active_projects: true })).data), ['Final copy review', 'DNS switch', 'Analytics']);
    assert.equal((await listTodos({ only_active_projects: false })).totals.total_rows, 6);
    const crash = await getTodo(T(6));
    assert.equal(crash.project_status, 0, 'project_status mirrors the archived project');
  });

  test('due_on filters are validated as dates and then match nothing', async () => {
    for (const key of ['due_on', 'due_on_gte', 'due_on_lte']) {
      const page = await listTodos({ [key]: '2026-03-10' });
      assert.deepEqual(page.data, [], key);
      assert.equal(page.totals.total_rows, 0);
      assert422(await sim.call('GET', '/todos', { token: rui, query: { [key]: '2026-02-30' } }), key);
      assert422(await sim.call('GET', '/todos', { token: rui, query: { [key]: 'soon' } }), key);
    }
  });

  test('bad filters and page sizes are 422 naming the parameter', async () => {
    assert422(await sim.call('GET', '/todos', { token: rui, query: { is_completed: 'maybe' } }), 'is_completed');
    assert422(await sim.call('GET', '/todos', { token: rui, query: { only_active_projects: 'yes' } }), 'only_active_projects');
    assert422(await sim.call('GET', '/todos', { token: rui, query: { project_id: 'abc' } }), 'project_id');
    assert422(await sim.call('GET', '/todos', { token: rui, query: { user_id: '-1' } }), 'user_id');
    assert422(await sim.call('GET', '/todos', { token: rui, query: { team_id: 'x' } }), 'team_id');
    assert422(await sim.call('GET', '/todos', { token: rui, query: { id: 'not-a-guid' } }), 'id');
    for (const limit of [0, 101, 'x']) {
      assert422(await sim.call('GET', '/todos', { token: rui, query: { opt_page_limit: limit } }), 'opt_page_limit');
    }
  });
});

describe('GET /todos/{id}', () => {
  test('answers the to-do with its project, list and assignee by string guid', async () => {
    const t = await getTodo(T(1));
    assert.equal(t.id, T(1));
    assert.equal(typeof t.id, 'string');
    assert.equal(t.name, 'Final copy review');
    assert.equal(t.project_id, 1);
    assert.equal(t.project_name, 'Website Redesign');
    assert.equal(t.project_status, 1);
    assert.equal(t.todo_list_id, L(1));
    assert.equal(t.todo_list_name, 'Launch checklist');
    assert.equal(t.todo_list_position, 1);
    assert.equal(t.user_id, 2);
    assert.equal(t.user_name, 'Rui Costa');
    assert.equal(t.time_estimate, '02:00:00');
    assert.equal(t.created_by_user_name, 'Ada Lovelace');
    const unassigned = await getTodo(T(3));
    assert.equal(unassigned.user_id, null);
    assert.equal(unassigned.user_name, null);
    assert.equal(unassigned.is_completed, true);
  });

  test('unknown or malformed ids are 404 not_found', async () => {
    for (const id of [T(99), '123', 'nope']) {
      const r = await sim.call('GET', `/todos/${id}`, { token: rui });
      assert.equal(r.status, 404, id);
      assert.equal(r.body.code, 'not_found');
    }
  });
});

describe('POST /todos', () => {
  test('creates with defaults: open, position 1, no estimate, no list, nobody assigned', async () => {
    const r = await sim.call('POST', '/todos', { token: rui, body: { project_id: 3, name: 'Write notes' } });
    assert.equal(r.status, 201);
    const t = r.body;
    assert.match(t.id, GUID);
    assert.equal(t.name, 'Write notes');
    assert.equal(t.description, '');
    assert.equal(t.is_completed, false);
    assert.equal(t.position, 1);
    assert.equal(t.time_estimate, '00:00:00');
    assert.equal(t.todo_list_id, null);
    assert.equal(t.todo_list_name, null);
    assert.equal(t.todo_list_position, null);
    assert.equal(t.user_id, null);
    assert.equal(t.user_name, null);
    assert.equal(t.project_name, 'Internal Tools');
    assert.equal(t.created_by, 2);
    assert.equal(t.changed_by, 2);
    assert.equal(t.created_by_user_name, 'Rui Costa');
    assert.match(t.created_at, /^2026-03-10 12:00:\d\d$/);
    assert.deepEqual(await getTodo(t.id), t);
    assert.equal((await listTodos()).totals.total_rows, 7);
  });

  test('stores every body field', async () => {
    const r = await sim.call('POST', '/todos', {
      token: rui,
      body: {
        project_id: 1, name: 'QA pass', description: 'All browsers', is_completed: true, position: 4,
        todo_list_id: L(1), time_estimate: '01:30:00', user_id: 2,
      },
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.description, 'All browsers');
    assert.equal(r.body.is_completed, true);
    assert.equal(r.body.position, 4);
    assert.equal(r.body.todo_list_id, L(1));
    assert.equal(r.body.todo_list_name, 'Launch checklist');
    assert.equal(r.body.time_estimate, '01:30:00');
    assert.equal(r.body.user_id, 2);
    assert.equal(r.body.user_name, 'Rui Costa');
  });

  test('a regular user may assign only themselves; a manager anyone', async () => {
    const forOther = await sim.call('POST', '/todos', { token: rui, body: { project_id: 1, name: 'x', user_id: 3 } });
    assert.equal(forOther.status, 403);
    assert.equal(forOther.body.code, 'forbidden');
    assert.equal((await listTodos()).totals.total_rows, 6);
    const byManager = await sim.call('POST', '/todos', { token: mei, body: { project_id: 1, name: 'x', user_id: 2 } });
    assert.equal(byManager.status, 201);
    assert.equal(byManager.body.user_name, 'Rui Costa');
  });

  test('project_id and name are required', async () => {
    const r = await sim.call('POST', '/todos', { token: rui, body: { description: 'orphan' } });
    assert422(r, 'project_id', 'name');
    assert.deepEqual(r.body.errors.project_id, ['is required']);
    assert422(await sim.call('POST', '/todos', { token: rui, body: { project_id: 1, name: '' } }), 'name');
  });

  test('unknown references are 422 "not found" on their field', async () => {
    const r = await sim.call('POST', '/todos', { token: ada, body: { project_id: 999, name: 'x' } });
    assert422(r, 'project_id');
    assert.deepEqual(r.body.errors.project_id, ['not found']);
    const refs = await sim.call('POST', '/todos', { token: ada, body: { project_id: 1, name: 'x', todo_list_id: L(99), user_id: 999 } });
    assert422(refs, 'todo_list_id', 'user_id');
    assert.deepEqual(refs.body.errors.user_id, ['not found']);
  });

  test('todo_list_id must belong to the to-do\'s project', async () => {
    const r = await sim.call('POST', '/todos', { token: ada, body: { project_id: 1, name: 'x', todo_list_id: L(2) } });
    assert422(r, 'todo_list_id');
  });

  test('wrong types and out-of-range values are each named in one 422', async () => {
    const r = await sim.call('POST', '/todos', {
      token: ada,
      body: { project_id: 'one', name: 'x', position: 0, time_estimate: '25:00:00', is_completed: 'yes', user_id: 'me' },
    });
    assert422(r, 'project_id', 'position', 'time_estimate', 'is_completed', 'user_id');
    assert422(await sim.call('POST', '/todos', { token: ada, body: { project_id: 1, name: 'x', position: 'first' } }), 'position');
    assert422(await sim.call('POST', '/todos', { token: ada, body: { project_id: 1, name: 'x', time_estimate: '1h' } }), 'time_estimate');
    assert.equal((await listTodos()).totals.total_rows, 6);
  });
});

describe('POST /todos/{id}', () => {
  test('updates only the fields sent and records who changed it', async () => {
    await sim.control.clock({ advance_seconds: 600 });
    const r = await sim.call('POST', `/todos/${T(1)}`, { token: mei, body: { name: 'Final copy sign-off' } });
    assert.equal(r.status, 200);
    assert.equal(r.body.name, 'Final copy sign-off');
    assert.equal(r.body.user_id, 2);
    assert.equal(r.body.todo_list_id, L(1));
    assert.equal(r.body.time_estimate, '02:00:00');
    assert.equal(r.body.changed_by, 3);
    assert.equal(r.body.created_by, 1);
    assert.match(r.body.changed_at, /^2026-03-10 12:10:\d\d$/);
    assert.equal((await getTodo(T(1))).name, 'Final copy sign-off');
  });

  test('is_completed true completes and false reopens', async () => {
    const done = await sim.call('POST', `/todos/${T(1)}`, { token: rui, body: { is_completed: true } });
    assert.equal(done.body.is_completed, true);
    assert.equal((await listTodos({ is_completed: true })).totals.total_rows, 3);
    const reopened = await sim.call('POST', `/todos/${T(1)}`, { token: rui, body: { is_completed: 0 } });
    assert.equal(reopened.body.is_completed, false);
  });

  test('project_id cannot be changed, even to the same value', async () => {
    for (const projectId of [2, 1]) {
      const r = await sim.call('POST', `/todos/${T(1)}`, { token: ada, body: { project_id: projectId, name: 'moved' } });
      assert422(r, 'project_id');
      assert.deepEqual(r.body.errors.project_id, ['cannot be changed']);
    }
    const t = await getTodo(T(1));
    assert.equal(t.project_id, 1);
    assert.equal(t.name, 'Final copy review');
  });

  test('moves between lists of its project, leaves its list or gets unassigned with empty values', async () => {
    const other = await sim.call('POST', '/todo-lists', { token: ada, body: { project_id: 1, name: 'Post-launch', position: 2 } });
    const moved = await sim.call('POST', `/todos/${T(1)}`, { token: ada, body: { todo_list_id: other.body.id } });
    assert.equal(moved.body.todo_list_name, 'Post-launch');
    assert.equal(moved.body.todo_list_position, 2);
    const loose = await sim.call('POST', `/todos/${T(1)}`, { token: ada, body: { todo_list_id: '', user_id: '' } });
    assert.equal(loose.body.todo_list_id, null);
    assert.equal(loose.body.user_id, null);
    assert422(await sim.call('POST', `/todos/${T(1)}`, { token: ada, body: { todo_list_id: L(2) } }), 'todo_list_id');
  });

  test('fields sent on update must still be valid', async () => {
    assert422(await sim.call('POST', `/todos/${T(1)}`, { token: ada, body: { name: '' } }), 'name');
    assert422(await sim.call('POST', `/todos/${T(1)}`, { token: ada, body: { position: -2 } }), 'position');
    assert422(await sim.call('POST', `/todos/${T(1)}`, { token: ada, body: { user_id: 999 } }), 'user_id');
    assert422(await sim.call('POST', `/todos/${T(1)}`, { token: ada, body: { time_estimate: '12:60:00' } }), 'time_estimate');
    assert.equal((await getTodo(T(1))).position, 1);
  });

  test('a regular user changes only to-dos of their own or of nobody, and cannot hand them to others', async () => {
    assert.equal((await sim.call('POST', `/todos/${T(1)}`, { token: rui, body: { position: 2 } })).status, 200);
    assert.equal((await sim.call('POST', `/todos/${T(3)}`, { token: rui, body: { user_id: 2 } })).status, 200);
    const others = await sim.call('POST', `/todos/${T(5)}`, { token: rui, body: { is_completed: true } });
    assert.equal(others.status, 403);
    assert.equal(others.body.code, 'forbidden');
    assert.equal((await getTodo(T(5))).is_completed, false);
    const handOver = await sim.call('POST', `/todos/${T(4)}`, { token: rui, body: { user_id: 3 } });
    assert.equal(handOver.status, 403);
    assert.equal((await getTodo(T(4))).user_id, 2);
    assert.equal((await sim.call('POST', `/todos/${T(4)}`, { token: mei, body: { user_id: 3 } })).status, 200);
  });

  test('an unknown to-do is 404', async () => {
    const r = await sim.call('POST', `/todos/${T(99)}`, { token: ada, body: { name: 'x' } });
    assert.equal(r.status, 404);
    assert.equal(r.body.code, 'not_found');
  });
});

describe('to-do lists', () => {
  test('create answers 201 with a guid id and position 1 by default; retrieve answers the same', async () => {
    const r = await sim.call('POST', '/todo-lists', { token: mei, body: { project_id: 3, name: 'Backlog' } });
    assert.equal(r.status, 201);
    assert.match(r.body.id, GUID);
    assert.equal(r.body.name, 'Backlog');
    assert.equal(r.body.position, 1);
    assert.equal(r.body.project_id, 3);
    assert.equal(r.body.project_name, 'Internal Tools');
    assert.equal(r.body.project_status, 1);
    assert.equal(r.body.created_by, 3);
    assert.equal(r.body.created_by_user_name, 'Mei Chen');
    assert.match(r.body.created_at, /^2026-03-10 12:00:\d\d$/);
    const got = await sim.call('GET', `/todo-lists/${r.body.id}`, { token: rui });
    assert.equal(got.status, 200);
    assert.deepEqual(got.body, r.body);
    const ofProject = await sim.call('GET', '/projects/3/todo-lists', { token: rui });
    assert.deepEqual(ofProject.body.data.map((l: any) => l.id), [r.body.id]);
    const withPosition = await sim.call('POST', '/todo-lists', { token: ada, body: { project_id: 3, name: 'Ideas', position: 7 } });
    assert.equal(withPosition.body.position, 7);
  });

  test('retrieve of the demo list; unknown ids are 404', async () => {
    const r = await sim.call('GET', `/todo-lists/${L(2)}`, { token: rui });
    assert.equal(r.status, 200);
    assert.equal(r.body.name, 'Sprint 12');
    assert.equal(r.body.project_id, 2);
    assert.equal(r.body.project_name, 'Mobile App');
    for (const id of [L(99), '1']) assert.equal((await sim.call('GET', `/todo-lists/${id}`, { token: rui })).status, 404);
    assert.equal((await sim.call('POST', `/todo-lists/${L(99)}`, { token: ada, body: { name: 'x' } })).status, 404);
  });

  test('update changes name and position, keeps the rest, and shows in its to-dos', async () => {
    await sim.control.clock({ advance_seconds: 60 });
    const renamed = await sim.call('POST', `/todo-lists/${L(1)}`, { token: mei, body: { name: 'Go-live' } });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.name, 'Go-live');
    assert.equal(renamed.body.position, 1);
    assert.equal(renamed.body.changed_by, 3);
    assert.match(renamed.body.changed_at, /^2026-03-10 12:01:\d\d$/);
    const moved = await sim.call('POST', `/todo-lists/${L(1)}`, { token: mei, body: { position: 3 } });
    assert.equal(moved.body.position, 3);
    assert.equal(moved.body.name, 'Go-live');
    const todo = await getTodo(T(1));
    assert.equal(todo.todo_list_name, 'Go-live');
    assert.equal(todo.todo_list_position, 3);
  });

  test('project_id cannot be changed on a list', async () => {
    const r = await sim.call('POST', `/todo-lists/${L(1)}`, { token: ada, body: { project_id: 2 } });
    assert422(r, 'project_id');
    assert.deepEqual(r.body.errors.project_id, ['cannot be changed']);
    assert.equal((await sim.call('GET', `/todo-lists/${L(1)}`, { token: ada })).body.project_id, 1);
  });

  test('bad create and update bodies are 422 naming each field', async () => {
    assert422(await sim.call('POST', '/todo-lists', { token: ada, body: {} }), 'project_id', 'name');
    const unknown = await sim.call('POST', '/todo-lists', { token: ada, body: { project_id: 999, name: 'x' } });
    assert422(unknown, 'project_id');
    assert.deepEqual(unknown.body.errors.project_id, ['not found']);
    assert422(await sim.call('POST', '/todo-lists', { token: ada, body: { project_id: 'x', name: '', position: 0 } }), 'project_id', 'name', 'position');
    assert422(await sim.call('POST', '/todo-lists', { token: ada, body: { project_id: 1, name: 'x', position: 'top' } }), 'position');
    assert422(await sim.call('POST', `/todo-lists/${L(1)}`, { token: ada, body: { name: ' ' } }), 'name');
    assert422(await sim.call('POST', `/todo-lists/${L(1)}`, { token: ada, body: { position: 0 } }), 'position');
    assert.deepEqual((await sim.call('GET', '/projects/1/todo-lists', { token: ada })).body.data.map((l: any) => l.name), ['Launch checklist']);
  });

  test('a regular user cannot create or update lists (403)', async () => {
    const create = await sim.call('POST', '/todo-lists', { token: rui, body: { project_id: 1, name: 'Mine' } });
    assert.equal(create.status, 403);
    assert.equal(create.body.code, 'forbidden');
    const update = await sim.call('POST', `/todo-lists/${L(1)}`, { token: rui, body: { name: 'Mine' } });
    assert.equal(update.status, 403);
    assert.equal((await sim.call('GET', `/todo-lists/${L(1)}`, { token: rui })).body.name, 'Launch checklist');
  });

  test('archiving the project sets project_status 0 on its lists', async () => {
    await sim.call('POST', '/projects/1', { token: ada, body: { active: 0 } });
    const r = await sim.call('GET', `/todo-lists/${L(1)}`, { token: ada });
    assert.equal(r.body.project_status, 0);
  });

  test('GET /todo-lists (no collection listing) and DELETE on a list are 405', async () => {
    const list = await sim.call('GET', '/todo-lists', { token: ada });
    assert.equal(list.status, 405);
    assert.equal(list.headers.get('allow'), 'POST');
    const del = await sim.call('DELETE', `/todo-lists/${L(1)}`, { token: ada });
    assert.equal(del.status, 405);
    assert.equal(del.headers.get('allow'), 'GET, POST');
  });
});
