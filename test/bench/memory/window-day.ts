// The window's day in Chromium (the renderer Electron would host): the built renderer with
// bench:ui's fake bridge (ui/bench-snapshot.ts: two accounts of 10,000 projects each, 200
// calendar events in the week), opened once and kept for the whole day as the shell keeps
// its hidden window. Each of the day's 8 hours: the window shown, every screen opened,
// TYPING_ROUNDS rounds of bench:ui's typing into the start form's Project picker and as many
// into Quick entry's, then hidden (each show and hide pushes a fresh snapshot, parsed as an
// IPC answer is). Readings after a forced GC: at the start, after hour 2, at the end.

import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { openWindow, PERSON_PAUSE_MS, TYPING, typeRounds } from '../ui/typing.ts';
import { allocatorBreakdown } from './allocators.ts';
import { MB, type Reading } from './reading.ts';
import { privateBytes, rendererPids, residentBytes } from './process-tree.ts';

/** Hours in the day (09:00-17:00, as the workday's). */
export const HOURS = 8;
/** Rounds of the typing per picker per hour: two pickers, so 4 rounds an hour. */
export const TYPING_ROUNDS = 2;

/** Keystrokes in one round of TYPING. */
export const ROUND_KEYS = TYPING.reduce((n, step) => {
  const back = /^Backspace(?:\*(\d+))?$/.exec(step);
  return n + (back ? Number(back[1] ?? 1) : step.length);
}, 0);

export const DAY_KEYS = ROUND_KEYS * TYPING_ROUNDS * 2 * HOURS;

/** Bytes the page holds for a moment to show which renderer it runs in. */
const MARK_BYTES = 64 * MB;

/**
 * The window's renderer among the renderers under the browser (it keeps others: a spare, its
 * own blank page): the one whose resident size rises by MARK_BYTES while the page holds that
 * much, written so that it is resident. Released and collected before any reading.
 */
async function rendererPid(page: Page, cdp: CDPSession): Promise<number> {
  const pids = rendererPids(process.pid);
  const before = new Map(pids.map((pid) => [pid, residentBytes(pid)]));
  await page.evaluate((n) => void ((globalThis as { benchMark?: Uint8Array }).benchMark = new Uint8Array(n).fill(1)), MARK_BYTES);
  const rose = pids.filter((pid) => residentBytes(pid) - before.get(pid)! > MARK_BYTES / 2);
  await page.evaluate(() => void delete (globalThis as { benchMark?: Uint8Array }).benchMark);
  await cdp.send('HeapProfiler.collectGarbage');
  if (rose.length !== 1) throw new Error(`cannot tell the window's renderer among ${pids.join(', ')}: ${rose.length} grew by the page's mark`);
  return rose[0]!;
}

/** What to find out after each reading, for a run that looks for where the memory goes (its later figures carry the finding's own memory). */
export interface Finding {
  /** Names the window in files and lines (`window`, `window-200`). */
  readonly name: string;
  /** A folder to write a heap snapshot into after each reading (`<name>-<reading>.heapsnapshot`). */
  readonly heapSnapshots?: string;
  /** Print the renderer's memory by allocator (memory/allocators.ts) after each reading. */
  readonly allocators?: Browser;
}

async function reading(at: string, cdp: CDPSession, pid: number, finding?: Finding): Promise<Reading> {
  // The fake bridge's copy of the data is the bench's, not the window's (ui/page-init.ts).
  await cdp.send('Runtime.evaluate', { expression: 'window.stintBench?.dropBridgeData()' });
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const read = { at, rssMb: residentBytes(pid) / MB, privateMb: privateBytes(pid) / MB, heapUsedMb: heap.usedSize / MB, heapTotalMb: (heap.totalSize || metric('JSHeapTotalSize')) / MB };
  // After the figures: what finding costs is in every later reading (such a run is for finding, not for figures).
  if (finding?.allocators !== undefined) console.log(`${finding.name} ${at}: ${await allocatorBreakdown(finding.allocators, pid)}`);
  if (finding?.heapSnapshots !== undefined) await writeHeapSnapshot(cdp, join(finding.heapSnapshots, `${finding.name}-${at.replace(' ', '-')}.heapsnapshot`));
  return read;
}

/** The page's heap snapshot (DevTools' format) into `file`, as CDP streams it. */
async function writeHeapSnapshot(cdp: CDPSession, file: string): Promise<void> {
  const out = createWriteStream(file);
  const write = ({ chunk }: { chunk: string }) => void out.write(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', write);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', write);
    await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
  }
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.evaluate(() => window.stintBench.settled());
}

async function typeInto(page: Page, tab: string): Promise<void> {
  await openTab(page, tab);
  const field = page.getByRole('tabpanel').getByRole('combobox', { name: 'Project' });
  await field.focus();
  const typed = { page, settled: () => page.evaluate(() => window.stintBench.settled()) };
  for (let i = 0; i < TYPING_ROUNDS; i++) await typeRounds(typed);
  await page.keyboard.press('Escape');
  // The probe keeps a timing per keystroke: dropped, so the bench's own record is not the window's growth.
  await page.evaluate(() => void window.stintBench.keystrokes.splice(0));
}

/**
 * A blank page (`url`: an empty document) in its own renderer of the same browser, read as the
 * window is: what Chromium's renderer holds by itself, for what the window adds over it.
 */
export async function blankPage(browser: Browser, url: string, finding?: Finding): Promise<Reading> {
  const context = await browser.newContext({ viewport: { width: 360, height: 560 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const pid = await rendererPid(page, cdp);
    return await reading('blank', cdp, pid, finding);
  } finally {
    await context.close();
  }
}

export async function windowDay(browser: Browser, url: string, initScript: string, finding?: Finding): Promise<Reading[]> {
  const { page } = await openWindow(browser, url, initScript);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const pid = await rendererPid(page, cdp);
  await page.waitForTimeout(PERSON_PAUSE_MS);
  const readings = [await reading('start', cdp, pid, finding)];
  const screens = await page.getByRole('tablist', { name: 'Screens' }).getByRole('tab').allTextContents();
  for (let hour = 1; hour <= HOURS; hour++) {
    await page.evaluate(() => window.stintBench.hideThenShow());
    for (const name of screens) await openTab(page, name.trim());
    await typeInto(page, 'Timer');
    await typeInto(page, 'Quick entry');
    await openTab(page, 'Timer');
    if (hour === 2) readings.push(await reading('hour 2', cdp, pid, finding));
  }
  readings.push(await reading('end', cdp, pid, finding));
  await page.context().close();
  return readings;
}
