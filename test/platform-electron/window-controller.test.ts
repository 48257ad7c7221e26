// The tray popover's show/hide rules with a recording window and a manual clock: shown
// near the tray on its display and opened at a place, hidden on a second click, and the
// click that blurred (and so hid) the window does not show it again.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Display, Rectangle } from 'electron';
import { createWindowController, BLUR_CLICK_MS } from '../../main/platform/electron/window-controller.ts';
import { hardenedWindowOptions, WINDOW_SIZE, type WindowMode } from '../../main/platform/electron/window-factory.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { recordingBrowserWindow } from './support/fake-window.ts';

const display = { bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1040 } } as Display;

function setup(trayBounds: Rectangle | null, mode: WindowMode = 'popover') {
  const { BrowserWindow } = recordingBrowserWindow();
  const window = new BrowserWindow(hardenedWindowOptions({ preload: '/app/preload.cjs', theme: 'light', mode }));
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 9));
  const screen = { getDisplayNearestPoint: () => display, getCursorScreenPoint: () => ({ x: 1900, y: 1070 }) };
  const ctl = createWindowController({ window, screen, clock, trayBounds: () => trayBounds, mode });
  return { window, clock, ctl };
}

test('a tray click shows the window above a bottom taskbar icon, fully on screen; a second click hides it', () => {
  const { window, ctl } = setup({ x: 1800, y: 1045, width: 24, height: 24 });
  ctl.toggle();
  assert.equal(window.isVisible(), true);
  const [x, y] = window.getPosition() as [number, number];
  assert.ok(y + WINDOW_SIZE.height <= 1040, 'above the taskbar');
  assert.ok(x + WINDOW_SIZE.width <= 1920, 'not past the right edge');
  ctl.toggle();
  assert.equal(window.isVisible(), false);
});

test('showing at a place tells the window where to open; the idle prompt needs no place event', () => {
  const { window, ctl } = setup(null);
  ctl.show('quick-entry');
  assert.deepEqual(window.webContents.sent.at(-1), { channel: 'stint:prompt', args: [{ kind: 'open', place: 'quick-entry' }] });
  const sentBefore = window.webContents.sent.length;
  ctl.show('idle');
  assert.equal(window.webContents.sent.length, sentBefore);
  assert.equal(window.isVisible(), true);
});

test('the click that took the focus away (and so hid the window) does not show it again; a later click does', async () => {
  const { window, clock, ctl } = setup(null);
  ctl.show();
  window.blur(); // the window's own blur handler would hide it; here the test hides it as that handler does
  window.hide();
  await clock.advance(BLUR_CLICK_MS - 1);
  ctl.toggle();
  assert.equal(window.isVisible(), false, 'the same click');
  await clock.advance(2);
  ctl.toggle();
  assert.equal(window.isVisible(), true, 'a new click');
});

test('an ordinary window (window mode) stays where the desktop or the person put it', () => {
  const { window, ctl } = setup({ x: 1800, y: 1045, width: 24, height: 24 }, 'window');
  window.setPosition(200, 150);
  ctl.show('today');
  assert.equal(window.isVisible(), true);
  assert.deepEqual(window.getPosition(), [200, 150]);
});
