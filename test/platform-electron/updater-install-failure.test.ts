// An install that fails, through the real electron-updater classes (an installed app's
// AppImageUpdater and MacUpdater, given an app adapter of the test's own and Node's HTTP),
// against a local feed of what electron-builder publishes.
//
// - An AppImage whose file cannot be replaced: electron-updater's `unlinkSync` fails, it
//   emits `error` and does not quit. The adapter reports it, after the shutdown, so the shell
//   can start Stint again (it used to answer "installed" and leave a process holding the
//   single-instance lock with nothing running).
// - macOS: nothing is shut down until Squirrel.Mac (a fake: Electron's native updater) has
//   fetched the update from MacUpdater's local proxy; a Squirrel that refuses it leaves Stint
//   running, the update offered from its release page instead.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import { AppImageUpdater, MacUpdater } from 'electron-updater';
import { createUpdater, type InstallFailure, type UpdateReadyInfo, type UpdaterHost } from '../../main/platform/electron/updater.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { FakeSquirrel } from './support/fake-squirrel.ts';
import { installedApp, overNodeHttp, startFeed } from './support/real-updater.ts';
import { RecordingLog } from './support/recording-log.ts';

const APPIMAGE = Buffer.from('#!/bin/sh\necho Stint 1.2.0\n');
const ZIP = Buffer.from('PK\u0003\u0004 Stint 1.2.0 for macOS');
const sha512 = (b: Buffer) => createHash('sha512').update(b).digest('base64');

function metadata(file: string, bytes: Buffer): string {
  return ['version: 1.2.0', 'files:', `  - url: ${file}`, `    sha512: ${sha512(bytes)}`, `    size: ${bytes.length}`, `path: ${file}`, `sha512: ${sha512(bytes)}`, "releaseDate: '2026-11-23T09:00:00.000Z'", ''].join('\n');
}

let dir = '';
let feed: Awaited<ReturnType<typeof startFeed>>;
const previousAppImage = process.env.APPIMAGE;

// MacUpdater takes Electron's native autoUpdater from `require('electron')` when made: the
// electron package cannot load here, so its module is the fake's.
const requireHere = createRequire(import.meta.url);
const electronId = requireHere.resolve('electron');
const electronModule = new Module(electronId);
electronModule.filename = electronId;
electronModule.loaded = true;
electronModule.exports = { autoUpdater: null };
requireHere.cache[electronId] = electronModule;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stint-install-failure-'));
  feed = await startFeed((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname;
    res.setHeader('Connection', 'close');
    if (path === '/appimage/latest-linux.yml') res.writeHead(200).end(metadata('Stint-1.2.0.AppImage', APPIMAGE));
    else if (path === '/appimage/Stint-1.2.0.AppImage') res.writeHead(200, { 'Content-Length': APPIMAGE.length }).end(APPIMAGE);
    // The channel file is named for the platform the updater runs on (latest-linux.yml here).
    else if (/^\/mac\/latest[\w-]*\.yml$/.test(path)) res.writeHead(200).end(metadata('Stint-1.2.0-mac.zip', ZIP));
    else if (path === '/mac/Stint-1.2.0-mac.zip') res.writeHead(200, { 'Content-Length': ZIP.length }).end(ZIP);
    else res.writeHead(404).end();
  });
});

after(async () => {
  if (previousAppImage === undefined) delete process.env.APPIMAGE;
  else process.env.APPIMAGE = previousAppImage;
  await feed.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The adapter over `real`, as the shell makes it; what it reports is recorded. */
function adapt(real: UpdaterHost, platform: NodeJS.Platform, onShutDown: () => void = () => {}) {
  const log = new RecordingLog();
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 9));
  const failures: InstallFailure[] = [];
  const shutDowns: string[] = [];
  const updater = createUpdater({
    updater: () => real,
    install: 'restart',
    platform,
    clock,
    logger: log,
    beforeInstall: async () => {
      shutDowns.push('engine closed');
      onShutDown();
      return true;
    },
    onInstallFailed: (f) => failures.push(f),
  });
  const told: (UpdateReadyInfo | null)[] = [];
  const waiting: (() => void)[] = [];
  updater.onReady((r) => {
    told.push(r);
    for (const w of waiting.splice(0)) w();
  });
  /** Resolves once an update is told ready (the test's timeout guards a hang). */
  const ready = () => new Promise<void>((resolve) => (told.at(-1) ? resolve() : waiting.push(resolve)));
  return { log, clock, updater, told, ready, failures, shutDowns };
}

/**
 * Makes `file` one the person cannot replace: its folder read-only, as for an AppImage in
 * /opt or a folder of another user's. Root writes anywhere, so for root the file is made
 * immutable too (ext4's `chattr +i`). Returns how to undo it, or why it cannot be done here.
 */
function cannotReplace(file: string): (() => void) | string {
  const folder = dirname(file);
  chmodSync(folder, 0o555);
  if (process.getuid?.() !== 0) return () => chmodSync(folder, 0o755);
  try {
    execFileSync('chattr', ['+i', file], { stdio: 'ignore' });
  } catch {
    chmodSync(folder, 0o755);
    return 'running as root on a file system without chattr +i: nothing stops root replacing the file';
  }
  return () => {
    execFileSync('chattr', ['-i', file]);
    chmodSync(folder, 0o755);
  };
}

test('an AppImage whose file cannot be replaced: the install error is reported after the shutdown, nothing quits, the old file stays', HANG_GUARD, async (t) => {
  const folder = mkdtempSync(join(dir, 'appimage-'));
  const appImage = join(mkdtempSync(join(dir, 'opt-')), 'Stint-1.0.0.AppImage');
  writeFileSync(appImage, '#!/bin/sh\necho Stint 1.0.0\n', { mode: 0o755 });
  process.env.APPIMAGE = appImage;
  const config = `provider: generic\nurl: ${feed.url}/appimage\nupdaterCacheDirName: stint-updater\n`;
  // installedApp's quit fails the test: electron-updater must not quit after a failed install.
  const real = overNodeHttp(new AppImageUpdater(null, installedApp(folder, '1.0.0', config)));
  real.disableDifferentialDownload = true;
  const { updater, told, ready, failures, shutDowns } = adapt(real as unknown as UpdaterHost, 'linux');
  updater.configure({ enabled: true, channel: 'stable' });
  await ready();
  assert.deepEqual(told.at(-1), { version: '1.2.0', how: 'restart', releaseUrl: null });

  const undo = cannotReplace(appImage);
  if (typeof undo === 'string') {
    updater.close();
    t.skip(undo);
    return;
  }
  try {
    assert.equal(await updater.install(), true, 'the shutdown went ahead');
    assert.deepEqual(shutDowns, ['engine closed']);
    assert.equal(failures.length, 1, 'the failure reported');
    assert.equal(failures[0]!.version, '1.2.0');
    assert.equal(failures[0]!.cause, 'installer');
    assert.ok(['EACCES', 'EPERM'].includes(failures[0]!.error), failures[0]!.error);
    assert.equal(readFileSync(appImage, 'utf8'), '#!/bin/sh\necho Stint 1.0.0\n', 'the running AppImage is still there');
    // electron-updater would quit a tick later had it gone ahead (BaseUpdater: setImmediate).
    await new Promise((r) => setImmediate(r));
  } finally {
    undo();
    updater.close();
  }
});

/** A MacUpdater of an installed 1.0.0 with `squirrel` as Electron's native updater, its update downloaded and told. */
async function macWithUpdate(t: TestContext, squirrel: FakeSquirrel, onShutDown?: () => void) {
  (electronModule.exports as { autoUpdater: FakeSquirrel }).autoUpdater = squirrel;
  const config = `provider: generic\nurl: ${feed.url}/mac\nupdaterCacheDirName: stint-updater\n`;
  const real = overNodeHttp(new MacUpdater(undefined, installedApp(mkdtempSync(join(dir, 'mac-')), '1.0.0', config)));
  const adapted = adapt(real as unknown as UpdaterHost, 'darwin', onShutDown);
  // MacUpdater closes its proxy once Squirrel installs; whatever the test found, it goes.
  t.after(() => {
    adapted.updater.close();
    (real as unknown as { closeServerIfExists(): void }).closeServerIfExists();
  });
  adapted.updater.configure({ enabled: true, channel: 'stable' });
  await adapted.ready();
  assert.deepEqual(adapted.told.at(-1), { version: '1.2.0', how: 'restart', releaseUrl: null });
  assert.equal(squirrel.checks, 0, 'Squirrel is not asked before the person restarts');
  assert.ok(squirrel.feed !== null, "MacUpdater's proxy is ready for Squirrel");
  return adapted;
}

test('macOS: the engine closes only once Squirrel.Mac holds the whole update; then Squirrel installs', HANG_GUARD, async (t) => {
  const squirrel = new FakeSquirrel();
  let heldAtShutdown: Buffer | null = null;
  const mac = await macWithUpdate(t, squirrel, () => (heldAtShutdown = squirrel.fetched));
  assert.equal(await mac.updater.install(), true);
  assert.deepEqual(mac.shutDowns, ['engine closed']);
  assert.deepEqual(heldAtShutdown, ZIP, 'Squirrel had fetched the verified zip before anything was shut down');
  assert.equal(squirrel.installs, 1, "Squirrel's quitAndInstall");
  assert.deepEqual(mac.failures, []);
});

test('macOS: Squirrel refuses the update: nothing is shut down, Stint runs on, the update is offered from its release page', HANG_GUARD, async (t) => {
  const squirrel = new FakeSquirrel();
  squirrel.refuse = 'Code signature at URL file:///Applications/Stint.app/ did not pass validation';
  const mac = await macWithUpdate(t, squirrel);
  assert.equal(await mac.updater.install(), false, 'not installed: Stint keeps running');
  assert.deepEqual(mac.shutDowns, [], 'the engine was never closed');
  assert.equal(squirrel.installs, 0);
  assert.deepEqual(mac.failures, [{ version: '1.2.0', cause: 'squirrel', error: 'Error' }]);
  assert.deepEqual(mac.told.at(-1), { version: '1.2.0', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.2.0' });
  assert.equal(mac.log.lines.some((l) => l.level === 'error' && l.message.includes('refused by macOS')), true);
});

