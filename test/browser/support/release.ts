// The window released while hidden (issue 71), as the harness can show it: the shell hides
// the window (the engine hears it), the page tells main its view, the page is closed while
// the engine runs on, and a new page opens on the same harness, as the shell's new
// BrowserWindow would, shown. Its errors are kept with the test's (StintPage.errors).

import type { Page } from 'playwright-core';
import { eventually } from './eventually.ts';
import type { StintPage } from './stint-page.ts';

/** Hides the window, closes its page once it told main its view, and answers the new page, loaded and shown. */
export async function releaseAndReopen(s: StintPage, page: Page): Promise<Page> {
  const told = s.harness.commandsReceived('keepView');
  s.harness.stint.setWindowVisible(false);
  await eventually(() => s.harness.commandsReceived('keepView'), (n) => n > told, 'the hidden page to tell main its view');
  await page.close();
  await eventually(() => s.harness.stint.snapshot().windowVisible, (v) => v === false, 'no page left listening');
  const next = await s.context.newPage();
  next.on('pageerror', (e) => s.errors.push(`page error (reopened): ${e.message}`));
  next.on('console', (m) => {
    if (m.type() === 'error') s.errors.push(`console error (reopened): ${m.text()}`);
  });
  await next.goto(s.harness.url);
  return next;
}
