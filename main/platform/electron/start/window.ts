// The window host (shell-window.ts): Stint's one window, loading hidden from the start so
// the first tray click shows a page already drawn, in the mode wanted (window-mode.ts),
// released once it stayed hidden RELEASE_AFTER_MS and made again when needed.
// The window comes forward by itself only for a question waiting in it: an idle prompt, a
// clicked reminder, a notification's body clicked (on Linux, where notifications have no
// buttons, the idle prompt or the picker waits in the window).

import { join } from 'node:path';
import type { Rectangle } from 'electron';
import type { Clock } from '../../../time/clock.ts';
import type { ViewKeeper } from '../../../ipc/view-state.ts';
import type { Logger, Notifier } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import { EVENT_CHANNELS } from '../../../ipc/channels.ts';
import { forwardToWindow } from '../../../ipc/window-events.ts';
import type { ShellApp, ShellElectron } from '../shell-electron.ts';
import { createShellWindow, RELEASE_AFTER_MS, type ShellWindowHost } from '../shell-window.ts';
import type { HardenedWindowOptions, WindowMode } from '../window-factory.ts';
import type { OpenUrl } from './pages.ts';

export interface WindowFacts {
  readonly electron: Pick<ShellElectron, 'BrowserWindow' | 'nativeTheme' | 'screen'>;
  readonly app: Pick<ShellApp, 'getAppPath'>;
  /** DevTools only in a build for development (dev-build.ts). */
  readonly devBuild: boolean;
  readonly stint: Pick<Stint, 'snapshot' | 'setWindowVisible'>;
  readonly openUrl: OpenUrl;
  readonly logger: Pick<Logger, 'log'>;
  readonly clock: Pick<Clock, 'now' | 'sleep'>;
  /** Where the window's view waits while it is released, and the place a new page opens at. */
  readonly views: Pick<ViewKeeper, 'openAt'>;
  /** The tray icon's bounds now, to place the popover beside it (null where not told). */
  readonly trayBounds: () => Rectangle | null;
  readonly mode: WindowMode;
  /** Closing an ordinary window hides it, except while the app quits. */
  readonly allowClose: () => boolean;
}

/** What every page of Stint is given (the window and the compact timer alike): the preload, the theme it starts in, DevTools or not. */
export function pageOptions(facts: {
  readonly electron: Pick<ShellElectron, 'nativeTheme'>;
  readonly app: Pick<ShellApp, 'getAppPath'>;
  readonly devBuild: boolean;
  readonly stint: Pick<Stint, 'snapshot'>;
}): Pick<HardenedWindowOptions, 'preload' | 'theme' | 'devTools'> {
  const theme = facts.stint.snapshot().settings.theme;
  return {
    preload: join(facts.app.getAppPath(), 'dist', 'main', 'preload.cjs'),
    theme: theme === 'system' ? (facts.electron.nativeTheme.shouldUseDarkColors ? 'dark' : 'light') : theme,
    devTools: facts.devBuild,
  };
}

export function openWindow(facts: WindowFacts): ShellWindowHost {
  const { electron, stint } = facts;
  return createShellWindow({
    factory: { BrowserWindow: electron.BrowserWindow, openExternal: facts.openUrl, logger: facts.logger },
    window: {
      ...pageOptions(facts),
      onVisibilityChange: (visible) => stint.setWindowVisible(visible),
      allowClose: facts.allowClose,
    },
    controller: { screen: electron.screen, clock: facts.clock, trayBounds: facts.trayBounds },
    mode: facts.mode,
    release: { afterMs: RELEASE_AFTER_MS, clock: facts.clock },
    handOverPlace: (place) => {
      if (place !== 'idle') facts.views.openAt(place);
    },
  });
}

/** The engine's events sent to the window's page, and what brings it forward; returns how to stop sending. */
export function followInWindow(stint: Stint, windowHost: Pick<ShellWindowHost, 'send' | 'show'>, notifier: Pick<Notifier, 'onAction'>): () => void {
  const stop = forwardToWindow(stint, (channel, payload) => {
    windowHost.send(channel, payload);
    if (channel === EVENT_CHANNELS.prompt) windowHost.show();
  });
  notifier.onAction((_id, action) => {
    if (action === 'click' || action === 'pick') windowHost.show();
  });
  return stop;
}
