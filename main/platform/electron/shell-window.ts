// Stint's one window, in the mode wanted: a popover from the tray icon, or an ordinary
// window when no tray icon shows or the person prefers it. A frame cannot be added to a
// window that exists, so a change of mode makes a new window (every hardening setting
// again: window-factory.ts) and destroys the old one. Everything else in the shell reaches
// the window through this: the IPC sender check, the events sent to the page, showing and
// hiding; so none of it holds on to a window that is gone.

import type { WindowPlace } from '../../core/views/tray-menu-actions.ts';
import type { ShellWindow } from './shell-electron.ts';
import { createWindowController, type WindowControllerOptions } from './window-controller.ts';
import { createHardenedWindow, type HardenedWindowOptions, type WindowFactoryDeps, type WindowMode } from './window-factory.ts';

export interface ShellWindowOptions {
  readonly factory: WindowFactoryDeps<ShellWindow>;
  /** The window's settings but its mode; `onVisibilityChange` is told of every window's showing and hiding. */
  readonly window: Omit<HardenedWindowOptions, 'mode'>;
  readonly controller: Omit<WindowControllerOptions, 'window' | 'mode'>;
  readonly mode: WindowMode;
}

export interface ShellWindowHost {
  mode(): WindowMode;
  /** The IPC sender check: true only for the current window's main frame. */
  isOurFrame(frame: unknown): boolean;
  /** Sends an event to the current window's page (nothing when it is gone). */
  send(channel: string, payload: unknown): void;
  show(place?: WindowPlace): void;
  hide(): void;
  /** A click on the tray icon. */
  toggle(): void;
  /**
   * Makes the window anew in `mode` (nothing when it is in that mode already), shown when
   * `show` says so; the page of the new window loads hidden otherwise. Resolves when it has loaded.
   */
  setMode(mode: WindowMode, show: boolean): Promise<boolean>;
  /** Settles when the current window's page has loaded (true) or failed to (false, logged). */
  loaded(): Promise<boolean>;
  /** Told each time the window is made anew in another mode (the compact timer goes with window mode). */
  onModeChange(listener: (mode: WindowMode) => void): void;
}

export function createShellWindow(options: ShellWindowOptions): ShellWindowHost {
  const make = (mode: WindowMode) => {
    const made = createHardenedWindow(options.factory, { ...options.window, mode });
    const ctl = createWindowController({ ...options.controller, window: made.window, mode });
    return { mode, ...made, ctl };
  };
  let current = make(options.mode);
  const modeListeners: ((mode: WindowMode) => void)[] = [];

  return {
    mode: () => current.mode,
    isOurFrame: (frame) => current.isOurFrame(frame),
    send(channel, payload) {
      if (current.window.isDestroyed()) return;
      current.window.webContents.send(channel, payload);
    },
    show: (place) => current.ctl.show(place),
    hide: () => current.ctl.hide(),
    toggle: () => current.ctl.toggle(),
    async setMode(mode, show) {
      if (mode === current.mode) return current.loaded;
      const old = current;
      const wasVisible = !old.window.isDestroyed() && old.window.isVisible();
      current = make(mode);
      // A destroyed window tells nothing of its hiding: the engine hears it here, so that
      // it does not poll as if a window showed.
      if (!old.window.isDestroyed()) old.window.destroy();
      if (wasVisible && !show) options.window.onVisibilityChange?.(false);
      if (show) current.ctl.show();
      for (const listener of modeListeners) listener(mode);
      return current.loaded;
    },
    loaded: () => current.loaded,
    onModeChange: (listener) => void modeListeners.push(listener),
  };
}
