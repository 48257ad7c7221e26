// "I forgot to start the timer": the running timer's start moved back, end to end on the
// manual clock against the simulator. Shown at once, one request online, and what the
// service then holds when the timer stops; offline then back, a restart between the click and
// the send, and commands that queue behind it without the engine settling in between.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const at = (iso: string): number => Date.parse(iso);

/** Signed in, a timer on Website started at 10:00 (the harness's default instant) and settled. */
async function runningSinceTen(): Promise<number> {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' }), { ok: true });
  await h.settle();
  const id = h.stint.snapshot().running?.id;
  assert.ok(id);
  return id;
}

function writesSince(mark: number): string[] {
  return h.sentSince(mark).filter((r) => !r.startsWith('GET '));
}

test('started 10 minutes ago: shown at once, one request, and the stop records the whole run', async () => {
  const id = await runningSinceTen();
  await h.advance(5 * MIN);
  const mark = h.mark();
  assert.deepEqual(await h.stint.setRunningStart({ minutesAgo: 10 }), { ok: true });
  const shown = h.stint.snapshot();
  assert.equal(shown.running?.runningSince, at('2026-03-10T09:55:00Z'), 'the timer counts from 09:55 at once');
  assert.equal(shown.todayEntries.find((v) => v.id === id)?.timeStart, '09:55:00');
  await h.settle();
  assert.deepEqual(writesSince(mark), [`POST /time-entries/${id}`], 'one update');
  assert.equal(h.serviceEntry(id).time_start, 9 * 3600 + 55 * 60);
  assert.notEqual(h.serviceEntry(id).stopwatch_started_at, null, 'still running on the service');
  assert.equal(h.stint.snapshot().running?.id, id);

  await h.advance(20 * MIN);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 30 * 60, '09:55 to 10:25');
  assert.equal(h.stint.snapshot().todayEntries.find((v) => v.id === id)?.totalSeconds, 30 * 60);
});

test('from the last stop: the run starts where the previous entry of today ended', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z' });
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.internal, description: 'Standup' });
  await h.settle();
  await h.advanceTo('2026-03-10T09:20:00Z');
  await h.stint.stop();
  await h.settle();
  await h.advanceTo('2026-03-10T09:45:00Z');
  await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' });
  await h.settle();
  const id = h.stint.snapshot().running!.id!;
  assert.deepEqual(await h.stint.setRunningStart({ fromLastStop: true }), { ok: true });
  assert.equal(h.stint.snapshot().running?.runningSince, at('2026-03-10T09:20:00Z'));
  await h.settle();
  await h.advanceTo('2026-03-10T10:00:00Z');
  await h.stint.stop();
  await h.settle();
  assert.equal(h.serviceEntry(id).time_start, 9 * 3600 + 20 * 60);
  assert.equal(h.serviceEntry(id).time_total, 40 * 60);
});

test('a typed time or duration; refusals name the start field and queue nothing', async () => {
  const id = await runningSinceTen();
  await h.advance(5 * MIN);
  assert.deepEqual(await h.stint.setRunningStart({ at: '09:40' }), { ok: true });
  assert.equal(h.stint.snapshot().running?.runningSince, at('2026-03-10T09:40:00Z'));
  assert.deepEqual(await h.stint.setRunningStart({ ago: '1h' }), { ok: true });
  assert.equal(h.stint.snapshot().running?.runningSince, at('2026-03-10T09:05:00Z'));
  await h.settle();

  const mark = h.mark();
  for (const [input, words] of [
    [{ at: '10:30' }, /later than now/],
    [{ ago: '11h' }, /before midnight/i],
    [{ at: 'soon' }, /time of day/],
    [{ ago: 'a while' }, /how long ago/],
    [{}, /one thing/],
  ] as const) {
    const r = await h.stint.setRunningStart(input);
    assert.equal(r.ok, false, JSON.stringify(input));
    assert.ok(!r.ok && r.fields.start !== undefined && words.test(r.message), `${JSON.stringify(input)}: ${!r.ok ? r.message : ''}`);
  }
  await h.settle();
  assert.deepEqual(writesSince(mark), []);
  await h.stint.stop();
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 60 * MIN / 1000, '09:05 to 10:05');
});

test('offline: shown at once, kept, and sent once the network is back; the stop queued behind it records the whole run', async () => {
  const id = await runningSinceTen();
  await h.advance(5 * MIN);
  // The OS says so too (with only the requests refused, the harness's clock waits on the client's retries).
  h.offline = true;
  h.ports.network.set(false);
  await h.stint.setRunningStart({ minutesAgo: 15 });
  await h.settle();
  await h.advance(10 * MIN);
  await h.stint.stop();
  await h.settle();
  const view = h.stint.snapshot().todayEntries.find((v) => v.id === id);
  assert.equal(view?.totalSeconds, 25 * 60, '09:50 to 10:15, shown while queued');
  assert.equal(h.stint.snapshot().sync.queued, 2);

  h.offline = false;
  h.ports.network.set(true);
  await h.settle();
  await h.advance(MIN);
  assert.equal(h.serviceEntry(id).stopwatch_started_at, null);
  assert.equal(h.serviceEntry(id).time_start, 9 * 3600 + 50 * 60);
  assert.equal(h.serviceEntry(id).time_total, 25 * 60, 'the late stop is corrected to the click');
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('a restart between the click and the send: the move is sent once by the next engine', async () => {
  const id = await runningSinceTen();
  await h.advance(5 * MIN);
  h.offline = true;
  await h.stint.setRunningStart({ minutesAgo: 10 });
  await h.settle();
  await h.stint.close();
  h.offline = false;
  const mark = h.mark();
  await h.restart();
  await h.settle();
  const held = (v: { totalSeconds: number; runningSince: number | null } | null | undefined) => (v ? v.totalSeconds + Math.floor((h.clock.now() - (v.runningSince ?? h.clock.now())) / 1000) : null);
  assert.equal(held(h.stint.snapshot().running), 10 * 60, 'ten minutes at 10:05, as shown before the restart');
  assert.deepEqual(writesSince(mark), [`POST /time-entries/${id}`]);
  await h.advance(MIN);
  await h.stint.stop();
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 11 * 60, '09:55 to 10:06');
});

test('commands that queue: a move and a stop given together, while the start itself is still travelling', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  // Queued, not sent: the start's two requests and the move travel while the clock moves on.
  assert.deepEqual(await Promise.all([h.stint.start({ projectId: PROJECT.website, description: 'Landing page' }), h.stint.setRunningStart({ minutesAgo: 5 })]), [{ ok: true }, { ok: true }]);
  await h.advance(2 * MIN);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  const entries = h.serviceEntries((e) => e.description === 'Landing page');
  assert.equal(entries.length, 1, 'one entry');
  assert.equal(entries[0]!.stopwatch_started_at, null);
  assert.equal(entries[0]!.time_start, 9 * 3600 + 55 * 60);
  assert.equal(entries[0]!.time_total, 7 * 60, '09:55 to 10:02');
});

test('a start and its move made offline fold into one create when the stop waits with them', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  h.offline = true;
  await h.stint.start({ projectId: PROJECT.website, description: 'On the train' });
  await h.stint.setRunningStart({ minutesAgo: 10 });
  await h.settle();
  await h.advance(4 * MIN);
  await h.stint.stop();
  await h.settle();
  const mark = h.mark();
  h.offline = false;
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(writesSince(mark).filter((w) => !w.startsWith('GET')), ['POST /time-entries']);
  const entries = h.serviceEntries((e) => e.description === 'On the train');
  assert.equal(entries.length, 1);
  assert.equal(entries[0]!.time_start, 9 * 3600 + 50 * 60);
  assert.equal(entries[0]!.time_total, 14 * 60);
});
