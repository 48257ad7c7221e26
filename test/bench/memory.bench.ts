// Memory benchmark (npm run bench:memory; issue 61 item 5): the two heavy parts of the app
// through a scripted day, each read after a forced GC at the start, after the day's second
// hour and at the end. Not a test: it measures and prints; a goal missed is named on a line
// `MISSED ...` and the bench exits 1.
//
//   window  the built renderer in Debian's Chromium with bench:ui's fake bridge (memory/window-day.ts):
//           two accounts of 10,000 projects, 200 calendar events, every screen opened each hour,
//           DAY_KEYS keystrokes through the start form's and Quick entry's Project pickers (the
//           day's hour of typing, compressed). RSS: VmRSS of the renderer process (found under
//           the browser's process tree); private: its RssAnon (without the mapped Chromium
//           binary, about 99 MB of a renderer's RSS, shared by every Chromium process); heap:
//           CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage.
//   engine  the two-account workday (memory/engine-day.ts), bundled and run in a child `node
//           --expose-gc` without a TypeScript loader, the simulator and the calendar in a
//           process of their own: process.memoryUsage() after global.gc(), once the engine
//           has idled as a tray app does between actions (the figure right after the work is
//           printed too, busy_rss_mb), and its private memory (RssAnon).
//   blank   a blank page in the same browser, before and after the window's day: the window's
//           figures over it are what our page adds to Chromium's own renderer.
//
// Goals (issue 61 item 5): each under 80 MB resident, neither growing more than 5% between
// the second hour and the last.
//
// Options: --only=window or --only=engine (one of the two; the last line names the other's
// figures as not measured, NaN), --engine-flags=<node flags, space-separated> (the engine's
// process started with them too, e.g. --engine-flags=--optimize-for-size: how a launch setting
// moves the engine's figures; the line says which flags were in force).

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { chromium } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../main/core/settings/settings-schema.ts';
import { asciiSource } from '../../scripts/build-main.mjs';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH, chromiumMissing } from '../browser/support/chromium.ts';
import { rendererBuild } from '../browser/support/renderer-build.ts';
import { formatReading, growthPct, r1, type Reading } from './memory/reading.ts';
import { blankPage, DAY_KEYS, HOURS, windowDay } from './memory/window-day.ts';
import { serveStatic } from './ui/static-server.ts';
import { pageBundle } from './ui/typing.ts';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && only !== 'window' && only !== 'engine') throw new Error(`--only takes window or engine, not ${only}`);
const engineFlags = args.find((a) => a.startsWith('--engine-flags='))?.slice('--engine-flags='.length).split(' ').filter((f) => f !== '') ?? [];

const RSS_GOAL_MB = 80;
const GROWTH_GOAL_PCT = 5;

/** An empty document beside the built renderer: the blank page the window is read against. */
const BLANK_PATH = '/bench/blank.html';

async function window(): Promise<{ day: Reading[]; blank: Reading[] }> {
  const missing = chromiumMissing(FULL_CHROMIUM_PATH);
  if (missing) throw new Error(`bench:memory cannot run the window: ${missing}`);
  const settings = { ...DEFAULT_SETTINGS, installId: 'bench' };
  const built = await rendererBuild();
  const server = await serveStatic(built.outdir, { [BLANK_PATH]: '<!doctype html><html lang="en"><title>blank</title></html>' });
  const initScript = `globalThis.stintBenchSettings = ${JSON.stringify(settings)};\n${await pageBundle('page-entry.ts')}`;
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  try {
    // The blank page before and after the window's day, in the same browser: the two say how
    // much the browser's own share moved meanwhile.
    const before = await blankPage(browser, new URL(BLANK_PATH, server.url).href);
    const day = await windowDay(browser, server.url, initScript);
    const after = await blankPage(browser, new URL(BLANK_PATH, server.url).href);
    return { day, blank: [before, after] };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * The service's modules (the simulator on fastify, the calendar's server) are reached from the
 * day's code (workday/day-service.ts, the test harness the phone borrows constants from) but
 * run in the service's own process: in the engine's bundle each is a module whose exports
 * throw if called. Bundled whole, their code held about 5 MB of the engine's heap and 19 MB of
 * its resident size (the two loaded alone under Node), none of it the app's.
 */
const SERVICE_ONLY = /[\\/]test[\\/](sim[\\/]start|support[\\/]calendar-server)\.ts$/;
const serviceElsewhere: Plugin = {
  name: 'service-elsewhere',
  setup(b) {
    b.onLoad({ filter: SERVICE_ONLY }, (args) => {
      const elsewhere = `throw new Error('${args.path.split(/[\\/]/).pop()} runs in the service process (memory/service-process.ts), not in the engine\\'s');`;
      return { contents: `export function startSim() { ${elsewhere} }\nexport class CalendarServer { static start() { ${elsewhere} } }\n`, loader: 'js' };
    });
  },
};

/**
 * The engine's day (memory/engine-day.ts) bundled by esbuild and run under plain Node, as the
 * app's main process runs its bundle: the TypeScript loader (tsx, about 50 MB resident by
 * itself) is not in the figures. The service it runs against is in a process of its own.
 */
async function engine(): Promise<{ readings: Reading[]; serviceRssMb: number; cpuS: number }> {
  const outdir = mkdtempSync(join(tmpdir(), 'stint-memory-engine-'));
  try {
    const out = join(outdir, 'engine-day.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('./memory/engine-day.ts', import.meta.url))],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      logLevel: 'warning',
      // CommonJS dependencies bundled into an ES module still call require() (scripts/build-main.mjs).
      banner: { js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);" },
      define: { __dirname: 'import.meta.dirname', __filename: 'import.meta.filename', __STINT_DEV__: 'false' },
      external: ['@github/keytar', 'usocket', 'x11'],
      plugins: [serviceElsewhere],
    });
    // As build-main writes main.js: ASCII alone, so that V8 keeps the source one byte a character.
    writeFileSync(out, asciiSource(readFileSync(out, 'utf8')));
    const service = fileURLToPath(new URL('./memory/service-process.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', ...engineFlags, out, service, JSON.stringify(['--import', 'tsx'])], { maxBuffer: 16 * 1024 * 1024 });
    const day = JSON.parse(stdout.trim().split('\n').pop()!) as { readings: Reading[]; serviceRssMb: number; cpuS: number; events: number; notes: string[] };
    console.log(`engine: ${day.events} calendar events today${day.notes.length ? `; notes: ${day.notes.join('; ')}` : ''}`);
    return day;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}


const NOT_RUN = NaN;
const maxOf = (rs: readonly Reading[], of: (r: Reading) => number | undefined) => (rs.length === 0 ? NOT_RUN : r1(Math.max(...rs.map((r) => of(r) ?? NaN))));

const { day: win, blank } = only === 'engine' ? { day: [], blank: [] } : await window();
if (win.length > 0) {
  console.log(`window: ${HOURS} hours, ${DAY_KEYS} keystrokes through two Project pickers, every screen opened each hour`);
  for (const r of blank) console.log(formatReading('blank page', r));
  for (const r of win) console.log(formatReading('window', r));
}
// What the page adds over Chromium's own renderer (the larger blank reading: the least the page adds).
const blankRss = maxOf(blank, (r) => r.rssMb);
const blankHeap = maxOf(blank, (r) => r.heapUsedMb);
const blankPrivate = maxOf(blank, (r) => r.privateMb);
for (const r of win) console.log(`window over the blank page ${r.at.padEnd(7)} rss_mb=${r1(r.rssMb - blankRss)} private_mb=${r1(r.privateMb! - blankPrivate)} heap_used_mb=${r1(r.heapUsedMb - blankHeap)}`);
const { readings: eng, serviceRssMb, cpuS } = only === 'window' ? { readings: [], serviceRssMb: NOT_RUN, cpuS: NOT_RUN } : await engine();
if (eng.length > 0) {
  for (const r of eng) console.log(formatReading('engine', r));
  console.log(`engine: node ${['--expose-gc', ...engineFlags].join(' ')}; ${r1(cpuS)} s of CPU through the day`);
  console.log(`the service (simulator and calendar) in its own process, not counted: rss_mb=${r1(serviceRssMb)} at the end`);
}

const bounds = [
  ...(win.length === 0
    ? []
    : [
        { name: 'window_rss_mb', value: maxOf(win, (r) => r.rssMb), limit: RSS_GOAL_MB },
        { name: 'window_growth_pct', value: growthPct(win), limit: GROWTH_GOAL_PCT },
      ]),
  ...(eng.length === 0
    ? []
    : [
        { name: 'engine_rss_mb', value: maxOf(eng, (r) => r.rssMb), limit: RSS_GOAL_MB },
        { name: 'engine_growth_pct', value: growthPct(eng), limit: GROWTH_GOAL_PCT },
      ]),
];
console.log(`bounds (issue 61 item 5): ${bounds.map((b) => `${b.name}=${b.value} (< ${b.limit})`).join(' ')}`);
const missed = bounds.filter((b) => !(b.value < b.limit));
if (missed.length > 0) {
  console.log(`MISSED ${missed.map((b) => `${b.name}=${b.value} (bound < ${b.limit})`).join(' ')}`);
  process.exitCode = 1;
}
// The goals' four figures first (NaN: that half not run), then what the page adds over a blank
// page, the window's private memory (RssAnon: what a system monitor shows, without Chromium's
// mapped binary) and the engine's figures beside its resident size.
const windowRss = maxOf(win, (r) => r.rssMb);
const winGrowth = win.length === 0 ? NOT_RUN : growthPct(win);
const engGrowth = eng.length === 0 ? NOT_RUN : growthPct(eng);
console.log(
  [
    `window_rss_mb=${windowRss} engine_rss_mb=${maxOf(eng, (r) => r.rssMb)} window_growth_pct=${winGrowth} engine_growth_pct=${engGrowth}`,
    `window_over_blank_mb=${r1(windowRss - blankRss)} window_private_mb=${maxOf(win, (r) => r.privateMb)} window_private_over_blank_mb=${r1(maxOf(win, (r) => r.privateMb) - blankPrivate)}`,
    `window_heap_used_mb=${maxOf(win, (r) => r.heapUsedMb)} window_over_blank_heap_mb=${r1(maxOf(win, (r) => r.heapUsedMb) - blankHeap)} blank_rss_mb=${blankRss} blank_private_mb=${blankPrivate}`,
    `engine_heap_used_mb=${maxOf(eng, (r) => r.heapUsedMb)} engine_external_mb=${maxOf(eng, (r) => r.externalMb)} engine_busy_rss_mb=${maxOf(eng, (r) => r.busyRssMb)} engine_private_mb=${maxOf(eng, (r) => r.privateMb)} engine_cpu_s=${r1(cpuS)}${engineFlags.length > 0 ? ` engine_flags=${engineFlags.join(',')}` : ''}`,
  ].join(' '),
);
