// Window mode where the tray always shows (macOS, Windows): reachable through the setting
// alone, through the whole shell (startShell with its real adapters and a fake of Electron).
// On macOS an ordinary window has its Dock icon; the popover app has none.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { createFakeElectron } from '../boot/support/fake-electron.ts';
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
