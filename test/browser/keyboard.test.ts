// The keyboard at the window's size (360x560): Escape closes the form or question the focus is
// in (Switch, a calendar's and an account's Rename and Remove, Add a calendar, a to-do's task
// question) and the focus goes back to the button that opened it, the window staying shown;
// Rename puts the focus in its name field, the name selected. With two accounts, Tab from
// Project goes on to Task (the list, scrolling with both accounts' projects, was a Tab stop that
// closed under the focus), and Tab takes the option typed towards, as Enter does (issue 69).
// Axe-clean, light and dark.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator } from 'playwright-core';
import { DEMO_CALENDAR_NAME } from '../harness/demo-calendar.ts';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { focused, pick, startWebsite } from './support/actions.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { openSettings, signInAsDemo, type StintPage } from './support/stint-page.ts';
import { scanBoth, withStudio } from './support/two-accounts.ts';

/** Escape, then: `gone` is gone, the focus on `back`, and the window still shown. */
async function escapeCloses(s: StintPage, gone: Locator, back: Locator, what: string): Promise<void> {
  await s.page.keyboard.press('Escape');
  await gone.waitFor({ state: 'detached' });
  await focused(what, back);
  assert.equal(s.harness.stint.snapshot().windowVisible, true, `Escape closed ${what}'s form, not the window`);
}

test('Escape closes Switch (after its list) and the focus is back on Switch; the window stays', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await startWebsite(s, 'Spec');
    const switchButton = page.getByRole('button', { name: 'Switch', exact: true });
    await switchButton.press('Enter');
    const project = page.getByRole('combobox', { name: 'Project' });
    await focused('the Switch picker', project);
    assert.equal(await project.getAttribute('aria-expanded'), 'true');
    // The first Escape closes the list only.
    await page.keyboard.press('Escape');
    assert.equal(await project.getAttribute('aria-expanded'), 'false');
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    await escapeCloses(s, cancel, switchButton, 'Switch');
    assert.equal(await project.inputValue(), 'Website Redesign', "the running entry's own picker again");
  }),
);

test(`a calendar's Rename takes the focus into its name; Escape closes it and Remove's question, the focus back on their buttons (light and dark)`, BROWSER, (t: TestContext) =>
  withStint({ demo: true }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const section = page.getByRole('region', { name: 'Calendars' });
    const add = section.getByRole('button', { name: 'Add a calendar…' });
    await add.press('Enter');
    const form = section.getByRole('form', { name: 'Add a calendar' });
    await focused('the address field', form.getByRole('textbox', { name: 'Private address or .ics file' }));
    await escapeCloses(s, form, add, 'Add a calendar…');
    await add.press('Enter');
    await form.getByRole('button', { name: 'Add calendar' }).press('Enter');
    const row = section.getByRole('list', { name: 'Your calendars' }).getByRole('listitem', { name: DEMO_CALENDAR_NAME });
    await row.getByText(/^Read at /).waitFor();

    const renameButton = row.getByRole('button', { name: `Rename ${DEMO_CALENDAR_NAME}` });
    await renameButton.press('Enter');
    const rename = row.getByRole('form', { name: `Rename ${DEMO_CALENDAR_NAME}` });
    const name = rename.getByRole('textbox', { name: 'Name' });
    await focused('the Name field', name);
    assert.equal(await name.evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0)), DEMO_CALENDAR_NAME, 'the name selected: typing replaces it');
    await scanSchemes(t, page, 'keyboard-rename-calendar');
    await escapeCloses(s, rename, renameButton, 'the Rename button');

    const removeButton = row.getByRole('button', { name: `Remove ${DEMO_CALENDAR_NAME}` });
    await removeButton.press('Enter');
    const ask = row.getByRole('group', { name: `Remove ${DEMO_CALENDAR_NAME}?` });
    await focused('the question', ask);
    await page.keyboard.press('Tab');
    await focused('the Remove step', ask.getByRole('button', { name: `Remove ${DEMO_CALENDAR_NAME}`, exact: true }));
    await escapeCloses(s, ask, removeButton, 'the Remove button');
    assert.equal(s.harness.stint.snapshot().calendar?.calendars.length, 1, 'nothing removed');
  }),
);

test("an account's Rename takes the focus into its name and Remove into its question; Escape closes each, the focus back on its button", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    assert.deepEqual(await s.harness.stint.addAccount({ label: 'Studio', baseUrl: s.sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: STUDIO_ACCOUNT_ID }), { ok: true });
    await openSettings(page);
    const row = page.getByRole('list', { name: 'Your accounts' }).getByRole('listitem', { name: 'Studio' });
    const renameButton = row.getByRole('button', { name: 'Rename Studio' });
    await renameButton.press('Enter');
    const name = row.getByRole('textbox', { name: 'New name' });
    await focused('the New name field', name);
    await page.keyboard.type('Work');
    assert.equal(await name.inputValue(), 'Work', 'the old name selected, replaced by what is typed');
    await escapeCloses(s, name, renameButton, 'the Rename button');
    const removeButton = row.getByRole('button', { name: 'Remove Studio' });
    await removeButton.press('Enter');
    const ask = row.getByRole('group', { name: 'Remove Studio?' });
    await focused('the question', ask);
    await escapeCloses(s, ask, removeButton, 'the Remove button');
    assert.equal(s.harness.stint.snapshot().accounts?.rows.length, 2, 'nothing removed');
  }),
);

test('two accounts: Tab from Project goes on to Task; Tab after typing takes the highlighted project, as Enter does', BROWSER, (t: TestContext) =>
  withStint({}, async (s) => {
    const { page } = s;
    await withStudio(s);
    const project = page.getByRole('combobox', { name: 'Project' });
    const task = page.getByRole('combobox', { name: 'Task' });
    await pick(page, 'Project', 'brand', /Brand Refresh/);
    await focused('the Task picker', task);
    // Back in Project, its list open on every account's projects: Tab moves on, nothing picked.
    await project.focus();
    assert.equal(await project.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    await focused('the Task picker after Tab', task);
    assert.equal(await project.inputValue(), 'Studio · Brand Refresh', 'the project stays');
    // Typed towards Internal Tools: Tab takes it and moves on.
    await project.focus();
    await page.keyboard.type('int');
    const first = page.getByRole('listbox', { name: 'Project' }).getByRole('option').first();
    await eventually(async () => (await first.textContent()) ?? '', (text) => /Internal Tools/.test(text), 'Internal Tools listed first');
    await page.keyboard.press('Tab');
    await focused('the Task picker after Tab on a typed project', task);
    assert.equal(await project.inputValue(), 'demo · Internal Tools');
    await scanBoth(t, page, 'keyboard-tab-from-project');
  }),
);

