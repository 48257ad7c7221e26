// Where the 360x560 window lands for the tray layouts people have: the macOS menu bar, the
// Windows taskbar on each edge, an auto-hidden taskbar, several monitors (some at negative
// coordinates), and Linux, where the tray's bounds are unknown. Every answer is whole
// DIPs, fully inside the work area of the right display.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Point, Rectangle, Screen } from 'electron';
import { keepInside, placeNearTray, positionNearTray, taskbarEdge, trayBoundsKnown, type DisplayArea } from '../../main/platform/electron/window-position.ts';

const SIZE = { width: 360, height: 560 };

function display(bounds: Rectangle, workArea: Rectangle): DisplayArea {
  return { bounds, workArea };
}

function assertInside(p: Point, area: Rectangle): void {
  assert.ok(Number.isInteger(p.x) && Number.isInteger(p.y), `whole DIPs: ${JSON.stringify(p)}`);
  assert.ok(p.x >= area.x && p.x + SIZE.width <= area.x + area.width, `x ${p.x} inside ${JSON.stringify(area)}`);
  assert.ok(p.y >= area.y && p.y + SIZE.height <= area.y + area.height, `y ${p.y} inside ${JSON.stringify(area)}`);
}

// macOS 1440x900, menu bar 25 high.
const MAC = display({ x: 0, y: 0, width: 1440, height: 900 }, { x: 0, y: 25, width: 1440, height: 875 });
// Windows 1920x1080 with a 40 (bottom/top) or 62 (left/right) taskbar.
const WIN_BOTTOM = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 0, y: 0, width: 1920, height: 1040 });
const WIN_TOP = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 0, y: 40, width: 1920, height: 1040 });
const WIN_LEFT = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 62, y: 0, width: 1858, height: 1080 });
const WIN_RIGHT = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 0, y: 0, width: 1858, height: 1080 });

describe('taskbarEdge', () => {
  test('the side of the work area the icon is on', () => {
    assert.equal(taskbarEdge({ x: 1200, y: 0, width: 22, height: 24 }, MAC), 'top');
    assert.equal(taskbarEdge({ x: 1700, y: 1048, width: 24, height: 24 }, WIN_BOTTOM), 'bottom');
    assert.equal(taskbarEdge({ x: 1700, y: 8, width: 24, height: 24 }, WIN_TOP), 'top');
    assert.equal(taskbarEdge({ x: 19, y: 1000, width: 24, height: 24 }, WIN_LEFT), 'left');
    assert.equal(taskbarEdge({ x: 1877, y: 1000, width: 24, height: 24 }, WIN_RIGHT), 'right');
  });

  test('an icon inside the work area (auto-hidden taskbar) belongs to the nearest display edge', () => {
    const full = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 0, y: 0, width: 1920, height: 1080 });
    assert.equal(taskbarEdge({ x: 1700, y: 1050, width: 24, height: 24 }, full), 'bottom');
    assert.equal(taskbarEdge({ x: 1700, y: 4, width: 24, height: 24 }, full), 'top');
    assert.equal(taskbarEdge({ x: 4, y: 500, width: 24, height: 24 }, full), 'left');
    assert.equal(taskbarEdge({ x: 1894, y: 500, width: 24, height: 24 }, full), 'right');
  });
});

describe('positionNearTray with known tray bounds', () => {
  test('macOS menu bar: just below the bar, centred under the icon', () => {
    const p = positionNearTray({ x: 1000, y: 0, width: 22, height: 24 }, SIZE, MAC);
    assert.deepEqual(p, { x: 831, y: 25 });
    assertInside(p, MAC.workArea);
  });

  test('macOS, icon near the right edge: pushed left to stay on screen', () => {
    assert.deepEqual(positionNearTray({ x: 1400, y: 0, width: 22, height: 24 }, SIZE, MAC), { x: 1080, y: 25 });
  });

  test('Windows, taskbar at the bottom: on top of the taskbar, centred over the icon', () => {
    const p = positionNearTray({ x: 1500, y: 1048, width: 24, height: 24 }, SIZE, WIN_BOTTOM);
    assert.deepEqual(p, { x: 1332, y: 480 });
    assertInside(p, WIN_BOTTOM.workArea);
  });

  test('Windows, bottom, icon in the far corner: kept inside the right edge', () => {
    assert.deepEqual(positionNearTray({ x: 1890, y: 1048, width: 24, height: 24 }, SIZE, WIN_BOTTOM), { x: 1560, y: 480 });
  });

  test('Windows, taskbar at the top: below it', () => {
    assert.deepEqual(positionNearTray({ x: 1700, y: 8, width: 24, height: 24 }, SIZE, WIN_TOP), { x: 1532, y: 40 });
  });

  test('Windows, taskbar on the left: beside it, centred on the icon, kept above the bottom', () => {
    assert.deepEqual(positionNearTray({ x: 19, y: 500, width: 24, height: 24 }, SIZE, WIN_LEFT), { x: 62, y: 232 });
    assert.deepEqual(positionNearTray({ x: 19, y: 1000, width: 24, height: 24 }, SIZE, WIN_LEFT), { x: 62, y: 520 });
  });

  test('Windows, taskbar on the right: beside it, kept below the top', () => {
    assert.deepEqual(positionNearTray({ x: 1877, y: 20, width: 24, height: 24 }, SIZE, WIN_RIGHT), { x: 1498, y: 0 });
  });

  test('an auto-hidden taskbar at the bottom: against the icon, not past the screen', () => {
    const full = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 0, y: 0, width: 1920, height: 1080 });
    assert.deepEqual(positionNearTray({ x: 1700, y: 1050, width: 24, height: 24 }, SIZE, full), { x: 1532, y: 490 });
  });

  test('a second monitor left of and above the primary (negative coordinates)', () => {
    const left = display({ x: -1920, y: -200, width: 1920, height: 1080 }, { x: -1920, y: -200, width: 1920, height: 1040 });
    const p = positionNearTray({ x: -300, y: 848, width: 24, height: 24 }, SIZE, left);
    assert.deepEqual(p, { x: -468, y: 280 });
    assertInside(p, left.workArea);
    // Its icon at the left end: kept inside that display, not spilling onto another.
    assert.deepEqual(positionNearTray({ x: -1910, y: 848, width: 24, height: 24 }, SIZE, left), { x: -1920, y: 280 });
  });

  test('fractional bounds (scaled displays report them) give whole DIPs', () => {
    const p = positionNearTray({ x: 1000.5, y: 0, width: 21.75, height: 24.5 }, SIZE, MAC);
    assert.deepEqual(p, { x: 831, y: 25 });
  });

  test('a work area smaller than the window: its top-left corner stays on screen', () => {
    const tiny = display({ x: 0, y: 0, width: 320, height: 500 }, { x: 0, y: 20, width: 320, height: 480 });
    assert.deepEqual(positionNearTray({ x: 300, y: 0, width: 20, height: 20 }, SIZE, tiny), { x: 0, y: 20 });
  });
});

describe('positionNearTray without tray bounds (Linux)', () => {
  test('bounds of zeros or null count as unknown', () => {
    assert.equal(trayBoundsKnown({ x: 0, y: 0, width: 0, height: 0 }), false);
    assert.equal(trayBoundsKnown(null), false);
    assert.equal(trayBoundsKnown(undefined), false);
    assert.equal(trayBoundsKnown({ x: 0, y: 0, width: Number.NaN, height: 22 }), false);
    assert.equal(trayBoundsKnown({ x: 0, y: 0, width: 22, height: 22 }), true);
  });

  test('GNOME (top bar): the top-right corner of the work area', () => {
    const gnome = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 0, y: 32, width: 1920, height: 1048 });
    assert.deepEqual(positionNearTray({ x: 0, y: 0, width: 0, height: 0 }, SIZE, gnome), { x: 1560, y: 32 });
    assert.deepEqual(positionNearTray(null, SIZE, gnome), { x: 1560, y: 32 });
  });

  test('KDE (panel at the bottom): the bottom-right corner', () => {
    const kde = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 0, y: 0, width: 1920, height: 1036 });
    assert.deepEqual(positionNearTray(null, SIZE, kde), { x: 1560, y: 476 });
  });

  test('panels at the top and the bottom (MATE): the top-right corner', () => {
    const mate = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 0, y: 24, width: 1920, height: 1032 });
    assert.deepEqual(positionNearTray(null, SIZE, mate), { x: 1560, y: 24 });
  });

  test('no panel reserving space: the top-right corner of the display', () => {
    const bare = display({ x: 1920, y: 0, width: 2560, height: 1440 }, { x: 1920, y: 0, width: 2560, height: 1440 });
    assert.deepEqual(positionNearTray(null, SIZE, bare), { x: 4120, y: 0 });
  });
});

describe('placeNearTray: which display', () => {
  const primary = display({ x: 0, y: 0, width: 1920, height: 1080 }, { x: 0, y: 0, width: 1920, height: 1040 });
  const right = display({ x: 1920, y: -300, width: 2560, height: 1440 }, { x: 1920, y: -268, width: 2560, height: 1408 });
  const left = display({ x: -1280, y: 0, width: 1280, height: 1024 }, { x: -1280, y: 0, width: 1280, height: 984 });

  function screenWith(cursor: Point) {
    const asked: Point[] = [];
    const screen = {
      getCursorScreenPoint: () => cursor,
      // Nearest by distance from the point to each display's bounds, as Electron does.
      getDisplayNearestPoint: (p: Point) => {
        asked.push(p);
        const dist = (d: DisplayArea) => {
          const dx = Math.max(d.bounds.x - p.x, 0, p.x - (d.bounds.x + d.bounds.width - 1));
          const dy = Math.max(d.bounds.y - p.y, 0, p.y - (d.bounds.y + d.bounds.height - 1));
          return dx * dx + dy * dy;
        };
        const best = [primary, right, left].reduce((a, b) => (dist(b) < dist(a) ? b : a));
        return { ...best, id: 1, label: '', accelerometerSupport: 'unknown' as const, colorDepth: 24, colorSpace: '', depthPerComponent: 8, detected: true, displayFrequency: 60, internal: false, maximumCursorSize: { width: 0, height: 0 }, monochrome: false, nativeOrigin: { x: 0, y: 0 }, rotation: 0, scaleFactor: 2, size: best.bounds, touchSupport: 'unknown' as const, workAreaSize: best.workArea };
      },
    } satisfies Pick<Screen, 'getDisplayNearestPoint' | 'getCursorScreenPoint'>;
    return { screen, asked };
  }

  test("known bounds: the display nearest the icon's centre, whatever the pointer", () => {
    const { screen, asked } = screenWith({ x: 100, y: 100 });
    const p = placeNearTray(screen, { x: -300, y: 990, width: 24, height: 24 }, SIZE);
    assert.deepEqual(asked, [{ x: -288, y: 1002 }]);
    assert.deepEqual(p, { x: -468, y: 424 });
    assertInside(p, left.workArea);
  });

  test('unknown bounds: the display under the pointer, its top-right corner', () => {
    const { screen, asked } = screenWith({ x: 3000, y: -250 });
    const p = placeNearTray(screen, null, SIZE);
    assert.deepEqual(asked, [{ x: 3000, y: -250 }]);
    assert.deepEqual(p, { x: 4120, y: -268 });
    assertInside(p, right.workArea);
  });

  test('zeros from Linux count as unknown too', () => {
    const { screen } = screenWith({ x: 500, y: 500 });
    assert.deepEqual(placeNearTray(screen, { x: 0, y: 0, width: 0, height: 0 }, SIZE), { x: 1560, y: 480 });
  });
});

describe('keepInside', () => {
  test('rounds, then clamps to every edge', () => {
    const area = { x: -100, y: -50, width: 1000, height: 800 };
    assert.deepEqual(keepInside({ x: -500.4, y: -60 }, SIZE, area), { x: -100, y: -50 });
    assert.deepEqual(keepInside({ x: 900, y: 900 }, SIZE, area), { x: 540, y: 190 });
    assert.deepEqual(keepInside({ x: 10.5, y: 20.4 }, SIZE, area), { x: 11, y: 20 });
  });
});
