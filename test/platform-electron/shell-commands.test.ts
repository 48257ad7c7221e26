// Commands from second launches, through the whole shell (startShell with its real adapters,
// a fake of Electron, the simulator as the service, the manual clock): a `--start` that
// cannot be carried out is said where the person looks (the window opens on the start form,
// and a notification says why), even in a session with no notification service, where
// it used to leave only a line in the log; and a script looping such a command does not
// flood the person with notifications.

import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { parseCommandLine } from '../../main/core/views/app-command.ts';
import { commandData } from '../../main/core/views/app-command-data.ts';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { NOTICE_WINDOW_MS, NOTICES_PER_MINUTE } from '../../main/platform/electron/start/command-notices.ts';
import { createFakeElectron } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { eventually, useSimAndFolder } from './support/shell-with-sim.ts';

useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const { root, sim } = useSimAndFolder('stint-shell-commands-');

/** A Stint from a clone signed in to the demo account, the popover hidden, in `folder`. */
async function signedInStint(t: TestContext, folder: string, notificationsSupported = true) {
  const { fake, shellElectron } = createFakeElectron({ notificationsSupported });
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  fake.fetch = (input, init) => fetch(input, init);
  fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: dir, logs: join(dir, 'logs') };
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 9));
  // The service's demo data made around the shell's day, not the real one (the hour the test runs must not matter).
  sim().sim.reset(clock.now());
  const starting = startShell({
    electron: shellElectron,
    platform: 'win32',
    env: { STINT_USER_DATA_DIR: dir, STINT_DEMO_ACCOUNT: JSON.stringify({ baseUrl: sim().baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId }) },
    execPath: process.execPath,
    argv: [process.execPath, fake.app.paths.appPath],
    clock,
  });
  fake.app.becomeReady();
  const started = (await starting) as Extract<ShellStart, { state: 'running' }>;
  t.after(async () => {
    if (fake.app.quitted) return;
    fake.app.quit();
    await fake.app.whenQuitted;
  });
  const { stint } = started;
  await stint.settled();
  assert.equal(stint.snapshot().session.state, 'signed_in');
  const win = fake.windows[0]!;
  assert.equal(win.isVisible(), false);
  const launch = (...args: string[]) => {
    const argv = [process.execPath, fake.app.paths.appPath, ...args];
    fake.app.emit('second-instance', {}, argv, '/', commandData(parseCommandLine(argv, { leading: 2 })));
  };
  const log = join(dir, 'logs', 'stint.log');
  /** How many log lines say `message` (the queue logs each command it carries out or not). */
  const logged = (message: string) => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter((l) => l.includes(`"msg":"${message}"`)).length : 0);
  const prompts = () => win.webContents.sent.filter((m) => m.channel === 'stint:prompt').map((m) => m.args[0]);
  const told = () => fake.notifications.map((n) => n.options.body ?? '');
  return { fake, stint, clock, win, launch, logged, prompts, told };
}

for (const supported of [true, false]) {
  test(`--start of a project that needs a task, or of no project at all: the window opens on the start form${supported ? ', and a notification says why' : ', in a session without notifications too'}`, async (t) => {
    const s = await signedInStint(t, `start-${supported}`, supported);
    const entries = sim().sim.ctx.store.entries.size;

    s.launch('--start', 'Mobile App');
    await eventually(() => s.win.isVisible(), 'the window shown');
    assert.deepEqual(s.prompts().at(-1), { kind: 'open', place: 'picker' }, 'on the start form');
    if (supported) assert.match(s.told().at(-1) ?? '', /Mobile App needs a task/);

    await s.fake.ipcMain.invoke('stint:setWindowVisible', s.win.webContents.mainFrame, { visible: false });
    s.launch('--start', 'Nonexistent Project');
    await eventually(() => s.win.isVisible(), 'the window shown again');
    assert.deepEqual(s.prompts().at(-1), { kind: 'open', place: 'picker' });
    if (supported) assert.match(s.told().at(-1) ?? '', /no active project matches “Nonexistent Project”/);
    else assert.deepEqual(s.told(), [], 'nothing could be shown as a notification');
    assert.equal(sim().sim.ctx.store.entries.size, entries, 'nothing started on the service');
  });
}

test('a --start that works does not open the window', async (t) => {
  const s = await signedInStint(t, 'start-works');
  s.launch('--start', 'Website Redesign', 'From a key');
  await eventually(() => s.stint.snapshot().running?.description === 'From a key', 'the timer running');
  assert.equal(s.win.isVisible(), false);
  assert.deepEqual(s.told(), []);
});

test('a script looping --start with a typo: three notifications in the minute, the rest folded into one when it is over', async (t) => {
  const s = await signedInStint(t, 'start-flood');
  for (let i = 0; i < 10; i++) s.launch('--start', 'Zzyzx Project');
  await eventually(() => s.logged('command: start not done, project not found') === 10, 'all ten carried out, or not');
  assert.equal(s.told().length, NOTICES_PER_MINUTE, 'no more than the limit in the minute');
  assert.ok(s.told().every((b) => b.includes('no active project matches “Zzyzx Project”')));

  await s.clock.advance(NOTICE_WINDOW_MS - 1);
  assert.equal(s.told().length, NOTICES_PER_MINUTE, 'the fold waits for the minute to end');
  await s.clock.advance(1);
  await eventually(() => s.told().length === NOTICES_PER_MINUTE + 1, 'the fold');
  assert.match(s.told().at(-1)!, /^Stint did not carry out 7 commands given in the last minute\. The last one: Stint did not start a timer: no active project matches “Zzyzx Project”/);

  // The minute after: told again, one at a time.
  s.launch('--start', 'Mobile App');
  await eventually(() => s.told().length === NOTICES_PER_MINUTE + 2, 'the next one');
  assert.match(s.told().at(-1)!, /Mobile App needs a task/);
});
