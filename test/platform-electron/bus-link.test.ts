// The bus link's schedule and its states: attempts that fail wait 1 s, 2 s, 4 s ... up to a
// minute on the injected clock; a set-up that fails on a working bus is retried the same
// way; once up, a lost bus starts the count again. The bus is a real private dbus-daemon.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import dbus from 'dbus-next';
import { BUS_BACKOFF, backoffMs, keepBusLink, type LinkState } from '../../main/platform/electron/linux/bus-link.ts';
import type { Connection } from '../../main/platform/electron/linux/dbus-connection.ts';
import { missingDbus, startDbusSession } from '../support/dbus-session.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { Told } from './support/told.ts';

const missing = missingDbus(['dbus-daemon']);
// Where the daemon is missing: skip and say why, except under CI, which installs it.
const skip = missing !== null && !process.env.CI ? missing : false;

const isDown = (s: LinkState<unknown>) => s.state === 'down';

test('the waits double from a second up to a minute', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffMs(BUS_BACKOFF, n)),
    [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000],
  );
});

test('a bus that cannot be made: down with the reason, tried again after each wait on the injected clock; close() ends it', HANG_GUARD, async () => {
  const clock = new ManualClock(0);
  const states = new Told<LinkState<Connection>>();
  let attempts = 0;
  const link = keepBusLink<Connection>({
    connect: () => {
      attempts += 1;
      throw new Error('no DBUS_SESSION_BUS_ADDRESS');
    },
    clock,
    setUp: async (c) => c,
    onState: states.push,
  });
  const waits: number[] = [];
  for (let n = 1; n <= 3; n++) {
    const s = await states.after(n - 1, isDown);
    assert.deepEqual(s, { state: 'down', cause: 'bus', reason: 'no DBUS_SESSION_BUS_ADDRESS', retryInMs: backoffMs(BUS_BACKOFF, n) });
    waits.push(s.state === 'down' ? s.retryInMs : 0);
    assert.equal(attempts, n);
    await clock.advance(backoffMs(BUS_BACKOFF, n));
  }
  assert.deepEqual(waits, [1_000, 2_000, 4_000]);
  await states.after(3, isDown);
  link.close();
  assert.equal(clock.pending, 0, 'no retry is left waiting');
  await clock.advance(60_000);
  assert.equal(attempts, 4);
  assert.equal(states.all.length, 4);
});

describe('on a private bus', { skip }, () => {
  test('a set-up that fails on a working bus is retried; up; the bus lost starts the count again', HANG_GUARD, async (t) => {
    const session = await startDbusSession({ activation: false });
    t.after(() => session.stop());
    const clock = new ManualClock(0);
    const states = new Told<LinkState<string>>();
    let setUps = 0;
    // The set-up's own error travels with the state, for an adapter that words it.
    const refused = new Error('no idle-time service answers yet');
    const link = keepBusLink<string>({
      connect: () => dbus.sessionBus({ busAddress: session.address }),
      clock,
      async setUp(c) {
        setUps += 1;
        // The bus itself answers; the service the adapter needs is not there the first time.
        await c.call({ destination: 'org.freedesktop.DBus', path: '/org/freedesktop/DBus', interface: 'org.freedesktop.DBus', member: 'GetId' });
        if (setUps === 1) throw refused;
        return `set up ${setUps}`;
      },
      onState: states.push,
    });
    t.after(() => link.close());
    assert.deepEqual(await states.after(0, isDown), { state: 'down', cause: 'set-up', reason: 'no idle-time service answers yet', retryInMs: 1_000, error: refused });
    await clock.advance(1_000);
    assert.deepEqual(await states.after(1, (s) => s.state === 'up'), { state: 'up', value: 'set up 2' });
    assert.deepEqual(link.current(), { state: 'up', value: 'set up 2' });
    await session.kill('SIGKILL');
    const lost = await states.after(2, isDown);
    assert.equal(lost.state === 'down' && lost.cause, 'bus');
    assert.equal(lost.state === 'down' && lost.retryInMs, 1_000, 'a bus that was up is tried again after the first wait, not the longer one');
  });
});
