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
