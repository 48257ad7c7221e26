// The focused-window source for this desktop: the backend the choice names, made lazily (no
// library loaded, no socket or bus opened until Stint asks), or, where no backend can see, a
// source whose availability says why and whose watch reports nothing (or the driver's own
// stand-in: the demo's scripted desktop). Every driver picks through here, so the window, the
// demo and the command line (desktop-words.ts, on the same chooser) agree on this desktop.

import dbus from 'dbus-next';
import type { ActivitySource } from '../../../core/ports.ts';
import type { Clock } from '../../../time/clock.ts';
import type { BusFactory } from '../../electron/linux/dbus-connection.ts';
import { chooseBackend, type BackendChoice, type DesktopFacts } from './desktop-choice.ts';
import { cannotWords } from './desktop-words.ts';
import { processDesktopFacts } from './desktop-facts.ts';
import { loadedOnFirstUse } from './loaded-source.ts';
import { unavailableSource } from './unavailable-source.ts';

export interface DesktopActivityOptions {
  /** Default: this process's platform, environment and sandbox. */
  readonly facts?: DesktopFacts;
  /** The session bus (KDE Plasma, GNOME); default dbus-next's, from DBUS_SESSION_BUS_ADDRESS. */
  readonly sessionBus?: BusFactory;
  /** macOS: whether Screen Recording is granted (Electron's systemPreferences); unknown counts as not. */
  readonly screenRecording?: () => boolean;
  readonly clock?: Clock;
  /**
   * The source where no backend can see the focused window (the choice says why); default one
   * that says so and reports nothing. Only the demo gives one: a scripted desktop that says it is.
   */
  readonly whereNone?: (none: Extract<BackendChoice, { kind: 'none' }>) => ActivitySource;
}

export function desktopActivitySource(options: DesktopActivityOptions = {}): ActivitySource {
  const facts = options.facts ?? processDesktopFacts();
  const choice = chooseBackend(facts);
  if (choice.kind === 'none') return options.whereNone ? options.whereNone(choice) : unavailableSource(choice.backend, (i18n) => cannotWords(choice.why, i18n));
  const bus = options.sessionBus ?? (() => dbus.sessionBus());
  const clock = options.clock ? { clock: options.clock } : {};
  // The backends' modules (and x-win's addon) are loaded when the record first asks: the app
  // makes its source at start, before the tray shows, and most people never keep a record (issue 71).
  return loadedOnFirstUse(async () => {
    const backends = await import('./desktop-backends.ts');
    switch (choice.kind) {
      case 'x-win':
        return backends.xWinSource({ backend: choice.backend, ...(options.screenRecording ? { screenRecording: options.screenRecording } : {}) });
      case 'kwin':
        return backends.kwinSource({ bus, ...clock });
      case 'gnome':
        return backends.gnomeSource({ bus, ...clock });
      case 'sway':
        return backends.swaySource({ socket: choice.socket, ...clock });
      case 'hyprland':
        return backends.hyprlandSource({ signature: choice.signature, ...(facts.env.XDG_RUNTIME_DIR ? { runtimeDir: facts.env.XDG_RUNTIME_DIR } : {}) });
    }
  });
}
