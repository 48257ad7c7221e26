// Stint's one window, in the mode wanted: a popover from the tray icon, or an ordinary
// window when no tray icon shows or the person prefers it. A frame cannot be added to a
// window that exists, so a change of mode makes a new window (every hardening setting
// again: window-factory.ts) and destroys the old one. Everything else in the shell reaches
// the window through this: the IPC sender check, the events sent to the page, showing and
// hiding; so none of it holds on to a window that is gone.
//
// A window hidden for RELEASE_AFTER_MS is destroyed (issue 71: a tray app is never quit, and
// a hidden page keeps its renderer's memory all week) and made again when anything needs it:
// the tray, the shortcut, a menu item, a notification, a prompt. Events sent meanwhile reach
// nobody, which loses nothing: the new page asks for the snapshot, and for the view the
// last page told main (main/ipc/view-state.ts), and opens where it was left or at the place
// asked for. The app does not quit with its last window closed (start/desktop.ts).

import type { Clock } from '../../time/clock.ts';
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
  /** Releases the window once it stayed hidden `afterMs` (on the clock's `sleep`); absent: kept for good. */
  readonly release?: { readonly afterMs: number; readonly clock: Pick<Clock, 'sleep'> };
  /** A new window's page opens at `place` (it would miss the prompt sent while it loads): the view keeper's `openAt`. */
  readonly handOverPlace?: (place: WindowPlace) => void;
}

/** How long the window stays hidden before it is released (issue 71): a few minutes away from the tray keep it drawn, a meeting does not. */
export const RELEASE_AFTER_MS = 10 * 60_000;

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
  /** Whether a window exists now (false once released, until something needs it). */
  exists(): boolean;
  /** Quitting: the wait to release the hidden window ends (its timer would keep the process alive 10 minutes). */
  stopReleasing(): void;
}

export function createShellWindow(options: ShellWindowOptions): ShellWindowHost {
  type Made = ReturnType<typeof make>;
  let mode = options.mode;
  let current: Made | null = null;
  /** Ends the wait of the window that is hidden now (null: it shows, or there is none). */
  let releaseWait: AbortController | null = null;
  const modeListeners: ((mode: WindowMode) => void)[] = [];

  const stopWaiting = () => {
    releaseWait?.abort();
    releaseWait = null;
  };
  const waitToRelease = (made: Made) => {
    const release = options.release;
    if (release === undefined) return;
    stopWaiting();
    const wait = (releaseWait = new AbortController());
    release.clock.sleep(release.afterMs, wait.signal).then(
      () => {
        if (wait.signal.aborted || current !== made) return;
        releaseWait = null;
        current = null;
        // destroy, not close: `close` is the person's, and hides a tray app's window (window-factory.ts allowClose).
        if (!made.window.isDestroyed()) made.window.destroy();
      },
      () => undefined,
    );
  };

  function make(m: WindowMode) {
    const made = createHardenedWindow(options.factory, {
      ...options.window,
      mode: m,
      onVisibilityChange: (visible) => {
        options.window.onVisibilityChange?.(visible);
        if (current?.window !== made.window) return;
        if (visible) stopWaiting();
        else waitToRelease(current);
      },
    });
    const ctl = createWindowController({ ...options.controller, window: made.window, mode: m });
    return { mode: m, ...made, ctl };
  }
  /** Made hidden: it is released after the interval unless it is shown first. */
  const fresh = (): Made => {
    const made = (current = make(mode));
    waitToRelease(made);
    return made;
  };
  /** The window, made anew when it was released; `place`: a new page is told it on opening. */
  const ensure = (place?: WindowPlace): { made: Made; isNew: boolean } => {
    // Only a window released here is made again: one Electron closed (the app quitting) stays closed.
    if (current !== null) return { made: current, isNew: false };
    if (place !== undefined && place !== 'idle') options.handOverPlace?.(place);
    return { made: fresh(), isNew: true };
  };

  fresh();
  return {
    stopReleasing: stopWaiting,
    mode: () => mode,
    isOurFrame: (frame) => current?.isOurFrame(frame) ?? false,
    send(channel, payload) {
      // None while released: the next page reads the snapshot itself.
      if (current === null || current.window.isDestroyed()) return;
      current.window.webContents.send(channel, payload);
    },
    show(place) {
      const { made, isNew } = ensure(place);
      made.ctl.show(isNew ? undefined : place);
    },
    hide: () => current?.ctl.hide(),
    toggle() {
      const { made, isNew } = ensure();
      if (isNew) made.ctl.show();
      else made.ctl.toggle();
    },
    async setMode(next, show) {
      if (next === mode) return current?.loaded ?? true;
      const old = current;
      const wasVisible = old !== null && !old.window.isDestroyed() && old.window.isVisible();
      mode = next;
      // A released window stays released unless it is to show: the mode is taken when one is next made.
      if (old === null && !show) {
        for (const listener of modeListeners) listener(next);
        return true;
      }
      stopWaiting();
      const made = fresh();
      // A destroyed window tells nothing of its hiding: the engine hears it here, so that
      // it does not poll as if a window showed.
      if (old !== null && !old.window.isDestroyed()) old.window.destroy();
      if (wasVisible && !show) options.window.onVisibilityChange?.(false);
      if (show) made.ctl.show();
      for (const listener of modeListeners) listener(next);
      return made.loaded;
    },
    loaded: () => current?.loaded ?? Promise.resolve(true),
    onModeChange: (listener) => void modeListeners.push(listener),
    exists: () => current !== null && !current.window.isDestroyed(),
  };
}
