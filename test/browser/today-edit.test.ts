// Editing the description of one of today's entries in place, by keyboard, on the real
// engine (through the harness) against the simulator: the new words show in Today and the
// service holds them; Escape in the field only cancels the edit.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { newEntries, runningOnServiceForASecond, startWebsite } from './support/actions.ts';
import { signInAsDemo } from './support/stint-page.ts';

test("edits a stopped entry's description from Today by keyboard, and the service holds it", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await startWebsite(s, 'spec');
    await runningOnServiceForASecond(s);
    await page.getByRole('button', { name: 'Stop' }).press('Enter');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the stop to be sent');

    const today = page.getByRole('region', { name: 'Today' });
    const edit = today.getByRole('button', { name: 'Edit description of Website Redesign: spec' });

    // Escape leaves the field with the text as it was, and does not hide the window.
    await edit.press('Enter');
    const field = today.getByRole('textbox', { name: 'Description of Website Redesign: spec' });
    assert.equal(await field.inputValue(), 'spec');
    await page.keyboard.type('thrown away');
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
    await edit.waitFor();

    // The timer's own field keeps its name, apart from the one in Today.
    assert.equal(await page.getByRole('textbox', { name: 'Description', exact: true }).count(), 1);

    await edit.press('Enter');
    assert.equal(await field.inputValue(), 'spec', 'the cancelled words are gone');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('spec review');
    await page.keyboard.press('Enter');

    await today.getByRole('button', { name: 'Edit description of Website Redesign: spec review' }).waitFor();
    await today.getByText('spec review', { exact: true }).waitFor();
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the edit to be sent');
    const made = newEntries(s, before);
    assert.equal(made.length, 1, 'the edit changed the entry, made no other');
    assert.equal(made[0]!.description, 'spec review');
    // Sent over the same bridge after the Escape: a hide asked for then would have landed first.
    assert.equal(s.harness.stint.snapshot().windowVisible, true, 'Escape in the field did not hide the window');
  }),
);

test("Escape in a description's field gives the focus back to its Edit, unless the person already moved it", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await startWebsite(s, 'spec');
    await page.getByRole('button', { name: 'Stop' }).press('Enter');
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the stop to reach the service');
    const today = page.getByRole('region', { name: 'Today' });
    const edit = today.getByRole('button', { name: 'Edit description of Website Redesign: spec' });
    const field = today.getByRole('textbox', { name: 'Description of Website Redesign: spec' });

    await edit.press('Enter');
    await page.keyboard.press('Escape');
    await eventually(() => edit.evaluate((el) => el === document.activeElement), (yes) => yes, 'Edit to have the focus back');

    await edit.press('Enter');
    await field.waitFor();
    // Escape, then the Project picker focused before the next frame (a quick click).
    const stayed = await page.evaluate(async () => {
      const input = document.activeElement as HTMLInputElement;
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      (document.querySelector('[role="combobox"]') as HTMLInputElement).focus();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id;
    });
    await field.waitFor({ state: 'detached' });
    assert.notEqual(stayed, 'Edit description of Website Redesign: spec', 'the picker keeps the focus the person gave it');
    assert.equal(await page.getByRole('combobox', { name: 'Project' }).evaluate((el) => el === document.activeElement), true);
  }),
);
