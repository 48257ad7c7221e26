// Start benchmark (npm run bench:launch; issue 71 item 3): from just before the built main
// bundle's import to the first tray menu drawn, on a data folder with a day's queue, the
// caches and two accounts signed in, under Node with the boot tests' recording fake of
// Electron (memory/launch.ts says how each run is made). Not a test: it measures and prints;
// the goal missed is named on a line `MISSED ...` and the bench exits 1.
//
//   npm run bench:launch [-- --runs=N] [-- --cpu-prof]
//
// --cpu-prof: each measured start writes a V8 CPU profile into a folder it names (open one in
// Chromium's DevTools, Performance), to see what the start spends its time on.

import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchRuns, median } from './memory/launch.ts';

const GOAL_MS = 500;
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 7);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, at least 1`);
const profiles = args.includes('--cpu-prof') ? mkdtempSync(join(tmpdir(), 'stint-launch-profiles-')) : null;
const nodeFlags = profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [];
if (profiles) console.log(`CPU profiles of the measured starts in ${profiles}`);

const r1 = (n: number) => Math.round(n * 10) / 10;
const all = await launchRuns({
  runs,
  nodeFlags,
  onRun: (run, i) => {
    if (i === 0) {
      console.log(`the evening before: ${JSON.stringify(run.prepared)}`);
      // The tray is made without a menu and given none before this one: no "Loading…" placeholder.
      console.log(`the first menu a person sees, the first the tray is given (no placeholder before it; run 1):\n${run.labels.map((l) => `  | ${l}`).join('\n')}`);
    }
    console.log(`run ${i + 1}: ${r1(run.ms)} ms to the first tray menu, ${r1(run.cpuMs)} ms of CPU (load ${loadavg().map(r1).join(' ')})`);
  },
});
const ms = median(all.map((r) => r.ms));
console.log(`median of ${all.length}: ${r1(ms)} ms (${r1(median(all.map((r) => r.cpuMs)))} ms of CPU); goal at most ${GOAL_MS} ms${nodeFlags.length > 0 ? ' (under --cpu-prof: slower than without)' : ''}`);
if (ms > GOAL_MS) {
  console.log(`MISSED launch_ms ${r1(ms)} > ${GOAL_MS}`);
  process.exitCode = 1;
}
console.log(`launch_ms=${r1(ms)}`);
