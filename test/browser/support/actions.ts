// What a person does in the window, by keyboard, finding controls by role and name.

import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { TimeEntry } from '../../sim/model.ts';
import { DEMO } from '../../support/sim-fixture.ts';
import { eventually } from './eventually.ts';
import { secondsIn } from './fields.ts';
import type { StintPage } from './stint-page.ts';

/**
 * Types `query` into a picker and presses Enter on the option `option` matches, once it is
 * listed first. `where`: the page, or the form holding the picker when more than one shows.
 */
export async function pick(where: Page | Locator, picker: 'Project' | 'Task', query: string, option: RegExp): Promise<void> {
  const page = 'keyboard' in where ? where : where.page();
  const box = where.getByRole('combobox', { name: picker });
  await box.focus();
  await page.keyboard.type(query);
  const first = where.getByRole('listbox', { name: picker }).getByRole('option').first();
  await eventually(async () => (await first.textContent()) ?? '', (t) => option.test(t), `${picker} option ${option} to come first`);
  await page.keyboard.press('Enter');
}

/** Starts a timer on Website Redesign (no task needed) from the timer screen. */
export async function startWebsite(s: StintPage, description: string): Promise<void> {
  const { page } = s;
  await pick(page, 'Project', 'website', /Website Redesign/);
  await page.getByLabel('Description', { exact: true }).fill(description);
  await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Stop' }).waitFor();
}

/** Waits until the timer on screen has passed a second (an offline run that holds time). */
export async function pastOneSecond(page: Page): Promise<void> {
  const timer = page.getByRole('timer', { name: 'Elapsed time' });
  await eventually(async () => secondsIn(await timer.innerText()), (n) => n >= 1, 'the timer to pass a second');
}

/**
 * Waits until the running entry is on the service and has run there for over a second, so
 * that cutting it later leaves time on the service. The service starts its stopwatch when
 * the start arrives, which can be a while after the click: the wait counts from the
 * confirmation, on the window's own timer (two ticks: at least one whole second).
 */
export async function runningOnServiceForASecond(s: StintPage): Promise<void> {
  await eventually(
    () => s.harness.stint.snapshot(),
    (snap) => snap.sync.queued === 0 && snap.running !== null && snap.running.id !== null,
    'the start to reach the service',
  );
  const timer = s.page.getByRole('timer', { name: 'Elapsed time' });
  const confirmedAt = secondsIn(await timer.innerText());
  await eventually(async () => secondsIn(await timer.innerText()), (n) => n >= confirmedAt + 2, 'the timer to run on');
}

/** The time entries the service holds now that were not in `before`. */
export function newEntries(s: StintPage, before: Set<number>): TimeEntry[] {
  return [...s.sim.sim.ctx.store.entries.values()].filter((e) => !before.has(e.id)).sort((a, b) => a.id - b.id);
}

/** The text of the status region (role status). */
export function statusText(page: Page): Promise<string> {
  return page.getByRole('status').first().innerText();
}

/** Another device of the same person in an account (the demo account unless named), signed in: its user agent and token, for requests that spend the account's quota. */
export async function otherDevice(s: StintPage, accountId: string = DEMO.accountId): Promise<{ get(path: string): Promise<Response> }> {
  const ua = 'OtherDevice/1.0 (browser test)';
  const auth = await fetch(`${s.sim.baseUrl}/auth`, {
    method: 'POST',
    headers: { 'user-agent': ua },
    body: new URLSearchParams({ email: DEMO.admin, password: DEMO.password, account_id: accountId }),
  });
  assert.equal(auth.status, 200);
  const { token } = (await auth.json()) as { token: string };
  return { get: (path) => fetch(`${s.sim.baseUrl}${path}`, { headers: { 'user-agent': ua, 'x-api-token': token } }) };
}

/** Another device of the same account uses up the day's quota (until the service refuses with that code). */
export async function useUpTheDay(s: StintPage): Promise<void> {
  const device = await otherDevice(s);
  for (let i = 0; i < 200; i++) {
    const r = await device.get('/projects');
    if (r.status === 429) {
      const body = (await r.json()) as { code?: string };
      if (body.code === 'account_daily_limit_exceeded') return;
      // A per-second limit: wait as the service asks.
      await new Promise((resolve) => setTimeout(resolve, Number(r.headers.get('retry-after') ?? '1') * 1000));
      continue;
    }
    assert.equal(r.status, 200);
  }
  assert.fail('the daily quota never ran out');
}

/** Waits until `locator` has the keyboard focus. */
export function focused(what: string, locator: Locator): Promise<boolean> {
  return eventually(() => locator.evaluate((el) => el === document.activeElement), (yes) => yes, `${what} to have the focus`);
}

/** Hides the window with Escape and shows it again, as a click on the tray icon or the shortcut does. */
export async function hideAndShow(s: StintPage): Promise<void> {
  await s.page.keyboard.press('Escape');
  await eventually(() => s.harness.stint.snapshot().windowVisible, (v) => v === false, 'the window to be hidden');
  s.harness.stint.setWindowVisible(true);
  await eventually(() => s.harness.stint.snapshot().windowVisible, (v) => v, 'the window to be shown');
}

/** Fills the sign-in form with the demo admin and `password`, and sends it. */
export async function fillSignIn(s: StintPage, password: string): Promise<void> {
  const { page } = s;
  await page.getByRole('textbox', { name: 'Service address' }).fill(s.sim.baseUrl);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Account ID' }).fill(DEMO.accountId);
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
}
