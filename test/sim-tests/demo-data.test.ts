// The demo account of contract.md section 6, checked over HTTP as a client would see it:
// whenever the simulator starts, today and this week must look like real use.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, useSim } from '../support/sim-fixture.ts';

const sim = useSim({ limits: false });

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function allRows(token: string, query: Record<string, string | number>) {
  const rows: any[] = [];
  let q: Record<string, string | number> = { ...query, opt_page_limit: 100 };
  for (;;) {
    const r = await sim.call('GET', '/reports/detailed', { token, query: q });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    rows.push(...r.body.data);
    if (!r.body.has_next_page) return rows;
    q = { ...q, ...r.body.next_page_query_params };
  }
}

// A weekday noon, a Saturday, and five minutes past midnight on a Monday.
for (const now of ['2026-03-11T12:00:00Z', '2026-03-14T09:30:00Z', '2026-03-16T00:05:00Z']) {
  describe(`demo data with the service clock at ${now}`, () => {
    let ada = '';
    const nowMs = Date.parse(now);

    beforeEach(async () => {
      await sim.reset(now);
      ada = await sim.login(DEMO.admin);
    });

    test('ada (admin) and rui (regular) sign in with demo-password on account demo', async () => {
      const users = await sim.call('GET', '/users', { token: ada });
      const byEmail = new Map(users.body.data.map((u: any) => [u.email, u]));
      assert.equal((byEmail.get(DEMO.admin) as any)?.role, 'admin');
      assert.equal((byEmail.get(DEMO.regular) as any)?.role, 'regular');
      assert.equal(typeof (await sim.login(DEMO.regular)), 'string');
    });

    test('the account is on plan business (daily quota 5000, soft)', async () => {
      const r = await sim.call('GET', '/users/1', { token: ada });
      assert.match(r.headers.get('x-ratelimit-accountdaily') ?? '', /^limit=5000,/);
    });

    test('at least 3 customers, 6 projects with one archived, the first active one without required task', async () => {
      const customers = await sim.call('GET', '/customers', { token: ada });
      assert.ok(customers.body.data.length >= 3);
      const projects = await sim.call('GET', '/projects', { token: ada, query: { opt_page_limit: 100 } });
      const list = projects.body.data as any[];
      assert.ok(list.length >= 6);
      assert.equal(list.filter((p) => p.active === 0).length, 1);
      const firstActive = list.filter((p) => p.active === 1).sort((a, b) => a.id - b.id)[0];
      assert.equal(firstActive.required_task, 0);
    });

    test('8 tasks, each assigned to at least one project', async () => {
      const tasks = await sim.call('GET', '/tasks', { token: ada });
      assert.ok(tasks.body.data.length >= 8);
      const projects = await sim.call('GET', '/projects', { token: ada, query: { opt_page_limit: 100 } });
      const assigned = new Set<number>();
      for (const p of projects.body.data) {
        const r = await sim.call('GET', `/projects/${p.id}/tasks`, { token: ada });
        for (const a of r.body.data) assigned.add(a.task_id);
      }
      for (const t of tasks.body.data) assert.ok(assigned.has(t.id), `task ${t.name} is assigned nowhere`);
    });

    test('2 to-do lists, each with to-dos', async () => {
      const todos = await sim.call('GET', '/todos', { token: ada, query: { opt_page_limit: 100 } });
      const lists = new Set(todos.body.data.map((t: any) => t.todo_list_id).filter(Boolean));
      assert.ok(lists.size >= 2, `to-do lists with to-dos: ${lists.size}`);
    });

    test('at least 20 entries over the last 14 days, on several days, today included, none in the future', async () => {
      const today = isoDay(nowMs);
      const rows = await allRows(ada, { date_execution_start: isoDay(nowMs - 13 * DAY), date_execution_end: today });
      assert.ok(rows.length >= 20, `entries: ${rows.length}`);
      const days = new Set(rows.map((r) => r.date_execution));
      assert.ok(days.size >= 8, `days with entries: ${days.size}`);
      assert.ok(days.has(today), 'today has no entries');
      const secondsToday = Math.floor((nowMs % DAY) / 1000);
      for (const r of rows.filter((row) => row.date_execution === today)) {
        const [h, m, s] = r.time_end.split(':').map(Number);
        assert.ok(h * 3600 + m * 60 + s <= secondsToday, `entry ${r.id} ends in the future (${r.time_end})`);
      }
      const later = await allRows(ada, { date_execution_start: isoDay(nowMs + DAY) });
      assert.equal(later.length, 0);
    });
  });
}
