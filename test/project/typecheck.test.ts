// The whole project type-checks (strict) against the packages' own types, Electron's included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

test('tsc --noEmit reports no type errors', () => {
  const r = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '--noEmit', '-p', `${root}tsconfig.json`], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, `tsc found errors:\n${r.stdout}${r.stderr}`);
});
