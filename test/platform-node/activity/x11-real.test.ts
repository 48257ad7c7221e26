// The X11 backend for real: x-win's prebuilt binary reading a real X server (Xvfb) whose
// window manager (openbox) keeps _NET_ACTIVE_WINDOW as a desktop's does, with xterm windows
// focused in turn by xdotool. Each step waits for the change the backend reports, never for
// wall time.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ActivitySource, FocusedWindow } from '../../../main/core/ports.ts';
import { loadXWin, xWinSource } from '../../../main/platform/node/activity/x-win-source.ts';
import { Told } from '../../platform-electron/support/told.ts';
import { HANG_GUARD } from '../../support/hang-guard.ts';
import { missingX11, startX11Desktop, type X11Desktop } from './support/x11-desktop.ts';
import { startXvfb } from '../../support/xvfb.ts';
import { RecorderRig } from '../../core/activity/recorder-rig.ts';
import { englishTroubles } from './support/english.ts';

const library = loadXWin();
const missing = missingX11() ?? (library.ok ? null : `x-win has no binary for this machine (${library.reason})`);
// Where a program is missing: skip and say why, except under CI, which installs them.
const skip = missing !== null && !process.env.CI ? `the real X11 test cannot run here: ${missing}` : false;

test('a real X11 desktop (Xvfb + openbox) through x-win: each window focused in turn is reported once, with its title and its application; a new title too', { ...HANG_GUARD, skip }, async () => {
  const desktop: X11Desktop = await startX11Desktop();
  // x-win's thread opens the display named here.
  process.env.DISPLAY = desktop.display;
  try {
    const writer = await desktop.open('Budget 2026.ods - LibreOffice Calc', 'libreoffice-calc');
    const editor = await desktop.open('main.ts - stint - Visual Studio Code', 'Code');
    const browser = await desktop.open('Issue 62 · Stint — Mozilla Firefox', 'firefox');
    // Openbox focuses a new window once it maps it, which can come after the window exists
    // (a CI rehearsal's first report was the editor's): the browser is focused before watching.
    await desktop.activate(browser);

    const source = xWinSource({ backend: 'x11', intervalMs: 200 });
    assert.deepEqual(await source.availability(), { ok: true, backend: 'x11', titles: true });
    const told = new Told<FocusedWindow | null>();
    const troubles: string[] = [];
    const stop = source.watch(told.push, englishTroubles((r) => troubles.push(r)));
    try {
      const focus = async (id: string, expected: FocusedWindow): Promise<void> => {
        const mark = told.mark();
        await desktop.activate(id);
        assert.deepEqual(await told.after(mark, (w) => w?.title === expected.title, expected.title), expected);
      };
      // The browser has the focus at first.
      assert.deepEqual(await told.after(0, (w) => w !== null, 'a first window'), { app: 'firefox', title: 'Issue 62 · Stint — Mozilla Firefox' });
      await focus(writer, { app: 'libreoffice-calc', title: 'Budget 2026.ods - LibreOffice Calc' });
      await focus(editor, { app: 'Code', title: 'main.ts - stint - Visual Studio Code' });
      // Focusing the window that has the focus changes nothing: no report.
      await desktop.activate(editor);
      await focus(browser, { app: 'firefox', title: 'Issue 62 · Stint — Mozilla Firefox' });

      const mark = told.mark();
      await desktop.retitle(browser, 'Pull request 63 · Stint — Mozilla Firefox');
      assert.deepEqual(await told.after(mark, (w) => w?.title.startsWith('Pull') === true, 'the new title'), {
        app: 'firefox',
        title: 'Pull request 63 · Stint — Mozilla Firefox',
      });

      assert.deepEqual(
        told.all.map((w) => w?.title),
        [
          'Issue 62 · Stint — Mozilla Firefox',
          'Budget 2026.ods - LibreOffice Calc',
          'main.ts - stint - Visual Studio Code',
          'Issue 62 · Stint — Mozilla Firefox',
          'Pull request 63 · Stint — Mozilla Firefox',
        ],
      );
      assert.deepEqual(troubles, []);
    } finally {
      stop();
    }
  } finally {
    await desktop.stop();
  }
});

test('a real X server whose window manager keeps no _NET_ACTIVE_WINDOW: availability answers without reading a window, and the watch says why nothing is seen', { ...HANG_GUARD, skip }, async () => {
  const x = await startXvfb();
  process.env.DISPLAY = x.display;
  try {
    const source = xWinSource({ backend: 'x11', intervalMs: 200 });
    assert.deepEqual(await source.availability(), { ok: true, backend: 'x11', titles: true });
    const troubles = new Told<string>();
    const stop = source.watch(() => assert.fail('no window without a window manager'), englishTroubles(troubles.push));
    try {
      assert.equal(
        await troubles.after(0, () => true),
        "This X11 session's window manager does not say which window is active (it keeps no _NET_ACTIVE_WINDOW), so Stint cannot see the focused window.",
      );
    } finally {
      stop();
    }
  } finally {
    await x.stop();
  }
});

test('hostile titles from a real X11 window reach the record as one printable line: escape sequences, BEL and U+0085 out, a long title cut between emoji', { ...HANG_GUARD, skip }, async () => {
  const desktop: X11Desktop = await startX11Desktop();
  process.env.DISPLAY = desktop.display;
  let rig: RecorderRig | undefined;
  try {
    const hostile = '\u001b]0;root@prod\u0007\u001b[31mdeploy\u001b[0m\u0007 log\u0085next \u202Etxt.exe';
    const long = `${'x'.repeat(299)}${'😀'.repeat(5)}`;
    // The window to be seen first is opened last: openbox focuses a window it maps, at times
    // after an activation asked meanwhile (a rehearsal at 03:00 on 29 November saw the other
    // window first though the terminal had been activated).
    const other = await desktop.open(long, 'firefox');
    const term = await desktop.open(hostile, 'xterm');
    await desktop.activate(term);
    const real = xWinSource({ backend: 'x11', intervalMs: 200 });
    const told = new Told<FocusedWindow | null>();
    const backend: ActivitySource = {
      availability: () => real.availability(),
      watch: (onFocus, onTrouble) =>
        real.watch((w) => {
          onFocus(w);
          told.push(w);
        }, onTrouble),
    };
    rig = await RecorderRig.start({}, undefined, undefined, backend);
    assert.equal((await told.after(0, (w) => w !== null, 'the first window'))?.app, 'xterm');
    await rig.advance(60_000);
    const mark = told.mark();
    await desktop.activate(other);
    await told.after(mark, (w) => w?.app === 'firefox', 'the long title');
    await rig.advance(60_000);
    await rig.recorder.close();
    const lines = Object.values(rig.files()).join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { a: string; t: string });
    assert.deepEqual([...new Set(lines.map((l) => `${l.a}: ${l.t}`))], ['xterm: deploy log next txt.exe', `firefox: ${'x'.repeat(299)}`]);
  } finally {
    await rig?.close();
    await desktop.stop();
  }
});
