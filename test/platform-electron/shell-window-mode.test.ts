// Window mode where the tray always shows (macOS, Windows): reachable through the setting
// alone, through the whole shell (startShell with its real adapters and a fake of Electron).
// On macOS an ordinary window has its Dock icon; the popover app has none. The menu bar an
// ordinary window shows is Stint's own, with a Quit the person can find in the window.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { MenuItemConstructorOptions } from 'electron';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { createFakeElectron, type FakeMenu } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { ManualClock } from '../support/manual-clock.ts';

// electron-store (inside the settings adapter) imports `electron` itself: it gets the fake.
useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const root = mkdtempSync(join(tmpdir(), 'stint-window-mode-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** What the shell does after a settings change comes a few event-loop turns later (a hang guard, not a timing claim). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(check(), what);
}

for (const platform of ['darwin', 'win32'] as const) {
  test(`${platform}: "Show as a window" makes an ordinary window, shown${platform === 'darwin' ? ', with its Dock icon' : ''}; turned off, the popover comes back`, async () => {
    const { fake, shellElectron } = createFakeElectron();
    const dock: string[] = [];
    if (platform === 'darwin') fake.app.dock = { hide: () => void dock.push('hide'), show: async () => void dock.push('show') };
    const dir = join(root, platform);
    fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: dir, logs: join(dir, 'logs') };
    const starting = startShell({
      electron: shellElectron,
      platform,
      env: { STINT_USER_DATA_DIR: dir },
      execPath: process.execPath,
      argv: [process.execPath, fake.app.paths.appPath],
      clock: new ManualClock(Date.UTC(2026, 10, 23, 9)),
    });
    fake.app.becomeReady();
    const started = (await starting) as Extract<ShellStart, { state: 'running' }>;
    assert.equal(started.state, 'running');
    const live = () => fake.windows.filter((w) => !w.isDestroyed());
    assert.equal(live()[0]!.options.frame, false, 'a popover at start');
    assert.deepEqual(dock, platform === 'darwin' ? ['hide', 'hide'] : []);

    await started.stint.updateSettings({ windowMode: true });
    await eventually(() => live()[0]?.options.frame === true, 'an ordinary window');
    assert.equal(live().length, 1);
    assert.equal(live()[0]!.options.skipTaskbar, false);
    assert.equal(live()[0]!.isVisible(), true);
    assert.equal(started.stint.snapshot().shell.tray, null, 'nothing to explain: the tray shows');
    if (platform === 'darwin') assert.equal(dock.at(-1), 'show');

    await started.stint.updateSettings({ windowMode: false });
    await eventually(() => live()[0]?.options.frame === false, 'the popover again');
    if (platform === 'darwin') assert.equal(dock.at(-1), 'hide');

    // The next start honours the setting from its first window, shown at launch.
    await started.stint.updateSettings({ windowMode: true });
    fake.app.quit();
    await fake.app.whenQuitted;
    const next = createFakeElectron();
    next.fake.app.paths = fake.app.paths;
    const restarting = startShell({
      electron: next.shellElectron,
      platform,
      env: { STINT_USER_DATA_DIR: dir },
      execPath: process.execPath,
      argv: [process.execPath, fake.app.paths.appPath],
      clock: new ManualClock(Date.UTC(2026, 10, 23, 10)),
    });
    next.fake.app.becomeReady();
    const again = (await restarting) as Extract<ShellStart, { state: 'running' }>;
    assert.equal(next.fake.windows.length, 1, 'made once, as a window');
    assert.equal(next.fake.windows[0]!.options.frame, true);
    assert.equal(next.fake.windows[0]!.isVisible(), true, 'shown at launch');
    assert.equal(again.state, 'running');
    next.fake.app.quit();
    await next.fake.app.whenQuitted;
  });
}

/** A test that failed half-way leaves no shell running to hold the test process open. */
async function quitIfRunning(app: ReturnType<typeof createFakeElectron>['fake']['app']): Promise<void> {
  if (app.quitted) return;
  app.quit();
  await app.whenQuitted;
}

/** The menu bar as a person reads it: each menu's items by label or role, and their keys. */
function menuBar(menu: FakeMenu): Record<string, string[]> {
  const name = (i: MenuItemConstructorOptions) => `${(i.label ?? i.role ?? '').replace('&', '')}${i.accelerator ? ` (${i.accelerator})` : ''}`;
  return Object.fromEntries(menu.template.map((m) => [name(m), (Array.isArray(m.submenu) ? m.submenu : []).filter((i) => i.type !== 'separator').map(name)]));
}

test('linux: an installed Stint in window mode has a menu bar of its own: Quit Stint (Ctrl+Q) quits, Edit keeps copy and paste, nothing to reload the page or open DevTools', async (t) => {
  const { fake, shellElectron } = createFakeElectron();
  t.after(() => quitIfRunning(fake.app));
  fake.app.isPackaged = true;
  const dir = join(root, 'menu');
  fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: join(dir, 'userData'), logs: join(dir, 'logs') };
  const starting = startShell({
    electron: shellElectron,
    platform: 'linux',
    env: { XDG_CONFIG_HOME: join(dir, 'config') },
    execPath: '/opt/Stint/stint',
    argv: ['/opt/Stint/stint'],
    clock: new ManualClock(Date.UTC(2026, 10, 23, 9)),
    // The installed app's build (__STINT_DEV__ false), as every package is.
    devBuild: false,
  });
  fake.app.becomeReady();
  const started = (await starting) as Extract<ShellStart, { state: 'running' }>;
  await started.stint.updateSettings({ windowMode: true });
  const live = () => fake.windows.filter((w) => !w.isDestroyed());
  await eventually(() => live()[0]?.options.frame === true, 'an ordinary window');

  // Electron shows its own default menu (Reload, Toggle Developer Tools, Learn More) unless one is set.
  const menu = fake.applicationMenu;
  assert.ok(menu, "Stint's own menu, not Electron's default");
  assert.deepEqual(menuBar(menu), {
    Stint: ['Settings… (CmdOrCtrl+,)', 'Compact timer', 'Quit Stint (CmdOrCtrl+Q)'],
    Edit: ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll'],
  });
  menu.click('settings');
  assert.equal(live()[0]!.isVisible(), true);
  menu.click('quit');
  await fake.app.whenQuitted;
  assert.equal(fake.trays[0]!.destroyed, true, 'quit as the tray quits: everything closed first');
});

test('a run from a clone keeps the developer menu (reload, DevTools)', async (t) => {
  const { fake, shellElectron } = createFakeElectron();
  t.after(() => quitIfRunning(fake.app));
  const dir = join(root, 'menu-clone');
  fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: dir, logs: join(dir, 'logs') };
  const starting = startShell({
    electron: shellElectron,
    platform: 'win32',
    env: { STINT_USER_DATA_DIR: dir },
    execPath: process.execPath,
    argv: [process.execPath, fake.app.paths.appPath],
    clock: new ManualClock(Date.UTC(2026, 10, 23, 9)),
  });
  fake.app.becomeReady();
  await starting;
  assert.deepEqual(menuBar(fake.applicationMenu!).Develop, ['reload', 'forceReload', 'toggleDevTools']);
});
