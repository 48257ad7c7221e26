// The pickers' search loads after the window's first paint (renderer/pickers/search-loader.ts):
// a person who types before it has come sees "Searching…", never "Nothing matches", and the
// words typed meanwhile are searched when it comes. The search's chunk is held back by the
// test (the first page loaded it; a released window's next page loads it again).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BROWSER, withStint } from './support/browser-test.ts';
import { releaseAndReopen } from './support/release.ts';
import { signInAsDemo } from './support/stint-page.ts';

/** A string only the search's code holds (the plain letters some characters read as, renderer/pickers/name-table.ts): the chunk with it is the search's. */
const SEARCH_MARK = 'oOlLdDdDihHtT';

test('words typed before the search has loaded say "Searching…", then list their matches when it comes, and Enter picks one', BROWSER, () =>
  withStint({}, async (s) => {
    await signInAsDemo(s);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Counted when the chunk's body has come from the server, which may be after the page has
    // drawn "Searching…": the test waits for it rather than reading a count at one instant.
    let chunkAskedFor!: () => void;
    const askedFor = new Promise<void>((resolve) => (chunkAskedFor = resolve));
    await s.context.route('**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(SEARCH_MARK)) {
        chunkAskedFor();
        await released;
      }
      await route.fulfill({ response, body });
    });

    const page = await releaseAndReopen(s, s.page);
    const picker = page.locator('.start-form').getByRole('combobox', { name: 'Project' });
    await picker.focus();
    await page.keyboard.type('websi');
    await page.getByText('Searching…').waitFor();
    await askedFor; // the search's chunk was asked for and is held (never asked: the test times out)
    assert.equal(await page.getByText(/Nothing matches/).count(), 0, 'no "Nothing matches" for words not searched yet');
    assert.equal(await picker.getAttribute('aria-expanded'), 'false', 'no list to move through yet');

    release();
    const option = page.getByRole('option', { name: /Website Redesign/ }).first();
    await option.waitFor();
    assert.equal(await picker.getAttribute('aria-expanded'), 'true');
    assert.equal(await page.getByText('Searching…').count(), 0);
    assert.equal(await picker.inputValue(), 'websi', 'the words typed meanwhile kept');
    await page.keyboard.press('Enter');
    assert.match(await picker.inputValue(), /Website Redesign/, 'Enter picked the first match');
  }),
);
