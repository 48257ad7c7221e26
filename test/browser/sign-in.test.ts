// A refused sign-in in Chromium on the real engine: what went wrong shows as an alert, once
// (never the password), with the wrong tries left before the block; once the service
// refuses for the day's limit, why and when to try again; the right credentials then sign in.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO } from '../support/sim-fixture.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import { fillSignIn } from './support/actions.ts';

test('a wrong password is refused in plain words, never echoed; the right one then signs in', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await fillSignIn(s, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const said = await alert.innerText();
    assert.equal(said, 'The email, password or account ID is wrong: check them and try again.', "said once: the service's words would repeat it");
    assert.doesNotMatch(said, /not-the-password/);
    assert.equal(s.harness.stint.snapshot().session.state, 'signed_out');
    // What this computer counted against the service's limits on sign-ins: the wrong tries
    // before the block; 59 sign-ins left today is plenty, so not said.
    await page.getByText('After 4 more wrong tries in a row, the service blocks this email for 15 minutes.', { exact: true }).waitFor();
    assert.equal(await page.getByText(/sign-ins? left today|at most/).count(), 0);

    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).press('Enter');
    await page.getByRole('combobox', { name: 'Project' }).waitFor();
    assert.equal(s.harness.stint.snapshot().session.state, 'signed_in');
    assert.deepEqual(s.errors, []);
  }),
);

test("once the day's sign-ins are used up, the form says none are left and until when", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    // Another app signs in until the service refuses for the day (the limit is per user).
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      const r = await fetch(`${s.sim.baseUrl}/auth`, {
        method: 'POST',
        headers: { 'user-agent': 'OtherDevice/1.0 (browser test)' },
        body: new URLSearchParams({ email: DEMO.admin, password: DEMO.password, account_id: DEMO.accountId }),
      });
      refused = r.status === 429;
    }
    assert.ok(refused, 'the service refused at last');
    await fillSignIn(s, DEMO.password);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /^The service allows 60 sign-ins a day, and today's are used up\. Try again after \d{1,2}[:.]\d{2}( [AP]M)?\.$/);
    assert.equal(await page.getByText(/left today/).count(), 0, 'none left: the alert says so, once');
    assert.equal(s.harness.stint.snapshot().session.state, 'signed_out');
  }),
);
