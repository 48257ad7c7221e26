// Quick entry in Chromium on the real engine: bad input shows each error next to its field
// and sends nothing; a valid entry shows in today's total and lands on the service.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { newEntries, pick } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { descriptionOf, secondsIn } from './support/fields.ts';
import { signInAsDemo } from './support/stint-page.ts';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const todayTotal = async (page: Page) =>
  secondsIn(await page.getByRole('region', { name: 'Today' }).locator('p', { hasText: 'Total today:' }).innerText());

async function openQuickEntry(page: Page): Promise<void> {
  // The screens are tabs: arrow keys move between them.
  await page.getByRole('tab', { name: 'Timer' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('region', { name: 'Quick entry' }).waitFor();
}

test('bad input (no project, 25:00, end before start) shows the errors next to the fields and sends nothing', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await openQuickEntry(page);

    await field(page, 'Start time').fill('25:00');
    await field(page, 'End time').fill('09:00');
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    const project = page.getByRole('combobox', { name: 'Project' });
    assert.equal(await project.getAttribute('aria-invalid'), 'true');
    assert.match(await descriptionOf(project), /Choose a project/);
    assert.equal(await field(page, 'Start time').getAttribute('aria-invalid'), 'true');
    assert.match(await descriptionOf(field(page, 'Start time')), /HH:MM/);

    await pick(page, 'Project', 'website', /Website Redesign/);
    await field(page, 'Start time').fill('10:00');
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    assert.equal(await project.getAttribute('aria-invalid'), null, 'the project error went with the project picked');
    assert.equal(await field(page, 'Start time').getAttribute('aria-invalid'), null);
    assert.equal(await field(page, 'End time').getAttribute('aria-invalid'), 'true');
    assert.match(await descriptionOf(field(page, 'End time')), /end is before the start/);

    await s.harness.stint.settled();
    assert.deepEqual(newEntries(s, before), [], 'nothing reached the service');
    assert.equal(s.harness.stint.snapshot().sync.queued, 0, 'nothing waits to be sent');
  }),
);

test('a valid entry (start and duration) is previewed, saved, counted in today\'s total and stored on the service', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    const totalBefore = await todayTotal(page);
    await openQuickEntry(page);

    await pick(page, 'Project', 'website', /Website Redesign/);
    await field(page, 'Description').fill('Written up later');
    await field(page, 'Start time').fill('06:00');
    await field(page, 'Duration').fill('0:45');
    // The end is computed by the service's rule, and shown before anything is sent.
    await page.getByRole('region', { name: 'Quick entry' }).getByText(/–.*, 0:45:00$/).waitFor();
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    await eventually(() => page.getByText(/^Entry saved/).count(), (n) => n === 1, 'the saved message');

    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the entry to be sent');
    const made = newEntries(s, before);
    assert.equal(made.length, 1);
    assert.deepEqual(
      { description: made[0]!.description, start: made[0]!.time_start, total: made[0]!.time_total, running: made[0]!.stopwatch_started_at },
      { description: 'Written up later', start: 6 * 3600, total: 45 * 60, running: null },
    );
    await page.getByRole('tab', { name: 'Timer' }).press('Enter');
    // No timer runs, so today's total is fixed: exactly the 45 minutes more.
    await eventually(() => todayTotal(page), (n) => n === totalBefore + 45 * 60, "today's total to include the entry");
  }),
);
