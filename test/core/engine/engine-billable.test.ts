// Billable end to end against the simulator: each entry's `is_billable` as the service says
// it, a new entry taking its project's and task assignment's default at once, and the day's
// billable and non-billable seconds in the snapshot equal to the service's own reports of the
// same day (the detailed report's rows, the grouped report's billable time), with no request
// of their own.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ACCOUNT, DEMO_ADA, DEMO_PASSWORD, EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const MEETINGS = 4;
const ADA_ID = 1;

/** GET under /api/v1 with a token of its own (another User-Agent: the engine's token is bound to the engine's). */
async function serviceGet(path: string): Promise<Record<string, unknown>> {
  const ua = 'engine-billable-test/1.0';
  const auth = await fetch(`${h.sim.baseUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': ua },
    body: new URLSearchParams({ email: DEMO_ADA, password: DEMO_PASSWORD, account_id: DEMO_ACCOUNT }).toString(),
  });
  const { token } = (await auth.json()) as { token: string };
  const res = await fetch(`${h.sim.baseUrl}${path}`, { headers: { 'x-api-token': token, 'user-agent': ua } });
  assert.equal(res.status, 200);
  return (await res.json()) as Record<string, unknown>;
}

const hms = (t: unknown): number => {
  const [a, b, c] = String(t).split(':').map(Number);
  return a! * 3600 + b! * 60 + c!;
};

test("a day's billable and non-billable seconds are the service's reports' for that day", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T13:00:00Z' });
  await h.signIn();
  assert.deepEqual(await h.stint.pickProject(PROJECT.website), { ok: true });
  await h.settle();
  const mark = h.mark();

  // Internal Tools is not billable; Website is, but not its Meetings task.
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'Tooling' }), { ok: true });
  assert.equal(h.stint.snapshot().running?.billable, false, 'the project\'s default, at once');
  await h.advance(20 * MIN);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, taskId: MEETINGS, description: 'Standup' }), { ok: true });
  assert.equal(h.stint.snapshot().running?.billable, false, "the task assignment's default");
  await h.advance(15 * MIN);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Hero' }), { ok: true });
  assert.equal(h.stint.snapshot().running?.billable, true);
  await h.advance(25 * MIN);
  const live = h.stint.snapshot().billable!.today;
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  await h.advance(2 * MIN);
  const nothingOfItsOwn = h.sentSince(mark).filter((r) => r.startsWith('GET /users') || r.startsWith('GET /projects'));
  assert.deepEqual(nothingOfItsOwn, [], 'the split costs no request');

  const snap = h.stint.snapshot();
  const split = snap.billable!.today;
  const rows = (await serviceGet(`/reports/detailed?date_execution_start=${snap.today}&date_execution_end=${snap.today}&user_id=${ADA_ID}&opt_page_limit=100`)).data as Record<string, unknown>[];
  const fromRows = { billableSeconds: 0, nonBillableSeconds: 0 };
  for (const r of rows) {
    if (r.is_billable === true || r.is_billable === 1) fromRows.billableSeconds += hms(r.time_total);
    else fromRows.nonBillableSeconds += hms(r.time_total);
  }
  assert.deepEqual(split, fromRows, "the detailed report's rows");
  const grouped = await serviceGet(`/reports/grouped?date_execution_start=${snap.today}&date_execution_end=${snap.today}&user_id=${ADA_ID}&opt_report_template=days`);
  const total = grouped.total as { time_billable: { time: string }; time_non_billable: { time: string } };
  assert.deepEqual(split, { billableSeconds: hms(total.time_billable.time), nonBillableSeconds: hms(total.time_non_billable.time) }, "the grouped report's billable time");
  assert.ok(split.billableSeconds >= 25 * 60 && split.nonBillableSeconds >= 35 * 60, JSON.stringify(split));
  assert.ok(Math.abs(split.billableSeconds - live.billableSeconds) <= 2 * 60 + 2, 'the running entry was counted live');

  // Each entry of the day says what the service says of it.
  const byId = new Map(rows.map((r) => [Number(r.id), r.is_billable === true || r.is_billable === 1]));
  for (const e of snap.todayEntries) assert.equal(e.billable, byId.get(e.id!), `entry ${e.id}`);
  // The week's split holds today's and the earlier days' of this week (Monday, from the grouped report).
  const w = snap.billable!.week;
  assert.equal(w.start, '2026-03-09');
  const weekGrouped = await serviceGet(`/reports/grouped?date_execution_start=2026-03-09&date_execution_end=${snap.today}&user_id=${ADA_ID}&opt_report_template=days`);
  const wt = weekGrouped.total as { time_billable: { time: string }; time_non_billable: { time: string } };
  assert.deepEqual({ billableSeconds: w.billableSeconds, nonBillableSeconds: w.nonBillableSeconds }, { billableSeconds: hms(wt.time_billable.time), nonBillableSeconds: hms(wt.time_non_billable.time) });
});

test('the project and task defaults as the service reports them', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T13:00:00Z' });
  await h.signIn();
  const projects = h.stint.snapshot().projects;
  assert.equal(projects.find((p) => p.id === PROJECT.website)?.billable, true);
  assert.equal(projects.find((p) => p.id === PROJECT.internal)?.billable, false);
  assert.deepEqual(await h.stint.pickProject(PROJECT.website), { ok: true });
  await h.settle();
  const tasks = h.stint.snapshot().tasks[PROJECT.website] ?? [];
  assert.deepEqual(tasks.map((t) => [t.name, t.billable]), [['Design', true], ['Development', true], ['Meetings', false]]);
});

test("a non-billable project's tasks are not billable, whatever their assignment says: the mark and the entry agree with the service", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T13:00:00Z' });
  await h.signIn();
  assert.deepEqual(await h.stint.pickProject(PROJECT.internal), { ok: true });
  await h.settle();
  const assignments = [...h.sim.sim.ctx.store.assignments.values()].filter((a) => a.project_id === PROJECT.internal);
  assert.ok(assignments.length > 0 && assignments.every((a) => a.is_billable), "the demo's assignments on Internal Tools say billable");
  const tasks = h.stint.snapshot().tasks[PROJECT.internal] ?? [];
  assert.deepEqual(tasks.map((t) => [t.name, t.billable]).sort(), [['Documentation', false], ['Research', false]], 'what an entry of each task would be');
  const research = tasks.find((t) => t.name === 'Research')!;
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, taskId: research.id, description: 'Spike' }), { ok: true });
  assert.equal(h.stint.snapshot().running?.billable, false, 'the running entry at once');
  await h.settle();
  const id = h.stint.snapshot().running!.id!;
  assert.equal(h.serviceEntries((e) => e.id === id).length, 1);
  const rows = (await serviceGet(`/reports/detailed?date_execution_start=2026-03-10&date_execution_end=2026-03-10&user_id=${ADA_ID}&opt_page_limit=100`)).data as Record<string, unknown>[];
  assert.equal(rows.find((r) => Number(r.id) === id)?.is_billable, false, 'the service says the same of the entry');
  // A billable project's task keeps its assignment's own mark.
  assert.deepEqual(await h.stint.pickProject(PROJECT.website), { ok: true });
  await h.settle();
  assert.deepEqual((h.stint.snapshot().tasks[PROJECT.website] ?? []).map((t) => [t.name, t.billable]), [['Design', true], ['Development', true], ['Meetings', false]]);
});
