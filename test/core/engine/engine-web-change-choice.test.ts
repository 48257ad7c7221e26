// The choice after a change refused because the entry changed on the web (issue 40 item 3),
// end to end on the manual clock against the simulator: both versions are listed; "Apply
// mine" sends the person's fields once, over the web's copy; "Keep the web's" sends nothing.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ADA, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const hm = (h: number, m: number): number => h * 3600 + m * 60;

/** Ada's 09:00-11:00 "Spec", lengthened to 11:45 on the web while her start moved to 08:30 offline: refused when she is back. */
async function refusedOverWebChange(): Promise<{ id: number; notSavedId: string }> {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z', undoHoldMs: 10_000 });
  await h.signIn(DEMO_ADA);
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, start: '09:00', end: '11:00', description: 'Spec' })).ok, true);
  await h.advance(MIN);
  await h.settle();
  const v = h.stint.snapshot().todayEntries.find((e) => e.description === 'Spec');
  assert.ok(v?.id);
  const web = await Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA);
  h.setOnline(false);
  assert.equal((await web.call('POST', `/time-entries/${v.id}`, { body: { time_start: '09:00:00', time_end: '11:45:00', time_total: '02:45:00' } })).status, 200);
  assert.equal((await h.stint.editEntry({ entryKey: v.key, start: '08:30' })).ok, true);
  await h.advance(5 * MIN);
  h.setOnline(true);
  await h.advance(MIN);
  const list = h.stint.snapshot().notSaved ?? [];
  assert.equal(list.length, 1);
  const detail = list[0]!.refusal.detail as { mine: { timeStart: string; totalSeconds: number }; web: { timeEnd: string; totalSeconds: number } };
  assert.equal(list[0]!.refusal.code, 'changed_on_web');
  assert.deepEqual([detail.mine.timeStart, detail.mine.totalSeconds], ['08:30:00', hm(2, 30)], 'her version is listed');
  assert.deepEqual([detail.web.timeEnd, detail.web.totalSeconds], ['11:45:00', hm(2, 45)], 'and the web one');
  const choice = list[0]!.choice;
  assert.deepEqual([choice?.mine.timeStart, choice?.mine.timeEnd, choice?.web.timeStart, choice?.web.timeEnd], ['08:30:00', '11:00:00', '09:00:00', '11:45:00'], 'the choice: hers over the web\'s');
  return { id: v.id, notSavedId: list[0]!.id };
}

function spec(): [number, number][] {
  return h.serviceEntries((e) => e.description === 'Spec').map((e): [number, number] => [e.time_start, e.time_total]);
}

function writesSince(mark: number): string[] {
  return h.sentSince(mark).filter((r) => !r.startsWith('GET '));
}

test('Apply mine sends the person\'s times once, over the web\'s copy, and the item leaves the list', async () => {
  const { id, notSavedId } = await refusedOverWebChange();
  const mark = h.mark();
  const r = await h.stint.applyNotSaved(notSavedId);
  assert.equal(r.ok, true, JSON.stringify(r));
  assert.deepEqual(h.stint.snapshot().notSaved, [], 'no longer listed');
  assert.ok(h.stint.snapshot().undo, 'held for Undo like any correction');
  await h.advance(MIN);
  await h.settle();
  assert.deepEqual(spec(), [[hm(8, 30), hm(2, 30)]], 'the entry is as she made it: 08:30 to 11:00');
  assert.deepEqual(writesSince(mark).filter((w) => w.includes(`/time-entries/${id}`)).length, 1, 'sent once');
  assert.equal((await h.stint.applyNotSaved(notSavedId)).ok, false, 'a second Apply finds nothing to apply');
});

test("Keep the web's sends nothing: the web's 09:00 to 11:45 stays", async () => {
  const { notSavedId } = await refusedOverWebChange();
  const mark = h.mark();
  assert.equal((await h.stint.dismissNotSaved(notSavedId)).ok, true);
  await h.advance(MIN);
  await h.settle();
  assert.deepEqual(spec(), [[hm(9, 0), hm(2, 45)]]);
  assert.deepEqual(writesSince(mark), []);
  assert.deepEqual(h.stint.snapshot().notSaved, []);
});
