// A 401 in the middle of a session with actions queued: the engine moves to "signed out"
// with the reason in plain words and keeps the queue; signing in again as the same user
// sends it, signing in as someone else holds it and never sends it under the wrong user.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { destroyToken } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const ADA_ID = 1;
const WORK = 'Queued while offline';

/**
 * Signed in as Ada; offline, she starts a timer and stops it two minutes later; her token is
 * then destroyed elsewhere, and the network comes back: the engine meets the 401.
 */
async function queuedThen401(): Promise<string> {
  h = await EngineHarness.start();
  await h.signIn();
  const token = await h.engineToken();
  h.offline = true;
  h.ports.network.set(false);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: WORK }), { ok: true });
  await h.settle();
  await h.advance(2 * MIN);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();

  await destroyToken(h.sim.baseUrl, token);
  h.offline = false;
  h.ports.network.set(true);
  await h.settle();
  await h.advance(2 * MIN);
  return token;
}

test('a 401 with actions queued signs out with a plain reason and keeps the queue', async () => {
  const token = await queuedThen401();
  const s = h.stint.snapshot();
  assert.equal(s.session.state, 'signed_out');
  const reason = s.session.state === 'signed_out' ? s.session.reason : null;
  assert.ok(reason);
  assert.match(reason, /sign in again/i);
  assert.doesNotMatch(reason, /401|token_user_agent_mismatch|unauthenticated/i, 'words a person understands, not codes');
  assert.ok(!reason.includes(token));
  assert.equal(s.sync.state, 'signed_out');
  assert.ok(s.sync.queued > 0, 'the queued actions are kept');
  assert.equal(await h.secrets.get(), null, 'the dead token is deleted');
  assert.equal(h.serviceEntries((e) => e.description === WORK).length, 0);
});

test('after a 401, signing in again as the same user sends the queue: one entry of 2 minutes', async () => {
  await queuedThen401();
  await h.signIn();
  await h.advance(MIN);
  const entries = h.serviceEntries((e) => e.description === WORK);
  assert.equal(entries.length, 1, 'one entry, not doubled');
  assert.equal(entries[0]!.user_id, ADA_ID);
  assert.equal(entries[0]!.time_total, 120);
  assert.equal(entries[0]!.stopwatch_started_at, null);
  assert.equal(entries[0]!.time_start, 10 * 3600, 'it starts when she clicked, 10:00');
  const s = h.stint.snapshot();
  assert.equal(s.sync.queued, 0);
  assert.equal(s.sync.state, 'ok');
});

test('after a 401, signing in as another user holds the queue and never sends it', async () => {
  await queuedThen401();
  const queued = h.stint.snapshot().sync.queued;
  const mark = h.mark();
  await h.signIn(DEMO_RUI);
  await h.advance(10 * MIN);

  const s = h.stint.snapshot();
  assert.equal(s.sync.state, 'held');
  assert.equal(s.sync.queued, queued);
  assert.ok(s.sync.message);
  assert.equal(h.serviceEntries((e) => e.description === WORK).length, 0, 'nothing reached the service');
  const writes = h.sentSince(mark).filter((r) => r.startsWith('POST /time-entries'));
  assert.deepEqual(writes, []);
});
