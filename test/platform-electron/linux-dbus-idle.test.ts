// Linux idle and lock over real D-Bus: a private bus daemon, test services that implement
// logind (org.freedesktop.login1) and the desktops' idle monitors (Mutter, ScreenSaver),
// and the shell's idle source connected to them. Signals are awaited, never slept for: a
// service's messages arrive in the order it sent them, so the last one awaited proves the
// earlier ones were handled.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import dbus from 'dbus-next';
import type { SystemEvent } from '../../main/core/ports.ts';
import { openElectronIdleSource, type ElectronIdleSource } from '../../main/platform/electron/electron-idle-source.ts';
import { openConnection } from '../../main/platform/electron/linux/dbus-connection.ts';
import { watchDbusIdleTime, type DbusIdleState } from '../../main/platform/electron/linux/idle-time-dbus.ts';
import { followLogind, type LogindFollow, type WatchLogindOptions } from '../../main/platform/electron/linux/logind-watch.ts';
import { missingDbus, startDbusSession, type DbusSession } from '../support/dbus-session.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { fakePowerMonitor, type FakePowerMonitor } from './support/fake-power-monitor.ts';
import { SESSION_PATH, startLogind, type FakeLogind } from './support/logind-service.ts';
import { startMutterIdleMonitor } from './support/mutter-idle-service.ts';
import { startScreenSaver } from './support/screensaver-service.ts';
import { Told } from './support/told.ts';
import { WatchedClock } from './support/watched-clock.ts';
import { wordsFor } from '../../main/i18n/words.ts';

const missing = missingDbus(['dbus-daemon']);
// Where the daemon is missing: skip and say why, except under CI, which installs it.
const skip = missing !== null && !process.env.CI ? missing : false;

const X11 = { XDG_SESSION_TYPE: 'x11', XDG_SESSION_ID: '37' };
const WAYLAND = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0', XDG_SESSION_ID: '37' };

/** Events as the engine hears them, with a way to wait for the n-th. */
class Heard {
  readonly events: SystemEvent[] = [];
  private waiters: { n: number; resolve: () => void }[] = [];
  constructor(source: { onEvent(l: (e: SystemEvent) => void): () => void }) {
    source.onEvent((e) => {
      this.events.push(e);
      for (const w of this.waiters.filter((w) => this.events.length >= w.n)) w.resolve();
      this.waiters = this.waiters.filter((w) => this.events.length < w.n);
    });
  }
  /** Resolves with all events once `n` have been heard. */
  async count(n: number): Promise<SystemEvent[]> {
    if (this.events.length < n) await new Promise<void>((resolve) => this.waiters.push({ n, resolve }));
    return [...this.events];
  }
}

describe('Linux idle, lock and sleep over D-Bus', { skip }, () => {
  let session: DbusSession;
  const toStop: { stop(): unknown }[] = [];
  const bus = () => dbus.sessionBus({ busAddress: session.address });

  before(async () => {
    session = await startDbusSession();
  });

  after(async () => {
    await session?.stop();
  });

  /** Stops what a test started (services, sources) even when it failed. */
  async function cleanup(): Promise<void> {
    for (const s of toStop.splice(0).reverse()) await s.stop();
  }

  async function logind(options: { pid?: number | null; auto?: boolean } = {}): Promise<FakeLogind> {
    const l = await startLogind(session.address, { sessionId: '37', pid: options.pid ?? null, auto: options.auto ?? false });
    toStop.push(l);
    return l;
  }

  /** logind followed as the idle source does, on a clock that never moves (no retry), once its first answer is in. */
  async function followed(options: Omit<WatchLogindOptions, 'clock'>): Promise<LogindFollow> {
    const f = followLogind({ ...options, clock: new ManualClock(0) });
    toStop.push({ stop: () => f.close() });
    await f.ready;
    return f;
  }

  async function source(env: Record<string, string>): Promise<{ source: ElectronIdleSource; pm: FakePowerMonitor; heard: Heard }> {
    const pm = fakePowerMonitor();
    const s = openElectronIdleSource({ powerMonitor: pm, platform: 'linux', env, clock: new ManualClock(0), buses: { system: bus, session: bus } });
    toStop.push({ stop: () => s.close() });
    const heard = new Heard(s);
    await s.ready;
    return { source: s, pm, heard };
  }

  describe('logind', () => {
    test('lock, unlock, suspend and resume reach the idle source as system events', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const l = await logind();
      const { source: s, heard } = await source(X11);
      l.lock();
      assert.deepEqual(await heard.count(1), ['lock']);
      l.unlock();
      assert.deepEqual(await heard.count(2), ['lock', 'unlock']);
      l.prepareForSleep(true);
      assert.deepEqual(await heard.count(3), ['lock', 'unlock', 'suspend']);
      l.prepareForSleep(false);
      assert.deepEqual(await heard.count(4), ['lock', 'unlock', 'suspend', 'resume']);
      const d = s.describe();
      assert.deepEqual(d.lockEvents, ['logind']);
      assert.ok(d.notes.includes(`Lock, unlock and sleep: logind session ${SESSION_PATH} (found by XDG_SESSION_ID).`), d.notes.join('\n'));
    });

    test("a lock told by the Lock signal and by the locker's LockedHint is heard once; a shortcut lock (LockedHint only) is heard", HANG_GUARD, async (t) => {
      t.after(cleanup);
      const l = await logind();
      const { heard } = await source(X11);
      l.lock();
      l.setLockedHint(true);
      l.setLockedHint(false);
      l.setLockedHint(true);
      l.unlock();
      l.setLockedHint(false);
      l.prepareForSleep(true);
      assert.deepEqual(await heard.count(5), ['lock', 'unlock', 'lock', 'unlock', 'suspend']);
    });

    test('a suspend seen by both powerMonitor and logind is heard once', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const l = await logind();
      const { pm, heard } = await source(X11);
      pm.emit('suspend');
      l.prepareForSleep(true);
      l.prepareForSleep(false);
      l.lock();
      assert.deepEqual(await heard.count(3), ['suspend', 'resume', 'lock']);
      pm.emit('resume');
      assert.deepEqual(heard.events, ['suspend', 'resume', 'lock']);
    });

    test('without XDG_SESSION_ID the session is found by process id, else through session/auto', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const byPid = await logind({ pid: process.pid });
      const f1 = await followed({ connect: bus, sessionId: undefined });
      assert.deepEqual(f1.current(), { state: 'available', session: { path: SESSION_PATH, foundBy: 'process id' } });
      f1.close();
      await byPid.stop();

      const l = await logind({ pid: null, auto: true });
      const f2 = await followed({ connect: bus, sessionId: undefined });
      // The alias resolves to the real path, which is the one logind's signals carry.
      assert.deepEqual(f2.current(), { state: 'available', session: { path: SESSION_PATH, foundBy: 'session/auto' } });
      const got = new Promise<SystemEvent>((resolve) => f2.onEvent(resolve));
      l.lock();
      assert.equal(await got, 'lock');
    });

    test('no session for this process: not available, with each reason', HANG_GUARD, async (t) => {
      t.after(cleanup);
      await logind({ pid: null, auto: false });
      const r = (await followed({ connect: bus, sessionId: '99' })).current();
      assert.equal(r.state, 'unavailable');
      assert.match(r.state === 'unavailable' ? r.reason : '', /GetSession\(99\): org\.freedesktop\.login1\.NoSuchSession.*GetSessionByPID\(\d+\): org\.freedesktop\.login1\.NoSessionForPID.*session\/auto/);
    });

    test('logind restarted under a new bus name: its signals still count', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const first = await logind();
      const { heard } = await source(X11);
      await first.stop();
      const second = await logind();
      second.lock();
      assert.deepEqual(await heard.count(1), ['lock']);
    });

    test('logind absent: events come from powerMonitor only, and describe() says so', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const { source: s, pm, heard } = await source(X11);
      const d = s.describe();
      assert.deepEqual(d.lockEvents, []);
      assert.deepEqual(d.sleepEvents, ['power-monitor']);
      assert.equal(d.limited, true);
      assert.ok(
        d.notes.some((n) => n.startsWith('Screen lock: not detected (no logind session found') && n.includes('ServiceUnknown')),
        d.notes.join('\n'),
      );
      pm.emit('suspend');
      pm.emit('resume');
      assert.deepEqual(heard.events, ['suspend', 'resume']);
    });

    test('a bus that cannot be reached is a reason, never an error event or a throw', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const nowhere = () => dbus.sessionBus({ busAddress: `unix:path=${join(session.home, 'no-such-socket')}` });
      const r = (await followed({ connect: nowhere })).current();
      assert.equal(r.state, 'unavailable');
      assert.match(r.state === 'unavailable' ? r.reason : '', /ENOENT/);
      const i = watchDbusIdleTime({ connect: nowhere, clock: new ManualClock(0) });
      await i.ready;
      i.close();
      const state = i.current();
      assert.equal(state.state, 'unavailable');
      assert.match(state.state === 'unavailable' ? state.reason : '', /^the session bus cannot be reached \(.*ENOENT/);
      const thrown = await followed({
        connect: () => {
          throw new Error('no DBUS_SYSTEM_BUS_ADDRESS');
        },
      });
      assert.deepEqual(thrown.current(), { state: 'unavailable', reason: 'the system bus cannot be reached (no DBUS_SYSTEM_BUS_ADDRESS)', retryInMs: 1_000, busError: 'no DBUS_SYSTEM_BUS_ADDRESS' });
    });
  });

  describe('idle time', () => {
    test('under Wayland idle time comes from Mutter (milliseconds), refreshed from it', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const mutter = await startMutterIdleMonitor(session.address);
      toStop.push(mutter);
      mutter.setIdleMs(42_500);
      const { source: s } = await source(WAYLAND);
      assert.equal(s.idleSeconds(), 42.5);
      mutter.setIdleMs(301_000);
      await s.refreshNow();
      assert.equal(s.idleSeconds(), 301);
      assert.equal(s.describe().idleTime, 'mutter');
    });

    for (const path of ['/org/freedesktop/ScreenSaver', '/ScreenSaver'] as const) {
      test(`with Mutter absent, from org.freedesktop.ScreenSaver at ${path} (seconds)`, HANG_GUARD, async (t) => {
        t.after(cleanup);
        const saver = await startScreenSaver(session.address, path);
        toStop.push(saver);
        saver.setIdleSeconds(75);
        const { source: s } = await source(WAYLAND);
        assert.equal(s.idleSeconds(), 75);
        saver.setIdleSeconds(76);
        await s.refreshNow();
        assert.equal(s.idleSeconds(), 76);
        const d = s.describe();
        assert.equal(d.idleTime, 'screensaver');
        assert.ok(d.notes.some((n) => n.includes(` ${path},`)), d.notes.join('\n'));
      });
    }

    test('neither present under Wayland: idle time is undefined (limited), not the 0 Electron reads', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const { source: s, pm } = await source(WAYLAND);
      pm.idleTime = 0;
      assert.equal(s.idleSeconds(), undefined);
      const d = s.describe();
      assert.equal(d.idleTime, null);
      assert.equal(d.limited, true);
      assert.ok(d.notes.some((n) => n.includes('no idle-time service answers on the session bus')), d.notes.join('\n'));
      // The Settings line: the outer words the catalog's (German here), each service's own reason inside.
      const de = s.describe(wordsFor('de')).idleTimeDetection;
      assert.match(de.state === 'unavailable' ? de.reason : '', /^Die Leerlaufzeit kann unter Wayland nicht gelesen werden: Kein Leerlaufzeit-Dienst antwortet auf dem Sitzungsbus \(.*org\.gnome\.Mutter.*\)\.$/);
    });

    test("under X11 idle time is powerMonitor's even where Mutter answers", HANG_GUARD, async (t) => {
      t.after(cleanup);
      const mutter = await startMutterIdleMonitor(session.address);
      toStop.push(mutter);
      mutter.setIdleMs(42_000);
      const { source: s, pm } = await source(X11);
      pm.idleTime = 7;
      assert.equal(s.idleSeconds(), 7);
      assert.equal(s.describe().idleTime, 'power-monitor');
    });

    test('Mutter restarted while the bus stays up: reads fail, then unavailable; back after the backoff on the injected clock', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const first = await startMutterIdleMonitor(session.address);
      toStop.push(first);
      first.setIdleMs(10_000);
      const clock = new WatchedClock(0);
      const idle = watchDbusIdleTime({ connect: bus, clock });
      toStop.push({ stop: () => idle.close() });
      const states = new Told<DbusIdleState>();
      idle.onChange(states.push);
      await idle.ready;
      assert.equal(idle.current().state, 'available');
      assert.equal(await idle.read(), 10);

      // The service goes (its name released); the session bus and the idle connection stay.
      await first.stop();
      const mark = states.mark();
      const slept = clock.slept.mark();
      for (let n = 1; n <= 3; n++) await assert.rejects(idle.read(), /"org\.gnome\.Mutter\.IdleMonitor" does not exist/);
      const down = await states.after(mark, (s) => s.state === 'unavailable');
      assert.equal(down.state === 'unavailable' ? down.retryInMs : 0, 1_000);
      assert.match(down.state === 'unavailable' ? down.reason : '', /GetIdletime at org\.gnome\.Mutter\.IdleMonitor .* stopped answering \(3 reads in a row failed, the last: org\.freedesktop\.DBus\.Error\.NameHasNoOwner/);
      // D-Bus's words apart, for the Settings line in the person's language.
      assert.deepEqual(down.state === 'unavailable' && [down.stopped?.reads, down.stopped?.error.startsWith('org.freedesktop.DBus.Error.NameHasNoOwner')], [3, true]);
      await assert.rejects(idle.read(), /stopped answering/);

      // Back under the same name: found once the link's backoff has passed on the clock.
      const second = await startMutterIdleMonitor(session.address);
      toStop.push(second);
      second.setIdleMs(5_000);
      await clock.slept.after(slept, (ms) => ms === 1_000);
      const up = states.mark();
      await clock.advance(1_000);
      assert.deepEqual(await states.after(up, (s) => s.state !== 'unavailable'), {
        state: 'available',
        source: 'mutter',
        detail: 'org.gnome.Mutter.IdleMonitor.GetIdletime at org.gnome.Mutter.IdleMonitor /org/gnome/Mutter/IdleMonitor/Core',
        firstSeconds: 5,
      });
      second.setIdleMs(6_000);
      assert.equal(await idle.read(), 6);
    });

    test('Mutter leaving the bus makes idle time unknown rather than stale', HANG_GUARD, async (t) => {
      t.after(cleanup);
      const mutter = await startMutterIdleMonitor(session.address);
      toStop.push(mutter);
      mutter.setIdleMs(10_000);
      const { source: s } = await source(WAYLAND);
      assert.equal(s.idleSeconds(), 10);
      await mutter.stop();
      await s.refreshNow();
      assert.equal(s.idleSeconds(), undefined);
      assert.ok(s.describe().notes.some((n) => n.includes('ServiceUnknown')), s.describe().notes.join('\n'));
    });
  });

  test('close() disconnects: logind signals no longer reach the closed source', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const l = await logind();
    const closed = await source(X11);
    const open = await source(X11);
    closed.source.close();
    l.lock();
    assert.deepEqual(await open.heard.count(1), ['lock']);
    assert.deepEqual(closed.heard.events, []);
    assert.deepEqual(closed.pm.listened(), []);
  });
});

test('a session bus at an abstract socket address (which dbus-next cannot open without a native module) is a plain reason', () => {
  const opened = openConnection(() => dbus.sessionBus({ busAddress: 'unix:abstract=/tmp/stint-no-such-bus' }));
  assert.deepEqual(opened, { ok: false, reason: 'the bus address is an abstract socket, which this D-Bus client cannot open' });
});
