// The builds the test processes of one run share (test/support/shared-build.ts): made once,
// read by the others; a builder that died is replaced; a build that failed fails its waiters.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { sharedBuild, sharedBuildSync } from '../support/shared-build.ts';

const folder = mkdtempSync(join(tmpdir(), 'stint-shared-build-'));
after(() => rmSync(folder, { recursive: true, force: true }));

test('the first to ask builds; the next reads its result and builds nothing', async () => {
  let builds = 0;
  const made = sharedBuildSync(folder, 'once', (dir) => {
    builds++;
    mkdirSync(dir);
    return { dir };
  });
  assert.deepEqual(made, { dir: join(folder, 'once') });
  assert.deepEqual(await sharedBuild(folder, 'once', async () => ({ dir: 'built again' })), made);
  assert.equal(builds, 1);
});

test('a lock left by a process that died is taken back: the build is made here', () => {
  // A pid that was alive and has ended: a child's, after it exited.
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  mkdirSync(join(folder, 'orphan.lock'));
  writeFileSync(join(folder, 'orphan.lock', 'pid'), gone);
  assert.equal(sharedBuildSync(folder, 'orphan', () => 'made here'), 'made here');
});

test('a build that failed fails every waiter with its message, and is not tried again', async () => {
  await assert.rejects(sharedBuild(folder, 'broken', () => Promise.reject(new Error('esbuild: a syntax error'))), /a syntax error/);
  assert.throws(() => sharedBuildSync(folder, 'broken', () => 'would have worked'), /esbuild: a syntax error/);
});
