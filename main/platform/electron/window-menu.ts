// Stint's own application menu. Without one Electron installs its default (File, Edit, View
// with Reload, Force Reload and Toggle Developer Tools, Window, Help with "Learn More"), which
// an ordinary window shows as its menu bar on Linux and Windows, and whose Quit was then the
// only way out of window mode (closing the window hides it). Stint's menu has Quit Stint with
// its key, Settings, and Edit's roles, which macOS needs for copy and paste in the window's
// fields (its key equivalents come from the menu); the page-reloading and DevTools items only
// in a build for development; and `Compact timer`, a check item for the small always-on-top
// timer (start/compact.ts), usable in window mode only, where the menu shows. Pure: the shell's step (start/app-menu.ts) builds and sets it.

import type { MenuItemConstructorOptions } from 'electron';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export interface AppMenuFacts {
  readonly platform: NodeJS.Platform;
  /** A build for development (reloading the page, DevTools); never the packaged app. */
  readonly devBuild: boolean;
  /** The compact timer's item: checked when the setting is on, enabled in window mode; none without. */
  readonly compactTimer?: { readonly on: boolean; readonly available: boolean };
  /** The words of the labels (the language in use; the menu is built again when it changes); English when absent. */
  readonly i18n?: I18n;
}

export interface AppMenuActions {
  openSettings(): void;
  /** The shell's quit: the engine sends what it can first (quit.ts). */
  quit(): void;
  /** Turns the compact timer's setting over. */
  toggleCompactTimer?(): void;
}

export const QUIT_ACCELERATOR = 'CmdOrCtrl+Q';

/**
 * A label as the platform shows it: macOS has no access keys; elsewhere `&` marks the
 * label's first letter (a translation names its own first letter so).
 */
function labelOn(mac: boolean, label: string): string {
  return mac ? label : `&${label}`;
}

export function appMenuTemplate(facts: AppMenuFacts, actions: AppMenuActions): MenuItemConstructorOptions[] {
  const mac = facts.platform === 'darwin';
  const i18n = facts.i18n ?? sourceWords();
  const settings: MenuItemConstructorOptions = { id: 'settings', label: labelOn(mac, i18n._({ id: 'tray.settings', message: 'Settings…' })), accelerator: 'CmdOrCtrl+,', click: () => actions.openSettings() };
  const compact: MenuItemConstructorOptions[] = facts.compactTimer
    ? [{ id: 'compact-timer', label: labelOn(mac, i18n._({ id: 'shell.menu.compactTimer', message: 'Compact timer' })), type: 'checkbox', checked: facts.compactTimer.on, enabled: facts.compactTimer.available, click: () => actions.toggleCompactTimer?.() }]
    : [];
  const quit: MenuItemConstructorOptions = { id: 'quit', label: labelOn(mac, i18n._({ id: 'tray.quit', message: 'Quit Stint' })), accelerator: QUIT_ACCELERATOR, click: () => actions.quit() };
  const stint: MenuItemConstructorOptions = {
    id: 'stint',
    label: mac ? 'Stint' : '&Stint',
    submenu: mac ? [settings, ...compact, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, quit] : [settings, ...compact, { type: 'separator' }, quit],
  };
  const edit: MenuItemConstructorOptions = {
    id: 'edit',
    label: labelOn(mac, i18n._({ id: 'shell.menu.edit', message: 'Edit' })),
    submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
  };
  if (!facts.devBuild) return [stint, edit];
  const develop: MenuItemConstructorOptions = { id: 'develop', label: i18n._({ id: 'shell.menu.develop', message: 'Develop' }), submenu: [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }] };
  return [stint, edit, develop];
}
