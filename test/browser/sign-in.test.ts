// A refused sign-in in Chromium on the real engine: what went wrong shows as an alert (never
// the password), and once the service refuses for the day's limit, the attempts left (0)
// and when to try again; the right credentials then sign in.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO } from '../support/sim-fixture.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import type { StintPage } from './support/stint-page.ts';

async function fillSignIn(s: StintPage, password: string): Promise<void> {
  const { page } = s;
  await page.getByRole('textbox', { name: 'Service address' }).fill(s.sim.baseUrl);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Account ID' }).fill(DEMO.accountId);
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
}

test('a wrong password is refused in plain words, never echoed; the right one then signs in', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await fillSignIn(s, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const said = await alert.innerText();
    assert.match(said, /The service says: “Wrong email, password or account_id”. The email, password or account ID is wrong: check them/);
    assert.doesNotMatch(said, /not-the-password/);
    assert.equal(s.harness.stint.snapshot().session.state, 'signed_out');
    // What this computer counted against the service's limits on sign-ins.
    await page.getByText('Sign-in attempts left today: at most 59.', { exact: true }).waitFor();
    await page.getByText('Wrong tries left before the service blocks this email for 15 minutes: at most 4.', { exact: true }).waitFor();

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
    assert.match(await alert.innerText(), /Too many sign-ins today\. Try again after \d{1,2}[:.]\d{2}/);
    await page.getByText('Sign-in attempts left today: at most 0.', { exact: true }).waitFor();
    assert.equal(s.harness.stint.snapshot().session.state, 'signed_out');
  }),
);
