// The boot test: the BUILT main bundle (scripts/build-main.mjs, as packaged) started under
// Node with a recording fake of the electron module, laid out as the package is (dist/main,
// dist/renderer, assets, node_modules beside it). It checks what the real app does at
// start: the app:// scheme registered before ready and the single-instance lock asked; one
// tray with the idle icon and the tray model's menu; one window made by the hardening
// function with every setting; a handler for every IPC channel and no other; permission,
// navigation and window-open handlers that refuse; the page served over app:// with its
// CSP. Then, through the IPC handlers as the window would call them, it signs in to the
// simulator (net.fetch → Node's fetch), starts and stops a timer (the tray follows), and
// quits: the engine flushes before the app exits.

import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncBuiltinESMExports } from 'node:module';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { COMMAND_CHANNELS } from '../../main/ipc/channels.ts';
import { parseCommandLine } from '../../main/core/views/app-command.ts';
import { commandData } from '../../main/core/views/app-command-data.ts';
import type { ElectronFits } from '../../main/platform/electron/shell-electron.ts';
import { hardenedWindowOptions } from '../../main/platform/electron/window-factory.ts';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { startSim, type RunningSim } from '../sim/start.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { useFakeElectron } from './electron-hook.ts';
import { FakeWebContents } from '../platform-electron/support/fake-window.ts';
import { calls, fake } from './support/fake-electron.ts';
import { layOutApp } from './support/app-layout.ts';
import { APP_V8_FLAGS } from '../../main/platform/node/v8-flags.ts';

// The shell's view of Electron fits the real module's declarations (a compile-time check).
const electronFits: ElectronFits = true;
void electronFits;


/**
 * What happens off the caller's path (the status file written after a draw, a command the
 * queue carries out) comes a few event-loop turns later: wait for it (a hang guard, not a
 * timing claim).
 */
async function eventuallyTrue(check: () => boolean, what = 'the status file to say so'): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(check(), what);
}
let root = '';
let sim: RunningSim;
let started: ShellStart;
let bootError: unknown = null;
/** The V8 flags the bundle set (node:v8's setFlagsFromString, recorded and not applied here), and how many electron calls came first. */
const v8Flags: { flags: string; electronCallsBefore: number }[] = [];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'stint-boot-'));
  const appDir = join(root, 'app');
  const mainBundle = await layOutApp(appDir);
  for (const d of ['userData', 'config']) mkdirSync(join(root, d));
  fake.app.paths = { appPath: appDir, userData: join(root, 'unused-default'), logs: join(root, 'unused-default-logs') };

  sim = await startSim();
  fake.fetch = (input, init) => fetch(input, init);
  // What main.ts reads from the environment: its own data folder, the sign-in form's
  // default service, autostart under our folder, and no D-Bus session (a bare machine).
  process.env.STINT_USER_DATA_DIR = join(root, 'userData');
  process.env.STINT_SERVICE_URL = sim.baseUrl;
  process.env.XDG_CONFIG_HOME = join(root, 'config');
  process.env.XDG_RUNTIME_DIR = join(root, 'run');
  mkdirSync(join(root, 'run'), { mode: 0o700 });
  delete process.env.DBUS_SESSION_BUS_ADDRESS;
  // An X11 (or headless) session: no Wayland switch.
  delete process.env.XDG_SESSION_TYPE;
  delete process.env.WAYLAND_DISPLAY;

  useFakeElectron();
  // The bundle imports node:v8 as an ES module: the builtin's exports are synced to the spy.
  const setFlags = v8.setFlagsFromString;
  v8.setFlagsFromString = (flags: string) => void v8Flags.push({ flags, electronCallsBefore: calls.length });
  syncBuiltinESMExports();
  let bundle: { ready: Promise<ShellStart> };
  try {
    bundle = (await import(pathToFileURL(mainBundle).href)) as { ready: Promise<ShellStart> };
  } finally {
    v8.setFlagsFromString = setFlags;
    syncBuiltinESMExports();
  }
  // Before ready: what must happen first has happened, and nothing else.
  // The lock is per user-data folder, so the folder is set before the lock is asked.
  assert.deepEqual(calls.slice(0, 6), ['app.enableSandbox', 'protocol.registerSchemesAsPrivileged', 'app.setPath(userData)', 'app.setAppLogsPath', 'app.requestSingleInstanceLock', 'app.whenReady']);
  fake.app.becomeReady();
  try {
    started = await bundle.ready;
  } catch (e) {
    bootError = e;
  }
});

after(async () => {
  if (!fake.app.quitted) fake.app.quit();
  await sim?.close();
  rmSync(root, { recursive: true, force: true });
});

function running(): Extract<ShellStart, { state: 'running' }> {
  assert.equal(bootError, null, `the shell failed to start: ${String(bootError)}`);
  assert.equal(started.state, 'running');
  return started as Extract<ShellStart, { state: 'running' }>;
}

function theWindow() {
  assert.equal(fake.windows.length, 1, 'one window');
  return fake.windows[0]!;
}

/**
 * Another `stint` started with `args`, as Electron tells the running one: its argv (the
 * executable and, unpackaged, the app's folder first), and the data that process passed with
 * its lock request (its own reading of the line; `null` for a Stint that sends none).
 */
function secondLaunch(args: readonly string[], data: 'own' | null = 'own'): void {
  const argv = [process.execPath, fake.app.paths.appPath, ...args];
  fake.app.emit('second-instance', {}, argv, '/', data === 'own' ? commandData(parseCommandLine(argv, { leading: 2 })) : null);
}

/** The simulator's entries described `description`. */
function onService(description: string) {
  return [...sim.sim.ctx.store.entries.values()].filter((e) => e.description === description);
}

function theTray() {
  assert.equal(fake.trays.length, 1, 'one tray');
  return fake.trays[0]!;
}

test("the app's V8 flags are set before the shell calls Electron (main.ts: the heap gives back what a burst grew)", () => {
  assert.deepEqual(v8Flags, APP_V8_FLAGS.map((flags) => ({ flags, electronCallsBefore: 0 })));
});

test('before ready it registers app:// as a privileged, secure scheme and asks for the single-instance lock', () => {
  running();
  assert.deepEqual(
    fake.protocol.privileged.map((s) => ({ scheme: s.scheme, standard: s.privileges?.standard, secure: s.privileges?.secure, bypassCSP: s.privileges?.bypassCSP ?? false })),
    [{ scheme: 'app', standard: true, secure: true, bypassCSP: false }],
  );
  assert.ok(calls.indexOf('app.requestSingleInstanceLock') < calls.indexOf('(ready)'));
  assert.equal(calls.some((c) => c.startsWith('app.commandLine.appendSwitch')), false, 'no Chromium switch outside a Wayland session');
  // A running Stint would be handed this launch's reading of its (plain) command line.
  assert.deepEqual(fake.app.lockData, [{ stintCommandLine: 1, command: null, ignored: [] }]);
  assert.ok(calls.indexOf('protocol.handle(app)') > calls.indexOf('(ready)'), 'app:// is served only after ready');
});

test('one tray with the idle icon and the signed-out menu of the tray model', () => {
  running();
  const tray = theTray();
  assert.equal(tray.icon(), join(fake.app.paths.appPath, 'assets', 'tray', 'idle.png'));
  assert.ok(existsSync(tray.icon()), 'the icon file is in the app');
  // Linux: the desktop shows the context menu itself, so it is set on the tray.
  const ids = tray.contextMenu?.ids() ?? [];
  for (const id of ['sign-in', 'open-window', 'settings', 'quit']) assert.ok(ids.includes(id), `menu item ${id} in ${ids.join(', ')}`);
  assert.equal(ids.includes('stop'), false);
  assert.match(tray.tooltip, /Stint/);
});

test('one window, made by the hardening function with every setting, loading app://stint and hidden until shown', () => {
  running();
  const win = theWindow();
  const preload = join(fake.app.paths.appPath, 'dist', 'main', 'preload.cjs');
  assert.deepEqual(win.options, hardenedWindowOptions({ preload, theme: 'light', devTools: true }));
  const prefs = win.options.webPreferences!;
  assert.deepEqual(
    [prefs.contextIsolation, prefs.sandbox, prefs.nodeIntegration, prefs.nodeIntegrationInWorker, prefs.webSecurity, prefs.allowRunningInsecureContent, prefs.webviewTag],
    [true, true, false, false, true, false, false],
  );
  assert.equal(win.options.show, false);
  assert.deepEqual(win.webContents.loadedUrls, ['app://stint/index.html']);
  assert.equal(win.isVisible(), false);
});

test('a handler for every IPC channel of the contract and no other; electron-store keeps no renderer channel', () => {
  running();
  assert.deepEqual([...fake.ipcMain.handlers.keys()].sort(), Object.values(COMMAND_CHANNELS).sort());
  assert.ok(fake.ipcMain.removedAll.includes('electron-store-get-data'));
});

test('permissions, navigation, new windows and webviews are refused', async () => {
  running();
  const contents = theWindow().webContents;
  assert.equal(await contents.requestPermission('media'), false);
  assert.equal(await contents.requestPermission('notifications'), false);
  assert.equal(contents.checkPermission('clipboard-read'), false);
  assert.equal(contents.navigate('https://example.com/').prevented, true);
  assert.equal(contents.navigate('file:///etc/passwd').prevented, true);
  assert.equal(contents.openWindow('https://example.com/').action, 'deny');
  assert.equal(contents.attachWebview('https://example.com/').prevented, true);
  assert.deepEqual(fake.opened, [], 'no allow-listed origin while signed out: nothing opened');
});

test('web contents made later by anything get the same refusals as the window', async () => {
  running();
  const later = new FakeWebContents();
  fake.app.emit('web-contents-created', {}, later);
  assert.equal(later.navigate('https://example.com/').prevented, true);
  assert.equal(later.navigate('file:///etc/passwd').prevented, true);
  assert.equal(later.redirect('http://example.com/').prevented, true);
  assert.equal(later.openWindow('https://example.com/').action, 'deny');
  assert.equal(later.attachWebview('https://example.com/').prevented, true);
  assert.equal(await later.requestPermission('media'), false);
  assert.equal(later.checkPermission('clipboard-read'), false);
});

test('app:// serves the built window with its CSP, and nothing outside it', async () => {
  running();
  const handler = fake.protocol.handlers.get('app')!;
  const page = await handler(new Request('app://stint/index.html'));
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'.*connect-src 'none'/);
  assert.match(await page.text(), /<script[^>]+src=/);
  assert.equal((await handler(new Request('app://stint/../package.json'))).status, 404);
  assert.equal((await handler(new Request('app://stint/%2e%2e/%2e%2e/etc/passwd'))).status, 404);
});

test('IPC from anything but the window is refused; from the window, sign in, start and stop reach the service and the tray follows', async () => {
  const { stint } = running();
  const win = theWindow();
  const frame = win.webContents.mainFrame;
  const foreign = { ...frame, routingId: frame.routingId + 1 };
  const refused = (await fake.ipcMain.invoke(COMMAND_CHANNELS.getSnapshot, foreign, null)) as { ok: boolean };
  assert.equal(refused.ok, false);

  const snap = (await fake.ipcMain.invoke(COMMAND_CHANNELS.getSnapshot, frame, null)) as { ok: true; value: { settings: { lastSignIn: { serviceAddress: string } } } };
  assert.equal(snap.value.settings.lastSignIn.serviceAddress, sim.baseUrl, 'the sign-in form starts with STINT_SERVICE_URL');

  const signIn = await fake.ipcMain.invoke(COMMAND_CHANNELS.signIn, frame, { baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId });
  assert.deepEqual(signIn, { ok: true, value: { ok: true } });
  await stint.settled();
  const website = stint.snapshot().projects.find((p) => p.name === 'Website Redesign')!;
  const start = await fake.ipcMain.invoke(COMMAND_CHANNELS.start, frame, { projectId: website.id, taskId: null, description: 'Boot test' });
  assert.deepEqual(start, { ok: true, value: { ok: true } });
  await stint.settled();
  const tray = theTray();
  assert.equal(tray.icon(), join(fake.app.paths.appPath, 'assets', 'tray', 'running.png'));
  assert.ok(tray.contextMenu?.ids().includes('stop'), 'the menu offers Stop');
  const onService = [...sim.sim.ctx.store.entries.values()].filter((e) => e.description === 'Boot test');
  assert.equal(onService.length, 1);
  assert.notEqual(onService[0]!.stopwatch_started_at, null, 'running on the service');
  // Status bars read what the tray shows from a file only this user can read.
  const statusJson = join(root, 'run', 'stint', 'status.json');
  await eventuallyTrue(() => existsSync(statusJson) && readFileSync(statusJson, 'utf8').includes('running'));
  const status = JSON.parse(readFileSync(statusJson, 'utf8')) as { text: string; class: string };
  assert.equal(status.class, 'running');
  // With the day's target on a working day (this test runs on the machine's own day: on a day
  // off there is none to say).
  assert.match(status.text, /^▶ 0:00 Website Redesign( · \d+:\d\d of \d+:\d\d, (\d+:\d\d left|\d+:\d\d over|reached))?$/);
  assert.equal(statSync(statusJson).mode & 0o777, 0o600);
  assert.match(readFileSync(join(root, 'run', 'stint', 'status.txt'), 'utf8'), /^▶ 0:00 Website Redesign/);

  // Stop from the tray menu, as a person would.
  tray.contextMenu!.click('stop');
  await stint.settled();
  await stint.settled();
  assert.equal(tray.icon(), join(fake.app.paths.appPath, 'assets', 'tray', 'idle.png'));
  assert.equal(sim.sim.ctx.store.entries.get(onService[0]!.id)!.stopwatch_started_at, null, 'stopped on the service');
  // Snapshots reached the window.
  assert.ok(win.webContents.sent.some((m) => m.channel === 'stint:snapshot'));
  // No keychain answers here (no D-Bus session): the token went to the safeStorage file,
  // encrypted, and never to settings or the log.
  const { ports } = running();
  assert.equal(ports.secrets.kind, 'safe-storage');
  const tokens = [...sim.sim.ctx.store.tokens.keys()];
  assert.ok(tokens.length > 0);
  const files = ['userData/settings.json', 'userData/session.bin', 'userData/logs/stint.log'].map((f) => readFileSync(join(root, f), 'utf8'));
  for (const t of tokens) for (const text of files) assert.equal(text.includes(t), false, 'the token is nowhere in plain text');
});

test('a shortcut another app holds is reported next to the setting; a free one is registered and clears it', async () => {
  const { stint } = running();
  const frame = theWindow().webContents.mainFrame;
  fake.globalShortcut.heldElsewhere.add('CommandOrControl+Alt+T');
  await fake.ipcMain.invoke(COMMAND_CHANNELS.updateSettings, frame, { shortcut: 'CommandOrControl+Alt+T' });
  assert.match(stint.snapshot().shell.shortcut ?? '', /Ctrl\+Alt\+T is taken by another app/);
  await fake.ipcMain.invoke(COMMAND_CHANNELS.updateSettings, frame, { shortcut: 'CommandOrControl+Shift+Y' });
  assert.equal(stint.snapshot().shell.shortcut, null);
  assert.ok(fake.globalShortcut.registered.has('CommandOrControl+Shift+Y'));
});

test('a second launch and a tray click show the window near the tray; Escape in the window hides it', async () => {
  const { stint } = running();
  const win = theWindow();
  secondLaunch([]);
  assert.equal(win.isVisible(), true);
  assert.deepEqual(win.webContents.sent.filter((m) => m.channel === 'stint:prompt').at(-1)?.args, [{ kind: 'open', place: 'today' }]);
  // Escape: the window asks the engine to hide it.
  await fake.ipcMain.invoke(COMMAND_CHANNELS.setWindowVisible, win.webContents.mainFrame, { visible: false });
  assert.equal(win.isVisible(), false);
  assert.equal(stint.snapshot().windowVisible, false);
  theTray().emit('click', {}, { x: 0, y: 0, width: 0, height: 0 });
  assert.equal(win.isVisible(), true);
});

test("a click on the focus rhythm's notification brings the window forward, where its question waits; an answer from the notification does not", async () => {
  const { ports } = running();
  const win = theWindow();
  const focusNote = { id: 'stint.focus', title: 'Focus session done', body: 'Time for a short break of 5 minutes (the timer stops), or keep going.', actions: [{ id: 'take_break', label: 'Take a break' }, { id: 'keep_going', label: 'Keep going' }] };
  await fake.ipcMain.invoke(COMMAND_CHANNELS.setWindowVisible, win.webContents.mainFrame, { visible: false });
  ports.notifier.show(focusNote);
  fake.notifications.at(-1)!.pressAction(1);
  assert.equal(win.isVisible(), false, 'Keep going is answered without the window');
  ports.notifier.show(focusNote);
  fake.notifications.at(-1)!.click();
  assert.equal(win.isVisible(), true);
});

test('a second launch hands its command to the running Stint, which carries it out through the engine', async () => {
  const { stint } = running();
  const win = theWindow();
  await fake.ipcMain.invoke(COMMAND_CHANNELS.setWindowVisible, win.webContents.mainFrame, { visible: false });
  const running0 = () => sim.sim.ctx.store.entries.size;
  const before = running0();

  // --start names the project as a person types it; the timer runs on the service.
  secondLaunch(['--start', 'website redesign', 'Second launch']);
  await eventuallyTrue(() => onService('Second launch').length === 1, 'the entry on the service');
  await stint.settled();
  const started = onService('Second launch')[0]!;
  assert.notEqual(started.stopwatch_started_at, null, 'running on the service');
  assert.equal(stint.snapshot().running?.description, 'Second launch');
  assert.equal(win.isVisible(), false, 'a command is not a request to show the window');

  // --toggle while it runs stops it there.
  secondLaunch(['--toggle']);
  await eventuallyTrue(() => sim.sim.ctx.store.entries.get(started.id)!.stopwatch_started_at === null, 'the timer stopped on the service');
  await stint.settled();
  assert.equal(stint.snapshot().running, null);

  // --toggle with nothing running continues the last entry; --stop stops it.
  secondLaunch(['--toggle']);
  await eventuallyTrue(() => stint.snapshot().running !== null, 'the continued timer');
  await stint.settled();
  const continued = stint.snapshot().running!;
  assert.equal(continued.description, 'Second launch');
  assert.notEqual(sim.sim.ctx.store.entries.get(continued.id!)?.stopwatch_started_at ?? null, null, 'continued on the service');
  // A Stint that sends no data of its own: its argv is read instead.
  secondLaunch(['--stop'], null);
  await eventuallyTrue(() => stint.snapshot().running === null, 'the timer stopped');
  await stint.settled();
  assert.equal(sim.sim.ctx.store.entries.get(continued.id!)?.stopwatch_started_at, null, 'stopped on the service');
  assert.ok(running0() > before);

  // --continue starts the last entry's work again.
  secondLaunch(['--continue']);
  await eventuallyTrue(() => stint.snapshot().running !== null, 'the continued timer');
  await stint.settled();
  const again = stint.snapshot().running!;
  assert.equal(again.description, 'Second launch');
  assert.notEqual(sim.sim.ctx.store.entries.get(again.id!)?.stopwatch_started_at ?? null, null, 'running on the service');
  secondLaunch(['--stop']);
  await eventuallyTrue(() => stint.snapshot().running === null, 'the timer stopped');
  await stint.settled();

  // --show opens the window at Today.
  secondLaunch(['--show']);
  await eventuallyTrue(() => win.isVisible(), 'the window shown');
  assert.deepEqual(win.webContents.sent.filter((m) => m.channel === 'stint:prompt').at(-1)?.args, [{ kind: 'open', place: 'today' }]);
  await fake.ipcMain.invoke(COMMAND_CHANNELS.setWindowVisible, win.webContents.mainFrame, { visible: false });

  // --show and --quick-entry open the window, at the place asked.
  secondLaunch(['--quick-entry']);
  await eventuallyTrue(() => win.isVisible(), 'the window shown');
  assert.deepEqual(win.webContents.sent.filter((m) => m.channel === 'stint:prompt').at(-1)?.args, [{ kind: 'open', place: 'quick-entry' }]);
});

test('a second launch whose command line is not understood does nothing, and the log says why', async () => {
  const { stint } = running();
  const win = theWindow();
  await fake.ipcMain.invoke(COMMAND_CHANNELS.setWindowVisible, win.webContents.mainFrame, { visible: false });
  await stint.settled();
  const entries = JSON.stringify([...sim.sim.ctx.store.entries.values()]);
  const running0 = stint.snapshot().running;
  for (const args of [['--toggle', '--bogus'], ['--start'], ['--stop', 'now'], ['--toggle', '--stop']]) secondLaunch(args);
  // Data of the right tag but a shape no Stint sends: not acted on either.
  fake.app.emit('second-instance', {}, [process.execPath, fake.app.paths.appPath, '--toggle'], '/', { stintCommandLine: 1, command: { kind: 'toggle', extra: true }, ignored: [] });
  await stint.settled();
  assert.equal(JSON.stringify([...sim.sim.ctx.store.entries.values()]), entries, 'nothing changed on the service');
  assert.deepEqual(stint.snapshot().running, running0);
  assert.equal(win.isVisible(), false, 'not even the window shows');
  await eventuallyTrue(() => (readFileSync(join(root, 'userData', 'logs', 'stint.log'), 'utf8').match(/the command line was not understood/g) ?? []).length >= 5);
});

test('from a clone (the harness, the demo, tests) no update is checked, and the tray offers none', async () => {
  const { stint } = running();
  const log = join(root, 'userData', 'logs', 'stint.log');
  await eventuallyTrue(() => readFileSync(log, 'utf8').includes('"msg":"updates"'), 'the updates line in the log');
  const lines = readFileSync(join(root, 'userData', 'logs', 'stint.log'), 'utf8').split('\n').filter((l) => l.includes('"msg":"updates"'));
  assert.equal(lines.length, 1);
  assert.match(lines[0]!, /"install":"none"/);
  assert.equal(stint.snapshot().update, null);
  const ids = theTray().contextMenu?.ids() ?? [];
  assert.equal(ids.some((id) => id.startsWith('update')), false, ids.join(', '));
});

test('quitting flushes the engine and closes everything before the app really quits', async () => {
  running();
  const tray = theTray();
  fake.app.quit();
  assert.equal(fake.app.quitted, false, 'the first quit waits for the engine');
  // The shell quits again by itself once the engine and the ports have closed.
  await fake.app.whenQuitted;
  assert.equal(tray.destroyed, true);
  assert.equal(fake.globalShortcut.unregisteredAll, true);
  assert.ok(existsSync(join(root, 'userData', 'logs', 'stint.log')), 'the log file was written, in the data folder of its own');
  assert.equal(existsSync(join(root, 'run', 'stint', 'status.json')), false, "the status bars' file is gone");
  assert.equal(existsSync(join(root, 'run', 'stint', 'status.txt')), false);
  assert.equal(calls.some((c) => c.startsWith('dialog.')), false, 'no error dialog');
});
