// Several builds of the window typed into in turns with the floor page, in one browser
// (npm run bench:ui-turns -- <folder>... [--rounds N]): what a change to the window does to
// bench:ui's paint figure, read apart from the machine's load. bench:ui's own ratio moves
// by ±0.1 from run to run on the same code; here every build meets the same moments of load,
// since each step of the typing goes to each page in turn (the order reversed every round).
//
// A folder is either a built window (its index.html beside main.js, as
// `node scripts/build-renderer.mjs --outdir <folder>` writes it) or a checkout (it holds
// scripts/build-renderer.mjs and node_modules, e.g. `git worktree add <folder> <rev>` with
// node_modules linked in), built here with its own build script. Each window gets the
// bench:ui snapshot (two accounts of 10,000 projects, 200 events in the week) and the same
// probe (ui/page-init.ts). Printed per page: keydown → painted frame, p50 and p95, and each
// over the floor page's, as bench:ui's paint_floor_ratio reads the rounds measured.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../main/core/settings/settings-schema.ts';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH, chromiumMissing } from '../browser/support/chromium.ts';
import { serveStatic, type StaticServer } from './ui/static-server.ts';
import { floorPaints, openFloor, openWindow, pageBundle, pct, PERSON_PAUSE_MS, TYPING, typeRounds, UNTHROTTLED, type Typed } from './ui/typing.ts';

const USAGE = 'usage: npm run bench:ui-turns -- <built window or checkout>... [--rounds N]';
const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 8;
const folders = args.filter((a, i) => !a.startsWith('--') && (roundsAt < 0 || i !== roundsAt + 1));
/** Where the person ran it: npm runs the script from the package's folder. */
const CALLED_FROM = process.env.INIT_CWD ?? process.cwd();

/** A built window's folder: `folder` itself, or a build of the checkout at `folder` (removed at exit). */
function builtWindow(folder: string): string {
  const dir = resolve(CALLED_FROM, folder);
  if (existsSync(join(dir, 'index.html'))) return dir;
  const script = join(dir, 'scripts/build-renderer.mjs');
  if (!existsSync(script)) throw new Error(`${folder}: neither a built window (index.html) nor a checkout (scripts/build-renderer.mjs)`);
  const out = mkdtempSync(join(tmpdir(), 'stint-ui-turns-'));
  process.once('exit', () => rmSync(out, { recursive: true, force: true }));
  execFileSync(process.execPath, [script, '--outdir', out], { cwd: dir, stdio: 'inherit' });
  return out;
}

/** A window's keystrokes painted since last asked (ms each); the floor page's: floorPaints. */
function windowPaints(win: Typed): Promise<number[]> {
  return win.page.evaluate(() => window.stintBench.keystrokes.splice(0).map((k) => k.paintMs));
}

async function main(): Promise<void> {
  const missing = chromiumMissing(FULL_CHROMIUM_PATH);
  const badArgs = folders.length === 0 || !Number.isInteger(ROUNDS) || ROUNDS < 1 || args.some((a) => a.startsWith('--') && a !== '--rounds');
  if (missing || badArgs) {
    console.error(missing ? `bench:ui-turns cannot run: ${missing}` : `${USAGE} (N: a whole number of rounds, 1 or more)`);
    process.exit(1);
  }
  const builds = folders.map(builtWindow);
  const settings = { ...DEFAULT_SETTINGS, installId: 'bench' };
  const initScript = `globalThis.stintBenchSettings = ${JSON.stringify(settings)};\n${await pageBundle('page-entry.ts')}`;
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...UNTHROTTLED], timeout: 60_000 });
  const servers: StaticServer[] = [];
  try {
    const windows: Typed[] = [];
    for (const dir of builds) {
      const server = await serveStatic(dir, {});
      servers.push(server);
      const { page } = await openWindow(browser, server.url, initScript);
      await page.getByRole('combobox', { name: 'Project' }).focus();
      windows.push({ page, settled: () => page.evaluate(() => window.stintBench.settled()) });
    }
    const floor = await openFloor(browser);
    const pages = [...windows, floor];
    await floor.page.waitForTimeout(PERSON_PAUSE_MS);
    // One round to warm up, not counted (bench:ui prints that round's figures apart).
    await typeRounds(...pages);
    const taken = () => Promise.all([...windows.map(windowPaints), floorPaints(floor)]);
    await taken();
    for (let r = 0; r < ROUNDS; r++) await typeRounds(...(r % 2 === 0 ? pages : [...pages].reverse()));
    const all = await taken();
    const floorPaint = all[windows.length]!;
    const names = [...folders, 'floor page'];
    console.log(`${ROUNDS} rounds of ${JSON.stringify(TYPING)} into each page in turns, after one round to warm up`);
    all.forEach((ms, i) =>
      console.log(
        `${names[i]}: keystrokes=${ms.length} paint_p50_ms=${pct(ms, 50).toFixed(1)} paint_p95_ms=${pct(ms, 95).toFixed(1)} over_floor_p50=${(pct(ms, 50) / pct(floorPaint, 50)).toFixed(2)} over_floor_p95=${(pct(ms, 95) / pct(floorPaint, 95)).toFixed(2)}`,
      ),
    );
    console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
}

await main();
