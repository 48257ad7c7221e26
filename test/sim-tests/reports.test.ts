// Reports of the simulator (spec "Reports", contract.md 5 and 5b, docs/service-decisions.md
// "Reports"), over real HTTP. The clock is set to a fixed Wednesday and the demo data is
// rebuilt for it, so every date below is exact; a few entries are added through the store
// where a rule needs a precise figure (money by hand, totals past 99 hours, no task).
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, useSim } from '../support/sim-fixture.ts';
import type { TimeEntry } from '../sim/model.ts';

const sim = useSim({ limits: false });
const NOW = '2025-03-12T15:00:00Z'; // a Wednesday
const TODAY = '2025-03-12';

let admin = '';
let regular = '';
const ids: Record<'money' | 'noTask' | 'running' | 'round', number> = { money: 0, noTask: 0, running: 0, round: 0 };

const ADA = 1, RUI = 2, MEI = 3, SAM = 4;
const WEBSITE = 1, INTERNAL = 3, MIGRATION = 4, SUPPORT = 5;
const DEVELOPMENT = 2, SUPPORT_TASK = 8;

function insert(e: Partial<TimeEntry> & Pick<TimeEntry, 'user_id' | 'project_id' | 'date_execution' | 'time_start' | 'time_total'>): number {
  const store = sim.ctx.store;
  const id = store.nextId('entry');
  const at = Date.parse(`${e.date_execution}T12:00:00Z`);
  store.entries.set(id, {
    id, task_id: null, description: 'fixture', stopwatch_started_at: null, is_locked: false, locked_reason: null,
    form: 'web', is_invoiced: 0, created_by: e.user_id, changed_by: e.user_id, date_created: at, date_changed: at, ...e,
  });
  return id;
}

/** Before each test: the demo data at NOW plus the entries below, and fresh tokens. */
async function prepare(): Promise<void> {
  await sim.reset(NOW);
  // 1 h 30 min of Rui on Website/Development: member rate 90, cost rate 30.
  ids.money = insert({ user_id: RUI, project_id: WEBSITE, task_id: DEVELOPMENT, date_execution: '2025-01-15', time_start: 10 * 3600, time_total: 5400 });
  // 20 min of Ada on Website without a task: member rate 120, cost rate 45.
  ids.noTask = insert({ user_id: ADA, project_id: WEBSITE, date_execution: '2025-01-15', time_start: 14 * 3600, time_total: 1200 });
  // A running stopwatch: only the stored 30 min count.
  ids.running = insert({ user_id: RUI, project_id: SUPPORT, task_id: SUPPORT_TASK, date_execution: '2025-01-16', time_start: 8 * 3600,
    time_total: 1800, stopwatch_started_at: Date.parse(NOW) - 600_000 });
  // 1000 s of Mei on Data Migration: 25.00 billable at 90/h, 9.72 cost at 35/h (rounded).
  ids.round = insert({ user_id: MEI, project_id: MIGRATION, task_id: DEVELOPMENT, date_execution: '2025-01-17', time_start: 9 * 3600, time_total: 1000 });
  // Five 23-hour days: a total past 99 hours.
  for (let d = 2; d <= 6; d++)
    insert({ user_id: MEI, project_id: MIGRATION, task_id: DEVELOPMENT, date_execution: `2024-12-0${d}`, time_start: 0, time_total: 23 * 3600 });
  admin = await sim.login(DEMO.admin);
  regular = await sim.login(DEMO.regular);
}

// ---- helpers ------------------------------------------------------------------------------

type Query = Record<string, string | number | boolean>;

const seconds = (d: string) => {
  const [h, m, s] = d.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};
const cents = (n: number) => Math.round(n * 100);

async function detailed(query: Query = {}, token = admin) {
  const r = await sim.call('GET', '/reports/detailed', { token, query });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

/** Every row of a detailed report, following next_page_query_params. */
async function allRows(query: Query = {}) {
  const rows: any[] = [];
  let q: Query = { opt_page_limit: 100, ...query };
  for (let guard = 0; guard < 1000; guard++) {
    const page = await detailed(q);
    rows.push(...page.data);
    if (!page.has_next_page) {
      assert.deepEqual(page.next_page_query_params, {});
      return { rows, totals: page.totals };
    }
    q = { ...q, ...page.next_page_query_params };
  }
  throw new Error('pagination did not end');
}

async function grouped(query: Query = {}, token = admin) {
  const r = await sim.call('GET', '/reports/grouped', { token, query });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

async function rejects(path: string, query: Query, field: string) {
  const r = await sim.call('GET', path, { token: admin, query });
  assert.equal(r.status, 422, `${JSON.stringify(query)} answered ${r.status}`);
  assert.equal(r.body.code, 'validation_failed');
  assert.ok(r.body.errors[field], `errors name ${field}: ${JSON.stringify(r.body.errors)}`);
}

const keys = (items: any[]) => items.map((i) => i.details.group_key);
const timeOf = (item: any) => seconds(item.total.time_total.time);

function walk(items: any[], fn: (item: any, parent: any) => void, parent: any = null) {
  for (const item of items) {
    fn(item, parent);
    walk(item.items, fn, item);
  }
}

const sumSeconds = (rows: any[]) => rows.reduce((s, r) => s + seconds(r.time_total), 0);
const distinct = <T>(values: T[]) => [...new Set(values)];

// ---- detailed report ----------------------------------------------------------------------

describe('detailed report', () => {
  beforeEach(prepare);
  test('totals cover the whole filtered result and equal the sums of the rows of every page', async () => {
    const all: any[] = [];
    let q: Query = { opt_page_limit: 7 };
    let first: any;
    for (;;) {
      const page = await detailed(q);
      first ??= page;
      assert.deepEqual(page.totals, first.totals, 'every page carries the same totals');
      assert.ok(page.data.length <= 7);
      all.push(...page.data);
      if (!page.has_next_page) break;
      q = { ...q, ...page.next_page_query_params };
    }
    const t = first.totals;
    assert.equal(t.total_rows, all.length);
    assert.equal(distinct(all.map((r) => r.id)).length, all.length, 'no row appears on two pages');
    assert.equal(seconds(t.total_time), sumSeconds(all));
    assert.equal(cents(t.total_rate), all.reduce((s, r) => s + cents(Number(r.rate_total)), 0));
    assert.equal(cents(t.total_cost), all.reduce((s, r) => s + cents(r.cost_amount), 0));
    assert.equal(cents(t.total_uninvoiced), all.reduce((s, r) => s + (r.is_invoiced ? 0 : cents(r.billable_net_amount)), 0));
    assert.equal(sim.ctx.store.entries.size, all.length, 'the detailed report includes every entry');
  });

  test('total_time may have more than two hour digits', async () => {
    const r = await detailed({ date_execution_start: '2024-12-01', date_execution_end: '2024-12-31' });
    assert.equal(r.totals.total_time, '115:00:00');
    assert.equal(r.totals.total_rows, 5);
    assert.equal(r.totals.total_rate, 5 * 23 * 90);
    assert.equal(r.totals.total_cost, 5 * 23 * 35);
  });

  test('money of an entry follows the member rate and the user cost rate', async () => {
    const [row] = (await detailed({ id: ids.money })).data;
    assert.equal(row.rate_hour, '90.00'); // Rui's member rate on Website
    assert.equal(row.rate_total, '135.00'); // 90 × 1.5 h
    assert.equal(row.billable_net_amount, 135);
    assert.equal(row.billable_tax_amount, 0);
    assert.equal(row.billable_tax_rate, 0);
    assert.equal(row.cost_rate, 30); // Rui's cost rate
    assert.equal(row.cost_amount, 45); // 30 × 1.5 h
    assert.equal(row.margin_amount, 90);
    assert.equal(row.is_billable, true);

    const [round] = (await detailed({ id: ids.round })).data;
    assert.equal(round.rate_total, '25.00'); // 90 × 1000 s
    assert.equal(round.cost_amount, 9.72); // 35 × 1000 s = 9.7222…
    assert.equal(round.margin_amount, 15.28);
  });

  test('entries that are not billable earn nothing but still cost', async () => {
    const { rows } = await allRows({ project_id: INTERNAL });
    assert.ok(rows.length > 0);
    for (const r of rows) {
      assert.equal(r.is_billable, false);
      assert.equal(r.project_is_billable, false);
      assert.equal(r.rate_total, '0.00');
      assert.equal(r.billable_net_amount, 0);
      assert.equal(r.cost_amount, Math.round(r.cost_rate * seconds(r.time_total) / 36) / 100);
      assert.equal(r.margin_amount, -r.cost_amount);
    }
    // Meetings on Website: the task assignment is not billable although the project is.
    const meetings = (await allRows({ project_id: WEBSITE, task_id: 4 })).rows;
    assert.ok(meetings.length > 0);
    for (const r of meetings) assert.deepEqual([r.is_billable, r.project_is_billable, r.rate_total], [false, true, '0.00']);
  });

  test('rows carry report formats: integer stopwatch flag, ISO date_created, spaced created_at', async () => {
    const [row] = (await detailed({ id: ids.running })).data;
    assert.equal(row.stopwatch_active, 1);
    assert.equal(row.stopwatch_date_start, '2025-03-12 14:50:00');
    assert.equal(row.time_total, '00:30:00', 'a running stopwatch counts its stored total only');
    assert.equal(row.time_start, '08:00:00');
    assert.equal(row.time_end, '08:30:00');
    assert.equal(row.date_created, '2025-01-16T12:00:00+0000');
    assert.equal(row.created_at, '2025-01-16 12:00:00');
    assert.equal(row.changed_at, '2025-01-16 12:00:00');
    assert.equal(row.user_email, 'rui@example.com');
    assert.equal(row.creator_id, RUI);
    assert.equal(row.changed_by_user_name, 'Rui Costa');
    assert.deepEqual([row.todo_id, row.todo_name, row.custom_fields, row.bill_by], [null, null, [], null]);
    const [stopped] = (await detailed({ id: ids.money })).data;
    assert.equal(stopped.stopwatch_active, 0);
    assert.equal(stopped.stopwatch_date_start, null);
  });

  test('a regular user reads everyone\'s entries without can_modify_locked', async () => {
    const r = await detailed({ user_id: ADA }, regular);
    assert.ok(r.data.length > 0);
    for (const row of r.data) assert.equal(row.permissions.can_modify_locked, false);
    const a = await detailed({ user_id: ADA });
    for (const row of a.data) assert.equal(row.permissions.can_modify_locked, true);
  });

  describe('filters', () => {
    let everything: any[] = [];
    beforeEach(async () => {
      everything = (await allRows()).rows;
    });
    const expectRows = async (query: Query, keep: (r: any) => boolean) => {
      const { rows, totals } = await allRows(query);
      const expected = everything.filter(keep).map((r) => r.id).sort((a, b) => a - b);
      assert.ok(expected.length > 0, 'the filter is tested on a non-empty result');
      assert.deepEqual(rows.map((r) => r.id).sort((a, b) => a - b), expected);
      assert.equal(totals.total_rows, expected.length);
      assert.equal(seconds(totals.total_time), sumSeconds(rows));
    };

    test('date_execution_start and _end are inclusive bounds', async () => {
      await expectRows({ date_execution_start: '2025-03-03', date_execution_end: '2025-03-05' },
        (r) => r.date_execution >= '2025-03-03' && r.date_execution <= '2025-03-05');
      const edge = await allRows({ date_execution_start: TODAY, date_execution_end: TODAY });
      assert.ok(edge.rows.length > 0 && edge.rows.every((r) => r.date_execution === TODAY));
      await expectRows({ date_execution_start: '2025-03-10' }, (r) => r.date_execution >= '2025-03-10');
      await expectRows({ date_execution_end: '2025-01-31' }, (r) => r.date_execution <= '2025-01-31');
    });

    test('project_id, task_id, customer_id and user_id take comma-separated lists', async () => {
      await expectRows({ project_id: `${WEBSITE},${SUPPORT}` }, (r) => r.project_id === WEBSITE || r.project_id === SUPPORT);
      await expectRows({ task_id: '2,8' }, (r) => r.task_id === 2 || r.task_id === 8);
      await expectRows({ customer_id: '1' }, (r) => r.customer_id === 1);
      await expectRows({ customer_id: '2,3' }, (r) => r.customer_id === 2 || r.customer_id === 3);
      await expectRows({ user_id: `${RUI},${SAM}` }, (r) => r.user_id === RUI || r.user_id === SAM);
    });

    test('team_id keeps entries of users assigned to the teams', async () => {
      // Design (2): Rui and Mei. Engineering (1): Ada, Rui and Sam.
      await expectRows({ team_id: 2 }, (r) => r.user_id === RUI || r.user_id === MEI);
      await expectRows({ team_id: 1 }, (r) => r.user_id !== MEI);
      assert.equal((await detailed({ team_id: 99 })).totals.total_rows, 0);
    });

    test('id selects entries by a comma-separated list; a GUID matches none', async () => {
      await expectRows({ id: `${ids.money},${ids.round}` }, (r) => r.id === ids.money || r.id === ids.round);
      const none = await detailed({ id: '00000000-0000-4000-8000-000000000001' });
      assert.deepEqual([none.data, none.totals.total_rows, none.totals.total_time], [[], 0, '00:00:00']);
    });

    test('filters combine', async () => {
      await expectRows({ user_id: RUI, project_id: WEBSITE, date_execution_start: '2025-01-01' },
        (r) => r.user_id === RUI && r.project_id === WEBSITE && r.date_execution >= '2025-01-01');
    });
  });

  describe('sorting', () => {
    const order = (rows: any[]) => rows.map((r) => r.id);

    test('default order is date_execution, then time_start, then id', async () => {
      const { rows } = await allRows();
      const sorted = [...rows].sort((a, b) =>
        a.date_execution.localeCompare(b.date_execution) || a.time_start.localeCompare(b.time_start) || a.id - b.id);
      assert.deepEqual(order(rows), order(sorted));
    });

    test('desc reverses the whole order', async () => {
      const asc = (await allRows({ opt_sort_direction: 'asc' })).rows;
      const desc = (await allRows({ opt_sort_direction: 'desc' })).rows;
      assert.deepEqual(order(desc), order(asc).reverse());
      const sorted = (await allRows({ opt_sort_by: 'user_name', opt_sort_direction: 'desc' })).rows;
      assert.deepEqual(order(sorted), order((await allRows({ opt_sort_by: 'user_name' })).rows).reverse());
    });

    test('opt_sort_by keys apply in the order given and id breaks ties', async () => {
      const rows = (await allRows({ opt_sort_by: 'user_name,date_execution' })).rows;
      const expected = [...rows].sort((a, b) =>
        a.user_name.localeCompare(b.user_name) || a.date_execution.localeCompare(b.date_execution) || a.id - b.id);
      assert.deepEqual(order(rows), order(expected));
      assert.deepEqual(distinct(rows.map((r) => r.user_name)), ['Ada Lovelace', 'Mei Chen', 'Rui Costa', 'Sam Former']);

      const byProject = (await allRows({ opt_sort_by: 'project_name,task_name' })).rows;
      const expectedProject = [...byProject].sort((a, b) =>
        a.project_name.localeCompare(b.project_name) || (a.task_name ?? '\uffff').localeCompare(b.task_name ?? '\uffff') || a.id - b.id);
      assert.deepEqual(order(byProject), order(expectedProject));
    });

    test('a missing customer name sorts after the present ones', async () => {
      const rows = (await allRows({ opt_sort_by: 'customer_name' })).rows;
      assert.deepEqual(distinct(rows.map((r) => r.customer_name)), ['Acme Corp', 'Globex', 'Initech', null]);
    });
  });

  describe('paging and validation', () => {
    test('a page past the end is empty and has no next page', async () => {
      const r = await detailed({ opt_page: 99 });
      assert.deepEqual(r.data, []);
      assert.equal(r.has_next_page, false);
      assert.deepEqual(r.next_page_query_params, {});
      assert.ok(r.totals.total_rows > 0);
    });

    test('opt_page_limit defaults to 50 and accepts 1..100', async () => {
      const store = sim.ctx.store;
      const added: number[] = [];
      while (store.entries.size < 60)
        added.push(insert({ user_id: ADA, project_id: WEBSITE, date_execution: '2023-06-01', time_start: 0, time_total: 60 }));
      try {
        const first = await detailed();
        assert.equal(first.data.length, 50);
        assert.equal(first.has_next_page, true);
        assert.equal((await detailed({ opt_page: 2 })).data.length, 10);
        assert.equal((await detailed({ opt_page_limit: 100 })).data.length, 60);
      } finally {
        for (const id of added) store.entries.delete(id);
      }
      assert.equal((await detailed({ opt_page_limit: 1 })).data.length, 1);
      assert.deepEqual((await detailed({ opt_page_limit: 1 })).next_page_query_params, { opt_page: 2 });
    });

    test('bad dates, enums, page limits and ids answer 422 naming the parameter', async () => {
      const path = '/reports/detailed';
      await rejects(path, { date_execution_start: '2025-02-30' }, 'date_execution_start');
      await rejects(path, { date_execution_end: '12/03/2025' }, 'date_execution_end');
      await rejects(path, { opt_sort_direction: 'up' }, 'opt_sort_direction');
      await rejects(path, { opt_sort_by: 'date_execution,duration' }, 'opt_sort_by');
      await rejects(path, { opt_page_limit: 0 }, 'opt_page_limit');
      await rejects(path, { opt_page_limit: 101 }, 'opt_page_limit');
      await rejects(path, { opt_page_limit: 'ten' }, 'opt_page_limit');
      await rejects(path, { opt_page: 0 }, 'opt_page');
      await rejects(path, { project_id: 'website' }, 'project_id');
      await rejects(path, { team_id: '1,x' }, 'team_id');
      await rejects(path, { id: 'abc' }, 'id');
    });
  });
});

// ---- grouped report -----------------------------------------------------------------------

describe('grouped report', () => {
  /** Entries of active users only: what the grouped report sees by default. */
  let active: any[] = [];
  beforeEach(prepare);
  beforeEach(async () => {
    active = (await allRows()).rows.filter((r) => r.user_id !== SAM);
  });

  const bySum = (rows: any[], key: (r: any) => string) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + seconds(r.time_total));
    return m;
  };
  const assertGroups = (items: any[], type: string, expected: Map<string, number>, order: string[]) => {
    assert.deepEqual(keys(items), order);
    for (const item of items) {
      assert.deepEqual({ ...item.details }, { group_key: item.details.group_key, group_type: type, level: 1 });
      assert.equal(timeOf(item), expected.get(item.details.group_key), `time of ${type} ${item.details.group_key}`);
      assert.deepEqual(item.items, []);
    }
  };
  const numeric = (ks: Iterable<string>) => [...ks].sort((a, b) => (a === 'none' ? 1 : b === 'none' ? -1 : Number(a) - Number(b)));

  test('group_by date keys groups YYYY-MM-DD in date order', async () => {
    const r = await grouped({ opt_group_by: 'date' });
    const expected = bySum(active, (e) => e.date_execution);
    assertGroups(r.items, 'date', expected, [...expected.keys()].sort());
  });

  test('group_by week keys groups by ISO week YYYY-Www', async () => {
    const r = await grouped({ opt_group_by: 'week', date_execution_start: '2024-12-01' });
    // 2024-12-02..06: W49; 2025-01-15..17: W03; 2025-02-27..28: W09; March 3..7: W10; 10..12: W11.
    assert.deepEqual(keys(r.items), ['2024-W49', '2025-W03', '2025-W09', '2025-W10', '2025-W11']);
    assert.equal(timeOf(r.items[0]), 115 * 3600);
    const w11 = active.filter((e) => e.date_execution >= '2025-03-10');
    assert.equal(timeOf(r.items[4]), sumSeconds(w11));
    // ISO years differ from calendar years at the edges: 2024-12-30 belongs to 2025-W01.
    // 2021-01-03 (a Sunday) still belongs to 2020-W53.
    const store = sim.ctx.store;
    const edges = ['2024-12-30', '2020-12-31', '2021-01-03', '2021-01-04']
      .map((date_execution) => insert({ user_id: ADA, project_id: WEBSITE, date_execution, time_start: 0, time_total: 60 }));
    try {
      const edge = await grouped({ opt_group_by: 'week', id: edges.join(',') });
      assert.deepEqual(keys(edge.items), ['2020-W53', '2021-W01', '2025-W01']);
      assert.deepEqual(edge.items.map((i: any) => timeOf(i)), [120, 60, 60]);
    } finally {
      for (const id of edges) store.entries.delete(id);
    }
  });

  test('group_by month and year key groups YYYY-MM and YYYY', async () => {
    const months = await grouped({ opt_group_by: 'month' });
    const expectedMonths = bySum(active, (e) => e.date_execution.slice(0, 7));
    assertGroups(months.items, 'month', expectedMonths, ['2024-12', '2025-01', '2025-02', '2025-03']);
    const years = await grouped({ opt_group_by: 'year' });
    assertGroups(years.items, 'year', bySum(active, (e) => e.date_execution.slice(0, 4)), ['2024', '2025']);
  });

  test('group_by user_id, project_id, task_id and customer_id key groups by id, none last', async () => {
    for (const [type, field] of [['user_id', 'user_id'], ['project_id', 'project_id'], ['task_id', 'task_id'], ['customer_id', 'customer_id']] as const) {
      const r = await grouped({ opt_group_by: type });
      const expected = bySum(active, (e) => (e[field] === null ? 'none' : String(e[field])));
      assertGroups(r.items, type, expected, numeric(expected.keys()));
    }
    const tasks = await grouped({ opt_group_by: 'task_id' });
    assert.equal(keys(tasks.items).at(-1), 'none', 'the entry without a task is under none');
    assert.equal(timeOf(tasks.items.at(-1)), 1200);
  });

  test('group_by todo_id and custom_field_<n> put everything under none', async () => {
    for (const type of ['todo_id', 'custom_field_7']) {
      const r = await grouped({ opt_group_by: type });
      assertGroups(r.items, type, new Map([['none', sumSeconds(active)]]), ['none']);
    }
  });

  test('two levels nest in the order given and the children add up to the parent', async () => {
    const a = await grouped({ opt_group_by: 'project_id,user_id' });
    const b = await grouped({ opt_group_by: 'user_id,project_id' });
    assert.deepEqual(keys(a.items), numeric(distinct(active.map((e) => String(e.project_id)))));
    assert.deepEqual(keys(b.items), numeric(distinct(active.map((e) => String(e.user_id)))));
    for (const item of a.items) {
      for (const child of item.items) {
        assert.deepEqual(child.details, { group_key: child.details.group_key, group_type: 'user_id', level: 2 });
        const rows = active.filter((e) => String(e.project_id) === item.details.group_key && String(e.user_id) === child.details.group_key);
        assert.equal(timeOf(child), sumSeconds(rows));
        const twin = b.items.find((i: any) => i.details.group_key === child.details.group_key)
          .items.find((i: any) => i.details.group_key === item.details.group_key);
        assert.deepEqual(twin.total.time_total, child.total.time_total, 'the same cell in either nesting');
      }
    }
    for (const report of [a, b]) {
      walk([{ total: report.total, items: report.items }], (node) => {
        if (node.items.length === 0) return;
        const sum = (f: (t: any) => number) => node.items.reduce((s: number, i: any) => s + f(i.total), 0);
        for (const k of ['billable_total', 'billable_net_total', 'billable_uninvoiced', 'cost_total', 'cost_billable', 'cost_non_billable', 'margin_total'])
          assert.equal(sum((t) => cents(t[k])), cents(node.total[k]), k);
        for (const k of ['time_total', 'time_billable', 'time_non_billable'])
          assert.equal(sum((t) => seconds(t[k].time)), seconds(node.total[k].time), k);
        assert.ok(Math.abs(sum((t) => t.time_percentage) - 100) < 0.05 * node.items.length, 'children share the parent');
      });
    }
  });

  test('every total is internally consistent: time objects, splits, margins, percentages', async () => {
    const r = await grouped({ opt_group_by: 'customer_id,task_id,date', include_archived_users: true });
    const overall = seconds(r.total.time_total.time);
    walk([{ total: r.total, items: r.items }], (node, parent) => {
      const t = node.total;
      for (const k of ['time_total', 'time_billable', 'time_non_billable'])
        assert.equal(t[k].hours * 3600 + t[k].minutes * 60 + t[k].seconds, seconds(t[k].time), k);
      assert.equal(seconds(t.time_billable.time) + seconds(t.time_non_billable.time), seconds(t.time_total.time));
      assert.equal(cents(t.cost_billable) + cents(t.cost_non_billable), cents(t.cost_total));
      assert.equal(cents(t.margin_total), cents(t.billable_net_total) - cents(t.cost_total));
      assert.equal(t.billable_taxes_total, 0);
      assert.equal(t.billable_net_total, t.billable_total);
      assert.equal(t.margin_percentage, t.billable_total === 0 ? 0 : Math.round((t.margin_total / t.billable_total) * 10000) / 100);
      const own = seconds(t.time_total.time);
      assert.equal(t.time_percentage_overall, Math.round((own / overall) * 10000) / 100);
      if (parent) {
        const whole = seconds(parent.total.time_total.time);
        assert.equal(t.time_percentage, whole === 0 ? 0 : Math.round((own / whole) * 10000) / 100);
      } else {
        assert.equal(t.time_percentage, 100);
      }
    });
    assert.ok(r.total.time_total.hours > 99, 'hours exceed two digits');
  });

  test('without grouping or template only the total is filled, matching the detailed report', async () => {
    const r = await grouped({ include_archived_users: true });
    assert.deepEqual(r.items, []);
    const { totals } = await allRows();
    assert.equal(r.total.time_total.time, totals.total_time);
    assert.equal(r.total.billable_total, totals.total_rate);
    assert.equal(r.total.cost_total, totals.total_cost);
    assert.equal(r.total.billable_uninvoiced, totals.total_uninvoiced);
  });

  test('include_archived_users false (the default) drops the archived user\'s entries', async () => {
    const sams = (await allRows({ user_id: SAM })).rows;
    assert.ok(sams.length > 0, 'Sam has entries');
    const off = await grouped({ opt_group_by: 'user_id' });
    const explicitOff = await grouped({ opt_group_by: 'user_id', include_archived_users: false });
    const on = await grouped({ opt_group_by: 'user_id', include_archived_users: true });
    assert.deepEqual(off, explicitOff);
    assert.deepEqual(keys(off.items), ['1', '2', '3']);
    assert.deepEqual(keys(on.items), ['1', '2', '3', '4']);
    assert.equal(timeOf(on.items[3]), sumSeconds(sams));
    assert.equal(seconds(on.total.time_total.time) - seconds(off.total.time_total.time), sumSeconds(sams));
    const onlySam = await grouped({ user_id: SAM });
    assert.equal(onlySam.total.time_total.time, '00:00:00');
  });

  test('filters of the detailed report apply to the grouped report', async () => {
    const query = { project_id: `${WEBSITE},${MIGRATION}`, date_execution_start: '2025-01-01', team_id: 1 };
    const r = await grouped({ ...query, opt_group_by: 'project_id' });
    const rows = (await allRows(query)).rows.filter((e) => e.user_id !== SAM);
    assert.equal(seconds(r.total.time_total.time), sumSeconds(rows));
    assert.deepEqual(keys(r.items), numeric(distinct(rows.map((e) => String(e.project_id)))));
  });

  describe('templates', () => {
    const march = Array.from({ length: 12 }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`);

    test('days without dates covers every day from the first of the month to today, empty days included', async () => {
      const r = await grouped({ opt_report_template: 'days' });
      assert.deepEqual(keys(r.items), march);
      const expected = bySum(active.filter((e) => e.date_execution >= '2025-03-01'), (e) => e.date_execution);
      for (const item of r.items) {
        assert.equal(item.details.group_type, 'date');
        assert.equal(timeOf(item), expected.get(item.details.group_key) ?? 0);
      }
      // 1 and 2 March 2025 are a weekend: empty groups with zero totals.
      assert.equal(r.items[0].total.time_total.time, '00:00:00');
      assert.equal(r.items[0].total.time_percentage, 0);
      assert.equal(r.items[0].total.billable_total, 0);
      assert.equal(seconds(r.total.time_total.time), sumSeconds(active.filter((e) => e.date_execution >= '2025-03-01')));
    });

    test('days with dates covers exactly the range and overrides opt_group_by', async () => {
      const r = await grouped({ opt_report_template: 'days', opt_group_by: 'user_id', date_execution_start: '2025-01-14', date_execution_end: '2025-01-18' });
      assert.deepEqual(keys(r.items), ['2025-01-14', '2025-01-15', '2025-01-16', '2025-01-17', '2025-01-18']);
      assert.deepEqual(r.items.map((i: any) => timeOf(i)), [0, 5400 + 1200, 1800, 1000, 0]);
      assert.ok(r.items.every((i: any) => i.details.group_type === 'date' && i.items.length === 0));
    });

    test('months without dates covers every month from January to today', async () => {
      const r = await grouped({ opt_report_template: 'months' });
      assert.deepEqual(keys(r.items), ['2025-01', '2025-02', '2025-03']);
      const expected = bySum(active.filter((e) => e.date_execution >= '2025-01-01'), (e) => e.date_execution.slice(0, 7));
      for (const item of r.items) assert.equal(timeOf(item), expected.get(item.details.group_key));
      const wide = await grouped({ opt_report_template: 'months', date_execution_start: '2024-11-20', date_execution_end: '2025-02-01' });
      assert.deepEqual(keys(wide.items), ['2024-11', '2024-12', '2025-01', '2025-02']);
      assert.equal(timeOf(wide.items[0]), 0);
    });

    test('users_and_days has every active user times every day, archived users on request', async () => {
      const r = await grouped({ opt_report_template: 'users_and_days' });
      assert.deepEqual(keys(r.items), ['1', '2', '3']);
      for (const user of r.items) {
        assert.equal(user.details.group_type, 'user_id');
        assert.deepEqual(keys(user.items), march);
        for (const day of user.items) {
          assert.deepEqual(day.details, { group_key: day.details.group_key, group_type: 'date', level: 2 });
          const rows = active.filter((e) => String(e.user_id) === user.details.group_key && e.date_execution === day.details.group_key);
          assert.equal(timeOf(day), sumSeconds(rows));
        }
      }
      const all = await grouped({ opt_report_template: 'users_and_days', include_archived_users: true });
      assert.deepEqual(keys(all.items), ['1', '2', '3', '4']);
      const samsMarch = (await allRows({ user_id: SAM, date_execution_start: '2025-03-01' })).rows;
      assert.ok(samsMarch.length > 0);
      assert.equal(timeOf(all.items[3]), sumSeconds(samsMarch));
      assert.equal(all.items[3].items.length, 12);
      const one = await grouped({ opt_report_template: 'users_and_days', user_id: MEI, date_execution_start: TODAY });
      assert.deepEqual(keys(one.items), ['3']);
      assert.deepEqual(keys(one.items[0].items), [TODAY]);
    });

    test('a template range over ten years answers 422', async () => {
      await rejects('/reports/grouped', { opt_report_template: 'days', date_execution_start: '2000-01-01' }, 'date_execution_start');
    });
  });

  describe('sorting', () => {
    test('desc reverses the key order at every level, none stays last', async () => {
      const asc = await grouped({ opt_group_by: 'customer_id,date' });
      const desc = await grouped({ opt_group_by: 'customer_id,date', opt_sort_direction: 'desc' });
      assert.deepEqual(keys(asc.items), ['1', '2', '3', 'none']);
      assert.deepEqual(keys(desc.items), ['3', '2', '1', 'none']);
      const ascDays = keys(asc.items[0].items);
      assert.deepEqual(keys(desc.items[2].items), [...ascDays].reverse());
      assert.deepEqual(ascDays, [...ascDays].sort());
    });

    test('opt_sort_by orders groups by another key', async () => {
      // Projects by their customer: Website and Mobile (Acme 1), Migration (Globex 2),
      // Support (Initech 3), then Internal Tools without a customer.
      const r = await grouped({ opt_group_by: 'project_id', opt_sort_by: 'customer_id' });
      assert.deepEqual(keys(r.items), ['1', '2', '4', '5', '3']);
      const desc = await grouped({ opt_group_by: 'project_id', opt_sort_by: 'customer_id', opt_sort_direction: 'desc' });
      assert.deepEqual(keys(desc.items), ['5', '4', '2', '1', '3']);
      // Users by their latest day of work, most recent first.
      const byDate = await grouped({ opt_group_by: 'user_id', opt_sort_by: 'date', opt_sort_direction: 'desc', date_execution_start: '2025-01-01', date_execution_end: '2025-01-31' });
      assert.deepEqual(keys(byDate.items), ['3', '2', '1']); // Mei 17th, Rui 16th, Ada 15th
    });
  });

  test('opt_export_columns accepts the listed columns and wildcards, and keeps the JSON shape', async () => {
    const plain = await grouped({ opt_group_by: 'user_id' });
    const withColumns = await grouped({
      opt_group_by: 'user_id',
      opt_export_columns: 'user_name,user_capacity_monday,project_budget_progress,margin_percentage,custom_field_3,custom_field_3_enum_name,time_billable',
    });
    assert.deepEqual(withColumns, plain);
  });

  test('bad grouping, template, sort, columns and flags answer 422 naming the parameter', async () => {
    const path = '/reports/grouped';
    await rejects(path, { opt_group_by: 'date,project' }, 'opt_group_by');
    await rejects(path, { opt_group_by: 'custom_field_x' }, 'opt_group_by');
    await rejects(path, { opt_report_template: 'weeks' }, 'opt_report_template');
    await rejects(path, { opt_sort_by: 'user_name' }, 'opt_sort_by');
    await rejects(path, { opt_sort_direction: 'down' }, 'opt_sort_direction');
    await rejects(path, { opt_export_columns: 'user_name,salary' }, 'opt_export_columns');
    await rejects(path, { opt_export_columns: 'user_capacity_' }, 'opt_export_columns');
    await rejects(path, { include_archived_users: 'maybe' }, 'include_archived_users');
    await rejects(path, { date_execution_end: '2025-13-01' }, 'date_execution_end');
    await rejects(path, { customer_id: '0' }, 'customer_id');
  });
});
