// A command the service refuses without field errors (here: an edit of an entry locked on
// the service after it started): the notice names the command and gives the reason once, as
// a sentence.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

test('an edit of an entry locked on the service: the notice names the edit, then the reason', async () => {
  h = await EngineHarness.start();
  await h.signIn(DEMO_RUI);
  assert.equal((await h.stint.start({ projectId: PROJECT.website, description: 'Soon locked' })).ok, true);
  await h.settle();
  const id = h.stint.snapshot().running?.id;
  assert.ok(typeof id === 'number', 'the entry is on the service');
  const stored = h.sim.sim.ctx.store.entries.get(id)!;
  stored.is_locked = true;
  stored.locked_reason = 'Period closed for invoicing';

  assert.equal((await h.stint.editRunning({ description: 'Renamed' })).ok, true);
  await h.settle();

  const notice = h.stint.snapshot().notice;
  assert.equal(notice?.level, 'error');
  assert.match(notice?.message ?? '', /^Not saved: Edit “Soon locked” \(.+\)\. The service refused it\. This entry is locked on the service and cannot be changed\.$/);
});
