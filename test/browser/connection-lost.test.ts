// The harness stops under an open page: the page says at once that it lost its connection,
// with no clock ticking on and no "Syncing" that never ends, and once a harness answers at
// the same address again it asks for a reload, which connects the page to the new one.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startHarness } from '../harness/server.ts';
import { until } from '../harness/support/until.ts';
import { scan } from './support/axe.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import { builtRenderer } from './support/renderer-build.ts';
import { signInAsDemo } from './support/stint-page.ts';

/** While the harness is away the page asks whether it is back; Chromium logs each refused try as an error. */
const REFUSED_PROBE = /^console error: WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/harness\/alive' failed/;
/**
 * The other screens' code comes ahead after Quick entry's, in turn with the picker's warm-up
 * (app/quick-entry-ahead.ts): on a loaded machine that can be after the harness stopped, and
 * Chromium logs each refused fetch (a CI rehearsal saw three), or each one reset when it was
 * under way as the harness closed its connections (another, at load 15, saw three resets).
 * Only after the stop: the harness gone is what refused them (an app loads its chunks from its
 * own files).
 */
const REFUSED_FETCH = /^console error: Failed to load resource: net::ERR_CONNECTION_(REFUSED|RESET)$/;

test('the harness stops: the page says so at once, nothing ticks on, and it offers a reload once the harness is back', BROWSER, (t) =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const snapshot = await until(s.harness.stint, (snap) => snap.projects.length > 0);
    const website = snapshot.projects.find((p) => p.name === 'Website Redesign');
    assert.ok(website);
    assert.equal((await s.harness.stint.start({ projectId: website.id, description: 'until the harness stops' })).ok, true);
    await page.getByRole('timer', { name: 'Elapsed time' }).waitFor();
    // Quick entry's code is fetched ahead once the window is idle (app/quick-entry-ahead.ts): on a
    // loaded machine that can come after the harness stopped, a refused fetch the page logs.
    // Opened once here, it has come before.
    await page.getByRole('tab', { name: 'Quick entry' }).click();
    await page.getByRole('region', { name: 'Quick entry' }).waitFor();
    await page.getByRole('tab', { name: 'Timer' }).click();
    await page.getByRole('timer', { name: 'Elapsed time' }).waitFor();
    const port = Number(new URL(s.harness.origin).port);

    const loggedBefore = s.errors.length;
    await s.harness.close();
    await page.getByRole('heading', { name: 'Connection lost' }).waitFor();
    const alert = page.getByRole('alert');
    assert.equal(
      await alert.innerText(),
      'This page lost its connection to Stint: the harness that served it stopped. What it showed may be out of date, and nothing can be sent from it. It offers to reload as soon as Stint answers at this address again.',
    );
    // Nothing left that would go on as if connected: no running clock, no sync status, no forms.
    assert.equal(await page.getByRole('timer').count(), 0, 'no clock ticking on');
    assert.equal(await page.getByText(/Syncing/).count(), 0, 'no endless Syncing');
    assert.equal(await page.getByRole('button').count(), 0, 'no command to press');
    await scan(t, page, 'connection-lost', 'light');

    const again = await startHarness({ baseUrl: s.sim.baseUrl, port, rendererDir: await builtRenderer() });
    try {
      await page.getByRole('status').filter({ hasText: 'Stint answers at this address again. Reload this page to connect to it.' }).waitFor();
      await scan(t, page, 'connection-back', 'light');
      await page.getByRole('button', { name: 'Reload' }).press('Enter');
      // The new harness is a new engine, signed out (its session was in memory).
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      assert.equal(await page.getByRole('heading', { name: 'Connection lost' }).count(), 0);
      s.errors.splice(0, s.errors.length, ...s.errors.filter((e, i) => !REFUSED_PROBE.test(e) && !(i >= loggedBefore && REFUSED_FETCH.test(e))));
    } finally {
      await again.close();
    }
  }),
);
