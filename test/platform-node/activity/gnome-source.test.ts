// The GNOME on Wayland backend on a private D-Bus session bus, against a stand-in GNOME Shell
// carrying the extensions' real D-Bus interfaces. The once-a-second read runs on a manual
// clock: the test moves it on and waits for the report.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FocusedWindow } from '../../../main/core/ports.ts';
import { gnomeSource, POLL_MS } from '../../../main/platform/node/activity/gnome-source.ts';
import { Told } from '../../platform-electron/support/told.ts';
import { HANG_GUARD } from '../../support/hang-guard.ts';
import { privateBusForFile } from './support/private-bus.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import { FakeGnomeShell } from './support/fake-gnome-shell.ts';
import { english, englishTroubles, inEnglish } from './support/english.ts';

const { skip, bus, session } = privateBusForFile();

/** Moves the clock to the next read and waits until the stand-in has answered it. */
async function nextRead(clock: ManualClock, shell: FakeGnomeShell): Promise<void> {
  const reads = shell.reads.length;
  while (clock.pending === 0) await new Promise<void>((r) => setImmediate(r));
  await clock.advance(POLL_MS);
  while (shell.reads.length === reads) await new Promise<void>((r) => setImmediate(r));
}

test('Focused Window D-Bus: the window at once, an app change by its signal without waiting for a read, a new title at the next read', { ...HANG_GUARD, skip }, async () => {
  const shell = await FakeGnomeShell.start(session().address, ['focused-window-dbus']);
  try {
    shell.open({ id: 1, wm_class: 'org.gnome.TextEditor', title: 'notes.txt' });
    shell.open({ id: 2, wm_class: 'firefox', title: 'Issue 62 — Mozilla Firefox' });
    shell.focusedId = 1;
    const clock = new ManualClock();
    const source = gnomeSource({ bus, clock });
    assert.deepEqual(inEnglish(await source.availability()), { ok: true, backend: 'gnome', titles: true, note: 'Through the GNOME Shell extension "Focused Window D-Bus".' });
    assert.deepEqual(shell.reads, [], 'no window read to answer whether it can record (the record may be off)');
    const told = new Told<FocusedWindow | null>();
    const troubles: string[] = [];
    const stop = source.watch(told.push, englishTroubles((r) => troubles.push(r)));
    assert.deepEqual(await told.after(0, () => true), { app: 'org.gnome.TextEditor', title: 'notes.txt' });
    // The signal's match rule is added after the first read; the read loop sleeps after it.
    while (clock.pending === 0) await new Promise<void>((r) => setImmediate(r));

    let mark = told.mark();
    shell.focus(2);
    assert.deepEqual(await told.after(mark, () => true), { app: 'firefox', title: 'Issue 62 — Mozilla Firefox' });
    assert.equal(clock.now(), 0, 'the change came by the signal, not a read');

    mark = told.mark();
    shell.windows[1]!.title = 'Pull request 63 — Mozilla Firefox';
    await nextRead(clock, shell);
    assert.deepEqual(await told.after(mark, () => true), { app: 'firefox', title: 'Pull request 63 — Mozilla Firefox' });
    mark = told.mark();
    await nextRead(clock, shell); // nothing changed: nothing reported
    shell.focus(null);
    assert.equal(await told.after(mark, () => true), null);
    assert.deepEqual(told.all.map((w) => w?.title ?? null), ['notes.txt', 'Issue 62 — Mozilla Firefox', 'Pull request 63 — Mozilla Firefox', null]);
    assert.deepEqual(troubles, []);
    stop();
  } finally {
    await shell.stop();
  }
});

test('Window Calls: the focused window from the list, read once a second; the extension turned off is a trouble', { ...HANG_GUARD, skip }, async () => {
  const shell = await FakeGnomeShell.start(session().address, ['window-calls']);
  try {
    shell.open({ id: 7, wm_class: 'Code', title: 'main.ts — stint' });
    shell.open({ id: 8, wm_class: 'org.gnome.Nautilus', title: 'Downloads' });
    shell.focusedId = 8;
    const clock = new ManualClock();
    const source = gnomeSource({ bus, clock });
    assert.deepEqual(inEnglish(await source.availability()), { ok: true, backend: 'gnome', titles: true, note: 'Through the GNOME Shell extension "Window Calls".' });
    assert.deepEqual(shell.reads, [], "no window read to answer whether it can record: Window Calls' list holds every window's title");
    const told = new Told<FocusedWindow | null>();
    const troubles = new Told<string>();
    const stop = source.watch(told.push, englishTroubles(troubles.push));
    assert.deepEqual(await told.after(0, () => true), { app: 'org.gnome.Nautilus', title: 'Downloads' });
    const mark = told.mark();
    shell.focus(7);
    await nextRead(clock, shell);
    assert.deepEqual(await told.after(mark, () => true), { app: 'Code', title: 'main.ts — stint' });

    await shell.stop();
    while (clock.pending === 0) await new Promise<void>((r) => setImmediate(r));
    await clock.advance(POLL_MS);
    assert.match(await troubles.after(0, () => true), /^The GNOME Shell extension "Window Calls" stopped answering \(org\.freedesktop\.DBus\.Error\.NameHasNoOwner/);
    stop();
  } finally {
    await shell.stop();
  }
});

test('GNOME Shell without either extension: Settings says which to install, in words', { ...HANG_GUARD, skip }, async () => {
  const shell = await FakeGnomeShell.start(session().address, []);
  try {
    assert.deepEqual(inEnglish(await gnomeSource({ bus, clock: new ManualClock() }).availability()), {
      ok: false,
      backend: 'gnome',
      reason: 'GNOME on Wayland does not let apps see the focused window without an extension: install the GNOME Shell extension "Focused Window D-Bus" (extensions.gnome.org/extension/5592) or "Window Calls" (extensions.gnome.org/extension/4724), log out and in again, then turn the activity record on again.',
    });
    const troubles = new Told<string>();
    gnomeSource({ bus, clock: new ManualClock() }).watch(() => assert.fail('no window without an extension'), englishTroubles(troubles.push));
    assert.match(await troubles.after(0, () => true), /^GNOME on Wayland does not let apps see the focused window without an extension/);
  } finally {
    await shell.stop();
  }
});

test('the real GNOME Shell', { skip: 'GNOME Shell (and its extensions) does not run on this machine: the extensions are checked through their D-Bus interfaces on a stand-in above' }, () => undefined);
