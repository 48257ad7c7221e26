// One data folder, one writer: the app takes the folder's lock before it opens the settings
// file and the outbox, so a command line (`stint --data-dir` on the app's folder) and the
// app cannot overwrite each other's outbox. Through the whole shell (startShell with its real
// adapters, a fake of Electron): a folder another process holds is refused with who holds it,
// nothing of the folder is opened, and the app's own lock is let go when it quits.

import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { lockDataFolder, LOCK_NAME } from '../../main/platform/node/data-folder-lock.ts';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { createFakeElectron } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { useSimAndFolder } from './support/shell-with-sim.ts';

useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const { root } = useSimAndFolder('stint-shell-lock-');

async function startIn(t: TestContext, dir: string): Promise<{ started: ShellStart; quit(): Promise<void> }> {
  const { fake, shellElectron } = createFakeElectron();
  mkdirSync(dir, { recursive: true });
  fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: dir, logs: join(dir, 'logs') };
  const starting = startShell({
    electron: shellElectron,
    platform: 'win32',
    env: { STINT_USER_DATA_DIR: dir },
    execPath: process.execPath,
    argv: [process.execPath, fake.app.paths.appPath],
    clock: new ManualClock(Date.UTC(2026, 10, 18, 10)),
  });
  fake.app.becomeReady();
  const started = await starting;
  const quit = async () => {
    if (started.state !== 'running' || fake.app.quitted) return;
    fake.app.quit();
    await fake.app.whenQuitted;
  };
  t.after(quit);
  return { started, quit };
}

test('a data folder another Stint holds (the command line) is refused, saying which process, and nothing in it is opened', HANG_GUARD, async (t) => {
  const dir = join(root, 'held');
  const cli = await lockDataFolder({ dir, onLost: () => assert.fail('the command line keeps its lock') });
  assert.ok(cli.ok);
  t.after(() => cli.release());
  const { started } = await startIn(t, dir);
  assert.equal(started.state, 'folder-in-use');
  assert.ok(started.state === 'folder-in-use');
  assert.equal(started.message, `Stint is already running on its data folder, ${dir} (pid ${process.pid}), perhaps as the command line. Quit it, then start Stint again.`);
  assert.equal(existsSync(join(dir, 'settings.json')), false, 'the settings file was not opened');
  assert.equal(existsSync(join(dir, 'durable')), false, 'the outbox was not opened');
});

test('the app holds its folder while it runs (a command line is refused) and lets go when it quits', HANG_GUARD, async (t) => {
  const dir = join(root, 'own');
  const app = await startIn(t, dir);
  assert.equal(app.started.state, 'running');
  assert.ok(existsSync(join(dir, LOCK_NAME)), 'the lock is taken');
  const second = await lockDataFolder({ dir, onLost: () => undefined });
  assert.equal(second.ok, false, 'a command line on the folder is refused');
  await app.quit();
  const after = await lockDataFolder({ dir, onLost: () => undefined });
  assert.ok(after.ok, 'free once the app quit');
  await after.release();
});
