// The harness's `window.stint` in real Chromium, under the page's own CSP, before any
// renderer: a stand-in page (a CSP and a module script) is enough to show that the bridge
// carries commands and events, that the page can reach nothing but the harness, and that a
// lost harness is an answer, not a hang.

import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Snapshot } from '../../main/core/snapshot.ts';
import type { StintBridge } from '../../main/ipc/bridge.ts';
import type { IpcAnswer } from '../../main/ipc/contract.ts';
import { fixtureRenderer } from '../harness/support/page-socket.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { BROWSER, withStint } from './support/browser-test.ts';

let rendererDir = '';
before(() => {
  rendererDir = fixtureRenderer();
});
after(() => rmSync(rendererDir, { recursive: true, force: true }));

type WithBridge = { stint: StintBridge };

test('commands answer and snapshots arrive over window.stint', BROWSER, () =>
  withStint({ rendererDir }, async (s) => {
    const { page } = s;
    const first = (await page.evaluate(() => (window as unknown as WithBridge).stint.getSnapshot())) as IpcAnswer<'getSnapshot'>;
    assert.equal(first.ok && first.value.session.state, 'signed_out');
    const email = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const off = (window as unknown as WithBridge).stint.onSnapshot((snap: Snapshot) => {
            if (snap.session.state !== 'signed_in') return;
            off();
            resolve(snap.session.email);
          });
        }),
    );
    const answer = await page.evaluate(
      (input) => (window as unknown as WithBridge).stint.signIn(input),
      { baseUrl: s.sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId },
    );
    assert.deepEqual(answer, { ok: true, value: { ok: true } });
    assert.equal(await email, DEMO.admin);
    const refused = await page.evaluate(() => (window as unknown as WithBridge).stint.start({ projectId: -1 }));
    assert.equal(!refused.ok && refused.error.kind, 'bad_payload');
  }),
);

test("the page's CSP lets it reach only the harness socket", BROWSER, () =>
  withStint({ rendererDir }, async (s) => {
    const { page } = s;
    const reached = await page.evaluate((url) => fetch(url).then(() => 'reached', () => 'blocked'), `${s.sim.baseUrl}/projects`);
    assert.equal(reached, 'blocked');
    assert.ok(s.errors.some((e) => /Content Security Policy/.test(e) && /connect-src/.test(e)), s.errors.join('\n'));
    // That refusal was the point; nothing else may have gone wrong.
    s.errors.splice(0);
  }),
);

test('a harness that stopped answers every command with what happened and what to do', BROWSER, () =>
  withStint({ rendererDir }, async (s) => {
    await s.harness.close();
    const answer = await s.page.evaluate(async () => {
      const stint = (window as unknown as WithBridge).stint;
      // The socket learns of the close a moment later: ask until it has.
      for (;;) {
        const a = await stint.getSnapshot();
        if (!a.ok) return a;
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    assert.equal(answer.ok, false);
    assert.equal(!answer.ok && answer.error.kind, 'failed');
    assert.match(!answer.ok ? answer.error.message : '', /connection to the Stint harness was lost.*Start it again and reload/);
    // With the harness gone, what the page still asks of it is refused: expected here.
    // So is its asking every second whether the harness is back (/harness/alive), and, when the
    // harness stops before the page's own socket was up (a loaded machine), that socket.
    s.errors.splice(0, s.errors.length, ...s.errors.filter((e) => !/Failed to load resource: net::ERR_CONNECTION_(REFUSED|RESET)|WebSocket connection to '[^']*\/(harness\/alive|bridge\?[^']*)' failed/.test(e)));
  }),
);
