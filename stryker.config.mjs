// StrykerJS over the outbox's fold (collapse.ts) and the outbox itself, run by
// `npm run test:mutation` (scripts/mutation.mjs), never by `npm test`: a mutant costs about
// a second, so this is a run a person asks for.
//
// The `command` runner knows nothing of node's test runner; it judges a mutant by the exit
// code of the command, so the command names only these modules' own unit tests. Without
// coverage analysis every mutant runs both files. The Node running Stryker runs the tests:
// under `npm run` that is the pinned Node of the `node` devDependency, as for `npm test`.
const tests = ['test/core/commands/collapse.test.ts', 'test/core/commands/outbox.test.ts'];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['main/core/commands/collapse.ts', 'main/core/commands/outbox.ts'],
  testRunner: 'command',
  commandRunner: { command: [JSON.stringify(process.execPath), '--import', 'tsx', '--test', ...tests].join(' ') },
  coverageAnalysis: 'off',
  concurrency: 2,
  // Only the core modules' own plugins exist here (no checker, no framework runner).
  plugins: [],
  // Nothing the two test files load lives in these; the sandbox is a copy of the rest.
  ignorePatterns: ['/artifacts', '/assets', '/dist', '/release', '/docs', '/.tmp'],
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The fold's own bar (90%) is checked per file by scripts/mutation.mjs; Stryker's break
  // would judge both files together.
  thresholds: { high: 90, low: 80, break: null },
};
