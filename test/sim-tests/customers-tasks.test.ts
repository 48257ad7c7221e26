// The simulator's customers and tasks: lists with filters, create defaults, partial
// updates and who may write, over real HTTP with every answer checked against the
// OpenAPI document.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSim, type CallOptions } from '../support/sim-fixture.ts';
import { assertFieldError } from '../support/assertions.ts';

const sim = useSim({ limits: false });

const NOW = '2026-03-10T12:00:00Z';
const SPACE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
// Demo data: customers 1 Acme Corp, 2 Globex (no observation), 3 Initech, 4 Umbrella Ltd
// (archived); tasks 1..8 (4 Meetings is not billable by default).

let ada = '';
let rui = '';
let mei = '';

beforeEach(async () => {
  await sim.reset(NOW);
  ({ ada, rui, mei } = await sim.signInAll());
});

type Body = CallOptions['body'];
type Query = CallOptions['query'];


const ids = (r: { body: any }) => r.body.data.map((x: any) => x.id);

describe('customers', () => {
  const list = (query: Query = {}, token = ada) => sim.call('GET', '/customers', { token, query });
  const get = (id: number | string, token = ada) => sim.call('GET', `/customers/${id}`, { token });
  const create = (body: Body, token = mei) => sim.call('POST', '/customers', { token, body });
  const update = (id: number | string, body: Body, token = mei) => sim.call('POST', `/customers/${id}`, { token, body });

  describe('GET /customers', () => {
    test('lists every customer ordered by id, archived included, for any role', async () => {
      const r = await list({}, rui);
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.body), ['data']);
      assert.deepEqual(ids(r), [1, 2, 3, 4]);
      const acme = r.body.data[0];
      assert.deepEqual(Object.keys(acme).sort(), ['active', 'date_changed', 'date_created', 'id', 'name', 'observation']);
      assert.equal(acme.name, 'Acme Corp');
      assert.equal(acme.observation, 'Main client since 2024');
      assert.equal(acme.active, 1);
      assert.match(acme.date_created, SPACE);
      assert.equal(r.body.data[1].observation, null);
    });

    test('filters by a comma-separated id list and by active', async () => {
      assert.deepEqual(ids(await list({ id: '4,2' })), [2, 4]);
      assert.deepEqual(ids(await list({ active: 1 })), [1, 2, 3]);
      assert.deepEqual(ids(await list({ active: 0 })), [4]);
      assert.deepEqual(ids(await list({ active: 0, id: '1,2' })), []);
    });

    for (const [name, query, field] of [
      ['id not an integer', { id: 'acme' }, 'id'],
      ['id list with an empty-looking bad item', { id: '1,-2' }, 'id'],
      ['active out of range', { active: '3' }, 'active'],
    ] as [string, Record<string, string>, string][]) {
      test(`an invalid filter is a 422: ${name}`, async () => {
        assertFieldError(await list(query), field);
      });
    }
  });

  describe('GET /customers/{id}', () => {
    test('answers the customer itself, unwrapped', async () => {
      const r = await get(3, rui);
      assert.equal(r.status, 200);
      assert.equal(r.body.id, 3);
      assert.equal(r.body.name, 'Initech');
    });

    test('unknown and non-integer ids are 404', async () => {
      for (const id of [99, 'acme', '1.5']) {
        const r = await get(id);
        assert.equal(r.status, 404, `${id}`);
        assert.equal(r.body.code, 'not_found');
      }
    });
  });

  describe('POST /customers (create)', () => {
    test('answers 201 with observation null and active 1 by default', async () => {
      const r = await create({ name: 'Hooli' });
      assert.equal(r.status, 201);
      assert.deepEqual(r.body, {
        id: 5, name: 'Hooli', observation: null, active: 1,
        date_created: '2026-03-10 12:00:00', date_changed: '2026-03-10 12:00:00',
      });
      assert.deepEqual((await get(5)).body, r.body, 'stored as answered');
    });

    test('observation and active are taken as sent', async () => {
      const r = await create({ name: 'Pied Piper', observation: 'Compression', active: 0 });
      assert.equal(r.body.observation, 'Compression');
      assert.equal(r.body.active, 0);
      assert.deepEqual(ids(await list({ active: 0 })), [4, 5]);
    });

    test('admins may create customers too', async () => {
      assert.equal((await create({ name: 'By admin' }, ada)).status, 201);
    });

    test('a regular user cannot create customers (403) and nothing is stored', async () => {
      const r = await create({ name: 'Sneaky' }, rui);
      assert.equal(r.status, 403);
      assert.equal(r.body.code, 'forbidden');
      assert.deepEqual(ids(await list()), [1, 2, 3, 4]);
    });

    for (const [name, body, field] of [
      ['missing name', { observation: 'x' }, 'name'],
      ['empty name', { name: '' }, 'name'],
      ['blank name', { name: '   ' }, 'name'],
      ['name sent twice', 'name=A&name=B', 'name'],
      ['active 2', { name: 'X', active: 2 }, 'active'],
      ['active as a word', { name: 'X', active: 'yes' }, 'active'],
    ] as [string, Body, string][]) {
      test(`422 on ${field}: ${name}`, async () => {
        assertFieldError(await create(body), field);
        assert.deepEqual(ids(await list()), [1, 2, 3, 4], 'nothing stored');
      });
    }
  });

  describe('POST /customers/{id} (update)', () => {
    test('a partial update changes only what is sent and moves date_changed', async () => {
      await sim.control.clock({ advance_seconds: 90 });
      const before = (await get(1)).body;
      const r = await update(1, { observation: 'Renewed' });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { ...before, observation: 'Renewed', date_changed: '2026-03-10 12:01:30' });
    });

    test('active 0 archives and 1 restores', async () => {
      assert.equal((await update(1, { active: 0 })).body.active, 0);
      assert.deepEqual(ids(await list({ active: 1 })), [2, 3]);
      assert.equal((await update(4, { active: 1 })).body.active, 1);
      assert.deepEqual(ids(await list({ active: 0 })), [1]);
    });

    test('an empty observation clears it to null', async () => {
      assert.equal((await update(1, { observation: '' })).body.observation, null);
    });

    test('an empty name is a 422 and changes nothing', async () => {
      assertFieldError(await update(1, { name: '', observation: 'x' }), 'name');
      const c = (await get(1)).body;
      assert.equal(c.name, 'Acme Corp');
      assert.equal(c.observation, 'Main client since 2024');
    });

    test('active out of range is a 422', async () => {
      assertFieldError(await update(1, { active: -1 }), 'active');
    });

    test('a regular user cannot update customers (403)', async () => {
      const r = await update(1, { name: 'Mine' }, rui);
      assert.equal(r.status, 403);
      assert.equal(r.body.code, 'forbidden');
      assert.equal((await get(1)).body.name, 'Acme Corp');
    });

    test('unknown and non-integer ids are 404', async () => {
      for (const id of [99, 'x']) {
        const r = await update(id, { name: 'X' });
        assert.equal(r.status, 404);
        assert.equal(r.body.code, 'not_found');
      }
    });
  });
});

describe('tasks', () => {
  const list = (query: Query = {}, token = ada) => sim.call('GET', '/tasks', { token, query });
  const get = (id: number | string, token = ada) => sim.call('GET', `/tasks/${id}`, { token });
  const create = (body: Body, token = mei) => sim.call('POST', '/tasks', { token, body });
  const update = (id: number | string, body: Body, token = mei) => sim.call('POST', `/tasks/${id}`, { token, body });

  describe('GET /tasks', () => {
    test('answers {data: [task]} with every task ordered by id, for any role', async () => {
      const r = await list({}, rui);
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.body), ['data']);
      assert.deepEqual(ids(r), [1, 2, 3, 4, 5, 6, 7, 8]);
      const design = r.body.data[0];
      assert.deepEqual(Object.keys(design).sort(), ['date_changed', 'date_created', 'description', 'id', 'is_billable_default', 'name']);
      assert.equal(design.name, 'Design');
      assert.equal(design.is_billable_default, true);
      assert.equal(r.body.data[3].is_billable_default, false, 'Meetings');
    });

    test('filters by a comma-separated id list', async () => {
      assert.deepEqual(ids(await list({ id: '8,2,5' })), [2, 5, 8]);
      assert.deepEqual(ids(await list({ id: '99' })), []);
    });

    test('tasks have no archived state: active=1 lists all, active=0 none', async () => {
      assert.deepEqual(ids(await list({ active: 1 })), [1, 2, 3, 4, 5, 6, 7, 8]);
      assert.deepEqual(ids(await list({ active: 0 })), []);
      assert.deepEqual(ids(await list({ active: 1, id: '3' })), [3]);
    });

    for (const [name, query, field] of [
      ['id not an integer', { id: 'design' }, 'id'],
      ['active out of range', { active: '2' }, 'active'],
      ['active empty', { active: '' }, 'active'],
    ] as [string, Record<string, string>, string][]) {
      test(`an invalid filter is a 422: ${name}`, async () => {
        assertFieldError(await list(query), field);
      });
    }
  });

  describe('GET /tasks/{id}', () => {
    test('answers the task itself', async () => {
      const r = await get(7, rui);
      assert.equal(r.status, 200);
      assert.equal(r.body.name, 'Research');
      assert.equal(r.body.description, 'Research work');
    });

    test('unknown and non-integer ids are 404', async () => {
      for (const id of [99, 'dev']) {
        const r = await get(id);
        assert.equal(r.status, 404);
        assert.equal(r.body.code, 'not_found');
      }
    });
  });

  describe('POST /tasks (create)', () => {
    test('without a name the task is "Untitled task" with description null', async () => {
      const r = await create({});
      assert.equal(r.status, 201);
      assert.deepEqual(r.body, {
        id: 9, name: 'Untitled task', description: null, is_billable_default: true,
        date_created: '2026-03-10 12:00:00', date_changed: '2026-03-10 12:00:00',
      });
      assert.deepEqual((await get(9)).body, r.body, 'stored as answered');
    });

    test('name and description are taken as sent', async () => {
      const r = await create({ name: 'Code review', description: 'Reading PRs' });
      assert.equal(r.body.name, 'Code review');
      assert.equal(r.body.description, 'Reading PRs');
      assert.deepEqual(ids(await list({ id: String(r.body.id) })), [r.body.id]);
    });

    test('admins may create tasks too', async () => {
      assert.equal((await create({ name: 'By admin' }, ada)).status, 201);
    });

    test('a regular user cannot create tasks (403)', async () => {
      const r = await create({ name: 'Mine' }, rui);
      assert.equal(r.status, 403);
      assert.equal(r.body.code, 'forbidden');
      assert.equal(ids(await list()).length, 8);
    });

    for (const [name, body, field] of [
      ['an empty name', { name: '' }, 'name'],
      ['a blank name', { name: ' ' }, 'name'],
      ['a name sent twice', 'name=a&name=b', 'name'],
      ['a description sent twice', 'description=a&description=b', 'description'],
    ] as [string, Body, string][]) {
      test(`${name} is a 422 on ${field}`, async () => {
        assertFieldError(await create(body), field);
        assert.equal(ids(await list()).length, 8, 'nothing stored');
      });
    }
  });

  describe('POST /tasks/{id} (update)', () => {
    test('a partial update changes only what is sent and moves date_changed', async () => {
      await sim.control.clock({ advance_seconds: 60 });
      const before = (await get(1)).body;
      const r = await update(1, { description: 'Visual design' });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { ...before, description: 'Visual design', date_changed: '2026-03-10 12:01:00' });
    });

    test('a rename shows in time entries that use the task', async () => {
      await update(2, { name: 'Engineering' });
      const entry = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: 1, task_id: 2 } });
      assert.equal(entry.body.task_name, 'Engineering');
    });

    test('an empty description clears it to null', async () => {
      assert.equal((await update(1, { description: '' })).body.description, null);
    });

    test('an empty name is a 422 and changes nothing', async () => {
      assertFieldError(await update(1, { name: '' }), 'name');
      assert.equal((await get(1)).body.name, 'Design');
    });

    test('a regular user cannot update tasks (403)', async () => {
      const r = await update(1, { name: 'Mine' }, rui);
      assert.equal(r.status, 403);
      assert.equal(r.body.code, 'forbidden');
    });

    test('unknown and non-integer ids are 404', async () => {
      for (const id of [99, 'x']) {
        const r = await update(id, { name: 'X' });
        assert.equal(r.status, 404);
        assert.equal(r.body.code, 'not_found');
      }
    });
  });
});
