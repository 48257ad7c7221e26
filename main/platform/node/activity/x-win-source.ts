// Windows, macOS and Linux X11 through @miniben90/x-win (prebuilt N-API binaries, MIT). Its
// subscription watches the active window on a thread of its own, checking at the interval we
// give (1 s: the record needs no finer grain) and calling back when the window changes;
// changesOnly drops what it repeats. On X11 it reads _NET_ACTIVE_WINDOW, which every desktop's
// window manager keeps (openbox, xfwm4, i3, KWin and Mutter on X11 ...).
//
// Whether it can record is judged without reading a window: the library loads for this
// machine. A window manager that keeps no _NET_ACTIVE_WINDOW is said once the record watches
// (x-win's thread calls back with the same error).
//
// macOS: a window's title needs the Screen Recording permission; without it the record keeps
// the application's name alone (the title is blanked, whatever the library answers).

import { createRequire } from 'node:module';
import type { ActivityAvailability, ActivitySource, FocusedWindow } from '../../../core/ports.ts';
import { changesOnly, focusedWindow } from './focus-changes.ts';

/** What Stint reads of x-win's WindowInfo (index.d.ts of 3.4.0). */
export interface XWinWindow {
  readonly title: string;
  readonly info: { readonly name: string; readonly execName: string };
  readonly url?: string;
}

/** The part of x-win's module Stint uses. */
export interface XWinModule {
  subscribeActiveWindow(callback: (error: Error | null, info: XWinWindow | undefined) => void, interval?: number): number;
  unsubscribeActiveWindow(threadId: number): void;
}

export type Loaded = { readonly ok: true; readonly module: XWinModule } | { readonly ok: false; readonly reason: string };

/** Loads x-win once; a missing binary (an unsupported machine) is a reason, not an exception. */
export function loadXWin(): Loaded {
  try {
    return { ok: true, module: createRequire(import.meta.url)('@miniben90/x-win') as XWinModule };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message.split('\n')[0]! : String(e) };
  }
}

export type XWinBackend = 'windows' | 'macos' | 'x11';

export interface XWinSourceOptions {
  readonly backend: XWinBackend;
  /** The module (default: loaded from node_modules on first use). */
  readonly load?: () => Loaded;
  /** macOS: whether Screen Recording is granted (the Electron shell asks systemPreferences); unknown counts as not. */
  readonly screenRecording?: () => boolean;
  /** How often x-win's thread looks at the active window (default 1000 ms). */
  readonly intervalMs?: number;
}

export const SCREEN_RECORDING_NOTE =
  "macOS shows Stint window titles only with the Screen Recording permission: without it the record keeps each application's name alone. Allow Stint in System Settings › Privacy & Security › Screen Recording to record titles too.";

const NAMES: Record<XWinBackend, string> = { windows: 'Windows', macos: 'macOS', x11: 'this X11 session' };

/** x-win's error, in words where it has a known cause (its message as 3.4.0 words it, seen on Xvfb). */
function cannotRead(backend: XWinBackend, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  if (backend === 'x11' && message.includes('_NET_ACTIVE_WINDOW')) {
    return "This X11 session's window manager does not say which window is active (it keeps no _NET_ACTIVE_WINDOW), so Stint cannot see the focused window.";
  }
  return `Stint cannot read the focused window on ${NAMES[backend]} (${message}).`;
}

export function xWinSource(options: XWinSourceOptions): ActivitySource {
  const load = options.load ?? loadXWin;
  let loaded: Loaded | undefined;
  const module = (): Loaded => (loaded ??= load());
  const titles = (): boolean => options.backend !== 'macos' || (options.screenRecording?.() ?? false);

  const toFocused = (info: XWinWindow | undefined): FocusedWindow | null => {
    if (info === undefined) return null;
    // Reading url on macOS would ask the browser through AppleScript (an Automation prompt);
    // on Linux x-win has none. Windows reads it through UI Automation, without a prompt.
    const url = options.backend === 'windows' ? info.url : undefined;
    return focusedWindow(info.info.name || info.info.execName, titles() ? info.title : '', url);
  };

  return {
    async availability(): Promise<ActivityAvailability> {
      const m = module();
      if (!m.ok) return { ok: false, backend: options.backend, reason: `Stint's window library cannot run on ${NAMES[options.backend]} (${m.reason}).` };
      if (options.backend === 'macos' && !titles()) return { ok: true, backend: 'macos', titles: false, note: SCREEN_RECORDING_NOTE };
      return { ok: true, backend: options.backend, titles: true };
    },

    watch(onFocus, onTrouble) {
      const m = module();
      if (!m.ok) {
        onTrouble(`Stint's window library cannot run on ${NAMES[options.backend]} (${m.reason}).`);
        return () => undefined;
      }
      const report = changesOnly(onFocus);
      let stopped = false;
      let troubled = false;
      let id: number;
      try {
        id = m.module.subscribeActiveWindow((error, info) => {
          if (stopped) return;
          if (error) {
            // Said once per run of trouble: a thread that fails every second is not news each time.
            if (!troubled) onTrouble(cannotRead(options.backend, error));
            troubled = true;
            return;
          }
          troubled = false;
          report(toFocused(info));
        }, options.intervalMs ?? 1000);
      } catch (e) {
        onTrouble(`Stint cannot watch the focused window on ${NAMES[options.backend]} (${e instanceof Error ? e.message : String(e)}).`);
        return () => undefined;
      }
      return () => {
        if (stopped) return;
        stopped = true;
        try {
          m.module.unsubscribeActiveWindow(id);
        } catch {
          // x-win 3.4.0 throws "Failed to send stop signal." when its thread already ended (seen
          // on Xvfb after it called back with an error): there is nothing left to stop.
        }
      };
    },
  };
}
