// Browser tests: one Chromium per test process (several test files share a process under
// `npm test`: scripts/test-group.mjs), started by the first test that needs it, and for each
// test its own simulator, harness, browser context and page (support/stint-page.ts): a
// context shares no cookies, storage or clock with another. Where Chromium is missing,
// every test skips saying why.
//
//   test('name', BROWSER, () => withStint({}, async (s) => { ... }));
//
// (`test` is called in the test file itself, so the report names that file.)

import assert from 'node:assert/strict';
import { after } from 'node:test';
import type { Browser } from 'playwright-core';
import { chromiumMissing, launchChromium } from './chromium.ts';
import { TEST_GUARD_MS } from '../../support/hang-guard.ts';
import { openStint, type OpenOptions, type StintPage } from './stint-page.ts';
import { atProcessEnd } from '../../support/process-end.ts';

/** A hang guard for a whole test on a loaded two-core machine; no test relies on it. */
const TEST_TIMEOUT_MS = TEST_GUARD_MS;
const missing = chromiumMissing();
let browser: Promise<Browser> | null = null;

/** This process's Chromium, launched on the first call (shared with a test that prints a page, timesheet-pdf). */
export function theBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

async function closeBrowser(): Promise<void> {
  const b = browser;
  browser = null;
  await (await b?.catch(() => null))?.close();
}

// A file run on its own closes it after its tests.
if (!atProcessEnd(closeBrowser)) after(closeBrowser);

/** What a test's world is opened with (support/stint-page.ts). */
export type BrowserTestOptions = OpenOptions;

/** The options of every browser test: skipped (saying why) without Chromium, and a hang guard. */
export const BROWSER = { skip: missing, timeout: TEST_TIMEOUT_MS };

/** Runs `fn` on a fresh page of its own; the page must have logged no error by the end. */
export async function withStint(options: BrowserTestOptions, fn: (s: StintPage) => Promise<void>): Promise<void> {
  assert.equal(missing, false, 'Chromium is installed');
  const s = await openStint(await theBrowser(), options);
  try {
    await fn(s);
    assert.deepEqual(s.errors, [], 'the page logged no error');
  } catch (e) {
    throw await withPageShown(e, s);
  } finally {
    await s.close();
  }
}

/** At most this much of the page's accessibility tree is added to a failure. */
const SHOWN_CHARS = 3000;

/**
 * The failure with what the page showed when it came (its accessibility tree, as a person
 * with a screen reader meets it) and what it logged: a test that failed only under load on
 * CI can then be read from its report, without running it again.
 */
async function withPageShown(e: unknown, s: StintPage): Promise<unknown> {
  if (!(e instanceof Error)) return e;
  const shown = await s.page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((why: unknown) => `(not read: ${why instanceof Error ? why.message.split('\n')[0] : String(why)})`);
  const cut = shown.length > SHOWN_CHARS ? `${shown.slice(0, SHOWN_CHARS)}\n… (${shown.length - SHOWN_CHARS} more characters)` : shown;
  const told = `\n--- the page showed:\n${cut}${s.errors.length > 0 ? `\n--- and logged:\n${s.errors.join('\n')}` : ''}`;
  // The report prints the stack, made with the message when the error was.
  e.message += told;
  if (e.stack !== undefined) e.stack += told;
  return e;
}

export { eventually } from './eventually.ts';
