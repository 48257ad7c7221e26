// A correction in the fewest requests the service allows (issue 61, item 1), counted on the
// wire against the simulator on the manual clock with the app's Undo hold: the day's detailed
// report holds every entry of the day, so one read of the day(s) concerned answers both
// "changed on the web since it was shown?" and "is anything else under the new times now?";
// a day read a few seconds before the send needs no read; a correction of a change still
// queued folds into it. The kinds themselves are in test/bench/workday/correction-kinds.ts
// (bench:workday prints them). The safety these reads buy (a web edit meanwhile, a phone entry
// under the new times, a later refusal) is tested in engine-preflight.test.ts and its neighbours.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { CORRECTION_KINDS, held } from '../../bench/workday/correction-kinds.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness | undefined;
afterEach(() => h?.close());

const HOLD = 10_000;
const hm = (h: number, m: number): number => h * 3600 + m * 60;

for (const kind of CORRECTION_KINDS) {
  test(`${kind.name}: ${kind.goal.reads} read(s) + ${kind.goal.writes} write(s), was ${kind.was.reads} + ${kind.was.writes} (${kind.why})`, async () => {
    const m = await kind.measure();
    h = m.h;
    assert.deepEqual([m.sent.reads.length, m.sent.writes.length], [kind.goal.reads, kind.goal.writes], JSON.stringify(m.sent));
    assert.deepEqual(m.wrong, [], 'the service holds what the person meant');
  });
}

test('the reads of an edit and a split are one detailed report, never the entry on its own', async () => {
  for (const name of ['edit', 'split', 'across-midnight']) {
    const m = await CORRECTION_KINDS.find((k) => k.name === name)!.measure();
    await m.h.close();
    assert.deepEqual(m.sent.reads, ['GET /reports/detailed'], name);
  }
});

test('a split of the running timer whose hold ends 3 s after a read of the day: its 3 writes and no read', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T11:00:00Z', undoHoldMs: HOLD });
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'Call' });
  await h.settle();
  await h.advanceTo('2026-03-10T11:30:00Z');
  assert.ok((await h.stint.splitEntry({ entryKey: h.stint.snapshot().running!.key, at: '11:15', description: 'Deploy' })).ok);
  await h.advance(7_000, 1_000);
  // Refresh pressed: the day read 3 s before the hold ends.
  assert.ok((await h.stint.refresh()).ok);
  const mark = h.mark();
  await h.advance(HOLD, 1_000);
  const sent = h.sentSince(mark);
  assert.deepEqual(sent.filter((r) => r.startsWith('GET ')), [], 'the read 3 s before, with the start\'s answer, is the service\'s copy');
  assert.equal(sent.length, 3, sent.join(', '));
  assert.deepEqual(held(h, 'Call'), [['2026-03-10', hm(11, 0), 15 * 60]], '11:00 to the cut at 11:15, to the second');
  assert.deepEqual(held(h, 'Deploy').map(([d, s]) => [d, s]), [['2026-03-10', hm(11, 15)]]);
});

test('the network back with nothing queued costs the same one read: the offline corrections add none', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z', undoHoldMs: HOLD });
  await h.signIn();
  h.setOnline(false);
  await h.advance(2 * 60_000);
  const mark = h.mark();
  h.setOnline(true);
  await h.advance(60_000);
  assert.deepEqual(h.sentSince(mark), ['GET /reports/detailed']);
});

test('an edit refused for its project right after the check read the day: that project alone is read again (one request, not the list), not the day', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T11:00:00Z', undoHoldMs: HOLD });
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'Planning' });
  await h.settle();
  await h.advanceTo('2026-03-10T11:30:00Z');
  await h.stint.stop();
  await h.settle();
  await h.advanceTo('2026-03-10T11:40:00Z');
  const web = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  assert.equal((await web.call('POST', `/projects/${PROJECT.migration}`, { body: { active: 0 } })).status, 200);
  const key = h.stint.snapshot().todayEntries.find((e) => e.description === 'Planning')!.key;
  assert.ok((await h.stint.editEntry({ entryKey: key, projectId: PROJECT.migration })).ok);
  const mark = h.mark();
  await h.advance(HOLD + 5_000, 1_000);
  const sent = h.sentSince(mark).map((r) => r.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\?.*/, ''));
  assert.deepEqual(sent, ['GET /reports/detailed', 'POST /time-entries/:id', 'GET /projects/:id'], 'the check\'s read of a moment before is the day the service holds');
  const s = h.stint.snapshot();
  assert.equal(s.notice?.fields.project, 'Data Migration is archived: entries cannot be added to it. Pick another project.');
  assert.equal(s.projects.some((p) => p.id === PROJECT.migration), false, 'the archived project is no longer offered');
  assert.deepEqual(held(h, 'Planning').map(([d, start, total]) => [d, start, total]), [['2026-03-10', hm(11, 0), 30 * 60]], 'the entry keeps its times on the service');
});
