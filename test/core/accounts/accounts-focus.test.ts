// Focus across accounts (issue 59): the rhythm follows the timer that runs, whatever its
// account. Acme's timer runs ten minutes, then the studio's: one question, the studio's
// (named), when the studio's session has run its length; "Take a break" stops the studio's
// timer and acts in no other account.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { PROJECT } from '../support/engine-harness.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const FOCUS = 'stint.focus';

test("focus with the studio's timer after Acme's: one question, the studio's; Take a break stops the studio's timer alone", async () => {
  h = await AccountsHarness.start('2026-03-10T10:00:00Z');
  const studio = await h.acmeAndStudio();
  assert.equal((await h.hub.updateSettings({ focus: { enabled: true } })).ok, true);
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(10 * MIN, 60_000);
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  // Both accounts' parts of the switch answered before the clock moves on (the answer of Acme's
  // stop taken later is accounts-switch.test.ts's own case).
  await h.settle();
  await h.advance(26 * MIN, 60_000);
  const asked = h.first.notifier.history.filter((n) => n.id === FOCUS);
  assert.ok(asked.length >= 1, 'the question is asked');
  assert.ok(asked.every((n) => /^Studio · /.test(n.title)), `every focus question is the studio's: ${JSON.stringify(asked.map((n) => n.title))}`);
  h.first.notifier.choose(FOCUS, 'take_break');
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(h.runningOnService(), [], 'the break stopped the studio timer');
  assert.equal(h.only('demo', 'Spec').time_total, 10 * 60, "Acme's entry as the switch left it");
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').stopwatch_started_at, null);
  assert.equal(h.hub.account('main')!.snapshot().notice, null, 'Acme says nothing of an answer that was not its own');
});
