// The engine's model-based property (property/engine-model.ts) on a fixed seed and a modest
// number of runs: commands that queue, a hostile network and kills, judged by the person's
// own account of the clicks. `npm run test:property -- --runs 1000` runs it long.
import { test } from 'node:test';
import fc from 'fast-check';
import { runScenario, scenario } from './property/engine-model.ts';

const SEED = 20_261_122;
const RUNS = 60;

test(`${RUNS} runs of clicks that queue, a hostile network and kills: the window follows the person, the service holds what they meant`, async () => {
  await fc.assert(fc.asyncProperty(scenario, runScenario), { numRuns: RUNS, seed: SEED });
});
