// The away prompt across accounts (issue 59): the screen locks while the studio's timer runs;
// on return one question is asked, by the studio, and its answer (Discard) reaches the studio
// alone: Acme, which saw the same lock, neither answers it nor says anything of it.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { PROJECT } from '../support/engine-harness.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;

test("away with the studio's timer running: one question, the studio's; Discard takes the away time out of the studio's entry and touches nothing in Acme", async () => {
  h = await AccountsHarness.start('2026-03-10T10:00:00Z');
  const studio = await h.acmeAndStudio();
  assert.equal((await h.hub.updateSettings({ idle: { enabled: true } })).ok, true);
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(10 * MIN, 60_000);
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(10 * MIN, 60_000);
  h.first.idle.emit('lock');
  await h.settle();
  await h.advance(30 * MIN, 60_000);
  h.first.idle.emit('unlock');
  await h.settle();
  await h.advance(5_000);

  const asked = h.first.notifier.open().filter((n) => n.id === 'stint.idle');
  assert.equal(asked.length, 1, 'one question');
  assert.match(asked[0]!.title, /^Studio · /, 'of the studio');
  h.first.notifier.choose('stint.idle', 'discard');
  await h.settle();
  await h.advance(MIN);

  const moodboard = h.only(STUDIO_ACCOUNT_ID, 'Moodboard');
  assert.equal(moodboard.stopwatch_started_at, null, 'the studio timer stopped where the absence began');
  assert.equal(moodboard.time_total, 10 * 60, 'holding the 10 minutes before the lock');
  assert.equal(h.only('demo', 'Spec').time_total, 10 * 60, "Acme's entry untouched");
  assert.equal(h.hub.account('main')!.snapshot().notice, null, 'Acme says nothing of a question that was not its own');
  assert.deepEqual(h.runningOnService(), []);
});
