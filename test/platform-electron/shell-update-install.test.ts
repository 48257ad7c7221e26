// Restarting into an update through the whole shell (startShell with its real adapters, a
// fake of Electron, a recording fake of electron-updater's autoUpdater, the simulator as the
// service): the timer the person just started reaches the service and the engine closes
// before electron-updater is asked to quit and install, so nothing queued is lost.

import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { UpdateCheckResult } from 'electron-updater';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { INSTALL_QUIT_LIMIT_MS } from '../../main/platform/electron/updater.ts';
import { FakeAutoUpdater, updateInfo } from './support/fake-auto-updater.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { createFakeElectron } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { eventually, useSimAndFolder } from './support/shell-with-sim.ts';

useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

/**
 * A feed with 1.2.0 downloaded at the first check (`file`: the download's name). It carries
 * what electron-updater's MacUpdater carries besides: Electron's native updater
 * (Squirrel.Mac), which fetches the update when asked or refuses it, and whether it has.
 */
abstract class ReadyAtOnce extends FakeAutoUpdater {
  readonly nativeUpdater = Object.assign(new EventEmitter(), {
    refuse: false,
    checkForUpdates: () => {
      queueMicrotask(() => {
        if (this.nativeUpdater.refuse) this.nativeUpdater.emit('error', new Error('Code signature did not pass validation'));
        else this.nativeUpdater.emit('update-downloaded');
      });
    },
  });
  squirrelDownloadedUpdate = false;
  constructor(private readonly file: string) {
    super();
    this.nativeUpdater.on('update-downloaded', () => (this.squirrelDownloadedUpdate = true));
  }
  async checkForUpdates(): Promise<UpdateCheckResult | null> {
    const downloadedFile = `/tmp/${this.file}`;
    const downloadPromise = Promise.resolve().then(() => {
      this.emit('update-downloaded', { ...updateInfo('1.2.0', this.file), downloadedFile });
      return [downloadedFile];
    });
    return { isUpdateAvailable: true, updateInfo: updateInfo('1.2.0', this.file), versionInfo: updateInfo('1.2.0', this.file), downloadPromise };
  }
}

/** Records what the service held when asked to install. */
class FakeUpdater extends ReadyAtOnce {
  atInstall: { runningOnService: number; queued: number | null } | null = null;
  constructor(private readonly look: () => { runningOnService: number; queued: number | null }) {
    super('Stint-1.2.0.dmg');
  }
  quitAndInstall(): void {
    this.atInstall = this.look();
  }
}

const { root, sim } = useSimAndFolder('stint-update-install-');

test('"Restart to update" sends what is queued and closes the engine before electron-updater installs', async () => {
  const { fake, shellElectron } = createFakeElectron();
  fake.app.isPackaged = true;
  fake.fetch = (input, init) => fetch(input, init);
  fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: join(root, 'userData'), logs: join(root, 'logs') };
  let stintRef: Extract<ShellStart, { state: 'running' }>['stint'] | null = null;
  const updater = new FakeUpdater(() => ({
    runningOnService: [...sim().sim.ctx.store.entries.values()].filter((e) => e.description === 'Before the update' && e.stopwatch_started_at !== null).length,
    queued: stintRef?.snapshot().sync.queued ?? null,
  }));
  let loads = 0;
  const starting = startShell({
    electron: shellElectron,
    platform: 'darwin',
    env: {},
    execPath: '/Applications/Stint.app/Contents/MacOS/Stint',
    argv: ['/Applications/Stint.app/Contents/MacOS/Stint'],
    loadUpdater: async () => (loads++, updater),
    // The install's watchdog sleeps on it: the system's would hold the test's process 30 s.
    clock: new ManualClock(Date.UTC(2026, 10, 23, 9)),
  });
  fake.app.becomeReady();
  const started = (await starting) as Extract<ShellStart, { state: 'running' }>;
  assert.equal(started.state, 'running');
  const { stint } = started;
  stintRef = stint;
  assert.equal(loads, 1, 'an installed macOS app takes updates');

  // The service's demo data made around the shell's day, not the real one (the hour the test runs must not matter).
  sim().sim.reset(Date.UTC(2026, 10, 23, 9));
  const signedIn = await stint.signIn({ baseUrl: sim().baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId });
  assert.deepEqual(signedIn, { ok: true });
  await stint.settled();
  await eventually(() => stint.snapshot().update !== null, 'the update told ready');
  assert.deepEqual(stint.snapshot().update, { version: '1.2.0', how: 'restart', releaseUrl: null });
  const tray = fake.trays[0]!;

  // Start, and at once (nothing settled) restart into the update, as the tray's and
  // Settings' "Restart to update" do (through the facade: on macOS the menu is built at
  // the click, which the fake tray does not show).
  const website = stint.snapshot().projects.find((p) => p.name === 'Website Redesign')!;
  void stint.start({ projectId: website.id, taskId: null, description: 'Before the update' });
  const installing = stint.installUpdate();
  await eventually(() => updater.atInstall !== null, 'electron-updater asked to install');
  assert.deepEqual(await installing, { ok: true });
  assert.deepEqual(updater.atInstall, { runningOnService: 1, queued: 0 }, 'the start reached the service before the install');
  assert.equal(updater.squirrelDownloadedUpdate, true, 'Squirrel.Mac had the update before the install');
  assert.equal(tray.destroyed, true, 'the shell closed everything a quit closes');
});

// ===== an install that fails =====

/**
 * `install` is what its quitAndInstall does: fail as BaseUpdater does (`error`, no quit), ask
 * the app to quit (its installer under way), or nothing at all.
 */
class InstallingUpdater extends ReadyAtOnce {
  installs = 0;
  constructor(
    private readonly install: 'fails' | 'quits' | 'nothing',
    private readonly app: { quit(): void },
  ) {
    super('Stint-1.2.0.AppImage');
  }
  quitAndInstall(): void {
    this.installs += 1;
    // BaseUpdater.install: doInstall threw (unlinkSync of the running AppImage), dispatchError, no quit.
    if (this.install === 'fails') this.emit('error', Object.assign(new Error('EACCES: permission denied, unlink'), { code: 'EACCES' }));
    else if (this.install === 'quits') setImmediate(() => this.app.quit());
  }
}

const APPIMAGE = '/opt/Stint-1.0.0.AppImage';

/** An installed Stint on `platform` (an AppImage on Linux) whose updater is `make`'s, in `folder`. */
async function installedStint(folder: string, platform: NodeJS.Platform, argv: readonly string[], make: (app: { quit(): void }) => InstallingUpdater) {
  const { fake, shellElectron } = createFakeElectron();
  fake.app.isPackaged = true;
  const dir = join(root, folder);
  mkdirSync(join(dir, 'run'), { recursive: true, mode: 0o700 });
  fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: join(dir, 'userData'), logs: join(dir, 'logs') };
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 9));
  const updater = make(fake.app);
  const starting = startShell({
    electron: shellElectron,
    platform,
    env: platform === 'linux' ? { APPIMAGE, XDG_RUNTIME_DIR: join(dir, 'run'), XDG_CONFIG_HOME: join(dir, 'config') } : {},
    execPath: '/tmp/.mount_Stint/stint',
    argv: ['/tmp/.mount_Stint/stint', ...argv],
    loadUpdater: async () => updater,
    clock,
    devBuild: false,
  });
  fake.app.becomeReady();
  const started = (await starting) as Extract<ShellStart, { state: 'running' }>;
  assert.equal(started.state, 'running');
  const { stint } = started;
  await eventually(() => stint.snapshot().update !== null, 'the update told');
  const notices = () => fake.notifications.map((n) => `${n.options.title}: ${n.options.body}`).filter((n) => n.startsWith('Stint 1.2.0 was not installed'));
  return { fake, stint, clock, updater, notices };
}

test('an AppImage that cannot be replaced: Stint starts itself again instead of holding the lock with nothing running, and the new run says why', async () => {
  const first = await installedStint('appimage-fails', 'linux', [], (app) => new InstallingUpdater('fails', app));
  assert.deepEqual(first.stint.snapshot().update, { version: '1.2.0', how: 'restart', releaseUrl: null });
  await first.stint.installUpdate();
  assert.equal(first.updater.installs, 1);
  assert.equal(first.fake.trays[0]!.destroyed, true, 'everything a quit closes was closed');
  // Started again from the AppImage's own file (the mount goes with this process), then exited.
  assert.deepEqual(first.fake.app.relaunches, [{ execPath: APPIMAGE, args: ['--stint-update-failed=1.2.0,installer,EACCES'] }]);
  assert.equal(first.fake.app.exitCode, 0);
  assert.ok(first.fake.calls.indexOf('app.relaunch') < first.fake.calls.indexOf('app.exit(0)'));

  // The run Electron starts: the notification says what happened and what to do, and the
  // update is offered from its release page rather than as a restart that fails again.
  const again = await installedStint('appimage-fails', 'linux', first.fake.app.relaunches[0]!.args!, (app) => new InstallingUpdater('fails', app));
  assert.equal(again.notices().length, 1);
  assert.match(again.notices()[0]!, /could not replace its AppImage: its folder cannot be written to\. Move the AppImage to a folder of your own/);
  assert.deepEqual(again.stint.snapshot().update, { version: '1.2.0', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.2.0' });
  assert.equal(again.stint.snapshot().settings.lastRunVersion, '0.1.0');
  again.fake.app.quit();
  await again.fake.app.whenQuitted;
});

test('an install that neither quits nor fails: the watchdog starts Stint again after its limit; once electron-updater asked to quit, it only ends the process', async () => {
  const stuck = await installedStint('install-stuck', 'linux', [], (app) => new InstallingUpdater('nothing', app));
  await stuck.stint.installUpdate();
  await stuck.clock.advance(INSTALL_QUIT_LIMIT_MS - 1);
  assert.deepEqual(stuck.fake.app.relaunches, [], 'not before the limit');
  assert.equal(stuck.fake.app.exitCode, null);
  await stuck.clock.advance(1);
  assert.deepEqual(stuck.fake.app.relaunches, [{ execPath: APPIMAGE, args: ['--stint-update-failed=1.2.0,no-quit,'] }]);
  assert.equal(stuck.fake.app.exitCode, 0);

  // electron-updater's installer runs and starts the new version itself: another Stint now
  // would stand in its way.
  const quitting = await installedStint('install-quits', 'linux', [], (app) => new InstallingUpdater('quits', app));
  await quitting.stint.installUpdate();
  await eventually(() => quitting.fake.app.quitted, 'electron-updater asked the app to quit');
  await quitting.clock.advance(INSTALL_QUIT_LIMIT_MS);
  assert.equal(quitting.fake.app.exitCode, 0, 'ended');
  assert.deepEqual(quitting.fake.app.relaunches, [], 'not started again');
});

test('macOS: Squirrel refuses the update: nothing is shut down, a notification says what to do, and Settings offers the release page', async () => {
  const mac = await installedStint('squirrel-refuses', 'darwin', [], (app) => {
    const u = new InstallingUpdater('nothing', app);
    u.nativeUpdater.refuse = true;
    return u;
  });
  const result = await mac.stint.installUpdate();
  assert.equal(result.ok, false);
  assert.equal(mac.updater.installs, 0, 'electron-updater never asked to install');
  assert.equal(mac.fake.trays[0]!.destroyed, false, 'Stint runs on');
  assert.equal(mac.notices().length, 1);
  assert.match(mac.notices()[0]!, /macOS did not accept the update, so this version keeps running\. Download Stint 1\.2\.0/);
  assert.deepEqual(mac.stint.snapshot().update, { version: '1.2.0', how: 'download', releaseUrl: 'https://github.com/stint-app/stint/releases/tag/v1.2.0' });
  assert.deepEqual(mac.fake.app.relaunches, []);
  mac.fake.app.quit();
  await mac.fake.app.whenQuitted;
});
