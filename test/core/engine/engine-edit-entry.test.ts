// Any entry's times changed after the fact, end to end on the manual clock against the
// simulator: one update with all three time fields, shown at once; a new date; an entry
// moved across midnight becoming one per day; an end later than now asked first; refusals at
// the field; offline folding into a create that waited; a restart between the click and the send.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const hm = (h: number, m: number): number => h * 3600 + m * 60;

/** Signed in at 12:00 with a finished entry of today, 09:00 to 09:30, on Website. */
async function withEntry(): Promise<{ id: number; key: string }> {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z' });
  await h.signIn();
  const r = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Spec', start: '09:00', end: '09:30' });
  assert.equal(r.ok, true);
  await h.settle();
  const v = h.stint.snapshot().todayEntries.find((e) => e.description === 'Spec');
  assert.ok(v?.id);
  return { id: v.id, key: v.key };
}

test('a new start and end: shown at once, one update sending all three time fields, held by the service', async () => {
  const { id, key } = await withEntry();
  const mark = h.mark();
  const r = await h.stint.editEntry({ entryKey: key, start: '08:45', end: '10:15' });
  assert.deepEqual(r, { ok: true, entryKey: key, entryKeys: [key] });
  const shown = h.stint.snapshot().todayEntries.find((v) => v.key === key);
  assert.deepEqual([shown?.timeStart, shown?.timeEnd, shown?.totalSeconds], ['08:45:00', '10:15:00', 5400]);
  await h.settle();
  assert.deepEqual(h.sentSince(mark), [`POST /time-entries/${id}`]);
  const sent = h.wire.at(-1)!.body;
  assert.deepEqual([sent.time_start, sent.time_end, sent.time_total], ['08:45:00', '10:15:00', '01:30:00']);
  assert.deepEqual([h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], [hm(8, 45), 5400]);
});

test('one field alone keeps the rest: a new start keeps the end, a new duration keeps the start; a new date keeps both', async () => {
  const { id, key } = await withEntry();
  await h.stint.editEntry({ entryKey: key, start: '08:50' });
  await h.settle();
  assert.deepEqual([h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], [hm(8, 50), 40 * 60]);
  await h.stint.editEntry({ entryKey: key, duration: '1h' });
  await h.settle();
  assert.deepEqual([h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], [hm(8, 50), 3600]);
  await h.stint.editEntry({ entryKey: key, date: '2026-03-09', projectId: PROJECT.internal, description: 'Spec, yesterday' });
  await h.settle();
  const e = h.serviceEntry(id);
  assert.deepEqual([e.date_execution, e.time_start, e.time_total, e.project_id, e.description], ['2026-03-09', hm(8, 50), 3600, PROJECT.internal, 'Spec, yesterday']);
});

test('moved across midnight: this entry to 23:59:59, a new one for the next day', async () => {
  const { id, key } = await withEntry();
  // The demo's 00:00-00:30 handover lies under the next day's part: asked first, then confirmed.
  const asked = await h.stint.editEntry({ entryKey: key, date: '2026-03-09', start: '23:00', end: '01:00' });
  assert.ok(!asked.ok && asked.confirm === 'overlap', JSON.stringify(asked));
  const r = await h.stint.editEntry({ entryKey: key, date: '2026-03-09', start: '23:00', end: '01:00', confirmOverlap: true });
  assert.ok(r.ok && r.entryKeys.length === 2, JSON.stringify(r));
  await h.settle();
  assert.deepEqual([h.serviceEntry(id).date_execution, h.serviceEntry(id).time_start, h.serviceEntry(id).time_total], ['2026-03-09', hm(23, 0), 3599]);
  const next = h.serviceEntries((e) => e.description === 'Spec' && e.date_execution === '2026-03-10');
  assert.equal(next.length, 1);
  assert.deepEqual([next[0]!.time_start, next[0]!.time_total], [0, 3600], '00:00 to 01:00');
});

test('an end later than now asks first; refusals name the field; a running timer\'s times are refused, its description is not', async () => {
  const { id, key } = await withEntry();
  const mark = h.mark();
  const later = await h.stint.editEntry({ entryKey: key, end: '13:00' });
  assert.ok(!later.ok && 'confirm' in later && later.confirm === 'ends_in_future', JSON.stringify(later));
  const same = await h.stint.editEntry({ entryKey: key, start: '09:30', end: '09:30' });
  assert.ok(!same.ok && same.fields.end, JSON.stringify(same));
  const bad = await h.stint.editEntry({ entryKey: key, start: 'nine' });
  assert.ok(!bad.ok && bad.fields.start, JSON.stringify(bad));
  await h.settle();
  assert.deepEqual(h.sentSince(mark).filter((w) => !w.startsWith('GET')), [], 'nothing sent');
  assert.equal((await h.stint.editEntry({ entryKey: key, end: '13:00', confirmFutureEnd: true })).ok, true);
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 4 * 3600);

  await h.stint.start({ projectId: PROJECT.website, description: 'Now' });
  await h.settle();
  const running = h.stint.snapshot().running!;
  const times = await h.stint.editEntry({ entryKey: running.key, start: '11:00' });
  assert.ok(!times.ok && times.fields.start && /Started earlier/.test(times.message));
  assert.equal((await h.stint.editEntry({ entryKey: running.key, description: 'Now, renamed' })).ok, true);
  await h.settle();
  assert.equal(h.serviceEntry(running.id!).description, 'Now, renamed');
  assert.notEqual(h.serviceEntry(running.id!).stopwatch_started_at, null);
});

test('offline: an edit of a manual entry that waited travels with its create; a restart between the click and the send sends it once', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z' });
  await h.signIn();
  h.offline = true;
  h.ports.network.set(false);
  const added = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Train', start: '07:00', end: '07:30' });
  assert.ok(added.ok);
  await h.stint.editEntry({ entryKey: added.entryKey, start: '07:10', end: '08:00' });
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 1, 'folded into the create');
  await h.stint.close();
  const mark = await h.restartOnline();
  assert.deepEqual(h.sentSince(mark).filter((w) => !w.startsWith('GET')), ['POST /time-entries']);
  const made = h.serviceEntries((e) => e.description === 'Train');
  assert.equal(made.length, 1);
  assert.deepEqual([made[0]!.time_start, made[0]!.time_total], [hm(7, 10), 50 * 60]);
});
