// A moved start still in its Undo time, then two switches clicked at once (issue 68, item 7; the
// chaos run's seed 4, test/chaos/): the first switch is folded into a finished entry by the
// second, which then names nothing it replaces. Starting it on the service stops whatever runs,
// the moved timer included, so it must not be sent before the move: sent first, it stopped
// the timer, the move found it stopped and was dropped, and the service kept the timer from
// its click instead of from where the person moved it (8 minutes lost, nothing listed). On
// the manual clock, through the accounts layer with the app's 10 s Undo hold.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const hms = (h: number, m: number, s = 0): number => h * 3600 + m * 60 + s;

function held(description: string): [number, number, boolean][] {
  return h.serviceEntries((e) => e.description === description).map((e): [number, number, boolean] => [e.time_start, e.time_total, e.stopwatch_started_at !== null]);
}

test('"Started 8 minutes ago" held for Undo while offline, two switches at once, the network back within the hold: the moved timer ends where the first switch began, from 8 minutes before', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00.000Z', heldLatency: true, accounts: true, undoHoldMs: 10_000 });
  await h.signIn();
  assert.ok((await h.stint.start({ projectId: PROJECT.internal, description: 'Moved' })).ok);
  await h.step(60_000);
  assert.deepEqual(held('Moved').map(([, , running]) => running), [true], 'running on the service');

  h.setOnline(false);
  assert.ok((await h.stint.setRunningStart({ minutesAgo: 8 })).ok);
  assert.equal(h.stint.snapshot().running?.timeStart, '09:53:00');
  await h.step(1_000);
  assert.ok((await h.stint.start({ projectId: PROJECT.website, description: 'Next' })).ok);
  assert.ok((await h.stint.start({ projectId: PROJECT.support, description: 'Last' })).ok);
  await h.step(2_000);
  // Back well inside the move's 10 s: what does not wait for it goes at once.
  h.setOnline(true);
  await h.settle();
  await h.step(30_000);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'everything sent');

  // The move's 10:01:00 to 10:01:01 run: 8 minutes from 09:53:00, then one second.
  assert.deepEqual(held('Moved'), [[hms(9, 53), 8 * 60 + 1, false]], 'from 09:53:00, where the person moved it, to the first switch');
  assert.deepEqual(held('Next'), [[hms(10, 1, 1), 0, false]], 'the first switch, folded into a finished entry');
  assert.deepEqual(held('Last').map(([, , running]) => running), [true], 'the last switch runs');
  assert.deepEqual(h.stint.snapshot().notSaved ?? [], []);
});
