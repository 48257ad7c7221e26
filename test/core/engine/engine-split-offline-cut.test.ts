// A split of the running timer made while the service cannot be reached is cut at the second
// typed (issue 60, item 12): the timer started on the service mid-second (09:00:00.400, the
// service counting whole seconds from there), split at 09:15 and stopped while the requests
// wait, reaches the service as 09:00:00-09:15:00 and 09:15:00-10:00:00, not 09:14:59 and a
// second more on the other part. Judged on the simulator, the clock the manual one.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const hm = (h: number, m: number): number => h * 3600 + m * 60;
const at = (iso: string): number => Date.parse(iso);

/** [start, total, running] of the service's entries described `description`. */
function held(description: string): [number, number, boolean][] {
  return h.serviceEntries((e) => e.description === description).map((e): [number, number, boolean] => [e.time_start, e.time_total, e.stopwatch_started_at !== null]);
}

/** Moves the clock to `iso` in the harness's steps, requests left out as they are. */
async function stepTo(iso: string): Promise<void> {
  await h.step(at(iso) - h.clock.now());
}

const WAYS = [
  // The OS says the network went; the split at 09:40:00.900, the stop at 10:00:00.100.
  { said: 'the network gone', cut: '2026-03-10T09:40:00.900Z', stop: '2026-03-10T10:00:00.100Z', down: () => h.setOnline(false) },
  // Connections refused with the OS saying online (a captive portal, the service down).
  { said: 'connections refused', cut: '2026-03-10T09:40:00.001Z', stop: '2026-03-10T10:00:00.500Z', down: () => (h.offline = true) },
] as const;

for (const way of WAYS) {
  test(`a timer started at 09:00:00.400 and split at 09:15 with ${way.said}: the service holds 09:00:00-09:15:00 and 09:15:00-10:00:00`, async () => {
    h = await EngineHarness.start({ now: '2026-03-10T09:00:00.400Z' });
    await h.signIn();
    assert.ok((await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' })).ok);
    await h.quiet();
    assert.deepEqual(held('Landing page'), [[hm(9, 0), 0, true]], 'running on the service from 09:00:00.400');
    way.down();
    const running = h.stint.snapshot().running!;
    await stepTo(way.cut);
    assert.ok((await h.stint.splitEntry({ entryKey: running.key, at: '9:15', description: 'Deploy' })).ok);
    const shown = h.stint.snapshot().todayEntries.find((v) => v.key === running.key)!;
    assert.deepEqual([shown.timeStart, shown.timeEnd], ['09:00:00', '09:15:00'], 'shown cut at the second typed');
    await stepTo(way.stop);
    assert.ok((await h.stint.stop()).ok);
    await h.quiet();
    assert.equal(h.stint.snapshot().sync.queued > 0, true, 'the split and the stop wait');
    h.setOnline(true);
    await h.step(5 * 60_000);
    assert.equal(h.stint.snapshot().sync.queued, 0, 'sent once the network is back');
    assert.deepEqual(held('Landing page'), [[hm(9, 0), 15 * 60, false]], 'the first part ends at 09:15:00');
    assert.deepEqual(held('Deploy'), [[hm(9, 15), 45 * 60, false]], 'the second part runs 09:15:00 to 10:00:00');
  });
}
