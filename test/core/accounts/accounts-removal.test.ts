// Removing an account does what its question says (issue 68 item 6): the question names what
// goes (the actions not sent yet by what they are, a timer left running on the service and
// how to stop it there, the keychain item, the data on this computer), and the removal drops
// exactly that, for the first account (its data at the data folder's root, beside the
// person's own records) as for another (its own folder). Signing in to that account again,
// as the same user or another, finds nothing of the old queue. Counted on disk, in the
// keychain items and on the service. On the manual clock against the two-account simulator.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { DEMO_RUI, PROJECT } from '../support/engine-harness.ts';
import { accountFolder } from '../../../main/platform/node/account-ports.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;

/** The records in the first account's durable folder (the data folder's root), by name. */
function rootRecords(): string[] {
  return readdirSync(join(h.dataDir, 'durable'))
    .filter((f) => f.endsWith('.json'))
    .sort();
}

test("removing the first account and losing its action: the question names it, then its queue, copies and keychain item go; signed in again, nothing of it reaches the service", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(2 * MIN);
  assert.deepEqual(await h.hub.stop(), { ok: true });
  await h.advance(MIN);
  h.offline = true;
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Lost' }), { ok: true });
  await h.settle();
  const label = h.hub.first.snapshot().sync.queuedLabels;
  assert.equal(label.length, 1);
  assert.ok(rootRecords().includes('outbox.json') && rootRecords().includes('cache.json'));

  const asked = h.hub.removal('main')!;
  assert.deepEqual(asked.lost, label, 'the question names the action lost by what it is');
  assert.equal(asked.asks, true);
  assert.equal(asked.confirm, 'Remove Acme and lose its action');
  assert.match(asked.words, new RegExp(`One action of Acme not sent yet is lost: ${label[0]}\\.`));
  assert.match(asked.words, /Its sign-in leaves the keychain, and its queue and its copies of the service's entries, projects and to-dos leave this computer/);
  assert.match(asked.words, /The first account keeps its place, empty/);
  assert.deepEqual(h.hub.snapshot().accounts.find((a) => a.key === 'main')!.removal, asked, "the window's row asks the same");

  const refused = await h.hub.remove('main');
  assert.equal(refused.ok, false);
  assert.match((refused as { message: string }).message, /not sent yet is lost.*Nothing was removed/);
  assert.equal(h.hub.first.snapshot().sync.queued, 1, 'refused: nothing dropped');

  assert.equal((await h.hub.remove('main', { discardQueued: true })).ok, true);
  assert.deepEqual(rootRecords(), ['accounts.json'], "the first account's queue and copies are gone; the list of accounts stays");
  assert.equal(await h.secretOf('main').get(), null, 'its keychain item is empty');
  assert.ok(await h.secretOf(studio).get(), "the studio's sign-in is untouched");
  const first = h.hub.first.snapshot();
  assert.equal(first.sync.queued, 0);
  assert.equal(first.settings.lastSignIn.email, null, 'its last sign-in is forgotten');
  assert.deepEqual(first.todayEntries, [], 'no copy of its entries is shown');
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main', studio], 'the first keeps its place');

  h.offline = false;
  await h.kill();
  await h.settle();
  assert.equal(h.hub.first.snapshot().sync.queued, 0, 'nothing came back after a restart');
  await h.signInFirst();
  await h.advance(2 * MIN);
  assert.deepEqual(h.serviceEntries('demo', (e) => e.description === 'Lost'), [], 'the lost start never reached the service');
  assert.deepEqual(h.runningOnService(), []);
  assert.equal(h.only('demo', 'Spec').time_total, 120, 'what the service held stays');
});

test('after the first account was removed with its action lost, another user signs in to it and works: nothing of the old queue holds them', async () => {
  h = await AccountsHarness.start();
  await h.signInFirst();
  h.offline = true;
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Lost' }), { ok: true });
  await h.settle();
  assert.equal((await h.hub.remove('main', { discardQueued: true })).ok, true);
  h.offline = false;

  await h.signInFirst(DEMO_RUI);
  const s = h.hub.first.snapshot();
  assert.notEqual(s.sync.state, 'held', 'no action of another user waits');
  assert.equal(s.sync.queued, 0);
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Rui works' }), { ok: true });
  await h.advance(MIN);
  assert.deepEqual(h.runningOnService(), ['demo:Rui works']);
  assert.deepEqual(h.serviceEntries('demo', (e) => e.description === 'Lost'), []);
});

test('a confirmation names the question it answers: an action queued after the question was shown is not dropped unseen; confirmed again on the new words, the account goes', async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  h.offline = true;
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.settle();
  const shown = h.hub.removal(studio)!;
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Typeface' }), { ok: true });
  const now = h.hub.removal(studio)!;
  assert.notEqual(now.id, shown.id, 'the question says more now');
  assert.equal(now.lost.length, h.hub.account(studio)!.snapshot().sync.queued);

  const refused = await h.hub.remove(studio, { discardQueued: true, asked: shown.id });
  assert.equal(refused.ok, false);
  assert.match((refused as { message: string }).message, /^What removing Studio drops changed since you were asked: .*Nothing was removed: confirm again to go on\.$/);
  for (const label of now.lost) assert.ok((refused as { message: string }).message.includes(label), `it names ${label}`);
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main', studio], 'nothing removed');
  assert.ok(existsSync(accountFolder(h.dataDir, studio)));

  const done = await h.hub.remove(studio, { discardQueued: true, asked: now.id });
  assert.equal(done.ok, true);
  assert.deepEqual((done as { dropped: unknown }).dropped, now, 'it dropped what the question it answered said');
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main']);
  h.offline = false;
  await h.advance(MIN);
  assert.deepEqual(h.serviceEntries(STUDIO_ACCOUNT_ID, (e) => ['Moodboard', 'Typeface'].includes(e.description)), [], 'none of its actions reached the service');
});

test('a signed-out account whose timer runs: the question says it may still run on the service and to stop it on the web; refused until confirmed, then removed whole, its owed stop forgotten', async () => {
  h = await AccountsHarness.start();
  const studio = await h.studioRevokedWhileRunning();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(MIN);
  assert.deepEqual(h.hub.owedStops().map((o) => o.key), [studio], 'the studio is owed its stop');

  const asked = h.hub.removal(studio)!;
  assert.deepEqual(asked.timer, { title: 'Brand Refresh', fate: 'runs_on' });
  assert.equal(asked.asks, true);
  assert.deepEqual(asked.lost, []);
  assert.match(asked.words, /^Remove Studio from Stint\? Its folder on this computer \(its queue and its copies of the service's entries, projects and to-dos\) is deleted; its entries stay on the service\./);
  assert.doesNotMatch(asked.words, /keychain/, 'signed out: no sign-in is kept to delete');
  assert.match(asked.words, /Its timer \(Brand Refresh\) may still run on the service: Stint cannot stop it from here \(Studio is signed out\); stop it on the service's website\./);
  assert.equal(asked.confirm, 'Remove Studio, its timer left running');

  const refused = await h.hub.remove(studio);
  assert.equal(refused.ok, false);
  assert.doesNotMatch((refused as { message: string }).message, /Sign in first/);
  assert.match((refused as { message: string }).message, /may still run on the service.*Nothing was removed/);
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main', studio]);

  assert.equal((await h.hub.remove(studio, { discardQueued: true })).ok, true);
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main']);
  assert.equal(existsSync(accountFolder(h.dataDir, studio)), false, 'its folder is gone');
  assert.equal(await h.secretOf(studio).get(), null);
  assert.deepEqual(h.hub.owedStops(), [], 'no stop is owed to an account that is gone');
  assert.deepEqual(h.runningOnService(), ['demo:Spec', `${STUDIO_ACCOUNT_ID}:Moodboard`], 'the studio timer runs on, as the question said');

  await h.kill();
  await h.settle();
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main']);
  assert.deepEqual(h.hub.owedStops(), []);
  assert.equal(h.hub.snapshot().accounts[0]!.problem, null, 'nothing is said of a timer in an account that is gone');
});

test('the first account signed out while its timer runs: removed once confirmed; signed in to again, no stop owed to the old run reaches the service', async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(5 * MIN);
  await h.revoke('main');
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(MIN);
  assert.deepEqual(h.hub.owedStops().map((o) => o.key), ['main']);

  const refused = await h.hub.remove('main');
  assert.equal(refused.ok, false);
  assert.match((refused as { message: string }).message, /Its timer \(Website Redesign\) may still run on the service/);
  assert.equal((await h.hub.remove('main', { discardQueued: true })).ok, true);
  assert.deepEqual(h.hub.owedStops(), []);
  assert.deepEqual(rootRecords(), ['accounts-owed-stops.json', 'accounts.json'], 'its queue and copies are gone');
  assert.deepEqual(JSON.parse(readFileSync(join(h.dataDir, 'durable', 'accounts-owed-stops.json'), 'utf8')), { stops: [] }, 'and no stop is owed to it on disk');

  await h.signInFirst();
  await h.advance(2 * MIN);
  assert.deepEqual(h.runningOnService(), ['demo:Spec', `${STUDIO_ACCOUNT_ID}:Moodboard`], 'the old run is left as the question said: stopped on the web, not by a stop kept from before');
});
