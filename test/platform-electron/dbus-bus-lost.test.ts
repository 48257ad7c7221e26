// The session bus going away under the tray watch and the idle source, and coming back: a
// private dbus-daemon with a stand-in StatusNotifier watcher and Mutter, killed (a crash)
// or ended cleanly (SIGTERM: the daemon closes every connection), then a new daemon at a new
// address, which the bus factory points at from then on. Both adapters say the detection is
// unavailable, the reads in flight end, and both come back once the backoff has passed on
// the manual clock. Every wait is for a report, a service being asked or a signal reaching
// the adapters, never for time.

import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import dbus from 'dbus-next';
import { openElectronIdleSource, type ElectronIdleSource, type IdleDetectionReport } from '../../main/platform/electron/electron-idle-source.ts';
import { BUS_BACKOFF, type Detection } from '../../main/platform/electron/linux/bus-link.ts';
import { TRAY_SETTLE_MS } from '../../main/platform/electron/linux/tray-pace.ts';
import { watchTrayPresence, type TrayPresenceReport } from '../../main/platform/electron/linux/tray-watcher.ts';
import { missingDbus, startDbusSession, type DbusSession } from '../support/dbus-session.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { fakePowerMonitor } from './support/fake-power-monitor.ts';
import { startMutterIdleMonitor, type FakeMutter } from './support/mutter-idle-service.ts';
import { startItem, startWatcher, type FakeWatcher } from './support/sni-watcher-service.ts';
import { tappedBus } from './support/tapped-bus.ts';
import { Told } from './support/told.ts';

const missing = missingDbus(['dbus-daemon']);
// Where the daemon is missing: skip and say why, except under CI, which installs it.
const skip = missing !== null && !process.env.CI ? missing : false;

const WAYLAND = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' };
const ourName = (n: number) => `org.kde.StatusNotifierItem-${process.pid}-${n}`;

/** One desktop session bus with its tray watcher (a panel showing icons) and Mutter. */
interface Desktop {
  readonly bus: DbusSession;
  readonly watcher: FakeWatcher;
  readonly mutter: FakeMutter;
}

async function desktop(t: TestContext, idleMs: number): Promise<Desktop> {
  const bus = await startDbusSession({ activation: false });
  t.after(() => bus.stop());
  const watcher = await startWatcher(bus.address, { form: 'kde', host: true });
  const mutter = await startMutterIdleMonitor(bus.address);
  // The services' own connections: the daemon may be gone by then, so only disconnect.
  t.after(() => {
    watcher.bus.disconnect();
    mutter.bus.disconnect();
  });
  mutter.setIdleMs(idleMs);
  return { bus, watcher, mutter };
}

/** Registers an item of this process, as Electron's main process does with its tray. */
async function ourItem(t: TestContext, address: string, n: number): Promise<void> {
  const item = await startItem(address, ourName(n));
  t.after(() => item.leave());
  assert.equal(await item.register(ourName(n)), 'accepted');
}

const reasonOf = (d: Detection): string => (d.state === 'unavailable' ? d.reason : '');

/** The idle source's report once `match` holds: now, or at the change that makes it hold. */
function idleWhen(idle: ElectronIdleSource, match: (r: IdleDetectionReport) => boolean): Promise<IdleDetectionReport> {
  const now = idle.describe();
  if (match(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const off = idle.onDetectionChange((r) => {
      if (!match(r)) return;
      off();
      resolve(r);
    });
  });
}

const idleTime = (state: Detection['state']) => (r: IdleDetectionReport) => r.idleTimeDetection.state === state;

describe('the session bus lost and back: the tray watch and idle time', { skip }, () => {
  for (const [how, signal] of [
    ['killed (SIGKILL)', 'SIGKILL'],
    ['ended cleanly (SIGTERM)', 'SIGTERM'],
  ] as const) {
    test(`a bus ${how}: both say unavailable, reads in flight end, and both come back on a new bus`, HANG_GUARD, async (t) => {
      const clock = new ManualClock(0);
      const first = await desktop(t, 42_000);
      await ourItem(t, first.bus.address, 1);
      const tap = tappedBus(first.bus.address);
      const connect = tap.connect;

      const tray = new Told<TrayPresenceReport>();
      const watch = watchTrayPresence({ platform: 'linux', connect, clock, desktop: 'KDE', onChange: tray.push });
      t.after(() => watch.close());
      const idle: ElectronIdleSource = openElectronIdleSource({ powerMonitor: fakePowerMonitor(), platform: 'linux', env: WAYLAND, clock, buses: { system: connect, session: connect } });
      t.after(() => idle.close());
      await tray.after(0, (r) => r.presence.state === 'shown' && r.presence.certain);
      await idle.ready;
      assert.equal(idle.idleSeconds(), 42);

      // Reads in flight when the bus goes: Mutter and the watcher stop answering first.
      first.mutter.hang();
      const mutterAsked = first.mutter.askedSoFar();
      const reading = idle.refreshNow();
      await first.mutter.asked(mutterAsked + 1);
      first.watcher.setOnGet('ignore');
      const gets = first.watcher.getsSoFar();
      const signalled = tap.delivered.mark();
      first.watcher.setHost(true); // a signal: once it settles the watch reads the facts again, and waits
      await tap.signal(signalled, 'StatusNotifierHostRegistered');
      await clock.advance(TRAY_SETTLE_MS);
      await first.watcher.gets(gets + 1);

      const trayMark = tray.mark();
      await first.bus.kill(signal);

      // The idle reading in flight ends (it would wait forever for a dead bus's reply).
      await reading;
      assert.equal(idle.idleSeconds(), undefined);
      const idleAway = await idleWhen(idle, idleTime('unavailable'));
      assert.equal(idleAway.idleTime, null);
      assert.match(reasonOf(idleAway.idleTimeDetection), /^Idle time cannot be read under Wayland: the session bus cannot be reached \(.+\)\.$/);
      // Later reads fail at once: nothing is asked, nothing waits.
      await idle.refreshNow();
      assert.equal(idle.idleSeconds(), undefined);

      const trayAway = await tray.after(trayMark, (r) => r.detection.state === 'unavailable');
      assert.match(reasonOf(trayAway.detection), /^Whether the tray icon shows cannot be checked: the session bus cannot be reached \(.+\)\.$/);
      assert.equal(trayAway.facts?.bus, 'unreachable');
      // A lost bus proves nothing about the panel: the icon is decided on what the bus last told.
      assert.deepEqual(trayAway.presence, { state: 'shown', certain: true, note: 'the tray holds our icon and a panel shows it' });

      // A new session bus at a new address, with its own watcher and Mutter; our icon is
      // not registered there (Electron's registration went with the old bus).
      const second = await desktop(t, 7_000);
      tap.moveTo(second.bus.address);
      const backMark = tray.mark();
      await clock.advance(BUS_BACKOFF.firstMs);

      const idleBack = await idleWhen(idle, idleTime('available'));
      assert.equal(idleBack.idleTime, 'mutter');
      assert.equal(idle.idleSeconds(), 7);
      second.mutter.setIdleMs(8_000);
      await idle.refreshNow();
      assert.equal(idle.idleSeconds(), 8);

      const hostBack = await tray.after(backMark, (r) => r.facts?.bus === 'reachable');
      assert.deepEqual(hostBack.facts, { bus: 'reachable', watcher: true, host: true, ourItem: false });
      assert.equal(hostBack.trayHostAppeared, true, 'the shell is told to make its tray anew');
      assert.deepEqual(hostBack.detection, { state: 'available' });
      // The shell makes its tray anew; Electron registers it with the new watcher.
      watch.trayCreated();
      const registered = tap.delivered.mark();
      await ourItem(t, second.bus.address, 2);
      await tap.signal(registered, 'StatusNotifierItemRegistered');
      await clock.advance(TRAY_SETTLE_MS);
      const shown = await tray.after(backMark, (r) => r.presence.state === 'shown' && r.facts?.bus === 'reachable' && r.facts.watcher && r.facts.ourItem === true);
      assert.deepEqual(shown.presence, { state: 'shown', certain: true, note: 'the tray holds our icon and a panel shows it' });
    });
  }

  test('a bus that is not there yet at start: both unavailable, then found by the retry once it is there', HANG_GUARD, async (t) => {
    const clock = new ManualClock(0);
    let address = 'unix:path=/nonexistent/stint-test-bus';
    const connect = () => dbus.sessionBus({ busAddress: address });
    const tray = new Told<TrayPresenceReport>();
    const watch = watchTrayPresence({ platform: 'linux', connect, clock, desktop: 'KDE', onChange: tray.push });
    t.after(() => watch.close());
    const idle = openElectronIdleSource({ powerMonitor: fakePowerMonitor(), platform: 'linux', env: WAYLAND, clock, buses: { system: connect, session: connect } });
    t.after(() => idle.close());
    const away = await tray.after(0, (r) => r.detection.state === 'unavailable');
    assert.equal(away.presence.state === 'shown' && away.presence.certain, false, 'never told: assumed shown, as before');
    assert.match(reasonOf((await idleWhen(idle, idleTime('unavailable'))).idleTimeDetection), /ENOENT/);

    const later = await desktop(t, 3_000);
    address = later.bus.address;
    await clock.advance(BUS_BACKOFF.firstMs);
    await idleWhen(idle, idleTime('available'));
    assert.equal(idle.idleSeconds(), 3);
    const found = await tray.after(0, (r) => r.detection.state === 'available');
    assert.deepEqual(found.facts, { bus: 'reachable', watcher: true, host: true, ourItem: false });
  });
});
