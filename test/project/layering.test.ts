// The one hard rule of the architecture: Electron-only modules stay out of the code we
// test under plain Node (main/api, main/core) and out of the simulator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const ELECTRON_ONLY = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](electron|keytar|@github\/keytar|electron-store)['"]/;

function sources(dir: string): string[] {
  let out: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return out;
  }
  for (const name of names) {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) out = out.concat(sources(rel));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) out.push(rel);
  }
  return out;
}

// main/platform/node may use the keychain module (it runs under plain Node), never Electron.
const ELECTRON = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](electron|electron-store)['"]/;

for (const dir of ['main/platform/node', 'main/ipc', 'main/cli']) {
  test(`${dir} imports neither electron nor electron-store (runs under plain Node)`, () => {
    const files = sources(dir);
    assert.ok(files.length > 0, `${dir} has no sources`);
    const offenders = files.filter((f) =>
      readFileSync(join(root, f), 'utf8').split('\n').some((line) => !/^\s*import type/.test(line) && ELECTRON.test(line)),
    );
    assert.deepEqual(offenders, []);
  });
}

test('main/core reaches main/platform and main/ipc nowhere: drivers call the engine, not the reverse', () => {
  const offenders = sources('main/core').filter((f) => /from ['"](?:\.\.\/)+(platform|ipc|cli)\//.test(readFileSync(join(root, f), 'utf8')));
  assert.deepEqual(offenders, []);
});

for (const dir of ['main/api', 'main/core', 'test/sim']) {
  test(`${dir} imports no Electron-only module (runs under plain Node)`, () => {
    const files = sources(dir);
    assert.ok(files.length > 0, `${dir} has no sources`);
    const offenders = files.filter((f) =>
      readFileSync(join(root, f), 'utf8').split('\n').some((line) => !/^\s*import type/.test(line) && ELECTRON_ONLY.test(line)),
    );
    assert.deepEqual(offenders, []);
  });
}

test('only the clock module reads the wall clock (Date.now / argument-less new Date)', () => {
  const files = ['main/time', 'main/api', 'main/core', 'main/ipc', 'main/platform/node', 'main/cli', 'test/sim'].flatMap((d) => sources(d));
  const offenders = files.filter((f) => {
    if (f === 'main/time/clock.ts') return false;
    const code = readFileSync(join(root, f), 'utf8').replace(/\/\/.*$/gm, '');
    return /Date\.now\(\)|new Date\(\s*\)/.test(code);
  });
  assert.deepEqual(offenders, []);
});
