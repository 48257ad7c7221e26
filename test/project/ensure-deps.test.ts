// scripts/ensure-deps.mjs, run before every npm script that runs TypeScript, decides whether
// `npm ci` must run. It must install on a fresh clone and after the lockfile changed, and must
// not install when only the lockfile's mtime moved (a git worktree whose node_modules links to
// the main one's: `npm ci` there emptied the node_modules every worktree was using). Run on a
// copy of the script in a folder of its own, with an `npm` on PATH that records its calls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './support/import-graph.ts';

const LOCK = '{"lockfileVersion":3,"packages":{"":{"name":"x"}}}\n';

interface Project {
  readonly dir: string;
  /** How many times `npm ci` ran. */
  calls(): number;
  run(): { status: number | null; stderr: string };
  /** Sets a file's modification time, seconds from 2026-01-01. */
  at(file: string, s: number): void;
}

function project(): Project {
  const dir = mkdtempSync(join(tmpdir(), 'stint-ensure-deps-'));
  mkdirSync(join(dir, 'scripts'));
  copyFileSync(join(root, 'scripts/ensure-deps.mjs'), join(dir, 'scripts/ensure-deps.mjs'));
  writeFileSync(join(dir, 'package-lock.json'), LOCK);
  // What `npm ci` does that the script looks at: node_modules made anew, with npm's marker.
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho ci >> "${join(dir, 'npm-calls')}"\nrm -rf node_modules && mkdir node_modules && cp package-lock.json node_modules/.package-lock.json\n`);
  chmodSync(join(bin, 'npm'), 0o755);
  return {
    dir,
    calls: () => (existsSync(join(dir, 'npm-calls')) ? readFileSync(join(dir, 'npm-calls'), 'utf8').trim().split('\n').length : 0),
    run: () => {
      const r = spawnSync(process.execPath, [join(dir, 'scripts/ensure-deps.mjs')], { cwd: dir, encoding: 'utf8', env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
      return { status: r.status, stderr: r.stderr };
    },
    at: (file, s) => {
      const t = new Date(Date.UTC(2026, 0, 1) + s * 1000);
      utimesSync(join(dir, file), t, t);
    },
  };
}

test('a fresh clone installs once; the next script finds it installed', (t) => {
  const p = project();
  t.after(() => rmSync(p.dir, { recursive: true, force: true }));
  assert.equal(p.run().status, 0);
  assert.equal(p.calls(), 1);
  assert.equal(p.run().status, 0);
  assert.equal(p.calls(), 1);
});

test('a lockfile touched by a checkout but the same within does not install again', (t) => {
  const p = project();
  t.after(() => rmSync(p.dir, { recursive: true, force: true }));
  p.run();
  p.at('node_modules/.package-lock.json', 0);
  p.at('package-lock.json', 3600);
  assert.equal(p.run().status, 0);
  assert.equal(p.calls(), 1, 'the same lockfile, a newer mtime: nothing to install');
});

test('a lockfile changed within installs again, whatever the mtimes say', (t) => {
  const p = project();
  t.after(() => rmSync(p.dir, { recursive: true, force: true }));
  p.run();
  writeFileSync(join(p.dir, 'package-lock.json'), LOCK.replace('"x"', '"y"'));
  p.at('package-lock.json', 0);
  p.at('node_modules/.package-lock.json', 3600);
  const r = p.run();
  assert.equal(r.status, 0);
  assert.equal(p.calls(), 2);
  assert.match(r.stderr, /running npm ci/);
});

test('installed by npm ci alone (as .ci/run does): its marker decides by mtime, then the content is recorded', (t) => {
  const p = project();
  t.after(() => rmSync(p.dir, { recursive: true, force: true }));
  mkdirSync(join(p.dir, 'node_modules'));
  writeFileSync(join(p.dir, 'node_modules/.package-lock.json'), LOCK);
  p.at('package-lock.json', 0);
  p.at('node_modules/.package-lock.json', 60);
  assert.equal(p.run().status, 0);
  assert.equal(p.calls(), 0, 'npm ci ran just before: not again');
  // From now on the content decides: a checkout's new mtime alone installs nothing.
  p.at('package-lock.json', 3600);
  assert.equal(p.run().status, 0);
  assert.equal(p.calls(), 0);
});

test('installed by npm ci before the lockfile last changed, with no record: installs', (t) => {
  const p = project();
  t.after(() => rmSync(p.dir, { recursive: true, force: true }));
  mkdirSync(join(p.dir, 'node_modules'));
  writeFileSync(join(p.dir, 'node_modules/.package-lock.json'), LOCK);
  p.at('node_modules/.package-lock.json', 0);
  p.at('package-lock.json', 3600);
  assert.equal(p.run().status, 0);
  assert.equal(p.calls(), 1);
});
