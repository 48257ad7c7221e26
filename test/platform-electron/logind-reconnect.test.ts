// logind's lock and sleep events after the system bus restarts (dbus or dbus-broker
// restarted): a private dbus-daemon with a stand-in logind, killed (a crash) or ended cleanly
// (SIGTERM: the daemon closes every connection), then a new daemon at a new address with a
// logind of its own, which the bus factory points at from then on. The watch says logind is
// unavailable with the reason, connects anew after the backoff on the manual clock, finds the
// session again, and the same listeners hear lock events again. Every wait is for a state, an
// event, a sleep starting or a call the daemon dispatched; never for time.

import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import dbus from 'dbus-next';
import type { SystemEvent } from '../../main/core/ports.ts';
import { BUS_BACKOFF } from '../../main/platform/electron/linux/bus-link.ts';
import { followLogind, type LogindState } from '../../main/platform/electron/linux/logind-watch.ts';
import { missingDbus, startDbusSession, type DbusSession } from '../support/dbus-session.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { monitorBus, type BusMonitor } from './support/bus-monitor.ts';
import { SESSION_PATH, startLogind, type FakeLogind } from './support/logind-service.ts';
import { Told } from './support/told.ts';
import { WatchedClock } from './support/watched-clock.ts';

const missing = missingDbus(['dbus-daemon']);
// Where the daemon is missing: skip and say why, except under CI, which installs it.
const skip = missing !== null && !process.env.CI ? missing : false;

/** A system bus of its own, with logind on it (our session is '37'), when `logind` is set. */
interface SystemBus {
  readonly bus: DbusSession;
  readonly logind: FakeLogind | null;
  /** Sees the calls the daemon dispatches (started before any watch connects to this bus). */
  readonly monitor: BusMonitor;
}

async function systemBus(t: TestContext, withLogind = true): Promise<SystemBus> {
  const bus = await startDbusSession({ activation: false });
  t.after(() => bus.stop());
  const monitor = await monitorBus(bus.address);
  t.after(() => monitor.stop());
  const logind = withLogind ? await startLogind(bus.address, { sessionId: '37', pid: null, auto: false }) : null;
  // The daemon may be gone by then: only disconnect.
  if (logind) t.after(() => logind.bus.disconnect());
  return { bus, logind, monitor };
}

/** The last of the watch's match rules has been dispatched: signals sent from now on reach it. */
function subscribed(on: SystemBus, from: number): Promise<unknown> {
  return on.monitor.seen.after(from, (c) => c.member === 'AddMatch' && typeof c.arg0 === 'string' && c.arg0.includes("arg0='org.freedesktop.login1'"));
}

const reasonOf = (s: LogindState) => (s.state === 'unavailable' ? s.reason : '');

describe('logind after the system bus restarts', { skip }, () => {
  for (const [how, signal] of [
    ['killed (SIGKILL)', 'SIGKILL'],
    ['ended cleanly (SIGTERM)', 'SIGTERM'],
  ] as const) {
    test(`a system bus ${how} and started anew elsewhere: lock events reach the idle source's listener again`, HANG_GUARD, async (t) => {
      const clock = new WatchedClock(0);
      const first = await systemBus(t);
      let address = first.bus.address;
      // As the idle source asks for it (openElectronIdleSource), with the shell's clock; the
      // private daemon stands in for the system bus.
      const follow = followLogind({ connect: () => dbus.sessionBus({ busAddress: address }), sessionId: '37', clock });
      t.after(() => follow.close());
      const states = new Told<LogindState>();
      follow.onChange(states.push);
      await follow.ready;
      assert.equal(follow.current().state, 'available', reasonOf(follow.current()));
      const heard = new Told<SystemEvent>();
      follow.onEvent(heard.push);
      first.logind!.lock();
      await heard.after(0, (e) => e === 'lock');
      first.logind!.unlock();
      await heard.after(1, (e) => e === 'unlock');

      const backoff = clock.slept.mark();
      const lost = states.mark();
      await first.bus.kill(signal);
      await clock.slept.after(backoff, (ms) => ms === BUS_BACKOFF.firstMs);

      const second = await systemBus(t);
      address = second.bus.address;
      const calls = second.monitor.seen.mark();
      await clock.advance(BUS_BACKOFF.firstMs);
      await subscribed(second, calls);
      second.logind!.lock();
      assert.equal(await heard.after(2, () => true), 'lock', 'the lock after the restart is heard');
      second.logind!.prepareForSleep(true);
      assert.equal(await heard.after(3, () => true), 'suspend');
      assert.deepEqual(heard.all, ['lock', 'unlock', 'lock', 'suspend']);
      assert.deepEqual(await states.after(lost, (s) => s.state === 'available'), { state: 'available', session: { path: SESSION_PATH, foundBy: 'XDG_SESSION_ID' } });
    });
  }

  test('followed: available with the session, unavailable with the reason and the retry while the bus is away or logind missing, available again by itself', HANG_GUARD, async (t) => {
    const clock = new WatchedClock(0);
    const first = await systemBus(t);
    let address = first.bus.address;
    const follow = followLogind({ connect: () => dbus.sessionBus({ busAddress: address }), sessionId: '37', clock });
    t.after(() => follow.close());
    const states = new Told<LogindState>();
    follow.onChange(states.push);
    await follow.ready;
    assert.deepEqual(follow.current(), { state: 'available', session: { path: SESSION_PATH, foundBy: 'XDG_SESSION_ID' } });

    await first.bus.kill('SIGKILL');
    const away = await states.after(0, (s) => s.state === 'unavailable');
    assert.match(reasonOf(away), /^the system bus cannot be reached \(.+\)$/);
    assert.equal(away.state === 'unavailable' && away.retryInMs, BUS_BACKOFF.firstMs);

    // The new bus comes up before its logind does: a set-up that fails is retried too.
    const second = await systemBus(t, false);
    address = second.bus.address;
    let mark = states.mark();
    await clock.advance(BUS_BACKOFF.firstMs);
    const noLogind = await states.after(mark, (s) => s.state === 'unavailable');
    assert.match(reasonOf(noLogind), /^no logind session found \(GetSession\(37\): org\.freedesktop\.DBus\.Error\.ServiceUnknown/);
    // D-Bus's own words apart, for the Settings line in the person's language.
    assert.match(noLogind.state === 'unavailable' ? (noLogind.sessionsTried ?? '') : '', /^GetSession\(37\): org\.freedesktop\.DBus\.Error\.ServiceUnknown/);
    assert.equal(noLogind.state === 'unavailable' && noLogind.retryInMs, BUS_BACKOFF.firstMs * 2);

    const logind = await startLogind(second.bus.address, { sessionId: '37', pid: null, auto: false });
    t.after(() => logind.bus.disconnect());
    mark = states.mark();
    await clock.advance(BUS_BACKOFF.firstMs * 2);
    assert.deepEqual(await states.after(mark, () => true), { state: 'available', session: { path: SESSION_PATH, foundBy: 'XDG_SESSION_ID' } });
    const heard = new Told<SystemEvent>();
    follow.onEvent(heard.push);
    logind.setLockedHint(true);
    assert.equal(await heard.after(0, () => true), 'lock');
    assert.deepEqual(
      states.all.map((s) => s.state),
      ['available', 'unavailable', 'unavailable', 'available'],
    );
  });
});
