// The updater adapter with a recording fake of electron-updater's autoUpdater and the manual
// clock: when it checks (at start, every few hours, again sooner after a failure, never while
// off), what it tells (a downloaded and verified update, or on a deb the version and its
// release page), the channel, and a restart only after the engine was flushed.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { UpdateCheckResult } from 'electron-updater';
import { CHECK_EVERY_MS, createUpdater, RETRY_MS, updateInstall, type UpdateReadyInfo } from '../../main/platform/electron/updater.ts';
import { FakeAutoUpdater, updateInfo } from './support/fake-auto-updater.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { RecordingLog } from './support/recording-log.ts';

const info = (version: string) => updateInfo(version);

/** What the feed answers next: a newer version, the same one, or a failure. */
type Answer = { kind: 'newer'; version: string; download: 'ok' | 'checksum' } | { kind: 'none' } | { kind: 'offline' };

class FakeUpdater extends FakeAutoUpdater {
  checks = 0;
  /** allowDowngrade as each check found it (electron-updater reads it once the feed answers). */
  readonly downgradeAtCheck: boolean[] = [];
  readonly installs: [boolean | undefined, boolean | undefined][] = [];
  answers: Answer[] = [];

  async checkForUpdates(): Promise<UpdateCheckResult | null> {
    this.checks += 1;
    this.downgradeAtCheck.push(this.allowDowngrade);
    const a = this.answers.shift() ?? { kind: 'none' };
    if (a.kind === 'offline') {
      const e = Object.assign(new Error('net::ERR_INTERNET_DISCONNECTED'), { code: 'ERR_UPDATER_NET' });
      this.emit('error', e);
      throw e;
    }
    if (a.kind === 'none') {
      this.emit('update-not-available', info('1.0.0'));
      return null;
    }
    this.emit('update-available', info(a.version));
    if (!this.autoDownload) return { isUpdateAvailable: true, updateInfo: info(a.version), versionInfo: info(a.version) };
    // electron-updater checks the file against the metadata's sha512 before it says downloaded.
    const downloadPromise =
      a.download === 'ok'
        ? Promise.resolve().then(() => {
            this.emit('update-downloaded', { ...info(a.version), downloadedFile: '/tmp/x' });
            return ['/tmp/x'];
          })
        : Promise.reject(Object.assign(new Error('sha512 checksum mismatch'), { code: 'ERR_CHECKSUM_MISMATCH' }));
    downloadPromise.catch(() => undefined);
    return { isUpdateAvailable: true, updateInfo: info(a.version), versionInfo: info(a.version), downloadPromise };
  }

  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.installs.push([isSilent, isForceRunAfter]);
  }
}

function setup(install: 'restart' | 'download' = 'restart', running = '1.0.0') {
  const fake = new FakeUpdater(running);
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 9));
  const log = new RecordingLog();
  const flushes: string[] = [];
  let made = 0;
  const updater = createUpdater({
    updater: () => (made++, fake),
    install,
    platform: 'linux',
    clock,
    logger: log,
    onInstallFailed: (f) => assert.fail(`no install fails here: ${JSON.stringify(f)}`),
    beforeInstall: async () => {
      flushes.push(`flushed with ${fake.installs.length} installs`);
      return true;
    },
  });
  const told: (UpdateReadyInfo | null)[] = [];
  updater.onReady((r) => told.push(r));
  /** Lets the adapter's promises run. */
  const turn = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { fake, clock, log, flushes, updater, told, turn, made: () => made };
}

describe('when it checks', () => {
  test('at start and every four hours while on; never while off, and the updater is not even made', async () => {
    const off = setup();
    off.updater.configure({ enabled: false, channel: 'stable' });
    await off.clock.advance(10 * CHECK_EVERY_MS);
    assert.equal(off.made(), 0);

    const { fake, clock, updater, turn } = setup();
    updater.configure({ enabled: true, channel: 'stable' });
    await turn();
    assert.equal(fake.checks, 1, 'at start');
    await clock.advance(CHECK_EVERY_MS - 1);
    assert.equal(fake.checks, 1);
    await clock.advance(1);
    await turn();
    assert.equal(fake.checks, 2, 'four hours later');
    updater.configure({ enabled: false, channel: 'stable' });
    await clock.advance(3 * CHECK_EVERY_MS);
    assert.equal(fake.checks, 2, 'turned off: no more');
    updater.close();
  });

  test('offline or a checksum that does not match: logged, nothing told, tried again in 30 minutes', async () => {
    const { fake, clock, updater, told, log, turn } = setup();
    fake.answers = [{ kind: 'offline' }, { kind: 'newer', version: '1.2.0', download: 'checksum' }, { kind: 'newer', version: '1.2.0', download: 'ok' }];
    updater.configure({ enabled: true, channel: 'stable' });
    await turn();
    assert.deepEqual(told, [null]);
    assert.equal(log.lines.at(-1)!.message, 'update check failed; tried again later');
    assert.equal(log.lines.at(-1)!.fields['error'], 'Error ERR_UPDATER_NET');
    await clock.advance(RETRY_MS);
    await turn();
    assert.equal(fake.checks, 2);
    assert.deepEqual(told, [null], 'a file that does not match its sha512 is never offered');
    assert.equal(log.lines.at(-1)!.fields['error'], 'Error ERR_CHECKSUM_MISMATCH');
    await clock.advance(RETRY_MS);
    await turn();
    assert.deepEqual(told, [null, { version: '1.2.0', how: 'restart', releaseUrl: null }]);
    // Ready: no more checks.
    await clock.advance(3 * CHECK_EVERY_MS);
    assert.equal(fake.checks, 3);
    assert.equal(log.lines.some((l) => l.level === 'error'), false, 'never an error for a person who did nothing');
    updater.close();
  });
});

test('the beta channel takes pre-releases; an older release is never taken on either channel while a stable version runs', async () => {
  const { fake, updater, turn } = setup('restart', '1.4.0');
  updater.configure({ enabled: true, channel: 'beta' });
  await turn();
  assert.deepEqual([fake.allowPrerelease, fake.channel, fake.allowDowngrade], [true, 'beta', false]);
  updater.configure({ enabled: true, channel: 'stable' });
  await turn();
  assert.deepEqual([fake.allowPrerelease, fake.channel, fake.allowDowngrade], [false, 'latest', false]);
  assert.deepEqual(fake.downgradeAtCheck, [false, false]);
  assert.equal(fake.autoInstallOnAppQuit, false, 'installed only when the person asks');
  assert.equal(fake.disableWebInstaller, true, 'no web installer taken (Windows: it may carry no signature to check)');
  updater.close();
});

test('leaving the beta while a prerelease runs: the stable release is taken though older, by that one move only', async () => {
  const { fake, clock, updater, told, turn } = setup('download', '1.5.0-beta.2');
  fake.answers = [{ kind: 'none' }, { kind: 'offline' }, { kind: 'newer', version: '1.4.0', download: 'ok' }];
  updater.configure({ enabled: true, channel: 'beta' });
  await turn();
  updater.configure({ enabled: true, channel: 'stable' });
  await turn();
  assert.equal(fake.allowDowngrade, true, 'the check failed: the move is still to make');
  await clock.advance(RETRY_MS);
  await turn();
  assert.deepEqual(told.at(-1), { version: '1.4.0', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.4.0' });
  assert.equal(fake.allowDowngrade, false, 'the stable release found: no older one again');
  await clock.advance(CHECK_EVERY_MS);
  await turn();
  assert.deepEqual(fake.downgradeAtCheck, [false, true, true, false]);
  updater.close();
});

test('restart into the update only once it is downloaded, and only after the engine was flushed', async () => {
  const { fake, updater, flushes, turn } = setup();
  assert.equal(await updater.install(), false, 'nothing ready: nothing done');
  assert.deepEqual(flushes, []);
  fake.answers = [{ kind: 'newer', version: '1.2.0', download: 'ok' }];
  updater.configure({ enabled: true, channel: 'stable' });
  await turn();
  assert.equal(await updater.install(), true);
  assert.deepEqual(flushes, ['flushed with 0 installs'], 'the flush came before the install');
  assert.deepEqual(fake.installs, [[true, true]]);
  updater.close();
});

test('a deb install is told the version and its release page, and downloads nothing', async () => {
  const { fake, updater, told, turn } = setup('download');
  fake.answers = [{ kind: 'newer', version: '1.3.0', download: 'ok' }];
  updater.configure({ enabled: true, channel: 'stable' });
  await turn();
  assert.equal(fake.autoDownload, false);
  assert.deepEqual(told.at(-1), { version: '1.3.0', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.3.0' });
  assert.equal(await updater.install(), false, 'nothing to restart into');
  assert.deepEqual(fake.installs, []);
  updater.close();
});

test('which installations take updates: installed on macOS and Windows, the AppImage, a deb by its page; never a run from a clone', () => {
  const base = { isPackaged: true, env: {}, packageType: null };
  assert.equal(updateInstall({ ...base, platform: 'darwin' }), 'restart');
  assert.equal(updateInstall({ ...base, platform: 'win32' }), 'restart');
  assert.equal(updateInstall({ ...base, platform: 'linux', env: { APPIMAGE: '/home/ada/Stint.AppImage' } }), 'restart');
  assert.equal(updateInstall({ ...base, platform: 'linux', packageType: 'deb\n' }), 'download');
  assert.equal(updateInstall({ ...base, platform: 'linux' }), 'none', 'an unpacked folder');
  assert.equal(updateInstall({ ...base, platform: 'darwin', isPackaged: false }), 'none', 'the harness, the demo, tests');
  assert.equal(updateInstall({ ...base, platform: 'linux', isPackaged: false, env: { APPIMAGE: '/x' } }), 'none');
});
