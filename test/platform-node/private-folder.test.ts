// The data folder made private on a real file system: made 0700; found wider, narrowed with
// all it holds and counted (the caller says so once); found empty and wide, narrowed without a
// word; found private, left as it is (nobody else reaches inside); a link is never followed.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePrivateFolder, narrowedWords } from '../../main/platform/node/private-folder.ts';
import { modesUnder } from '../support/modes-under.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function root(): string {
  const d = mkdtempSync(join(tmpdir(), 'stint-private-'));
  dirs.push(d);
  return d;
}

const mode = (p: string) => statSync(p).mode & 0o777;

test('a folder it makes is 0700 (its parents too), and nothing is said', async () => {
  const dir = join(root(), 'new', 'stint');
  const umask = process.umask(0o022);
  try {
    assert.deepEqual(await makePrivateFolder(dir, 'linux'), { narrowed: 0 });
  } finally {
    process.umask(umask);
  }
  assert.equal(mode(dir), 0o700);
  assert.equal(mode(join(dir, '..')), 0o700);
});

test('a wide folder is narrowed with all it holds, counted and said; a link inside is not followed', async () => {
  const dir = join(root(), 'wide');
  const outside = join(root(), 'outside.txt');
  writeFileSync(outside, 'not Stint\'s');
  chmodSync(outside, 0o644);
  mkdirSync(join(dir, 'durable'), { recursive: true });
  writeFileSync(join(dir, 'settings.json'), '{}');
  writeFileSync(join(dir, 'durable', 'outbox.json'), '{}');
  writeFileSync(join(dir, 'durable', 'cache.json'), '{}');
  symlinkSync(outside, join(dir, 'link'));
  for (const [p, m] of [[dir, 0o755], [join(dir, 'durable'), 0o775], [join(dir, 'settings.json'), 0o644], [join(dir, 'durable', 'outbox.json'), 0o640], [join(dir, 'durable', 'cache.json'), 0o600]] as const) chmodSync(p, m);
  const folder = await makePrivateFolder(dir, 'linux');
  assert.deepEqual(folder, { narrowed: 4 });
  assert.equal(narrowedWords(dir, folder), `Stint made its data folder private: ${dir} could be read by other users of this computer (4 folders and files narrowed); now only you can.`);
  for (const [p, m] of modesUnder(dir)) if (!p.endsWith('link')) assert.equal(m, p.endsWith('/') ? 0o700 : 0o600, p);
  assert.equal(mode(outside), 0o644, 'the link\'s target is not Stint\'s');
  assert.deepEqual(await makePrivateFolder(dir, 'linux'), { narrowed: 0 }, 'said once');
});

test('an empty wide folder is narrowed without a word; a private one is left as it is', async () => {
  const empty = join(root(), 'empty');
  mkdirSync(empty);
  chmodSync(empty, 0o755);
  assert.deepEqual(await makePrivateFolder(empty, 'linux'), { narrowed: 0 });
  assert.equal(mode(empty), 0o700);
  assert.equal(narrowedWords(empty, { narrowed: 0 }), null);

  const own = join(root(), 'own');
  mkdirSync(own, { mode: 0o700 });
  writeFileSync(join(own, 'old.json'), '{}');
  chmodSync(join(own, 'old.json'), 0o644);
  assert.deepEqual(await makePrivateFolder(own, 'linux'), { narrowed: 0 });
  assert.equal(mode(join(own, 'old.json')), 0o644, 'nobody else reaches inside a 0700 folder');
});
