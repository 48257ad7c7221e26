// Whether Stint's tray icon shows, through the whole shell (startShell with its real
// adapters: the tray watcher on D-Bus, the window factory, the notifier, the engine with its
// settings file) on a private bus daemon with a stand-in StatusNotifier watcher. The fake of
// Electron's Tray registers its item with the watcher as Electron's main process does (a
// connection of this process named `org.kde.StatusNotifierItem-<pid>-<n>`), once, when made,
// and leaves when destroyed. Time moves only by the manual clock (the grace period); every
// other wait is for something the shell does when the bus tells it something.
//
// Each case of issue 16: no watcher; a watcher without a host; a watcher that refuses the
// item; one that accepts it; one that appears after start. Window mode is entered (an
// ordinary window, shown, in the taskbar, not on top, kept on blur, hidden by closing, shown
// by a second launch) and left, the tray is made anew when a watcher appears, and the notice
// shows once per installation.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import dbus from 'dbus-next';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { TRAY_GRACE_MS } from '../../main/platform/electron/tray-presence-decision.ts';
import { TRAY_SETTLE_MS } from '../../main/platform/electron/linux/tray-pace.ts';
import { WAIT_GUARD_MS, HANG_GUARD } from '../support/hang-guard.ts';
import { tappedBus, type TappedBus } from './support/tapped-bus.ts';
import { createFakeElectron, type FakeTray } from '../boot/support/fake-electron.ts';
import { missingDbus, startDbusSession, type DbusSession } from '../support/dbus-session.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { startItem, startWatcher, type FakeItem, type FakeWatcher, type WatcherOptions } from './support/sni-watcher-service.ts';
import { recordingEvent } from './support/fake-window.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';

// electron-store (inside the settings adapter) imports `electron` itself: it gets the fake.
useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const missing = missingDbus(['dbus-daemon']);
// Where the daemon is missing: skip and say why, except under CI, which installs it.
const skip = missing !== null && !process.env.CI ? missing : false;
const T = HANG_GUARD;

/** What the shell does after the bus tells it something comes a few event-loop turns later (the bound is a hang guard, not a timing claim). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const guard = Date.now() + WAIT_GUARD_MS;
  while (!check() && Date.now() < guard) await new Promise((r) => setTimeout(r, 5));
  assert.ok(check(), what);
}

const NOTICE_TITLE = 'Stint has no tray icon here';

describe('the shell and the tray icon: window mode when no tray shows (a stand-in StatusNotifier watcher)', { skip }, () => {
  let session: DbusSession;
  let root = '';
  const toStop: { stop(): unknown }[] = [];
  let trayCount = 0;

  before(async () => {
    session = await startDbusSession({ activation: false });
    root = mkdtempSync(join(tmpdir(), 'stint-shell-tray-'));
    // keytar would look for a keyring on the person's own session bus: there is none here.
    delete process.env.DBUS_SESSION_BUS_ADDRESS;
  });

  after(async () => {
    for (const s of toStop.splice(0).reverse()) await s.stop();
    await session?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  async function watcher(options: WatcherOptions): Promise<FakeWatcher> {
    const w = await startWatcher(session.address, options);
    toStop.push(w);
    return w;
  }

  interface Running {
    readonly electron: ReturnType<typeof createFakeElectron>['fake'];
    readonly started: Extract<ShellStart, { state: 'running' }>;
    readonly clock: ManualClock;
    /** What the bus delivers to the shell's connections (to wait for a signal to reach the tray watch). */
    readonly tap: TappedBus;
    /** Each tray's registration with the watcher, as the watcher answered it. */
    readonly registrations: Promise<string>[];
    quit(): Promise<void>;
  }

  /** Starts Stint's shell in `folder` (its own settings, session and log), on Linux, under `desktop`. */
  async function startStint(folder: string, desktop = 'KDE'): Promise<Running> {
    const { fake, shellElectron } = createFakeElectron();
    const dir = join(root, folder);
    mkdirSync(join(dir, 'run'), { recursive: true, mode: 0o700 });
    fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: dir, logs: join(dir, 'logs') };
    const registrations: Promise<string>[] = [];
    const items: Promise<FakeItem>[] = [];
    // As Electron's main process: the tray's item registers with whatever watcher runs now,
    // once, and leaves the bus with the tray.
    fake.onTrayCreated = (tray: FakeTray) => {
      trayCount += 1;
      const name = `org.kde.StatusNotifierItem-${process.pid}-${trayCount}`;
      const item = startItem(session.address, name);
      items.push(item);
      registrations.push(item.then((i) => i.register(name)).catch((e: unknown) => String(e)));
      const destroy = tray.destroy.bind(tray);
      tray.destroy = () => {
        destroy();
        void item.then((i) => i.leave());
      };
    };
    toStop.push({ stop: async () => (await Promise.all(items)).forEach((i) => i.leave()) });
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 9));
    const tap = tappedBus(session.address);
    const starting = startShell({
      electron: shellElectron,
      platform: 'linux',
      env: { STINT_USER_DATA_DIR: dir, XDG_CURRENT_DESKTOP: desktop, XDG_RUNTIME_DIR: join(dir, 'run'), XDG_CONFIG_HOME: join(dir, 'config') },
      execPath: process.execPath,
      argv: [process.execPath, fake.app.paths.appPath],
      buses: { system: () => dbus.sessionBus({ busAddress: session.address }), session: tap.connect },
      clock,
    });
    fake.app.becomeReady();
    const started = await starting;
    assert.equal(started.state, 'running');
    const running: Running = {
      electron: fake,
      started: started as Extract<ShellStart, { state: 'running' }>,
      clock,
      tap,
      registrations,
      async quit() {
        fake.app.quit();
        await fake.app.whenQuitted;
      },
    };
    toStop.push({ stop: () => (fake.app.quitted ? undefined : running.quit()) });
    return running;
  }

  const visible = (r: Running) => r.electron.windows.filter((w) => !w.isDestroyed() && w.isVisible());
  const live = (r: Running) => r.electron.windows.filter((w) => !w.isDestroyed());
  const notices = (r: Running) => r.electron.notifications.filter((n) => n.options.title === NOTICE_TITLE);
  const trayStatus = (r: Running) => r.started.stint.snapshot().shell.tray;

  /** The grace period after the tray was made ends: the shell decides. */
  async function graceEnds(r: Running): Promise<void> {
    await r.clock.advance(TRAY_GRACE_MS);
  }

  /** Window mode as issue 16 says: one ordinary window, shown, in the taskbar, not on top. */
  function assertWindowMode(r: Running): void {
    const windows = live(r);
    assert.equal(windows.length, 1, 'one window');
    const w = windows[0]!;
    assert.equal(w.options.frame, true, 'framed');
    assert.equal(w.options.skipTaskbar, false, 'in the taskbar');
    assert.equal(w.options.alwaysOnTop, false, 'not on top');
    assert.equal(w.options.webPreferences?.sandbox, true, 'made by the hardening function');
  }

  function assertPopover(r: Running): void {
    const windows = live(r);
    assert.equal(windows.length, 1, 'one window');
    assert.equal(windows[0]!.options.frame, false);
    assert.equal(windows[0]!.options.skipTaskbar, true);
  }

  test('no watcher (GNOME without the extension): after the grace period, an ordinary window shows, Settings says why, and the notice shows once per installation', T, async () => {
    const first = await startStint('no-watcher', 'ubuntu:GNOME');
    assertPopover(first);
    assert.equal(visible(first).length, 0, 'nothing shown during the grace period');
    await graceEnds(first);
    await eventually(() => live(first)[0]?.options.frame === true, 'an ordinary window');
    assertWindowMode(first);
    const win = live(first)[0]!;
    assert.equal(win.isVisible(), true, 'shown at launch');
    assert.match(trayStatus(first) ?? '', /AppIndicator extension/);
    assert.match(trayStatus(first) ?? '', /stint --toggle/);
    assert.equal(notices(first).length, 1, 'the notice');
    assert.match(notices(first)[0]!.options.body ?? '', /AppIndicator extension/);
    await eventually(() => first.started.stint.snapshot().settings.trayNoticeShown, 'the notice remembered');

    // Kept on blur; closing hides it; launching Stint again shows it.
    win.emit('blur');
    assert.equal(win.isVisible(), true, 'not hidden on blur');
    const close = recordingEvent({});
    win.emit('close', close);
    assert.equal(close.defaultPrevented, true, 'not closed');
    assert.equal(win.isVisible(), false, 'hidden');
    first.electron.app.emit('second-instance', {}, [process.execPath, first.electron.app.paths.appPath], '/', { stintCommandLine: 1, command: null, ignored: [] });
    assert.equal(win.isVisible(), true, 'shown by a second launch');
    await first.quit();

    // The next start: window mode again, the Settings line again, but no second notice.
    const again = await startStint('no-watcher', 'ubuntu:GNOME');
    await graceEnds(again);
    await eventually(() => live(again)[0]?.options.frame === true, 'an ordinary window again');
    assert.match(trayStatus(again) ?? '', /AppIndicator extension/);
    assert.equal(notices(again).length, 0, 'the notice shows once');
    await again.quit();
  });

  test('a watcher without a host: the item is held but nothing draws it, so window mode', T, async () => {
    const sni = await watcher({ form: 'kde', host: false });
    const r = await startStint('no-host');
    assert.equal(await r.registrations[0], 'accepted');
    assert.equal(sni.items().length, 1);
    await graceEnds(r);
    await eventually(() => trayStatus(r) !== null, 'the tray reported missing');
    assertWindowMode(r);
    assert.match(trayStatus(r) ?? '', /no panel shows its icons/);
    await r.quit();
    await sni.stop();
  });

  test("a watcher with a host that refuses Stint's item: window mode once the grace period is over", T, async () => {
    const sni = await watcher({ form: 'refuse', host: true });
    const r = await startStint('refused');
    assert.notEqual(await r.registrations[0], 'accepted');
    await graceEnds(r);
    await eventually(() => trayStatus(r) !== null, 'the tray reported missing');
    assertWindowMode(r);
    assert.match(trayStatus(r) ?? '', /did not accept Stint's icon/);
    assert.equal(notices(r).length, 1);
    await r.quit();
    await sni.stop();
  });

  test('a watcher with a host that accepts the item: the popover stays, nothing is said; the setting still gives an ordinary window', T, async () => {
    const sni = await watcher({ form: 'kde', host: true });
    const r = await startStint('accepted');
    assert.equal(await r.registrations[0], 'accepted');
    await graceEnds(r);
    await graceEnds(r);
    assertPopover(r);
    assert.equal(visible(r).length, 0, 'the popover waits for a tray click');
    assert.equal(trayStatus(r), null);
    assert.equal(notices(r).length, 0);
    assert.equal(r.electron.windows.length, 1, 'never made anew');

    // The person prefers a window (Settings → Show as a window), and back.
    await r.started.stint.updateSettings({ windowMode: true });
    await eventually(() => live(r)[0]?.options.frame === true, 'an ordinary window');
    assertWindowMode(r);
    assert.equal(live(r)[0]!.isVisible(), true, 'shown: the person is looking at it');
    await r.started.stint.updateSettings({ windowMode: false });
    await eventually(() => live(r)[0]?.options.frame === false, 'the popover again');
    assertPopover(r);
    await r.quit();
    await sni.stop();
  });

  test('a watcher that appears after start: window mode, then the tray made anew, registered, and the popover back', T, async () => {
    const r = await startStint('appears');
    await graceEnds(r);
    await eventually(() => live(r)[0]?.options.frame === true, 'an ordinary window');
    assert.equal(r.electron.trays.length, 1);

    const came = r.tap.delivered.mark();
    const sni = await watcher({ form: 'kde', host: true });
    // The watch reads a watcher once it has been quiet for a while (linux/tray-pace.ts).
    await r.tap.signal(came, 'NameOwnerChanged');
    await r.clock.advance(TRAY_SETTLE_MS);
    // Electron would not register its old icon with a watcher that came later: a new tray does.
    await eventually(() => r.electron.trays.length === 2, 'a new tray');
    assert.equal(r.electron.trays[0]!.destroyed, true, 'the old one destroyed');
    assert.equal(await r.registrations[1], 'accepted');
    // The only item registered with this watcher is the new tray's, and its signal may have
    // come before the new tray was seen: looked for from the watcher's arrival on.
    await r.tap.signal(came, 'StatusNotifierItemRegistered');
    await r.clock.advance(TRAY_SETTLE_MS);
    assert.ok(r.electron.trays[1]!.contextMenu?.ids().includes('quit'), 'the new tray has its menu');
    await eventually(() => trayStatus(r) === null, 'the tray reported shown');
    await eventually(() => live(r)[0]?.options.frame === false, 'the popover again');
    assertPopover(r);
    assert.equal(r.started.stint.snapshot().windowVisible, false, 'the engine knows no window shows');
    await r.quit();
    await sni.stop();
  });
});
