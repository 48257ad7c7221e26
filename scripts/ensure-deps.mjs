// Every npm script that runs TypeScript (`npm test` through run-tests.mjs, `npm run sim`,
// the benchmarks) must work on a fresh clone: install the locked npm dependencies when
// node_modules is missing or older than the lockfile. The Electron binary cannot be
// downloaded on every machine and nothing these scripts run needs it, so its download is
// skipped here.
//
//   node scripts/ensure-deps.mjs [--test-summary]
//
// Progress goes to stderr, so that a script's stdout stays its own (the simulator prints
// exactly one line there). With --test-summary a failure also prints `0 passed, 1 failed`
// on stdout, the last line `npm test` promises.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const marker = `${root}node_modules/.package-lock.json`;
const lock = `${root}package-lock.json`;
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  console.error('npm dependencies missing or out of date: running npm ci');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    // npm ci's own output on stderr as well.
    stdio: ['inherit', process.stderr, 'inherit'],
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
  });
  if (r.status !== 0) {
    console.error('npm ci failed: see above. Nothing can run without the dependencies.');
    if (process.argv.includes('--test-summary')) console.log('0 passed, 1 failed');
    process.exit(1);
  }
}
