// The window opened at a place, as the shell asks for one (the tray's Start timer…, Quick
// entry…, Settings…, Sign in…): the `open` prompt event, sent here by the harness's
// `{"open": place}` control exactly as main sends it to the Electron window. The right screen
// shows with the focus in its first field, and a window shown right after keeps the place.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';
import { focused, pick } from './support/actions.ts';

test('quick entry, settings and the picker each open their screen with the focus in its first field', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);

    await s.control({ open: 'quick-entry' });
    await page.getByRole('region', { name: 'Quick entry' }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Quick entry' }).getAttribute('aria-selected'), 'true');
    await focused('the Date field', page.getByLabel('Date', { exact: true }));

    await s.control({ open: 'settings' });
    await page.getByRole('region', { name: 'Settings' }).waitFor();
    await focused('the first setting', page.getByRole('checkbox', { name: 'Ask about time away while a timer runs' }));

    await s.control({ open: 'picker' });
    const project = page.getByRole('combobox', { name: 'Project' });
    await project.waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Timer' }).getAttribute('aria-selected'), 'true');
    await focused('the Project picker', project);
    assert.equal(await project.getAttribute('aria-expanded'), 'false', 'the list stays closed: it would cover the form');
  }),
);

test('a place asked for just before the window shows is where it opens, not the picker', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    // Escape hides the window: the engine hears it and the window's snapshot says so.
    await page.keyboard.press('Escape');
    await eventually(() => s.harness.stint.snapshot().windowVisible, (v) => v === false, 'the window to be hidden');

    // The shell's order: the place first, then the window shows.
    await s.control({ open: 'settings' });
    s.harness.stint.setWindowVisible(true);
    await eventually(() => s.harness.stint.snapshot().windowVisible, (v) => v, 'the window to be shown');
    await page.getByRole('region', { name: 'Settings' }).waitFor();
    await focused('the first setting', page.getByRole('checkbox', { name: 'Ask about time away while a timer runs' }));
    // A later plain show goes back to the picker, as before.
    await page.keyboard.press('Escape');
    await eventually(() => s.harness.stint.snapshot().windowVisible, (v) => v === false, 'the window to be hidden again');
    s.harness.stint.setWindowVisible(true);
    await focused('the Project picker', page.getByRole('combobox', { name: 'Project' }));
  }),
);

test('a place asked right after the window shows is where it opens, whichever reaches the window first', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    // The show's own move to the picker comes a frame after its snapshot is drawn: a place
    // asked in between used to lose to it (Settings… from the tray opened the picker).
    for (const round of [1, 2, 3]) {
      await page.keyboard.press('Escape');
      await eventually(() => s.harness.stint.snapshot().windowVisible, (v) => v === false, `the window to be hidden (round ${round})`);
      s.harness.stint.setWindowVisible(true);
      await s.control({ open: 'settings' });
      await page.getByRole('region', { name: 'Settings' }).waitFor();
      await focused(`the first setting (round ${round})`, page.getByRole('checkbox', { name: 'Ask about time away while a timer runs' }));
    }
  }),
);

test('signed out, sign-in puts the focus in the first field still to fill in', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The harness keeps the service address for the form: the email comes first.
    assert.notEqual(await page.getByRole('textbox', { name: 'Service address' }).inputValue(), '');
    await s.control({ open: 'sign-in' });
    await focused('the Email field', page.getByRole('textbox', { name: 'Email' }));
  }),
);

test('what was typed on a screen is still there after another tab and after the window hid and came back', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await pick(page, 'Project', 'website', /Website Redesign/);
    await page.getByLabel('Description', { exact: true }).fill('Half-written note');
    await page.getByRole('tab', { name: 'Quick entry' }).press('Enter');
    const quick = page.getByRole('region', { name: 'Quick entry' });
    await quick.getByLabel('Description', { exact: true }).fill('Written up later');
    await quick.getByLabel('Start time', { exact: true }).fill('9:15 am');

    await page.getByRole('tab', { name: 'Settings' }).press('Enter');
    await page.getByRole('region', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => s.harness.stint.snapshot().windowVisible, (v) => v === false, 'the window to be hidden');
    s.harness.stint.setWindowVisible(true);

    // A plain show is ready to pick a project on the timer screen, with the start as it was left.
    const project = page.getByRole('combobox', { name: 'Project' });
    await focused('the Project picker', project);
    assert.equal(await project.inputValue(), 'Website Redesign');
    assert.equal(await page.getByLabel('Description', { exact: true }).inputValue(), 'Half-written note');
    await page.getByRole('tab', { name: 'Quick entry' }).press('Enter');
    assert.equal(await quick.getByLabel('Description', { exact: true }).inputValue(), 'Written up later');
    assert.equal(await quick.getByLabel('Start time', { exact: true }).inputValue(), '9:15 am');
    await page.getByRole('tab', { name: 'Timer' }).press('Enter');

    // Once started, the next start begins empty.
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Stop' }).press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    assert.equal(await project.inputValue(), '');
    assert.equal(await page.getByLabel('Description', { exact: true }).inputValue(), '');
  }),
);
