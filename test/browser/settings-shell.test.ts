// What the shell could not do with a setting, shown where the person changes it: a global
// shortcut another app holds is the Global shortcut field's error, a refused login item
// the Launch at login checkbox's; a later report that all is well takes them away. Why no
// tray icon shows is a status line at Show as a window, not an error. The harness has no
// shell, so the test reports as main.ts would, on the engine itself.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeResults, describeViolation } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { descriptionOf } from './support/fields.ts';
import { openSettings, signInAsDemo } from './support/stint-page.ts';

const TAKEN = 'Ctrl+Alt+T is taken by another app; choose another in Settings.';
const REFUSED = 'The system did not add Stint to the apps opened at login.';
const NO_TRAY =
  'No tray on this desktop: GNOME shows tray icons only with the AppIndicator extension, which is not running. ' +
  'Stint runs as a window: closing it hides it, and opening Stint again shows it. To start and stop from a key, bind one to `stint --toggle`.';
const WINDOW_HINT = 'An ordinary window with a taskbar entry, instead of a popover from the tray icon.';

test("a shortcut another app holds is the Global shortcut field's error until the shell reports it registered", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const field = page.getByLabel('Global shortcut', { exact: true });
    assert.equal(await field.getAttribute('aria-invalid'), null);

    s.harness.stint.reportShellStatus('shortcut', TAKEN);
    await page.getByText(TAKEN).waitFor();
    assert.match(await descriptionOf(field), /^Ctrl\+Alt\+T is taken by another app; choose another in Settings\. Opens Stint/);
    assert.equal(await field.getAttribute('aria-invalid'), 'true');

    s.harness.stint.reportShellStatus('shortcut', null);
    await page.getByText(TAKEN).waitFor({ state: 'detached' });
    assert.doesNotMatch(await descriptionOf(field), /taken/);
    assert.equal(await field.getAttribute('aria-invalid'), null);
  }),
);

test('the Global shortcut is recorded by pressing it; keys typed without a modifier stay typing', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const field = page.getByLabel('Global shortcut', { exact: true });
    await field.focus();
    await page.keyboard.press('Control+Alt+K');
    assert.equal(await field.inputValue(), 'CommandOrControl+Alt+K');
    await eventually(() => s.harness.stint.snapshot().settings.shortcut, (v) => v === 'CommandOrControl+Alt+K', 'the shortcut to be saved');

    // Spelt out by hand, it is kept when the field is left.
    await field.fill('Alt+Shift+');
    await page.keyboard.type('P');
    assert.equal(await field.inputValue(), 'Alt+Shift+P');
    await page.keyboard.press('Tab');
    await eventually(() => s.harness.stint.snapshot().settings.shortcut, (v) => v === 'Alt+Shift+P', 'the typed shortcut to be saved');
  }),
);

test('a login item the system refused is described at the Launch at login checkbox until cleared', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const box = page.getByRole('checkbox', { name: 'Launch at login' });

    s.harness.stint.reportShellStatus('launchAtLogin', REFUSED);
    await page.getByText(REFUSED).waitFor();
    assert.equal(await descriptionOf(box), REFUSED);

    s.harness.stint.reportShellStatus('launchAtLogin', null);
    await page.getByText(REFUSED).waitFor({ state: 'detached' });
    assert.equal(await descriptionOf(box), '');
  }),
);

test('Show as a window saves the setting each way it is clicked, and says what it is', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const box = page.getByRole('checkbox', { name: 'Show as a window' });
    assert.equal(await box.isChecked(), false);
    assert.equal(await descriptionOf(box), WINDOW_HINT);

    await box.click();
    await eventually(() => s.harness.stint.snapshot().settings.windowMode, (v) => v, 'window mode to be saved on');
    await page.getByText('Show as a window saved.').waitFor();
    assert.equal(await box.isChecked(), true);

    await box.click();
    await eventually(() => s.harness.stint.snapshot().settings.windowMode, (v) => !v, 'window mode to be saved off');
    await eventually(() => box.isChecked(), (v) => !v, 'the checkbox to show it off');
  }),
);

test('no tray icon: the reason is a line read with Show as a window, not its error, until the tray shows', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const box = page.getByRole('checkbox', { name: 'Show as a window' });

    s.harness.stint.reportShellStatus('tray', NO_TRAY);
    // Announced when it comes, as a polite live region (the window's one status role is its foot).
    await page.locator('[aria-live="polite"]').filter({ hasText: NO_TRAY }).waitFor();
    assert.equal(await descriptionOf(box), `${NO_TRAY} ${WINDOW_HINT}`);
    assert.equal(await box.getAttribute('aria-invalid'), null);
    // The setting stays the person's: no tray does not tick it.
    assert.equal(await box.isChecked(), false);
    assert.equal(await box.isEnabled(), true);
    assert.equal(await page.getByRole('alert').count(), 0, 'no tray is no error');
    const { violations } = await axeResults(page, '.settings');
    assert.deepEqual(violations.map(describeViolation), [], 'Settings with the tray line pass axe-core');

    s.harness.stint.reportShellStatus('tray', null);
    await page.getByText(NO_TRAY).waitFor({ state: 'detached' });
    assert.equal(await descriptionOf(box), WINDOW_HINT);
  }),
);

test('the account says where the token is kept in one sentence, whatever the store', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const sentence = (await page.getByText('Your sign-in token is kept in').textContent())?.trim() ?? '';
    assert.ok(sentence.includes(s.harness.secretStore), `${JSON.stringify(sentence)} names ${JSON.stringify(s.harness.secretStore)}`);
    assert.match(sentence, /[^.]\.$/, 'it ends with one full stop');
  }),
);

test('Sign out from Settings: the sign-in screen without a warning, the session gone from where it was kept, and what was typed with it', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    assert.notEqual(await s.harness.ports.secrets.get(), null, 'the session is kept while signed in');
    await page.getByLabel('Description', { exact: true }).fill('typed before signing out');
    await page.getByRole('tab', { name: 'Settings' }).press('Enter');
    await page.getByRole('button', { name: 'Sign out' }).press('Enter');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, 'signing out is no error');
    assert.deepEqual(s.harness.stint.snapshot().session, { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] });
    assert.equal(await s.harness.ports.secrets.get(), null, 'the session is gone from the secret store');
    // What was typed belonged to that session.
    await signInAsDemo(s);
    assert.equal(await page.getByLabel('Description', { exact: true }).inputValue(), '');
  }),
);

test('idle time or screen locks the desktop cannot report now are said at the idle setting, and the line goes when they come back', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const ask = page.getByRole('checkbox', { name: 'Ask about time away while a timer runs' });
    const LOST = 'The screen lock cannot be detected: the system bus cannot be reached (connection refused). Stint tries again by itself.';
    s.harness.stint.reportShellStatus('idleDetection', LOST);
    await page.getByText(LOST).waitFor();
    assert.match(await descriptionOf(ask), /^The screen lock cannot be detected/);
    s.harness.stint.reportShellStatus('idleDetection', null);
    await page.getByText(LOST).waitFor({ state: 'detached' });
  }),
);

test('whether the tray icon shows cannot be checked while the session bus is gone: said at Show as a window', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openSettings(page);
    const CANNOT = 'Stint cannot check whether its tray icon shows: the session bus cannot be reached. It tries again by itself.';
    s.harness.stint.reportShellStatus('trayDetection', CANNOT);
    await page.getByText(CANNOT).waitFor();
    assert.match(await descriptionOf(page.getByRole('checkbox', { name: 'Show as a window' })), /^Stint cannot check whether its tray icon shows/);
    s.harness.stint.reportShellStatus('trayDetection', null);
    await page.getByText(CANNOT).waitFor({ state: 'detached' });
  }),
);
