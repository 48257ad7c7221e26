// The compact timer through the whole shell (startShell with its real adapters, a fake of
// Electron and a manual clock): made only while Stint is an ordinary window and the setting
// is on, always on top and shown without the focus; closed when the setting goes off or
// window mode ends; its place kept across runs; its page trusted by the IPC handlers as the
// window's is, its Switch bringing the window forward; the app menu's `Compact timer` item.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { MenuItemConstructorOptions } from 'electron';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { MOVE_SETTLE_MS } from '../../main/platform/electron/compact-window.ts';
import { COMPACT_ENTRY_URL } from '../../main/platform/electron/window-factory.ts';
import { createFakeElectron, type FakeMenu } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { FakeFrame } from './support/fake-window.ts';

// electron-store (inside the settings adapter) imports `electron` itself: it gets the fake.
useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const root = mkdtempSync(join(tmpdir(), 'stint-compact-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** What the shell does after a settings change comes a few event-loop turns later (a hang guard, not a timing claim). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(check(), what);
}

type Running = Extract<ShellStart, { state: 'running' }>;

async function start(dir: string, clock: ManualClock) {
  const { fake, shellElectron } = createFakeElectron();
  fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: dir, logs: join(dir, 'logs') };
  const starting = startShell({
    electron: shellElectron,
    platform: 'win32',
    env: { STINT_USER_DATA_DIR: dir },
    execPath: process.execPath,
    argv: [process.execPath, fake.app.paths.appPath],
    clock,
  });
  fake.app.becomeReady();
  const started = (await starting) as Running;
  assert.equal(started.state, 'running');
  const live = () => fake.windows.filter((w) => !w.isDestroyed());
  const compact = () => live().find((w) => w.webContents.loadedUrls.includes(COMPACT_ENTRY_URL));
  const main = () => live().find((w) => !w.webContents.loadedUrls.includes(COMPACT_ENTRY_URL));
  const quit = async () => {
    if (fake.app.quitted) return;
    fake.app.quit();
    await fake.app.whenQuitted;
  };
  return { fake, stint: started.stint, live, compact, main, quit };
}

/** The app menu's Compact timer item. */
function compactItem(menu: FakeMenu | null | undefined): MenuItemConstructorOptions {
  const stint = menu?.template.find((m) => m.id === 'stint');
  const item = (Array.isArray(stint?.submenu) ? stint.submenu : []).find((i) => i.id === 'compact-timer');
  assert.ok(item, 'the Stint menu has a Compact timer item');
  return item;
}

test('only in window mode with the setting on: made on top and shown; closed when the setting goes off or window mode ends', async (t) => {
  const s = await start(join(root, 'modes'), new ManualClock(Date.UTC(2026, 10, 18, 9)));
  t.after(s.quit);
  assert.equal(s.compact(), undefined, 'off by default');

  await s.stint.updateSettings({ compactTimer: true });
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(s.compact(), undefined, 'a popover has none: the tray icon is one click away');
  assert.equal(compactItem(s.fake.applicationMenu).enabled, false, 'the menu item waits for window mode');

  await s.stint.updateSettings({ windowMode: true });
  await eventually(() => s.compact() !== undefined, 'the compact timer with the ordinary window');
  const compact = s.compact()!;
  assert.equal(compact.options.alwaysOnTop, true);
  assert.equal(compact.options.frame, false);
  assert.equal(compact.isVisible(), true);
  assert.equal(s.main()!.options.frame, true, 'beside the ordinary window');
  assert.equal(compactItem(s.fake.applicationMenu).checked, true);
  assert.equal(compactItem(s.fake.applicationMenu).enabled, true);

  await s.stint.updateSettings({ compactTimer: false });
  await eventually(() => s.compact() === undefined, 'closed with the setting');
  assert.equal(compact.isDestroyed(), true);
  assert.equal(compactItem(s.fake.applicationMenu).checked, false);

  await s.stint.updateSettings({ compactTimer: true });
  await eventually(() => s.compact() !== undefined, 'made anew');
  await s.stint.updateSettings({ windowMode: false });
  await eventually(() => s.compact() === undefined, 'closed when window mode ends');
  assert.equal(s.stint.snapshot().settings.compactTimer, true, 'the setting kept for the next time');
});

test('the app menu item turns it on and off; closed by the person, the setting goes off', async (t) => {
  const s = await start(join(root, 'menu'), new ManualClock(Date.UTC(2026, 10, 18, 9)));
  t.after(s.quit);
  await s.stint.updateSettings({ windowMode: true });
  await eventually(() => s.main()?.options.frame === true, 'an ordinary window');

  s.fake.applicationMenu!.click('compact-timer');
  await eventually(() => s.compact() !== undefined, 'opened from the menu');
  assert.equal(s.stint.snapshot().settings.compactTimer, true);
  s.fake.applicationMenu!.click('compact-timer');
  await eventually(() => s.compact() === undefined, 'closed from the menu');
  assert.equal(s.stint.snapshot().settings.compactTimer, false);

  s.fake.applicationMenu!.click('compact-timer');
  await eventually(() => s.compact() !== undefined, 'opened again');
  s.compact()!.close();
  await eventually(() => !s.stint.snapshot().settings.compactTimer, 'Alt+F4 turned the setting off');
  assert.equal(s.compact(), undefined);
});

test("its page is trusted as the window's: a command from it reaches the engine, its Switch brings the window forward; a stranger's is refused", async (t) => {
  const s = await start(join(root, 'ipc'), new ManualClock(Date.UTC(2026, 10, 18, 9)));
  t.after(s.quit);
  await s.stint.updateSettings({ windowMode: true, compactTimer: true });
  await eventually(() => s.compact() !== undefined, 'the compact timer');
  const frame = s.compact()!.webContents.mainFrame;

  const snapshot = (await s.fake.ipcMain.invoke('stint:getSnapshot', frame, null)) as { ok: boolean };
  assert.equal(snapshot.ok, true);
  const stranger = (await s.fake.ipcMain.invoke('stint:getSnapshot', new FakeFrame(9999, 1, 'x', COMPACT_ENTRY_URL), null)) as { ok: boolean; error?: { kind: string } };
  assert.deepEqual([stranger.ok, stranger.error?.kind], [false, 'bad_sender']);

  const main = s.main()!;
  main.hide();
  const sentBefore = main.webContents.sent.length;
  const shown = (await s.fake.ipcMain.invoke('stint:setWindowVisible', frame, { visible: true })) as { ok: boolean };
  assert.equal(shown.ok, true);
  assert.equal(main.isVisible(), true, 'the window forward');
  assert.deepEqual(main.webContents.sent.slice(sentBefore).find((m) => m.channel === 'stint:prompt')?.args, [{ kind: 'open', place: 'picker' }]);
  assert.equal(s.compact()!.isVisible(), true, 'the compact timer stays');

  await s.fake.ipcMain.invoke('stint:setWindowVisible', frame, { visible: false });
  assert.equal(s.compact()!.isVisible(), true, 'its page cannot hide it');
  assert.equal(main.isVisible(), true, "nor the window: the window's Escape is the window's");
  const bad = (await s.fake.ipcMain.invoke('stint:setWindowVisible', frame, { visible: 'yes' })) as { ok: boolean; error?: { kind: string } };
  assert.deepEqual([bad.ok, bad.error?.kind], [false, 'bad_payload']);
});

test('its place is remembered: moved, then the next run opens it there', async () => {
  const dir = join(root, 'place');
  const clock = new ManualClock(Date.UTC(2026, 10, 18, 9));
  const first = await start(dir, clock);
  await first.stint.updateSettings({ windowMode: true, compactTimer: true });
  await eventually(() => first.compact() !== undefined, 'the compact timer');
  first.compact()!.dragTo(120, 340);
  await clock.advance(MOVE_SETTLE_MS);
  await eventually(() => first.stint.snapshot().settings.compactTimerPosition?.x === 120, 'the place saved');
  assert.deepEqual(first.stint.snapshot().settings.compactTimerPosition, { x: 120, y: 340 });
  // Moved again just before quitting: saved on the way out, not lost with the settle timer.
  first.compact()!.dragTo(150, 360);
  await first.quit();

  const next = await start(dir, new ManualClock(Date.UTC(2026, 10, 18, 10)));
  try {
    await eventually(() => next.compact() !== undefined, 'opened at launch, as the setting says');
    assert.deepEqual([next.compact()!.options.x, next.compact()!.options.y], [150, 360]);
    assert.equal(next.stint.snapshot().settings.compactTimer, true, 'quitting is not the person closing it');
  } finally {
    await next.quit();
  }
});
