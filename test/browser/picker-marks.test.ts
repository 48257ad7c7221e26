// The characters a query matched are marked in the picker's options (<mark>,
// renderer/pickers/marked-text.tsx): in the name and in the customer, only in the
// options listed, and gone once the list closes. An option's name reads "name, customer".

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

/** The marked pieces of text inside `el`, in order. */
function marked(el: Locator): Promise<string[]> {
  return el.evaluate((root) => [...root.querySelectorAll('mark')].map((m) => m.textContent ?? ''));
}

test('the characters a query matched are marked in the options listed, and nowhere once the list closes', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const project = page.getByRole('combobox', { name: 'Project' });
    await project.focus();
    await page.keyboard.type('acme');
    const list = page.getByRole('listbox', { name: 'Project' });
    const first = list.getByRole('option').first();
    await first.filter({ hasText: 'Acme Corp' }).waitFor();
    assert.deepEqual(await marked(first), ['Acme'], "the customer's name matched");
    // Backspace goes back to the list "ac" had, with the marks "ac" made (not those of "acme").
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await eventually(() => marked(list.getByRole('option', { name: /Acme Corp( ?, billable)?$/ }).first()), (m) => m.join('') === 'Ac', 'the marks of "ac" after Backspace');

    await page.keyboard.press('Control+A');
    await page.keyboard.type('wbrd');
    const website = list.getByRole('option', { name: /^Website Redesign/ });
    await website.waitFor();
    assert.deepEqual(await marked(website), ['W', 'b', 'R', 'd'], 'the letters of the name, each where it matched');
    assert.equal(
      // A space before the comma in the name browsers compute: the two texts are separate boxes.
      await list.getByRole('option', { name: /^Website Redesign ?, Acme Corp( ?, billable)?$/ }).count(),
      1,
      'an option is named by its name and its customer, a comma between them, its marks in its text',
    );

    await page.keyboard.press('Escape');
    assert.deepEqual(await marked(page.locator('body')), [], 'nothing marked with the list closed');
  }),
);
