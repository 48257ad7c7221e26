// A timesheet over two accounts against the simulator (issue 70): the engine reads each
// account's detailed report page by page, the core makes one sheet, and every total of it
// equals the service's own grouped report (`opt_group_by`) for the same query, to the second
// and the cent. With rounding, what the grouped report can prove is the day-total rules: a
// day's billed time is the rule applied to the report's total of that day (per project where
// a project has its own rule, the account's rule over the rest). Each-entry rules and minimums
// round single entries, which no grouped figure shows: the core's own tests hold those.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { DEMO_ACCOUNT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';
import { addUp, groupedNodes, lines, seedMonth, sheetNodes, SERVICE_LEVEL, type Figures } from '../support/timesheet-data.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import type { TimesheetRequest, TimesheetResult } from '../../../main/core/accounts/person-timesheet.ts';
import type { Store } from '../../sim/store.ts';

let h: AccountsHarness;
let studio: string;
const web: Record<string, Elsewhere> = {};
const CURRENCY: Record<string, string> = { main: 'EUR' };
const ACCOUNT_OF: Record<string, string> = { main: DEMO_ACCOUNT };

const store = (accountId: string): Store => h.sim.sim.ctx.accounts.get(accountId)!;
const adaIn = (accountId: string): number => [...store(accountId).users.values()].find((u) => u.email === 'ada@example.com')!.id;

before(async () => {
  h = await AccountsHarness.start();
  // The totals are checked on a plan whose quota never binds; the Free day's reserve has its own test.
  await h.sim.control.plan('plus', STUDIO_ACCOUNT_ID);
  studio = await h.acmeAndStudio();
  ACCOUNT_OF[studio] = STUDIO_ACCOUNT_ID;
  CURRENCY[studio] = 'USD';
  // February and the first week of March: February holds about 115 of the person's rows in Acme (two pages), 85 in the studio.
  seedMonth(store(DEMO_ACCOUNT), { from: '2026-02-01', to: '2026-03-08', perDay: 4, seed: 70 });
  seedMonth(store(STUDIO_ACCOUNT_ID), { from: '2026-02-01', to: '2026-03-08', perDay: 3, seed: 71 });
  for (const key of ['main', studio]) {
    assert.equal((await h.hub.account(key)!.updateSettings({ timesheets: { currency: CURRENCY[key] } })).ok, true);
    web[key] = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com', ACCOUNT_OF[key]);
  }
});

after(() => h?.close());

/** The service's grouped report of the same query in every account, added up path by path. */
async function serviceFigures(request: TimesheetRequest): Promise<Map<string, Figures>> {
  const maps = [];
  for (const key of ['main', studio]) {
    const f = request.filters?.[key];
    const query: Record<string, string | number> = {
      date_execution_start: request.from,
      date_execution_end: request.to,
      user_id: adaIn(ACCOUNT_OF[key]!),
      opt_group_by: request.groupBy.map((l) => SERVICE_LEVEL[l as keyof typeof SERVICE_LEVEL]).join(','),
    };
    if (f?.customerIds) query.customer_id = f.customerIds.join(',');
    if (f?.projectIds) query.project_id = f.projectIds.join(',');
    if (f?.taskIds) query.task_id = f.taskIds.join(',');
    maps.push(await groupedNodes(web[key]!, key === 'main' ? 'Acme' : 'Studio', CURRENCY[key]!, query));
  }
  return addUp(...maps);
}

function figuresOf(r: Extract<TimesheetResult, { ok: true }>): Map<string, Figures> {
  const m = sheetNodes(r.sheet.groups);
  m.set('', { seconds: r.sheet.totals.tracked, cents: new Map(r.sheet.totals.amounts.map((a) => [a.currency, a.cents])) });
  return m;
}

async function sheet(request: TimesheetRequest): Promise<Extract<TimesheetResult, { ok: true }>> {
  const r = await personStint(h.hub).timesheet(request);
  assert.equal(r.ok, true, JSON.stringify(r.ok ? null : r.problems));
  const ok = r as Extract<TimesheetResult, { ok: true }>;
  assert.deepEqual(ok.problems, []);
  assert.equal(ok.incomplete, false);
  // A second passes between exports: the service's 30 requests a second per token stay clear.
  await h.clock.advance(1_000);
  return ok;
}

/** A project of the person's in `accountId` with a customer, and a task assigned to it. */
function projectWithTask(accountId: string): { project: number; customer: number; task: number } {
  const s = store(accountId);
  for (const p of [...s.projects.values()].filter((x) => x.active === 1 && x.customer_id !== null)) {
    const task = [...s.assignments.values()].find((a) => a.project_id === p.id && [...s.entries.values()].some((e) => e.project_id === p.id && e.task_id === a.task_id && e.date_execution.startsWith('2026-02')));
    if (task) return { project: p.id, customer: p.customer_id!, task: task.task_id };
  }
  throw new Error(`no project with a customer and a task in ${accountId}`);
}

const COMBINATIONS: readonly [string, () => TimesheetRequest][] = [
  ['all entries by project', () => ({ from: '2026-02-01', to: '2026-02-28', groupBy: ['project'], rounding: false })],
  [
    'one customer (each account its own) by day',
    () => ({
      from: '2026-02-01', to: '2026-02-28', groupBy: ['day'], rounding: false,
      filters: { main: { customerIds: [projectWithTask(DEMO_ACCOUNT).customer] }, [studio]: { customerIds: [projectWithTask(STUDIO_ACCOUNT_ID).customer] } },
    }),
  ],
  ['customer, project, day nested', () => ({ from: '2026-02-01', to: '2026-02-28', groupBy: ['customer', 'project', 'day'], rounding: false })],
  [
    'one project and one task by task',
    () => {
      const acme = projectWithTask(DEMO_ACCOUNT);
      const st = projectWithTask(STUDIO_ACCOUNT_ID);
      return {
        from: '2026-02-01', to: '2026-02-28', groupBy: ['task'], rounding: false,
        filters: { main: { projectIds: [acme.project], taskIds: [acme.task] }, [studio]: { projectIds: [st.project], taskIds: [st.task] } },
      };
    },
  ],
  ['two weeks across the month edge by week', () => ({ from: '2026-02-23', to: '2026-03-08', groupBy: ['week'], rounding: false })],
];

for (const [name, make] of COMBINATIONS) {
  test(`${name}: every total of the two accounts' sheet is the service's grouped report, to the second and the cent`, async () => {
    const request = make();
    const mark = new Map(h.requests);
    const r = await sheet(request);
    const service = await serviceFigures(request);
    assert.ok(r.sheet.entries.length > 0 && service.get('')!.seconds > 0, 'the query holds time');
    assert.deepEqual(lines(figuresOf(r)), lines(service));
    // Each account read its range page by page: as many requests as its rows need, 100 a page.
    for (const note of r.accounts) {
      const rows = r.sheet.entries.filter((e) => e.account === note.name).length;
      assert.equal(note.requests, Math.max(1, Math.ceil(rows / 100)), `${note.name}: ${rows} rows`);
      const id = ACCOUNT_OF[note.key]!;
      assert.equal((h.requests.get(id) ?? 0) - (mark.get(id) ?? 0), note.requests, `${note.name}'s requests in the log`);
    }
  });
}

test('rounding: each day billed is the day-total rule applied to the grouped report of that day (a project with its own rule apart); tracked stays the report', async () => {
  const acme = projectWithTask(DEMO_ACCOUNT).project;
  const rules: Record<string, unknown> = {
    main: { account: { scope: 'day', direction: 'up', to: 6 }, projects: { [acme]: { scope: 'day', direction: 'nearest', to: 15 } } },
    [studio]: { account: { scope: 'day', direction: 'down', to: 30 } },
  };
  for (const key of ['main', studio]) assert.equal((await h.hub.account(key)!.updateSettings({ timesheets: { rounding: rules[key] } })).ok, true);
  try {
    const r = await sheet({ from: '2026-02-01', to: '2026-02-28', groupBy: ['account', 'day'], rounding: true });
    const step = (s: number, minutes: number, how: 'up' | 'down' | 'nearest') => {
      const q = s / (minutes * 60);
      return (how === 'up' ? Math.ceil(q) : how === 'down' ? Math.floor(q) : Math.floor(q + 0.5)) * minutes * 60;
    };
    let billedAll = 0;
    for (const key of ['main', studio]) {
      const name = key === 'main' ? 'Acme' : 'Studio';
      const byDay = await groupedNodes(web[key]!, name, CURRENCY[key]!, {
        date_execution_start: '2026-02-01', date_execution_end: '2026-02-28', user_id: adaIn(ACCOUNT_OF[key]!), opt_group_by: 'date,project_id',
      });
      const group = r.sheet.groups.find((g) => g.label === name)!;
      const days = [...byDay.keys()].filter((p) => /^\/\d{4}-\d{2}-\d{2}$/.test(p)).map((p) => p.slice(1));
      assert.deepEqual(group.groups.map((d) => d.key), days.sort(), `${name}: the days of the report`);
      const expected: string[] = [];
      const got: string[] = [];
      for (const day of group.groups) {
        const projects = [...byDay].filter(([p]) => p.startsWith(`/${day.key}/`));
        const own = projects.filter(([p]) => key === 'main' && p === `/${day.key}/${name}:${acme}`).reduce((s, [, f]) => s + f.seconds, 0);
        const rest = projects.reduce((s, [, f]) => s + f.seconds, 0) - own;
        const billed = key === 'main' ? step(own, 15, 'nearest') + step(rest, 6, 'up') : step(rest, 30, 'down');
        expected.push(`${day.key} tracked ${byDay.get(`/${day.key}`)!.seconds} billed ${billed}`);
        got.push(`${day.key} tracked ${day.totals.tracked} billed ${day.totals.billed}`);
        billedAll += billed;
      }
      assert.deepEqual(got, expected, name);
    }
    assert.equal(r.sheet.totals.billed, billedAll);
    assert.notEqual(r.sheet.totals.billed, r.sheet.totals.tracked, 'the rules changed the figures');
  } finally {
    for (const key of ['main', studio]) await h.hub.account(key)!.updateSettings({ timesheets: { rounding: null } });
  }
});

test('an unreadable rounding rule refuses the export in words, never billing unrounded; without rounding the same export goes', async () => {
  assert.equal((await h.hub.account(studio)!.updateSettings({ timesheets: { rounding: { account: { scope: 'week', direction: 'up', to: 15 } } } })).ok, true);
  try {
    const r = await personStint(h.hub).timesheet({ from: '2026-02-01', to: '2026-02-28', groupBy: ['project'], rounding: true });
    assert.equal(r.ok, false);
    assert.match(r.ok ? '' : r.message, /The rounding rule for account Studio: scope should be "entry" \(each entry\) or "day" \(the day's total\), not "week"\./);
    assert.match(r.ok ? '' : r.message, /Nothing was exported/);
    const plain = await sheet({ from: '2026-02-01', to: '2026-02-28', groupBy: ['project'], rounding: false });
    assert.equal(plain.sheet.totals.billed, plain.sheet.totals.tracked);
  } finally {
    await h.hub.account(studio)!.updateSettings({ timesheets: { rounding: null } });
  }
});

test('a request the read cannot follow is refused in words before any request: a grouping, an account, a filter of no account exported, a range', async () => {
  const person = personStint(h.hub);
  const mark = new Map(h.requests);
  const refusal = async (request: unknown) => {
    const r = await person.timesheet(request as TimesheetRequest);
    assert.equal(r.ok, false);
    return r.ok ? '' : r.message;
  };
  const month = { from: '2026-02-01', to: '2026-02-28', rounding: false };
  assert.equal(await refusal({ ...month, groupBy: ['client'] }), 'Group by account, customer, project, task, day, week (any of them, in the order to nest), not ["client"].');
  assert.equal(await refusal({ ...month, groupBy: ['day', 'day'] }), 'Group by each level once, not day, day.');
  assert.equal(await refusal({ ...month, groupBy: ['day'], accounts: ['nope'] }), 'There is no account "nope": choose one of Acme, Studio.');
  // A filter's ids are its account's own: one of no account, or of an account left out, is said, never dropped.
  assert.equal(await refusal({ ...month, groupBy: ['day'], filters: { nope: { projectIds: [1] } } }), 'There is no account "nope" to filter: choose one of Acme, Studio.');
  assert.equal(await refusal({ ...month, groupBy: ['day'], accounts: ['main'], filters: { [studio]: { projectIds: [1] } } }), 'The filter is of Studio, which is not exported: tick Studio or clear the filter.');
  assert.equal(
    await refusal({ from: '2026-02-28', to: '2026-02-01', groupBy: ['day'], rounding: false }),
    'The range ends (2026-02-01) before it starts (2026-02-28): swap the two dates.',
  );
  assert.deepEqual(h.requests, mark, 'nothing was asked of the service');
});
