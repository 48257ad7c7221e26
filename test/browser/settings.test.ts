// Settings in Chromium on the real engine, by keyboard: a bad value is refused next to its
// field and nothing is saved; good values are saved by the engine, survive a reload of the
// window, and the theme switches the page's colours.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { descriptionOf } from './support/fields.ts';
import { signInAsDemo } from './support/stint-page.ts';

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
}

/** Replaces a field's text and leaves it with Tab, as a person would. */
async function typeAndLeave(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('idle and reminder minutes: out of range is refused at the field, in range is saved and kept after a reload', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const before = s.harness.stint.snapshot().settings;

    await typeAndLeave(page, 'Away after (minutes)', '0');
    assert.match(await descriptionOf(page.getByLabel('Away after (minutes)', { exact: true })), /from 1 to 120/);
    await typeAndLeave(page, 'Remind every (minutes)', '2');
    assert.match(await descriptionOf(page.getByLabel('Remind every (minutes)', { exact: true })), /from 5 to 240/);
    assert.deepEqual(s.harness.stint.snapshot().settings, before, 'nothing saved');

    await typeAndLeave(page, 'Away after (minutes)', '7');
    await page.getByText('Idle threshold saved.').waitFor();
    await typeAndLeave(page, 'Remind every (minutes)', '45');
    await page.getByText('Reminder interval saved.').waitFor();
    const saved = s.harness.stint.snapshot().settings;
    assert.equal(saved.idle.thresholdMinutes, 7);
    assert.equal(saved.reminders.intervalMinutes, 45);

    await page.reload();
    await page.getByRole('combobox', { name: 'Project' }).waitFor();
    await openSettings(page);
    assert.equal(await page.getByLabel('Away after (minutes)', { exact: true }).inputValue(), '7');
    assert.equal(await page.getByLabel('Remind every (minutes)', { exact: true }).inputValue(), '45');
    assert.deepEqual(s.errors, []);
  }),
);

test('own working hours with two windows: an impossible time is named at its window, a valid set is saved', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    await page.getByLabel('My own hours').check();
    await page.getByRole('button', { name: 'Add a window' }).click();
    await typeAndLeave(page, 'Window 2 until', '25:00');
    await page.getByRole('button', { name: 'Save working hours' }).press('Enter');
    const window2 = page.locator('.windows li').nth(1);
    await window2.locator('.field-error').waitFor();
    assert.equal(s.harness.stint.snapshot().settings.workingHours, null, 'the account hours are still used');

    await typeAndLeave(page, 'Window 1 until', '12:00');
    await typeAndLeave(page, 'Window 2 until', '17:30');
    await page.getByRole('button', { name: 'Save working hours' }).press('Enter');
    await page.getByText('Working hours saved.').waitFor();
    const hours = s.harness.stint.snapshot().settings.workingHours;
    assert.ok(hours !== null);
    assert.deepEqual(hours.windows, [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:30' },
    ]);
    assert.deepEqual(s.errors, []);
  }),
);

test('the theme setting switches the window between light and dark, whatever the system says', BROWSER, () =>
  withStint({ colorScheme: 'light' }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const light = await background(page);
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByText('Theme saved.').waitFor();
    const dark = await eventually(() => background(page), (c) => c !== light, 'the page to turn dark');
    // Dark means a dark background: each channel well under the middle.
    const channels = (dark.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    assert.ok(channels.every((c) => c < 80), `dark background, got ${dark}`);
    assert.equal(s.harness.stint.snapshot().settings.theme, 'dark');
    await page.getByLabel('Theme').selectOption('system');
    await eventually(() => background(page), (c) => c === light, 'the page to follow the (light) system again');
  }),
);
