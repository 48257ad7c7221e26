// An entry split in two, end to end on the manual clock against the simulator: a finished
// entry (one update, one create, nothing lost or doubled), the running timer (the first part
// stops at the cut, the new timer counts from there), offline then back, a restart between
// the click and the send, and commands that queue behind a split without settling between.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const hm = (h: number, m: number): number => h * 3600 + m * 60;

/** Signed in at 12:00 with a finished entry of today, 09:00 to 11:00, on Website. */
async function withEntry(): Promise<{ id: number; key: string }> {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z' });
  await h.signIn();
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Spec', start: '09:00', end: '11:00' })).ok, true);
  await h.settle();
  const v = h.stint.snapshot().todayEntries.find((e) => e.description === 'Spec');
  assert.ok(v?.id);
  return { id: v.id, key: v.key };
}

/** What today's entries hold, as the window adds it up (a running entry's run included). */
function todaySeconds(): number {
  const s = h.stint.snapshot();
  const now = h.clock.now();
  return s.todayEntries.reduce((sum, v) => sum + v.totalSeconds + (v.runningSince !== null ? Math.floor((now - v.runningSince) / 1000) : 0), 0);
}

function writesSince(mark: number): string[] {
  return h.sentSince(mark).filter((r) => !r.startsWith('GET '));
}

test('a finished entry split at 10:15 onto another project: shown at once, one update and one create, the day\'s total unchanged', async () => {
  const { id, key } = await withEntry();
  const totalBefore = todaySeconds();
  const mark = h.mark();
  const r = await h.stint.splitEntry({ entryKey: key, at: '10:15', projectId: PROJECT.internal, description: 'Review' });
  assert.ok(r.ok && r.entryKeys.length === 2, JSON.stringify(r));
  const shown = h.stint.snapshot().todayEntries;
  assert.deepEqual(
    shown.filter((v) => v.key === key || v.key === r.entryKeys[1]).map((v) => [v.timeStart, v.timeEnd, v.totalSeconds, v.description]).sort(),
    [['09:00:00', '10:15:00', 75 * 60, 'Spec'], ['10:15:00', '11:00:00', 45 * 60, 'Review']],
    'both parts at once',
  );
  assert.equal(todaySeconds(), totalBefore);
  await h.settle();
  assert.deepEqual(writesSince(mark), [`POST /time-entries/${id}`, 'POST /time-entries']);
  assert.deepEqual([h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], [hm(9, 0), 75 * 60]);
  const second = h.serviceEntries((e) => e.description === 'Review');
  assert.equal(second.length, 1);
  assert.deepEqual([second[0]!.project_id, second[0]!.time_start, second[0]!.time_total], [PROJECT.internal, hm(10, 15), 45 * 60]);
  assert.equal(todaySeconds(), totalBefore);
});

test('a refused cut queues nothing and names the field', async () => {
  const { key } = await withEntry();
  const mark = h.mark();
  const r = await h.stint.splitEntry({ entryKey: key, at: '11:30' });
  assert.ok(!r.ok && r.fields.at, JSON.stringify(r));
  await h.settle();
  assert.deepEqual(writesSince(mark), []);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('the running timer split at 10:30: the first part holds 10:00-10:30, the new timer runs from 10:30 on the service', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' });
  await h.settle();
  const first = h.stint.snapshot().running!;
  await h.advanceTo('2026-03-10T11:00:00Z');
  const r = await h.stint.splitEntry({ entryKey: first.key, at: '10:30', projectId: PROJECT.internal, description: 'Call' });
  assert.ok(r.ok, JSON.stringify(r));
  const shown = h.stint.snapshot();
  assert.equal(shown.running?.description, 'Call');
  assert.equal(shown.running?.runningSince, Date.parse('2026-03-10T10:30:00Z'), 'counts from the cut at once');
  assert.equal(shown.todayEntries.find((v) => v.key === first.key)?.totalSeconds, 30 * 60);
  await h.settle();
  assert.deepEqual([h.serviceEntry(first.id!).time_total, h.serviceEntry(first.id!).stopwatch_started_at], [30 * 60, null]);
  const call = h.serviceEntries((e) => e.description === 'Call');
  assert.equal(call.length, 1);
  assert.equal(call[0]!.time_start, hm(10, 30));
  assert.notEqual(call[0]!.stopwatch_started_at, null, 'running on the service');
  await h.advanceTo('2026-03-10T11:15:00Z');
  await h.stint.stop();
  await h.settle();
  assert.equal(h.serviceEntry(call[0]!.id).time_total, 45 * 60, '10:30 to 11:15');
  const ours = h.stint.snapshot().todayEntries.filter((v) => v.key === first.key || v.description === 'Call');
  assert.deepEqual(ours.map((v) => v.totalSeconds).sort(), [30 * 60, 45 * 60], 'nothing lost or doubled: 10:00 to 11:15');
});

test('offline, then a restart between the click and the send: each part reaches the service once', async () => {
  const { id, key } = await withEntry();
  h.offline = true;
  h.ports.network.set(false);
  const r = await h.stint.splitEntry({ entryKey: key, at: '10:00', description: 'Second half' });
  assert.ok(r.ok);
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 2);
  await h.stint.close();
  const mark = await h.restartOnline();
  assert.deepEqual(writesSince(mark), [`POST /time-entries/${id}`, 'POST /time-entries']);
  assert.equal(h.serviceEntry(id).time_total, 3600);
  assert.equal(h.serviceEntries((e) => e.description === 'Second half').length, 1);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('commands that queue behind a split: an edit of the new part travels with its create, a second split of it follows it', async () => {
  const { id, key } = await withEntry();
  const mark = h.mark();
  // No settling between the three clicks: each plans against the queue as it will stand.
  const split = h.stint.splitEntry({ entryKey: key, at: '10:00' });
  const r = await split;
  assert.ok(r.ok);
  const secondKey = r.entryKeys[1]!;
  const edit = h.stint.editEntry({ entryKey: secondKey, description: 'Afternoon part' });
  const again = h.stint.splitEntry({ entryKey: secondKey, at: '10:30', description: 'Last half hour' });
  assert.deepEqual([(await edit).ok, (await again).ok], [true, true]);
  const ours = new Set(['Spec', 'Afternoon part', 'Last half hour']);
  const shown = h.stint.snapshot().todayEntries.filter((v) => ours.has(v.description)).map((v) => [v.timeStart, v.totalSeconds, v.description]).sort();
  assert.deepEqual(shown, [['09:00:00', 3600, 'Spec'], ['10:00:00', 1800, 'Afternoon part'], ['10:30:00', 1800, 'Last half hour']]);
  await h.settle();
  assert.deepEqual(writesSince(mark), [`POST /time-entries/${id}`, 'POST /time-entries', 'POST /time-entries'], 'the edit and the second split folded into the creates');
  const made = h.serviceEntries((e) => ours.has(e.description)).map((e) => [e.time_start, e.time_total, e.description]).sort();
  assert.deepEqual(made, [[hm(9, 0), 3600, 'Spec'], [hm(10, 0), 1800, 'Afternoon part'], [hm(10, 30), 1800, 'Last half hour']]);
});

test('a running split queued offline behind the start it splits: one manual entry and a timer from the cut, nothing doubled', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  h.offline = true;
  h.ports.network.set(false);
  await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' });
  const running = h.stint.snapshot().running!;
  await h.advance(40 * MIN);
  assert.ok((await h.stint.splitEntry({ entryKey: running.key, at: '10:25', description: 'Deploy' })).ok);
  await h.advance(5 * MIN);
  await h.stint.stop();
  await h.settle();
  await h.stint.close();
  await h.restartOnline();
  const day = h.serviceEntries((e) => e.description === 'Landing page' || e.description === 'Deploy').map((e) => [e.time_start, e.time_total, e.description, e.stopwatch_started_at]).sort();
  assert.deepEqual(day, [[hm(10, 0), 25 * 60, 'Landing page', null], [hm(10, 25), 20 * 60, 'Deploy', null]]);
});
