// Each account's limits, token and data are its own (issue 41): a Free account at its day's
// quota beside a Business one, one account's token revoked while the other works, an account
// removed (its keychain item and files gone, the other untouched), and a one-account Stint's
// data carried over on upgrade. On the manual clock against a simulator with both accounts.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { DEMO_ADA, PROJECT } from '../support/engine-harness.ts';
import { destroyToken, Elsewhere } from '../support/elsewhere.ts';
import { accountFolder } from '../../../main/platform/node/account-ports.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;

async function twoAccounts(): Promise<string> {
  h = await AccountsHarness.start();
  return h.acmeAndStudio();
}

function token(raw: string | null): string {
  assert.ok(raw, 'a session is kept');
  return (JSON.parse(raw) as { credentials: { token: string } }).credentials.token;
}

test("the studio's Free day spent on the phone: its start waits, Acme's Business day goes on", async () => {
  const studio = await twoAccounts();
  const phone = await Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA, STUDIO_ACCOUNT_ID);
  await phone.spendTheDay(() => h.advance(1_000));
  const brand = h.projectId(studio, 'Brand Refresh');
  assert.deepEqual(await h.hub.start(studio, { projectId: brand, description: 'Moodboard' }), { ok: true });
  await h.advance(2 * MIN);
  assert.deepEqual(h.runningOnService(), [], 'the studio account has no request left today');
  const row = h.hub.snapshot().accounts.find((a) => a.key === studio)!;
  assert.equal(row.queued, 1, 'its start waits on disk');
  assert.equal(row.syncState, 'rate_limited');

  const before = h.requests.get('demo') ?? 0;
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(2 * MIN);
  assert.deepEqual(h.runningOnService(), ['demo:Spec'], "Acme's start went through at once");
  assert.ok((h.requests.get('demo') ?? 0) > before);
  const view = h.hub.snapshot();
  assert.equal(view.running?.title, 'Acme · Website Redesign');
  assert.equal(view.accounts.find((a) => a.key === studio)!.queued, 1, "the studio's start and its stop wait for its next day, folded into one finished entry");
  assert.equal(h.hub.account(studio)!.snapshot().running, null, 'the studio shows nothing running');
  assert.equal(h.hub.account(studio)!.snapshot().todayEntries.find((e) => e.description === 'Moodboard')?.totalSeconds, 120, 'Moodboard holds its 2 minutes, ended at the switch');
});

test("the studio's token revoked on the web: the studio says sign in again, Acme keeps working", async () => {
  const studio = await twoAccounts();
  await destroyToken(h.sim.baseUrl, token(await h.secretOf(studio).get()));
  await h.hub.account(studio)!.refresh();
  await h.settle();
  const row = h.hub.snapshot().accounts.find((a) => a.key === studio)!;
  assert.equal(row.session, 'signed_out');
  assert.match(row.problem ?? '', /sign in/i, 'with why, in words');
  assert.equal(await h.secretOf(studio).get(), null, "the studio's token is gone from its keychain item");
  assert.ok(await h.secretOf('main').get(), "Acme's is not");

  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(MIN);
  assert.deepEqual(h.runningOnService(), ['demo:Spec']);
  const r = await h.hub.start(studio, { projectId: 1, description: 'Moodboard' });
  assert.equal(r.ok, false, 'a start in the signed-out account is refused');
  assert.deepEqual(h.runningOnService(), ['demo:Spec'], 'and stops nothing');
});

test("removing the studio: its timer stops, its keychain item and folder go, Acme's day is untouched, and it stays gone after a restart", async () => {
  const studio = await twoAccounts();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.settle();
  await h.advance(5 * MIN);
  const brand = h.projectId(studio, 'Brand Refresh');
  assert.deepEqual(await h.hub.start(studio, { projectId: brand, description: 'Moodboard' }), { ok: true });
  await h.settle();
  await h.advance(5 * MIN);
  assert.ok(existsSync(accountFolder(h.dataDir, studio)));

  assert.equal((await h.hub.remove(studio)).ok, true);
  await h.settle();
  assert.deepEqual(h.runningOnService(), [], 'the studio timer was stopped before the account went');
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, 300);
  assert.equal(await h.secretOf(studio).get(), null, 'its keychain item is deleted');
  assert.equal(existsSync(accountFolder(h.dataDir, studio)), false, 'its folder is gone');
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main']);
  assert.equal(h.only('demo', 'Spec').time_total, 300, "Acme's entry is as it was");
  assert.equal(h.hub.first.snapshot().session.state, 'signed_in');

  await h.kill();
  await h.settle();
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main']);
  assert.equal(h.hub.snapshot().several, false, 'one account: names are not marked');
});

test('removing an account whose actions wait is refused until the person confirms they go with it', async () => {
  const studio = await twoAccounts();
  h.offline = true;
  const brand = h.projectId(studio, 'Brand Refresh');
  assert.deepEqual(await h.hub.start(studio, { projectId: brand, description: 'Moodboard' }), { ok: true });
  const r = await h.hub.remove(studio);
  assert.equal(r.ok, false);
  assert.match((r as { message: string }).message, /One action of Studio not sent yet is lost: Start Brand Refresh at \d\d:\d\d\. Nothing was removed/);
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main', studio], 'nothing removed');
  assert.equal((await h.hub.remove(studio, { discardQueued: true })).ok, true);
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main']);
});

test('removing the studio offline while its timer runs: stopped here, but kept until the stop is sent', async () => {
  const studio = await twoAccounts();
  const brand = h.projectId(studio, 'Brand Refresh');
  assert.deepEqual(await h.hub.start(studio, { projectId: brand, description: 'Moodboard' }), { ok: true });
  await h.settle();
  await h.advance(5 * MIN);
  h.offline = true;
  const r = await h.hub.remove(studio);
  assert.equal(r.ok, false);
  assert.match((r as { message: string }).message, /Studio's timer is stopped here, but the stop is not sent yet/);
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main', studio], 'the account stays, with its stop');
  h.offline = false;
  await h.advance(2 * MIN);
  assert.deepEqual(h.runningOnService(), [], 'the stop reached the service');
  assert.equal((await h.hub.remove(studio)).ok, true);
  // The stop reached the service a second after the network came back: within the 2 s a stop may miss by without a correction.
  const held = h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total;
  assert.ok(held >= 300 && held < 302, `the entry ended where the person removed the account (${held} s)`);
});

test('adding: a refused sign-in keeps nothing; the same account twice is refused; a name is needed', async () => {
  h = await AccountsHarness.start();
  await h.signInFirst();
  const wrong = await h.hub.add({ label: 'Studio', baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: 'not-it', accountId: STUDIO_ACCOUNT_ID });
  assert.equal(wrong.ok, false);
  assert.deepEqual(h.hub.accounts().map((a) => a.key), ['main']);
  assert.equal(existsSync(`${h.dataDir}/accounts`) ? (await import('node:fs')).readdirSync(`${h.dataDir}/accounts`).length : 0, 0, 'no folder is left behind');
  const again = await h.hub.add({ label: 'Again', baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: 'demo-password', accountId: 'demo' });
  assert.equal(again.ok, false);
  assert.match((again as { message: string }).message, /already here/);
  const unnamed = await h.hub.add({ label: ' ', baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: 'demo-password', accountId: STUDIO_ACCOUNT_ID });
  assert.equal(unnamed.ok, false);
  assert.ok((unnamed as { fields: Record<string, string> }).fields.label);
});

test("an upgrade from a Stint of one account: the first account's token and queued start carry over, nothing to redo", async () => {
  h = await AccountsHarness.start();
  await h.signInFirst();
  h.offline = true;
  assert.deepEqual(await h.hub.first.start({ projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.kill();
  // The list was never written: this is what a one-account Stint left on disk.
  assert.equal(existsSync(`${h.dataDir}/durable/accounts.json`), false);
  h.offline = false;
  await h.advance(MIN);
  assert.equal(h.hub.first.snapshot().session.state, 'signed_in');
  assert.deepEqual(h.runningOnService(), ['demo:Spec']);
});
