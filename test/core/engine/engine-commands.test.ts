// The tracker's commands that can be refused: locally (nothing sent, the field named) or by
// the service (a notice with its field errors); and continuing an entry, which makes a new
// entry like it from the click, today's as another day's or a locked one.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const RUI_ID = 2;
const TODAY = '2026-03-10';

test('a manual entry that ends when it starts is refused locally, the end named, nothing sent', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const mark = h.mark();
  const r = await h.stint.addManualEntry({ date: TODAY, projectId: PROJECT.website, description: 'Backwards', start: '10:00', end: '10:00' });
  await h.settle();
  assert.equal(r.ok, false);
  assert.ok(!r.ok && r.fields.end, 'the end is named');
  assert.deepEqual(h.sentSince(mark), []);
  assert.equal(h.stint.snapshot().sync.queued, 0);
  assert.equal(h.stint.snapshot().todayEntries.some((e) => e.description === 'Backwards'), false);
});

test('a project that requires a task is refused locally without one, the task named, nothing sent', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const mark = h.mark();
  const r = await h.stint.start({ projectId: PROJECT.mobile, description: 'No task' });
  await h.settle();
  assert.equal(r.ok, false);
  assert.ok(!r.ok && r.fields.task, 'the task is named');
  assert.deepEqual(h.sentSince(mark), []);
  assert.equal(h.stint.snapshot().running, null);
});

/** The project is archived on the web after the engine read the projects; then a manual entry on it. */
async function manualEntryOnArchivedProject(): Promise<number> {
  h = await EngineHarness.start();
  await h.signIn();
  const web = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  const archived = await web.call('POST', `/projects/${PROJECT.migration}`, { body: { active: 0 } });
  assert.equal(archived.status, 200);
  const mark = h.mark();
  const r = await h.stint.addManualEntry({ date: TODAY, projectId: PROJECT.migration, description: 'Too late', start: '08:00', duration: '30m' });
  assert.equal(r.ok, true, 'the engine still believes the project active: it queues');
  await h.settle();
  return mark;
}

test("the service's 422 (project archived elsewhere) is shown as a notice naming the form's project field", async () => {
  await manualEntryOnArchivedProject();
  const notice = h.stint.snapshot().notice;
  assert.equal(notice?.level, 'error');
  assert.ok(notice?.message);
  assert.match(notice?.fields.project ?? '', /archived/, 'the project field of the form is named');
  assert.equal(h.serviceEntries((e) => e.description === 'Too late').length, 0);
});

test('a command the service refuses with a 422 is sent once and leaves the queue', async () => {
  const mark = await manualEntryOnArchivedProject();
  await h.advance(60_000);
  assert.deepEqual(h.sentSince(mark).filter((x) => x.startsWith('POST')), ['POST /time-entries']);
  assert.equal(h.stint.snapshot().sync.queued, 0);
  assert.equal(h.stint.snapshot().todayEntries.some((e) => e.description === 'Too late'), false, 'no longer shown as if it were saved');
});

test("continuing today's finished entry later makes a new entry from the click: the old one keeps its times, the run lies where it was worked", async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const today = h.stint.snapshot().recent.find((e) => e.date === TODAY && e.description === 'On-call handover');
  assert.ok(today?.id);
  const was = h.serviceEntry(today.id);
  const mark = h.mark();
  const clickedAt = h.clock.now();
  assert.deepEqual(await h.stint.continueEntry(today.key), { ok: true });
  await h.advance(10 * 60_000);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();

  const made = h.serviceEntries((e) => e.date_execution === TODAY && e.description === 'On-call handover' && e.id !== today.id);
  assert.equal(made.length, 1, 'one new entry');
  assert.deepEqual(h.sentSince(mark).filter((r) => !r.startsWith('GET')), ['POST /time-entries', `POST /time-entries/${made[0]!.id}/start`, `POST /time-entries/${made[0]!.id}/stop`]);
  const old = h.serviceEntry(today.id);
  assert.deepEqual([old.time_start, old.time_total], [was.time_start, was.time_total], 'the finished entry is untouched');
  // The demo account's zone is UTC; the store keeps times as seconds.
  const at = Math.floor((clickedAt % 86_400_000) / 1000);
  assert.deepEqual([made[0]!.project_id, made[0]!.task_id, made[0]!.time_start, made[0]!.time_total], [was.project_id, was.task_id, at, 600]);
});

test("continuing yesterday's entry makes a new entry today with its project, task and description", async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const old = h.stint.snapshot().recent.find((e) => e.date === '2026-03-09');
  assert.ok(old?.id, 'an entry of yesterday is in the recent list');
  const mark = h.mark();
  assert.deepEqual(await h.stint.continueEntry(old.key), { ok: true });
  await h.settle();

  const running = h.stint.snapshot().running;
  assert.ok(running?.id);
  assert.notEqual(running.id, old.id);
  assert.deepEqual(h.sentSince(mark), ['POST /time-entries', `POST /time-entries/${running.id}/start`]);
  const made = h.serviceEntry(running.id);
  assert.equal(made.date_execution, TODAY);
  assert.deepEqual([made.project_id, made.task_id, made.description], [old.projectId, old.taskId, old.description]);
  assert.equal(h.serviceEntry(old.id).stopwatch_started_at, null, 'the old entry is left alone');
});

test('continuing a locked entry of today makes a new entry and leaves the locked one untouched', async () => {
  h = await EngineHarness.start();
  const locked = h.serviceEntries((e) => e.user_id === RUI_ID && e.date_execution === TODAY)[0];
  assert.ok(locked, "Rui has an entry today in the demo data");
  const stored = h.sim.sim.ctx.store.entries.get(locked.id)!;
  stored.is_locked = true;
  stored.locked_reason = 'Period closed for invoicing';
  await h.signIn(DEMO_RUI);

  const view = h.stint.snapshot().recent.find((e) => e.id === locked.id);
  assert.equal(view?.locked, true);
  const mark = h.mark();
  assert.deepEqual(await h.stint.continueEntry(view.key), { ok: true });
  await h.settle();

  const running = h.stint.snapshot().running;
  assert.ok(running?.id);
  assert.notEqual(running.id, locked.id);
  assert.deepEqual(h.sentSince(mark), ['POST /time-entries', `POST /time-entries/${running.id}/start`]);
  const made = h.serviceEntry(running.id);
  assert.deepEqual([made.project_id, made.task_id, made.description], [locked.project_id, locked.task_id, locked.description]);
  const after = h.serviceEntry(locked.id);
  assert.equal(after.stopwatch_started_at, null);
  assert.equal(after.time_total, locked.time_total);
  assert.equal(h.stint.snapshot().notice, null, 'no error on the way');
});
