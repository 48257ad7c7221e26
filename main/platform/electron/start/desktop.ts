// What the desktop must know before ready: Chromium's switches are read then, Windows
// shows notifications only for a known app id, and a tray app keeps running with its
// window closed.

import type { ShellApp } from '../shell-electron.ts';
import { enablePortalShortcuts } from '../wayland-shortcuts.ts';
import type { Env } from './launch.ts';

/** electron-builder's appId (Windows shows notifications only for a known app id). */
export const APP_ID = 'app.stint.tray';

/** Returns whether global shortcuts go through the desktop portal (a Wayland session). */
export function prepareDesktop(app: Pick<ShellApp, 'commandLine' | 'setAppUserModelId' | 'on'>, platform: NodeJS.Platform, env: Env): { readonly wayland: boolean } {
  const wayland = enablePortalShortcuts(app.commandLine, platform, env);
  if (platform === 'win32') app.setAppUserModelId(APP_ID);
  app.on('window-all-closed', () => {});
  return { wayland };
}
