// What the log says of the tray icon while a tray host appears after start, through the whole
// shell on a private bus daemon with a stand-in StatusNotifier watcher (as in
// shell-tray-presence.test.ts): one line per decision the person would notice (no tray
// icon; the icon shown), not the steps between. The new host does not hold the icon made
// before it came ("not shown: item refused") until the tray is made anew: that was logged, a
// warning a few milliseconds before "tray icon shown", and read as a failure in bug reports.
// Time moves only by the manual clock; every other wait is for the bus's signal to reach the
// shell.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import dbus from 'dbus-next';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { TRAY_SETTLE_MS } from '../../main/platform/electron/linux/tray-pace.ts';
import { TRAY_GRACE_MS } from '../../main/platform/electron/tray-presence-decision.ts';
import { createFakeElectron } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { missingDbus, startDbusSession, type DbusSession } from '../support/dbus-session.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { startWatcher } from './support/sni-watcher-service.ts';
import { eventually } from './support/shell-with-sim.ts';
import { tappedBus } from './support/tapped-bus.ts';
import { registerTrays } from './support/tray-items.ts';

useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const missing = missingDbus(['dbus-daemon']);
// Where the daemon is missing: skip and say why, except under CI, which installs it.
const skip = missing !== null && !process.env.CI ? missing : false;

describe('the log while a tray host appears after start', { skip }, () => {
  let session: DbusSession;
  let root = '';
  const toStop: { stop(): unknown }[] = [];

  before(async () => {
    session = await startDbusSession({ activation: false });
    root = mkdtempSync(join(tmpdir(), 'stint-tray-log-'));
    // keytar would look for a keyring on the person's own session bus: there is none here.
    delete process.env.DBUS_SESSION_BUS_ADDRESS;
  });

  after(async () => {
    for (const s of toStop.splice(0).reverse()) await s.stop();
    await session?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('no watcher, then one with a panel: the log says "not shown", then "shown"; nothing in between, and no second notice', HANG_GUARD, async () => {
    const { fake, shellElectron } = createFakeElectron();
    const dir = join(root, 'appears');
    mkdirSync(join(dir, 'run'), { recursive: true, mode: 0o700 });
    fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: dir, logs: join(dir, 'logs') };
    const { registrations, stop } = registerTrays(fake, session.address);
    toStop.push({ stop });
    const clock = new ManualClock(Date.UTC(2026, 10, 23, 9));
    const tap = tappedBus(session.address);
    const starting = startShell({
      electron: shellElectron,
      platform: 'linux',
      env: { STINT_USER_DATA_DIR: dir, XDG_CURRENT_DESKTOP: 'KDE', XDG_RUNTIME_DIR: join(dir, 'run'), XDG_CONFIG_HOME: join(dir, 'config') },
      execPath: process.execPath,
      argv: [process.execPath, fake.app.paths.appPath],
      buses: { system: () => dbus.sessionBus({ busAddress: session.address }), session: tap.connect },
      clock,
    });
    fake.app.becomeReady();
    const started = (await starting) as Extract<ShellStart, { state: 'running' }>;
    const trayStatus = () => started.stint.snapshot().shell.tray;
    // The grace period ends after the shell's first read of the bus: no watcher, answered and
    // decided (its promise chain run out). Under load the read was once still under way when
    // the clock moved, and the grace period decided without it ("shown", uncertain, first).
    await tap.delivered.after(0, (m) => m.type === dbus.MessageType.METHOD_RETURN && m.signature === 'b', 'the answer to NameHasOwner');
    await new Promise((resolve) => setImmediate(resolve));
    await clock.advance(TRAY_GRACE_MS);
    await eventually(() => trayStatus() !== null, 'no tray icon: window mode');

    const came = tap.delivered.mark();
    const sni = await startWatcher(session.address, { form: 'kde', host: true });
    toStop.push(sni);
    await tap.signal(came, 'NameOwnerChanged');
    await clock.advance(TRAY_SETTLE_MS);
    await eventually(() => fake.trays.length === 2, 'the tray made anew for the new host');
    assert.equal(await registrations[1], 'accepted');
    // The only item registered with this watcher is the new tray's (the signal may have come already).
    await tap.signal(came, 'StatusNotifierItemRegistered');
    await clock.advance(TRAY_SETTLE_MS);
    await eventually(() => trayStatus() === null, 'the icon shown');
    fake.app.quit();
    await fake.app.whenQuitted;

    const lines = readFileSync(join(dir, 'logs', 'stint.log'), 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const aboutTheIcon = lines.filter((l) => /tray icon|no tray/.test(String(l.msg))).map((l) => `${String(l.level)} ${String(l.msg)}${l.cause ? ` (${String(l.cause)})` : ''}`);
    assert.deepEqual(aboutTheIcon, ['warn tray icon not shown (no-watcher)', 'info a tray host appeared; the tray icon is made anew', 'info tray icon shown']);
    assert.equal(fake.notifications.filter((n) => n.options.title === 'Stint has no tray icon here').length, 1, 'the notice once, at the first decision');
  });
});
