// The x-win backend against a stand-in for the library that answers as its documentation
// (index.d.ts of 3.4.0) says: subscribeActiveWindow calls back on its own thread with
// (error, WindowInfo) when the active window changes and returns a thread id that
// unsubscribeActiveWindow stops; on macOS without Screen Recording, CGWindowList gives no
// window names, so titles come empty. The real library on Windows and macOS runs only there.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FocusedWindow } from '../../../main/core/ports.ts';
import { xWinSource, type XWinModule, type XWinWindow } from '../../../main/platform/node/activity/x-win-source.ts';
import { NINE, RecorderRig } from '../../core/activity/recorder-rig.ts';
import { englishTroubles, inEnglish } from './support/english.ts';

class FakeXWin implements XWinModule {
  active: XWinWindow = { title: '', info: { name: 'Finder', execName: 'Finder' } };
  /** Reads of the active window (x-win's activeWindow, and the first report of each subscription). */
  reads = 0;
  readonly subscribers = new Map<number, (error: Error | null, info: XWinWindow | undefined) => void>();
  intervals: (number | undefined)[] = [];
  private next = 1;
  activeWindow(): XWinWindow {
    this.reads++;
    return this.active;
  }
  subscribeActiveWindow(callback: (error: Error | null, info: XWinWindow | undefined) => void, interval?: number): number {
    this.intervals.push(interval);
    const id = this.next++;
    this.subscribers.set(id, callback);
    this.reads++;
    callback(null, this.active);
    return id;
  }
  unsubscribeActiveWindow(threadId: number): void {
    this.subscribers.delete(threadId);
  }
  focus(w: XWinWindow): void {
    this.active = w;
    for (const s of this.subscribers.values()) s(null, w);
  }
  fail(message: string): void {
    for (const s of this.subscribers.values()) s(new Error(message), undefined);
  }
}

const safari = (title: string, url?: string): XWinWindow => ({ title, info: { name: 'Safari', execName: 'Safari' }, ...(url ? { url } : {}) });

function watching(source: ReturnType<typeof xWinSource>) {
  const seen: (FocusedWindow | null)[] = [];
  const troubles: string[] = [];
  const stop = source.watch((w) => seen.push(w), englishTroubles((r) => troubles.push(r)));
  return { seen, troubles, stop };
}

test('macOS without Screen Recording: availability says titles need it, and the record gets the application alone', async () => {
  const lib = new FakeXWin();
  const source = xWinSource({ backend: 'macos', load: () => ({ ok: true, module: lib }), screenRecording: () => false });
  assert.deepEqual(inEnglish(await source.availability()), { ok: true, backend: 'macos', titles: false, note: "macOS shows Stint window titles only with the Screen Recording permission: without it the record keeps each application's name alone. Allow Stint in System Settings › Privacy & Security › Screen Recording to record titles too." });
  const w = watching(source);
  // Even a title the system gave (an older macOS) is not kept without the permission.
  lib.focus(safari('Bank statement — Safari', 'https://bank.example/statement'));
  lib.focus(safari('Another page — Safari'));
  assert.deepEqual(w.seen, [{ app: 'Finder', title: '' }, { app: 'Safari', title: '' }]);
  assert.equal(lib.intervals[0], 1000, 'x-win checks the active window once a second');
  w.stop();
});

test('macOS with Screen Recording: titles, never the address (reading it would ask the browser through AppleScript)', async () => {
  const lib = new FakeXWin();
  const source = xWinSource({ backend: 'macos', load: () => ({ ok: true, module: lib }), screenRecording: () => true });
  assert.deepEqual(await source.availability(), { ok: true, backend: 'macos', titles: true });
  const w = watching(source);
  lib.focus(safari('Invoice 12 — Safari', 'https://billing.example/12'));
  assert.deepEqual(w.seen.at(-1), { app: 'Safari', title: 'Invoice 12 — Safari' });
  w.stop();
});

test("Windows: the browser's address when x-win has one, never its 'not supported' sentence; stop ends the subscription", async () => {
  const lib = new FakeXWin();
  const source = xWinSource({ backend: 'windows', load: () => ({ ok: true, module: lib }) });
  const w = watching(source);
  lib.focus({ title: 'Stint - Google Chrome', info: { name: 'Google Chrome', execName: 'chrome' }, url: 'https://stint.app/' });
  lib.focus({ title: 'Notes.txt - Notepad', info: { name: '', execName: 'notepad' }, url: 'URL recovery not supported' });
  assert.deepEqual(w.seen.slice(1), [
    { app: 'Google Chrome', title: 'Stint - Google Chrome', url: 'https://stint.app/' },
    { app: 'notepad', title: 'Notes.txt - Notepad' },
  ]);
  w.stop();
  assert.equal(lib.subscribers.size, 0);
  lib.focus(safari('after the stop'));
  assert.equal(w.seen.length, 3);
});

test('the same window again is not a change; an error is one trouble until the library reads again', async () => {
  const lib = new FakeXWin();
  const w = watching(xWinSource({ backend: 'x11', load: () => ({ ok: true, module: lib }) }));
  lib.focus({ title: 'a', info: { name: 'XTerm', execName: 'xterm' } });
  lib.focus({ title: 'a', info: { name: 'XTerm', execName: 'xterm' } });
  lib.fail('X connection closed');
  lib.fail('X connection closed');
  assert.deepEqual(w.troubles, ['Stint cannot read the focused window on this X11 session (X connection closed).']);
  lib.focus({ title: 'b', info: { name: 'XTerm', execName: 'xterm' } });
  lib.fail('X connection closed');
  assert.equal(w.troubles.length, 2);
  assert.deepEqual(w.seen.map((s) => s?.title), ['', 'a', 'b']);
  w.stop();
});

test('a library that cannot load (no binary for this machine) is a reason, and watching reports the trouble, nothing else', async () => {
  const source = xWinSource({ backend: 'x11', load: () => ({ ok: false, reason: 'Cannot find native binding' }) });
  assert.deepEqual(inEnglish(await source.availability()), {
    ok: false,
    backend: 'x11',
    reason: "Stint's window library cannot run on this X11 session (Cannot find native binding).",
  });
  const w = watching(source);
  assert.deepEqual([w.seen, w.troubles], [[], ["Stint's window library cannot run on this X11 session (Cannot find native binding)."]]);
});

test('availability reads no window: the record may be off; an X11 window manager that keeps no _NET_ACTIVE_WINDOW is said in words once the record watches (x-win 3.4.0 calls back with this on Xvfb without one)', async () => {
  const lib = new FakeXWin();
  for (const backend of ['x11', 'windows', 'macos'] as const) {
    const a = await xWinSource({ backend, load: () => ({ ok: true, module: lib }), screenRecording: () => true }).availability();
    assert.equal(a.ok, true, backend);
  }
  assert.equal(lib.reads, 0, 'no window read to answer whether it can record');
  lib.subscribeActiveWindow = (callback) => {
    callback(new Error('Something got wrong, not possible to get active window calling _NET_ACTIVE_WINDOW'), undefined);
    return 1;
  };
  const w = watching(xWinSource({ backend: 'x11', load: () => ({ ok: true, module: lib }) }));
  assert.deepEqual(w.troubles, ["This X11 session's window manager does not say which window is active (it keeps no _NET_ACTIVE_WINDOW), so Stint cannot see the focused window."]);
  const cannotConnect = new FakeXWin();
  cannotConnect.subscribeActiveWindow = (callback) => {
    callback(new Error('Connection error, possible I/O error'), undefined);
    return 1;
  };
  assert.deepEqual(watching(xWinSource({ backend: 'x11', load: () => ({ ok: true, module: cannotConnect }) })).troubles, ['Stint cannot read the focused window on this X11 session (Connection error, possible I/O error).']);
});

test('the record off, a start reads no window to say whether it can record, and watches none; turned on, it reads', async () => {
  const lib = new FakeXWin();
  lib.active = { title: 'Bank — statements', info: { name: 'Firefox', execName: 'firefox' } };
  const rig = await RecorderRig.start({ enabled: false }, NINE, undefined, xWinSource({ backend: 'x11', load: () => ({ ok: true, module: lib }) }));
  try {
    await rig.advance(60_000);
    await rig.kill();
    await rig.advance(60_000);
    assert.equal(rig.recorder.status().availability?.ok, true, 'Settings can offer the switch');
    assert.deepEqual([lib.reads, lib.subscribers.size], [0, 0], 'two starts with the record off: no window read');
    await rig.set({ enabled: true });
    assert.deepEqual([lib.reads, lib.subscribers.size], [1, 1]);
  } finally {
    await rig.close();
  }
});

test("a stop after x-win's thread ended (its unsubscribe throws) does not throw: the record can still turn off", () => {
  const lib = new FakeXWin();
  lib.unsubscribeActiveWindow = () => {
    throw new Error('Failed to send stop signal.');
  };
  const w = watching(xWinSource({ backend: 'x11', load: () => ({ ok: true, module: lib }) }));
  assert.doesNotThrow(() => w.stop());
});

test('nothing focused (x-win answers a window with no name and no app) is reported as no window', async () => {
  const lib = new FakeXWin();
  lib.active = { title: '', info: { name: '', execName: '' } };
  const w = watching(xWinSource({ backend: 'x11', load: () => ({ ok: true, module: lib }) }));
  assert.deepEqual(w.seen, [null]);
  w.stop();
});

const notWindows = process.platform === 'win32' ? false : `Windows only: x-win's win32 binary reads the foreground window there (this machine is ${process.platform})`;
test('the real library on Windows: the foreground window is reported with its application', { skip: notWindows }, async () => {
    const source = xWinSource({ backend: 'windows' });
    assert.equal((await source.availability()).ok, true);
    const first = await new Promise<FocusedWindow | null>((resolve) => {
      const stop = source.watch((w) => (stop?.(), resolve(w)), () => undefined);
    });
    assert.ok(first === null || first.app.length > 0);
});

const notMac = process.platform === 'darwin' ? false : `macOS only: x-win's darwin binary and the Screen Recording permission exist only there (this machine is ${process.platform})`;
test('the real library on macOS: the frontmost application is reported, its title blank without the permission', { skip: notMac }, async () => {
    const source = xWinSource({ backend: 'macos', screenRecording: () => false });
    const first = await new Promise<FocusedWindow | null>((resolve) => {
      const stop = source.watch((w) => (stop?.(), resolve(w)), () => undefined);
    });
    assert.ok(first === null || (first.app.length > 0 && first.title === ''));
});
