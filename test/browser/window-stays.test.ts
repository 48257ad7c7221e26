// The window stays put at its size (360x560): only the content area scrolls. A mouse wheel
// over the status bar or the tabs scrolled the whole page (the visually hidden texts were
// placed against the page, which grew to about 2,000 px) and left a blank area below.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BROWSER, withStint } from './support/browser-test.ts';
import { signInAsDemo, WINDOW } from './support/stint-page.ts';

/** Wheels 400 px down over the middle of `over`. */
async function wheelOver(page: Page, over: Locator): Promise<void> {
  const box = (await over.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 400);
}

const pageScroll = (page: Page) =>
  page.evaluate(() => ({ y: window.scrollY, height: document.scrollingElement!.scrollHeight, body: document.body.scrollTop }));

test('a wheel over the status bar or the tabs leaves the page where it is; over the content it scrolls the content alone', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await page.getByRole('region', { name: 'This week' }).waitFor();
    assert.equal((await pageScroll(page)).height, WINDOW.height, 'the page is as tall as the window: nothing to scroll it by');
    for (const [what, over] of [
      ['the status bar', page.locator('.sync-status')],
      ['the tabs', page.getByRole('tablist', { name: 'Screens' })],
    ] as const) {
      await wheelOver(page, over);
      // A second wheel after the first settled: a scroll would have shown by then.
      await wheelOver(page, over);
      assert.deepEqual(await pageScroll(page), { y: 0, height: WINDOW.height, body: 0 }, `a wheel over ${what}`);
      const tabs = (await page.getByRole('tablist', { name: 'Screens' }).boundingBox())!;
      assert.ok(tabs.y >= 0, `the tabs stay in sight after a wheel over ${what}`);
    }
    const main = page.getByRole('main');
    await wheelOver(page, page.getByRole('region', { name: 'Today' }));
    await page.waitForFunction(() => document.querySelector('main')!.scrollTop > 0);
    assert.equal((await pageScroll(page)).y, 0, 'the content scrolled, not the page');
    assert.ok(await main.evaluate((m) => m.scrollHeight > m.clientHeight));
  }),
);
