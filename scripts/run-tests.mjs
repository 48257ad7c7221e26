// Runs every *.test.ts under test/ with node's test runner (through tsx) and ends with
// the line `N passed, N failed`; installs the dependencies first when they are missing.
// Files are listed here rather than with a shell glob, because an unquoted `**` in bash
// silently skips nested folders.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

// A fresh clone has no tsx yet: install the dependencies first (a no-op when they are there).
const deps = spawnSync(process.execPath, [join(root, 'scripts/ensure-deps.mjs'), '--test-summary'], { stdio: 'inherit' });
if (deps.status !== 0) process.exit(1);

function findTests(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...findTests(full));
    else if (name.endsWith('.test.ts')) out.push(relative(root, full));
  }
  return out.sort();
}

const filter = process.argv.slice(2);
const files = findTests(join(root, 'test')).filter(
  (f) => filter.length === 0 || filter.some((p) => f.includes(p)),
);
if (files.length === 0) {
  console.log('no test files found');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const result = spawnSync(
  process.execPath,
  [
    '--import', 'tsx',
    '--test',
    '--test-concurrency=2',
    '--test-reporter', './scripts/test-reporter.mjs',
    '--test-reporter-destination', 'stdout',
    ...files,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, STINT_TEST: '1' } },
);
process.exit(result.status ?? 1);
