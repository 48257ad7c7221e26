// Changes made elsewhere (the web app, a phone) reach the engine through its polls alone:
// a timer started elsewhere shows within a minute with the window open and within five
// minutes with it hidden; one stopped elsewhere stops showing as running.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const SEC = 1_000;
const MIN = 60_000;

/** Starts a timer elsewhere 30 s after the engine's last read; answers how long until the engine shows it. */
async function startedElsewhere(h: EngineHarness): Promise<{ tookMs: number; id: number }> {
  await h.advance(30 * SEC);
  const phone = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  const id = await phone.startTimer(PROJECT.internal, 'Started on the phone');
  const tookMs = await h.advanceUntil(() => h.stint.snapshot().running?.id === id, 10 * MIN);
  return { tookMs, id };
}

test('a timer started elsewhere shows within 60 s with the window open', async () => {
  h = await EngineHarness.start();
  h.stint.setWindowVisible(true);
  await h.signIn();
  const { tookMs, id } = await startedElsewhere(h);
  assert.ok(tookMs <= 60 * SEC, `it took ${tookMs / SEC} s`);
  const s = h.stint.snapshot();
  assert.equal(s.running?.id, id);
  assert.equal(s.running?.description, 'Started on the phone');
  assert.equal(trayModel(s, h.clock.now(), 'linux').icon, 'running');
});

test('a window shown just after a read polls every minute from then on', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  await h.advance(10 * SEC);
  // Fresh enough: no read now, but the next one comes on the open-window schedule.
  h.stint.setWindowVisible(true);
  await h.settle();
  const { tookMs, id } = await startedElsewhere(h);
  assert.ok(tookMs <= 60 * SEC, `it took ${tookMs / SEC} s`);
  assert.equal(h.stint.snapshot().running?.id, id);
});

test('a timer started elsewhere shows within 300 s with the window hidden', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const { tookMs, id } = await startedElsewhere(h);
  assert.ok(tookMs <= 300 * SEC, `it took ${tookMs / SEC} s`);
  assert.equal(h.stint.snapshot().running?.id, id);
});

test('a timer stopped elsewhere stops showing as running, and still does not an hour later', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'Stopped on the web' });
  await h.settle();
  const id = h.stint.snapshot().running?.id;
  assert.ok(id);
  await h.advance(2 * MIN);

  const phone = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  await phone.stopTimer(id);
  const tookMs = await h.advanceUntil(() => h.stint.snapshot().running === null, 10 * MIN);
  assert.ok(tookMs <= 300 * SEC, `it took ${tookMs / SEC} s`);

  await h.advance(60 * MIN);
  const s = h.stint.snapshot();
  assert.equal(s.running, null);
  assert.equal(trayModel(s, h.clock.now(), 'linux').icon, 'idle');
  const entry = s.todayEntries.find((e) => e.id === id);
  assert.equal(entry?.totalSeconds, h.serviceEntry(id).time_total, 'the entry shows the total the service holds');
  assert.equal(entry?.totalSeconds, 120);
});
