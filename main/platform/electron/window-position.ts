// Where the popover window goes when the tray icon is clicked: against the taskbar, next
// to the icon, on the icon's display, fully on screen. Everything is in DIPs (Electron's
// screen coordinates), so the scale factor plays no part. Pure but for `placeNearTray`,
// which asks the `screen` object it is given which display to use.
//
// Linux trays do not report their bounds (Electron: `Tray.getBounds` is macOS and Windows
// only; elsewhere it reads zeros), so there the window goes to the corner of the work
// area where panels keep their status icons (top-right, or bottom-right when the panel is
// at the bottom) of the display under the pointer, which has just clicked the icon.

import type { Display, Point, Rectangle, Screen, Size } from 'electron';

export type TaskbarEdge = 'top' | 'bottom' | 'left' | 'right';

export type DisplayArea = Pick<Display, 'bounds' | 'workArea'>;

/** Bounds that say where the icon is (Linux reports zeros). */
export function trayBoundsKnown(tray: Rectangle | null | undefined): tray is Rectangle {
  return tray != null && tray.width > 0 && tray.height > 0 && [tray.x, tray.y, tray.width, tray.height].every(Number.isFinite);
}

function centre(r: Rectangle): Point {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/**
 * Which edge holds the tray. The icon lies in the taskbar, outside the work area, so the
 * side of the work area it is on says which. An icon inside the work area (an auto-hidden
 * taskbar reserves no space) belongs to the display edge nearest to it.
 */
export function taskbarEdge(tray: Rectangle, display: DisplayArea): TaskbarEdge {
  const c = centre(tray);
  const wa = display.workArea;
  if (c.y < wa.y) return 'top';
  if (c.y >= wa.y + wa.height) return 'bottom';
  if (c.x < wa.x) return 'left';
  if (c.x >= wa.x + wa.width) return 'right';
  const b = display.bounds;
  const distances: [TaskbarEdge, number][] = [
    ['top', c.y - b.y],
    ['bottom', b.y + b.height - c.y],
    ['left', c.x - b.x],
    ['right', b.x + b.width - c.x],
  ];
  let best = distances[0]!;
  for (const d of distances) if (d[1] < best[1]) best = d;
  return best[0];
}

function clamp(value: number, min: number, max: number): number {
  // A window larger than the area keeps its top-left corner on screen.
  return Math.max(min, Math.min(value, max));
}

/** Keeps a window of `size` at `p` fully inside `area` (whole DIPs: setPosition wants integers). */
export function keepInside(p: Point, size: Size, area: Rectangle): Point {
  return {
    x: clamp(Math.round(p.x), area.x, area.x + area.width - size.width),
    y: clamp(Math.round(p.y), area.y, area.y + area.height - size.height),
  };
}

/**
 * The window's top-left corner. With known tray bounds: centred on the icon along the
 * taskbar, against the work area's edge on the taskbar's side (or against the icon when
 * the taskbar takes no space). Without: the corner described at the top of this file.
 */
export function positionNearTray(tray: Rectangle | null, size: Size, display: DisplayArea): Point {
  const wa = display.workArea;
  if (!trayBoundsKnown(tray)) {
    const panelAtBottom = wa.y + wa.height < display.bounds.y + display.bounds.height && wa.y <= display.bounds.y;
    return keepInside({ x: wa.x + wa.width - size.width, y: panelAtBottom ? wa.y + wa.height - size.height : wa.y }, size, wa);
  }
  const c = centre(tray);
  switch (taskbarEdge(tray, display)) {
    case 'top':
      return keepInside({ x: c.x - size.width / 2, y: Math.max(tray.y + tray.height, wa.y) }, size, wa);
    case 'bottom':
      return keepInside({ x: c.x - size.width / 2, y: Math.min(tray.y, wa.y + wa.height) - size.height }, size, wa);
    case 'left':
      return keepInside({ x: Math.max(tray.x + tray.width, wa.x), y: c.y - size.height / 2 }, size, wa);
    case 'right':
      return keepInside({ x: Math.min(tray.x, wa.x + wa.width) - size.width, y: c.y - size.height / 2 }, size, wa);
  }
}

/**
 * Asks `screen` for the display (the one nearest the icon, or under the pointer when the
 * icon's bounds are unknown) and places the window on it. `tray`: `tray.getBounds()` on
 * macOS and Windows, null on Linux.
 */
export function placeNearTray(screen: Pick<Screen, 'getDisplayNearestPoint' | 'getCursorScreenPoint'>, tray: Rectangle | null, size: Size): Point {
  const known = trayBoundsKnown(tray);
  const c = known ? centre(tray) : screen.getCursorScreenPoint();
  const display = screen.getDisplayNearestPoint({ x: Math.round(c.x), y: Math.round(c.y) });
  return positionNearTray(known ? tray : null, size, display);
}
