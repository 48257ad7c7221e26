// StrykerJS's shared settings for `npm run test:mutation` (scripts/mutation.mjs), never run by
// `npm test`: a mutant costs about a second, so this is a run a person asks for.
//
// scripts/mutation.mjs runs Stryker once per pure module of main/core, and gives each run what
// differs: the one file to mutate (`mutate`), the command that runs that module's own unit
// tests (`commandRunner`), and its own incremental file and JSON report. Run alone
// (`npx stryker run`), this file mutates the fold with its unit tests.
//
// The `command` runner knows nothing of node's test runner; it judges a mutant by the exit
// code of the command, so the command names only the module's own unit tests. Without
// coverage analysis every mutant runs all of them. The Node running Stryker runs the tests:
// under `npm run` that is the pinned Node of the `node` devDependency, as for `npm test`.
export const testCommand = (tests) => [JSON.stringify(process.execPath), '--import', 'tsx', '--test', ...tests].join(' ');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['main/core/commands/collapse.ts'],
  testRunner: 'command',
  commandRunner: { command: testCommand(['test/core/commands/collapse.test.ts']) },
  coverageAnalysis: 'off',
  concurrency: 2,
  // Only the core modules' own plugins exist here (no checker, no framework runner).
  plugins: [],
  // The unit tests load only main/, renderer/ (a few renderer tests cover core views), test/ and the packages: the sandbox copies nothing else.
  ignorePatterns: ['/*', '!/main', '!/renderer', '!/test', '!/package.json', '!/tsconfig.json'],
  tempDirName: '.stryker-tmp',
  // Reruns reuse the results of mutants whose code did not change. The command runner reports
  // no tests, so Stryker cannot tell when the tests changed: scripts/mutation.mjs drops a
  // module's incremental file when its tests (or what they load besides the module) changed.
  incremental: true,
  incrementalFile: 'reports/mutation/incremental/collapse.json',
  reporters: ['progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/collapse.json' },
  // The bar (90%, or every survivor a listed equivalent) is checked per module by
  // scripts/mutation.mjs.
  thresholds: { high: 90, low: 80, break: null },
};
