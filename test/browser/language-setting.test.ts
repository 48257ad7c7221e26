// Settings → Language, by role and name as a person would, in Chromium on the real engine:
// each language named in itself, chosen, reaches the engine, and the tray and the window
// speak it at once; back to the system's.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

test('Settings → Language: Deutsch makes the tray and the window German at once, Same as the system English again (no system language given)', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    assert.equal((await s.tray()).items['open-window']?.label, 'Open Stint');

    await page.getByRole('tab', { name: 'Settings' }).click();
    const select = page.getByRole('combobox', { name: 'Language' });
    await select.waitFor();
    assert.deepEqual(await select.getByRole('option').allInnerTexts(), ['Same as the system', 'English', 'Deutsch', 'Français', 'Español', 'Português (Brasil)']);
    assert.equal(await select.inputValue(), 'system');

    await select.selectOption({ label: 'Deutsch' });
    await eventually(() => s.harness.stint.snapshot().language, (l) => l === 'de', 'the choice to reach the engine');
    await eventually(async () => (await s.tray()).items['open-window']?.label, (l) => l === 'Stint öffnen', 'the tray in German');
    assert.equal((await s.tray()).items['quit']?.label, 'Stint beenden');
    // The window too, on the screen it was on.
    await page.getByRole('tab', { name: 'Einstellungen', selected: true }).waitFor();
    const auswahl = page.getByRole('combobox', { name: 'Sprache' });
    assert.equal(await auswahl.inputValue(), 'de');

    await auswahl.selectOption({ label: 'Wie das System' });
    await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
    await eventually(async () => (await s.tray()).items['open-window']?.label, (l) => l === 'Open Stint', 'the tray back in English');
    assert.equal(s.harness.stint.snapshot().settings.language, 'system');
  }));
