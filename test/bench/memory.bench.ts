// Memory benchmark (npm run bench:memory; issues 61 item 5 and 71 items 1-2): the two heavy
// parts of the app through a scripted day, each read against a floor measured in the same run.
// Not a test: it measures and prints; a goal missed is named on a line `MISSED ...` and the
// bench exits 1.
//
//   window  the built renderer in Debian's Chromium with bench:ui's fake bridge (memory/window-day.ts):
//           two accounts of 10,000 projects, 200 calendar events, every screen opened each hour,
//           DAY_KEYS keystrokes through the start form's and Quick entry's Project pickers (the
//           day's hour of typing, compressed). RSS: VmRSS of the renderer process (found under
//           the browser's process tree); private: its RssAnon (without the mapped Chromium
//           binary, about 99 MB of a renderer's RSS, shared by every Chromium process); heap:
//           CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage. Read at the start,
//           after the second hour and at the end.
//   blank   a blank page in the same browser, before and after the window's day: the window's
//           figures over it are what our page adds to Chromium's own renderer.
//   engine  the two-account workday (memory/engine-day.ts), bundled and run in a child `node
//           --expose-gc` without a TypeScript loader, the simulator and the calendar in a
//           process of their own, the app's V8 flags set as main.ts sets them
//           (main/platform/node/v8-flags.ts). Four runs: a bare Node process (memory/bare-node.ts:
//           the same binary, flags and V8 flags, doing nothing), the client floor (memory/client-floor.ts:
//           the same, doing only what any client of the service on Node must: fetch, Intl, a synced
//           file; `engine_floor_over_node_mb`, and the usual person's engine over it,
//           `engine_typical_over_floor_mb`), a usual person's day (two
//           accounts of 200 projects in all), and two accounts of 10,000 more projects through
//           a day and on for a week (DAYS days in one process, the laptop suspended each night).
//           Each reading (memory/idle-reading.ts) is taken after a forced GC and IDLE_MS of
//           idling, as a tray app sits between actions: 09:00, 11:00 and 17:00 of the first
//           day, 17:00 of each later one. A breakdown line under each says where the resident
//           size goes (V8's heap used of total, its code and young generation, external and
//           ArrayBuffers, anonymous against mapped files).
//
// Goals (issue 71): the engine's resident size over the bare Node process at most 60 MB with
// 10,000 projects (any reading of the day or the week), at most 25 MB with 200; from the day's
// second hour to its end at most 2% growth; over the week at most 5% from the first day's end
// to the last's, and no upward trend (the least-squares slope of days 2 to 7's ends at most
// 0.5% a day: memory/reading.ts weekFigures). Growth is of the resident size less V8's young
// generation, which V8 gives back on its own schedule (memory/reading.ts steadyMb); the plain
// resident figures' growth is printed beside (`*_rss_pct`). The window: its private memory
// over the blank page at most 40 MB (15 MB for a usual person's two accounts of 200 projects,
// a day of its own in the same browser), growth at most 2%; reopened after its release, first
// paint at most 300 ms after the page is created (memory/window-reopen.ts). The start: at most
// 500 ms from the main bundle's import to the first tray menu (memory/launch.ts; not with --only).
//
// Options: --only=window or --only=engine (one of the two; the last line gives the other's
// figures as not measured, NaN), --engine-flags=<node flags, space-separated> (every engine
// process and the bare one started with them too: how a launch setting moves the figures; the
// line says which flags were in force), --without-app-flags (the app's V8 flags not set: the
// figures without them), --node-fetch (the engine and the floor send with Node's fetch,
// undici, rather than memory/app-fetch.ts's model of the app's net.fetch: about 16 MB more
// that the app's main process never loads), --days=<n> (the week's length, 7), --idle-s=<n> (the idling before
// each reading, idle-reading.ts IDLE_MS), --heap-snapshots=<folder> (the engine and the window
// write a heap snapshot after each reading, to find what grew between two and what the heap
// holds: their later figures then carry the snapshots' own memory, so such a run is for
// finding, not for figures), --allocators (the window's renderer by Chromium's allocators
// after each reading, memory/allocators.ts: also for finding).

import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { chromium } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../main/core/settings/settings-schema.ts';
import { APP_V8_FLAGS } from '../../main/platform/node/v8-flags.ts';
import { asciiSource } from '../../scripts/build-main.mjs';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH, chromiumMissing } from '../browser/support/chromium.ts';
import { rendererBuild } from '../browser/support/renderer-build.ts';
import type { EngineDayOptions, EngineDayRun } from './memory/engine-day.ts';
import { IDLE_MS } from './memory/idle-reading.ts';
import { formatBreakdown, formatReading, growthPct, r1, steadyMb, TREND_GOAL_PCT_PER_DAY, weekFigures, type Reading } from './memory/reading.ts';
import { blankPage, DAY_KEYS, HOURS, windowDay, type Finding } from './memory/window-day.ts';
import { windowReopenMs } from './memory/window-reopen.ts';
import { launchMs } from './memory/launch.ts';
import { MORE_PROJECTS, TYPICAL_PROJECTS } from './memory/day-extras.ts';
import { serveStatic } from './ui/static-server.ts';
import { pageBundle } from './ui/typing.ts';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && only !== 'window' && only !== 'engine') throw new Error(`--only takes window or engine, not ${only}`);
const engineFlags = args.find((a) => a.startsWith('--engine-flags='))?.slice('--engine-flags='.length).split(' ').filter((f) => f !== '') ?? [];
const withoutAppFlags = args.includes('--without-app-flags');
/** The engine and the floor send with Node's fetch (undici) rather than the app's transport's model (memory/app-fetch.ts). */
const nodeFetch = args.includes('--node-fetch');
const numberOption = (name: string, fallback: number): number => {
  const v = args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} takes a whole number, not ${v}`);
  return n;
};
const DAYS = numberOption('days', 7);
const heapSnapshots = args.find((a) => a.startsWith('--heap-snapshots='))?.slice('--heap-snapshots='.length);
const allocators = args.includes('--allocators');
const IDLE = numberOption('idle-s', IDLE_MS / 1000) * 1000;

/** Issue 71's goals (MB over the floor measured in the same run; % growth). */
const GOALS = {
  engineOverNodeMb: 60,
  engineTypicalOverNodeMb: 25,
  engineGrowthPct: 2,
  engineWeekGrowthPct: 5,
  windowPrivateOverBlankMb: 40,
  windowGrowthPct: 2,
  windowTypicalPrivateOverBlankMb: 15,
  windowReopenMs: 300,
  launchMs: 500,
};

/** An empty document beside the built renderer: the blank page the window is read against. */
const BLANK_PATH = '/bench/blank.html';

async function window(): Promise<{ day: Reading[]; blank: Reading[]; typical: Reading[]; reopenMs: number }> {
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
    const finding = (name: string): Finding => ({ name, ...(heapSnapshots === undefined ? {} : { heapSnapshots }), ...(allocators ? { allocators: browser } : {}) });
    const before = await blankPage(browser, new URL(BLANK_PATH, server.url).href, finding('blank-before'));
    const day = await windowDay(browser, server.url, initScript, finding('window'));
    // A usual person's window: two accounts of TYPICAL_PROJECTS (issue 71's 15 MB goal).
    const typical = await windowDay(browser, server.url, `globalThis.stintBenchProjects = ${TYPICAL_PROJECTS};\n${initScript}`, finding(`window-${TYPICAL_PROJECTS}`));
    const after = await blankPage(browser, new URL(BLANK_PATH, server.url).href, finding('blank-after'));
    // The released window opened again (issue 71 item 2): first paint after the page is created.
    const reopenMs = await windowReopenMs(browser, server.url, initScript);
    return { day, blank: [before, after], typical, reopenMs };
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

/** A bench entry (memory/engine-day.ts, memory/bare-node.ts) bundled into `outdir` for plain Node; its path. */
async function bundle(entry: string, outdir: string): Promise<string> {
  const out = join(outdir, entry.replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [fileURLToPath(new URL(`./memory/${entry}`, import.meta.url))],
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
  return out;
}

/** A bundle run under plain Node (--expose-gc and --engine-flags); its last line of output, parsed. */
async function runNode<T>(script: string, args: readonly string[]): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', ...engineFlags, script, ...args], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as T;
}

interface EngineRuns {
  /** The bare Node process's reading. */
  readonly node: Reading;
  /** The client floor's (memory/client-floor.ts): Node doing what any client of the service must. */
  readonly floor: Reading;
  /** Two accounts of 200 projects: the day. */
  readonly typical: EngineDayRun;
  /** Two accounts of 10,000 more projects: the day, then the rest of the week. */
  readonly full: EngineDayRun;
}

/**
 * The client floor (memory/client-floor.ts) against a service of a few lines in this process:
 * it answers every request with a small JSON body, as the service's verbs do.
 */
async function clientFloor(script: string): Promise<Reading> {
  const service = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { id: 1, description: 'entry', duration: 60 } })));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = service.address() as { port: number };
    return await runNode<Reading>(script, [JSON.stringify({ idleMs: IDLE, withoutAppFlags, nodeFetch, url: `http://127.0.0.1:${port}` })]);
  } finally {
    service.close();
  }
}

/**
 * The engine's runs (memory/engine-day.ts) and the bare Node process (memory/bare-node.ts),
 * bundled and run under plain Node one after the other, as the app's main process runs its
 * bundle: the TypeScript loader (tsx, about 50 MB resident by itself) is not in the figures.
 * The service each day runs against is in a process of its own.
 */
async function engine(): Promise<EngineRuns> {
  const outdir = mkdtempSync(join(tmpdir(), 'stint-memory-engine-'));
  try {
    const day = await bundle('engine-day.ts', outdir);
    const bare = await bundle('bare-node.ts', outdir);
    const service = fileURLToPath(new URL('./memory/service-process.ts', import.meta.url));
    const live = (o: EngineDayOptions) => runNode<EngineDayRun>(day, [service, JSON.stringify(['--import', 'tsx']), JSON.stringify(o)]);
    const node = await runNode<Reading>(bare, [JSON.stringify({ idleMs: IDLE, withoutAppFlags })]);
    const floor = await clientFloor(await bundle('client-floor.ts', outdir));
    const typical = await live({ projects: { inAll: TYPICAL_PROJECTS }, days: 1, idleMs: IDLE, withoutAppFlags, nodeFetch, heapSnapshots });
    const full = await live({ projects: { more: MORE_PROJECTS }, days: DAYS, idleMs: IDLE, withoutAppFlags, nodeFetch, heapSnapshots });
    return { node, floor, typical, full };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const NOT_RUN = NaN;
const maxOf = (rs: readonly Reading[], of: (r: Reading) => number | undefined) => (rs.length === 0 ? NOT_RUN : r1(Math.max(...rs.map((r) => of(r) ?? NaN))));

const { day: win, blank, typical: winTyp, reopenMs } = only === 'engine' ? { day: [], blank: [], typical: [], reopenMs: NOT_RUN } : await window();
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
for (const r of winTyp) console.log(`window of ${TYPICAL_PROJECTS} projects over the blank page ${r.at.padEnd(7)} rss_mb=${r1(r.rssMb - blankRss)} private_mb=${r1(r.privateMb! - blankPrivate)} heap_used_mb=${r1(r.heapUsedMb - blankHeap)}`);
if (win.length > 0) console.log(`window reopened after its release: first paint ${r1(reopenMs)} ms after the page is created (median of 5)`);
const runs = only === 'window' ? null : await engine();
const eng = runs?.full.readings ?? [];
const typ = runs?.typical.readings ?? [];
const nodeRss = runs === null ? NOT_RUN : r1(runs.node.rssMb);
if (runs !== null) {
  console.log(formatReading('bare node', runs.node));
  console.log(formatBreakdown('bare node', runs.node));
  console.log(`${formatReading('client floor', runs.floor)} over_node_mb=${r1(runs.floor.rssMb - runs.node.rssMb)}\n${formatBreakdown('client floor', runs.floor)}`);
  for (const [who, run] of [['engine 200', runs.typical], ['engine', runs.full]] as const) {
    if (run.notes.length > 0) console.log(`${who}: ${run.events} calendar events today; notes: ${run.notes.join('; ')}`);
    for (const r of run.readings) console.log(`${formatReading(who, r)} over_node_mb=${r1(r.rssMb - runs.node.rssMb)}\n${formatBreakdown(who, r)}`);
  }
  console.log(`engine: node ${['--expose-gc', ...engineFlags].join(' ')}; the app's V8 flags ${withoutAppFlags ? 'not set (--without-app-flags)' : `set (${APP_V8_FLAGS.join(' ')})`}; requests sent ${nodeFetch ? "with Node's fetch (--node-fetch)" : "through node:http, the model of the app's net.fetch, whose HTTP runs outside its main process (memory/app-fetch.ts)"}; ${r1(runs.full.cpuS)} s of CPU through ${DAYS} day(s) (${r1(runs.typical.cpuS)} s for the day of 200 projects); ${IDLE / 1000} s idle before each reading`);
  console.log(`the service (simulator and calendar) in its own process, not counted: rss_mb=${r1(runs.full.serviceRssMb)} at the end`);
}
const dayOne = eng.filter((r) => !r.at.startsWith('day '));
const dayEnds = eng.filter((r) => r.at === 'end' || r.at.startsWith('day '));
const week = weekFigures(dayEnds.map(steadyMb));
const weekRss = weekFigures(dayEnds.map((r) => r.rssMb));
const engineOverNode = r1(maxOf(eng, (r) => r.rssMb) - nodeRss);
const typicalOverNode = r1(maxOf(typ, (r) => r.rssMb) - nodeRss);
// What fetch and Intl alone add to Node (memory/client-floor.ts), and the engine over that.
const floorOverNode = runs === null ? NOT_RUN : r1(runs.floor.rssMb - nodeRss);
const typicalOverFloor = runs === null ? NOT_RUN : r1(maxOf(typ, (r) => r.rssMb) - runs.floor.rssMb);
const windowRss = maxOf(win, (r) => r.rssMb);
const windowPrivateOverBlank = r1(maxOf(win, (r) => r.privateMb) - blankPrivate);
const windowTypicalPrivateOverBlank = r1(maxOf(winTyp, (r) => r.privateMb) - blankPrivate);
// The start (issue 71 item 3), in fresh processes of its own: `--only=window` or `--only=engine` leave it out.
const launch = only === undefined ? r1(await launchMs()) : NOT_RUN;
if (only === undefined) console.log(`launch: ${launch} ms from the main bundle's import to the first tray menu (median of 7; npm run bench:launch prints each)`);
const winGrowth = win.length === 0 ? NOT_RUN : growthPct(win);
const engGrowth = dayOne.length === 0 ? NOT_RUN : growthPct(dayOne);
const engGrowthRss = dayOne.length === 0 ? NOT_RUN : growthPct(dayOne, (r) => r.rssMb);

const bounds = [
  ...(win.length === 0
    ? []
    : [
        { name: 'window_private_over_blank_mb', value: windowPrivateOverBlank, limit: GOALS.windowPrivateOverBlankMb },
        { name: 'window_typical_private_over_blank_mb', value: windowTypicalPrivateOverBlank, limit: GOALS.windowTypicalPrivateOverBlankMb },
        { name: 'window_growth_pct', value: winGrowth, limit: GOALS.windowGrowthPct },
        { name: 'window_reopen_ms', value: r1(reopenMs), limit: GOALS.windowReopenMs },
      ]),
  ...(only === undefined ? [{ name: 'launch_ms', value: launch, limit: GOALS.launchMs }] : []),
  ...(runs === null
    ? []
    : [
        { name: 'engine_over_node_mb', value: engineOverNode, limit: GOALS.engineOverNodeMb },
        { name: 'engine_typical_over_node_mb', value: typicalOverNode, limit: GOALS.engineTypicalOverNodeMb },
        { name: 'engine_growth_pct', value: engGrowth, limit: GOALS.engineGrowthPct },
        ...(DAYS < 3
          ? []
          : [
              { name: 'engine_week_growth_pct', value: week.growthPct, limit: GOALS.engineWeekGrowthPct },
              { name: 'engine_week_trend_pct_per_day', value: week.trendPctPerDay, limit: TREND_GOAL_PCT_PER_DAY },
            ]),
      ]),
];
console.log(`bounds (issue 71): ${bounds.map((b) => `${b.name}=${b.value} (<= ${b.limit})`).join(' ')}`);
const missed = bounds.filter((b) => !(b.value <= b.limit));
if (missed.length > 0) {
  console.log(`MISSED ${missed.map((b) => `${b.name}=${b.value} (bound <= ${b.limit})`).join(' ')}`);
  process.exitCode = 1;
}
// One list of name=value pairs (NaN: that half not run, or the week too short): the goals'
// figures first, then what the page adds over a blank page, the window's private memory
// (RssAnon: what a system monitor shows, without Chromium's mapped binary), and the engine's
// figures beside its resident size and the bare Node process's.
const figures: [string, number | string][] = [
  ['engine_over_node_mb', engineOverNode],
  ['engine_typical_over_node_mb', typicalOverNode],
  ['engine_growth_pct', engGrowth],
  ['engine_week_growth_pct', week.growthPct],
  ['engine_week_trend_pct_per_day', week.trendPctPerDay],
  ['window_private_over_blank_mb', windowPrivateOverBlank],
  ['window_typical_private_over_blank_mb', windowTypicalPrivateOverBlank],
  ['window_growth_pct', winGrowth],
  ['window_reopen_ms', r1(reopenMs)],
  ['launch_ms', launch],
  ['engine_floor_over_node_mb', floorOverNode],
  ['engine_typical_over_floor_mb', typicalOverFloor],
  ['window_rss_mb', windowRss],
  ['engine_rss_mb', maxOf(eng, (r) => r.rssMb)],
  ['window_over_blank_mb', r1(windowRss - blankRss)],
  ['window_private_mb', maxOf(win, (r) => r.privateMb)],
  ['window_heap_used_mb', maxOf(win, (r) => r.heapUsedMb)],
  ['window_over_blank_heap_mb', r1(maxOf(win, (r) => r.heapUsedMb) - blankHeap)],
  ['blank_rss_mb', blankRss],
  ['blank_private_mb', blankPrivate],
  ['engine_growth_rss_pct', engGrowthRss],
  ['engine_week_growth_rss_pct', weekRss.growthPct],
  ['engine_week_trend_rss_pct_per_day', weekRss.trendPctPerDay],
  ['engine_typical_rss_mb', maxOf(typ, (r) => r.rssMb)],
  ['node_rss_mb', nodeRss],
  ['engine_heap_used_mb', maxOf(eng, (r) => r.heapUsedMb)],
  ['engine_external_mb', maxOf(eng, (r) => r.externalMb)],
  ['engine_busy_rss_mb', maxOf(eng, (r) => r.busyRssMb)],
  ['engine_private_mb', maxOf(eng, (r) => r.privateMb)],
  ['engine_cpu_s', r1(runs?.full.cpuS ?? NOT_RUN)],
  ['engine_days', runs === null ? NOT_RUN : DAYS],
  ['engine_app_v8_flags', withoutAppFlags ? 'off' : 'on'],
  ['engine_transport', nodeFetch ? 'node-fetch' : 'app'],
  ...(engineFlags.length > 0 ? [['engine_flags', engineFlags.join(',')] as [string, string]] : []),
];
console.log(figures.map(([name, value]) => `${name}=${value}`).join(' '));
