// Changes the service refused stay listed, on the manual clock against the simulator: two
// refusals are two items (the one notice slot used to keep only the second), a later Start
// keeps them, a restart finds them, and dismissing one removes that one only. With the window
// hidden, each refusal is a notification of its own.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

/** Two finished entries of Rui's on the service, then locked there (a period closed elsewhere). */
async function twoLockedEntries(): Promise<[string, string]> {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z' });
  await h.signIn(DEMO_RUI);
  for (const [description, start, end] of [['Audit', '08:00', '09:00'], ['Review', '09:00', '10:00']] as const) {
    assert.ok((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description, start, end, confirmOverlap: true })).ok);
  }
  await h.settle();
  const keys = ['Audit', 'Review'].map((d) => h.stint.snapshot().todayEntries.find((v) => v.description === d));
  for (const v of keys) {
    assert.ok(v?.id);
    const stored = h.sim.sim.ctx.store.entries.get(v.id)!;
    stored.is_locked = true;
    stored.locked_reason = 'Period closed for invoicing';
  }
  return [keys[0]!.key, keys[1]!.key];
}

test('two refusals are both listed with what was meant and why; a later Start and a restart keep them; dismiss removes one', async () => {
  const [audit, review] = await twoLockedEntries();
  assert.ok((await h.stint.editEntry({ entryKey: audit, description: 'Audit (billable)' })).ok);
  assert.ok((await h.stint.editEntry({ entryKey: review, description: 'Review (billable)' })).ok);
  await h.settle();
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 2, JSON.stringify(listed));
  assert.deepEqual(listed.map((r) => r.entryKey), [audit, review]);
  assert.deepEqual(listed.map((r) => r.what.replace(/ \(.+\)$/, '')), ['Edit “Audit”', 'Edit “Review”'], 'each names its entry');
  for (const r of listed) {
    assert.match(r.what, /^Edit “\w+” \(.+\)$/);
    assert.match(r.why, /locked on the service/);
    assert.equal(r.refusal.code, 'entry_locked', JSON.stringify(r.refusal));
  }

  assert.ok((await h.stint.start({ projectId: PROJECT.internal, description: 'Next thing' })).ok);
  await h.settle();
  assert.equal(h.stint.snapshot().notSaved?.length, 2, 'a later Start does not clear the list');

  await h.restart();
  await h.settle();
  assert.deepEqual(h.stint.snapshot().notSaved?.map((r) => r.entryKey), [audit, review], 'kept on disk');

  const first = h.stint.snapshot().notSaved![0]!;
  assert.deepEqual(await h.stint.dismissNotSaved(first.id), { ok: true });
  assert.deepEqual(h.stint.snapshot().notSaved?.map((r) => r.entryKey), [review]);
  const again = await h.stint.dismissNotSaved(first.id);
  assert.ok(!again.ok && /no longer listed/.test(again.message));
});

test('with the window hidden, each refusal is a notification of its own', async () => {
  const [audit, review] = await twoLockedEntries();
  h.stint.setWindowVisible(false);
  assert.ok((await h.stint.editEntry({ entryKey: audit, description: 'A' })).ok);
  assert.ok((await h.stint.editEntry({ entryKey: review, description: 'B' })).ok);
  await h.settle();
  const shown = h.ports.notifier.open().filter((n) => n.id.startsWith('not-saved'));
  assert.equal(shown.length, 2, JSON.stringify(shown));
  assert.deepEqual(shown.map((n) => n.title.match(/^Not saved: Edit (“\w+”)/)?.[1]).sort(), ['“Audit”', '“Review”']);
});
