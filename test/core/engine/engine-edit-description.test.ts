// Today's list lets a person fix the description of an entry that has stopped: one
// update request, shown at once, and what the service then holds.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

test("a stopped entry's description is changed with one request, and the service holds it", async () => {
  h = await EngineHarness.start();
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'draft' });
  await h.settle();
  await h.advance(60_000);
  await h.stint.stop();
  await h.settle();
  const entry = h.stint.snapshot().todayEntries.find((e) => e.description === 'draft');
  assert.ok(entry?.id);
  const mark = h.mark();
  assert.deepEqual(await h.stint.editDescription(entry.key, 'Spec review'), { ok: true });
  assert.equal(h.stint.snapshot().todayEntries.find((e) => e.key === entry.key)?.description, 'Spec review');
  await h.settle();
  assert.deepEqual(h.sentSince(mark), [`POST /time-entries/${entry.id}`]);
  assert.equal(h.serviceEntry(entry.id).description, 'Spec review');
  assert.equal(h.serviceEntry(entry.id).time_total, 60, 'the time is left alone');
});
