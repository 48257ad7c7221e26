// Updates in the window, on the real engine through the harness: Settings' Updates group
// saves the person's choice and the updater hears it; an update the updater has ready shows
// there with the way to it (a restart, or the release page); and the first window after an
// update says "Updated to X" with a link to its notes, until dismissed. The harness has no
// updater: these tests give its engine a recording fake of the update port (the shell's
// updater stands behind the same port). "Updated to" needs no port: an earlier version's
// settings file, as an update leaves it, is enough.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { FakeUpdatePort } from '../core/support/fake-update-port.ts';
import { axeResults, describeViolation } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { openSettings, signInAsDemo, type StintPage } from './support/stint-page.ts';

/** The version the harness runs: package.json's, as the shell's app.getVersion() gives it. */
const RUNNING = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const RELEASE_PAGE = 'https://github.com/stint-app/stint/releases/tag/v9.9.0';

/** Signed in as the demo admin, on Settings: its Updates group. */
async function openUpdates(s: StintPage): Promise<Locator> {
  await signInAsDemo(s);
  await openSettings(s.page);
  return s.page.getByRole('group', { name: 'Updates' });
}

/** axe-core's violations in the light scheme and in the dark one (the palette is light-dark()). */
async function violationsInBothSchemes(page: Page, selector?: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await axeResults(page, selector);
    found.push(...violations.map((v) => `${colorScheme}: ${describeViolation(v)}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

test('Updates in Settings: on and stable at first, each change saved and told to the updater', BROWSER, () => {
  const port = new FakeUpdatePort();
  return withStint({ updates: port }, async (s) => {
    const { page } = s;
    const updates = await openUpdates(s);
    const auto = updates.getByRole('checkbox', { name: 'Check for updates automatically' });
    const channel = updates.getByRole('combobox', { name: 'Channel' });
    assert.equal(await auto.isChecked(), true);
    assert.equal(await channel.inputValue(), 'stable');
    assert.deepEqual(await channel.locator('option').allTextContents(), ['Stable', 'Beta']);
    assert.deepEqual(port.configured, [{ enabled: true, channel: 'stable' }]);

    await auto.click();
    await page.getByText('Automatic updates saved.').waitFor();
    await channel.selectOption('beta');
    await page.getByText('Update channel saved.').waitFor();
    assert.deepEqual(port.configured.at(-1), { enabled: false, channel: 'beta' });
    assert.deepEqual(s.harness.stint.snapshot().settings.updates, { enabled: false, channel: 'beta' });
    assert.equal(await auto.isChecked(), false);
    // Nothing ready: no line, and no "Updated to" on a first install.
    assert.equal(await updates.getByText(/is ready|is out/).count(), 0);
    assert.equal(await page.getByText(/^Updated to/).count(), 0);
  });
});

test('an update ready: "Stint 9.9.0 is ready." with Restart to update, which restarts through the updater; in the tray too', BROWSER, () => {
  const port = new FakeUpdatePort();
  return withStint({ updates: port }, async (s) => {
    const { page } = s;
    const updates = await openUpdates(s);

    port.announce({ version: '9.9.0', how: 'restart', releaseUrl: null });
    // Announced as it comes: the line is in a polite live region that is always there.
    await updates.locator('[aria-live="polite"]').filter({ hasText: 'Stint 9.9.0 is ready.' }).waitFor();
    const restart = updates.getByRole('button', { name: 'Restart to update' });
    assert.deepEqual(await violationsInBothSchemes(page, '.settings'), [], 'Settings with an update ready pass axe-core');
    assert.equal((await s.tray()).items['update-restart']?.label, 'Restart to update to 9.9.0');

    await restart.click();
    await eventually(() => port.installs, (n) => n === 1, 'the updater to be asked to install');

    // The updater could not: the engine's words, and Stint runs on.
    port.installAnswer = false;
    await restart.click();
    await page.getByRole('alert').filter({ hasText: 'Stint 9.9.0 could not be installed now; this version keeps running. Try again later.' }).waitFor();
    assert.equal(port.installs, 2);

    port.announce(null);
    await updates.getByText('Stint 9.9.0 is ready.').waitFor({ state: 'detached' });
    assert.equal((await s.tray()).items['update-restart'], undefined);
  });
});

test('an install that cannot update itself (a deb): "Stint 9.9.0 is out." with a Get it link to the release page', BROWSER, () => {
  const port = new FakeUpdatePort();
  return withStint({ updates: port }, async (s) => {
    const { page } = s;
    const updates = await openUpdates(s);
    port.announce({ version: '9.9.0', how: 'download', releaseUrl: RELEASE_PAGE });
    await updates.getByText('Stint 9.9.0 is out.').waitFor();
    const link = updates.getByRole('link', { name: 'Get it' });
    // Leaves the window as every link does: a new window the shell refuses, opening the page in the browser.
    assert.equal(await link.getAttribute('href'), RELEASE_PAGE);
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await updates.getByRole('button', { name: 'Restart to update' }).count(), 0);
    assert.deepEqual(await violationsInBothSchemes(page, '.settings'), [], 'Settings with a release to get pass axe-core');
    assert.equal((await s.tray()).items['update-download']?.label, 'Stint 9.9.0 is out: get it');
  });
});

test('the first window after an update says "Updated to" this version with a link to its notes, until dismissed; once', BROWSER, () =>
  withStint({ storedSettings: { version: 2, lastRunVersion: '0.0.9' } }, async (s) => {
    const { page } = s;
    const note = page.getByRole('status').filter({ hasText: `Updated to ${RUNNING}.` });
    await note.waitFor();
    const link = note.getByRole('link', { name: "What's new" });
    assert.equal(await link.getAttribute('href'), `https://github.com/stint-app/stint/releases/tag/v${RUNNING}`);
    assert.deepEqual(await violationsInBothSchemes(page), [], 'the window with the note passes axe-core');

    // It stays over the screens until the person dismisses it.
    await signInAsDemo(s);
    await note.waitFor();
    await note.getByRole('button', { name: 'Dismiss the update note' }).click();
    await note.waitFor({ state: 'detached' });
    assert.equal(s.harness.stint.snapshot().updatedTo, null);
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).waitFor();
    assert.equal(await page.getByText(/^Updated to/).count(), 0, 'dismissed, it does not come back');
  }),
);
