// Nothing lost, nothing doubled: work done offline is folded into one create, a queue left
// by a stopped engine is replayed once by the next one, and a write whose answer was lost
// is reconciled with one read instead of being sent again.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ADA, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const ADA_ID = 1;

/** Every request of the engine since `mark` that reached the service (not refused locally). */
function reached(mark: number): string[] {
  return h.wire.slice(mark).filter((r) => r.status !== 'refused').map((r) => `${r.method} ${r.path}`);
}

/**
 * Ada starts a timer at 10:00 and stops it at 10:04 while no request can reach the service,
 * then the service is reachable again. `osKnows`: the OS reports the network down too (else
 * only the requests fail: a captive portal, the service down).
 */
async function offlineStartStop(osKnows: boolean): Promise<number> {
  h = await EngineHarness.start();
  await h.signIn();
  h.offline = true;
  if (osKnows) h.ports.network.set(false);
  await h.stint.start({ projectId: PROJECT.website, description: 'On the train' });
  await h.settle();
  await h.advance(4 * MIN);
  await h.stint.stop();
  await h.settle();
  assert.equal(h.stint.snapshot().running, null);
  assert.equal(h.stint.snapshot().todayEntries.find((e) => e.description === 'On the train')?.totalSeconds, 240, 'shown while queued');

  const mark = h.mark();
  h.offline = false;
  if (osKnows) h.ports.network.set(true);
  await h.settle();
  await h.advance(2 * MIN);
  return mark;
}

function assertOneCreate(mark: number): void {
  const writes = h.wire.slice(mark).filter((r) => r.status !== 'refused' && r.method !== 'GET');
  assert.deepEqual(writes.map((r) => `${r.method} ${r.path}`), ['POST /time-entries'], 'one create, no start or stop');
  assert.equal(writes[0]!.body.time_start, '10:00:00');
  assert.equal(writes[0]!.body.time_total, '00:04:00');
  const entries = h.serviceEntries((e) => e.description === 'On the train');
  assert.equal(entries.length, 1);
  assert.equal(entries[0]!.time_start, 10 * 3600);
  assert.equal(entries[0]!.time_total, 240);
  assert.equal(entries[0]!.stopwatch_started_at, null);
  assert.equal(h.stint.snapshot().sync.queued, 0);
}

test('a start and a stop made offline reach the service as one create with their start and duration', async () => {
  assertOneCreate(await offlineStartStop(true));
});

test('a start and a stop made while the service refused connections (the OS online) still become one create', async () => {
  assertOneCreate(await offlineStartStop(false));
});

test('actions queued when the engine stops are replayed once by the next engine over the same files', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  h.offline = true;
  await h.stint.start({ projectId: PROJECT.internal, description: 'Before the restart' });
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 1);
  await h.stint.close();

  const mark = await h.restartOnline();
  const writes = reached(mark).filter((r) => !r.startsWith('GET '));
  const entries = h.serviceEntries((e) => e.description === 'Before the restart');
  assert.equal(entries.length, 1, 'created once');
  assert.deepEqual(writes, ['POST /time-entries', `POST /time-entries/${entries[0]!.id}/start`]);
  assert.notEqual(entries[0]!.stopwatch_started_at, null, 'and running');
  assert.equal(entries[0]!.time_start, 10 * 3600, 'from the click');
  assert.equal(h.stint.snapshot().running?.id, entries[0]!.id);

  // A second restart finds nothing left to send.
  const again = h.mark();
  await h.restart();
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(reached(again).filter((r) => !r.startsWith('GET ')), []);
  assert.equal(h.serviceEntries((e) => e.description === 'Before the restart').length, 1);
});

test('a create whose answer was lost is found with one read, not sent again', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  await h.sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'] });
  const mark = h.mark();
  await h.stint.start({ projectId: PROJECT.website, description: 'Answer lost' });
  await h.settle();
  assert.deepEqual(h.sentSince(mark), ['POST /time-entries'], 'the create went out once');
  assert.equal(h.serviceEntries((e) => e.description === 'Answer lost').length, 1, 'and the service applied it');

  await h.sim.control.faults({});
  const after = h.mark();
  await h.advance(MIN);
  const entries = h.serviceEntries((e) => e.description === 'Answer lost');
  assert.equal(entries.length, 1, 'no duplicate');
  // The stopwatch starts late (after the backoff): the entry is then credited the time since the click.
  assert.deepEqual(h.sentSince(after), ['GET /reports/detailed', `POST /time-entries/${entries[0]!.id}/start`, `POST /time-entries/${entries[0]!.id}`]);
  assert.notEqual(entries[0]!.stopwatch_started_at, null);
  assert.equal(h.stint.snapshot().running?.id, entries[0]!.id);
  assert.equal(h.serviceEntries((e) => e.user_id === ADA_ID && e.stopwatch_started_at !== null).length, 1);
});

test('a timer\'s create lost on the way is not taken for the same work the phone added meanwhile at another time of the day: the timer gets its own entry', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  const phone = await Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA);
  await h.sim.control.faults({ drop_rate: 1, drop_phase: 'before', methods: ['POST'] });
  await h.stint.start({ projectId: PROJECT.website, description: 'Same work' });
  await h.settle();
  await h.sim.control.faults({});
  // The person books this morning's half hour of the same work on the phone, in the same minute.
  const r = await phone.call('POST', '/time-entries', { body: { project_id: PROJECT.website, date_execution: '2026-03-10', time_start: '07:30:00', time_end: '08:00:00', description: 'Same work' } });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  await h.advance(MIN);
  const held = h.serviceEntries((e) => e.description === 'Same work').sort((a, b) => a.time_start - b.time_start);
  assert.deepEqual(held.map((e) => [e.time_start, e.stopwatch_started_at !== null]), [[7.5 * 3600, false], [10 * 3600, true]], 'the timer on its own entry from 10:00');
  assert.equal(held[0]!.time_total, 1800, "the phone's half hour untouched");
  assert.equal(h.stint.snapshot().running?.id, held[1]!.id);
});

test("a timer's create whose answer was lost, the entry renamed on the web before the retry: found by the start it was sent with, never made twice (property seed 1907532637 run 270)", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  await h.sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'] });
  await h.stint.start({ projectId: PROJECT.website, description: 'Code review' });
  await h.settle();
  await h.sim.control.faults({});
  const made = h.serviceEntries((e) => e.description === 'Code review');
  assert.equal(made.length, 1, 'the create was applied, its answer lost');
  const web = await Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA);
  const r = await web.call('POST', `/time-entries/${made[0]!.id}`, { body: { description: 'On the phone' } });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  await h.advance(MIN);
  const held = h.serviceEntries((e) => e.project_id === PROJECT.website && e.time_start === 10 * 3600);
  assert.deepEqual(held.map((e) => [e.id, e.description]), [[made[0]!.id, 'On the phone']], 'one entry: the one made, as the web named it');
  assert.notEqual(held[0]!.stopwatch_started_at, null, 'its stopwatch runs');
  assert.equal(h.stint.snapshot().running?.id, made[0]!.id);
});

test('a manual entry whose answer was lost is found, read and shown, not sent again', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z' });
  await h.signIn();
  await h.sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'] });
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, taskId: null, description: 'Written up, answer lost', start: '08:00', end: null, duration: '0:30' });
  assert.ok(r.ok);
  await h.settle();
  await h.sim.control.faults({});
  const mark = h.mark();
  await h.advance(MIN);
  const entries = h.serviceEntries((e) => e.description === 'Written up, answer lost');
  assert.equal(entries.length, 1, 'no duplicate');
  assert.deepEqual(h.sentSince(mark), ['GET /reports/detailed', `GET /time-entries/${entries[0]!.id}`], 'found, then read: nothing sent twice');
  const shown = h.stint.snapshot().todayEntries.filter((e) => e.key === r.entryKey);
  assert.equal(shown.length, 1, 'shown under the key the window follows');
  assert.equal(shown[0]!.id, entries[0]!.id);
  assert.equal(shown[0]!.pending, false);
});

test('a stop whose answer was lost is checked with one read of the entry, not sent again', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'Stop lost' });
  await h.settle();
  const id = h.stint.snapshot().running?.id;
  assert.ok(id);
  await h.advance(3 * MIN);

  await h.sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'] });
  const mark = h.mark();
  await h.stint.stop();
  await h.settle();
  assert.deepEqual(h.sentSince(mark), [`POST /time-entries/${id}/stop`]);
  await h.sim.control.faults({});
  const after = h.mark();
  await h.advance(MIN);

  assert.deepEqual(h.sentSince(after), [`GET /time-entries/${id}`]);
  const stored = h.serviceEntry(id);
  assert.equal(stored.stopwatch_started_at, null);
  assert.equal(stored.time_total, 180);
  assert.equal(h.stint.snapshot().running, null);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('a continue whose answers were lost makes its entry once and leaves the entry it replaced holding what it held then, not until the read that found out', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'Earlier' });
  await h.settle();
  await h.advance(MIN);
  await h.stint.start({ projectId: PROJECT.website, description: 'Replaced' });
  await h.settle();
  await h.advance(3 * MIN);
  const earlier = h.stint.snapshot().todayEntries.find((e) => e.description === 'Earlier')!;
  const replaced = h.stint.snapshot().running!;

  // The continue's requests reach the service, and no answer comes back for minutes.
  await h.sim.control.faults({ drop_rate: 1, drop_phase: 'after' });
  assert.deepEqual(await h.stint.continueEntry(earlier.key), { ok: true });
  await h.quiet();
  // The client waits out its own retries on the clock: step through them.
  await h.step(5 * MIN);
  // Then the answers come back: the create that reached the service is found, not made again.
  await h.sim.control.faults({});
  for (let s = 0; s < 600 && h.stint.snapshot().sync.queued > 0; s++) await h.step(1000);

  assert.equal(h.stint.snapshot().sync.queued, 0);
  const made = h.serviceEntries((e) => e.description === 'Earlier' && e.id !== earlier.id);
  assert.equal(made.length, 1, 'the continue made one entry, however many answers were lost');
  assert.notEqual(made[0]!.stopwatch_started_at, null, 'and it runs');
  assert.equal(h.stint.snapshot().running?.id, made[0]!.id);
  assert.equal(h.serviceEntry(earlier.id!).time_total, 60, 'the entry continued keeps its minute');
  assert.equal(h.serviceEntry(replaced.id!).time_total, 180, 'the service holds the 3 minutes the replaced entry ran to the click');
  const shown = h.stint.snapshot().todayEntries.find((e) => e.id === replaced.id)!;
  assert.equal(shown.totalSeconds, 180, 'the replaced entry holds its 3 minutes, not the 5 minutes the answers were lost');
  assert.equal(shown.runningSince, null);
});

test('an entry being created shows once while its answer is written down: never the queued start and the service copy side by side', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  const shown: number[] = [];
  await h.stint.start({ projectId: PROJECT.website, description: 'Once' });
  // From the start's record on, at every write to disk, the window draws (a click elsewhere publishes the view).
  h.onStoreWrite(() => {
    h.stint.setWindowVisible(false);
    shown.push(h.stint.snapshot().todayEntries.filter((e) => e.description === 'Once').length);
  });
  await h.settle();
  h.onStoreWrite(null);
  assert.ok(shown.length >= 3, 'the view was drawn at the writes of the start');
  assert.deepEqual([...new Set(shown)], [1], 'one entry at every draw');
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, taskId: null, description: 'Once by hand', start: '08:00', end: null, duration: '0:30' });
  assert.ok(r.ok);
  const byHand: number[] = [];
  h.onStoreWrite(() => {
    h.stint.setWindowVisible(false);
    byHand.push(h.stint.snapshot().todayEntries.filter((e) => e.description === 'Once by hand').length);
  });
  await h.settle();
  h.onStoreWrite(null);
  assert.ok(byHand.length >= 1);
  assert.deepEqual([...new Set(byHand)], [1], 'one manual entry at every draw');
});
