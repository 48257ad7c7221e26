// The network drops and comes back a moment after a read: no new read is due yet (the
// refresh policy spares the quota), but the status must not go on saying the service
// cannot be reached. Found by the real app's test hooks (test/boot/boot-launch.test.ts).

import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(async () => {
  await h?.close();
});

test('back online a moment after a read: the status leaves "offline" without spending a read', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  await h.settle();
  h.setOnline(false);
  await h.settle();
  assert.equal(h.stint.snapshot().sync.state, 'offline');
  assert.match(h.stint.snapshot().sync.message ?? '', /Offline/);

  const mark = h.mark();
  h.setOnline(true);
  await h.settle();
  const { sync } = h.stint.snapshot();
  assert.equal(sync.state, 'ok', 'not offline once the network is back');
  assert.equal(sync.message, null);
  assert.deepEqual(h.sentSince(mark), [], 'no read spent: the last one is a moment old');
});

test('a read on its way when the network goes: its answer does not say "synced" over "offline", so a start made then says it waits offline', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z', heldLatency: true });
  await h.signIn();
  await h.settle();
  // The next read of the day takes 10 s to answer (below the 15 s request timeout).
  await h.sim.control.faults({ latency_ms: 10_000, path_prefix: '/reports' });
  const mark = h.mark();
  // Asked, not awaited: its answer is held at the service until the clock moves.
  const refreshed = h.stint.refresh();
  await h.quiet();
  assert.ok(h.sentSince(mark).some((r) => r.includes('/reports')), 'the read is on its way');
  h.setOnline(false);
  assert.equal(h.stint.snapshot().sync.state, 'offline');
  await h.step(10_000);
  await refreshed;
  await h.quiet();
  assert.equal(h.stint.snapshot().sync.state, 'offline', 'still offline after the late answer');
  await h.sim.control.faults({});
  assert.equal((await h.stint.start({ projectId: 1, taskId: null, description: 'On the train' })).ok, true);
  await h.quiet();
  const { sync } = h.stint.snapshot();
  assert.deepEqual([sync.state, sync.queued], ['offline', 1], 'the start waits, and the status says why');
});
