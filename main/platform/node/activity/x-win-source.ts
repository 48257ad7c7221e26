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
import type { ActivityAvailability, ActivitySource, ActivityWords, FocusedWindow } from '../../../core/ports.ts';
import type { I18n } from '../../../i18n/words.ts';
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

/** macOS without the Screen Recording permission: the record keeps the applications alone. */
export function screenRecordingNote(i18n: I18n): string {
  return i18n._({ id: 'activity.macos.screenRecording', message: "macOS shows Stint window titles only with the Screen Recording permission: without it the record keeps each application's name alone. Allow Stint in System Settings › Privacy & Security › Screen Recording to record titles too." });
}

// Each sentence names the desktop through `select` (one sentence a language, its word order kept); the library's own text stays inside as it said it.
function cannotRun(backend: XWinBackend, error: string): ActivityWords {
  return (i18n) => i18n._({ id: 'activity.xwin.cannotRun', message: "Stint's window library cannot run on {backend, select, windows {Windows} macos {macOS} other {this X11 session}} ({error}).", values: { backend, error } });
}

function cannotWatch(backend: XWinBackend, error: string): ActivityWords {
  return (i18n) => i18n._({ id: 'activity.xwin.cannotWatch', message: 'Stint cannot watch the focused window on {backend, select, windows {Windows} macos {macOS} other {this X11 session}} ({error}).', values: { backend, error } });
}

/** x-win's error, in words where it has a known cause (its message as 3.4.0 words it, seen on Xvfb). */
function cannotRead(backend: XWinBackend, e: unknown): ActivityWords {
  const error = e instanceof Error ? e.message : String(e);
  if (backend === 'x11' && error.includes('_NET_ACTIVE_WINDOW')) {
    return (i18n) => i18n._({ id: 'activity.x11.noActiveWindow', message: "This X11 session's window manager does not say which window is active (it keeps no _NET_ACTIVE_WINDOW), so Stint cannot see the focused window." });
  }
  return (i18n) => i18n._({ id: 'activity.xwin.cannotRead', message: 'Stint cannot read the focused window on {backend, select, windows {Windows} macos {macOS} other {this X11 session}} ({error}).', values: { backend, error } });
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
      if (!m.ok) return { ok: false, backend: options.backend, reason: cannotRun(options.backend, m.reason) };
      if (options.backend === 'macos' && !titles()) return { ok: true, backend: 'macos', titles: false, note: screenRecordingNote };
      return { ok: true, backend: options.backend, titles: true };
    },

    watch(onFocus, onTrouble) {
      const m = module();
      if (!m.ok) {
        onTrouble(cannotRun(options.backend, m.reason));
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
        onTrouble(cannotWatch(options.backend, e instanceof Error ? e.message : String(e)));
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
