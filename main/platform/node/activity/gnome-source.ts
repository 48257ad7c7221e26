// GNOME on Wayland: GNOME Shell has no public way for an app to see the focused window, so
// this reads it from one of two GNOME Shell extensions the person may have installed:
// - "Focused Window D-Bus" (flexagoon/focused-window-dbus, extensions.gnome.org 5592):
//   org.gnome.Shell /org/gnome/shell/extensions/FocusedWindow, Get() -> JSON ("{}" for none)
//   and the signal FocusChanged(JSON) when the focused app changes (version 9 on);
// - "Window Calls" (ickyicky/window-calls, 4724): /org/gnome/Shell/Extensions/Windows,
//   List() -> JSON array of windows with `focus` and `title`.
// A title change within the same app sends no signal, so the focused window is read once a
// second as well; only changes are reported. Whether an extension is there is judged from
// GNOME Shell's description of its objects (D-Bus introspection): no window is read until the
// record watches (Window Calls' List would read every window's title).

import dbus from 'dbus-next';
import type { ActivityAvailability, ActivitySource, ActivityWords, FocusedWindow } from '../../../core/ports.ts';
import type { I18n } from '../../../i18n/words.ts';
import { systemClock, type Clock } from '../../../time/clock.ts';
import { errorText, matchRule, openConnection, type BusFactory, type Connection } from '../../electron/linux/dbus-connection.ts';
import { changesOnly, focusedWindow } from './focus-changes.ts';
import { busGoneWords, busUnreachableWords } from './session-bus-words.ts';

const SHELL = 'org.gnome.Shell';
export const FOCUSED_WINDOW = { destination: SHELL, path: '/org/gnome/shell/extensions/FocusedWindow', interface: 'org.gnome.shell.extensions.FocusedWindow' } as const;
export const WINDOW_CALLS = { destination: SHELL, path: '/org/gnome/Shell/Extensions/Windows', interface: 'org.gnome.Shell.Extensions.Windows' } as const;

type Extension = 'focused-window-dbus' | 'window-calls';

const EXTENSION_NAMES: Record<Extension, string> = { 'focused-window-dbus': 'Focused Window D-Bus', 'window-calls': 'Window Calls' };

export const POLL_MS = 1000;

export interface GnomeSourceOptions {
  readonly bus: BusFactory;
  readonly clock?: Clock;
}

interface ShellWindow {
  readonly wm_class?: unknown;
  readonly title?: unknown;
  readonly focus?: unknown;
}

function parse(text: unknown): unknown {
  return JSON.parse(typeof text === 'string' ? text : '');
}

function fromShell(w: ShellWindow | undefined): FocusedWindow | null {
  return w === undefined ? null : focusedWindow(w.wm_class, w.title);
}

/** The focused window through whichever extension answers, and which one that is. */
async function readFocused(c: Connection, prefer?: Extension): Promise<{ extension: Extension; focused: FocusedWindow | null }> {
  const order: Extension[] = prefer === 'window-calls' ? ['window-calls'] : prefer ? ['focused-window-dbus'] : ['focused-window-dbus', 'window-calls'];
  let last: unknown;
  for (const extension of order) {
    try {
      if (extension === 'focused-window-dbus') {
        const reply = await c.call({ ...FOCUSED_WINDOW, member: 'Get', noAutoStart: true });
        return { extension, focused: fromShell(parse(reply.body[0]) as ShellWindow) };
      }
      const reply = await c.call({ ...WINDOW_CALLS, member: 'List', noAutoStart: true });
      const windows = parse(reply.body[0]);
      const focused = Array.isArray(windows) ? (windows as ShellWindow[]).find((w) => w.focus === true) : undefined;
      return { extension, focused: fromShell(focused) };
    } catch (e) {
      last = e;
    }
  }
  throw last;
}

/** Which extension GNOME Shell carries, from its objects' descriptions; null: neither. */
async function installed(c: Connection): Promise<Extension | null> {
  for (const [extension, target] of [
    ['focused-window-dbus', FOCUSED_WINDOW],
    ['window-calls', WINDOW_CALLS],
  ] as const) {
    const reply = await c.call({ destination: SHELL, path: target.path, interface: 'org.freedesktop.DBus.Introspectable', member: 'Introspect', noAutoStart: true });
    if (typeof reply.body[0] === 'string' && reply.body[0].includes(`<interface name="${target.interface}">`)) return extension;
  }
  return null;
}

/** No extension answers: what to install, worded when shown. */
export function noExtensionWords(i18n: I18n): string {
  return i18n._({ id: 'activity.gnome.noExtension', message: 'GNOME on Wayland does not let apps see the focused window without an extension: install the GNOME Shell extension "Focused Window D-Bus" (extensions.gnome.org/extension/5592) or "Window Calls" (extensions.gnome.org/extension/4724), log out and in again, then turn the activity record on again.' });
}

function missingExtension(e: unknown): ActivityWords {
  const unknown = e instanceof dbus.DBusError && /UnknownMethod|UnknownObject|UnknownInterface|ServiceUnknown|NameHasNoOwner/.test(e.type);
  if (unknown) return noExtensionWords;
  const error = errorText(e);
  return (i18n) => notToldWords(error, i18n);
}

/** GNOME Shell's answer was an error other than no extension (`error`: D-Bus's own words). */
export function notToldWords(error: string, i18n: I18n): string {
  return i18n._({ id: 'activity.gnome.notTold', message: 'GNOME Shell did not tell Stint the focused window ({error}).', values: { error } });
}

/** The note: which extension Stint reads the focused window through. */
export function throughWords(extension: string, i18n: I18n): string {
  return i18n._({ id: 'activity.gnome.through', message: 'Through the GNOME Shell extension "{extension}".', values: { extension } });
}

/** The extension in use stopped answering (`error`: D-Bus's own words). */
export function stoppedWords(extension: string, error: string, i18n: I18n): string {
  return i18n._({ id: 'activity.gnome.stopped', message: 'The GNOME Shell extension "{extension}" stopped answering ({error}): the focused window is no longer seen.', values: { extension, error } });
}

export function gnomeSource(options: GnomeSourceOptions): ActivitySource {
  const clock = options.clock ?? systemClock;
  return {
    async availability(): Promise<ActivityAvailability> {
      const opened = openConnection(options.bus, { clock });
      if (!opened.ok) return { ok: false, backend: 'gnome', reason: (i18n) => busUnreachableWords(opened.reason, i18n) };
      try {
        const extension = await installed(opened.connection);
        if (extension === null) return { ok: false, backend: 'gnome', reason: noExtensionWords };
        const name = EXTENSION_NAMES[extension];
        return { ok: true, backend: 'gnome', titles: true, note: (i18n) => throughWords(name, i18n) };
      } catch (e) {
        return { ok: false, backend: 'gnome', reason: missingExtension(e) };
      } finally {
        opened.connection.close();
      }
    },

    watch(onFocus, onTrouble) {
      const opened = openConnection(options.bus, { clock });
      if (!opened.ok) {
        const reason = opened.reason;
        onTrouble((i18n) => busUnreachableWords(reason, i18n));
        return () => undefined;
      }
      const c = opened.connection;
      const report = changesOnly(onFocus);
      const stop = new AbortController();
      const trouble = (why: ActivityWords): void => {
        if (stop.signal.aborted) return;
        stop.abort();
        c.close();
        onTrouble(why);
      };
      c.onEnd((reason) => trouble((i18n) => busGoneWords(reason, i18n)));
      c.onMessage((msg) => {
        if (msg.type !== dbus.MessageType.SIGNAL || msg.path !== FOCUSED_WINDOW.path || msg.member !== 'FocusChanged' || stop.signal.aborted) return;
        try {
          report(fromShell(parse(msg.body[0]) as ShellWindow));
        } catch {
          // A signal that is not the extension's JSON: the next read says what has the focus.
        }
      });
      void (async () => {
        let extension: Extension | undefined;
        while (!stop.signal.aborted) {
          try {
            const read = await readFocused(c, extension);
            if (extension === undefined) {
              extension = read.extension;
              if (extension === 'focused-window-dbus') {
                await c.addMatch(matchRule({ type: 'signal', sender: SHELL, interface: FOCUSED_WINDOW.interface, member: 'FocusChanged', path: FOCUSED_WINDOW.path }));
              }
            }
            if (!stop.signal.aborted) report(read.focused);
            await clock.sleep(POLL_MS, stop.signal);
          } catch (e) {
            if (stop.signal.aborted) return;
            const name = extension ? EXTENSION_NAMES[extension] : null;
            const error = errorText(e);
            trouble(name !== null ? (i18n) => stoppedWords(name, error, i18n) : missingExtension(e));
          }
        }
      })();
      return () => {
        if (stop.signal.aborted) return;
        stop.abort();
        c.close();
      };
    },
  };
}
