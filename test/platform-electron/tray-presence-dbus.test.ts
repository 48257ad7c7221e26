// Whether Stint's tray icon shows on Linux, read from a stand-in StatusNotifier watcher on a
// private bus daemon, with items registered the way Electron's main process registers them
// (a connection of this process, named for its process id or known by its unique name).
// Time moves only by the manual clock (the grace period after the tray is made, the settle
// time after the watcher signals); every other wait is for a report the adapter makes, or for
// a signal reaching the adapter's connection.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import dbus from 'dbus-next';
import { watchTrayPresence, type TrayPresenceReport, type TrayWatch } from '../../main/platform/electron/linux/tray-watcher.ts';
import { TRAY_SETTLE_MS } from '../../main/platform/electron/linux/tray-pace.ts';
import { TRAY_GRACE_MS } from '../../main/platform/electron/tray-presence-decision.ts';
import { missingDbus, startDbusSession, type DbusSession } from '../support/dbus-session.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { RecordingLog } from './support/recording-log.ts';
import { startItem, startWatcher, type FakeItem, type FakeWatcher, type WatcherOptions } from './support/sni-watcher-service.ts';
import { tappedBus, type TappedBus } from './support/tapped-bus.ts';

const missing = missingDbus(['dbus-daemon']);
// Where the daemon is missing: skip and say why, except under CI, which installs it.
const skip = missing !== null && !process.env.CI ? missing : false;

/** The reports as the shell hears them, with a way to wait for the n-th. */
class Reports {
  readonly all: TrayPresenceReport[] = [];
  private waiters: { n: number; resolve: () => void }[] = [];
  readonly push = (r: TrayPresenceReport): void => {
    this.all.push(r);
    for (const w of this.waiters.filter((w) => this.all.length >= w.n)) w.resolve();
    this.waiters = this.waiters.filter((w) => this.all.length < w.n);
  };
  /** The n-th report (1-based), once it has come. */
  async nth(n: number): Promise<TrayPresenceReport> {
    if (this.all.length < n) await new Promise<void>((resolve) => this.waiters.push({ n, resolve }));
    return this.all[n - 1]!;
  }
  /** What each report decided, in order: 'shown', 'unknown-yet', or the cause of 'not-shown'. */
  states(): string[] {
    return this.all.map(({ presence: p }) => (p.state === 'not-shown' ? p.cause : p.state));
  }
}

describe('tray presence over D-Bus (a stand-in StatusNotifier watcher)', { skip }, () => {
  let session: DbusSession;
  const toStop: { stop(): unknown }[] = [];
  const ourName = (n: number) => `org.kde.StatusNotifierItem-${process.pid}-${n}`;

  before(async () => {
    session = await startDbusSession({ activation: false });
  });

  after(async () => {
    await session?.stop();
  });

  /** Stops what a test started (watchers, items, watches) even when it failed. */
  async function cleanup(): Promise<void> {
    for (const s of toStop.splice(0).reverse()) await s.stop();
  }

  async function watcher(options: WatcherOptions): Promise<FakeWatcher> {
    const w = await startWatcher(session.address, options);
    toStop.push(w);
    return w;
  }

  async function item(name: string | null): Promise<FakeItem> {
    const i = await startItem(session.address, name);
    toStop.push({ stop: () => i.leave() });
    return i;
  }

  interface Watching {
    readonly w: TrayWatch;
    readonly reports: Reports;
    readonly clock: ManualClock;
    readonly log: RecordingLog;
    readonly tap: TappedBus;
  }

  function watch(options: { desktop?: string; pid?: number } = {}): Watching {
    const clock = new ManualClock(0);
    const reports = new Reports();
    const log = new RecordingLog();
    const tap = tappedBus(session.address);
    const w = watchTrayPresence({ platform: 'linux', connect: tap.connect, clock, desktop: options.desktop ?? 'KDE', logger: log, onChange: reports.push, ...(options.pid !== undefined ? { pid: options.pid } : {}) });
    toStop.push({ stop: () => w.close() });
    return { w, reports, clock, log, tap };
  }

  /** Does `act`, waits for the watcher's signal `member` to reach the watch, then lets the watcher settle. */
  async function settleAfter<T>(on: Watching, member: string, act: () => T | Promise<T>): Promise<T> {
    const from = on.tap.delivered.mark();
    const done = await act();
    await on.tap.signal(from, member);
    await on.clock.advance(TRAY_SETTLE_MS);
    return done;
  }

  test('no watcher on the bus: nothing is said for the grace period, then not shown, naming the GNOME extension', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const { reports, clock, log } = watch({ desktop: 'ubuntu:GNOME' });
    const first = await reports.nth(1);
    assert.deepEqual(first.presence, { state: 'unknown-yet', decideInMs: TRAY_GRACE_MS });
    assert.deepEqual(first.facts, { bus: 'reachable', watcher: false });
    await clock.advance(TRAY_GRACE_MS - 1);
    assert.equal(reports.all.length, 1);
    await clock.advance(1);
    const decided = await reports.nth(2);
    assert.deepEqual(decided.presence, {
      state: 'not-shown',
      cause: 'no-watcher',
      reason: 'No tray on this desktop: GNOME shows tray icons only with the AppIndicator extension, which is not running.',
    });
    assert.deepEqual(log.lines.at(-1), { level: 'warn', message: 'tray icon not shown', fields: { cause: 'no-watcher', reason: decided.presence.state === 'not-shown' ? decided.presence.reason : '' } });
  });

  test('a watcher without a host holds our item but nothing draws it: not shown; a panel starting makes it shown', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const sni = await watcher({ form: 'kde', host: false });
    const on = watch();
    const { w, reports, clock } = on;
    await w.ready;
    const registered = on.tap.delivered.mark();
    assert.equal(await (await item(ourName(1))).register(ourName(1)), 'accepted');
    await on.tap.signal(registered, 'StatusNotifierItemRegistered');
    assert.equal(reports.all.length, 1, 'nothing is told while the watcher settles');
    await clock.advance(TRAY_GRACE_MS);
    const decided = await reports.nth(2);
    assert.deepEqual(decided.facts, { bus: 'reachable', watcher: true, host: false, ourItem: true });
    assert.deepEqual(decided.presence, { state: 'not-shown', cause: 'no-host', reason: 'No tray on this desktop: a tray service runs, but no panel shows its icons.' });
    await settleAfter(on, 'StatusNotifierHostRegistered', () => sni.setHost(true));
    const shown = await reports.nth(3);
    assert.deepEqual(shown.presence, { state: 'shown', certain: true, note: 'the tray holds our icon and a panel shows it' });
    assert.equal(shown.trayHostAppeared, true);
    assert.deepEqual(reports.states(), ['unknown-yet', 'no-host', 'shown']);
  });

  test('a watcher that tells of changes only by PropertiesChanged is followed as well', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const sni = await watcher({ form: 'kde', host: false, tells: 'PropertiesChanged' });
    const on = watch();
    const { w, reports } = on;
    await w.ready;
    await settleAfter(on, 'PropertiesChanged', async () => (await item(ourName(1))).register(ourName(1)));
    assert.deepEqual((await reports.nth(2)).facts, { bus: 'reachable', watcher: true, host: false, ourItem: true });
    assert.equal(reports.all[1]!.presence.state, 'not-shown');
    await settleAfter(on, 'PropertiesChanged', () => sni.setHost(true));
    assert.equal((await reports.nth(3)).presence.state, 'shown');
  });

  test('a change the watcher does not signal is still seen when the grace period ends', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const sni = await watcher({ form: 'kde', host: false, tells: 'nothing' });
    const { w, reports, clock } = watch();
    await w.ready;
    await (await item(ourName(1))).register(ourName(1));
    sni.setHost(true);
    await clock.advance(TRAY_GRACE_MS);
    assert.equal((await reports.nth(2)).presence.state, 'shown');
    assert.deepEqual(reports.states(), ['unknown-yet', 'shown']);
  });

  test('a watcher with a host that refuses our item: not shown once the grace period is over', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const sni = await watcher({ form: 'refuse', host: true });
    const { w, reports, clock } = watch();
    await w.ready;
    assert.equal(await (await item(ourName(1))).register(ourName(1)), 'org.freedesktop.DBus.Error.InvalidArgs');
    assert.deepEqual(sni.items(), []);
    assert.equal(reports.all.length, 1);
    assert.deepEqual(reports.all[0]!.presence, { state: 'unknown-yet', decideInMs: TRAY_GRACE_MS });
    await clock.advance(TRAY_GRACE_MS);
    const decided = await reports.nth(2);
    assert.deepEqual(decided.presence, { state: 'not-shown', cause: 'item-refused', reason: "The desktop's tray did not accept Stint's icon." });
    assert.deepEqual(decided.facts, { bus: 'reachable', watcher: true, host: true, ourItem: false });
    assert.equal(decided.trayHostAppeared, false);
  });

  test('a tray made anew gets a grace period of its own before it is declared refused again', HANG_GUARD, async (t) => {
    t.after(cleanup);
    await watcher({ form: 'refuse', host: true });
    const { w, reports, clock } = watch();
    await w.ready;
    await clock.advance(TRAY_GRACE_MS);
    assert.equal((await reports.nth(2)).presence.state, 'not-shown');
    w.trayCreated();
    assert.deepEqual((await reports.nth(3)).presence, { state: 'unknown-yet', decideInMs: TRAY_GRACE_MS });
    await (await item(ourName(2))).register(ourName(2));
    await clock.advance(TRAY_GRACE_MS - 1);
    assert.equal(reports.all.length, 3);
    await clock.advance(1);
    assert.equal((await reports.nth(4)).presence.state, 'not-shown');
    assert.deepEqual(reports.states(), ['unknown-yet', 'item-refused', 'unknown-yet', 'item-refused']);
  });

  test('a watcher with a host that accepts our item (listed by name, KDE): shown once the watcher has settled', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const sni = await watcher({ form: 'kde', host: true });
    const on = watch();
    await on.w.ready;
    await settleAfter(on, 'StatusNotifierItemRegistered', async () => (await item(ourName(1))).register(ourName(1)));
    assert.deepEqual(sni.items(), [`${ourName(1)}/StatusNotifierItem`]);
    const shown = await on.reports.nth(2);
    assert.deepEqual(shown.presence, { state: 'shown', certain: true, note: 'the tray holds our icon and a panel shows it' });
  });

  for (const [what, name, service] of [
    ['by path, from a connection without a name', null, '/org/ayatana/NotificationItem/stint'],
    ['by name', 'org.kde.StatusNotifierItem-x-1', 'org.kde.StatusNotifierItem-x-1'],
  ] as const) {
    test(`a watcher that lists items by unique name (GNOME's extension), registered ${what}: ours is found by process id`, HANG_GUARD, async (t) => {
      t.after(cleanup);
      const sni = await watcher({ form: 'gnome', host: true });
      const on = watch();
      await on.w.ready;
      const i = await item(name);
      await settleAfter(on, 'StatusNotifierItemRegistered', () => i.register(service));
      assert.deepEqual(sni.items(), [`${i.uniqueName}${service.startsWith('/') ? service : '/StatusNotifierItem'}`]);
      assert.equal((await on.reports.nth(2)).presence.state, 'shown');
    });
  }

  test("another process's items do not count, even where its process id contains ours", HANG_GUARD, async (t) => {
    t.after(cleanup);
    const sni = await watcher({ form: 'kde', host: true });
    // Our "process" is 7; every item here belongs to this test process, whose id is not 7.
    const on = watch({ pid: 7 });
    const { w, reports, clock } = on;
    await w.ready;
    for (const n of ['org.kde.StatusNotifierItem-17-1', 'org.kde.StatusNotifierItem-71-1']) await (await item(n)).register(n);
    await (await item(null)).register('/StatusNotifierItem');
    assert.equal(sni.items().length, 3);
    await clock.advance(TRAY_GRACE_MS);
    assert.equal((await reports.nth(2)).presence.state, 'not-shown');
    const ours = 'org.kde.StatusNotifierItem-7-1';
    await settleAfter(on, 'StatusNotifierItemRegistered', async () => (await item(ours)).register(ours));
    assert.equal((await reports.nth(3)).presence.state, 'shown');
  });

  test('a watcher that appears after start: not shown, then (the shell making its tray anew) shown', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const on = watch();
    const { w, reports, clock } = on;
    await w.ready;
    await clock.advance(TRAY_GRACE_MS);
    assert.equal((await reports.nth(2)).presence.state, 'not-shown');
    await settleAfter(on, 'NameOwnerChanged', () => watcher({ form: 'kde', host: true }));
    // Electron does not register again with a watcher that comes later: the report says a
    // host appeared, so the shell can make its tray anew.
    const appeared = await reports.nth(3);
    assert.deepEqual(appeared.facts, { bus: 'reachable', watcher: true, host: true, ourItem: false });
    assert.equal(appeared.trayHostAppeared, true);
    w.trayCreated();
    const waiting = await reports.nth(4);
    assert.deepEqual(waiting.presence, { state: 'unknown-yet', decideInMs: TRAY_GRACE_MS });
    assert.equal(waiting.trayHostAppeared, false);
    await settleAfter(on, 'StatusNotifierItemRegistered', async () => (await item(ourName(2))).register(ourName(2)));
    assert.equal((await reports.nth(5)).presence.state, 'shown');
    assert.deepEqual(reports.states(), ['unknown-yet', 'no-watcher', 'item-refused', 'unknown-yet', 'shown']);
  });

  test('the watcher leaving (the panel quits) turns shown into not shown; its return is told as a host appearing', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const sni = await watcher({ form: 'kde', host: true });
    const on = watch();
    const { w, reports } = on;
    await w.ready;
    await settleAfter(on, 'StatusNotifierItemRegistered', async () => (await item(ourName(1))).register(ourName(1)));
    assert.equal((await reports.nth(2)).presence.state, 'shown');
    await settleAfter(on, 'NameOwnerChanged', () => sni.stop());
    const gone = await reports.nth(3);
    assert.equal(gone.presence.state === 'not-shown' && gone.presence.cause, 'no-watcher');
    await settleAfter(on, 'NameOwnerChanged', () => watcher({ form: 'kde', host: true }));
    const back = await reports.nth(4);
    assert.equal(back.presence.state === 'not-shown' && back.presence.cause, 'item-refused');
    assert.equal(back.trayHostAppeared, true);
    assert.deepEqual(reports.states(), ['unknown-yet', 'shown', 'no-watcher', 'item-refused']);
  });

  test('our item leaving the watcher (Electron dropped its icon) turns shown into not shown', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const sni = await watcher({ form: 'kde', host: true });
    const on = watch();
    const { w, reports } = on;
    await w.ready;
    const i = await item(ourName(1));
    await settleAfter(on, 'StatusNotifierItemRegistered', () => i.register(ourName(1)));
    assert.equal((await reports.nth(2)).presence.state, 'shown');
    await settleAfter(on, 'StatusNotifierItemUnregistered', () => i.leave());
    const dropped = await reports.nth(3);
    assert.deepEqual(sni.items(), []);
    assert.equal(dropped.presence.state === 'not-shown' && dropped.presence.cause, 'item-refused');
  });

  test('a watcher that leaves the bus in the middle of answering counts as no watcher, without an error', HANG_GUARD, async (t) => {
    t.after(cleanup);
    await watcher({ form: 'kde', host: true, onGet: 'vanish' });
    const { reports } = watch();
    const first = await reports.nth(1);
    assert.deepEqual(first.facts, { bus: 'reachable', watcher: false });
    assert.equal(first.presence.state, 'unknown-yet');
  });

  test('a watcher that never answers does not keep the decision waiting: assumed shown when the grace period ends', HANG_GUARD, async (t) => {
    t.after(cleanup);
    const sni = await watcher({ form: 'kde', host: true, onGet: 'ignore' });
    const { reports, clock } = watch();
    await sni.gets(2);
    await clock.advance(TRAY_GRACE_MS);
    const r = await reports.nth(1);
    assert.deepEqual(r.presence, { state: 'shown', certain: false, note: 'assumed: the session bus has not told' });
  });

  test('a session bus that cannot be reached: assumed shown, logged with the reason', HANG_GUARD, async () => {
    const clock = new ManualClock(0);
    const reports = new Reports();
    const log = new RecordingLog();
    const w = watchTrayPresence({
      platform: 'linux',
      connect: () => dbus.sessionBus({ busAddress: `unix:path=${join(session.home, 'no-such-socket')}` }),
      clock,
      logger: log,
      onChange: reports.push,
    });
    const r = await reports.nth(1);
    w.close();
    assert.equal(r.presence.state, 'shown');
    assert.equal(r.presence.state === 'shown' && r.presence.certain, false);
    assert.match(r.presence.state === 'shown' ? r.presence.note : '', /^assumed: the session bus cannot be reached to check \(.*ENOENT/);
    assert.match(r.detection.state === 'unavailable' ? r.detection.reason : '', /^Whether the tray icon shows cannot be checked: the session bus cannot be reached \(.*ENOENT/);
    assert.equal(log.lines[0]?.level, 'warn');
    assert.equal(clock.pending, 0);
  });

  test('macOS and Windows: shown, without asking any bus', HANG_GUARD, async () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const reports = new Reports();
      const w = watchTrayPresence({
        platform,
        connect: () => {
          throw new Error('no bus is asked on this system');
        },
        clock: new ManualClock(0),
        onChange: reports.push,
      });
      const r = await reports.nth(1);
      w.close();
      assert.deepEqual(r, { presence: { state: 'shown', certain: true, note: 'the system tray always shows' }, facts: null, trayHostAppeared: false, detection: { state: 'available' } });
    }
  });

  test('close(): the grace wait ends and nothing more is reported', HANG_GUARD, async (t) => {
    t.after(cleanup);
    await watcher({ form: 'kde', host: true });
    const early = watch();
    early.w.close(); // while it is still subscribing on the bus
    const closed = watch();
    const open = watch();
    await Promise.all([early.w.ready, closed.w.ready, open.w.ready]);
    assert.equal(closed.clock.pending, 1);
    closed.w.close();
    assert.equal(closed.clock.pending, 0);
    await settleAfter(open, 'StatusNotifierItemRegistered', async () => (await item(ourName(1))).register(ourName(1)));
    assert.equal((await open.reports.nth(2)).presence.state, 'shown');
    assert.deepEqual(closed.reports.states(), ['unknown-yet']);
    assert.deepEqual(early.reports.states(), []);
    closed.w.close();
  });
});
