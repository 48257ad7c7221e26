// The same-content floor under bench:ui's paint figure: the window's own page (the same
// built HTML, CSS and timer screen) whose Project picker is updated, for each keystroke, by
// the simplest hand-written DOM code instead of the renderer: the rows the window itself drew
// for that query (name, customer, the letters marked, as many rows in view), captured from a
// window typed the same way beforehand and kept as templates, are cloned into the list. No
// Preact and no search in the timed path: what is left is the DOM and the browser's own
// style, layout and paint of the same content, which the window's paint is read against.

import type { Browser, Page } from 'playwright-core';
import type { ContentFloorPage, PickerState } from './content-floor-page.ts';
import { openWindow, pageBundle, TYPING, type Typed } from './typing.ts';

const pageCode = pageBundle('content-floor-page.ts');
async function withPageCode(page: Page): Promise<void> {
  await page.evaluate(await pageCode);
}


/**
 * Opens a window, types one round of TYPING into its Project picker and answers the picker as
 * the window drew it after each keystroke, by the field's value (each query's rows are the
 * same whatever came before it: a keystroke sets the list back to its top and first option).
 */
export async function capturePicker(browser: Browser, url: string, initScript: string): Promise<Record<string, PickerState>> {
  const { page } = await openWindow(browser, url, initScript);
  const field = page.getByRole('combobox', { name: 'Project' });
  await field.focus();
  await withPageCode(page);
  const states: Record<string, PickerState> = {};
  for (const step of TYPING) {
    const back = /^Backspace(?:\*(\d+))?$/.exec(step);
    const keys = back ? Array.from({ length: Number(back[1] ?? 1) }, () => 'Backspace') : [...step].map((c) => (c === ' ' ? 'Space' : c));
    for (const key of keys) {
      await page.keyboard.press(key);
      await page.evaluate(() => window.stintBench.settled());
      states[await field.inputValue()] = await page.evaluate(() => (globalThis as unknown as { stintContentFloor: ContentFloorPage }).stintContentFloor.readPicker());
    }
  }
  await page.context().close();
  return states;
}

/** A fresh window with the same-content floor in place of its picker's code, its Project field focused. */
export async function openContentFloor(browser: Browser, url: string, initScript: string, states: Record<string, PickerState>): Promise<Typed> {
  const { page } = await openWindow(browser, url, initScript);
  await page.getByRole('combobox', { name: 'Project' }).focus();
  // A key typed and erased through the renderer first, untimed: the window's first key stops
  // its search warm-up (which draws rows into the hidden list), and so must the floor's, or
  // the warm-up would go on drawing into the list the floor fills.
  for (const key of ['x', 'Backspace']) {
    await page.keyboard.press(key);
    await page.evaluate(() => window.stintBench.settled());
  }
  await withPageCode(page);
  await page.evaluate((s) => (globalThis as unknown as { stintContentFloor: ContentFloorPage }).stintContentFloor.installFloor(s), states);
  return { page, settled: () => page.evaluate(() => (window as unknown as { contentFloorSettled(): Promise<void> }).contentFloorSettled()) };
}

/** The same-content floor's keystrokes painted since last asked (ms each). */
export async function contentFloorPaints(floor: Typed): Promise<number[]> {
  const { paints, missed } = await floor.page.evaluate(() => {
    const w = window as unknown as { contentFloorPaints: number[]; contentFloorMissed: string[] };
    return { paints: w.contentFloorPaints.splice(0), missed: w.contentFloorMissed.splice(0) };
  });
  // A value with no rows captured means the floor was not typed as the window was: its figure would not be comparable.
  if (missed.length > 0) throw new Error(`the same-content floor had no rows for ${JSON.stringify(missed)}`);
  return paints;
}
