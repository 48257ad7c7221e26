// The tray. Its icon is placed, and its first menu drawn, before the window (the popover
// opens beside it; the person's day shows first, issue 71); then it is drawn from each
// snapshot (trayModel), and redrawn by the ticker (tray-ticker.ts) when only the clock moves
// it, with the status bars' line beside it. Its items go through the tray's actions
// (tray-menu-actions.ts). Electron does not register
// its icon again with a tray host that comes later: `renew` makes a new one.

import { join } from 'node:path';
import type { Rectangle } from 'electron';
import type { Clock } from '../../../time/clock.ts';
import type { PersonStint } from '../../../core/stint.ts';
import { statusLine } from '../../../core/views/status-line.ts';
import { runTrayAction, trayAction } from '../../../core/views/tray-menu-actions.ts';
import { trayModel } from '../../../core/views/tray-model.ts';
import type { StatusFile } from '../../node/status-file.ts';
import type { ShellElectron } from '../shell-electron.ts';
import { createTrayRenderer, trayIconPath, type MenuHandle, type TrayHandle, type TrayRendererPlatform } from '../tray-renderer.ts';
import { startTrayTicker } from '../tray-ticker.ts';
import type { ShellActions } from './actions.ts';

export function trayPlatform(p: NodeJS.Platform): TrayRendererPlatform {
  return p === 'darwin' || p === 'win32' ? p : 'linux';
}

/** The Tray in use, with the idle icon until it is drawn. */
export interface PlacedTray {
  readonly platform: TrayRendererPlatform;
  readonly iconDir: string;
  current(): TrayHandle<MenuHandle>;
  /** A new Tray in place of the current one, which the caller has destroyed. */
  replace(): TrayHandle<MenuHandle>;
  /** The icon's bounds; null on Linux, where the desktop does not tell them. */
  bounds(): Rectangle | null;
}

export function placeTray(Tray: ShellElectron['Tray'], platform: NodeJS.Platform, appPath: string): PlacedTray {
  const tplatform = trayPlatform(platform);
  const iconDir = join(appPath, 'assets', 'tray');
  const make = () => new Tray(trayIconPath(iconDir, 'idle', tplatform));
  let tray = make();
  return {
    platform: tplatform,
    iconDir,
    current: () => tray,
    replace: () => (tray = make()),
    bounds: () => (tplatform === 'linux' ? null : tray.getBounds()),
  };
}

export interface TrayFacts {
  readonly placed: PlacedTray;
  readonly Menu: ShellElectron['Menu'];
  /** The person's facade: the account in use's, with the commands across accounts (the Accounts submenu's `useAccount`). */
  readonly stint: PersonStint;
  readonly clock: Pick<Clock, 'now'>;
  /** The status bars' file (Linux), drawn with the tray. */
  readonly statusFile: StatusFile | null;
  /** A click on the icon. */
  readonly toggleWindow: () => void;
  readonly actions: ShellActions;
}

export interface ShellTray {
  /** Draws the latest snapshot at `now`. */
  draw(now?: number): void;
  /** A new snapshot: the next tick may be due sooner or later. */
  reschedule(): void;
  /** A new Tray, drawn at once. */
  renew(): void;
  stopTicking(): void;
  destroy(): void;
}

export function startTray(facts: TrayFacts): ShellTray {
  const { placed, stint, clock, statusFile } = facts;
  let ticker: ReturnType<typeof startTrayTicker> | undefined;
  const render = () =>
    createTrayRenderer({
      tray: placed.current(),
      buildMenu: (template) => facts.Menu.buildFromTemplate(template),
      platform: placed.platform,
      iconDir: placed.iconDir,
      onToggleWindow: () => facts.toggleWindow(),
      onItem: (id) => void runTrayAction(trayAction(id, stint.snapshot()), { stint, ...facts.actions }),
      onMenuOpenChange: (open) => {
        ticker?.reschedule();
        // The to-do submenu reads them as the To-dos view does (at most every 15 minutes).
        if (open && stint.snapshot().session.state === 'signed_in') void stint.openTodos();
      },
    });
  let view = render();
  const draw = (now = clock.now()) => {
    const snapshot = stint.snapshot();
    view.render(trayModel(snapshot, now, placed.platform));
    if (statusFile) void statusFile.update(statusLine(snapshot, now));
  };
  ticker = startTrayTicker({
    clock,
    scheduler: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h) },
    platform: placed.platform,
    running: () => stint.snapshot().running,
    menuOpen: () => view.menuOpen(),
    tick: draw,
  });
  return {
    draw,
    reschedule: () => ticker?.reschedule(),
    renew() {
      view.destroy();
      placed.replace();
      view = render();
      draw();
    },
    stopTicking: () => ticker?.stop(),
    destroy: () => view.destroy(),
  };
}
