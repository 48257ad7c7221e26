// Benchmark of the window's Project picker over two accounts of 10,000 projects each, in Debian's Chromium
// (npm run bench:ui [-- --verbose] [--rounds N] [--vsync] [--profile]). Not a test: it
// measures and prints; --profile adds a CPU profile of a load and of a round of typing.
//
// The built renderer (the project's own build) is served on 127.0.0.1 with a fake bridge
// put at `window.stint` before the page's script runs (ui/page-init.ts); the bridge answers
// a signed-in snapshot with 10,000 active projects, 500 archived, tasks for every tenth,
// and a second account's 10,000 in its accounts panel (issue 41: the start form's Project
// picker lists both accounts' 20,000, Quick entry's the account in use's 10,000;
// ui/bench-snapshot.ts). The window is 360x560, as the tray window.
//
// Measured, each in the page on its own performance clock:
//   filter_p95_ms   renderer/pickers/fuzzy.ts `rank` on the start form's Project picker's own options (both accounts'), timed
//                   per query for every value the typing produced (ui/filter-probe.ts: the
//                   same function, bundled beside the page; without the answers the window's
//                   warm-up keeps for the letters typed first, so each is searched).
//   paint_p95_ms    keydown (the event's timeStamp) → the frame showing the updated list,
//                   for every keystroke typed into the `Project` combobox (page-init.ts),
//                   after one round of the same typing to warm up (its own line:
//                   warm_up_paint_*, what the first keystrokes after the app starts cost;
//                   typed a second after the load, PERSON_PAUSE_MS in ui/typing.ts, and after
//                   the window's start-up work, which on a loaded machine outlasts that second
//                   (ui/page-init.ts `quiet`); the first rounds of FIRST_ROUNDS loads pooled).
//                   Frames are drawn as soon as there is work (UNTHROTTLED below): the
//                   figure is the work, not the wait for a 60 Hz tick (--vsync keeps it).
//   first_paint_ms  the window shown → its first painted frame: what every tray click and
//                   the global shortcut cost. The shell creates the window hidden at start
//                   and loads it then (main/platform/electron/window-factory.ts, `show:
//                   false`), so showing it is a snapshot with `windowVisible: true` and a
//                   frame, not a page load; median of 5 (page-init.ts `hideThenShow`).
//   cold_load_ms    (its own line) navigation start → the first frame with the Project
//                   picker on screen: the hidden load at app start (loading main.js, the
//                   snapshot parsed as from IPC, the first render), less the fake bridge's
//                   building of its data; median of 5 fresh loads.
//   floor_paint_*   (its own line) the same typing, warmed up and measured the same way, into a page that
//                   only rewrites a 20-item list (ui/floor-page.ts): what the browser and the
//                   machine take by themselves, to read paint_p95_ms against. Its first round
//                   (floor_warm_up_paint_*), typed as soon after that page loaded as the
//                   window's warm-up round is: the first keys into a new page are slow in the
//                   browser itself (a page that does nothing has a p95 up to twice its later
//                   rounds'), and that is what the window's first round is read against.
//   js_gzip_kb      the initial code, main.js and the chunks it imports, gzipped (level 9,
//                   each file on its own, as the bundle test counts it).
//   lazy_gzip_kb    the chunks loaded when a screen or a form is first opened (Settings, To-dos, Quick entry, the away question, an entry's Edit and Split, a gap's fill, the compact timer),
//                   gzipped the same way.
//   lazy_open_ms_max  the slowest first opening of those screens, in fresh windows (LOADS of
//                   them) a second after each loaded: its tab clicked (the order alternates)
//                   → the painted frame with its heading (ui/page-init.ts `openBy`).
//   quick_entry_open_ms_max  the same for Quick entry alone (its Project picker lists the
//                   account in use's 10,000 projects; the start form's, both accounts').
//   content_floor_paint_*  (its own line) the same typing, warmed up and measured the same
//                   way, into a second window of the same build whose Project picker is
//                   updated by hand-written DOM code with the rows the window itself drew for
//                   each query (captured beforehand from a window typed the same way:
//                   ui/content-floor.ts): the same HTML, CSS, rows and rows in view, without
//                   Preact or the search in the keystroke's path.
//   paint_content_ratio  the window's paint p95 over the same-content floor's, the warm-up
//                   round included (the larger of the two rounds' ratios, each against the same
//                   round of the floor): what our code and Preact add over the browser's own
//                   cost of showing the same thing.
//   paint_floor_ratio  (the last figure of the last line) the same over the bare floor's:
//                   the larger of paint_p95_ms over floor_paint_p95_ms and
//                   warm_up_paint_p95_ms over floor_warm_up_paint_p95_ms. The three pages are
//                   typed into in the same run, taking turns step by step (a word into the
//                   window, the same word into each floor page, ...), so all meet the same
//                   load and the ratios say what the window adds whatever else the machine is
//                   doing (a shared machine's load moves every figure in ms; the load average
//                   is on a line before the last).
// Targets (issue 8): filter p95 < 4 ms, paint p95 < 16 ms (printed, no longer bounded since
// issue 61), first paint < 100 ms.
// Target (issue 15): paint_floor_ratio <= 1.5, with filter p95 < 4 ms.
// Target (issue 35): js_gzip_kb <= 40, lazy_open_ms_max < 100.
// Targets (issue 41, item 8, two accounts of 10,000 projects each): filter p95 < 4 ms, first
// paint < 100 ms, Quick entry's first opening < 50 ms.
// Targets (issue 61, item 4): paint_content_ratio <= 1.15, paint_floor_ratio <= 1.75 (a
// guard against regressions; 1.25 before, set against the bare floor alone), paint_p95_ms
// printed and not bounded.
// Target (issue 71, item 4): paint_content_ratio <= 1.10 in every run, not in most (1.15 was
// met at 1.06 to 1.19 from run to run: at the line); js_gzip_kb <= 40 again (41 from issue 70
// to 71), then 41 with the released window's view drawn in the first render (41,674 bytes), 40
// again from issue 72 (the pickers' search loads after the first paint: 32,018 bytes). A line says each figure with its bound; a bound broken is named on a line `MISSED ...` and the bench exits with status 1 (`bounds` below); the last line
// holds every figure.
//
// The keystrokes are real key presses (playwright-core over CDP), one at a time: each waits
// for its painted frame before the next, so none is merged into another's frame.

import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { DEFAULT_SETTINGS } from '../../main/core/settings/settings-schema.ts';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH, chromiumMissing } from '../browser/support/chromium.ts';
import { rendererBuild } from '../browser/support/renderer-build.ts';
import { benchSnapshot, WEEK_EVENTS } from './ui/bench-snapshot.ts';
import { capturePicker, contentFloorPaints, openContentFloor } from './ui/content-floor.ts';
import type { FilterProbe } from './ui/filter-probe.ts';
import type { KeystrokeTiming, LoadPhases } from './ui/page-init.ts';
import { profiled, traceSummary, TRACE_CATEGORIES } from './ui/profile.ts';
import { serveStatic } from './ui/static-server.ts';
import { floorPaints, newWindow, openFloor, openWindow, pageBundle, pct, PERSON_PAUSE_MS, TYPING, typeRounds, UNTHROTTLED, type Typed } from './ui/typing.ts';

const verbose = process.argv.includes('--verbose');
const profile = process.argv.includes('--profile');
const roundsAt = process.argv.indexOf('--rounds');
const ROUNDS = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 5;
const PROBE_PATH = '/bench/filter-probe.js';

/** Page loads for the first paint (each in a fresh browser context); the median is reported. */
const LOADS = 5;
/**
 * Loads (the last ones) after which the first round is typed: the warm-up figures pool their
 * first rounds. One round is 86 keystrokes, and the p95 of one is its fifth slowest, which
 * moved by half from run to run on the same code; three gave it 258 and still moved the
 * ratio by 0.13 from run to run (1.38 to 1.51 on the same code). Every load: 430, as many
 * as the five rounds measured after it by default, so both figures are read from as many
 * keystrokes.
 */
const FIRST_ROUNDS = LOADS;

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The bounds the bench holds the window to; each figure is printed with its bound, and one broken exits 1. */
interface Bound {
  readonly name: string;
  readonly value: number;
  /** `<` or `<=` the limit. */
  readonly op: '<' | '<=';
  readonly limit: number;
  /** Where the bound comes from. */
  readonly from: string;
}
const met = (b: Bound) => (b.op === '<' ? b.value < b.limit : b.value <= b.limit);
const r1 = (n: number) => Math.round(n * 10) / 10;


/** The tabs whose screens load when first opened, and what shows they are drawn. */
const LAZY_TABS = [
  { tab: 'Settings', heading: '#settings-heading' },
  { tab: 'To-dos', heading: '#todos-heading' },
  { tab: 'Quick entry', heading: '#quick-heading' },
] as const;

/**
 * The first opening of each screen loaded then (ms, by screen): in LOADS fresh windows, a
 * second after each loaded (a person opens a screen from the tray, not during the load), the
 * tabs clicked in turns (the order alternates: the second one finds the chunks they share
 * loaded).
 */
async function lazyOpens(browser: Browser, url: string, initScript: string): Promise<Map<string, number[]>> {
  const opens = new Map<string, number[]>(LAZY_TABS.map((t) => [t.tab, []]));
  for (let i = 0; i < LOADS; i++) {
    const { page } = await openWindow(browser, url, initScript);
    await page.waitForTimeout(PERSON_PAUSE_MS);
    for (const t of i % 2 === 0 ? LAZY_TABS : [...LAZY_TABS].reverse()) {
      const tab = page.getByRole('tab', { name: t.tab, exact: true });
      opens.get(t.tab)!.push(await tab.evaluate((el, heading) => window.stintBench.openBy(el as HTMLElement, heading), t.heading));
    }
    await page.context().close();
  }
  return opens;
}

/** Keystrokes in one round of TYPING. */
const ROUND_KEYS = TYPING.reduce((n, step) => {
  const back = /^Backspace(?:\*(\d+))?$/.exec(step);
  return n + (back ? Number(back[1] ?? 1) : step.length);
}, 0);

/** Thread time per keystroke over one round typed under Chrome's tracing (`--profile`). */
async function tracedRound(browser: Browser, page: Page, round: () => Promise<void>): Promise<string[]> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await round();
  return traceSummary(await browser.stopTracing(), ROUND_KEYS);
}

async function main(): Promise<void> {
  const missing = chromiumMissing(FULL_CHROMIUM_PATH);
  if (missing) {
    console.error(`bench:ui cannot run: ${missing}`);
    process.exit(1);
  }
  const settings = { ...DEFAULT_SETTINGS, installId: 'bench' };
  const data = benchSnapshot(settings);
  const built = await rendererBuild();
  const outdir = built.outdir;
  const jsGzipKb = built.jsGzipBytes / 1024;
  const lazyGzipKb = built.lazyGzipBytes / 1024;
  const probeSource = await pageBundle('filter-probe.ts');
  const server = await serveStatic(outdir, { [PROBE_PATH]: probeSource });
  const snapshotJson = JSON.stringify(data.snapshot);
  const initScript = `globalThis.stintBenchSettings = ${JSON.stringify(settings)};\n${await pageBundle('page-entry.ts')}`;
  const vsync = process.argv.includes('--vsync');
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM_PATH, headless: true, args: vsync ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, ...UNTHROTTLED], timeout: 60_000 });
  try {
    // First paint: several loads, each in a fresh context; the median is the figure. After
    // each of the last FIRST_ROUNDS loads, the first round of typing, into the window's Project
    // picker and into a new floor page (ui/floor-page.ts) in turns, a second after they loaded:
    // what the first minute of typing after the app starts costs (its figures printed apart).
    // Then the rounds measured, into the last window and its floor page.
    const loads: Awaited<ReturnType<typeof openWindow>>['load'][] = [];
    const warmUp: KeystrokeTiming[] = [];
    const floorWarmUp: number[] = [];
    const contentWarmUp: number[] = [];
    /** How long the pages' start-up work went on once all were open (ms, per load). */
    const quietWaits: number[] = [];
    // The rows the window draws for each query typed, for the same-content floor (ui/content-floor.ts).
    const pickerStates = await capturePicker(browser, server.url, initScript);
    let typed: { win: Typed; floor: Typed; content: Typed } | null = null;
    for (let i = 0; i < LOADS; i++) {
      if (typed !== null) await Promise.all([typed.win.page.context().close(), typed.floor.page.context().close(), typed.content.page.context().close()]);
      const opened = await openWindow(browser, server.url, initScript);
      const page = opened.page;
      loads.push(opened.load);
      if (i < LOADS - FIRST_ROUNDS) {
        await page.context().close();
        continue;
      }
      await page.getByRole('combobox', { name: 'Project' }).focus();
      typed = { win: { page, settled: () => page.evaluate(() => window.stintBench.settled()) }, floor: await openFloor(browser), content: await openContentFloor(browser, server.url, initScript, pickerStates) };
      // Both windows' start-up work over (ui/page-init.ts `quiet`), then a person's pause.
      const q0 = performance.now();
      await Promise.all([page.evaluate(() => window.stintBench.quiet()), typed.content.page.evaluate(() => window.stintBench.quiet())]);
      quietWaits.push(performance.now() - q0);
      await page.waitForTimeout(PERSON_PAUSE_MS);
      await typeRounds(typed.win, typed.floor, typed.content);
      warmUp.push(...(await page.evaluate(() => window.stintBench.keystrokes.splice(0))));
      floorWarmUp.push(...(await floorPaints(typed.floor)));
      contentWarmUp.push(...(await contentFloorPaints(typed.content)));
    }
    if (typed === null) throw new Error('no load');
    const page = typed.win.page;
    for (let i = 0; i < ROUNDS; i++) await typeRounds(typed.win, typed.floor, typed.content);
    const keystrokes = await page.evaluate(() => window.stintBench.keystrokes);
    const floor = await floorPaints(typed.floor);
    const content = await contentFloorPaints(typed.content);
    await Promise.all([typed.floor.page.context().close(), typed.content.page.context().close()]);

    // The filter alone, on every value the typing produced. The probe's copy of the code
    // starts cold while the window's own was warmed by the typing: one untimed pass first.
    // Evaluated through the debugging protocol: the window's CSP requires Trusted Types for
    // script URLs, which a script tag added from outside would have to get past.
    await page.evaluate(probeSource);
    const values = keystrokes.map((k) => k.value);
    const recentIds = [...data.snapshot.todayEntries, ...data.snapshot.recent].map((e) => `p${e.projectId}`);
    const timed = await page.evaluate(
      ([json, ids, qs]) => {
        const probe = (globalThis as { stintFilterProbe?: FilterProbe }).stintFilterProbe!;
        const prepared = probe.prepare(JSON.parse(json) as Snapshot, ids);
        probe.time(qs);
        return { prepareMs: prepared.ms, options: prepared.options, filter: probe.time(qs) };
      },
      [snapshotJson, recentIds, values] as const,
    );

    // The window shown again (the tray, the global shortcut) while loaded.
    await page.keyboard.press('Escape');
    const show: number[] = [];
    for (let i = 0; i < 5; i++) show.push(await page.evaluate(() => window.stintBench.hideThenShow()));

    await page.context().close();
    const opens = await lazyOpens(browser, server.url, initScript);

    const filter = timed.filter;
    const paint = keystrokes.map((k) => k.paintMs);
    const commit = keystrokes.map((k) => k.commitMs);
    const coldLoad = pct(loads.map((l) => l.firstPaintMs), 50);
    const firstPaint = pct(show, 50);
    if (verbose) {
      const sum = (xs: readonly number[]) => `p50 ${r2(pct(xs, 50))}  p95 ${r2(pct(xs, 95))}  max ${r2(Math.max(...xs))}`;
      const ms = (n: number | null) => (n === null ? '-' : r1(n));
      console.log(`data: ${data.activeProjects} active projects (+${data.snapshot.projects.length - data.activeProjects} archived), ${data.tasks} tasks, and another account's ${data.otherProjects}: the start form's picker lists ${timed.options}; ${keystrokes.length} keystrokes (${ROUNDS} rounds of ${JSON.stringify(TYPING)})`);
      console.log(`filter (rank) ms:       ${sum(filter)}   [options and index build ${r2(timed.prepareMs)} ms, once per change of the projects]`);
      console.log(`keydown → input event:  ${sum(keystrokes.map((k) => k.inputMs))}   [the browser's dispatch]`);
      console.log(`input event → DOM:      ${sum(keystrokes.map((k) => k.commitMs - k.inputMs))}   [the renderer's handler: rank + Preact render]`);
      console.log(`DOM → painted:          ${sum(keystrokes.map((k) => k.paintMs - k.commitMs))}   [style, layout, paint, wait for the frame]`);
      console.log(`keydown → list in DOM:  ${sum(commit)}`);
      console.log(`keydown → painted:      ${sum(paint)}`);
      console.log(`first keystroke (cold): DOM ${r2(warmUp[0]!.commitMs)}  painted ${r2(warmUp[0]!.paintMs)}`);
      const slowest = warmUp.map((k, i) => ({ k, i })).sort((a, b) => b.k.paintMs - a.k.paintMs).slice(0, 8);
      console.log(`first rounds' slowest (# in its round, value: input / DOM / painted ms): ${slowest.map(({ k, i }) => `#${i % ROUND_KEYS} "${k.value}" ${r1(k.inputMs)}/${r1(k.commitMs)}/${r1(k.paintMs)}`).join('  ')}`);
      console.log(`show → painted ms:      ${show.map(r1).join('  ')}`);
      console.log(`initial JS gzipped:     ${r1(jsGzipKb)} KB (main.js and the chunks it imports), later screens ${r1(lazyGzipKb)} KB (${built.lazyFiles.join(', ')})`);
      console.log(`machine: ${cpus().length} cores, load average ${loadavg().map(r2).join(' ')} (other work on it shows in every figure)`);
      console.log('loads (ms from navigation start): bench init done / HTML received / main.js requested / main.js received / app started / snapshot asked / [fake data built] / its JSON.parse / picker in DOM / painted less the fake data (FCP)');
      for (const l of loads) console.log(`  ${ms(l.initDoneMs)} / ${ms(l.htmlLoadedMs)} / ${ms(l.scriptRequestedMs)} / ${ms(l.scriptLoadedMs)} / ${ms(l.appStartedMs)} / ${ms(l.snapshotAskedMs)} / [${ms(l.snapshotBuildMs)}] / ${ms(l.snapshotParseMs)} / ${ms(l.pickerInDomMs)} / ${ms(l.firstPaintMs)} (${ms(l.fcpMs)})`);
      console.log('per keystroke (value: filter / DOM / painted ms, options listed):');
      keystrokes.forEach((k, i) => console.log(`  ${JSON.stringify(k.value).padEnd(14)} ${r2(filter[i]!)} / ${r2(k.commitMs)} / ${r2(k.paintMs)}  ${k.options}`));
    }
    if (profile) {
      // Thread time, from Chrome's trace: where each keystroke's work goes, in the window's
      // first round, in a later round, and in the floor page.
      const traced = await newWindow(browser, initScript);
      await traced.goto(server.url);
      await traced.getByRole('combobox', { name: 'Project' }).waitFor();
      await traced.evaluate(() => window.stintBench.settled());
      await traced.getByRole('combobox', { name: 'Project' }).focus();
      await traced.waitForTimeout(PERSON_PAUSE_MS);
      const tracedWin: Typed = { page: traced, settled: () => traced.evaluate(() => window.stintBench.settled()) };
      console.log(`trace of the window's first round (typed a second after it loaded), thread time per keystroke:`);
      for (const line of await tracedRound(browser, traced, () => typeRounds(tracedWin))) console.log(`  ${line}`);
      await typeRounds(tracedWin);
      console.log('trace of a later round of the window:');
      for (const line of await tracedRound(browser, traced, () => typeRounds(tracedWin))) console.log(`  ${line}`);
      await traced.context().close();
      const floorTraced = await openFloor(browser);
      await floorTraced.page.waitForTimeout(PERSON_PAUSE_MS);
      console.log("trace of the floor page's first round (typed a second after it loaded):");
      for (const line of await tracedRound(browser, floorTraced.page, () => typeRounds(floorTraced))) console.log(`  ${line}`);
      console.log('trace of a later round of the floor page:');
      for (const line of await tracedRound(browser, floorTraced.page, () => typeRounds(floorTraced))) console.log(`  ${line}`);
      await floorTraced.page.context().close();
      const contentTraced = await openContentFloor(browser, server.url, initScript, pickerStates);
      await typeRounds(contentTraced);
      console.log('trace of a later round of the same-content floor:');
      for (const line of await tracedRound(browser, contentTraced.page, () => typeRounds(contentTraced))) console.log(`  ${line}`);
      await contentTraced.page.context().close();

      const fresh = await newWindow(browser, `globalThis.stintBenchForceLayout = true;\n${initScript}`);
      console.log('profile of a page load, self time by function (main.js is minified: see its line:column):');
      for (const line of await profiled(fresh, async () => {
        await fresh.goto(server.url);
        await fresh.getByRole('combobox', { name: 'Project' }).waitFor();
        await fresh.evaluate(() => window.stintBench.settled());
      }))
        console.log(`  ${line}`);
      await fresh.getByRole('combobox', { name: 'Project' }).focus();
      console.log('profile of one round of typing:');
      for (const line of await profiled(fresh, () => typeRounds({ page: fresh, settled: () => fresh.evaluate(() => window.stintBench.settled()) }))) console.log(`  ${line}`);
      const forced = await fresh.evaluate(() => window.stintBench.keystrokes);
      const part = (f: (k: (typeof forced)[number]) => number) => `p50 ${r2(pct(forced.map(f), 50))} p95 ${r2(pct(forced.map(f), 95))}`;
      console.log(`the same round, style and layout forced right after each update: handler ${part((k) => k.commitMs - k.inputMs)}, style+layout ${part((k) => k.layoutMs)}, then paint and frame ${part((k) => k.paintMs - k.commitMs - k.layoutMs)} (ms, under the profiler)`);
    }
    console.log(`cold_load_ms=${r1(coldLoad)} (the hidden window's load at app start; median of ${LOADS})`);
    const opened = [...opens.values()].flat();
    console.log(`first opening, ms to the painted screen (median / max of ${LOADS} fresh windows): ${[...opens].map(([name, ms]) => `${name} ${r1(pct(ms, 50))} / ${r1(Math.max(...ms))}`).join(', ')}`);
    const warmUpPaint = warmUp.map((k) => k.paintMs);
    console.log(`warm_up_paint_p50_ms=${r2(pct(warmUpPaint, 50))} warm_up_paint_p95_ms=${r2(pct(warmUpPaint, 95))} (the first round after each of ${FIRST_ROUNDS} loads, typed a second after the window loaded and its start-up work ended, not counted below: the code still being compiled)`);
    console.log(`start-up work still going once the pages were open: ${quietWaits.map(r1).join(', ')} ms (each load; typing waited for its end, then ${PERSON_PAUSE_MS} ms)`);
    console.log(`floor_paint_p50_ms=${r2(pct(floor, 50))} floor_paint_p95_ms=${r2(pct(floor, 95))} (the same typing into a page that only rewrites a 20-item list: the browser and machine alone)`);
    console.log(`floor_warm_up_paint_p50_ms=${r2(pct(floorWarmUp, 50))} floor_warm_up_paint_p95_ms=${r2(pct(floorWarmUp, 95))} (that page's first rounds, each typed as soon after its load)`);
    console.log(`content_floor_paint_p50_ms=${r2(pct(content, 50))} content_floor_paint_p95_ms=${r2(pct(content, 95))} content_floor_warm_up_paint_p95_ms=${r2(pct(contentWarmUp, 95))} (the same typing into the window's own page, its picker's rows put in by hand-written DOM code: the browser's cost of the same content)`);
    const steadyRatio = pct(paint, 95) / pct(floor, 95);
    const warmUpRatio = pct(warmUpPaint, 95) / pct(floorWarmUp, 95);
    const contentSteady = pct(paint, 95) / pct(content, 95);
    const contentWarmUpRatio = pct(warmUpPaint, 95) / pct(contentWarmUp, 95);
    const contentRatio = r2(Math.max(contentSteady, contentWarmUpRatio));
    const floorRatio = r2(Math.max(steadyRatio, warmUpRatio));
    console.log(
      `paint p95 over the same-content floor's: ${r2(contentSteady)} in the rounds measured, ${r2(contentWarmUpRatio)} in the warm-up round (target: both at most 1.10, issue 71); over the bare floor's: ${r2(steadyRatio)} in the rounds measured, ${r2(warmUpRatio)} in the warm-up round against the floor's first round (${r2(pct(warmUpPaint, 95) / pct(floor, 95))} against its later rounds; guard: both at most 1.75). Load average ${loadavg().map(r2).join(' ')} on ${cpus().length} cores`,
    );
    const quickEntry = opens.get('Quick entry')!;
    const bounds: Bound[] = [
      { name: 'filter_p95_ms', value: r2(pct(filter, 95)), op: '<', limit: 4, from: 'issue 41 item 8' },
      { name: 'first_paint_ms', value: r1(firstPaint), op: '<', limit: 100, from: 'issue 41 item 8' },
      { name: 'paint_content_ratio', value: contentRatio, op: '<=', limit: 1.1, from: 'issue 71 item 4' },
      { name: 'paint_floor_ratio', value: floorRatio, op: '<=', limit: 1.75, from: 'issue 61 item 4' },
      { name: 'quick_entry_open_ms_max', value: r1(Math.max(...quickEntry)), op: '<', limit: 50, from: 'issue 41 item 8' },
      { name: 'js_gzip_kb', value: r1(jsGzipKb), op: '<=', limit: 40, from: 'issue 35; 41 from issue 70 to 72' },
      { name: 'lazy_open_ms_max', value: r1(Math.max(...opened)), op: '<', limit: 100, from: 'issue 35' },
    ];
    console.log(`bounds (${data.activeProjects + data.otherProjects} projects in two accounts, ${WEEK_EVENTS} calendar events in the week): ${bounds.map((b) => `${b.name}=${b.value} (${b.op} ${b.limit}, ${b.from})`).join(' ')}`);
    const missed = bounds.filter((b) => !met(b));
    if (missed.length > 0) {
      console.log(`MISSED ${missed.map((b) => `${b.name}=${b.value} (bound ${b.op} ${b.limit})`).join(' ')}`);
      process.exitCode = 1;
    }
    // The last line: every figure, the two ratios last (the absolute paint p95 is printed, not bounded: on a shared machine it moves with the load).
    console.log(`filter_p95_ms=${r2(pct(filter, 95))} paint_p95_ms=${r2(pct(paint, 95))} first_paint_ms=${r1(firstPaint)} js_gzip_kb=${r1(jsGzipKb)} lazy_gzip_kb=${r1(lazyGzipKb)} lazy_open_ms_max=${r1(Math.max(...opened))} quick_entry_open_ms_max=${r1(Math.max(...quickEntry))} paint_content_ratio=${contentRatio} paint_floor_ratio=${floorRatio}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
