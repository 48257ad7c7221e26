// A request sent with a token the service has since revoked can be answered after the person
// has signed in again (a slow network holds it, or the step after it waits on the disk). Its
// 401 is about the old session: it must not sign the new one out, nor delete the new token
// from the keychain, nor keep the queued start from going. Found by the property suite (seed
// 1953448762: a revoked account signed in again kept its two queued actions for good).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ACCOUNT, DEMO_ADA, DEMO_PASSWORD, EngineHarness } from '../support/engine-harness.ts';
import { destroyToken } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(async () => {
  await h?.close();
});

test("a start's 401 that arrives after the person signed in again leaves the new session signed in, and the start is sent with it", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z', heldLatency: true });
  await h.signIn();
  await destroyToken(h.sim.baseUrl, await h.engineToken());
  // The start's request takes 10 s to be answered; the sign-in is quick.
  await h.sim.control.faults({ latency_ms: 10_000, path_prefix: '/time-entries' });
  assert.deepEqual(await h.stint.start({ projectId: 1, taskId: null, description: 'Slow start' }), { ok: true });
  await h.quiet();
  const signedIn = await h.stint.signIn({ baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: DEMO_ACCOUNT });
  assert.deepEqual(signedIn, { ok: true });
  const token = await h.engineToken();
  // The old token's refusal of the start comes now.
  await h.step(10_000);
  await h.quiet();
  await h.sim.control.faults({});
  assert.equal(h.stint.snapshot().session.state, 'signed_in', 'the late 401 was about the old token');
  assert.equal(await h.engineToken(), token, 'the new token is kept in the keychain');
  await h.step(60_000);
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 0, 'the start was sent with the new session');
  const sent = h.serviceEntries((e) => e.description === 'Slow start');
  assert.equal(sent.length, 1, 'once');
  assert.notEqual(sent[0]!.stopwatch_started_at, null, 'and it runs');
});
