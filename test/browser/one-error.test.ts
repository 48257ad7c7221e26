// One error per place, and the newest: in Chromium on the real engine, an error from an
// earlier attempt goes as soon as a newer attempt is made (its own error, or none once it
// succeeds), in its own place and elsewhere in the window, and an error about a state that
// has passed goes with that state.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pick } from './support/actions.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';
import { fillSignIn } from './support/actions.ts';

const WRONG = 'The email, password or account ID is wrong: check them and try again.';

test("sign-in: a refusal goes once the form is sent again; the field's own error takes its place, never under it", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await fillSignIn(s, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: WRONG }).waitFor();

    // Sent again with the password left empty: only the field says what is wrong now.
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign in' }).press('Enter');
    await page.getByText('Enter your password.', { exact: true }).waitFor();
    assert.equal(await alert.count(), 0, 'the earlier refusal is gone');
    assert.equal(await page.getByText(WRONG).count(), 0);

    // A newer refusal shows, once.
    await page.getByLabel('Password', { exact: true }).fill('still-not-it');
    await page.getByRole('button', { name: 'Sign in' }).press('Enter');
    await page.getByText('After 3 more wrong tries in a row, the service blocks this email for 15 minutes.', { exact: true }).waitFor();
    assert.deepEqual(await alert.allInnerTexts(), [WRONG]);
    assert.equal(await page.getByText('Enter your password.').count(), 0);
  }),
);

test('Refresh: its error goes when the service is back, and when a newer action is taken anywhere in the window', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await page.getByRole('status').filter({ hasText: 'All changes synced.' }).waitFor();
    const refresh = page.getByRole('button', { name: 'Refresh' });
    // Refresh's own error. The week's read, if it comes while offline, says so in its own
    // place (a second alert, one per place): not this one.
    const refused = page.getByRole('alert').filter({ hasText: /^Not refreshed\b/ });

    await s.control({ network: 'offline' });
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await refresh.click();
    await refused.waitFor();
    await s.control({ network: 'online' });
    await page.getByRole('status').filter({ hasText: 'All changes synced.' }).waitFor();
    await refused.waitFor({ state: 'detached' });

    await s.control({ network: 'offline' });
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await refresh.click();
    await refused.waitFor();
    // Started while offline: queued, a success, and the newest thing the person did.
    await pick(page, 'Project', 'website', /Website Redesign/);
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
    await page.getByRole('timer', { name: 'Elapsed time' }).waitFor();
    await refused.waitFor({ state: 'detached' });
  }),
);
