// A timer running in an account whose token was revoked (issue 59): a start in the other
// account cannot stop it there, so its stop is owed, said in words, kept through a restart,
// and sent to the second as soon as the account is signed in again; signing in to it is
// possible while the other's timer runs. Never two timers left running. Manual clock.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { DEMO_ADA, DEMO_PASSWORD, PROJECT } from '../support/engine-harness.ts';
import { destroyToken } from '../support/elsewhere.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const DEMO = 'demo';

function token(raw: string | null): string {
  assert.ok(raw, 'a session is kept');
  return (JSON.parse(raw) as { credentials: { token: string } }).credentials.token;
}

/** The studio's "Moodboard" running for 20 minutes, then its token revoked on the web: the studio's key. */
async function studioRunsRevoked(): Promise<string> {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.advance(20 * MIN, 60_000);
  await destroyToken(h.sim.baseUrl, token(await h.secretOf(studio).get()));
  await h.hub.account(studio)!.refresh();
  await h.settle();
  assert.equal(h.hub.account(studio)!.snapshot().session.state, 'signed_out');
  return studio;
}

/** The studio signed in again 20 s later: its "Moodboard" holds `from` to `click`, and only Acme's timer runs. */
async function signedInAgainEndsAt(studio: string, from: number, click: number): Promise<void> {
  await h.advance(20_000);
  assert.deepEqual(await h.hub.signIn(studio, { baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: STUDIO_ACCOUNT_ID }), { ok: true });
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(h.runningOnService(), ['demo:Spec'], "one timer runs: Acme's");
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, Math.floor((click - from) / 1000), 'Moodboard holds the time from its click to the click in Acme, to the second');
  assert.deepEqual(h.hub.owedStops(), []);
}

test("a start in Acme while the revoked studio's timer runs: its stop is owed and said, kept through a restart, and sent at the click's second once the studio is signed in again while Acme runs", async () => {
  const studio = await studioRunsRevoked();
  await h.clock.advance(400);
  const click = h.clock.now();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.settle();
  const row = () => h.hub.snapshot().accounts.find((a) => a.key === studio)!;
  assert.equal(row().problem, "Studio's timer still runs on the service: sign in to Studio to stop it.");
  assert.deepEqual(h.runningOnService(), ['demo:Spec', 'studio:Moodboard'], 'the service cannot be reached for the studio yet');

  await h.kill();
  await h.settle();
  assert.equal(row().problem, "Studio's timer still runs on the service: sign in to Studio to stop it.", 'still said after a restart');

  const person = personStint(h.hub);
  assert.deepEqual(await person.useAccount(studio), { ok: true });
  assert.equal(person.snapshot().accounts?.inUse, studio, "the studio's sign-in is shown while Acme's timer runs");
  const signedIn = await person.signIn({ baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: STUDIO_ACCOUNT_ID });
  assert.deepEqual(signedIn, { ok: true });
  await h.settle();
  await h.advance(MIN);

  assert.deepEqual(h.runningOnService(), ['demo:Spec'], 'one timer runs: Acme\'s');
  const moodboard = h.only(STUDIO_ACCOUNT_ID, 'Moodboard');
  assert.equal(moodboard.time_total, Math.floor((click - Date.parse('2026-03-10T10:00:00Z')) / 1000), "the studio's run ends at the click, to the second");
  assert.equal(h.only(DEMO, 'Spec').stopwatch_started_at, click);
  assert.equal(row().problem, null, 'nothing left to say');
  assert.equal(person.snapshot().accounts?.inUse, 'main', 'the window is back on the running timer');
});

test("the revoked studio's timer through a restart before any start in Acme: its last copy still shows the run and says it runs on the service, so a start in Acme owes its stop, sent once the studio is signed in again", async () => {
  const studio = await studioRunsRevoked();
  await h.kill();
  await h.settle();
  const row = () => h.hub.snapshot().accounts.find((a) => a.key === studio)!;
  assert.equal(h.hub.account(studio)!.snapshot().running?.description, 'Moodboard', 'the last copy is kept through the restart');
  await h.clock.advance(400);
  const click = h.clock.now();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.settle();
  assert.deepEqual(h.hub.owedStops(), [{ key: studio, at: click }]);
  assert.equal(row().problem, "Studio's timer still runs on the service: sign in to Studio to stop it.");
  await signedInAgainEndsAt(studio, Date.parse('2026-03-10T10:00:00Z'), click);
});

test('the studio signed in again after its timer was stopped on the web meanwhile: the owed stop is forgotten, nothing else stops', async () => {
  const studio = await studioRunsRevoked();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(10 * MIN, 60_000);
  const moodboard = h.only(STUDIO_ACCOUNT_ID, 'Moodboard');
  const store = h.sim.sim.ctx.accounts.get(STUDIO_ACCOUNT_ID)!;
  const held = store.entries.get(moodboard.id)!;
  // Stopped on the web 5 minutes before the click in Acme (the web keeps its own instant).
  held.time_total = 25 * 60;
  held.stopwatch_started_at = null;
  assert.deepEqual(await h.hub.signIn(studio, { baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: STUDIO_ACCOUNT_ID }), { ok: true });
  await h.settle();
  await h.advance(MIN);
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, 25 * 60, 'the web\'s stop stands');
  assert.deepEqual(h.runningOnService(), ['demo:Spec']);
  assert.equal(h.hub.snapshot().accounts.find((a) => a.key === studio)!.problem, null);
});

test("the studio's start still queued when its session was revoked, then a start in Acme: once the studio is signed in again its timer is stopped at the click, not left running from the late start", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  await destroyToken(h.sim.baseUrl, token(await h.secretOf(studio).get()));
  const from = h.clock.now();
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.settle();
  assert.equal(h.hub.account(studio)!.snapshot().session.state, 'signed_out', 'its start was refused: signed out, the start kept');
  assert.deepEqual(h.runningOnService(), [], 'nothing of it reached the service');
  await h.advance(10_000);
  const click = h.clock.now();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.settle();
  await signedInAgainEndsAt(studio, from, click);
});

test("a continue in Acme on its way when Acme's token turns out revoked, and a start in the studio meanwhile: Acme's stop is owed and said, not shown running beside the studio's, and sent once Acme is signed in again", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  // Revoked on the web: Acme's engine learns it only from the continue's own send.
  await destroyToken(h.sim.baseUrl, token(await h.secretOf('main').get()));
  const acme = h.hub.account('main')!;
  const handover = acme.snapshot().todayEntries.find((e) => e.description === 'On-call handover')!;
  const click = h.clock.now();
  // Two clicks in a row, the second before the first is answered.
  const continued = h.hub.continueEntry('main', handover.key);
  const started = h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' });
  assert.deepEqual([await continued, await started], [{ ok: true }, { ok: true }]);
  await h.settle();
  assert.equal(acme.snapshot().session.state, 'signed_out');
  assert.deepEqual(h.hub.owedStops(), [{ key: 'main', at: click }], "Acme's stop is owed from the click");
  const row = h.hub.snapshot().accounts.find((a) => a.key === 'main')!;
  assert.equal(row.problem, "Acme's timer was not sent before its session ended: sign in to Acme to send it with its stop.", 'said in words, true to what the service holds');
  assert.ok(h.hub.snapshot().accounts.every((a) => a.key === 'main' || a.problem === null));

  assert.deepEqual(await h.hub.signIn('main', { baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: DEMO }), { ok: true });
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(h.runningOnService(), ['studio:Moodboard'], "one timer runs: the studio's");
  assert.equal(acme.snapshot().running, null);
  assert.deepEqual(h.hub.owedStops(), []);
  assert.equal(acme.snapshot().sync.queued, 0, "Acme's continue and its stop were sent");
});

test("the studio's entry made on the service but its stopwatch's start refused for a revoked token, a restart, then a start in Acme: its words say the timer may have started, and once the studio is signed in again its run ends at the click", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  const studioToken = token(await h.secretOf(studio).get());
  // Revoked on the web between the create's answer and the stopwatch's start.
  h.afterAnswer = async (account, method, path) => {
    if (account === STUDIO_ACCOUNT_ID && method === 'POST' && path === '/time-entries') {
      h.afterAnswer = null;
      await destroyToken(h.sim.baseUrl, studioToken);
    }
  };
  const from = h.clock.now();
  assert.deepEqual(await h.hub.start(studio, { projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
  await h.settle();
  assert.equal(h.hub.account(studio)!.snapshot().session.state, 'signed_out');
  assert.deepEqual(h.runningOnService(), [], 'the entry is made, its stopwatch not started');
  await h.kill();
  await h.settle();
  await h.advance(10_000);
  const click = h.clock.now();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.settle();
  assert.deepEqual(h.hub.owedStops(), [{ key: studio, at: click }]);
  assert.equal(h.hub.snapshot().accounts.find((a) => a.key === studio)!.problem, "Studio's timer may have started on the service before its session ended: sign in to Studio to stop it.");
  await signedInAgainEndsAt(studio, from, click);
});
