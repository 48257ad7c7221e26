// `npm run test:property -- --runs 1000 [--seed S [--path P [--replay R]]] [--no-shrink] [--world all|refusals|web|none] [--accounts 2|1] [--writer both|app]`:
// the engine's model-based property (engine-model.ts) run long, the world's moves (world.ts:
// refusals for good, the person's other device) among the commands (`--world none`: without),
// over two accounts through the accounts layer (issue 41: one timer across them; `--accounts 1`:
// one engine, as the runs before it were made, so their seeds replay), and the command line typed
// beside the app, through its channel or alone on the folder with its clock off (issue 68;
// `--writer app`: the app alone, as the runs before it were made; two accounts only).
// The last line is `runs=N failures=N seed=S`; a failure
// prints the shrunk counterexample, what the engine was told, and the `--seed S` that replays it
// (the same seed and runs make the same scenarios: time is the manual clock's).
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { accountStats, runScenario, stats, type AccountCount } from './engine-model.ts';
import { scenarioOf } from './scenario.ts';
import { WORLD_MOVES, worldStats, type WorldMoves } from './world.ts';
import { shapeStats } from './refused-corrections.ts';
import { moveStats } from './account-checks.ts';
import { typedStats, WRITERS, type Writers } from './command-line.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    seed: { type: 'string' },
    // With --seed, the `path` a failure printed: runs that one counterexample again, shrunk no further.
    path: { type: 'string' },
    // and the counterexample's replayPath="…", which says which of its commands were kept.
    replay: { type: 'string' },
    // A failure found late in a long run can take hours to shrink: report it as found.
    'no-shrink': { type: 'boolean', default: false },
    // `none`: only the person, the network and kills (the suite before issue 40; its seeds replay so).
    world: { type: 'string', default: 'all' },
    // `1`: one engine (the suite before issue 41; its seeds replay so).
    accounts: { type: 'string', default: '2' },
    // `app`: the app the only writer (the suite before issue 68's command line; its seeds replay so).
    writer: { type: 'string', default: 'both' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('usage: npm run test:property -- [--runs N] [--seed S [--path P [--replay R]]] [--no-shrink] [--world all|refusals|web|none] [--accounts 2|1] [--writer both|app]\n  --seed replays the runs of an earlier run (and its failure, shrunk again)\n  --path P with --seed runs the one counterexample a failure printed (its path), shrunk no further; --replay R its replayPath\n  --no-shrink reports a failure as found, without shrinking it\n  --world picks what the world does: refusals for good, the other device, all (the default) or none\n  --accounts 2 (the default) runs two accounts through the accounts layer, one timer across them; 1 one engine, as before issue 41\n  --writer both (the default) types commands in a terminal beside the app too, through its channel or alone on its folder with a clock ahead or behind (two accounts only); app the app alone, as before issue 68');
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, got ${values.runs}`);
  process.exit(2);
}
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(seed)) {
  console.error(`--seed must be a whole number, got ${values.seed}`);
  process.exit(2);
}

const world = values.world as WorldMoves;
if (!WORLD_MOVES.includes(world)) {
  console.error(`--world must be one of ${WORLD_MOVES.join(', ')}, got ${values.world}`);
  process.exit(2);
}
if (values.accounts !== '1' && values.accounts !== '2') {
  console.error(`--accounts must be 1 or 2, got ${values.accounts}`);
  process.exit(2);
}
const accounts = Number(values.accounts) as AccountCount;
const writer = values.writer as Writers;
if (!WRITERS.includes(writer)) {
  console.error(`--writer must be one of ${WRITERS.join(', ')}, got ${values.writer}`);
  process.exit(2);
}
let done = 0;
let found = false;
const started = Date.now();
// Said first, so a run whose failure takes long to shrink can be replayed as found meanwhile.
const same = `--runs ${runs} --seed ${seed}${world !== 'all' ? ` --world ${world}` : ''}${accounts !== 2 ? ` --accounts ${accounts}` : ''}${writer !== 'both' ? ` --writer ${writer}` : ''}`;
process.stderr.write(`seed=${seed} (the same run: ${same})\n`);
const details = await fc.check(
  fc.asyncProperty(scenarioOf(world, values.replay, accounts, accounts === 2, writer), async (cmds) => {
    try {
      await runScenario(cmds, { world, accounts, moves: accounts === 2 });
    } catch (e) {
      if (!found) {
        process.stderr.write(`a failure after ${done} runs (${Math.round((Date.now() - started) / 1000)} s); shrinking it (as found: ${same} --no-shrink)\n`);
        // Said as found too: a failure that does not come back (one that needs the machine's load) shrinks to nothing.
        process.stderr.write(`  as found: ${(e instanceof Error ? e.message : String(e)).split('\n').slice(0, 80).join('\n  ')}\n`);
      }
      found = true;
      throw e;
    }
    if (++done % 50 === 0) process.stderr.write(`${done} ${found ? 'shrinking tries' : 'runs'}, ${Math.round((Date.now() - started) / 1000)} s\n`);
  }),
  { numRuns: runs, seed, endOnFailure: values['no-shrink'] || values.path !== undefined, ...(values.path !== undefined ? { path: values.path } : {}) },
);
if (details.failed) {
  console.log(fc.defaultReportMessage(details) ?? 'failed');
  const error = details.errorInstance;
  console.log(error instanceof Error ? error.message : String(error));
  console.log(`replay: npm run test:property -- ${same}`);
}
const figures = { ...stats, ...(world !== 'none' ? { ...worldStats, ...shapeStats } : {}), ...(accounts === 2 ? { ...accountStats, ...moveStats, ...(writer === 'both' ? typedStats : {}) } : {}) };
console.log(`seconds=${Math.round((Date.now() - started) / 1000)} ${Object.entries(figures).filter(([k]) => k !== 'runs').map(([k, v]) => `${k}=${v}`).join(' ')}`);
console.log(`runs=${details.numRuns} failures=${details.failed ? 1 : 0} seed=${details.seed}${accounts !== 2 ? ` accounts=${accounts}` : ''}`);
process.exit(details.failed ? 1 : 0);
