// `npm run test:mutation`: StrykerJS over main/core/commands/collapse.ts (the fold) and
// main/core/commands/outbox.ts with their own unit tests (stryker.config.mjs), then one plain line
// per file and a last line with the fold's score. Exits 1 when the fold scores below 90%
// or Stryker could not run. Works offline: Stryker and its command runner need no network.
//
// Score as Stryker reports it: (killed + timeout) / (killed + timeout + survived + no coverage);
// mutants that do not compile or were ignored count neither way.
import { relative } from 'node:path';
import { Stryker } from '@stryker-mutator/core';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

const FOLD = 'main/core/commands/collapse.ts';
const FOLD_MIN_SCORE = 90;
const FILES = [FOLD, 'main/core/commands/outbox.ts'];

let results;
try {
  results = await new Stryker({ configFile: 'stryker.config.mjs' }).runMutationTest();
} catch (e) {
  console.error(`mutation testing could not run: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}

function tally(file) {
  const of = results.filter((m) => relative(root, m.fileName) === file || m.fileName === file);
  const n = (status) => of.filter((m) => m.status === status).length;
  const t = { killed: n('Killed'), survived: n('Survived'), timeout: n('Timeout'), noCoverage: n('NoCoverage') };
  const valid = t.killed + t.timeout + t.survived + t.noCoverage;
  return { ...t, total: of.length, score: valid === 0 ? Number.NaN : (100 * (t.killed + t.timeout)) / valid };
}

const pct = (s) => (Number.isNaN(s) ? 'n/a' : `${(Math.floor(s * 10) / 10).toFixed(1)}%`);
const tallies = new Map(FILES.map((f) => [f, tally(f)]));

console.log('');
for (const [file, t] of tallies) {
  const name = file.split('/').pop();
  console.log(`mutation ${name} score=${pct(t.score)} killed=${t.killed} survived=${t.survived} timeout=${t.timeout} no_coverage=${t.noCoverage}`);
}
const fold = tallies.get(FOLD);
// No mutants at all would mean the fold was not tested: that is a failure too.
const ok = fold.total > 0 && fold.score >= FOLD_MIN_SCORE;
console.log(`mutation fold (collapse.ts) score=${pct(fold.score)} needs>=${FOLD_MIN_SCORE}% ${ok ? 'ok' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
