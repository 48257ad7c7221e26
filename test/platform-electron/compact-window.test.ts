// The compact timer's window with a recording BrowserWindow and a manual clock: made with the
// window's own hardening, small, frameless and always on top, shown without the focus;
// where it opens (the place saved, kept on screen; else the tray's corner); a move saved once
// it settles; closed by the person is the setting off, closed by the shell or by quitting is not.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Display, Point } from 'electron';
import { compactPlace, createCompactWindow, MOVE_SETTLE_MS, type Place } from '../../main/platform/electron/compact-window.ts';
import { COMPACT_ENTRY_URL, COMPACT_SIZE, hardenedWebPreferences } from '../../main/platform/electron/window-factory.ts';
import { FakeFrame, recordingBrowserWindow } from './support/fake-window.ts';
import { RecordingLog } from './support/recording-log.ts';
import { ManualClock } from '../support/manual-clock.ts';

const left = { bounds: { x: -1920, y: 0, width: 1920, height: 1080 }, workArea: { x: -1920, y: 0, width: 1920, height: 1040 } } as Display;
const main = { bounds: { x: 0, y: 0, width: 2560, height: 1440 }, workArea: { x: 0, y: 32, width: 2560, height: 1408 } } as Display;
const screen = {
  getDisplayNearestPoint: (p: Point) => (p.x < 0 ? left : main),
  getCursorScreenPoint: () => ({ x: 1200, y: 700 }),
};

function setup(saved: Place | null = null, quitting = false) {
  const recorded = recordingBrowserWindow();
  const { created } = recorded;
  /** How each window was shown or focused, in order. */
  const shown: string[] = [];
  class BrowserWindow extends recorded.BrowserWindow {
    override show(): void {
      shown.push('show');
      super.show();
    }
    override showInactive(): void {
      shown.push('showInactive');
      super.showInactive();
    }
    override focus(): void {
      shown.push('focus');
      super.focus();
    }
  }
  const clock = new ManualClock(Date.UTC(2026, 10, 18, 10));
  const saves: Place[] = [];
  let closedByPerson = 0;
  const host = createCompactWindow({
    factory: { BrowserWindow, openExternal: () => undefined, logger: new RecordingLog() },
    window: { preload: '/app/dist/main/preload.cjs', theme: 'dark' },
    screen,
    clock,
    place: () => saved,
    savePlace: (p) => void saves.push(p),
    closedByPerson: () => void closedByPerson++,
    quitting: () => quitting,
  });
  return { host, created, shown, clock, saves, closedByPerson: () => closedByPerson };
}

test('made with the hardened page settings, small, frameless, always on top and out of the taskbar; shown without taking the focus', () => {
  const { host, created, shown } = setup();
  host.open();
  assert.equal(created.length, 1);
  const w = created[0]!;
  assert.deepEqual(w.options.webPreferences, hardenedWebPreferences('/app/dist/main/preload.cjs', false));
  assert.equal(w.options.alwaysOnTop, true);
  assert.equal(w.options.frame, false);
  assert.equal(w.options.skipTaskbar, true);
  assert.equal(w.options.resizable, false);
  assert.equal(w.options.show, false, 'drawn hidden, then shown');
  assert.deepEqual([w.options.width, w.options.height], [COMPACT_SIZE.width, COMPACT_SIZE.height]);
  assert.deepEqual(w.webContents.loadedUrls, [COMPACT_ENTRY_URL]);
  assert.equal(w.isVisible(), true);
  host.open();
  assert.equal(created.length, 1, 'opened once');
  assert.deepEqual(shown, ['showInactive'], 'the focus stays where the person is typing');
  // The guard every Stint page gets: navigation away refused.
  assert.equal(w.webContents.navigate('https://evil.test/').prevented, true);
});

test("its IPC sender check admits only its own page's main frame, and nothing once closed", () => {
  const { host, created } = setup();
  assert.equal(host.isOurFrame(new FakeFrame(1, 1, 't', COMPACT_ENTRY_URL)), false, 'closed: nothing is ours');
  host.open();
  const frame = created[0]!.webContents.mainFrame;
  assert.equal(host.isOurFrame(frame), true);
  assert.equal(host.isOurFrame(new FakeFrame(frame.processId, frame.routingId, 'other', frame.url)), false);
  host.close();
  assert.equal(host.isOurFrame(frame), false);
});

test('first opened in the corner the tray popover would use, on the display under the pointer', () => {
  assert.deepEqual(compactPlace(screen, null), { x: 2560 - COMPACT_SIZE.width, y: 32 });
  const { host, created } = setup();
  host.open();
  assert.deepEqual([created[0]!.options.x, created[0]!.options.y], [2560 - COMPACT_SIZE.width, 32]);
});

test('reopened where it was put, kept inside the work area of the display nearest that place', () => {
  assert.deepEqual(compactPlace(screen, { x: -700, y: 500 }), { x: -700, y: 500 }, 'on the left display, as saved');
  assert.deepEqual(compactPlace(screen, { x: 2550, y: 5 }), { x: 2560 - COMPACT_SIZE.width, y: 32 }, 'pulled back on screen');
  assert.deepEqual(compactPlace(screen, { x: -5000, y: 3000 }), { x: -1920, y: 1040 - COMPACT_SIZE.height }, 'a display gone: onto the nearest');
  const { host, created } = setup({ x: -700, y: 500 });
  host.open();
  assert.deepEqual([created[0]!.options.x, created[0]!.options.y], [-700, 500]);
});

test('a move is saved once it has settled, one save for a drag, none for a place unchanged', async () => {
  const { host, created, clock, saves } = setup();
  host.open();
  const w = created[0]!;
  w.dragTo(100, 200);
  await clock.advance(MOVE_SETTLE_MS - 1);
  w.dragTo(300, 400);
  await clock.advance(MOVE_SETTLE_MS - 1);
  assert.deepEqual(saves, [], 'still moving');
  await clock.advance(1);
  assert.deepEqual(saves, [{ x: 300, y: 400 }]);
  w.dragTo(300, 400);
  await clock.advance(MOVE_SETTLE_MS);
  assert.equal(saves.length, 1, 'the same place is not saved again');
});

test('closed by the shell, a move still settling is saved at once, and the setting is left alone', async () => {
  const { host, created, saves, closedByPerson } = setup();
  host.open();
  created[0]!.dragTo(640, 48);
  host.close();
  assert.deepEqual(saves, [{ x: 640, y: 48 }]);
  assert.equal(created[0]!.isDestroyed(), true);
  assert.equal(host.isOpen(), false);
  assert.equal(closedByPerson(), 0);
  host.open();
  assert.equal(created.length, 2, 'made anew when wanted again');
});

test('closed by the person (Alt+F4) is the setting turned off; closed while quitting is not', () => {
  const person = setup();
  person.host.open();
  person.created[0]!.close();
  assert.equal(person.closedByPerson(), 1);
  assert.equal(person.host.isOpen(), false);

  const quitting = setup(null, true);
  quitting.host.open();
  quitting.created[0]!.close();
  assert.equal(quitting.closedByPerson(), 0);
});

test('events reach its page only while it is open', () => {
  const { host, created } = setup();
  host.send('stint:snapshot', { a: 1 });
  host.open();
  host.send('stint:snapshot', { a: 2 });
  assert.deepEqual(created[0]!.webContents.sent, [{ channel: 'stint:snapshot', args: [{ a: 2 }] }]);
});
