// The window released while hidden and opened again (issue 71 item 2), in Chromium on the
// real engine: the page is closed as the shell destroys a window hidden for 10 minutes, and a
// new page opens as the shell's next window does. The person finds what they left: the tab,
// Settings' unfolded section, Quick entry's half-filled form, an entry's Edit form with its
// change, the Project picker's text, and Today scrolled where it was.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { releaseAndReopen } from './support/release.ts';
import { runningOnServiceForASecond, startWebsite } from './support/actions.ts';
import { signInAsDemo } from './support/stint-page.ts';

const field = (page: Page, name: string) => page.getByRole('tabpanel').getByLabel(name, { exact: true });
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();
const scrollTop = (page: Page) => page.getByRole('main').evaluate((m) => m.scrollTop);

test('released and opened again: the same tab, Settings section, Quick entry draft, Edit form, picker text and scroll of Today', BROWSER, () =>
  withStint({}, async (s) => {
    let page = s.page;
    await signInAsDemo(s);

    // Quick entry half filled, then Settings with its Activity record unfolded: left there.
    await page.getByRole('tab', { name: 'Quick entry' }).click();
    await field(page, 'Description').fill('Quarterly invoices');
    await field(page, 'Start time').fill('09:15');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Activity record' }).click();
    await page.getByRole('button', { name: 'Activity record', expanded: true }).waitFor();

    page = await releaseAndReopen(s, page);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    assert.equal(await selectedTab(page), 'Settings', 'the tab left');
    assert.equal(await page.getByRole('button', { name: 'Activity record' }).getAttribute('aria-expanded'), 'true', 'the section left unfolded');
    await page.getByRole('tab', { name: 'Quick entry' }).click();
    assert.equal(await field(page, 'Description').inputValue(), 'Quarterly invoices', "Quick entry's draft");
    assert.equal(await field(page, 'Start time').inputValue(), '09:15');

    // The timer screen: an entry of today's in its Edit form, words typed in the Project
    // picker, and Today scrolled into view.
    await page.getByRole('tab', { name: 'Timer' }).click();
    await page.getByRole('region', { name: 'This week' }).waitFor();
    await startWebsite({ ...s, page }, 'spec');
    await runningOnServiceForASecond({ ...s, page });
    await page.getByRole('button', { name: 'Stop' }).press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    const form = (p: Page) => p.getByRole('region', { name: 'Today' }).getByRole('form', { name: 'Edit Website Redesign: spec' });
    await page.getByRole('region', { name: 'Today' }).getByRole('button', { name: 'Edit Website Redesign: spec', exact: true }).click();
    await form(page).getByRole('textbox', { name: 'Description', exact: true }).fill('spec, second draft');
    const picker = page.locator('.start-form').getByRole('combobox', { name: 'Project' });
    await picker.focus();
    await page.keyboard.type('web re');
    const today = (await page.getByRole('region', { name: 'Today' }).boundingBox())!;
    await page.mouse.move(today.x + today.width / 2, Math.min(today.y + 40, 500));
    await page.mouse.wheel(0, 300);
    await eventually(() => scrollTop(page), (top) => top > 100, 'Today scrolled');
    const left = await scrollTop(page);

    page = await releaseAndReopen(s, page);
    await page.getByRole('region', { name: 'This week' }).waitFor();
    assert.equal(await selectedTab(page), 'Timer');
    const start = page.locator('.start-form');
    assert.equal(await start.getByRole('combobox', { name: 'Project' }).inputValue(), 'web re', "the picker's text");
    assert.equal(await form(page).getByRole('textbox', { name: 'Description', exact: true }).inputValue(), 'spec, second draft', 'the Edit form open with its draft');
    await eventually(() => scrollTop(page), (top) => Math.abs(top - left) <= 1, `the content scrolled back to ${left}`);

    // The words go on being searched from where they were: the list opens on them.
    await start.getByRole('combobox', { name: 'Project' }).click();
    const first = start.getByRole('listbox', { name: 'Project' }).getByRole('option').first();
    await eventually(async () => (await first.textContent()) ?? '', (t) => /Website Redesign/.test(t), 'the typed words still searched');
  }),
);
