// Window mode: when no tray icon shows, or the person prefers it, the window is an ordinary
// one (shell-window.ts makes it anew), shown whenever it becomes one, and Settings says
// why. On macOS an ordinary window gets its Dock icon; a popover app has none.

import type { Logger } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import type { ShellApp } from '../shell-electron.ts';
import type { ShellWindowHost } from '../shell-window.ts';
import type { WindowMode } from '../window-factory.ts';

/** `trayMissing`: why no tray icon shows, or null while it shows (or is taken to, until known). */
export function wantedMode(windowModeSetting: boolean, trayMissing: string | null): WindowMode {
  return windowModeSetting || trayMissing !== null ? 'window' : 'popover';
}

export interface WindowModes {
  /** What the tray's presence watch decided (null: the icon shows). */
  noteTrayMissing(advice: string | null): void;
  /** Makes the window anew when the mode wanted has changed; shows it when `showAnyway` says so, and always as an ordinary window. */
  apply(showAnyway: boolean): void;
}

export interface WindowModeFacts {
  readonly app: Pick<ShellApp, 'dock'>;
  readonly platform: NodeJS.Platform;
  readonly stint: Pick<Stint, 'snapshot'>;
  readonly windowHost: Pick<ShellWindowHost, 'mode' | 'setMode'>;
  readonly logger: Pick<Logger, 'log'>;
}

export function followWindowMode(facts: WindowModeFacts): WindowModes {
  const { app, windowHost, logger } = facts;
  let trayMissing: string | null = null;
  const dockFor = (mode: WindowMode) => {
    if (facts.platform !== 'darwin') return;
    if (mode === 'window') void app.dock?.show().catch(() => undefined);
    else app.dock?.hide();
  };
  dockFor(windowHost.mode());
  return {
    noteTrayMissing(advice) {
      trayMissing = advice;
    },
    apply(showAnyway) {
      const mode = wantedMode(facts.stint.snapshot().settings.windowMode, trayMissing);
      if (mode === windowHost.mode()) return;
      logger.log('info', 'window mode', { mode, trayMissing: trayMissing !== null });
      dockFor(mode);
      void windowHost.setMode(mode, showAnyway || mode === 'window');
    },
  };
}
