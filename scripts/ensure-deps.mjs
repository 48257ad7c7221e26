// `npm test` must work on a fresh clone: install the locked npm dependencies when
// node_modules is missing or older than the lockfile. The Electron binary cannot be
// downloaded on every machine and no test needs it, so its download is skipped here.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const marker = `${root}node_modules/.package-lock.json`;
const lock = `${root}package-lock.json`;
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  console.log('npm dependencies missing or out of date: running npm ci');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
  });
  if (r.status !== 0) {
    console.error('npm ci failed: see above. Tests cannot run without their dependencies.');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}
