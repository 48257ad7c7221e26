// "Reset the demo" over the page's socket: only a harness started as a demo does it; a
// service that is not the simulator changes nothing and says so; the simulator's reset
// lifts the sign-in block and the demo account is signed in again.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSim, type RunningSim } from '../sim/start.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { resetDemo } from './demo-reset.ts';
import { startHarness } from './server.ts';
import { PageSocket, fixtureRenderer, socketUrlOf } from './support/page-socket.ts';
import { until } from './support/until.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';

let sim: RunningSim;
let rendererDir: string;

before(async () => {
  sim = await startSim();
  rendererDir = fixtureRenderer();
});
after(() => sim.close());

test('a harness not started as a demo refuses the reset in words', HANG_GUARD, async () => {
  const harness = await startHarness({ baseUrl: sim.baseUrl, rendererDir });
  try {
    const page = await PageSocket.open(await socketUrlOf(harness.url), harness.origin);
    assert.deepEqual(await page.demoReset(), { ok: false, message: 'This harness was not started as a demo (--demo), so there is no demo to reset.' });
    await page.close();
  } finally {
    await harness.close();
  }
});

test('blocked after five wrong passwords, the reset lifts the block and signs the demo account in', HANG_GUARD, async () => {
  const harness = await startHarness({ baseUrl: sim.baseUrl, rendererDir, demo: true });
  try {
    for (let n = 1; n <= 5; n++) await harness.stint.signIn({ baseUrl: sim.baseUrl, email: DEMO.admin, password: `wrong-${n}`, accountId: DEMO.accountId });
    const blocked = harness.stint.snapshot().session;
    assert.equal(blocked.state === 'signed_out' && blocked.authWrongLeft, 0);
    const page = await PageSocket.open(await socketUrlOf(harness.url), harness.origin);
    assert.deepEqual(await page.demoReset(), { ok: true });
    const session = (await until(harness.stint, (s) => s.session.state === 'signed_in')).session;
    assert.equal(session.state === 'signed_in' && session.email, DEMO.admin);
    await page.close();
  } finally {
    await harness.close();
  }
});

test('a service that is not the simulator: nothing changes, and the answer says why', HANG_GUARD, async () => {
  const harness = await startHarness({ baseUrl: sim.baseUrl, rendererDir, demo: true });
  try {
    assert.equal((await harness.stint.signIn({ baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId })).ok, true);
    const notFound = () => Promise.resolve(new Response('{}', { status: 404 }));
    const answer = await resetDemo(harness.stint, 'https://tracker.example.com/api/v1', notFound);
    assert.deepEqual(answer, {
      ok: false,
      message: "The simulator's reset at https://tracker.example.com/_sim/reset answered 404: the service at https://tracker.example.com/api/v1 may not be the simulator. Nothing was changed.",
    });
    assert.equal(harness.stint.snapshot().session.state, 'signed_in', 'still signed in');
  } finally {
    await harness.close();
  }
});
