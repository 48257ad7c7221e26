// Stint's own application menu. Without one Electron installs its default (File, Edit, View
// with Reload, Force Reload and Toggle Developer Tools, Window, Help with "Learn More"), which
// an ordinary window shows as its menu bar on Linux and Windows, and whose Quit was then the
// only way out of window mode (closing the window hides it). Stint's menu has Quit Stint with
// its key, Settings, and Edit's roles, which macOS needs for copy and paste in the window's
// fields (its key equivalents come from the menu); the page-reloading and DevTools items only
// in a build for development. Pure: the shell's step (start/app-menu.ts) builds and sets it.

import type { MenuItemConstructorOptions } from 'electron';

export interface AppMenuFacts {
  readonly platform: NodeJS.Platform;
  /** A build for development (reloading the page, DevTools); never the packaged app. */
  readonly devBuild: boolean;
}

export interface AppMenuActions {
  openSettings(): void;
  /** The shell's quit: the engine sends what it can first (quit.ts). */
  quit(): void;
}

export const QUIT_ACCELERATOR = 'CmdOrCtrl+Q';

export function appMenuTemplate(facts: AppMenuFacts, actions: AppMenuActions): MenuItemConstructorOptions[] {
  const mac = facts.platform === 'darwin';
  const settings: MenuItemConstructorOptions = { id: 'settings', label: mac ? 'Settings…' : '&Settings…', accelerator: 'CmdOrCtrl+,', click: () => actions.openSettings() };
  const quit: MenuItemConstructorOptions = { id: 'quit', label: mac ? 'Quit Stint' : '&Quit Stint', accelerator: QUIT_ACCELERATOR, click: () => actions.quit() };
  const stint: MenuItemConstructorOptions = {
    id: 'stint',
    label: mac ? 'Stint' : '&Stint',
    submenu: mac ? [settings, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, quit] : [settings, { type: 'separator' }, quit],
  };
  const edit: MenuItemConstructorOptions = {
    id: 'edit',
    label: mac ? 'Edit' : '&Edit',
    submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
  };
  if (!facts.devBuild) return [stint, edit];
  const develop: MenuItemConstructorOptions = { id: 'develop', label: 'Develop', submenu: [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }] };
  return [stint, edit, develop];
}
