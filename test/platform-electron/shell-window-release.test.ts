// The window released while hidden (issue 71 item 2), through the whole shell (startShell
// with its real adapters, a fake of Electron, the manual clock): hidden for 10 minutes, the
// BrowserWindow is destroyed and the app lives on in its tray; the next opening (the tray, a
// menu item, a notification) makes a new window, whose page is handed the view the last one
// told main, and the place asked for.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { RELEASE_AFTER_MS } from '../../main/platform/electron/shell-window.ts';
import { APP_ENTRY_URL } from '../../main/platform/electron/app-protocol.ts';
import type { WindowView } from '../../main/ipc/view-state.ts';
import { createFakeElectron } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { useSimAndFolder } from './support/shell-with-sim.ts';
import { runningShell } from './support/running-shell.ts';
import type { FakeBrowserWindow } from './support/fake-window.ts';

useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const { root } = useSimAndFolder('stint-shell-release-');

const MINUTE = 60_000;

async function shell(t: TestContext, folder: string) {
  const { fake, clock, started } = await runningShell(t, join(root, folder), startShell);
  const live = (): FakeBrowserWindow[] => fake.windows.filter((w) => !w.isDestroyed());
  const clickTray = () => fake.trays[0]!.emit('click', {}, { x: 0, y: 0, width: 0, height: 0 });
  const invoke = (channel: string, from: FakeBrowserWindow, payload: unknown) => fake.ipcMain.invoke(channel, from.webContents.mainFrame, payload);
  return { fake, clock, started, live, clickTray, invoke };
}

test('hidden 10 minutes, the window is destroyed and the app lives on; hidden 9 minutes and shown, it is the same window; shown after its release, a new one', async (t) => {
  const s = await shell(t, 'interval');
  const first = s.fake.windows[0]!;
  assert.equal(first.isVisible(), false, 'loaded hidden at start');

  await s.clock.advance(RELEASE_AFTER_MS - MINUTE);
  s.clickTray();
  assert.equal(first.isVisible(), true, 'shown after 9 minutes hidden');
  assert.equal(s.fake.windows.length, 1, 'the same window');
  assert.equal(s.started.stint.snapshot().windowVisible, true);

  // Showing ended the wait: a whole interval after the first one began, it still shows.
  await s.clock.advance(2 * MINUTE);
  assert.equal(first.isDestroyed(), false, 'never released while it shows');
  first.hide();
  await s.clock.advance(RELEASE_AFTER_MS - MINUTE);
  assert.equal(first.isDestroyed(), false, 'hidden 9 minutes: kept');
  await s.clock.advance(MINUTE);
  assert.equal(first.isDestroyed(), true, 'hidden 10 minutes: released');
  assert.deepEqual(s.live(), [], 'no window made meanwhile');
  assert.equal(s.fake.app.quitCalls, 0, 'the tray app lives on without a window: nothing asked it to quit');
  assert.equal(s.fake.trays[0]!.destroyed, false);
  assert.equal(s.started.stint.snapshot().windowVisible, false);

  s.clickTray();
  const second = s.fake.windows[1];
  assert.ok(second, 'the tray click made a new window');
  assert.equal(second.isVisible(), true, 'and showed it');
  assert.deepEqual(second.webContents.loadedUrls, [APP_ENTRY_URL]);
  assert.equal(second.options.webPreferences?.sandbox, true, 'made hardened as the first one was');
  assert.equal(s.started.stint.snapshot().windowVisible, true);
  assert.equal(s.live().length, 1);
});

test('the view the page told main is handed to the next page, with the place asked for while there was no window; the old page is no longer trusted', async (t) => {
  const s = await shell(t, 'view');
  const first = s.fake.windows[0]!;
  const view: WindowView = { screen: 'quick', drafts: { 'quick-entry': { date: '2026-11-23', description: 'Quarterly invoices' }, 'start.query': 'web re' }, scroll: { quick: 240 } };
  assert.deepEqual(await s.invoke('stint:keepView', first, view), { ok: true, value: { kept: true } });
  await s.clock.advance(RELEASE_AFTER_MS);
  assert.equal(first.isDestroyed(), true);

  // The app menu's Settings… (what the tray's menu items do too) opens a new window there.
  s.fake.applicationMenu!.click('settings');
  const second = s.fake.windows[1]!;
  assert.equal(second.isVisible(), true);
  assert.equal(
    second.webContents.sent.some((m) => m.channel === 'stint:prompt'),
    false,
    'no prompt sent to a page still loading (it would reach nobody)',
  );
  assert.deepEqual(await s.invoke('stint:getView', second, null), { ok: true, value: { view, open: 'settings' } });
  assert.deepEqual(await s.invoke('stint:getView', second, null), { ok: true, value: { view, open: null } }, 'the place is handed over once');
  const stale = (await s.invoke('stint:getView', first, null)) as { ok: boolean; error?: { kind: string } };
  assert.equal(stale.ok, false);
  assert.equal(stale.error?.kind, 'bad_sender', 'the released page is not trusted');
});

test('a notification clicked while the window is released opens a new one; a view too large is refused in words and the last one kept', async (t) => {
  const s = await shell(t, 'notification');
  const first = s.fake.windows[0]!;
  const view: WindowView = { screen: 'timer', drafts: {}, scroll: { timer: 300 } };
  await s.invoke('stint:keepView', first, view);
  const huge = { screen: 'timer', drafts: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`d${i}`, { description: 'x'.repeat(4_900), notes: 'y'.repeat(4_900) }])), scroll: {} };
  const refused = (await s.invoke('stint:keepView', first, huge)) as { ok: true; value: { kept: boolean; message?: string } };
  assert.equal(refused.value.kept, false);
  assert.match(refused.value.message ?? '', /larger than 256 KiB.*kept the one before it/);
  const tooMany = (await s.invoke('stint:keepView', first, { screen: 'timer', drafts: {}, scroll: { nowhere: 3 } })) as { ok: boolean; error?: { kind: string } };
  assert.equal(tooMany.error?.kind, 'bad_payload', 'a scroll of no screen');

  await s.clock.advance(RELEASE_AFTER_MS);
  assert.equal(first.isDestroyed(), true);
  s.started.ports.notifier.show({ id: 'stint.reminder', title: 'Stint', body: 'No timer is running.', actions: [] });
  s.fake.notifications.at(-1)!.click();
  const second = s.fake.windows[1];
  assert.ok(second, 'the click made a window');
  assert.equal(second.isVisible(), true);
  assert.deepEqual(await s.invoke('stint:getView', second, null), { ok: true, value: { view, open: null } });
  assert.equal(s.fake.app.quitted, false);
});

test('the fake models Electron: with no window-all-closed listener, closing the last window quits', () => {
  const { fake, electron } = createFakeElectron();
  const w = new electron.BrowserWindow({ show: false });
  w.destroy();
  assert.equal(fake.app.quitted, true);
});

test('quitting ends the wait to release the hidden window: no timer of it keeps the process alive after the quit (a boot test\'s process stayed 10 minutes)', async (t) => {
  const s = await shell(t, 'quit');
  assert.equal(s.fake.windows[0]!.isVisible(), false, 'hidden, so waiting to be released');
  const releaseAt = s.clock.now() + RELEASE_AFTER_MS;
  s.fake.app.quit();
  await s.fake.app.whenQuitted;
  const due = s.clock.nextDue();
  assert.ok(due === undefined || due !== releaseAt, `a sleep still due at the release (${s.clock.pending} pending, the next at ${due === undefined ? 'none' : new Date(due).toISOString()})`);
  assert.equal(s.clock.pending, 0, 'nothing of the shell sleeps after the quit');
});
