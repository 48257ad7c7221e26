// One account signed out while its timer runs (here, or its token revoked): the window goes on
// with another account, nothing counts that account's last copy as running (no account stuck
// on its sign-in, reminders and switches not held), and signing in to it again is refused when
// another account of the list already is that account of the service. Manual clock, two accounts.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { DEMO_ACCOUNT, DEMO_ADA, DEMO_PASSWORD, PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';

let h: AccountsHarness | undefined;
afterEach(() => h?.close());

const MIN = 60_000;

test("signed out of the studio while its timer runs: the window goes on with Acme, whose starts and reminders the studio's stale run no longer holds", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  const person = personStint(h.hub);
  assert.deepEqual(await person.startInAccount({ accountKey: studio, projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(5 * MIN);
  assert.equal(person.snapshot().accounts?.inUse, studio);

  assert.deepEqual(await person.signOut(), { ok: true });
  await h.advance(1_000);
  const s = person.snapshot();
  assert.equal(s.accounts?.inUse, 'main', 'the window shows Acme, signed in: not the studio sign-in with no way back');
  assert.equal(s.session.state, 'signed_in');
  assert.equal(s.accounts?.running, null, "the studio's last copy is not a timer Stint shows");
  assert.deepEqual(await person.start({ projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(5_000);
  assert.ok(h.runningOnService().includes('demo:Spec'), "Acme's start goes through");
  assert.equal(person.snapshot().accounts?.inUse, 'main');
});

/** Acme and the studio, then signed out of the studio (Acme in use again). */
async function studioSignedOut(): Promise<{ harness: AccountsHarness; studio: string; person: ReturnType<typeof personStint> }> {
  const harness = (h = await AccountsHarness.start());
  const studio = await harness.acmeAndStudio();
  const person = personStint(harness.hub);
  assert.deepEqual(await person.useAccount(studio), { ok: true });
  assert.deepEqual(await person.signOut(), { ok: true });
  await harness.advance(1_000);
  return { harness, studio, person };
}

test('signing in to the studio again with the account Acme already is: refused, nothing changed', async () => {
  const { harness, studio, person } = await studioSignedOut();
  assert.deepEqual(await person.useAccount(studio), { ok: true });
  assert.equal(person.snapshot().accounts?.inUse, studio, "the studio's sign-in is shown");
  const r = await person.signIn({ baseUrl: harness.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: DEMO_ACCOUNT });
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /already here as Acme/);
  assert.equal(harness.hub.account(studio)!.snapshot().session.state, 'signed_out');
  assert.deepEqual(await person.signIn({ baseUrl: harness.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: STUDIO_ACCOUNT_ID }), { ok: true });
  assert.equal(harness.hub.account(studio)!.snapshot().session.state, 'signed_in', 'its own account signs in');
});

// Found on the command line, where every account starts signed out (its token kept in memory
// only): the studio added a second time under another name, and "All accounts today" counted
// its time twice. A signed-out account is still known by its last sign-in.
test('adding an account the list already holds, signed out: refused, naming it; nothing added', async () => {
  const { harness } = await studioSignedOut();
  const before = harness.hub.snapshot().accounts.length;
  const r = await harness.hub.add({ label: 'Studio again', baseUrl: harness.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: STUDIO_ACCOUNT_ID });
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /^This account is already here as Studio\.$/);
  assert.equal(harness.hub.snapshot().accounts.length, before, 'nothing added');
});
