// Writes scripts/test-weights.json from the output of a run with STINT_TEST_TIMES=1 (its
// "Every file" list: each file's wall seconds in its test process), which run-tests.mjs uses
// to balance its processes. Refresh it when files were added or grew a lot:
//
//   STINT_TEST_TIMES=1 npm test > /tmp/times.log; node scripts/test-weights-from-log.mjs /tmp/times.log
import { readFileSync, writeFileSync } from 'node:fs';

const log = readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8').split('\n');
const weights = {};
let listing = false;
for (const line of log) {
  if (line.startsWith('Every file (wall')) {
    listing = true;
    continue;
  }
  const m = listing ? /^\s+([\d.]+) s {2}(test\/\S+)$/.exec(line) : null;
  if (m) weights[m[2]] = Number(m[1]);
  else if (listing) break;
}
if (Object.keys(weights).length === 0) {
  console.error('no "Every file" list in that output: run the tests with STINT_TEST_TIMES=1');
  process.exit(1);
}
const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(new URL('./test-weights.json', import.meta.url), `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${Object.keys(sorted).length} files weighed`);
