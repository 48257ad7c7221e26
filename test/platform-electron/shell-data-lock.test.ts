// One data folder, one writer: the app takes the folder's lock before it opens the settings
// file and the outbox, so a command line (`stint --data-dir` on the app's folder) and the
// app cannot overwrite each other's outbox. Through the whole shell (startShell with its real
// adapters, a fake of Electron): a folder another process holds is refused with who holds it,
// nothing of the folder is opened, and the app's own lock is let go when it quits. An app
// whose lock another Stint took writes nothing more and says so: in its log, in a notification
// and as the sync status the window and the tray show. A folder made earlier open to other
// users is narrowed at the start, said once.

import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { FolderLostError, lockDataFolder, OWNER_NAME } from '../../main/platform/node/data-folder-lock.ts';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { createFakeElectron } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { useSimAndFolder } from './support/shell-with-sim.ts';

useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const { root } = useSimAndFolder('stint-shell-lock-');

async function startIn(t: TestContext, dir: string): Promise<{ started: ShellStart; fake: ReturnType<typeof createFakeElectron>['fake']; quit(): Promise<void> }> {
  const { fake, shellElectron } = createFakeElectron();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
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
  return { started, fake, quit };
}

test('a data folder another Stint holds (the command line) is refused, saying which process, and nothing in it is opened', HANG_GUARD, async (t) => {
  const dir = join(root, 'held');
  const cli = await lockDataFolder({ dir, onLost: () => assert.fail('the command line keeps its lock') });
  assert.ok(cli.ok);
  t.after(() => cli.release());
  const { started } = await startIn(t, dir);
  assert.equal(started.state, 'folder-in-use');
  assert.ok(started.state === 'folder-in-use');
  assert.equal(started.title, 'Stint is already running');
  assert.equal(started.message, `Stint is already running on its data folder, ${dir} (pid ${process.pid}), perhaps as the command line. Quit it, then start Stint again.`);
  assert.equal(existsSync(join(dir, 'settings.json')), false, 'the settings file was not opened');
  assert.equal(existsSync(join(dir, 'durable')), false, 'the outbox was not opened');
});

test('refused before the engine reads its settings, it speaks the language chosen in them (settings.json), not the system’s', HANG_GUARD, async (t) => {
  const dir = join(root, 'held-de');
  const cli = await lockDataFolder({ dir, onLost: () => assert.fail('the command line keeps its lock') });
  assert.ok(cli.ok);
  t.after(() => cli.release());
  writeFileSync(join(dir, 'settings.json'), JSON.stringify({ version: 2, language: 'de' }));
  const { started } = await startIn(t, dir);
  assert.ok(started.state === 'folder-in-use');
  assert.deepEqual([started.title, started.message], [
    'Stint läuft bereits',
    `Stint läuft bereits mit seinem Datenordner ${dir} (pid ${process.pid}), vielleicht als Befehlszeile. Beenden Sie es und starten Sie Stint dann erneut.`,
  ]);
});

test('the app holds its folder while it runs (a command line is refused) and lets go when it quits', HANG_GUARD, async (t) => {
  const dir = join(root, 'own');
  const app = await startIn(t, dir);
  assert.equal(app.started.state, 'running');
  assert.ok(existsSync(join(dir, OWNER_NAME)), 'the lock is taken');
  const second = await lockDataFolder({ dir, onLost: () => undefined });
  assert.equal(second.ok, false, 'a command line on the folder is refused');
  await app.quit();
  const after = await lockDataFolder({ dir, onLost: () => undefined });
  assert.ok(after.ok, 'free once the app quit');
  await after.release();
});

test('an app whose lock another Stint takes writes nothing more, and says so: a log line, a notification, and the sync status of the window and the tray', HANG_GUARD, async (t) => {
  const dir = join(root, 'taken');
  const app = await startIn(t, dir);
  assert.ok(app.started.state === 'running');
  const { stint, ports } = app.started;
  await ports.ports.durable.write('probe', { before: true });
  writeFileSync(join(dir, OWNER_NAME), JSON.stringify({ pid: process.pid + 1, hostname: hostname(), nonce: 'another' }));
  await assert.rejects(ports.ports.durable.write('probe', { after: true }), FolderLostError);
  assert.deepEqual(JSON.parse(readFileSync(join(dir, 'durable', 'probe.json'), 'utf8')), { before: true }, 'nothing written after the loss');
  assert.throws(() => ports.ports.settings.write({ late: true }), FolderLostError);

  const words = `Stint stopped saving to its data folder, ${dir}: another Stint took it (pid ${process.pid + 1}). Nothing more is written there, so the two cannot overwrite each other's actions. Quit this Stint; what it did since is not saved.`;
  const s = stint.snapshot();
  assert.deepEqual([s.sync.state, s.sync.message, s.shell.dataFolder], ['error', words, words]);
  assert.deepEqual(
    app.fake.notifications.map((n) => [n.options.title, n.options.body]),
    [['Stint stopped saving', words]],
  );
  await app.quit();
  assert.match(readFileSync(join(dir, 'logs', 'stint.log'), 'utf8'), /"msg":"the data folder lock was lost; nothing more is written"/);
  assert.equal(JSON.parse(readFileSync(join(dir, OWNER_NAME), 'utf8')).nonce, 'another', 'quitting left the other\'s record');
});

test('a data folder made earlier open to other users is narrowed at the start and said once: a log line and a notification', HANG_GUARD, async (t) => {
  const dir = join(root, 'wide');
  mkdirSync(dir);
  writeFileSync(join(dir, 'settings.json'), '{}');
  chmodSync(dir, 0o755);
  chmodSync(join(dir, 'settings.json'), 0o644);
  const first = await startIn(t, dir);
  assert.equal(first.started.state, 'running');
  const words = `Stint made its data folder private: ${dir} could be read by other users of this computer (2 folders and files narrowed); now only you can.`;
  assert.deepEqual(first.fake.notifications.map((n) => [n.options.title, n.options.body]), [['Stint made its data folder private', words]]);
  await first.quit();
  assert.match(readFileSync(join(dir, 'logs', 'stint.log'), 'utf8'), /"msg":"the data folder was open to other users; narrowed"/);
  assert.equal(statMode(dir), 0o700);
  assert.equal(statMode(join(dir, 'settings.json')), 0o600);

  const second = await startIn(t, dir);
  assert.equal(second.started.state, 'running');
  assert.deepEqual(second.fake.notifications.map((n) => n.options.title), [], 'said once');
  await second.quit();
});

function statMode(path: string): number {
  return statSync(path).mode & 0o777;
}
