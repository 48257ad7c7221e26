// Browser tests: one Chromium per test file, and for each test its own simulator, harness
// and page (support/stint-page.ts). Where Chromium is missing, every test skips saying why.
//
//   test('name', BROWSER, () => withStint({}, async (s) => { ... }));
//
// (`test` is called in the test file itself, so the report names that file.)

import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { chromiumMissing, launchChromium } from './chromium.ts';
import { TEST_GUARD_MS } from '../../support/hang-guard.ts';
import { openStint, type OpenOptions, type StintPage } from './stint-page.ts';

/** A hang guard for a whole test on a loaded two-core machine; no test relies on it. */
const TEST_TIMEOUT_MS = TEST_GUARD_MS;
const missing = chromiumMissing();
let browser: Browser | null = null;

before(async () => {
  if (missing) return;
  browser = await launchChromium();
}, { timeout: TEST_TIMEOUT_MS });

after(async () => {
  await browser?.close();
});

/** What a test's world is opened with (support/stint-page.ts). */
export type BrowserTestOptions = OpenOptions;

/** The options of every browser test: skipped (saying why) without Chromium, and a hang guard. */
export const BROWSER = { skip: missing, timeout: TEST_TIMEOUT_MS };

/** Runs `fn` on a fresh page of its own; the page must have logged no error by the end. */
export async function withStint(options: BrowserTestOptions, fn: (s: StintPage) => Promise<void>): Promise<void> {
  assert.ok(browser, 'the browser started');
  const s = await openStint(browser, options);
  try {
    await fn(s);
    assert.deepEqual(s.errors, [], 'the page logged no error');
  } finally {
    await s.close();
  }
}

export { eventually } from './eventually.ts';
