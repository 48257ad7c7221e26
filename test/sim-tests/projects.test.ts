// Projects, their members and task assignments, over real HTTP against the simulator.
// Demo data (test/sim/demo.ts): users 1 ada admin, 2 rui regular, 3 mei manager, 4 sam
// archived; projects 1-6 (6 archived, 3 private without customer); tasks 1-8.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSim } from '../support/sim-fixture.ts';
import { assert422 } from '../support/assertions.ts';

const sim = useSim();
const NOW = '2026-03-10T12:00:00Z';
let ada = '';
let rui = '';
let mei = '';

beforeEach(async () => {
  await sim.reset(NOW);
  ({ ada, rui, mei } = await sim.signInAll());
});

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function getProject(id: number, token = ada) {
  const r = await sim.call('GET', `/projects/${id}`, { token });
  assert.equal(r.status, 200);
  return r.body;
}

async function createProject(body: Record<string, string | number | boolean | null>, token = ada) {
  const r = await sim.call('POST', '/projects', { token, body });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body;
}


describe('GET /projects', () => {
  test('lists every project ordered by id with totals.total_rows and no next page', async () => {
    const r = await sim.call('GET', '/projects', { token: rui });
    assert.equal(r.status, 200);
    assert.deepEqual(ids(r.body.data), [1, 2, 3, 4, 5, 6]);
    assert.equal(r.body.totals.total_rows, 6);
    assert.equal(r.body.has_next_page, false);
    assert.deepEqual(r.body.next_page_query_params, {});
  });

  test('active filters archived (0) and active (1) projects', async () => {
    const active = await sim.call('GET', '/projects', { token: ada, query: { active: 1 } });
    assert.deepEqual(ids(active.body.data), [1, 2, 3, 4, 5]);
    assert.equal(active.body.totals.total_rows, 5);
    const archived = await sim.call('GET', '/projects', { token: ada, query: { active: 0 } });
    assert.deepEqual(ids(archived.body.data), [6]);
    assert.equal(archived.body.data[0].status, 'archived');
  });

  test('id and customer_id take comma-separated lists and combine with active', async () => {
    const byId = await sim.call('GET', '/projects', { token: ada, query: { id: '5,1,3' } });
    assert.deepEqual(ids(byId.body.data), [1, 3, 5]);
    const byCustomer = await sim.call('GET', '/projects', { token: ada, query: { customer_id: '1,2' } });
    assert.deepEqual(ids(byCustomer.body.data), [1, 2, 4, 6]);
    const combined = await sim.call('GET', '/projects', { token: ada, query: { customer_id: 2, active: 1 } });
    assert.deepEqual(ids(combined.body.data), [4]);
    assert.equal(combined.body.totals.total_rows, 1);
    const none = await sim.call('GET', '/projects', { token: ada, query: { id: 999 } });
    assert.deepEqual(none.body.data, []);
    assert.equal(none.body.totals.total_rows, 0);
  });

  test('pages follow next_page_query_params until has_next_page is false, total_rows constant', async () => {
    const seen: number[] = [];
    let query: Record<string, string | number> = { opt_page_limit: 2 };
    for (let guard = 0; guard < 10; guard++) {
      const r = await sim.call('GET', '/projects', { token: ada, query });
      assert.equal(r.status, 200);
      assert.equal(r.body.totals.total_rows, 6);
      assert.ok(r.body.data.length <= 2);
      seen.push(...ids(r.body.data));
      if (!r.body.has_next_page) {
        assert.deepEqual(r.body.next_page_query_params, {});
        break;
      }
      query = { ...query, ...r.body.next_page_query_params };
    }
    assert.deepEqual(seen, [1, 2, 3, 4, 5, 6]);
  });

  test('a page past the end is empty but keeps the totals', async () => {
    const r = await sim.call('GET', '/projects', { token: ada, query: { opt_page_limit: 5, opt_page: 3 } });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.data, []);
    assert.equal(r.body.has_next_page, false);
    assert.equal(r.body.totals.total_rows, 6);
  });

  test('opt_page_limit outside 1..100 or not an integer is a 422', async () => {
    for (const limit of ['0', '101', 'x', '2.5']) {
      const r = await sim.call('GET', '/projects', { token: ada, query: { opt_page_limit: limit } });
      assert422(r, 'opt_page_limit');
    }
    const ok = await sim.call('GET', '/projects', { token: ada, query: { opt_page_limit: 100 } });
    assert.equal(ok.status, 200);
    const one = await sim.call('GET', '/projects', { token: ada, query: { opt_page_limit: 1 } });
    assert.deepEqual(ids(one.body.data), [1]);
    assert.deepEqual(one.body.next_page_query_params, { opt_page: 2 });
  });

  test('bad filters and page numbers are 422 naming the parameter', async () => {
    assert422(await sim.call('GET', '/projects', { token: ada, query: { active: 2 } }), 'active');
    assert422(await sim.call('GET', '/projects', { token: ada, query: { id: 'abc' } }), 'id');
    assert422(await sim.call('GET', '/projects', { token: ada, query: { customer_id: '1,x' } }), 'customer_id');
    assert422(await sim.call('GET', '/projects', { token: ada, query: { opt_page: 0 } }), 'opt_page');
  });
});

describe('GET /projects/{id}', () => {
  test('answers every field of the project with its computed values', async () => {
    const p = await getProject(1);
    assert.deepEqual(Object.keys(p).sort(), [
      'active', 'bill_by', 'billable', 'budget', 'budget_by', 'budget_progress', 'contractor_id', 'created_by',
      'customer_id', 'customer_name', 'date_changed', 'date_created', 'description', 'id', 'is_billable', 'is_manager',
      'is_member', 'name', 'privacy', 'privacy_s', 'rate', 'rate_start_at', 'required_task', 'status', 'template',
      'time_total', 'total_active_tasks', 'total_invoiced', 'total_members', 'total_uninvoiced', 'value_total',
    ]);
    assert.equal(p.name, 'Website Redesign');
    assert.equal(p.customer_id, 1);
    assert.equal(p.customer_name, 'Acme Corp');
    assert.equal(p.privacy, 2);
    assert.equal(p.privacy_s, 'public');
    assert.equal(p.status, 'active');
    assert.equal(p.billable, 1);
    assert.equal(p.is_billable, true);
    assert.equal(p.rate, 100);
    assert.equal(p.total_members, 3);
    assert.equal(p.total_active_tasks, 3);
    assert.equal(p.total_invoiced, 0);
    assert.ok(p.time_total > 0, 'the demo has entries on this project');
    assert.ok(p.value_total > 0);
    assert.equal(p.total_uninvoiced, p.value_total);
    assert.equal(p.budget_progress, 0, 'no budget');
  });

  test('is_member and is_manager are the caller\'s relation to the project', async () => {
    const asAda = await getProject(1, ada);
    assert.equal(asAda.is_member, true);
    assert.equal(asAda.is_manager, true);
    const asRui = await getProject(1, rui);
    assert.equal(asRui.is_member, true);
    assert.equal(asRui.is_manager, false);
    const asMei = await getProject(1, mei);
    assert.equal(asMei.is_member, false);
    assert.equal(asMei.is_manager, false);
  });

  test('a private project without customer and not billable', async () => {
    const p = await getProject(3);
    assert.equal(p.privacy, 1);
    assert.equal(p.privacy_s, 'private');
    assert.equal(p.customer_id, null);
    assert.equal(p.customer_name, null);
    assert.equal(p.billable, 0);
    assert.equal(p.is_billable, false);
    assert.ok(p.time_total > 0);
    assert.equal(p.value_total, 0, 'entries of a non-billable project have no value');
  });

  test('budget_progress is the share of the budget used: hours for time, amount for billing', async () => {
    const byTime = await getProject(4);
    assert.equal(byTime.budget, 40);
    assert.equal(byTime.budget_by, 'time');
    assert.equal(byTime.budget_progress, Math.round((byTime.time_total / 40) * 100 * 100) / 100);
    const byBilling = await getProject(5);
    assert.equal(byBilling.budget_by, 'billing');
    assert.ok(byBilling.value_total > 0);
    assert.equal(byBilling.budget_progress, Math.round((byBilling.value_total / 5000) * 100 * 100) / 100);
  });

  test('time_total, value_total and budget_progress follow the project\'s stopped time', async () => {
    const p = await createProject({ name: 'Metered', is_billable: true, rate: 60, budget: 3, budget_by: 'time' });
    const e = await sim.call('POST', '/time-entries', { token: ada, body: { project_id: p.id, time_total: '01:30:00' } });
    assert.equal(e.status, 201, JSON.stringify(e.body));
    const after = await getProject(p.id);
    assert.equal(after.time_total, 1.5);
    assert.equal(after.value_total, 90, 'the creator\'s member rate (the project rate) × 1.5 h');
    assert.equal(after.total_uninvoiced, 90);
    assert.equal(after.budget_progress, 50);
    assert.equal((await sim.call('POST', `/time-entries/${e.body.id}/start`, { token: ada })).status, 200);
    await sim.control.clock({ advance_seconds: 1800 });
    assert.equal((await getProject(p.id)).time_total, 1.5, 'a running stopwatch does not count yet');
    assert.equal((await sim.call('POST', `/time-entries/${e.body.id}/stop`, { token: ada })).status, 200);
    const stopped = await getProject(p.id);
    assert.equal(stopped.time_total, 2);
    assert.equal(stopped.value_total, 120);
  });

  test('the archived project has status archived and active 0', async () => {
    const p = await getProject(6);
    assert.equal(p.active, 0);
    assert.equal(p.status, 'archived');
  });

  test('unknown or non-integer ids are 404 not_found', async () => {
    for (const id of ['999', 'abc', '1.5']) {
      const r = await sim.call('GET', `/projects/${id}`, { token: ada });
      assert.equal(r.status, 404, id);
      assert.equal(r.body.code, 'not_found');
    }
  });

  test('DELETE on a project is 405 with Allow', async () => {
    const r = await sim.call('DELETE', '/projects/1', { token: ada });
    assert.equal(r.status, 405);
    assert.equal(r.headers.get('allow'), 'GET, POST');
  });
});

describe('POST /projects', () => {
  test('creates with the defaults of the spec and decisions; the creator is a manager member', async () => {
    const p = await createProject({ name: 'Fresh' });
    assert.equal(typeof p.id, 'number');
    assert.equal(p.name, 'Fresh');
    assert.equal(p.active, 1);
    assert.equal(p.status, 'active');
    assert.equal(p.is_billable, false);
    assert.equal(p.billable, 0);
    assert.equal(p.bill_by, 'none');
    assert.equal(p.budget, null);
    assert.equal(p.budget_by, 'time');
    assert.equal(p.budget_progress, 0);
    assert.equal(p.contractor_id, null);
    assert.equal(p.customer_id, null);
    assert.equal(p.customer_name, null);
    assert.equal(p.created_by, 1);
    assert.equal(p.description, '');
    assert.equal(p.privacy, 2);
    assert.equal(p.privacy_s, 'public');
    assert.equal(p.rate, 0);
    assert.equal(p.rate_start_at, null);
    assert.equal(p.required_task, 0);
    assert.equal(p.template, false);
    assert.equal(p.time_total, 0);
    assert.equal(p.value_total, 0);
    assert.equal(p.total_uninvoiced, 0);
    assert.equal(p.total_active_tasks, 0);
    assert.equal(p.total_members, 1);
    assert.equal(p.is_member, true);
    assert.equal(p.is_manager, true);
    assert.match(p.date_created, /^2026-03-10 12:00:\d\d$/);
    assert.equal(p.date_changed, p.date_created);

    const members = await sim.call('GET', `/projects/${p.id}/members`, { token: ada });
    assert.equal(members.body.data.length, 1);
    assert.equal(members.body.data[0].user_id, 1);
    assert.equal(members.body.data[0].manager, 1);
    assert.equal(members.body.data[0].rate, 0);
    assert.deepEqual(await getProject(p.id), p);
  });

  test('every body field is stored', async () => {
    const p = await createProject({
      name: 'Full', description: 'All fields', customer_id: 2, is_billable: true, privacy: 1, rate: 75,
      rate_start_at_new: '2026-01-01', required_task: 1, template: true, budget: 100, budget_by: 'billing',
      bill_by: 'hourly', contractor_id: 7, active: 0,
    });
    assert.equal(p.description, 'All fields');
    assert.equal(p.customer_id, 2);
    assert.equal(p.customer_name, 'Globex');
    assert.equal(p.is_billable, true);
    assert.equal(p.billable, 1);
    assert.equal(p.privacy, 1);
    assert.equal(p.privacy_s, 'private');
    assert.equal(p.rate, 75);
    assert.equal(p.rate_start_at, '2026-01-01');
    assert.equal(p.required_task, 1);
    assert.equal(p.template, true);
    assert.equal(p.budget, 100);
    assert.equal(p.budget_by, 'billing');
    assert.equal(p.bill_by, 'hourly');
    assert.equal(p.contractor_id, 7);
    assert.equal(p.active, 0);
    assert.equal(p.status, 'archived');
    const member = (await sim.call('GET', `/projects/${p.id}/members`, { token: ada })).body.data[0];
    assert.equal(member.rate, 75, 'the creator joins at the project rate');
  });

  test('booleans accept 1/0 and the deprecated billable sets is_billable', async () => {
    assert.equal((await createProject({ name: 'A', is_billable: 1, template: 0 })).is_billable, true);
    const viaBillable = await createProject({ name: 'B', billable: 1 });
    assert.equal(viaBillable.is_billable, true);
    assert.equal(viaBillable.billable, 1);
    const both = await createProject({ name: 'C', billable: 1, is_billable: false });
    assert.equal(both.is_billable, false, 'is_billable wins over the deprecated field');
  });

  test('the new project is listed and counted', async () => {
    const p = await createProject({ name: 'Listed', customer_id: 3 });
    const r = await sim.call('GET', '/projects', { token: ada });
    assert.equal(r.body.totals.total_rows, 7);
    assert.equal(r.body.data.at(-1).id, p.id);
    const byCustomer = await sim.call('GET', '/projects', { token: ada, query: { customer_id: 3 } });
    assert.deepEqual(ids(byCustomer.body.data), [5, p.id]);
  });

  test('a manager may create and becomes its manager member', async () => {
    const p = await createProject({ name: 'Mei\'s' }, mei);
    assert.equal(p.created_by, 3);
    assert.equal(p.is_manager, true);
    const members = await sim.call('GET', `/projects/${p.id}/members`, { token: mei });
    assert.deepEqual(members.body.data.map((m: any) => [m.user_id, m.manager]), [[3, 1]]);
  });

  test('a regular user gets 403 forbidden and nothing is created', async () => {
    const r = await sim.call('POST', '/projects', { token: rui, body: { name: 'Nope' } });
    assert.equal(r.status, 403);
    assert.equal(r.body.code, 'forbidden');
    assert.equal((await sim.call('GET', '/projects', { token: ada })).body.totals.total_rows, 6);
  });

  test('name is required and may not be empty', async () => {
    const missing = await sim.call('POST', '/projects', { token: ada, body: { description: 'x' } });
    assert422(missing, 'name');
    assert.deepEqual(missing.body.errors.name, ['is required']);
    assert422(await sim.call('POST', '/projects', { token: ada, body: { name: '  ' } }), 'name');
    assert422(await sim.call('POST', '/projects', { token: ada, body: 'name=a&name=b' }), 'name');
  });

  test('out-of-range and wrongly typed fields are each named in one 422', async () => {
    const r = await sim.call('POST', '/projects', {
      token: ada,
      body: {
        name: 'Bad', privacy: 3, budget_by: 'money', required_task: 2, active: 'yes', is_billable: 'maybe',
        rate: 'abc', budget: '1.5', template: 'no', rate_start_at_new: '2026-13-01', contractor_id: 'x',
      },
    });
    assert422(r, 'privacy', 'budget_by', 'required_task', 'active', 'is_billable', 'rate', 'budget', 'template',
      'rate_start_at_new', 'contractor_id');
    assert.deepEqual(r.body.errors.budget_by, ['must be one of: billing, time']);
    assert422(await sim.call('POST', '/projects', { token: ada, body: { name: 'N', rate: -1 } }), 'rate');
    assert422(await sim.call('POST', '/projects', { token: ada, body: { name: 'N', privacy: 0 } }), 'privacy');
    assert.equal((await sim.call('GET', '/projects', { token: ada })).body.totals.total_rows, 6);
  });

  test('an unknown customer_id is a 422 "not found"', async () => {
    const r = await sim.call('POST', '/projects', { token: ada, body: { name: 'N', customer_id: 999 } });
    assert422(r, 'customer_id');
    assert.deepEqual(r.body.errors.customer_id, ['not found']);
  });
});

describe('POST /projects/{id}', () => {
  test('updates only the fields sent and moves date_changed', async () => {
    const before = await getProject(1);
    await sim.control.clock({ advance_seconds: 3600 });
    const r = await sim.call('POST', '/projects/1', { token: ada, body: { name: 'Website 2.0' } });
    assert.equal(r.status, 200);
    assert.equal(r.body.name, 'Website 2.0');
    assert.equal(r.body.description, before.description);
    assert.equal(r.body.rate, before.rate);
    assert.equal(r.body.customer_id, before.customer_id);
    assert.equal(r.body.date_created, before.date_created);
    assert.match(r.body.date_changed, /^2026-03-10 13:00:\d\d$/);
    assert.equal((await getProject(1)).name, 'Website 2.0');
  });

  test('active 0 archives and active 1 restores', async () => {
    const archived = await sim.call('POST', '/projects/2', { token: ada, body: { active: 0 } });
    assert.equal(archived.body.active, 0);
    assert.equal(archived.body.status, 'archived');
    const list = await sim.call('GET', '/projects', { token: ada, query: { active: 0 } });
    assert.deepEqual(ids(list.body.data), [2, 6]);
    const restored = await sim.call('POST', '/projects/2', { token: ada, body: { active: 1 } });
    assert.equal(restored.body.status, 'active');
  });

  test('rate_start_at_new sets rate_start_at alongside a new rate; empty clears it', async () => {
    const r = await sim.call('POST', '/projects/1', { token: mei, body: { rate: 130, rate_start_at_new: '2026-04-01' } });
    assert.equal(r.status, 200);
    assert.equal(r.body.rate, 130);
    assert.equal(r.body.rate_start_at, '2026-04-01');
    const cleared = await sim.call('POST', '/projects/1', { token: mei, body: { rate_start_at_new: '' } });
    assert.equal(cleared.body.rate_start_at, null);
    assert.equal(cleared.body.rate, 130);
  });

  test('customer_id can be changed, and cleared with an empty value', async () => {
    const moved = await sim.call('POST', '/projects/1', { token: ada, body: { customer_id: 3 } });
    assert.equal(moved.body.customer_name, 'Initech');
    const cleared = await sim.call('POST', '/projects/1', { token: ada, body: { customer_id: '' } });
    assert.equal(cleared.body.customer_id, null);
    assert.equal(cleared.body.customer_name, null);
  });

  test('a new budget changes budget_progress', async () => {
    const before = await getProject(4);
    const r = await sim.call('POST', '/projects/4', { token: ada, body: { budget: 80 } });
    assert.equal(r.body.budget, 80);
    assert.equal(r.body.budget_progress, Math.round((before.time_total / 80) * 100 * 100) / 100);
    const none = await sim.call('POST', '/projects/4', { token: ada, body: { budget: '' } });
    assert.equal(none.body.budget, null);
    assert.equal(none.body.budget_progress, 0);
  });

  test('is_billable false makes the project\'s entries worth nothing', async () => {
    assert.ok((await getProject(1)).value_total > 0);
    const r = await sim.call('POST', '/projects/1', { token: ada, body: { is_billable: false } });
    assert.equal(r.body.value_total, 0);
    assert.equal(r.body.billable, 0);
  });

  test('fields sent on update must still be valid', async () => {
    assert422(await sim.call('POST', '/projects/1', { token: ada, body: { name: '' } }), 'name');
    assert422(await sim.call('POST', '/projects/1', { token: ada, body: { privacy: 5 } }), 'privacy');
    assert422(await sim.call('POST', '/projects/1', { token: ada, body: { customer_id: 999 } }), 'customer_id');
    assert422(await sim.call('POST', '/projects/1', { token: ada, body: { active: -1 } }), 'active');
    assert.equal((await getProject(1)).name, 'Website Redesign');
  });

  test('a regular user gets 403; an unknown project 404', async () => {
    const r = await sim.call('POST', '/projects/1', { token: rui, body: { name: 'Mine now' } });
    assert.equal(r.status, 403);
    assert.equal(r.body.code, 'forbidden');
    assert.equal((await getProject(1)).name, 'Website Redesign');
    const missing = await sim.call('POST', '/projects/999', { token: ada, body: { name: 'x' } });
    assert.equal(missing.status, 404);
  });
});

describe('project members', () => {
  test('lists memberships with user, rate and teams; archived users stay listed as inactive', async () => {
    const r = await sim.call('GET', '/projects/1/members', { token: rui });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.data.map((m: any) => m.user_id), [1, 2, 4]);
    const [adaM, ruiM, samM] = r.body.data;
    assert.equal(adaM.manager, 1);
    assert.equal(adaM.rate, 120);
    assert.equal(adaM.user_email, 'ada@example.com');
    assert.equal(ruiM.user_name, 'Rui Costa');
    assert.equal(ruiM.manager, 0);
    assert.equal(ruiM.rate, 90);
    assert.equal(ruiM.is_billable, true);
    assert.equal(ruiM.billable, 1);
    assert.equal(ruiM.project_id, 1);
    assert.deepEqual(ruiM.teams, [{ id: 1, name: 'Engineering' }, { id: 2, name: 'Design' }]);
    assert.equal(samM.active, 0);
    assert.equal(adaM.active, 1);
  });

  test('adding a user answers 201 with the project rate as default, then 200 updating what was sent', async () => {
    const added = await sim.call('POST', '/projects/1/members/3', { token: ada });
    assert.equal(added.status, 201);
    const m = added.body.data;
    assert.equal(m.user_id, 3);
    assert.equal(m.project_id, 1);
    assert.equal(m.rate, 100);
    assert.equal(m.manager, 0);
    assert.equal(m.is_billable, true);
    assert.equal(m.rate_start_at, null);
    assert.deepEqual(m.teams, [{ id: 2, name: 'Design' }]);
    assert.match(m.date_created, /^2026-03-10 12:00:\d\d$/);

    const again = await sim.call('POST', '/projects/1/members/3', { token: ada, body: { rate: '135.50', manager: 1 } });
    assert.equal(again.status, 200);
    assert.equal(again.body.data.id, m.id);
    assert.equal(again.body.data.rate, 135.5);
    assert.equal(again.body.data.manager, 1);
    assert.equal(again.body.data.is_billable, true, 'fields not sent keep their value');

    const list = await sim.call('GET', '/projects/1/members', { token: ada });
    assert.equal(list.body.data.filter((x: any) => x.user_id === 3).length, 1);
    assert.equal((await getProject(1)).total_members, 4);
    assert.equal((await getProject(1, mei)).is_manager, true);
  });

  test('is_billable and rate_start_at_new are stored on the membership', async () => {
    const r = await sim.call('POST', '/projects/4/members/2', {
      token: mei, body: { is_billable: false, rate: '60', rate_start_at_new: '2026-02-01' },
    });
    assert.equal(r.status, 201);
    assert.equal(r.body.data.is_billable, false);
    assert.equal(r.body.data.billable, 0);
    assert.equal(r.body.data.rate, 60);
    assert.equal(r.body.data.rate_start_at, '2026-02-01');
  });

  test('a member\'s rate prices their entries in the project value', async () => {
    const before = (await getProject(1)).value_total;
    await sim.call('POST', '/projects/1/members/2', { token: ada, body: { rate: '190' } });
    const after = (await getProject(1)).value_total;
    assert.ok(after > before, `${after} > ${before}: Rui's entries on the project are billed at his new rate`);
  });

  test('unassigned-users lists active non-members and shrinks when one is added', async () => {
    const before = await sim.call('GET', '/projects/1/unassigned-users', { token: rui });
    assert.equal(before.status, 200);
    assert.deepEqual(before.body.data, [{ id: 3, name: 'Mei Chen', email: 'mei@example.com', teams: [{ id: 2, name: 'Design' }] }]);
    await sim.call('POST', '/projects/1/members/3', { token: ada });
    const after = await sim.call('GET', '/projects/1/unassigned-users', { token: rui });
    assert.deepEqual(after.body.data, []);
    const fresh = await createProject({ name: 'Empty' });
    const others = await sim.call('GET', `/projects/${fresh.id}/unassigned-users`, { token: ada });
    assert.deepEqual(ids(others.body.data), [2, 3], 'the archived user is never offered');
  });

  test('unknown or archived users and unknown projects are 404', async () => {
    for (const path of ['/projects/1/members/999', '/projects/2/members/4', '/projects/1/members/abc', '/projects/999/members/2']) {
      const r = await sim.call('POST', path, { token: ada });
      assert.equal(r.status, 404, path);
      assert.equal(r.body.code, 'not_found');
    }
    for (const path of ['/projects/999/members', '/projects/999/unassigned-users']) {
      assert.equal((await sim.call('GET', path, { token: ada })).status, 404, path);
    }
  });

  test('bad member fields are 422 and change nothing', async () => {
    const r = await sim.call('POST', '/projects/1/members/3', {
      token: ada, body: { rate: 'abc', manager: 2, is_billable: 'x', rate_start_at_new: 'tomorrow' },
    });
    assert422(r, 'rate', 'manager', 'is_billable', 'rate_start_at_new');
    assert422(await sim.call('POST', '/projects/1/members/2', { token: ada, body: { rate: '-5' } }), 'rate');
    const members = await sim.call('GET', '/projects/1/members', { token: ada });
    assert.deepEqual(members.body.data.map((m: any) => m.user_id), [1, 2, 4]);
    assert.equal(members.body.data[1].rate, 90);
  });

  test('a regular user cannot add members (403)', async () => {
    const r = await sim.call('POST', '/projects/1/members/3', { token: rui });
    assert.equal(r.status, 403);
    assert.equal(r.body.code, 'forbidden');
    assert.equal((await getProject(1)).total_members, 3);
  });
});

describe('project task assignments', () => {
  test('lists assignments with the task and its billability', async () => {
    const r = await sim.call('GET', '/projects/1/tasks', { token: rui });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.data.map((a: any) => [a.task_id, a.task_name]), [[1, 'Design'], [2, 'Development'], [4, 'Meetings']]);
    const meetings = r.body.data[2];
    assert.equal(meetings.is_billable_default, 0);
    assert.equal(meetings.is_billable, false);
    assert.equal(meetings.billable, 0);
    assert.equal(meetings.checked, 0);
    assert.equal(meetings.project_id, 1);
    assert.equal(r.body.data[0].task_description, 'Design work');
    assert.equal(r.body.data[0].is_billable_default, 1);
  });

  test('unassigned-tasks lists the tasks not on the project', async () => {
    const r = await sim.call('GET', '/projects/1/unassigned-tasks', { token: rui });
    assert.equal(r.status, 200);
    assert.deepEqual(ids(r.body.data), [3, 5, 6, 7, 8]);
    assert.deepEqual(Object.keys(r.body.data[0]).sort(), ['date_changed', 'date_created', 'description', 'id', 'is_billable_default', 'name']);
    assert.equal(r.body.data[0].is_billable_default, true);
  });

  test('adding a task answers 201 billable by default, then 200 updating is_billable', async () => {
    const added = await sim.call('POST', '/projects/1/tasks/3', { token: mei });
    assert.equal(added.status, 201);
    assert.equal(added.body.data.task_id, 3);
    assert.equal(added.body.data.is_billable, true);
    assert.equal(added.body.data.checked, 0);
    assert.match(added.body.data.date_created, /^2026-03-10 12:00:\d\d$/);
    const again = await sim.call('POST', '/projects/1/tasks/3', { token: mei, body: { is_billable: false } });
    assert.equal(again.status, 200);
    assert.equal(again.body.data.id, added.body.data.id);
    assert.equal(again.body.data.is_billable, false);
    assert.equal(again.body.data.billable, 0);

    const unassigned = await sim.call('GET', '/projects/1/unassigned-tasks', { token: ada });
    assert.deepEqual(ids(unassigned.body.data), [5, 6, 7, 8]);
    assert.equal((await getProject(1)).total_active_tasks, 4);
    const zero = await sim.call('POST', '/projects/1/tasks/5', { token: ada, body: { is_billable: 0 } });
    assert.equal(zero.status, 201);
    assert.equal(zero.body.data.is_billable, false);
  });

  test('a non-billable assignment removes its entries from the project value', async () => {
    const before = (await getProject(1)).value_total;
    await sim.call('POST', '/projects/1/tasks/2', { token: ada, body: { is_billable: false } });
    assert.ok((await getProject(1)).value_total < before);
  });

  test('check and uncheck move the assignment and total_active_tasks, idempotently', async () => {
    const checked = await sim.call('POST', '/projects/1/tasks/1/check', { token: ada });
    assert.equal(checked.status, 200);
    assert.equal(checked.body.data.checked, 1);
    assert.equal(checked.body.data.task_id, 1);
    assert.equal((await getProject(1)).total_active_tasks, 2);
    const listed = await sim.call('GET', '/projects/1/tasks', { token: ada });
    assert.deepEqual(listed.body.data.map((a: any) => a.checked), [1, 0, 0]);
    const twice = await sim.call('POST', '/projects/1/tasks/1/check', { token: ada });
    assert.equal(twice.body.data.checked, 1);
    const unchecked = await sim.call('DELETE', '/projects/1/tasks/1/check', { token: mei });
    assert.equal(unchecked.status, 200);
    assert.equal(unchecked.body.data.checked, 0);
    assert.equal((await getProject(1)).total_active_tasks, 3);
    const again = await sim.call('DELETE', '/projects/1/tasks/1/check', { token: mei });
    assert.equal(again.body.data.checked, 0);
  });

  test('check and uncheck of a task not assigned, unknown or on an unknown project are 404', async () => {
    for (const path of ['/projects/1/tasks/8/check', '/projects/1/tasks/999/check', '/projects/999/tasks/1/check', '/projects/1/tasks/x/check']) {
      const post = await sim.call('POST', path, { token: ada });
      assert.equal(post.status, 404, path);
      assert.equal(post.body.code, 'not_found');
      assert.equal((await sim.call('DELETE', path, { token: ada })).status, 404, path);
    }
  });

  test('adding an unknown task or to an unknown project is 404; a bad is_billable 422', async () => {
    assert.equal((await sim.call('POST', '/projects/1/tasks/999', { token: ada })).status, 404);
    assert.equal((await sim.call('POST', '/projects/999/tasks/1', { token: ada })).status, 404);
    assert.equal((await sim.call('GET', '/projects/999/tasks', { token: ada })).status, 404);
    assert.equal((await sim.call('GET', '/projects/999/unassigned-tasks', { token: ada })).status, 404);
    assert422(await sim.call('POST', '/projects/1/tasks/3', { token: ada, body: { is_billable: 'perhaps' } }), 'is_billable');
    assert.deepEqual(ids((await sim.call('GET', '/projects/1/unassigned-tasks', { token: ada })).body.data), [3, 5, 6, 7, 8]);
  });

  test('a regular user cannot add, check or uncheck tasks (403)', async () => {
    for (const [method, path] of [['POST', '/projects/1/tasks/3'], ['POST', '/projects/1/tasks/1/check'], ['DELETE', '/projects/1/tasks/1/check']] as const) {
      const r = await sim.call(method, path, { token: rui });
      assert.equal(r.status, 403, `${method} ${path}`);
      assert.equal(r.body.code, 'forbidden');
    }
    const listed = await sim.call('GET', '/projects/1/tasks', { token: rui });
    assert.deepEqual(listed.body.data.map((a: any) => [a.task_id, a.checked]), [[1, 0], [2, 0], [4, 0]]);
  });

  test('GET on the check path is 405 with Allow', async () => {
    const r = await sim.call('GET', '/projects/1/tasks/1/check', { token: ada });
    assert.equal(r.status, 405);
    assert.equal(r.headers.get('allow'), 'DELETE, POST');
  });
});

describe('GET /projects/{id}/todo-lists', () => {
  test('lists the project\'s to-do lists ordered by position', async () => {
    const r = await sim.call('GET', '/projects/1/todo-lists', { token: rui });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.data.map((l: any) => l.name), ['Launch checklist']);
    assert.equal(r.body.data[0].project_name, 'Website Redesign');
    const later = await sim.call('POST', '/todo-lists', { token: ada, body: { project_id: 3, name: 'Later', position: 5 } });
    const sooner = await sim.call('POST', '/todo-lists', { token: ada, body: { project_id: 3, name: 'Sooner', position: 2 } });
    assert.equal(later.status, 201);
    assert.equal(sooner.status, 201);
    const lists = await sim.call('GET', '/projects/3/todo-lists', { token: ada });
    assert.deepEqual(lists.body.data.map((l: any) => l.name), ['Sooner', 'Later']);
  });

  test('a project without lists gives an empty list; an unknown project 404', async () => {
    assert.deepEqual((await sim.call('GET', '/projects/4/todo-lists', { token: ada })).body, { data: [] });
    assert.equal((await sim.call('GET', '/projects/999/todo-lists', { token: ada })).status, 404);
  });
});
