// The KDE Plasma backend on a private D-Bus session bus: Stint's real script and its real
// exported object, with a stand-in for KWin's scripting that loads and runs the script as
// KWin does (support/fake-kwin.ts). Every wait is for a call or a report, never for time.

import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import dbus from 'dbus-next';
import type { FocusedWindow } from '../../../main/core/ports.ts';
import { ACTIVITY_INTERFACE, ACTIVITY_PATH, KWIN_PLUGIN } from '../../../main/platform/node/activity/kwin-script.ts';
import { kwinSource } from '../../../main/platform/node/activity/kwin-source.ts';
import { Told } from '../../platform-electron/support/told.ts';
import { serviceBus } from '../../platform-electron/support/dbus-service.ts';
import { HANG_GUARD } from '../../support/hang-guard.ts';
import { privateBusForFile } from './support/private-bus.ts';
import { FakeKwin } from './support/fake-kwin.ts';
import { english, englishTroubles } from './support/english.ts';

const { skip, bus, session } = privateBusForFile();

test('KWin 6: the script reports the active window at once, then each change and each new title of it; a stranger cannot write the record; stop unloads the script', { ...HANG_GUARD, skip }, async () => {
  const kwin = await FakeKwin.start(session().address, 6);
  try {
    const konsole = kwin.window('org.kde.konsole', '~ : bash — Konsole');
    const firefox = kwin.window('firefox', 'Issue 62 — Mozilla Firefox');
    kwin.active = konsole;
    const source = kwinSource({ bus, scriptDir: session().home });
    assert.deepEqual(await source.availability(), { ok: true, backend: 'kwin', titles: true });
    const told = new Told<FocusedWindow | null>();
    const troubles: string[] = [];
    const stop = source.watch(told.push, englishTroubles((r) => troubles.push(r)));
    assert.deepEqual(await told.after(0, () => true), { app: 'org.kde.konsole', title: '~ : bash — Konsole' });

    let mark = told.mark();
    kwin.activate(firefox);
    assert.deepEqual(await told.after(mark, () => true), { app: 'firefox', title: 'Issue 62 — Mozilla Firefox' });
    mark = told.mark();
    kwin.retitle(konsole, '~/stint : vim — Konsole'); // not the active window: the script no longer follows it
    kwin.retitle(firefox, 'Pull request 63 — Mozilla Firefox');
    assert.deepEqual(await told.after(mark, () => true), { app: 'firefox', title: 'Pull request 63 — Mozilla Firefox' });
    mark = told.mark();
    kwin.activate(null);
    assert.equal(await told.after(mark, () => true), null);

    // Another program on the bus calling Stint's object is refused and changes nothing.
    const stranger = serviceBus(session().address);
    const focus = new dbus.Message({ destination: stintName(kwin), path: ACTIVITY_PATH, interface: ACTIVITY_INTERFACE, member: 'Focus', signature: 'ss', body: ['evil', 'typed by someone else'] });
    await assert.rejects(stranger.call(focus), (e: unknown) => e instanceof dbus.DBusError && e.type === 'org.freedesktop.DBus.Error.AccessDenied');
    stranger.disconnect();
    mark = told.mark();
    kwin.activate(konsole);
    assert.deepEqual(await told.after(mark, () => true), { app: 'org.kde.konsole', title: '~/stint : vim — Konsole' });
    assert.deepEqual(told.all.map((w) => w?.app ?? null), ['org.kde.konsole', 'firefox', 'firefox', null, 'org.kde.konsole']);

    stop();
    await kwin.whenUnloaded(KWIN_PLUGIN);
    // KWin read the script's file when it ran it; Stint removed it then, before it unloads the script.
    assert.deepEqual(readdirSync(session().home).filter((f) => f.startsWith('stint-activity')), []);
    assert.deepEqual(troubles, []);
    assert.ok(kwin.calls.every((c) => c.error === undefined), JSON.stringify(kwin.calls));
  } finally {
    await kwin.stop();
  }
});

/** Stint's connection: where the script's calls went. */
function stintName(kwin: FakeKwin): string {
  assert.ok(kwin.lastDestination, 'the script has called Stint');
  return kwin.lastDestination;
}

test("KWin 5: the script's object at /<id> and clientActivated; a script left loaded by a crashed run is replaced; KWin leaving is a trouble", { ...HANG_GUARD, skip }, async () => {
  const kwin = await FakeKwin.start(session().address, 5);
  try {
    kwin.loaded.set(KWIN_PLUGIN, { id: 41, file: '/nonexistent/left-over.js', ran: true });
    kwin.active = kwin.window('kate', 'notes.md — Kate');
    const told = new Told<FocusedWindow | null>();
    const troubles = new Told<string>();
    const stop = kwinSource({ bus, scriptDir: session().home }).watch(told.push, englishTroubles(troubles.push));
    assert.deepEqual(await told.after(0, () => true), { app: 'kate', title: 'notes.md — Kate' });
    assert.notEqual(kwin.loaded.get(KWIN_PLUGIN)?.id, 41);
    await kwin.stop();
    assert.equal(await troubles.after(0, () => true), 'KWin left the session bus: the focused window is no longer seen.');
    stop();
  } finally {
    await kwin.stop();
  }
});

test('without KWin on the bus, Settings is told why', { ...HANG_GUARD, skip }, async () => {
  const a = await kwinSource({ bus }).availability();
  assert.equal(a.ok, false);
  assert.match(a.ok ? '' : english(a.reason), /^KDE Plasma's KWin does not answer Stint on the session bus \(org\.freedesktop\.DBus\.Error\.ServiceUnknown: .*\), so the focused window cannot be seen\.$/);
});

test('the real KWin', { skip: 'KDE Plasma (kwin_wayland) does not run on this machine: its scripting is checked against the stand-in above, modelled on KWin 5 and 6' }, () => undefined);
