// The tracker through the engine against the simulator: what a start, a stop and a switch
// cost in requests, what the service holds afterwards, and what the snapshot and the tray
// show meanwhile; a timer that runs past midnight.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const ADA_ID = 1;
const MIN = 60_000;

test('a switch spends two requests (create + start, no stop) and the service ends the previous entry with its time', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'first' });
  await h.settle();
  const first = h.stint.snapshot().running;
  assert.ok(first?.id, 'the first entry runs with a service id');
  await h.advance(5 * MIN);

  const mark = h.mark();
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'second' }), { ok: true });
  await h.settle();

  const second = h.stint.snapshot().running;
  assert.ok(second?.id);
  assert.deepEqual(h.sentSince(mark), ['POST /time-entries', `POST /time-entries/${second.id}/start`]);
  const before = h.serviceEntry(first.id);
  assert.equal(before.stopwatch_started_at, null, 'the first entry is stopped on the service');
  assert.equal(before.time_total, 300);
  assert.notEqual(h.serviceEntry(second.id).stopwatch_started_at, null);
  assert.equal(h.serviceEntries((e) => e.user_id === ADA_ID && e.stopwatch_started_at !== null).length, 1);
});

test('start shows the timer at once; ten minutes later stop leaves 600 s on the service', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const startedAt = h.clock.now();

  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' }), { ok: true });
  // Before anything was answered: the optimistic snapshot.
  const shown = h.stint.snapshot().running;
  assert.ok(shown);
  assert.equal(shown.projectId, PROJECT.website);
  assert.equal(shown.projectName, 'Website Redesign');
  assert.equal(shown.description, 'Landing page');
  assert.equal(shown.runningSince, startedAt);
  assert.equal(shown.pending, true);
  const trayAtStart = trayModel(h.stint.snapshot(), h.clock.now(), 'darwin');
  assert.equal(trayAtStart.icon, 'running');
  assert.equal(trayAtStart.title, '0:00');
  assert.match(trayAtStart.tooltip, /Website Redesign/);

  await h.settle();
  await h.advance(10 * MIN);
  const tray = trayModel(h.stint.snapshot(), h.clock.now(), 'darwin');
  assert.equal(tray.icon, 'running');
  assert.equal(tray.title, '0:10');
  assert.match(tray.tooltip, /Website Redesign.*0:10/);

  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  const id = h.stint.snapshot().todayEntries.find((e) => e.description === 'Landing page')?.id;
  assert.ok(id);
  const stored = h.serviceEntry(id);
  assert.equal(stored.time_total, 600);
  assert.equal(stored.stopwatch_started_at, null);
  assert.equal(h.stint.snapshot().running, null);
  assert.equal(trayModel(h.stint.snapshot(), h.clock.now(), 'darwin').icon, 'idle');
});

test("an entry started here keeps its key when the service confirms it and when it is read again", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z' });
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'Planning' });
  const queued = h.stint.snapshot().running;
  assert.ok(queued && queued.id === null, 'shown at once, before the service has it');
  await h.settle();
  const confirmed = h.stint.snapshot().running;
  assert.ok(confirmed?.id, 'the service gave it an id');
  assert.equal(confirmed.key, queued.key);
  await h.stint.refresh();
  await h.settle();
  assert.equal(h.stint.snapshot().running?.key, queued.key, 'after a fresh read too');
  assert.equal(h.stint.snapshot().todayEntries.filter((e) => e.key === queued.key).length, 1, 'listed once in today');
});

test('a timer started at 23:50 runs past midnight: the day changes, the entry keeps running; its stop ends it at 23:59:59 and the next day holds the rest', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T23:50:00Z' });
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'Late deploy' });
  await h.settle();
  const key = h.stint.snapshot().running?.key;
  const id = h.stint.snapshot().running?.id;
  assert.ok(key && id);

  await h.advance(20 * MIN);
  const s = h.stint.snapshot();
  assert.equal(s.today, '2026-03-11');
  assert.equal(s.running?.key, key, 'the same entry still runs');
  assert.equal(s.running?.date, '2026-03-10');
  assert.equal(trayModel(s, h.clock.now(), 'darwin').title, '0:20');

  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  const stored = h.serviceEntry(id);
  assert.equal(stored.date_execution, '2026-03-10');
  assert.equal(stored.time_total, 599, '23:50 to 23:59:59 (the second before midnight no entry can hold)');
  assert.equal(stored.stopwatch_started_at, null);
  const next = h.serviceEntries((e) => e.description === 'Late deploy' && e.id !== id);
  assert.deepEqual(next.map((e) => [e.date_execution, e.time_start, e.time_total, e.stopwatch_started_at]), [['2026-03-11', 0, 600, null]], '00:00 to 00:10');
  assert.equal(h.stint.snapshot().running, null);
});
