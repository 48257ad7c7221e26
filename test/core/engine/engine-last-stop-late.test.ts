// "From the last stop" after a Continue whose start reached the service late (issue 68, item 7;
// the chaos run's seed 7, test/chaos/): the start's answer came back seconds after the service
// started the stopwatch, the late start was credited up to the answer's return, so the entry
// holds those seconds more than the person saw and its end (start plus total) lay after now
// right after the next Continue stopped it. It was skipped as "not ended yet", the stop before
// it taken, and the timer moved 46 s back over it. The person's last stop is where they
// switched. On the manual clock, the answer held on its way back (EngineHarness.answerHeld).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const hms = (h: number, m: number, s = 0): number => h * 3600 + m * 60 + s;

function held(description: string): [number, number, boolean][] {
  return h.serviceEntries((e) => e.description === description).map((e): [number, number, boolean] => [e.time_start, e.time_total, e.stopwatch_started_at !== null]);
}

test('a Continue started late (its answer 3 s on the way back), a Continue of another entry, then "From the last stop": the timer stays where the person switched, not moved back over the late entry', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00.000Z', heldLatency: true });
  await h.signIn();
  assert.ok((await h.stint.start({ projectId: PROJECT.internal, description: 'Late' })).ok);
  await h.step(5 * 60_000);
  assert.ok((await h.stint.start({ projectId: PROJECT.website, description: 'Other' })).ok);
  await h.step(5 * 60_000);
  assert.ok((await h.stint.stop()).ok);
  await h.step(60_000);
  assert.deepEqual(held('Other'), [[hms(10, 5), 5 * 60, false]], 'Other ends at 10:10:00');

  // 10:11:00, offline: the Continue waits 5 s; back online, its stopwatch's answer takes 3 s to come back.
  h.setOnline(false);
  const late = h.stint.snapshot().todayEntries.find((v) => v.description === 'Late')!;
  assert.ok((await h.stint.continueEntry(late.key)).ok);
  await h.step(5_000);
  h.answerHeld = (req) => (req.method === 'POST' && /^\/time-entries\/\d+\/start$/.test(req.path) ? 3_000 : 0);
  h.setOnline(true);
  await h.step(10_000);
  h.answerHeld = null;
  const continued = h.serviceEntries((e) => e.description === 'Late' && e.stopwatch_started_at !== null);
  assert.equal(continued.length, 1, 'the continued entry runs on the service');

  // 10:11:51: the person switches to Other again, and at once moves that timer's start to the last stop.
  await h.step(36_000);
  const other = h.stint.snapshot().todayEntries.find((v) => v.description === 'Other' && v.runningSince === null)!;
  assert.ok((await h.stint.continueEntry(other.key)).ok);
  assert.equal(h.stint.snapshot().running?.timeStart, '10:11:51');
  const moved = await h.stint.setRunningStart({ fromLastStop: true, confirmOverlap: true });
  assert.ok(moved.ok, JSON.stringify(moved));
  assert.equal(h.stint.snapshot().running?.timeStart, '10:11:51', 'the last stop is where the person switched, not 10:10:00 before the late entry');

  await h.step(30_000);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'everything sent');
  const runs = held('Other').filter(([, , running]) => running);
  assert.deepEqual(runs.map(([start]) => start), [hms(10, 11, 51)], 'the timer runs on the service from 10:11:51');
  const [lateEntry] = h.serviceEntries((e) => e.id === continued[0]!.id).map((e) => [e.time_start, e.time_total] as const);
  // Its 51 s as the person saw it, and the 3 s its start's answer spent on the way back, credited by the sender (left as it is).
  assert.deepEqual(lateEntry, [hms(10, 11), 54], 'the late entry from 10:11:00');
  assert.deepEqual(h.stint.snapshot().notSaved ?? [], []);
});
