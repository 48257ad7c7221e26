// The states that come and go, scanned by axe-core in Chromium on the real engine, light and
// dark, with a screenshot of each (support/axe.ts): a field error of the start form, the
// running timer's Started earlier… group with a refusal at its field, Switch, an entry's
// Edit and Split forms with an error at a field, a notice from the service, the list of what waits, signed out with
// actions kept, the request limit reached, and the demo's sign-in.
// accessibility.test.ts walks the screens themselves.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { DEMO } from '../support/sim-fixture.ts';
import { pick, startWebsite, statusText, useUpTheDay } from './support/actions.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const ADA = 1;

async function simControl(s: StintPage, path: string, body: unknown): Promise<void> {
  const r = await fetch(`${s.sim.origin}/_sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(r.status, 200, `/_sim/${path} answered ${r.status}`);
}

const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'nothing waiting');

async function walkStates(t: TestContext, s: StintPage): Promise<void> {
  const { page } = s;
  await signInAsDemo(s);

  // Started without the task its project needs: the error at the Task field.
  await pick(page, 'Project', 'mobile', /Mobile App/);
  await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
  await eventually(() => page.getByRole('combobox', { name: 'Task' }).getAttribute('aria-invalid'), (v) => v === 'true', 'the task error');
  await scanSchemes(t, page, 'start-task-required');

  await startWebsite(s, 'Header layout');
  // Started earlier… open, a time later than now refused at its field.
  await page.getByRole('button', { name: /Started earlier/ }).press('Enter');
  const startedAt = page.getByRole('textbox', { name: 'Started at' });
  await startedAt.fill('11:59 PM');
  await startedAt.press('Enter');
  await eventually(() => startedAt.getAttribute('aria-invalid'), (v) => v === 'true', 'the refusal at Started at');
  await scanSchemes(t, page, 'timer-started-earlier');
  await page.keyboard.press('Escape');
  await startedAt.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Switch' }).press('Enter');
  await page.keyboard.press('Escape');
  await scanSchemes(t, page, 'timer-switch');
  await page.getByRole('button', { name: 'Cancel' }).press('Enter');

  await page.getByRole('button', { name: 'Stop' }).press('Enter');
  await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  await queuedNone(s);
  const today = page.getByRole('region', { name: 'Today' });
  const edit = today.getByRole('button', { name: 'Edit Website Redesign: Header layout', exact: true });
  await edit.press('Enter');
  // The entry's form, a time it cannot read refused at its field.
  const form = today.getByRole('form', { name: 'Edit Website Redesign: Header layout' });
  await form.getByRole('textbox', { name: 'Start time' }).fill('99');
  await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
  await eventually(() => form.getByRole('textbox', { name: 'Start time' }).getAttribute('aria-invalid'), (v) => v === 'true', 'the error at Start time');
  await scanSchemes(t, page, 'today-edit');
  await page.keyboard.press('Escape');
  // The focus goes back to Edit with the render that closes the form.
  await eventually(() => edit.evaluate((el) => el === document.activeElement), (yes) => yes, 'Edit to have the focus back');
  // Split, a time outside the entry refused at its field.
  await today.getByRole('button', { name: 'Split Website Redesign: Header layout', exact: true }).press('Enter');
  const at = today.getByRole('form', { name: 'Split Website Redesign: Header layout' }).getByRole('textbox', { name: 'Split at' });
  await at.fill('1:00 AM');
  await at.press('Enter');
  await eventually(() => at.getAttribute('aria-invalid'), (v) => v === 'true', 'the refusal at Split at');
  await scanSchemes(t, page, 'today-split');
  await page.keyboard.press('Escape');
  await at.waitFor({ state: 'detached' });

  // The service refuses a start: the project was archived there since the window listed it.
  await pick(page, 'Project', 'internal', /Internal Tools/);
  const internal = [...s.sim.sim.ctx.store.projects.values()].find((p) => p.name === 'Internal Tools')!;
  internal.active = 0;
  await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
  await page.locator('.notice').waitFor();
  await scanSchemes(t, page, 'notice');
  internal.active = 1;
  await queuedNone(s);

  await s.control({ network: 'offline' });
  await startWebsite(s, 'Offline work');
  await eventually(() => statusText(page), (text) => /^Offline: \d+ actions? waiting to sync\./.test(text), 'the status to say what waits');
  await page.getByText(/^Show what waits/).click();
  await page.getByRole('listitem').filter({ hasText: /Offline work/ }).first().waitFor();
  await scanSchemes(t, page, 'offline-waiting-list');

  // Revoked elsewhere while the start waits: signed out, the action kept and said.
  const tokens = s.sim.sim.ctx.store.tokens;
  for (const [key, token] of tokens) if (token.user_id === ADA) tokens.delete(key);
  await s.control({ network: 'online' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await eventually(() => statusText(page), (text) => /^Signed out: \d+ actions? kept\./.test(text), 'the status to say the action is kept');
  await scanSchemes(t, page, 'signed-out-kept');

  // On a Free plan whose day another device used up: the request limit reached, until when.
  await signInAsDemo(s);
  await queuedNone(s);
  await simControl(s, 'plan', { account_id: DEMO.accountId, plan: 'free' });
  await useUpTheDay(s);
  await page.getByRole('button', { name: 'Refresh' }).press('Enter');
  await eventually(() => statusText(page), (text) => text.startsWith('Request limit reached'), 'the limit to be announced');
  await scanSchemes(t, page, 'rate-limited');
}

test('the states that come and go pass axe-core with the system in light and in dark', BROWSER, (t) =>
  withStint({}, (s) => walkStates(t, s)),
);

test("the demo's sign-in passes axe-core with the system in light and in dark", BROWSER, (t) =>
  withStint({ demo: true }, async (s) => {
    await s.page.getByRole('button', { name: /demo/i }).waitFor();
    await scanSchemes(t, s.page, 'sign-in-demo');
  }),
);
