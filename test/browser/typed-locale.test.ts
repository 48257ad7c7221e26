// Quick entry typed as people type in German and French (issue 72, item 4), in Chromium on the
// real engine with the system's locale (and the page's) set: `1,5` hours after `5.00`, `5h30`
// to `7h`, and a length that reads two ways in German (`1.500`) asked as a choice reached and
// answered by keyboard, the one chosen written into the field and saved as chosen.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { testClock } from '../support/test-day.ts';
import { newEntries, pick } from './support/actions.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import { descriptionOf } from './support/fields.ts';
import { scan } from './support/axe.ts';
import { signInAsDemo } from './support/stint-page.ts';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const H = 3600;

async function openQuickEntry(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Timer' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('region', { name: 'Quick entry' }).waitFor();
}

async function fill(page: Page, description: string, times: Readonly<Record<'Start time' | 'End time' | 'Duration', string>>): Promise<void> {
  await pick(page, 'Project', 'website', /Website Redesign/);
  await field(page, 'Description').fill(description);
  for (const [name, text] of Object.entries(times)) await field(page, name).fill(text);
}

async function saved(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Save entry' }).press('Enter');
  await page.getByText(`Entry saved: ${label}.`, { exact: true }).waitFor();
}

// At 12:00 UTC of the test day (the demo account's zone): the mornings' entries have ended.
test('in German, 5.00 and 1,5 preview and save 05:00 to 06:30', BROWSER, () =>
  withStint({ clock: testClock(12), locale: 'de-DE' }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await openQuickEntry(page);
    assert.equal(await field(page, 'Duration').getAttribute('placeholder'), '1:30, 1,5 or 1h30m', "the example's decimal in German");
    await fill(page, 'Konzept', { 'Start time': '5.00', 'End time': '', Duration: '1,5' });
    await page.getByRole('region', { name: 'Quick entry' }).getByText('05:00–06:30, 1:30', { exact: true }).waitFor();
    await saved(page, 'Website Redesign 1:30');
    assert.deepEqual(newEntries(s, before).map((e) => [e.description, e.time_start, e.time_total]), [['Konzept', 5 * H, 1.5 * H]]);
  }),
);

test('in French, 5h30 to 7h preview and save 05:30 to 07:00', BROWSER, () =>
  withStint({ clock: testClock(12), locale: 'fr-FR' }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await openQuickEntry(page);
    await fill(page, 'Atelier', { 'Start time': '5h30', 'End time': '7h', Duration: '' });
    await page.getByRole('region', { name: 'Quick entry' }).getByText('05:30–07:00, 1:30', { exact: true }).waitFor();
    await saved(page, 'Website Redesign 1:30');
    assert.deepEqual(newEntries(s, before).map((e) => [e.description, e.time_start, e.time_total]), [['Atelier', 5.5 * H, 1.5 * H]]);
  }),
);

test('in German, a duration of 1.500 is asked, never guessed: both readings offered, the choice made by keyboard fills the field, and that is saved', BROWSER, (t) =>
  withStint({ clock: testClock(12), locale: 'de-DE' }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await openQuickEntry(page);
    await fill(page, 'Tausend', { 'Start time': '5.00', 'End time': '', Duration: '1.500' });
    const question = page.getByRole('group', { name: 'What does 1.500 mean?' });
    await question.waitFor();
    const hours = question.getByRole('button', { name: '1,5 hours (1:30)', exact: true });
    const minutes = question.getByRole('button', { name: '1.500 minutes (25:00)', exact: true });
    assert.equal(await minutes.count(), 1, 'the other reading is offered too');
    await scan(t, page, 'quick-entry-length-asked-de', 'light');

    // Saving before choosing says what to do at the field, and sends nothing.
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    const duration = field(page, 'Duration');
    assert.equal(await duration.getAttribute('aria-invalid'), 'true');
    assert.match(await descriptionOf(duration), /"1\.500" reads two ways: choose 1,5 hours \(1:30\) or 1\.500 minutes \(25:00\) below, or type 1:30 or 1500m\./);
    await s.harness.stint.settled();
    assert.equal(s.harness.commandsReceived('addManualEntry'), 0, 'the window sent nothing to the engine');

    // By keyboard: from the field, Tab reaches the first reading; Enter chooses it.
    await duration.focus();
    await page.keyboard.press('Tab');
    assert.equal(await hours.evaluate((b) => b === document.activeElement), true, 'Tab from Duration reaches the question');
    await page.keyboard.press('Enter');
    assert.equal(await duration.inputValue(), '1:30');
    assert.equal(await duration.evaluate((d) => d === document.activeElement), true, 'back in the field, the question gone');
    assert.equal(await question.count(), 0);
    await page.getByRole('region', { name: 'Quick entry' }).getByText('05:00–06:30, 1:30', { exact: true }).waitFor();
    await saved(page, 'Website Redesign 1:30');
    assert.deepEqual(newEntries(s, before).map((e) => [e.description, e.time_start, e.time_total]), [['Tausend', 5 * H, 1.5 * H]]);
  }),
);

test("in German with decimal hours, today's total reads with a comma, to the hundredth of its own seconds", BROWSER, () =>
  withStint({ clock: testClock(12), locale: 'de-DE', storedSettings: { version: 2, display: { decimalHours: true } } }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const total = page.getByRole('region', { name: 'Today' }).locator('p', { hasText: 'Total today:' }).locator('[data-seconds]');
    await total.waitFor();
    const seconds = Number(await total.getAttribute('data-seconds'));
    assert.ok(seconds > 0, 'the demo has tracked time this morning');
    const hundredths = Math.floor((seconds + 18) / 36);
    assert.equal(await total.innerText(), `${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`);
  }),
);
