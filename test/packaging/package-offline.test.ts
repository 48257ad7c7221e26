// `npm run package:dir` where Electron cannot be downloaded: one line saying what it needed
// and how to run it where the network is, exit status 1, no stack trace, and nothing built
// first. The real npm script runs; "no network" is made certain rather than assumed: the
// Electron cache is an empty folder and the download address (ELECTRON_MIRROR, as
// @electron/get reads it) is a loopback server that closes every connection. Nothing here
// measures a time: the process's exit is awaited, with a hang guard only.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { runProcess, type Ran } from '../support/run-process.ts';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { electronDownloads, packagingPreflight } from '../../scripts/package-preflight.mjs';

const root = new URL('../..', import.meta.url).pathname;
const HANG_MS = 180_000;
const VERSION = (JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;
const ZIP = `electron-v${VERSION}-${process.platform}-${process.arch}.zip`;

/** The npm script as a person runs it, in `env` (PATH and HOME kept). */
function npmRun(script: string, env: Record<string, string | undefined>): Promise<Ran> {
  return runProcess('npm', ['run', script], { cwd: root, env: env as NodeJS.ProcessEnv, hangMs: HANG_MS });
}

/** stderr without npm's own lines (its warnings about the machine's npm config, its error summary). */
const ownLines = (stderr: string): string[] => stderr.split('\n').filter((l) => l.trim() !== '' && !/^npm (warn|error|notice)\b/.test(l));

let server: Server;
let mirror: string;
let tmp: string;
before(async () => {
  // Accepts and at once closes every connection: a download address that never answers.
  server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  mirror = `http://127.0.0.1:${address.port}/`;
  tmp = mkdtempSync(join(tmpdir(), 'stint-package-offline-'));
});
after(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(tmp, { recursive: true, force: true });
});

/** The environment of a machine with an empty Electron cache whose downloads go to the closed mirror. */
function offlineEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, XDG_CACHE_HOME: join(tmp, 'cache'), ELECTRON_MIRROR: mirror, ...extra };
  // No proxy: the probe and the download would both go through it.
  for (const k of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ELECTRON_GET_USE_PROXY', 'GLOBAL_AGENT_HTTPS_PROXY']) delete env[k];
  for (const [k, v] of Object.entries(extra)) if (v === undefined) delete env[k];
  return env;
}

function assertOneLine(r: Ran): string {
  assert.equal(r.code, 1, `exit status; stdout:\n${r.stdout}\nstderr:\n${r.stderr}`);
  const own = ownLines(r.stderr);
  assert.equal(own.length, 1, `one line on stderr:\n${r.stderr}`);
  for (const text of [r.stdout, r.stderr]) assert.doesNotMatch(text, /^\s+at /m, 'no stack trace');
  assert.doesNotMatch(r.stdout, /renderer built|electron-builder/, 'nothing was built or started before the check');
  return own[0]!;
}

describe('npm run package:dir without the Electron download', () => {
  test('no network: one line naming the download and how to run it where the network is, exit 1', async () => {
    const line = assertOneLine(await npmRun('package:dir', offlineEnv({ ELECTRON_SKIP_BINARY_DOWNLOAD: undefined })));
    assert.ok(line.includes(`Electron ${VERSION}`), line);
    assert.ok(line.includes(`${mirror}v${VERSION}/${ZIP}`), line);
    assert.ok(line.includes(`127.0.0.1:${new URL(mirror).port} cannot be reached`), line);
    assert.ok(line.includes('npm run package:dir'), line);
    assert.ok(line.includes('-c.electronDist='), line);
  });

  test('ELECTRON_SKIP_BINARY_DOWNLOAD set and no cached copy: one line, nothing downloaded, exit 1', async () => {
    const line = assertOneLine(await npmRun('package:dir', offlineEnv({ ELECTRON_SKIP_BINARY_DOWNLOAD: '1' })));
    assert.ok(line.includes(`Electron ${VERSION}`) && line.includes(ZIP), line);
    assert.ok(line.includes('ELECTRON_SKIP_BINARY_DOWNLOAD is set'), line);
    assert.ok(line.includes('npm run package:dir'), line);
  });
});

describe('the check before packaging', () => {
  const noNetwork = (): Promise<Response> => Promise.reject(new Error('the check went to the network'));

  test('a cached zip with seeded checksums needs no network, whatever ELECTRON_SKIP_BINARY_DOWNLOAD says', async () => {
    const cache = join(tmp, 'seeded');
    const env = { ELECTRON_SKIP_BINARY_DOWNLOAD: '1', ELECTRON_MIRROR: mirror };
    const [download] = electronDownloads({ args: ['--dir'], env, version: VERSION, platform: process.platform, arch: process.arch, cacheRoot: cache });
    assert.ok(download);
    mkdirSync(join(download.cachePath, '..'), { recursive: true });
    writeFileSync(download.cachePath, 'zip');
    writeFileSync(join(cache, `SHASUMS256.txt-${VERSION}`), `${'0'.repeat(64)} *${ZIP}\n`);
    const r = await packagingPreflight({ args: ['--dir'], env, version: VERSION, platform: process.platform, arch: process.arch, cacheRoot: cache, fetch: noNetwork, script: 'package:dir' });
    assert.deepEqual(r, { ok: true });
  });

  test('a cached zip without checksums still needs the network (they are downloaded beside it)', async () => {
    const cache = join(tmp, 'unseeded');
    const env = { ELECTRON_SKIP_BINARY_DOWNLOAD: '1', ELECTRON_MIRROR: mirror };
    const [download] = electronDownloads({ args: ['--dir'], env, version: VERSION, platform: process.platform, arch: process.arch, cacheRoot: cache });
    mkdirSync(join(download!.cachePath, '..'), { recursive: true });
    writeFileSync(download!.cachePath, 'zip');
    const r = await packagingPreflight({ args: ['--dir'], env, version: VERSION, platform: process.platform, arch: process.arch, cacheRoot: cache, fetch: noNetwork, script: 'package:dir' });
    assert.equal(r.ok, false);
  });

  test('an Electron given with -c.electronDist needs nothing downloaded', async () => {
    const r = await packagingPreflight({
      args: ['--dir', '-c.electronDist=/somewhere/electron.zip'],
      env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
      version: VERSION,
      platform: process.platform,
      arch: process.arch,
      cacheRoot: join(tmp, 'none'),
      fetch: noNetwork,
      script: 'package:dir',
    });
    assert.deepEqual(r, { ok: true });
  });

  test('the download a mac --dir build of another arch needs: its platform and arch in the name', () => {
    const [d, more] = electronDownloads({ args: ['--dir', '--mac', '--arm64'], env: {}, version: VERSION, platform: 'linux', arch: 'x64', cacheRoot: '/c' });
    assert.equal(more, undefined);
    assert.equal(d!.url, `https://github.com/electron/electron/releases/download/v${VERSION}/electron-v${VERSION}-darwin-arm64.zip`);
  });
});
