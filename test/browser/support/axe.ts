// axe-core in the page, through Playwright's evaluate (the DevTools protocol), which the
// page's Content-Security-Policy (script-src 'self') does not govern: the page is served as
// it is, no bypassCSP.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** Where the screenshots go: `<state>-<scheme>.png` (artifacts/ is not committed). */
export const SCREENSHOT_DIR = join(import.meta.dirname, '../../../artifacts/screenshots');

export type Scheme = 'light' | 'dark';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One violation as a person reads it: rule, impact, the elements, and what to fix. */
export function describeViolation(v: Result): string {
  const nodes = v.nodes.map((n) => `    at ${JSON.stringify(n.target)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
  return `  ${v.id} (${v.impact ?? 'no impact'}): ${v.help}\n${nodes.join('\n')}`;
}

/**
 * The rules that read colour: all a second scheme can change. The window's styles differ
 * between light and dark only in their palette (renderer/styles.css: every colour is
 * `light-dark(light, dark)`), so roles, names, labels and order are the light scan's.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** axe-core's violations (and passes) for the page as it is now, or for the elements `selector` matches; `rules`: only those. */
export async function axeResults(page: Page, selector?: string, rules?: readonly string[]): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ sel, only }) =>
      (window as unknown as { axe: { run(c: unknown, o: object): Promise<AxeResults> } }).axe.run(sel ?? document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      }),
    { sel: selector, only: rules ? [...rules] : undefined },
  );
}

/**
 * Screenshots are taken for people (`npm run screenshots`), never read by a test: taking one
 * of every state cost 17% of the browser tests' CPU (measured on accounts + undo: 50 s with
 * them, 42 s without), which the suite's 12 minutes on 2 cores cannot spare.
 */
export const SCREENSHOTS = process.env.STINT_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string, scheme: Scheme): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${scheme}.png`) });
}

/**
 * Scans the page as it is now in both schemes, one subtest each: the system's scheme is
 * switched under the page (as a person's desktop switching to dark at dusk does) and back to
 * light, which the walk goes on in. One walk with both schemes' scans costs what one walk
 * did: the suite ran each walk twice, once per scheme, only to scan it (stop 82). In dark
 * only the colour rules run (COLOUR_RULES): every rule ran in both, and the dark scan's
 * other rules saw the very page the light scan sees (about 0.1 s of Chromium a scan, some
 * 150 scans).
 */
export async function scanSchemes(t: TestContext, page: Page, state: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await scan(t, page, state, 'dark', COLOUR_RULES);
  await page.emulateMedia({ colorScheme: 'light' });
  await scan(t, page, state, 'light');
}

/** A screenshot in each scheme, when asked for (`npm run screenshots`); the page is left in light. */
export async function screenshotSchemes(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, name, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, name, 'light');
}

/** Scans the page as it is now in a subtest named for the state (every rule, or only `rules`), and saves its screenshot when asked for. */
export async function scan(t: TestContext, page: Page, state: string, scheme: Scheme, rules?: readonly string[]): Promise<void> {
  await screenshot(page, state, scheme);
  const { violations, passes } = await axeResults(page, undefined, rules);
  await t.test(`${state} (${scheme}${rules ? `: ${rules.join(', ')}` : ''}): no axe violations`, () => {
    // A scan of an empty or blocked page would pass everything: it must have checked rules.
    assert.ok(passes.length > 0, 'axe-core checked the page');
    assert.equal(violations.length, 0, `axe-core found in "${state}" (${scheme}):\n${violations.map(describeViolation).join('\n')}`);
  });
}
