// `npm run test:chaos -- [--seeds N] [--actions M] [--seed S] [--verbose]`: the chaos run long.
// N seeded scripts of M actions each (seeds S, S+1, …; S defaults to 1), each on a fresh
// simulator, proxy and data folder, the engine in a process of its own killed with SIGKILL
// along the way (chaos-run.ts, script.ts). Prints one line per seed and a last line
// `chaos seeds=N actions=M failures=F kills=K seconds=T`; exits 1 when any seed failed, with
// what the person saw and the service held printed for it. A seed replays the same script
// (the network's timing and the kills' exact instants are the machine's).

import { performance } from 'node:perf_hooks';
import { ChaosRun } from './chaos-run.ts';
import { drawScript, playScript } from './script.ts';
import { startWatchedSim } from '../cli/support/kill-harness.ts';

function numberOption(args: readonly string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(args[i + 1]);
  if (!Number.isInteger(v) || v < 1) {
    process.stderr.write(`test:chaos: --${name} takes a whole number of 1 or more (got ${args[i + 1] ?? 'nothing'}).\n`);
    process.exit(2);
  }
  return v;
}

const args = process.argv.slice(2);
const seeds = numberOption(args, 'seeds', 10);
const actions = numberOption(args, 'actions', 60);
const first = numberOption(args, 'seed', 1);
const verbose = args.includes('--verbose');

const began = performance.now();
const sim = await startWatchedSim();
let failures = 0;
let kills = 0;
try {
  for (let seed = first; seed < first + seeds; seed++) {
    const lines: string[] = [];
    const run = await ChaosRun.open({ sim, log: (l) => (verbose ? console.log(`  ${l}`) : lines.push(l)) });
    const t0 = performance.now();
    let problem: string | null = null;
    try {
      await run.begin();
      await playScript(run, drawScript(seed, actions));
      const { verdict, notSaved } = await run.finish();
      const wrong = [...run.disagreements, ...verdict.missing.map((m) => `missing on the service: ${m}`), ...verdict.unexpected.map((m) => `not meant, on the service: ${m}`), ...verdict.mistimed.map((m) => `mistimed: ${m}`), ...verdict.running.map((m) => `stopwatch: ${m}`)];
      if (wrong.length > 0) problem = [...wrong, ...notSaved.map((r) => `listed as not saved: ${r.what}: ${r.why}`)].join('\n');
    } catch (e) {
      problem = e instanceof Error ? e.message : String(e);
    } finally {
      await run.close(false);
    }
    kills += run.counts.kills;
    const c = run.counts;
    console.log(`seed=${seed} ${problem === null ? 'ok' : 'FAILED'} actions=${c.actions} kills=${c.kills} refused=${c.refused} networkChanges=${c.modes} seconds=${Math.round((performance.now() - t0) / 1000)}`);
    if (problem !== null) {
      failures++;
      if (!verbose) for (const l of lines) console.log(`  ${l}`);
      console.log(problem.split('\n').map((l) => `  ! ${l}`).join('\n'));
    }
  }
} finally {
  await sim.close();
}
console.log(`chaos seeds=${seeds} actions=${actions} failures=${failures} kills=${kills} seconds=${Math.round((performance.now() - began) / 1000)}`);
process.exit(failures > 0 ? 1 : 0);
