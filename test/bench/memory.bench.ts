// Memory benchmark (npm run bench:memory; issue 61 item 5): the two heavy parts of the app
// through a scripted day, each read after a forced GC at the start, after the day's second
// hour and at the end. Not a test: it measures and prints; a goal missed is named on a line
// `MISSED ...` and the bench exits 1.
//
//   window  the built renderer in Debian's Chromium with bench:ui's fake bridge (memory/window-day.ts):
//           two accounts of 10,000 projects, 200 calendar events, every screen opened each hour,
//           DAY_KEYS keystrokes through the start form's and Quick entry's Project pickers (the
//           day's hour of typing, compressed). RSS: VmRSS of the renderer process (found under
//           the browser's process tree); heap: CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage.
//   engine  the two-account workday (memory/engine-day.ts) in a child `node --expose-gc`:
//           process.memoryUsage() after global.gc(); it holds the in-process simulator too.
//
// Goals (issue 61 item 5): each under 80 MB resident, neither growing more than 5% between
// the second hour and the last.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../main/core/settings/settings-schema.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumMissing } from '../browser/support/chromium.ts';
import { rendererBuild } from '../browser/support/renderer-build.ts';
import { formatReading, growthPct, r1, type Reading } from './memory/reading.ts';
import { DAY_KEYS, HOURS, windowDay } from './memory/window-day.ts';
import { serveStatic } from './ui/static-server.ts';
import { pageBundle } from './ui/typing.ts';

const RSS_GOAL_MB = 80;
const GROWTH_GOAL_PCT = 5;

async function window(): Promise<Reading[]> {
  const missing = chromiumMissing();
  if (missing) throw new Error(`bench:memory cannot run the window: ${missing}`);
  const settings = { ...DEFAULT_SETTINGS, installId: 'bench' };
  const built = await rendererBuild();
  const server = await serveStatic(built.outdir, {});
  const initScript = `globalThis.stintBenchSettings = ${JSON.stringify(settings)};\n${await pageBundle('page-entry.ts')}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  try {
    return await windowDay(browser, server.url, initScript);
  } finally {
    await browser.close();
    await server.close();
  }
}

async function engine(): Promise<Reading[]> {
  const child = new URL('./memory/engine-day.ts', import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', child], { maxBuffer: 16 * 1024 * 1024 });
  const out = JSON.parse(stdout.trim().split('\n').pop()!) as { readings: Reading[]; events: number; notes: string[] };
  console.log(`engine: ${out.events} calendar events today${out.notes.length ? `; notes: ${out.notes.join('; ')}` : ''}`);
  return out.readings;
}

const win = await window();
console.log(`window: ${HOURS} hours, ${DAY_KEYS} keystrokes through two Project pickers, every screen opened each hour`);
for (const r of win) console.log(formatReading('window', r));
const eng = await engine();
for (const r of eng) console.log(formatReading('engine', r));

const windowRss = r1(Math.max(...win.map((r) => r.rssMb)));
const engineRss = r1(Math.max(...eng.map((r) => r.rssMb)));
const bounds = [
  { name: 'window_rss_mb', value: windowRss, limit: RSS_GOAL_MB },
  { name: 'engine_rss_mb', value: engineRss, limit: RSS_GOAL_MB },
  { name: 'window_growth_pct', value: growthPct(win), limit: GROWTH_GOAL_PCT },
  { name: 'engine_growth_pct', value: growthPct(eng), limit: GROWTH_GOAL_PCT },
];
console.log(`bounds (issue 61 item 5): ${bounds.map((b) => `${b.name}=${b.value} (< ${b.limit})`).join(' ')}`);
const missed = bounds.filter((b) => !(b.value < b.limit));
if (missed.length > 0) {
  console.log(`MISSED ${missed.map((b) => `${b.name}=${b.value} (bound < ${b.limit})`).join(' ')}`);
  process.exitCode = 1;
}
console.log(bounds.map((b) => `${b.name}=${b.value}`).join(' '));
