// The typing both bench:ui and bench:ui-turns measure: the rounds a person types into the
// Project picker, the window and the floor page opened for it, typed into in turns.

import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { FLOOR_PAGE } from './floor-page.ts';
import type { LoadPhases } from './page-init.ts';

/** What a person types: words, a customer, a typo corrected, then the field cleared. */
export const TYPING: readonly string[] = ['web redes', 'Backspace*9', 'acme mob', 'Backspace*8', 'data pipe 12', 'Backspace*12', 'globx', 'Backspace', 'ex aud', 'Backspace*10', 'sec', 'Backspace*3'];
/**
 * Frames as soon as there is something to draw, not at the next 60 Hz tick: "painted" then
 * measures the work (dispatch, render, style, layout, paint), not where in its 16.7 ms
 * period the keystroke happened to land. `--vsync` keeps Chromium's 60 Hz frames; a real
 * display adds that wait (0 to 16.7 ms, 8.3 on average) to whatever the window does.
 */
export const UNTHROTTLED = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];

/**
 * From a page's load to its first keystroke (ms). The shell loads the window hidden at app
 * start and a person types into it after opening it from the tray; the soonest even on the
 * first run (sign-in done, the timer screen shown) is a click into the field a second after
 * it appears. The window's own start-up work (the picker's index and the search warm-up,
 * after its first frame) ends within that second on a quiet machine: typing before it ended
 * measured keys no person can press. On a loaded one it goes on longer, and bench:ui waits
 * for its end first (page-init.ts `quiet`). The floor page waits as long.
 */
export const PERSON_PAUSE_MS = 1000;

export function pct(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
}

/** A file of test/bench/ui/ bundled for the page. */
export async function pageBundle(entry: string): Promise<string> {
  const root = new URL('../../..', import.meta.url).pathname;
  const r = await build({
    absWorkingDir: root,
    entryPoints: [`test/bench/ui/${entry}`],
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  return r.outputFiles[0]!.text;
}

/** A page typed into, and its own "every keystroke so far painted". */
export interface Typed {
  readonly page: Page;
  readonly settled: () => Promise<unknown>;
}

export async function typeStep(t: Typed, step: string): Promise<void> {
  const back = /^Backspace(?:\*(\d+))?$/.exec(step);
  const keys = back ? Array.from({ length: Number(back[1] ?? 1) }, () => 'Backspace') : [...step].map((c) => (c === ' ' ? 'Space' : c));
  for (const key of keys) {
    await t.page.keyboard.press(key);
    await t.settled();
  }
}

/**
 * One round of TYPING into each page, step by step in turn (a word into the first, the same
 * word into the second, ...): a shared machine's load changes from one second to the next,
 * and taking turns puts both pages under the same load, so their ratio is the window's own.
 */
export async function typeRounds(...pages: readonly Typed[]): Promise<void> {
  for (const step of TYPING) for (const t of pages) await typeStep(t, step);
}

/** Opens the window in a fresh context and waits for the picker's first painted frame. */
export async function newWindow(browser: Browser, initScript: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 560 } });
  await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  return page;
}

export async function openWindow(browser: Browser, url: string, initScript: string): Promise<{ page: Page; load: LoadPhases & { firstPaintMs: number; fcpMs: number | null } }> {
  const page = await newWindow(browser, initScript);
  await page.goto(url);
  await page.getByRole('combobox', { name: 'Project' }).waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.stintBench.settled());
  const load = await page.evaluate(() => ({ ...window.stintBench.phases, firstPaintMs: window.stintBench.firstPaintMs ?? NaN, fcpMs: window.stintBench.fcpMs }));
  // The fake bridge built its data on the page's thread; a real one does that in main.
  load.firstPaintMs -= load.snapshotBuildMs ?? 0;
  return { page, load };
}

/** The floor page (ui/floor-page.ts) in a context of its own, its field focused, and its own "all painted". */
export async function openFloor(browser: Browser): Promise<Typed> {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 560 } })).newPage();
  await page.setContent(FLOOR_PAGE);
  await page.focus('#q');
  return { page, settled: () => page.evaluate(() => (window as unknown as { floorSettled(): Promise<void> }).floorSettled()) };
}

/** The floor page's keystrokes painted since last asked (ms each). */
export function floorPaints(floor: Typed): Promise<number[]> {
  return floor.page.evaluate(() => (window as unknown as { floorPaints: number[] }).floorPaints.splice(0));
}
