// Fewer requests, exact seconds (issue 40, item 11), counted on the wire against the
// simulator on the manual clock: a split of the running timer in 3 requests, a start made
// offline and then moved earlier in 2, and an offline split that keeps the cut to the second.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const hm = (h: number, m: number): number => h * 3600 + m * 60;

function writesSince(mark: number): string[] {
  return h.sentSince(mark).filter((r) => !r.startsWith('GET '));
}

/** [start, total, running] of the service's entries described `description`. */
function held(description: string): [number, number, boolean][] {
  return h.serviceEntries((e) => e.description === description).map((e): [number, number, boolean] => [e.time_start, e.time_total, e.stopwatch_started_at !== null]);
}

test('the running timer split online: 3 requests (the new entry with the time since the cut, its start, the first part\'s total)', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' });
  await h.settle();
  const first = h.stint.snapshot().running!;
  await h.advanceTo('2026-03-10T11:00:00Z');
  const mark = h.mark();
  assert.ok((await h.stint.splitEntry({ entryKey: first.key, at: '10:30', description: 'Call' })).ok);
  await h.settle();
  const writes = writesSince(mark);
  assert.equal(writes.length, 3, writes.join(', '));
  assert.deepEqual(held('Landing page'), [[hm(10, 0), 30 * 60, false]]);
  assert.deepEqual(held('Call'), [[hm(10, 30), 30 * 60, true]], 'counts from the cut, running');
  await h.advanceTo('2026-03-10T11:15:00Z');
  await h.stint.stop();
  await h.settle();
  assert.deepEqual(held('Call'), [[hm(10, 30), 45 * 60, false]], '10:30 to 11:15');
});

test('a start made offline and moved 10 minutes earlier before the network returns: 2 requests, the run from the moved instant', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  h.setOnline(false);
  await h.stint.start({ projectId: PROJECT.website, description: 'Forgot' });
  await h.advance(5 * MIN);
  assert.deepEqual(await h.stint.setRunningStart({ minutesAgo: 15 }), { ok: true });
  assert.equal(h.stint.snapshot().running?.runningSince, Date.parse('2026-03-10T09:50:00Z'), 'shown from 09:50 at once');
  await h.advance(5 * MIN);
  const mark = h.mark();
  h.setOnline(true);
  await h.advance(30_000);
  const writes = writesSince(mark);
  assert.equal(writes.length, 2, writes.join(', '));
  assert.equal(h.stint.snapshot().sync.queued, 0);
  const [e] = h.serviceEntries((x) => x.description === 'Forgot');
  assert.ok(e && e.stopwatch_started_at !== null, 'running on the service');
  assert.equal(e.time_start, hm(9, 50));
  const now = h.clock.now();
  assert.equal(e.time_total + Math.floor((now - e.stopwatch_started_at!) / 1000), Math.floor((now - Date.parse('2026-03-10T09:50:00Z')) / 1000), 'holds the run from 09:50');
  await h.advanceTo('2026-03-10T10:30:00Z');
  await h.stint.stop();
  await h.settle();
  assert.deepEqual(held('Forgot'), [[hm(9, 50), 40 * 60, false]]);
});

test('a switch made offline and then moved earlier: the replaced entry still ends at the click', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'First' });
  await h.settle();
  await h.advanceTo('2026-03-10T10:20:00Z');
  h.setOnline(false);
  await h.stint.start({ projectId: PROJECT.internal, description: 'Second' });
  await h.advance(MIN);
  // Over the last two minutes of "First": the person confirmed it (asked first).
  assert.deepEqual(await h.stint.setRunningStart({ minutesAgo: 3, confirmOverlap: true }), { ok: true });
  await h.advance(MIN);
  h.setOnline(true);
  await h.advance(30_000);
  await h.advanceTo('2026-03-10T10:30:00Z');
  await h.stint.stop();
  await h.settle();
  assert.deepEqual(held('First'), [[hm(10, 0), 20 * 60, false]], 'ends at the switch\'s click');
  assert.deepEqual(held('Second'), [[hm(10, 18), 12 * 60, false]], 'from the moved instant to the stop');
});

test('a timer started offline at 10:00:00.600 and split offline at 10:25: the first part ends at 10:25:00, not a second early', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:59:59Z' });
  await h.signIn();
  h.setOnline(false);
  await h.advance(1_600, 1_600);
  await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' });
  const running = h.stint.snapshot().running!;
  await h.advanceTo('2026-03-10T10:40:00Z');
  assert.ok((await h.stint.splitEntry({ entryKey: running.key, at: '10:25', description: 'Deploy' })).ok);
  await h.advanceTo('2026-03-10T10:45:00Z');
  const mark = h.mark();
  h.setOnline(true);
  await h.advance(30_000);
  assert.equal(writesSince(mark).length, 3, 'the first part as one create; the new timer: create, start');
  await h.advanceTo('2026-03-10T11:00:00Z');
  await h.stint.stop();
  await h.settle();
  assert.deepEqual(held('Landing page'), [[hm(10, 0), 25 * 60, false]], 'ends at 10:25:00');
  assert.deepEqual(held('Deploy'), [[hm(10, 25), 35 * 60, false]], '10:25 to 11:00');
});

test('a timer started at 10:00:00.600 and split online at 11:00:00.300 at 10:30: the first part ends at 10:30:00 however the service truncated the run', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:59:59Z' });
  await h.signIn();
  await h.advance(1_600, 1_600);
  await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' });
  await h.settle();
  const running = h.stint.snapshot().running!;
  await h.advanceTo('2026-03-10T11:00:00.300Z');
  assert.ok((await h.stint.splitEntry({ entryKey: running.key, at: '10:30', description: 'Call' })).ok);
  await h.settle();
  assert.deepEqual(held('Landing page'), [[hm(10, 0), 30 * 60, false]], 'ends at 10:30:00');
  assert.deepEqual(held('Call').map(([start, , on]) => [start, on]), [[hm(10, 30), true]]);
});
