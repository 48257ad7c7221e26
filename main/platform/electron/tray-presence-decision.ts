// Whether the person can see Stint's tray icon, decided from what the desktop says. Pure:
// the Linux adapter (linux/tray-watcher.ts) gathers the facts from the session bus, a test
// states them directly. No Electron here.
//
// On Linux Electron shows its tray as a StatusNotifierItem: it registers the item with
// `org.kde.StatusNotifierWatcher`, and a host (a panel: KDE's, waybar, GNOME's AppIndicator
// extension) draws the items the watcher holds. So the icon shows when a watcher runs, has
// a host, and holds our item. What this decides, and why:
// - Right after the tray is made, Electron may not have registered yet, and at login the
//   panel may still be starting: for TRAY_GRACE_MS nothing is declared missing
//   ('unknown-yet'), so a window does not flash up only to be hidden again.
// - A session bus we cannot reach proves nothing: dbus-next cannot open every address
//   Chromium can (abstract sockets), so the icon is assumed shown (`certain: false`) and the
//   adapter logs why. No watcher on a bus we do reach is 'not-shown'.
// - A host or item list the watcher would not tell (a call failed, a property it lacks):
//   assumed shown unless a fact it did tell rules it out (no host; our item not listed,
//   since a host draws only the items the watcher holds).
// Known gap: when the StatusNotifier route fails Electron falls back to a GTK (XEmbed) icon,
// which an X11 tray without StatusNotifier support (i3bar, stalonetray) does show. That is
// invisible on D-Bus (it is the X selection `_NET_SYSTEM_TRAY_S<n>`), so such a desktop is
// told 'not-shown': an ordinary window it did not need, never an app nobody can reach.
//
// A decision's `reason` is English, for the log; the person reads it through
// `noTrayReason` in the language in use (start/tray-presence.ts).

import { sourceWords, type I18n } from '../../i18n/words.ts';

/** How long after the tray is made an icon that does not show yet is waited for. */
export const TRAY_GRACE_MS = 3_000;

/** What the session bus says about the StatusNotifier tray. */
export type TrayBusFacts =
  | { readonly bus: 'unreachable'; readonly reason: string }
  | { readonly bus: 'reachable'; readonly watcher: false }
  | {
      readonly bus: 'reachable';
      readonly watcher: true;
      /** `IsStatusNotifierHostRegistered`; null when the watcher would not tell. */
      readonly host: boolean | null;
      /** Whether an item of this process is in `RegisteredStatusNotifierItems`; null when the watcher would not tell. */
      readonly ourItem: boolean | null;
    };

export interface TrayPresenceInput {
  readonly platform: NodeJS.Platform;
  /** XDG_CURRENT_DESKTOP (e.g. `ubuntu:GNOME`), to name the fix. */
  readonly desktop: string | undefined;
  /** Milliseconds since the tray was made, by the injected clock. */
  readonly sinceTrayCreatedMs: number;
  /** What the session bus said; null when it was not asked (macOS and Windows, where it does not matter) or has not answered yet. */
  readonly facts: TrayBusFacts | null;
}

export type TrayMissingCause = 'no-watcher' | 'no-host' | 'item-refused';

export type TrayPresence =
  | {
      readonly state: 'shown';
      /** false: nothing proves the icon shows, nothing proves it does not (`note` says why). */
      readonly certain: boolean;
      readonly note: string;
    }
  | {
      readonly state: 'not-shown';
      readonly cause: TrayMissingCause;
      /** Why, in plain words, for the Settings line and the notice. */
      readonly reason: string;
    }
  | {
      readonly state: 'unknown-yet';
      /** Milliseconds from now after which the same facts are decided ('shown' or 'not-shown'). */
      readonly decideInMs: number;
    };

/** GNOME in any of its spellings: `GNOME`, `ubuntu:GNOME`, `GNOME-Classic:GNOME`, `GNOME-Flashback`. */
export function isGnome(desktop: string | undefined): boolean {
  return (desktop ?? '').split(':').some((part) => /^gnome(-|$)/i.test(part.trim()));
}

/** Why no tray icon shows, in the words of `i18n`. */
export function noTrayReason(cause: TrayMissingCause, desktop: string | undefined, i18n: I18n): string {
  const gnome = isGnome(desktop);
  switch (cause) {
    case 'no-watcher':
      return gnome
        ? i18n._({ id: 'shell.noTray.gnomeNoWatcher', message: 'No tray on this desktop: GNOME shows tray icons only with the AppIndicator extension, which is not running.' })
        : i18n._({ id: 'shell.noTray.noWatcher', message: 'No tray on this desktop: nothing here shows StatusNotifier tray icons.' });
    case 'no-host':
      return gnome
        ? i18n._({ id: 'shell.noTray.gnomeNoHost', message: 'No tray on this desktop: no panel shows tray icons (on GNOME, the AppIndicator extension does).' })
        : i18n._({ id: 'shell.noTray.noHost', message: 'No tray on this desktop: a tray service runs, but no panel shows its icons.' });
    case 'item-refused':
      return i18n._({ id: 'shell.noTray.refused', message: "The desktop's tray did not accept Stint's icon." });
  }
}

function missing(cause: TrayMissingCause, desktop: string | undefined): TrayPresence {
  return { state: 'not-shown', cause, reason: noTrayReason(cause, desktop, sourceWords()) };
}

export function decideTrayPresence(input: TrayPresenceInput): TrayPresence {
  if (input.platform === 'darwin' || input.platform === 'win32') {
    return { state: 'shown', certain: true, note: 'the system tray always shows' };
  }
  const f = input.facts;
  if (f === null) return { state: 'shown', certain: false, note: 'assumed: the session bus has not told' };
  if (f.bus === 'unreachable') {
    return { state: 'shown', certain: false, note: `assumed: the session bus cannot be reached to check (${f.reason})` };
  }
  let cause: TrayMissingCause | null;
  if (!f.watcher) cause = 'no-watcher';
  else if (f.host === false) cause = 'no-host';
  else if (f.ourItem === false) cause = 'item-refused';
  else cause = null;

  if (cause === null) {
    if (f.watcher && f.host === true && f.ourItem === true) {
      return { state: 'shown', certain: true, note: 'the tray holds our icon and a panel shows it' };
    }
    const unknown = f.watcher && f.host === null ? 'whether a panel shows tray icons' : 'which icons it holds';
    return { state: 'shown', certain: false, note: `assumed: the tray would not tell ${unknown}` };
  }
  const left = TRAY_GRACE_MS - input.sinceTrayCreatedMs;
  if (left > 0) return { state: 'unknown-yet', decideInMs: left };
  return missing(cause, input.desktop);
}

/** Two decisions the person would see the same way (the time left to wait aside). */
export function samePresence(a: TrayPresence, b: TrayPresence): boolean {
  if (a.state === 'unknown-yet' || b.state === 'unknown-yet') return a.state === b.state;
  if (a.state === 'shown' && b.state === 'shown') return a.certain === b.certain && a.note === b.note;
  if (a.state === 'not-shown' && b.state === 'not-shown') return a.cause === b.cause && a.reason === b.reason;
  return false;
}

/**
 * A tray host appeared where there was none (a watcher started, or got its host). Electron
 * does not register again with a watcher that comes later, so this is when the shell makes
 * its tray anew; only on this change, never on a steady state, so a host that refuses the
 * icon is not asked again and again.
 */
export function trayHostAppeared(before: TrayBusFacts | null, after: TrayBusFacts): boolean {
  const hosts = (f: TrayBusFacts | null) => f !== null && f.bus === 'reachable' && f.watcher && f.host !== false;
  return before !== null && before.bus === 'reachable' && !hosts(before) && hosts(after);
}

/**
 * The Settings line and the notice when no tray icon shows: why (`reason`, in the same
 * words), what Stint does instead, and what the person can do.
 */
export function noTrayAdvice(reason: string, i18n: I18n = sourceWords()): string {
  return i18n._({ id: 'shell.noTray.advice', message: '{reason} Stint runs as an ordinary window instead: closing it hides it, and opening Stint again shows it. To start and stop the timer from a key, bind one to the command stint --toggle.', values: { reason } });
}

/** The notification's title when no tray icon shows. */
export function noTrayTitle(i18n: I18n): string {
  return i18n._({ id: 'shell.noTray.title', message: 'Stint has no tray icon here' });
}
