// Every screen and state of the window, scanned by axe-core in Chromium on the real engine,
// light and dark (the system's scheme, and the Theme setting forcing the other one), with a
// screenshot of each in SCREENSHOT_DIR under `npm run screenshots`. One page walks through the states in a person's
// order; each state's scan is a subtest of its own, so a violation names the state.

import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/sim-fixture.ts';
import { pastOneSecond, pick, statusText } from './support/actions.ts';
import { scan as scanPage, scanSchemes, screenshotSchemes, type Scheme } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import { testClock } from '../support/test-day.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const scanForced = (t: TestContext, s: StintPage, state: string, scheme: Scheme) => scanPage(t, s.page, state, scheme);
const scan = (t: TestContext, s: StintPage, state: string) => scanSchemes(t, s.page, state);

async function openTab(page: Page, name: 'Timer' | 'Quick entry' | 'Settings'): Promise<void> {
  await page.getByRole('tab', { name }).press('Enter');
}

/** Walks through every screen and state, scanning each. */
async function walk(t: TestContext, s: StintPage, clock: OffsetClock): Promise<void> {
  const { page } = s;
  const field = (name: string) => page.getByLabel(name, { exact: true });

  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await scan(t, s, 'sign-in');

  await field('Service address').fill(s.sim.baseUrl);
  await field('Email').fill(DEMO.admin);
  await field('Password').fill('not the password');
  await field('Account ID').fill(DEMO.accountId);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').waitFor();
  await scan(t, s, 'sign-in-error');

  await signInAsDemo(s);
  await page.getByRole('button', { name: 'Start' }).waitFor();
  await page.getByRole('heading', { name: 'Today' }).waitFor();
  await scan(t, s, 'timer-idle');

  await page.getByRole('combobox', { name: 'Project' }).focus();
  await page.keyboard.type('web');
  await page.getByRole('listbox', { name: 'Project' }).getByRole('option').first().waitFor();
  await scan(t, s, 'project-picker');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Project' }).fill('');

  await pick(page, 'Project', 'website', /Website Redesign/);
  await field('Description').fill('Header layout');
  await page.getByRole('button', { name: 'Start' }).press('Enter');
  await page.getByRole('button', { name: 'Stop' }).waitFor();
  await pastOneSecond(page);
  await scan(t, s, 'timer-running');
  // Today and the week, below the timer (the same page, scanned just above), clear of the tabs.
  await page.getByRole('region', { name: 'Today' }).evaluate((el) => {
    el.style.scrollMarginTop = '48px';
    el.scrollIntoView({ block: 'start' });
  });
  await screenshotSchemes(page, 'today');

  await openTab(page, 'Quick entry');
  await page.getByRole('region', { name: 'Quick entry' }).waitFor();
  await field('Start time').fill('25:00');
  await field('End time').fill('09:00');
  await page.getByRole('button', { name: 'Save entry' }).press('Enter');
  await eventually(() => page.getByRole('combobox', { name: 'Project' }).getAttribute('aria-invalid'), (v) => v === 'true', 'the project error');
  await scan(t, s, 'quick-entry-errors');

  await pick(page, 'Project', 'website', /Website Redesign/);
  await field('Description').fill('Written up later');
  await field('Start time').fill('06:00');
  await field('End time').fill('');
  await field('Duration').fill('0:45');
  await page.getByRole('region', { name: 'Quick entry' }).getByText(/–.*, 0:45$/).waitFor();
  await scan(t, s, 'quick-entry-preview');

  await openTab(page, 'Settings');
  await page.getByRole('region', { name: 'Settings' }).waitFor();
  await scan(t, s, 'settings');

  await openTab(page, 'Timer');
  await page.getByRole('button', { name: 'Stop' }).waitFor();
  await s.control({ event: 'lock' });
  // Away longer than the idle threshold: a shorter lock passes without a prompt.
  clock.jump(10 * 60_000);
  await s.control({ event: 'unlock' });
  const dialog = page.getByRole('dialog', { name: 'The screen was locked' });
  await dialog.waitFor();
  await scan(t, s, 'idle-prompt');
  await dialog.getByRole('button', { name: 'Keep', exact: true }).press('Enter');
  await dialog.waitFor({ state: 'hidden' });

  await s.control({ network: 'offline' });
  await page.getByRole('button', { name: 'Stop' }).press('Enter');
  await page.getByRole('button', { name: 'Start' }).waitFor();
  await eventually(() => statusText(page), (text) => /^Offline: \d+ actions? waiting to sync\./.test(text), 'the status to say what waits');
  await scan(t, s, 'offline');
}

test('every screen and state passes axe-core with the system in light and in dark', BROWSER, (t) => {
  const clock = testClock();
  return withStint({ clock }, (s) => walk(t, s, clock));
});

// The Theme setting overrides the system's scheme: each forced theme is scanned on the
// system's opposite, on the busiest screens (one page: the system turns dark half way).
test('the Theme setting "dark" on a light system, then "light" on a dark one, passes axe-core', BROWSER, (t) =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    for (const [system, theme] of [['light', 'dark'], ['dark', 'light']] as const) {
      await page.emulateMedia({ colorScheme: system });
      await openTab(page, 'Settings');
      await page.getByLabel('Theme', { exact: true }).selectOption(theme);
      await eventually(() => page.evaluate(() => document.documentElement.dataset.theme), (v) => v === theme, `the page to take the ${theme} theme`);
      await scanForced(t, s, `settings-theme-${theme}-on`, system);
      await openTab(page, 'Timer');
      if (system === 'light') {
        await pick(page, 'Project', 'website', /Website Redesign/);
        await page.getByRole('button', { name: 'Start' }).press('Enter');
      }
      await page.getByRole('button', { name: 'Stop' }).waitFor();
      await scanForced(t, s, `timer-running-theme-${theme}-on`, system);
      await openTab(page, 'Quick entry');
      await page.getByRole('region', { name: 'Quick entry' }).waitFor();
      await scanForced(t, s, `quick-entry-theme-${theme}-on`, system);
    }
  }),
);
