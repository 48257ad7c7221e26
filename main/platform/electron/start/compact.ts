// The compact timer in the shell (../compact-window.ts): open while Stint is an ordinary
// window and the `compactTimer` setting asks for it, closed as soon as either stops being so.
// A popover is already one click from the tray icon, and on top while it shows, so the
// compact timer belongs to window mode only. Its page gets every snapshot, as the window's
// does, but no prompt: the questions are asked in the window.

import { wordsNow } from '../../../core/views/tray-menu-actions.ts';
import type { Clock } from '../../../time/clock.ts';
import type { Logger } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import { EVENT_CHANNELS } from '../../../ipc/channels.ts';
import { createCompactWindow, type CompactWindowHost, type Place } from '../compact-window.ts';
import type { ShellElectron } from '../shell-electron.ts';
import type { ShellWindowHost } from '../shell-window.ts';
import type { OpenUrl } from './pages.ts';
import { pageOptions, type WindowFacts } from './window.ts';

export interface CompactFacts extends Pick<WindowFacts, 'app' | 'devBuild'> {
  readonly electron: Pick<ShellElectron, 'BrowserWindow' | 'nativeTheme' | 'screen'>;
  readonly stint: Pick<Stint, 'snapshot' | 'subscribe' | 'updateSettings'>;
  readonly windowHost: Pick<ShellWindowHost, 'mode' | 'onModeChange'>;
  readonly openUrl: OpenUrl;
  readonly logger: Pick<Logger, 'log'>;
  readonly clock: Pick<Clock, 'sleep'>;
  /** The app is quitting: its windows closing is not the person closing the compact timer. */
  readonly quitting: () => boolean;
  /** Told when what the app menu's item shows changes: the setting, or whether it can show (window mode). */
  readonly onMenuChange: () => void;
}

/** What the app menu's `Compact timer` item shows. */
export interface CompactMenuState {
  /** The setting. */
  readonly on: boolean;
  /** It shows only in window mode: elsewhere the item is disabled. */
  readonly available: boolean;
}

export interface ShellCompactTimer {
  readonly host: CompactWindowHost;
  menuState(): CompactMenuState;
  /** The app menu's item: the setting turned over. */
  toggle(): void;
  /** Opens it if wanted now and follows the setting and the mode from here; returns how to stop (it closes then, the setting kept). */
  follow(): () => void;
}

export function createShellCompactTimer(facts: CompactFacts): ShellCompactTimer {
  const { stint, windowHost, logger } = facts;
  const saveSettings = (patch: { compactTimer: boolean } | { compactTimerPosition: Place }, what: string) => {
    stint.updateSettings(patch).then(
      (r) => {
        if (!r.ok) logger.log('warn', `the compact timer's ${what} was not saved`, { message: r.message });
      },
      (e: unknown) => logger.log('error', `the compact timer's ${what} was not saved`, { error: e instanceof Error ? e.message : String(e) }),
    );
  };
  const host = createCompactWindow({
    factory: { BrowserWindow: facts.electron.BrowserWindow, openExternal: facts.openUrl, logger },
    window: pageOptions(facts),
    screen: facts.electron.screen,
    clock: facts.clock,
    words: () => wordsNow(stint),
    place: () => stint.snapshot().settings.compactTimerPosition,
    savePlace: (place) => saveSettings({ compactTimerPosition: place }, 'place'),
    closedByPerson: () => saveSettings({ compactTimer: false }, 'setting'),
    quitting: facts.quitting,
  });
  const menuState = (): CompactMenuState => ({ on: stint.snapshot().settings.compactTimer, available: windowHost.mode() === 'window' });
  const apply = () => {
    if (menuState().on && menuState().available) host.open();
    else host.close();
  };

  return {
    host,
    menuState,
    toggle: () => saveSettings({ compactTimer: !stint.snapshot().settings.compactTimer }, 'setting'),
    follow() {
      let shown = menuState();
      let following = true;
      const changed = () => {
        if (!following) return;
        apply();
        const now = menuState();
        if (now.on !== shown.on || now.available !== shown.available) facts.onMenuChange();
        shown = now;
      };
      windowHost.onModeChange(changed);
      const unsubscribe = stint.subscribe((s) => {
        changed();
        host.send(EVENT_CHANNELS.snapshot, s);
      });
      apply();
      return () => {
        following = false;
        unsubscribe();
        host.close();
      };
    },
  };
}
