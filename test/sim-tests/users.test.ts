// The simulator's users: list filters, create defaults and validation, updates, archiving
// and who may write, over real HTTP with every answer checked against the OpenAPI document.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, useSim, type CallOptions } from '../support/sim-fixture.ts';
import { assertFieldError } from '../support/assertions.ts';

const sim = useSim({ limits: false });

const NOW = '2026-03-10T12:00:00Z';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/;
// Demo users: 1 ada admin (owner, manages rui and mei), 2 rui regular, 3 mei manager,
// 4 sam archived. Teams 1 Engineering, 2 Design.
const U = { ada: 1, rui: 2, mei: 3, sam: 4 };

let ada = '';
let rui = '';
let mei = '';

beforeEach(async () => {
  await sim.reset(NOW);
  ({ ada, rui, mei } = await sim.signInAll());
});

type Body = CallOptions['body'];

const list = (query: CallOptions['query'] = {}, token = ada) => sim.call('GET', '/users', { token, query });
const get = (id: number | string, token = ada) => sim.call('GET', `/users/${id}`, { token });
const create = (body: Body, token = ada) => sim.call('POST', '/users', { token, body });
const update = (id: number | string, body: Body, token = ada) => sim.call('POST', `/users/${id}`, { token, body });


const ids = (r: { body: any }) => r.body.data.map((u: any) => u.id);

describe('GET /users', () => {
  test('lists every user ordered by id, archived ones included, for any role', async () => {
    const r = await list({}, rui);
    assert.equal(r.status, 200);
    assert.deepEqual(Object.keys(r.body), ['data']);
    assert.deepEqual(ids(r), [1, 2, 3, 4]);
  });

  test('filters by a comma-separated id list', async () => {
    assert.deepEqual(ids(await list({ id: '3,1' })), [1, 3]);
    assert.deepEqual(ids(await list({ id: '2' })), [2]);
    assert.deepEqual(ids(await list({ id: '999' })), []);
  });

  test('filters by active: 1 active only, 0 archived only', async () => {
    assert.deepEqual(ids(await list({ active: 1 })), [1, 2, 3]);
    assert.deepEqual(ids(await list({ active: 0 })), [4]);
    assert.deepEqual(ids(await list({ active: 1, id: '3,4' })), [3]);
  });

  const invalid: [string, Record<string, string>, string][] = [
    ['id not an integer', { id: 'abc' }, 'id'],
    ['id list with a non-integer', { id: '1,x' }, 'id'],
    ['id zero', { id: '0' }, 'id'],
    ['active 2', { active: '2' }, 'active'],
    ['active true', { active: 'true' }, 'active'],
  ];
  for (const [name, query, field] of invalid) {
    test(`an invalid filter is a 422: ${name}`, async () => {
      assertFieldError(await list(query), field);
    });
  }
});

describe('user fields', () => {
  test('the owner: admin role, owner flags, employees, team objects, ISO datetimes', async () => {
    const r = await get(U.ada, rui);
    assert.equal(r.status, 200);
    const u = r.body;
    assert.equal(u.email, 'ada@example.com');
    assert.equal(u.name, 'Ada Lovelace');
    assert.equal(u.role, 'admin');
    assert.equal(u.is_owner, true);
    assert.equal(u.owner, true);
    assert.equal(u.active, 1);
    assert.equal(u.status, 'active');
    assert.equal(u.count_employees, 2);
    assert.equal(u.cost_rate, '45.00');
    assert.equal(u.billable_rate_default, 120);
    assert.deepEqual(u.assigned_team_ids, [1]);
    assert.deepEqual(u.teams, [{ id: 1, name: 'Engineering' }]);
    assert.deepEqual(u.work_days, [1, 2, 3, 4, 5]);
    assert.equal(u.work_start_at, '09:00:00');
    assert.equal(u.work_end_at, '17:00:00');
    assert.equal(u.manager_id, null);
    assert.equal(u.manager_email, null);
    assert.equal(u.manager_name, null);
    assert.equal(u.date_deleted, null);
    assert.match(u.date_created, ISO);
    assert.match(u.date_changed, ISO);
  });

  test('a managed user names their manager', async () => {
    const u = (await get(U.rui)).body;
    assert.equal(u.is_owner, false);
    assert.equal(u.owner, false);
    assert.equal(u.manager_id, U.ada);
    assert.equal(u.manager_email, 'ada@example.com');
    assert.equal(u.manager_name, 'Ada Lovelace');
    assert.deepEqual(u.teams, [{ id: 1, name: 'Engineering' }, { id: 2, name: 'Design' }]);
    assert.equal(u.count_employees, 0);
  });

  test('an archived user has active 0 and status archived', async () => {
    const u = (await get(U.sam)).body;
    assert.equal(u.active, 0);
    assert.equal(u.status, 'archived');
  });

  test('unknown and non-integer ids are 404', async () => {
    for (const id of [999, 0, 'abc', '1.0']) {
      const r = await get(id);
      assert.equal(r.status, 404, `${id}`);
      assert.equal(r.body.code, 'not_found');
    }
  });
});

describe('POST /users (create)', () => {
  test('answers 201 with the documented defaults', async () => {
    const r = await create({ email: 'new@example.com', name: 'New Person' });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const u = r.body;
    assert.equal(u.id, 5);
    assert.equal(u.email, 'new@example.com');
    assert.equal(u.name, 'New Person');
    assert.equal(u.role, 'regular');
    assert.equal(u.active, 1);
    assert.equal(u.status, 'active');
    assert.deepEqual(u.work_days, [1, 2, 3, 4, 5]);
    assert.equal(u.work_start_at, null);
    assert.equal(u.work_end_at, null);
    assert.equal(u.capacity_per_day, 8);
    assert.equal(u.is_billable_default, true);
    assert.equal(u.billable_rate_default, null);
    assert.equal(u.cost_rate, '0.00');
    assert.equal(u.cost_rate_start_at, null);
    assert.equal(u.manager_id, null);
    assert.deepEqual(u.teams, []);
    assert.deepEqual(u.assigned_team_ids, []);
    assert.equal(u.is_owner, false);
    assert.equal(u.manage_restricted_teams, false);
    assert.equal(u.count_employees, 0);
    assert.equal(u.date_created, '2026-03-10T12:00:00+0000');
    assert.equal(u.date_changed, '2026-03-10T12:00:00+0000');
    assert.deepEqual((await get(u.id)).body, u, 'stored as answered');
  });

  test('every field is taken as sent', async () => {
    const r = await create({
      email: 'full@example.com', name: 'Full', role: 'manager', active: 0, assigned_team_ids: '2,1',
      billable_rate_default: '95.5', capacity_per_day: 6, cost_rate: '12.5', cost_rate_start_at: '2026-03-01 08:00:00',
      is_billable_default: 'false', manager_id: U.mei, manage_restricted_teams: 'true', work_days: '0,6',
      work_start_at: '08:30:00', work_end_at: '16:30:00',
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const u = r.body;
    assert.equal(u.role, 'manager');
    assert.equal(u.active, 0);
    assert.equal(u.status, 'archived');
    assert.deepEqual(u.assigned_team_ids, [1, 2]);
    assert.deepEqual(u.teams, [{ id: 1, name: 'Engineering' }, { id: 2, name: 'Design' }]);
    assert.equal(u.billable_rate_default, 95.5);
    assert.equal(u.capacity_per_day, 6);
    assert.equal(u.cost_rate, '12.50');
    assert.equal(u.cost_rate_start_at, '2026-03-01T08:00:00+0000');
    assert.equal(u.is_billable_default, false);
    assert.equal(u.manager_id, U.mei);
    assert.equal(u.manager_name, 'Mei Chen');
    assert.equal(u.manage_restricted_teams, true);
    assert.deepEqual(u.work_days, [0, 6]);
    assert.equal(u.work_start_at, '08:30:00');
    assert.equal(u.work_end_at, '16:30:00');
    assert.equal((await get(U.mei)).body.count_employees, 1, 'the manager gains an employee');
  });

  const encodings: [string, Body][] = [
    ['comma-separated', 'email=a%40example.com&name=A&work_days=0,3,6'],
    ['repeated keys', 'email=a%40example.com&name=A&work_days=0&work_days=3&work_days=6'],
    ['bracketed repeated keys', 'email=a%40example.com&name=A&work_days%5B%5D=0&work_days%5B%5D=3&work_days%5B%5D=6'],
  ];
  for (const [name, body] of encodings) {
    test(`work_days accepts ${name}`, async () => {
      const r = await create(body);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.deepEqual(r.body.work_days, [0, 3, 6]);
    });
  }

  test('a super may create users', async () => {
    const made = await create({ email: 'root@example.com', name: 'Root', role: 'super' });
    assert.equal(made.body.role, 'super');
  });

  test('users created through the API cannot authenticate', async () => {
    await create({ email: 'nopass@example.com', name: 'No Pass' });
    const r = await sim.call('POST', '/auth', { body: { email: 'nopass@example.com', password: '', account_id: 'demo' } });
    assert.equal(r.status, 422, 'an empty password is missing');
    const r2 = await sim.call('POST', '/auth', { body: { email: 'nopass@example.com', password: 'demo-password', account_id: 'demo' } });
    assert.equal(r2.status, 401);
    assert.equal(r2.body.code, 'invalid_credentials');
  });

  test('a manager cannot create users (403)', async () => {
    const r = await create({ email: 'm@example.com', name: 'M' }, mei);
    assert.equal(r.status, 403);
    assert.equal(r.body.code, 'forbidden');
  });

  test('a regular user cannot create users (403) and nothing is stored', async () => {
    const r = await create({ email: 'r@example.com', name: 'R' }, rui);
    assert.equal(r.status, 403);
    assert.deepEqual(ids(await list()), [1, 2, 3, 4]);
  });

  const invalid: [string, Record<string, string | number>, string, RegExp?][] = [
    ['missing email', { name: 'X' }, 'email', /required/],
    ['empty email', { email: '', name: 'X' }, 'email'],
    ['malformed email', { email: 'not-an-email', name: 'X' }, 'email', /valid/],
    ['email taken (case-insensitive)', { email: 'ADA@example.com', name: 'X' }, 'email', /taken/],
    ['missing name', { email: 'x@example.com' }, 'name', /required/],
    ['blank name', { email: 'x@example.com', name: '  ' }, 'name'],
    ['unknown role', { email: 'x@example.com', name: 'X', role: 'owner' }, 'role', /one of/],
    ['active 2', { email: 'x@example.com', name: 'X', active: 2 }, 'active'],
    ['work_days out of range', { email: 'x@example.com', name: 'X', work_days: '1,7' }, 'work_days'],
    ['work_days not integers', { email: 'x@example.com', name: 'X', work_days: 'mon,tue' }, 'work_days'],
    ['work_start_at not a time', { email: 'x@example.com', name: 'X', work_start_at: '25:00:00' }, 'work_start_at'],
    ['work_end_at malformed', { email: 'x@example.com', name: 'X', work_end_at: '5pm' }, 'work_end_at'],
    ['unknown manager_id', { email: 'x@example.com', name: 'X', manager_id: 999 }, 'manager_id', /not found/],
    ['manager_id not an integer', { email: 'x@example.com', name: 'X', manager_id: 'ada' }, 'manager_id'],
    ['unknown team', { email: 'x@example.com', name: 'X', assigned_team_ids: '1,3' }, 'assigned_team_ids', /not found/],
    ['team ids not integers', { email: 'x@example.com', name: 'X', assigned_team_ids: 'eng' }, 'assigned_team_ids'],
    ['capacity_per_day above 24', { email: 'x@example.com', name: 'X', capacity_per_day: 25 }, 'capacity_per_day'],
    ['capacity_per_day not an integer', { email: 'x@example.com', name: 'X', capacity_per_day: '7.5' }, 'capacity_per_day'],
    ['cost_rate not a number', { email: 'x@example.com', name: 'X', cost_rate: 'cheap' }, 'cost_rate'],
    ['negative cost_rate', { email: 'x@example.com', name: 'X', cost_rate: '-1' }, 'cost_rate'],
    ['billable_rate_default negative', { email: 'x@example.com', name: 'X', billable_rate_default: '-5' }, 'billable_rate_default'],
    ['cost_rate_start_at not a datetime', { email: 'x@example.com', name: 'X', cost_rate_start_at: 'yesterday' }, 'cost_rate_start_at'],
    ['is_billable_default not a boolean', { email: 'x@example.com', name: 'X', is_billable_default: 'yes' }, 'is_billable_default'],
    ['manage_restricted_teams not a boolean', { email: 'x@example.com', name: 'X', manage_restricted_teams: '2' }, 'manage_restricted_teams'],
  ];
  for (const [name, body, field, message] of invalid) {
    test(`422 on ${field}: ${name}`, async () => {
      assertFieldError(await create(body), field, message);
      assert.deepEqual(ids(await list()), [1, 2, 3, 4], 'nothing stored');
    });
  }

  test('a scalar field sent twice is a 422', async () => {
    assertFieldError(await create('email=x%40example.com&name=A&name=B'), 'name');
  });
});

describe('POST /users/{id} (update)', () => {
  test('a partial update changes only what is sent and moves date_changed', async () => {
    await sim.control.clock({ advance_seconds: 3600 });
    const before = (await get(U.rui)).body;
    const r = await update(U.rui, { name: 'Rui C.', capacity_per_day: 6 });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.name, 'Rui C.');
    assert.equal(r.body.capacity_per_day, 6);
    assert.equal(r.body.date_changed, '2026-03-10T13:00:00+0000');
    const { name: _n, capacity_per_day: _c, date_changed: _d, ...rest } = r.body;
    const { name: _n2, capacity_per_day: _c2, date_changed: _d2, ...restBefore } = before;
    assert.deepEqual(rest, restBefore);
  });

  test('sending email is a 422 "cannot be changed", even the same address', async () => {
    assertFieldError(await update(U.rui, { email: 'other@example.com' }), 'email', /cannot be changed/);
    assertFieldError(await update(U.rui, { email: 'rui@example.com' }), 'email', /cannot be changed/);
    assert.equal((await get(U.rui)).body.email, 'rui@example.com');
  });

  test('active 0 archives the user and their tokens answer 401 unauthenticated', async () => {
    const r = await update(U.rui, { active: 0 });
    assert.equal(r.status, 200);
    assert.equal(r.body.active, 0);
    assert.equal(r.body.status, 'archived');
    const denied = await sim.call('GET', '/users', { token: rui });
    assert.equal(denied.status, 401);
    assert.equal(denied.body.code, 'unauthenticated');
    const login = await sim.call('POST', '/auth', { body: { email: DEMO.regular, password: DEMO.password, account_id: 'demo' } });
    assert.equal(login.status, 401, 'archived users cannot authenticate');
  });

  test('active 1 restores an archived user', async () => {
    const r = await update(U.sam, { active: 1 });
    assert.equal(r.body.active, 1);
    assert.equal(r.body.status, 'active');
    assert.deepEqual(ids(await list({ active: 0 })), []);
  });

  test('empty values clear the nullable fields', async () => {
    const r = await update(U.ada, { manager_id: '', work_start_at: '', work_end_at: '', billable_rate_default: '', cost_rate_start_at: '' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.work_start_at, null);
    assert.equal(r.body.work_end_at, null);
    assert.equal(r.body.billable_rate_default, null);
    assert.equal(r.body.cost_rate_start_at, null);
    const rr = await update(U.rui, { manager_id: '' });
    assert.equal(rr.body.manager_id, null);
    assert.equal(rr.body.manager_name, null);
    assert.equal((await get(U.ada)).body.count_employees, 1);
  });

  test('role, teams and work_days can be changed', async () => {
    const r = await update(U.rui, { role: 'manager', assigned_team_ids: '2', work_days: '1,3' });
    assert.equal(r.body.role, 'manager');
    assert.deepEqual(r.body.teams, [{ id: 2, name: 'Design' }]);
    assert.deepEqual(r.body.work_days, [1, 3]);
  });

  test('a promoted user gains the role\'s rights on their next request', async () => {
    await update(U.rui, { role: 'manager' });
    const r = await sim.call('POST', '/customers', { token: rui, body: { name: 'Promoted Co' } });
    assert.equal(r.status, 201);
  });

  const invalid: [string, Record<string, string | number>, string][] = [
    ['empty name', { name: '' }, 'name'],
    ['unknown role', { role: 'boss' }, 'role'],
    ['manager is the user themselves', { manager_id: U.rui }, 'manager_id'],
    ['unknown manager', { manager_id: 999 }, 'manager_id'],
    ['unknown team', { assigned_team_ids: '9' }, 'assigned_team_ids'],
    ['work_days out of range', { work_days: '-1' }, 'work_days'],
    ['active 5', { active: 5 }, 'active'],
    ['capacity negative', { capacity_per_day: -1 }, 'capacity_per_day'],
  ];
  for (const [name, body, field] of invalid) {
    test(`422 on ${field}: ${name}`, async () => {
      const before = (await get(U.rui)).body;
      assertFieldError(await update(U.rui, body), field);
      assert.deepEqual((await get(U.rui)).body, before, 'unchanged');
    });
  }

  test('managers and regular users cannot update users, not even themselves (403)', async () => {
    for (const [token, id] of [[mei, U.rui], [mei, U.mei], [rui, U.rui]] as const) {
      const r = await update(id, { name: 'Hacked' }, token);
      assert.equal(r.status, 403);
      assert.equal(r.body.code, 'forbidden');
    }
    assert.equal((await get(U.rui)).body.name, 'Rui Costa');
  });

  test('unknown and non-integer ids are 404', async () => {
    for (const id of [999, 'me']) {
      const r = await update(id, { name: 'X' });
      assert.equal(r.status, 404);
      assert.equal(r.body.code, 'not_found');
    }
  });
});
