// An entry switched away from while the switch waits in the outbox (offline): the window
// shows it ended at the switch, so what the person does with it next (split it, move its
// start) works from the times they see, and lands on the service as seen once the network
// is back. On the manual clock against the simulator.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const hm = (h: number, m: number): number => h * 3600 + m * 60;

/**
 * "Spec" runs from 14:33 (sent and running on the service); at 14:53, offline, the person
 * switches to "Review". Answers the key and id of "Spec".
 */
async function switchedAwayOffline(): Promise<{ key: string; id: number }> {
  h = await EngineHarness.start({ now: '2026-03-10T14:33:00Z' });
  await h.signIn();
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.settle();
  const spec = h.stint.snapshot().running;
  assert.ok(spec?.id, 'Spec runs on the service');
  await h.advance(20 * MIN);
  h.setOnline(false);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'Review' }), { ok: true });
  await h.settle();
  assert.ok(h.stint.snapshot().sync.queued > 0, 'the switch waits in the outbox');
  return { key: spec.key, id: spec.id };
}

function shown(key: string): { timeStart: string; timeEnd: string; totalSeconds: number; running: boolean } {
  const v = h.stint.snapshot().todayEntries.find((e) => e.key === key);
  assert.ok(v, `entry ${key} is shown`);
  return { timeStart: v.timeStart, timeEnd: v.timeEnd, totalSeconds: v.totalSeconds, running: v.runningSince !== null };
}

async function backOnline(): Promise<void> {
  h.setOnline(true);
  await h.settle();
  await h.advance(MIN);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'everything queued was sent');
}

test('switched away from offline: the entry shows its end at the switch', async () => {
  const { key } = await switchedAwayOffline();
  assert.deepEqual(shown(key), { timeStart: '14:33:00', timeEnd: '14:53:00', totalSeconds: 20 * 60, running: false });
});

test('switched away from offline: a split of it is accepted, and lands as shown once back online', async () => {
  const { key, id } = await switchedAwayOffline();
  const r = await h.stint.splitEntry({ entryKey: key, at: '14:40', projectId: PROJECT.internal, description: 'Notes' });
  assert.ok(r.ok, `the split is accepted: ${JSON.stringify(r)}`);
  assert.deepEqual(shown(key), { timeStart: '14:33:00', timeEnd: '14:40:00', totalSeconds: 7 * 60, running: false });
  await backOnline();
  const spec = h.serviceEntry(id);
  assert.deepEqual([spec.time_start, spec.time_total, spec.stopwatch_started_at], [hm(14, 33), 7 * 60, null]);
  const notes = h.serviceEntries((e) => e.description === 'Notes');
  assert.equal(notes.length, 1, 'one second part');
  assert.deepEqual([notes[0]!.time_start, notes[0]!.time_total], [hm(14, 40), 13 * 60]);
  const review = h.serviceEntries((e) => e.description === 'Review');
  assert.equal(review.length, 1);
  assert.deepEqual([review[0]!.time_start, review[0]!.stopwatch_started_at !== null], [hm(14, 53), true], 'the switch still runs from 14:53');
});

test('switched away from offline: an edit of its start alone keeps the end at the switch and stores the right total', async () => {
  const { key, id } = await switchedAwayOffline();
  const r = await h.stint.editEntry({ entryKey: key, start: '14:30' });
  assert.ok(r.ok, `the edit is accepted: ${JSON.stringify(r)}`);
  assert.deepEqual(shown(key), { timeStart: '14:30:00', timeEnd: '14:53:00', totalSeconds: 23 * 60, running: false });
  await backOnline();
  const spec = h.serviceEntry(id);
  assert.deepEqual([spec.time_start, spec.time_total, spec.stopwatch_started_at], [hm(14, 30), 23 * 60, null]);
});
