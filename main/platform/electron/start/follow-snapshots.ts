// What each snapshot changes in the shell: the tray is drawn again; the window hides on the
// change to hidden only (Escape in the window, or the engine), since a snapshot published
// while the window is being shown must not undo the showing; and the settings the shell
// applies itself (the OS's, the window mode) are applied when they change; a change of
// language has the shell say its own words again.

import type { Snapshot } from '../../../core/snapshot.ts';
import type { Stint } from '../../../core/stint.ts';
import type { ShellWindowHost } from '../shell-window.ts';
import type { OsSettings } from './os-settings.ts';
import type { ShellTray } from './tray.ts';
import type { WindowModes } from './window-mode.ts';

export interface FollowFacts {
  readonly stint: Pick<Stint, 'snapshot' | 'subscribe'>;
  readonly tray: Pick<ShellTray, 'draw' | 'reschedule'>;
  readonly windowHost: Pick<ShellWindowHost, 'hide'>;
  readonly os: Pick<OsSettings, 'applyShortcut' | 'applyLoginItem'>;
  readonly modes: Pick<WindowModes, 'apply'>;
  /** The language in use changed (Settings, or the system's): what the shell said in the old one is said again. */
  readonly onLanguageChange?: () => void;
}

/** Follows from the snapshot now (drawn at once); returns how to stop. */
export function followSnapshots(facts: FollowFacts): () => void {
  const { stint, tray, windowHost, os, modes } = facts;
  let applied: Snapshot['settings'] = stint.snapshot().settings;
  let wasVisible = stint.snapshot().windowVisible;
  let language = stint.snapshot().language;
  const stop = stint.subscribe((s) => {
    tray.draw();
    tray.reschedule();
    if (wasVisible && !s.windowVisible) windowHost.hide();
    wasVisible = s.windowVisible;
    if (s.settings.shortcut !== applied.shortcut) os.applyShortcut(s.settings.shortcut);
    if (s.settings.launchAtLogin !== applied.launchAtLogin) void os.applyLoginItem(s.settings.launchAtLogin);
    // Changed in Settings: the person is looking at the window, so the new one shows.
    if (s.settings.windowMode !== applied.windowMode) modes.apply(true);
    applied = s.settings;
    if (s.language !== language) {
      language = s.language;
      facts.onLanguageChange?.();
    }
  });
  tray.draw();
  return stop;
}
