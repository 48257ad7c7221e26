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
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';

const root = new URL('..', import.meta.url).pathname;
const marker = `${root}node_modules/.package-lock.json`;
const lock = `${root}package-lock.json`;
// Two scripts started together (tests and a benchmark) must not both run `npm ci`: the
// second would delete what the first is installing. One takes this directory as a lock,
// the other waits for it and then finds the dependencies installed.
const installing = `${root}.deps-installing`;
const LOCK_GIVE_UP_MS = 15 * 60_000;

// What was installed, by the lockfile's content: a checkout that leaves the lockfile as it was
// (a git worktree whose node_modules links to the main one's, a branch switched and back)
// gives it a new mtime, and by the mtime alone `npm ci` ran again through the link and
// emptied the node_modules every other worktree was using (twice, November 2026).
const installed = `${root}node_modules/.stint-lock-sha256`;
const lockHash = () => createHash('sha256').update(readFileSync(lock)).digest('hex');
const recorded = () => (existsSync(installed) ? readFileSync(installed, 'utf8').trim() : null);
// Without a record (installed by `npm ci` itself, as .ci/run does), npm's own marker decides by
// its mtime, as before; then the record is written for the next time.
const isStale = () => {
  if (!existsSync(marker)) return true;
  const was = recorded();
  return was === null ? statSync(marker).mtimeMs < statSync(lock).mtimeMs : was !== lockHash();
};
const record = () => {
  try {
    writeFileSync(installed, `${lockHash()}\n`);
  } catch {
    // A read-only node_modules: the mtime rule goes on deciding.
  }
};
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function takeLock() {
  for (;;) {
    try {
      mkdirSync(installing);
      return;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      // A lock left by an install that was killed: take it over.
      if (Date.now() - statSync(installing).mtimeMs > LOCK_GIVE_UP_MS) {
        rmSync(installing, { recursive: true, force: true });
        continue;
      }
      pause(500);
    }
  }
}

let held = false;
if (isStale()) {
  takeLock();
  held = true;
  process.on('exit', () => rmSync(installing, { recursive: true, force: true }));
}
// Another script may have installed while this one waited for the lock.
const stale = held && isStale();
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
if (!isStale() && recorded() === null) record();
