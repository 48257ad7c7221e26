// Shows and hides the one window the way a tray popover behaves: next to the tray icon (on
// the icon's display, kept on screen), at a place when asked (the picker for the shortcut,
// quick entry from the menu), hidden when it loses focus. A click on the icon while the
// window shows hides it; but that click first takes the focus away, so the window has
// already hidden itself on blur: a toggle right after a blur-hide is that same click and
// leaves the window hidden. An ordinary window (window mode) stays where the desktop or the
// person put it.

import type { Rectangle } from 'electron';
import type { Clock } from '../../time/clock.ts';
import type { WindowPlace } from '../../core/views/tray-menu-actions.ts';
import { EVENT_CHANNELS } from '../../ipc/channels.ts';
import type { PromptEvent } from '../../ipc/contract.ts';
import type { ShellElectron, ShellWindow } from './shell-electron.ts';
import { WINDOW_SIZE, type WindowMode } from './window-factory.ts';
import { placeNearTray, trayBoundsKnown } from './window-position.ts';

/** A toggle this soon after the window hid on blur is the click that blurred it. */
export const BLUR_CLICK_MS = 300;

export interface WindowControllerOptions {
  readonly window: ShellWindow;
  readonly screen: ShellElectron['screen'];
  readonly clock: Pick<Clock, 'now'>;
  /** The tray icon's bounds now (zeros or null where the system does not tell: Linux). */
  readonly trayBounds: () => Rectangle | null;
  /** Default 'popover'. */
  readonly mode?: WindowMode;
}

export interface WindowController {
  /** Shows the window near the tray and, for a place other than the idle prompt, opens it there. */
  show(place?: WindowPlace): void;
  hide(): void;
  /** A click on the tray icon. */
  toggle(): void;
}

export function createWindowController(options: WindowControllerOptions): WindowController {
  const { window, clock } = options;
  let blurHiddenAt = Number.NEGATIVE_INFINITY;
  window.on('blur', () => {
    blurHiddenAt = clock.now();
  });

  const show = (place?: WindowPlace) => {
    if (window.isDestroyed()) return;
    if ((options.mode ?? 'popover') === 'popover') {
      const bounds = options.trayBounds();
      const at = placeNearTray(options.screen, trayBoundsKnown(bounds) ? bounds : null, WINDOW_SIZE);
      window.setPosition(Math.round(at.x), Math.round(at.y));
    }
    if (place !== undefined && place !== 'idle') {
      const event: PromptEvent = { kind: 'open', place };
      window.webContents.send(EVENT_CHANNELS.prompt, event);
    }
    window.show();
    window.focus();
  };

  return {
    show,
    hide() {
      if (!window.isDestroyed() && window.isVisible()) window.hide();
    },
    toggle() {
      if (window.isDestroyed()) return;
      if (window.isVisible()) window.hide();
      else if (clock.now() - blurHiddenAt > BLUR_CLICK_MS) show();
    },
  };
}
