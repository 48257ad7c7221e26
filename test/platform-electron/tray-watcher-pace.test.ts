// What the tray watch costs the desktop, and what it tells the shell, when the StatusNotifier
// watcher is large or restless: a stand-in watcher on a private dbus-daemon, and a bus
// monitor counting every call the watch's connection makes (as the desktop's bus sees them).
// - Many items: ours is found by its name; the others are asked about at most
//   MAX_ITEMS_EXAMINED at a time.
// - A watcher that comes and goes (a panel restarting, one in a crash loop) or repeats its
//   signals: nothing is told until it settles, each settle costs one read, and the shell is
//   told to make its tray anew at most once per TRAY_REBUILD_MIN_INTERVAL_MS.
// Time moves only by the manual clock; every other wait is for a report, a signal reaching
// the watch's connection, or the monitor having seen every call made before.

import assert from 'node:assert/strict';
import { after, before, describe, test, type TestContext } from 'node:test';
import type { Message } from 'dbus-next';
import { MAX_ITEMS_EXAMINED } from '../../main/platform/electron/linux/tray-items.ts';
import { TRAY_REBUILD_MIN_INTERVAL_MS, TRAY_SETTLE_MAX_MS, TRAY_SETTLE_MS } from '../../main/platform/electron/linux/tray-pace.ts';
import { watchTrayPresence, type TrayPresenceReport, type TrayWatch } from '../../main/platform/electron/linux/tray-watcher.ts';
import { TRAY_GRACE_MS } from '../../main/platform/electron/tray-presence-decision.ts';
import { missingDbus, startDbusSession, type DbusSession } from '../support/dbus-session.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { monitorBus, type BusMonitor } from './support/bus-monitor.ts';
import { startItem, startWatcher, WATCHER_NAME, type FakeItem, type FakeWatcher } from './support/sni-watcher-service.ts';
import { tappedBus, uniqueNameOf, type TappedBus } from './support/tapped-bus.ts';
import { Told } from './support/told.ts';

const missing = missingDbus(['dbus-daemon']);
// Where the daemon is missing: skip and say why, except under CI, which installs it.
const skip = missing !== null && !process.env.CI ? missing : false;

const ourName = (n: number) => `org.kde.StatusNotifierItem-${process.pid}-${n}`;
const isWatcherOwner = (owner: string) => (m: Message) => m.body[0] === WATCHER_NAME && m.body[2] === owner;

interface Report {
  readonly at: number;
  readonly report: TrayPresenceReport;
}

interface Watching {
  readonly w: TrayWatch;
  readonly clock: ManualClock;
  readonly tap: TappedBus;
  readonly told: Told<Report>;
  /** The unique name of the watch's connection, once it is up. */
  name(): string;
}

describe('the tray watch with a large or restless watcher', { skip }, () => {
  let session: DbusSession;
  let monitor: BusMonitor;

  before(async () => {
    session = await startDbusSession({ activation: false });
    monitor = await monitorBus(session.address);
  });

  after(async () => {
    monitor?.stop();
    await session?.stop();
  });

  async function watcher(t: TestContext, form: 'kde' | 'gnome' = 'kde'): Promise<FakeWatcher> {
    const w = await startWatcher(session.address, { form, host: true });
    t.after(() => w.stop());
    return w;
  }

  async function item(t: TestContext, name: string | null): Promise<FakeItem> {
    const i = await startItem(session.address, name);
    t.after(() => i.leave());
    return i;
  }

  /** A watch as the shell keeps it: a report that says a host appeared makes the tray anew (`trayCreated`) when `shell` is set. */
  function watch(t: TestContext, options: { pid?: number; shell?: boolean } = {}): Watching {
    const clock = new ManualClock(0);
    const tap = tappedBus(session.address);
    const told = new Told<Report>();
    let w: TrayWatch | null = null;
    w = watchTrayPresence({
      platform: 'linux',
      connect: tap.connect,
      clock,
      desktop: 'KDE',
      ...(options.pid !== undefined ? { pid: options.pid } : {}),
      onChange(report) {
        told.push({ at: clock.now(), report });
        if (options.shell && report.trayHostAppeared) w?.trayCreated();
      },
    });
    t.after(() => w.close());
    return { w, clock, tap, told, name: () => uniqueNameOf(tap.buses[0]!) };
  }

  /** The calls the watch's connection made after `from` of them, by member, once the monitor has seen them all. */
  async function callsSince(on: Watching, from: number): Promise<string[]> {
    await monitor.settled();
    return monitor
      .callsFrom(on.name())
      .slice(from)
      .map((c) => c.member);
  }
  const callCount = async (on: Watching) => (await callsSince(on, 0)).length;

  /** The watcher leaves the bus; resolves once the watch has heard it. */
  async function leave(on: Watching, sni: FakeWatcher): Promise<void> {
    const from = on.tap.delivered.mark();
    await sni.stop();
    await on.tap.signal(from, 'NameOwnerChanged', isWatcherOwner(''));
  }

  /** A new watcher takes the name (with a panel, holding no items); resolves once the watch has heard it. */
  async function arrive(t: TestContext, on: Watching): Promise<FakeWatcher> {
    const from = on.tap.delivered.mark();
    const next = await watcher(t);
    await on.tap.signal(from, 'NameOwnerChanged', isWatcherOwner(uniqueNameOf(next.bus)));
    return next;
  }

  async function restart(t: TestContext, on: Watching, sni: FakeWatcher): Promise<FakeWatcher> {
    await leave(on, sni);
    return arrive(t, on);
  }

  /**
   * From a tray just made (its grace period running, nothing read meanwhile): the grace period
   * ends and the icon is decided refused; then our item registers (as Electron does) and the
   * watcher settles: the icon shows. One step at a time, each ending in a report, so no read
   * is left under way when this resolves.
   */
  async function shownWith(t: TestContext, on: Watching, n: number): Promise<void> {
    const decided = on.told.mark();
    await on.clock.advance(TRAY_GRACE_MS);
    const refused = await on.told.after(decided, (r) => r.report.presence.state !== 'unknown-yet');
    assert.equal(refused.report.presence.state === 'not-shown' && refused.report.presence.cause, 'item-refused');
    const from = on.tap.delivered.mark();
    const told = on.told.mark();
    assert.equal(await (await item(t, ourName(n))).register(ourName(n)), 'accepted');
    await on.tap.signal(from, 'StatusNotifierItemRegistered');
    await on.clock.advance(TRAY_SETTLE_MS);
    await on.told.after(told, (r) => r.report.presence.state === 'shown' && r.report.presence.certain);
  }

  /** A watcher holding our shown icon, a watch on it, and the marks of what it has told and asked so far. */
  async function shown(t: TestContext, options: { shell?: boolean } = {}): Promise<{ sni: FakeWatcher; on: Watching; told: number; calls: number }> {
    const sni = await watcher(t);
    const on = watch(t, options);
    await on.w.ready;
    await shownWith(t, on, 1);
    return { sni, on, told: on.told.mark(), calls: await callCount(on) };
  }

  const rebuilds = (on: Watching, from = 0) => on.told.all.slice(from).filter((r) => r.report.trayHostAppeared);

  test('a watcher listing 40 items by unique name (GNOME): ours is found by its name in two calls, none asked about one by one', HANG_GUARD, async (t) => {
    await watcher(t, 'gnome');
    for (let n = 0; n < 40; n++) await (await item(t, null)).register('/org/ayatana/NotificationItem/other');
    // Chromium's item owns a name with our process id and registers by it; the watcher lists
    // it by its connection's unique name, like the others.
    assert.equal(await (await item(t, ourName(1))).register(ourName(1)), 'accepted');
    const on = watch(t);
    const first = await on.told.after(0, () => true);
    assert.deepEqual(first.report.presence, { state: 'shown', certain: true, note: 'the tray holds our icon and a panel shows it' });
    const calls = await callsSince(on, 0);
    t.diagnostic(`calls for one check of 41 items: ${calls.join(' ')}`);
    assert.deepEqual(calls.filter((m) => m !== 'Hello' && m !== 'AddMatch').sort(), ['Get', 'Get', 'GetNameOwner', 'ListNames', 'NameHasOwner']);
  });

  test('a watcher listing 40 items by unique name, none ours: at most MAX_ITEMS_EXAMINED asked about per check, and the icon is not shown', HANG_GUARD, async (t) => {
    await watcher(t, 'gnome');
    for (let n = 0; n < 40; n++) await (await item(t, null)).register('/org/ayatana/NotificationItem/other');
    const on = watch(t, { pid: 7 });
    await on.w.ready;
    await on.clock.advance(TRAY_GRACE_MS);
    const decided = await on.told.after(0, (r) => r.report.presence.state !== 'unknown-yet');
    assert.equal(decided.report.presence.state === 'not-shown' && decided.report.presence.cause, 'item-refused');
    const calls = await callsSince(on, 0);
    const checks = calls.filter((m) => m === 'NameHasOwner').length;
    const asked = calls.filter((m) => m === 'GetConnectionUnixProcessID').length;
    t.diagnostic(`${checks} checks of 40 foreign items: ${asked} asked about one by one, ${calls.length} calls in all`);
    assert.equal(checks, 2, 'at start and when the grace period ends');
    assert.equal(asked, checks * MAX_ITEMS_EXAMINED);
  });

  test('a watcher that comes and goes 50 times at once (a panel restarting): nothing is told meanwhile, then one read, one report and one new tray; again within 30 s, the new tray waits for the bound', HANG_GUARD, async (t) => {
    const start = await shown(t);
    const { on, told, calls } = start;
    let { sni } = start;
    for (let n = 0; n < 50; n++) sni = await restart(t, on, sni);
    assert.equal(on.told.all.length, told, 'nothing is told while the watcher comes and goes');
    assert.deepEqual(await callsSince(on, calls), [], 'nothing is asked either');
    await on.clock.advance(TRAY_SETTLE_MS);
    const back = await on.told.after(told, () => true);
    assert.deepEqual(back.report.facts, { bus: 'reachable', watcher: true, host: true, ourItem: false });
    assert.equal(back.report.trayHostAppeared, true, 'the shell makes its tray anew: the new watcher does not hold the old icon');
    const burst = await callsSince(on, calls);
    t.diagnostic(`50 restarts at once: ${burst.length} calls (${burst.join(' ')}), ${on.told.all.length - told} report`);
    assert.deepEqual(burst.sort(), ['Get', 'Get', 'NameHasOwner'], 'one read');
    assert.equal(on.told.all.length, told + 1);
    const rebuiltAt = back.at;

    // The shell makes its tray anew; Electron registers it with the watcher now running.
    const made = on.told.mark();
    on.w.trayCreated();
    await on.told.after(made, (r) => r.report.presence.state === 'unknown-yet');
    await shownWith(t, on, 2);

    // The panel restarts 50 times again, well within the bound: the facts are told once
    // settled, but the new tray waits until the bound has passed since the last one.
    const again = on.told.mark();
    for (let n = 0; n < 50; n++) sni = await restart(t, on, sni);
    await on.clock.advance(TRAY_SETTLE_MS);
    const settled = await on.told.after(again, () => true);
    assert.equal(settled.report.presence.state === 'not-shown' && settled.report.presence.cause, 'item-refused');
    assert.equal(settled.report.trayHostAppeared, false, 'held: the last tray was made less than the bound ago');
    await on.clock.advance(rebuiltAt + TRAY_REBUILD_MIN_INTERVAL_MS - on.clock.now() - 1);
    assert.equal(rebuilds(on, again).length, 0);
    await on.clock.advance(1);
    const held = await on.told.after(again, (r) => r.report.trayHostAppeared);
    assert.equal(held.at, rebuiltAt + TRAY_REBUILD_MIN_INTERVAL_MS);
    assert.equal(rebuilds(on).length, 2, 'one new tray per burst of 50 restarts');
  });

  test('a watcher in a crash loop (restarted every 2 s, 50 times): read and told at most a few times per 30 s, a new tray at most once', HANG_GUARD, async (t) => {
    const looping = await shown(t, { shell: true });
    const { on, told, calls } = looping;
    let { sni } = looping;
    const start = on.clock.now();
    for (let n = 0; n < 50; n++) {
      sni = await restart(t, on, sni);
      await on.clock.advance(2_000);
    }
    const elapsed = on.clock.now() - start;
    const times = rebuilds(on, told).map((r) => r.at);
    const reads = (await callsSince(on, calls)).filter((m) => m === 'NameHasOwner').length;
    const all = (await callsSince(on, calls)).length;
    t.diagnostic(`${elapsed / 1000} s of restarts: ${on.told.all.length - told} reports, new trays at ${times.map((at) => `${(at - start) / 1000} s`).join(', ')}; ${reads} reads, ${all} calls`);
    for (let i = 1; i < times.length; i++) assert.ok(times[i]! - times[i - 1]! >= TRAY_REBUILD_MIN_INTERVAL_MS, `new trays ${times[i - 1]} and ${times[i]} closer than the bound`);
    const windows = Math.ceil(elapsed / TRAY_SETTLE_MAX_MS);
    assert.ok(times.length <= windows, `${times.length} new trays in ${elapsed} ms`);
    // Per window of TRAY_SETTLE_MAX_MS: a read when the longest settle wait ends, and for the
    // one new tray it may bring, a read when it is made and one when its grace period ends;
    // a report after each, and one more when a held new tray comes due.
    assert.ok(reads <= windows * 3, `${reads} reads in ${elapsed} ms`);
    assert.ok(on.told.all.length - told <= windows * 4, `${on.told.all.length - told} reports in ${elapsed} ms`);
  });

  test('a watcher that repeats its registration signal 50 times: one read once it falls quiet, nothing told', HANG_GUARD, async (t) => {
    const { sni, on, told, calls } = await shown(t);
    for (let n = 0; n < 50; n++) {
      const from = on.tap.delivered.mark();
      sni.reannounce();
      await on.tap.signal(from, 'StatusNotifierItemRegistered');
    }
    const gets = sni.getsSoFar();
    await on.clock.advance(TRAY_SETTLE_MS);
    await sni.gets(gets + 2);
    const repeated = await callsSince(on, calls);
    t.diagnostic(`50 repeated signals: ${repeated.length} calls (${repeated.join(' ')})`);
    assert.deepEqual(repeated.sort(), ['Get', 'Get', 'NameHasOwner']);
    assert.equal(on.told.all.length, told, 'nothing changed: nothing told');
  });
});
