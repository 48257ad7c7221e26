// Settings in Chromium on the real engine, by keyboard: a bad value is refused next to its
// field and nothing is saved; good values are saved by the engine, survive a reload of the
// window, and the theme switches the page's colours. Working hours show the service's, are
// typed in either clock, and their errors are read with their fields.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeResults, describeViolation } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { descriptionOf } from './support/fields.ts';
import { openSettings, signInAsDemo, type StintPage } from './support/stint-page.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { formatHm, parseTimeOfDay } from '../../renderer/text/time-input.ts';
import { dayName, describeHours } from '../../renderer/settings/working-hours-text.ts';

/** Replaces a field's text and leaves it with Tab, as a person would. */
async function typeAndLeave(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** The time of day a field shows, as HH:MM, whichever clock the page's locale uses. */
async function timeIn(page: Page, label: string): Promise<string | undefined> {
  const s = parseTimeOfDay(await page.getByLabel(label, { exact: true }).inputValue());
  return s === undefined ? undefined : formatHm(s);
}

/** Sets the demo admin's working hours on the service, before the engine reads them at sign-in. */
function setServiceHours(s: StintPage, hours: { work_days: number[]; work_start_at: number; work_end_at: number }): void {
  const user = [...s.sim.sim.ctx.store.users.values()].find((u) => u.email === DEMO.admin);
  assert.ok(user, 'the demo admin');
  Object.assign(user, hours);
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

    // A new page opens where the last one was left (issue 71: the view main keeps), Settings here.
    await page.reload();
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
    assert.equal(await descriptionOf(page.getByLabel('Window 2 until', { exact: true })), 'Enter a time, e.g. 9:00 or 9:00 AM.');
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

test('working hours typed on a 12-hour clock are saved as HH:MM; an unreadable time is refused with its error read with its field', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    await page.getByLabel('My own hours').press('Space');
    await typeAndLeave(page, 'Window 1 from', '9am');
    await typeAndLeave(page, 'Window 1 until', 'half past five');
    await page.getByRole('button', { name: 'Save working hours' }).press('Enter');
    const until = page.getByLabel('Window 1 until', { exact: true });
    await eventually(() => until.getAttribute('aria-invalid'), (v) => v === 'true', 'the until field to be marked invalid');
    assert.equal(await descriptionOf(until), 'Enter a time, e.g. 9:00 or 9:00 AM.');
    assert.equal(await page.getByLabel('Window 1 from', { exact: true }).getAttribute('aria-invalid'), null, 'the readable field is not marked');
    assert.equal(await descriptionOf(page.getByLabel('Window 1 from', { exact: true })), '');
    const { violations } = await axeResults(page, '.working-hours');
    assert.deepEqual(violations.map(describeViolation), [], 'the hours with an error pass axe-core');
    await s.harness.stint.settled();
    assert.equal(s.harness.stint.snapshot().settings.workingHours, null, 'nothing saved');

    // Readable but ending before it starts: the engine's refusal is read with both of the window's fields.
    await typeAndLeave(page, 'Window 1 until', '8am');
    assert.equal(await until.getAttribute('aria-invalid'), null, 'the error goes as the time becomes readable');
    await page.getByRole('button', { name: 'Save working hours' }).press('Enter');
    await eventually(() => descriptionOf(until), (d) => d === 'Must end after it starts.', "the engine's refusal on the until field");
    assert.equal(await descriptionOf(page.getByLabel('Window 1 from', { exact: true })), 'Must end after it starts.');
    assert.equal(s.harness.stint.snapshot().settings.workingHours, null, 'nothing saved');

    await typeAndLeave(page, 'Window 1 until', '5:30 pm');
    assert.equal(await until.getAttribute('aria-invalid'), null, "the engine's refusal goes once its field changes");
    await page.getByRole('button', { name: 'Save working hours' }).press('Enter');
    await page.getByText('Working hours saved.').waitFor();
    assert.deepEqual(s.harness.stint.snapshot().settings.workingHours, { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:30' }] });
    assert.equal(await timeIn(page, 'Window 1 until'), '17:30', 'the field keeps what was saved');
    assert.deepEqual(s.errors, []);
  }),
);

test('the service\'s working hours are named on their choice, own hours start from them, and choosing the service\'s again is saved at once', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    setServiceHours(s, { work_days: [1, 2, 3, 4], work_start_at: 8.5 * 3600, work_end_at: 16 * 3600 });
    await signInAsDemo(s);
    await openSettings(page);
    const locale = await page.evaluate(() => navigator.language);
    const account = page.getByRole('radio', { name: /^The hours of my account on the service/ });
    const name = await account.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
    const words = describeHours({ days: [1, 2, 3, 4], windows: [{ start: '08:30', end: '16:00' }] }, s.harness.stint.snapshot().display.hourCycle, locale);
    assert.equal(name.replace(/\s/g, ' '), `The hours of my account on the service: ${words}`.replace(/\s/g, ' '));
    assert.match(name, /8:30/);
    assert.equal(await account.isChecked(), true);

    await page.getByLabel('My own hours').press('Space');
    assert.equal(await timeIn(page, 'Window 1 from'), '08:30');
    assert.equal(await timeIn(page, 'Window 1 until'), '16:00');
    assert.equal(await page.getByRole('checkbox', { name: dayName(4, locale), exact: true }).isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: dayName(5, locale), exact: true }).isChecked(), false);
    await page.getByRole('checkbox', { name: dayName(5, locale), exact: true }).press('Space');
    await page.getByRole('button', { name: 'Save working hours' }).press('Enter');
    await page.getByText('Working hours saved.').waitFor();
    assert.deepEqual(s.harness.stint.snapshot().settings.workingHours, { days: [1, 2, 3, 4, 5], windows: [{ start: '08:30', end: '16:00' }] });

    // Back to the service's hours: nothing more to fill in, so no button to press.
    await account.press('Space');
    await eventually(() => s.harness.stint.snapshot().settings.workingHours, (v) => v === null, 'the service\'s hours to be saved');
    await page.getByText('Working hours saved.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save working hours' }).count(), 0);
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
