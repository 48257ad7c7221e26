// Report rules at their edges:
// detailed totals over more rows than one default page, the cost side of an entry's money
// for a user whose billable rate differs from their cost rate, and numeric order of id groups
// once ids reach two digits. Over real HTTP, every answer checked against the OpenAPI document.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSim } from '../support/sim-fixture.ts';

const sim = useSim({ limits: false });
const NOW = '2026-03-10T12:00:00Z';
const WEBSITE = 1; // no required task; Ada's member rate 120

let ada = '';

beforeEach(async () => {
  await sim.reset(NOW);
  ({ ada } = await sim.signInAll());
});

const seconds = (d: string) => {
  const [h, m, s] = d.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};
const cents = (n: number) => Math.round(n * 100);

async function get(path: string, query: Record<string, string | number | boolean> = {}) {
  const r = await sim.call('GET', path, { token: ada, query });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

async function createEntry(body: Record<string, string | number>) {
  const r = await sim.call('POST', '/time-entries', { token: ada, body });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body;
}

describe('audit: detailed report totals', () => {
  test('with more rows than the default page of 50, totals cover every row, not the first page', async () => {
    for (let i = 0; i < 40; i++)
      await createEntry({ project_id: WEBSITE, date_execution: '2026-02-02', time_start: '08:00:00', time_total: '00:10:00' });
    const first = await get('/reports/detailed');
    assert.equal(first.data.length, 50, 'the default page holds 50 rows');
    assert.equal(first.has_next_page, true);
    const rows = [...first.data];
    let q: Record<string, string | number> = {};
    let page = first;
    while (page.has_next_page) {
      q = { ...q, ...page.next_page_query_params };
      page = await get('/reports/detailed', q);
      assert.deepEqual(page.totals, first.totals, 'every page carries the same totals');
      rows.push(...page.data);
    }
    assert.ok(rows.length > 50);
    assert.equal(first.totals.total_rows, rows.length);
    assert.equal(seconds(first.totals.total_time), rows.reduce((s, r) => s + seconds(r.time_total), 0));
    assert.equal(cents(first.totals.total_rate), rows.reduce((s, r) => s + cents(Number(r.rate_total)), 0));
    assert.equal(cents(first.totals.total_cost), rows.reduce((s, r) => s + cents(r.cost_amount), 0));
  });
});

describe('audit: money of a report row', () => {
  test('cost comes from the user cost rate even when the user has a different billable_rate_default', async () => {
    const user = await get('/users/1');
    assert.equal(user.cost_rate, '45.00');
    assert.equal(user.billable_rate_default, 120); // must not be used as the cost rate
    const entry = await createEntry({ project_id: WEBSITE, date_execution: '2026-02-03', time_start: '09:00:00', time_total: '02:00:00' });
    const [row] = (await get('/reports/detailed', { id: entry.id })).data;
    assert.equal(row.rate_hour, '120.00'); // Ada's member rate on Website
    assert.equal(row.rate_total, '240.00');
    assert.equal(row.cost_rate, 45);
    assert.equal(row.cost_amount, 90); // 45 × 2 h
    assert.equal(row.margin_amount, 150);
    // A new cost rate moves the cost, not the billable amount.
    const upd = await sim.call('POST', '/users/1', { token: ada, body: { cost_rate: '10.50' } });
    assert.equal(upd.status, 200, JSON.stringify(upd.body));
    const [after] = (await get('/reports/detailed', { id: entry.id })).data;
    assert.equal(after.cost_amount, 21);
    assert.equal(after.rate_total, '240.00');
  });
});

describe('audit: grouped report order', () => {
  test('id groups sort numerically: project 10 comes after project 9 and 2, first in desc', async () => {
    let last = 0;
    for (let i = 0; i < 4; i++) {
      const r = await sim.call('POST', '/projects', { token: ada, body: { name: `Audit project ${i}` } });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      last = r.body.id;
    }
    assert.equal(last, 10);
    const day = { date_execution: '2026-02-04', time_start: '09:00:00', time_total: '01:00:00' };
    await createEntry({ ...day, project_id: 9 });
    await createEntry({ ...day, project_id: 10 });
    await createEntry({ ...day, project_id: 2, task_id: 2 }); // Mobile App requires a task: Development
    const range = { date_execution_start: '2026-02-04', date_execution_end: '2026-02-04', opt_group_by: 'project_id' };
    const asc = await get('/reports/grouped', range);
    assert.deepEqual(asc.items.map((i: any) => i.details.group_key), ['2', '9', '10']);
    const desc = await get('/reports/grouped', { ...range, opt_sort_direction: 'desc' });
    assert.deepEqual(desc.items.map((i: any) => i.details.group_key), ['10', '9', '2']);
  });
});

describe('audit: grouped report total', () => {
  test('the report total is 100 % of itself, even for a range without entries', async () => {
    for (const range of [
      { date_execution_start: '2026-02-01', date_execution_end: '2026-03-10' },
      { date_execution_start: '2020-01-01', date_execution_end: '2020-01-31' }, // no entries at all
    ]) {
      const r = await get('/reports/grouped', { ...range, opt_group_by: 'user_id' });
      assert.equal(r.total.time_percentage, 100, JSON.stringify(range));
      assert.equal(r.total.time_percentage_overall, 100, JSON.stringify(range));
    }
  });
});
