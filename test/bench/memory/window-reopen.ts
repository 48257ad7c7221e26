// The window opened again after its release (issue 71 item 2: `window_reopen_ms`): the built
// renderer with bench:ui's fake bridge (two accounts of 10,000 projects each, 200 calendar
// events), left as a person leaves it (words typed in the start form's Project picker, Today
// scrolled), hidden (the page tells main its view), its page closed, and a new page opened
// with that view handed over, as the shell's new BrowserWindow would. The figure: from the new
// page's navigation start (the page created) to the first frame with the Project picker
// painted, the fake bridge's own building of its data taken out (ui/typing.ts openWindow), the
// median of REOPENS openings.

import type { Browser, Page } from 'playwright-core';
import { openWindow, pct, PERSON_PAUSE_MS } from '../ui/typing.ts';

/** New pages opened from the one view: their median is the figure. */
export const REOPENS = 5;

/** What a person left: words in the Project picker, the content scrolled down to Today. */
async function leaveAsAPerson(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Project' }).focus();
  await page.keyboard.type('web re');
  await page.getByRole('main').evaluate((m) => void (m.scrollTop = 300));
  await page.evaluate(() => window.stintBench.settled());
}

/** Hides the window (a snapshot with `windowVisible` false, as main pushes it) and answers the view the page then told. */
async function hide(page: Page): Promise<unknown> {
  await page.evaluate(() => window.stintBench.hideThenShow());
  const view = await page.evaluate(() => window.stintBench.keptView);
  if (view === null) throw new Error('the window told main no view when it hid');
  return view;
}

/** The first frame with the picker painted, from navigation start (ms). */
async function reopen(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.getByRole('combobox', { name: 'Project' }).waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.stintBench.settled());
  const t = await page.evaluate(() => ({ paint: window.stintBench.firstPaintMs, build: window.stintBench.phases.snapshotBuildMs ?? 0 }));
  if (t.paint === null) throw new Error('the reopened window never painted its picker');
  const typed = await page.getByRole('combobox', { name: 'Project' }).inputValue();
  if (typed !== 'web re') throw new Error(`the reopened window's picker shows "${typed}", not the words left in it`);
  return t.paint - t.build;
}

export async function windowReopenMs(browser: Browser, serverUrl: string, initScript: string): Promise<number> {
  const { page } = await openWindow(browser, serverUrl, initScript);
  const context = page.context();
  try {
    await page.waitForTimeout(PERSON_PAUSE_MS);
    await leaveAsAPerson(page);
    const view = await hide(page);
    await page.close();
    // Every page opened from now on is handed the view, as main's keeper hands it.
    await context.addInitScript({ content: `globalThis.stintBenchView = ${JSON.stringify(view)};` });
    const times: number[] = [];
    for (let i = 0; i < REOPENS; i++) {
      const next = await context.newPage();
      next.on('pageerror', (e) => console.error(`page error (reopened): ${e.message}`));
      times.push(await reopen(next, serverUrl));
      await next.close();
    }
    return pct(times, 50);
  } finally {
    await context.close();
  }
}
