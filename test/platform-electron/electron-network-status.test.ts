import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CHECK_EVERY_MS, ElectronNetworkStatus, type NetOnline } from '../../main/platform/electron/electron-network-status.ts';
import { ManualClock } from '../support/manual-clock.ts';

/** Electron's `net` as far as the adapter uses it: the flag Chromium keeps, set by the test. */
interface FakeNet extends NetOnline {
  online: boolean;
  reads: number;
}

function fakeNet(online: boolean): FakeNet {
  const net: FakeNet = {
    online,
    reads: 0,
    isOnline() {
      net.reads++;
      return net.online;
    },
  };
  return net;
}

describe('Electron network status', () => {
  test('starts from what Chromium says', () => {
    const clock = new ManualClock();
    const offline = new ElectronNetworkStatus({ net: fakeNet(false), clock });
    const online = new ElectronNetworkStatus({ net: fakeNet(true), clock });
    assert.equal(offline.online(), false);
    assert.equal(online.online(), true);
    offline.stop();
    online.stop();
  });

  test('a change is seen at the next check, every 5 s, and told once', async () => {
    const clock = new ManualClock();
    const net = fakeNet(true);
    const status = new ElectronNetworkStatus({ net, clock });
    const heard: boolean[] = [];
    status.onChange((o) => heard.push(o));

    net.online = false;
    await clock.advance(DEFAULT_CHECK_EVERY_MS - 1);
    assert.equal(status.online(), true);
    assert.deepEqual(heard, []);
    await clock.advance(1);
    assert.equal(status.online(), false);
    assert.deepEqual(heard, [false]);

    await clock.advance(DEFAULT_CHECK_EVERY_MS * 3);
    assert.deepEqual(heard, [false]);

    net.online = true;
    await clock.advance(DEFAULT_CHECK_EVERY_MS);
    assert.deepEqual(heard, [false, true]);
    assert.equal(status.online(), true);
    status.stop();
  });

  test('check() reads at once (for instance on waking), telling only a real change', async () => {
    const clock = new ManualClock();
    const net = fakeNet(true);
    const status = new ElectronNetworkStatus({ net, clock, checkEveryMs: 60_000 });
    const heard: boolean[] = [];
    status.onChange((o) => heard.push(o));
    status.check();
    net.online = false;
    status.check();
    status.check();
    assert.deepEqual(heard, [false]);
    assert.equal(status.online(), false);
    status.stop();
  });

  test('an unsubscribed listener hears nothing more; the others still do', async () => {
    const clock = new ManualClock();
    const net = fakeNet(true);
    const status = new ElectronNetworkStatus({ net, clock });
    const first: boolean[] = [];
    const second: boolean[] = [];
    const off = status.onChange((o) => first.push(o));
    status.onChange((o) => second.push(o));
    off();
    net.online = false;
    await clock.advance(DEFAULT_CHECK_EVERY_MS);
    assert.deepEqual(first, []);
    assert.deepEqual(second, [false]);
    status.stop();
  });

  test('after stop nothing is read or told', async () => {
    const clock = new ManualClock();
    const net = fakeNet(true);
    const status = new ElectronNetworkStatus({ net, clock });
    const heard: boolean[] = [];
    status.onChange((o) => heard.push(o));
    await clock.advance(DEFAULT_CHECK_EVERY_MS * 2);
    const readsBeforeStop = net.reads;
    assert.equal(readsBeforeStop, 3);
    status.stop();
    net.online = false;
    await clock.advance(DEFAULT_CHECK_EVERY_MS * 5);
    status.check();
    assert.equal(net.reads, readsBeforeStop);
    assert.deepEqual(heard, []);
    assert.equal(status.online(), true);
  });
});
