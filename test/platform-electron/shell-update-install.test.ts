// Restarting into an update through the whole shell (startShell with its real adapters, a
// fake of Electron, a recording fake of electron-updater's autoUpdater, the simulator as the
// service): the timer the person just started reaches the service and the engine closes
// before electron-updater is asked to quit and install, so nothing queued is lost.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { UpdateCheckResult } from 'electron-updater';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { FakeAutoUpdater, updateInfo } from './support/fake-auto-updater.ts';
import { createFakeElectron } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { startSim, type RunningSim } from '../sim/start.ts';
import { DEMO } from '../support/sim-fixture.ts';

useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const info = (version: string) => updateInfo(version, `Stint-${version}.dmg`);

/** A feed with 1.2.0 ready at once; records what the service held when asked to install. */
class FakeUpdater extends FakeAutoUpdater {
  atInstall: { runningOnService: number; queued: number | null } | null = null;
  constructor(private readonly look: () => { runningOnService: number; queued: number | null }) {
    super();
  }
  async checkForUpdates(): Promise<UpdateCheckResult | null> {
    const downloadPromise = Promise.resolve().then(() => {
      this.emit('update-downloaded', { ...info('1.2.0'), downloadedFile: '/tmp/Stint-1.2.0.dmg' });
      return ['/tmp/Stint-1.2.0.dmg'];
    });
    return { isUpdateAvailable: true, updateInfo: info('1.2.0'), versionInfo: info('1.2.0'), downloadPromise };
  }
  quitAndInstall(): void {
    this.atInstall = this.look();
  }
}

let sim: RunningSim;
const root = mkdtempSync(join(tmpdir(), 'stint-update-install-'));
before(async () => {
  sim = await startSim();
});
after(async () => {
  await sim?.close();
  rmSync(root, { recursive: true, force: true });
});

/** What the shell does off the caller's path comes a few event-loop turns later (a hang guard, not a timing claim). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(check(), what);
}

test('"Restart to update" sends what is queued and closes the engine before electron-updater installs', async () => {
  const { fake, shellElectron } = createFakeElectron();
  fake.app.isPackaged = true;
  fake.fetch = (input, init) => fetch(input, init);
  fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: join(root, 'userData'), logs: join(root, 'logs') };
  let stintRef: Extract<ShellStart, { state: 'running' }>['stint'] | null = null;
  const updater = new FakeUpdater(() => ({
    runningOnService: [...sim.sim.ctx.store.entries.values()].filter((e) => e.description === 'Before the update' && e.stopwatch_started_at !== null).length,
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
  });
  fake.app.becomeReady();
  const started = (await starting) as Extract<ShellStart, { state: 'running' }>;
  assert.equal(started.state, 'running');
  const { stint } = started;
  stintRef = stint;
  assert.equal(loads, 1, 'an installed macOS app takes updates');

  const signedIn = await stint.signIn({ baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId });
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
  assert.equal(tray.destroyed, true, 'the shell closed everything a quit closes');
});
