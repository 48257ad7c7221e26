// axe-core in the page, through Playwright's evaluate (the DevTools protocol), which the
// page's Content-Security-Policy (script-src 'self') does not govern: the page is served as
// it is, no bypassCSP.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One violation as a person reads it: rule, impact, the elements, and what to fix. */
export function describeViolation(v: Result): string {
  const nodes = v.nodes.map((n) => `    at ${JSON.stringify(n.target)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
  return `  ${v.id} (${v.impact ?? 'no impact'}): ${v.help}\n${nodes.join('\n')}`;
}

/** axe-core's violations (and passes) for the page as it is now, or for the elements `selector` matches. */
export async function axeResults(page: Page, selector?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (sel) => (window as unknown as { axe: { run(c: unknown, o: object): Promise<AxeResults> } }).axe.run(sel ?? document, { resultTypes: ['violations'] }),
    selector,
  );
}
