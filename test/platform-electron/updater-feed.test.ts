// The updater adapter with the real electron-updater (its AppImage updater, as an installed
// AppImage uses it) against a local HTTP feed that serves what electron-builder publishes:
// latest-linux.yml and the new AppImage with its sha512. A file that matches is downloaded,
// verified and told as ready; a tampered file (its bytes not those the metadata's sha512
// names) is refused, logged, never told, and the next check after the retry period takes the
// good one. Under Node: electron-updater is given an app adapter of the test's own and Node's
// HTTP (the installed app uses Electron's `net`), as its own tests do.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { AppImageUpdater } from 'electron-updater';
import { createUpdater, RETRY_MS, type UpdateReadyInfo, type UpdaterHost } from '../../main/platform/electron/updater.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { RecordingLog } from './support/recording-log.ts';
import { installedApp, overNodeHttp } from './support/real-updater.ts';

const GOOD = Buffer.from('#!/bin/sh\necho Stint 1.2.0\n');
const TAMPERED = Buffer.from('#!/bin/sh\necho something else\n');
const sha512 = (b: Buffer) => createHash('sha512').update(b).digest('base64');

let dir = '';
let server: Server;
let feedUrl = '';
/** What the feed serves as the new AppImage now. */
let served = GOOD;
const previousAppImage = process.env.APPIMAGE;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stint-updater-feed-'));
  // The AppImage running now (electron-updater replaces this file when it installs).
  process.env.APPIMAGE = join(dir, 'Stint-1.0.0.AppImage');
  writeFileSync(process.env.APPIMAGE, '#!/bin/sh\necho Stint 1.0.0\n', { mode: 0o755 });
  const metadata = [
    'version: 1.2.0',
    'files:',
    '  - url: Stint-1.2.0.AppImage',
    `    sha512: ${sha512(GOOD)}`,
    `    size: ${GOOD.length}`,
    'path: Stint-1.2.0.AppImage',
    `sha512: ${sha512(GOOD)}`,
    "releaseDate: '2026-11-23T09:00:00.000Z'",
    '',
  ].join('\n');
  server = createServer((req, res) => {
    // electron-updater adds a query against caches.
    const path = new URL(req.url ?? '/', 'http://feed').pathname;
    if (path === '/latest-linux.yml') {
      res.writeHead(200, { 'Content-Type': 'text/yaml' }).end(metadata);
    } else if (path === '/Stint-1.2.0.AppImage') {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': served.length }).end(served);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address !== null && typeof address === 'object');
  feedUrl = `http://127.0.0.1:${address.port}`;
});

after(async () => {
  if (previousAppImage === undefined) delete process.env.APPIMAGE;
  else process.env.APPIMAGE = previousAppImage;
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** electron-updater as an installed AppImage of version 1.0.0 makes it, reading its update config from our folder. */
function appImageUpdater(folder: string, url: string): AppImageUpdater {
  const app = installedApp(folder, '1.0.0', `provider: generic\nurl: ${url}\nupdaterCacheDirName: stint-updater\n`);
  const updater = overNodeHttp(new AppImageUpdater(null, app));
  // The running file is no AppImage with a block map: download the whole new file.
  updater.disableDifferentialDownload = true;
  return updater;
}

function watch(folder: string, url = feedUrl) {
  const log = new RecordingLog();
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 9));
  const updater = createUpdater({
    updater: () => appImageUpdater(folder, url) as unknown as UpdaterHost,
    install: 'restart',
    platform: 'linux',
    clock,
    logger: log,
    beforeInstall: async () => true,
    onInstallFailed: () => assert.fail('nothing is installed here'),
  });
  const told: (UpdateReadyInfo | null)[] = [];
  let waiting: (() => void) | null = null;
  updater.onReady((r) => {
    told.push(r);
    waiting?.();
  });
  /** Resolves once an update is told ready (the test's timeout guards a hang). */
  const ready = () => new Promise<void>((resolve) => (told.at(-1) ? resolve() : (waiting = resolve)));
  return { log, clock, updater, told, ready };
}

/** Until the adapter has logged `n` lines matching `message` (each check is real I/O). */
async function logged(log: RecordingLog, message: string, n = 1): Promise<void> {
  while (log.lines.filter((l) => l.message === message).length < n) await new Promise((r) => setTimeout(r, 10));
}

test('found, downloaded and verified against the metadata sha512: told ready as 1.2.0, the file in the updater cache', { timeout: 20_000 }, async () => {
  served = GOOD;
  const folder = join(dir, 'good');
  const { updater, told, ready } = watch(folder);
  updater.configure({ enabled: true, channel: 'stable' });
  await ready();
  assert.deepEqual(told.at(-1), { version: '1.2.0', how: 'restart', releaseUrl: null });
  const pending = join(folder, 'cache', 'stint-updater', 'pending');
  const files = readdirSync(pending).filter((f) => f.endsWith('.AppImage'));
  assert.equal(files.length, 1);
  assert.deepEqual(readFileSync(join(pending, files[0]!)), GOOD);
  updater.close();
});

test('a tampered file is refused and logged, never told; the check after the retry period takes the good one', { timeout: 20_000 }, async () => {
  served = TAMPERED;
  const folder = join(dir, 'tampered');
  const { updater, told, log, clock, ready } = watch(folder);
  updater.configure({ enabled: true, channel: 'stable' });
  await logged(log, 'update check failed; tried again later');
  assert.deepEqual(told, [null], 'nothing offered');
  assert.match(String(log.lines.find((l) => l.message === 'update check failed; tried again later')?.fields['error']), /ERR_CHECKSUM_MISMATCH|sha512/i);
  assert.equal(log.lines.some((l) => l.level === 'error'), false);

  served = GOOD;
  await clock.advance(RETRY_MS);
  await ready();
  assert.deepEqual(told.at(-1), { version: '1.2.0', how: 'restart', releaseUrl: null });
  updater.close();
});

test('a feed that cannot be reached: logged and tried again later, never told', { timeout: 20_000 }, async () => {
  const folder = join(dir, 'offline');
  // Nothing listens on port 9 (discard) here: the connection is refused.
  const { updater, told, log } = watch(folder, 'http://127.0.0.1:9');
  updater.configure({ enabled: true, channel: 'stable' });
  await logged(log, 'update check failed; tried again later');
  assert.deepEqual(told, [null]);
  updater.close();
});
