// The demo is safe to play with: the sign-in form says how many wrong tries are left before
// the service blocks the email for 15 minutes, says so when none are left, and in the demo
// offers "Reset the demo" (the simulator's reset, then the demo account signed in, as at
// the start), which really lifts the block. Outside the demo there is no such button.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/sim-fixture.ts';
import { scan } from './support/axe.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import type { StintPage } from './support/stint-page.ts';

async function signInWith(s: StintPage, email: string, password: string): Promise<void> {
  const { page } = s;
  await page.getByRole('textbox', { name: 'Service address' }).fill(s.sim.baseUrl);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Account ID' }).fill(DEMO.accountId);
  await page.getByRole('button', { name: 'Sign in', exact: true }).press('Enter');
}

/** One wrong password, and the answer on screen (the form is busy until it comes). */
async function wrongTry(s: StintPage, email: string, n: number): Promise<void> {
  await signInWith(s, email, `wrong-${n}`);
  await s.page.locator('form[aria-busy="false"]').waitFor();
}

function wrongTriesLine(page: Page, left: number): ReturnType<Page['getByText']> {
  const line = left === 1 ? 'One more wrong try and the service blocks this email for 15 minutes.' : `After ${left} more wrong tries in a row, the service blocks this email for 15 minutes.`;
  return page.getByText(line, { exact: true });
}

/** The fifth wrong answer reads like the four before it; the form says the block has begun, and until when, instead of "try again". */
const BLOCKED = /^The email, password or account ID is wrong, and that makes 5 wrong tries in a row: the service now blocks this email for 15 minutes\. Try again after \d{1,2}:\d{2}( [AP]M)?\.$/;

test('each wrong password says how many wrong tries are left before the block, and the fifth says the block has begun', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    for (let n = 1; n <= 4; n++) {
      await wrongTry(s, DEMO.admin, n);
      await wrongTriesLine(page, 5 - n).waitFor();
    }
    await wrongTry(s, DEMO.admin, 5);
    await page.getByRole('alert').filter({ hasText: BLOCKED }).waitFor();
    assert.match(await page.getByRole('alert').innerText(), BLOCKED);
    assert.equal(await page.getByText(/^(After \d+ more wrong tries|One more wrong try)/).count(), 0, 'no count of tries left once none are');
    // Not a demo: nothing here can lift the service's block.
    assert.equal(await page.getByRole('button', { name: 'Reset the demo' }).count(), 0);
    // And the service does block: the right password is refused now.
    await signInWith(s, DEMO.admin, DEMO.password);
    await page.getByRole('alert').filter({ hasText: 'Sign-ins for this email are blocked after 5 wrong ones in a row. Try again in 15 minutes.' }).waitFor();
    assert.equal(s.harness.stint.snapshot().session.state, 'signed_out');
  }),
);

test('blocked in the demo, "Reset the demo" lifts the block and signs the demo account in again', BROWSER, (t) =>
  withStint({ demo: true }, async (s) => {
    const { page } = s;
    assert.equal(await page.getByRole('button', { name: 'Reset the demo' }).count(), 0, 'not offered before a block');
    for (let n = 1; n <= 5; n++) await wrongTry(s, DEMO.admin, n);
    await page.getByRole('alert').filter({ hasText: BLOCKED }).waitFor();
    await page.getByText('Reset the demo to lift the block now: the simulator starts again from the demo data.', { exact: true }).waitFor();
    const reset = page.getByRole('button', { name: 'Reset the demo' });
    await scan(t, page, 'sign-in-demo-blocked', 'light');
    await reset.press('Enter');
    await page.getByRole('combobox', { name: 'Project' }).waitFor();
    const session = s.harness.stint.snapshot().session;
    assert.equal(session.state, 'signed_in');
    assert.equal(session.state === 'signed_in' ? session.email : '', DEMO.admin);

    // The block is gone on the service: signed out, the right password signs in through the form.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Sign out' }).press('Enter');
    await signInWith(s, DEMO.admin, DEMO.password);
    await page.getByRole('combobox', { name: 'Project' }).waitFor();
    assert.equal(s.harness.stint.snapshot().session.state, 'signed_in');
  }),
);

test("the demo's Add an account fills in the simulator's second account: one click adds it, nothing of your own needed", BROWSER, () =>
  withStint({ demo: true }, async (s) => {
    const { page } = s;
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('combobox', { name: 'Project' }).waitFor();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Add an account…' }).click();
    const form = page.getByRole('form', { name: 'Add an account' });
    assert.equal(await form.getByRole('textbox', { name: 'Name' }).inputValue(), 'Studio');
    assert.equal(await form.getByRole('textbox', { name: 'Account ID' }).inputValue(), 'studio');
    await form.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('list', { name: 'Your accounts' }).getByRole('listitem', { name: 'Studio' }).waitFor();
    const rows = s.harness.stint.snapshot().accounts?.rows ?? [];
    assert.deepEqual(rows.map((r) => [r.name, r.accountId, r.session]), [['demo', DEMO.accountId, 'signed_in'], ['Studio', 'studio', 'signed_in']]);
    // Added once: a second Add starts empty (the demo has no third account).
    await page.getByRole('button', { name: 'Add an account…' }).click();
    assert.equal(await form.getByRole('textbox', { name: 'Account ID' }).inputValue(), '');
  }),
);
