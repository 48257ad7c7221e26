// Draws the engine's tray model (main/core/views/tray-model.ts) on an Electron Tray, and reports
// the person's clicks back. The model decides every word and every item, the Linux running
// line included; this file only maps it onto Electron, per platform:
//
// - Icons are files in `assets/tray/` (the names are fixed with the packaging):
//   `<state>.png` + `<state>@2x.png` for Windows and Linux, `<state>Template.png` +
//   `<state>Template@2x.png` for macOS. The base path is given: Electron loads the `@2x`
//   file on a high-DPI display by itself, and a name ending in `Template` makes macOS
//   draw the icon in the menu bar's own colours.
// - The title (beside the icon) exists on macOS only; the tooltip everywhere it shows.
// - macOS and Windows: a left click toggles the window, a right click pops the menu up.
//   No context menu is set there: on macOS a set menu would take the left click too.
// - Linux: the menu is set as the context menu, since there the desktop shows it (clicks
//   reach the app on few desktops; those that send one still toggle the window).
// - A tick re-renders every second on macOS: only what changed reaches Electron (the
//   image, title and tooltip when they differ, the menu when its items differ), and the
//   menu's open state is reported so the ticker can slow down while it shows.
// - `&` in a menu label is Electron's mnemonic mark on every platform: a project named
//   "R&D" is written "R&&D".
//
// No runtime import of electron: main.ts passes the Tray and `Menu.buildFromTemplate` in.

import { join } from 'node:path';
import type { KeyboardEvent, Menu, MenuItemConstructorOptions, Rectangle, Tray } from 'electron';
import type { TrayIcon, TrayMenuItem, TrayModel } from '../../core/views/tray-model.ts';

/** The menu events this adapter listens to (Electron's `Menu` fits; so does a test's fake). */
export interface MenuHandle {
  on(event: 'menu-will-show', listener: () => void): unknown;
  on(event: 'menu-will-close', listener: () => void): unknown;
}

type TrayClick = (event: KeyboardEvent, bounds: Rectangle) => void;

/**
 * What this adapter uses of a Tray: `Pick<Tray, 'setImage' | 'setToolTip' | 'setTitle' |
 * 'setContextMenu' | 'on' | 'getBounds' | 'popUpContextMenu' | 'destroy'>` fits it with
 * `M` = Electron's `Menu`. It is spelt out rather than picked because Electron's `on`
 * answers a whole Tray, which no fake could be; tests pass a recording fake over fake menus.
 */
export interface TrayHandle<M extends MenuHandle = Menu> extends Pick<Tray, 'setImage' | 'setToolTip' | 'setTitle' | 'getBounds' | 'destroy'> {
  setContextMenu(menu: M | null): void;
  popUpContextMenu(menu?: M): void;
  on(event: 'click', listener: TrayClick): unknown;
  on(event: 'right-click', listener: TrayClick): unknown;
}

export type TrayRendererPlatform = 'darwin' | 'win32' | 'linux';

export interface TrayRendererOptions<M extends MenuHandle> {
  readonly tray: TrayHandle<M>;
  /** `Menu.buildFromTemplate`. */
  readonly buildMenu: (template: MenuItemConstructorOptions[]) => M;
  readonly platform: TrayRendererPlatform;
  /** The folder holding the tray icons (`<app>/assets/tray`). */
  readonly iconDir: string;
  /** A left click: show or hide the window; `bounds` are the icon's (zeros where unknown). */
  readonly onToggleWindow: (bounds: Rectangle) => void;
  /** A menu item was clicked: its id (main.ts hands it to `trayAction`/`runTrayAction`). */
  readonly onItem: (id: string) => void;
  /** The menu opened or closed (macOS and Windows report it). */
  readonly onMenuOpenChange?: (open: boolean) => void;
}

export interface TrayRenderer {
  /** Brings the tray up to `model`, touching only what changed. */
  render(model: TrayModel): void;
  /** Whether the menu shows now (as far as Electron reported it). */
  menuOpen(): boolean;
  destroy(): void;
}

/** The icon file for `icon` on `platform` (the `@2x` variant beside it is found by Electron). */
export function trayIconPath(iconDir: string, icon: TrayIcon, platform: TrayRendererPlatform): string {
  return join(iconDir, platform === 'darwin' ? `${icon}Template.png` : `${icon}.png`);
}

/** Electron reads `&` as a mnemonic mark; `&&` shows one `&`. */
export function menuLabel(label: string): string {
  return label.replaceAll('&', '&&');
}

/** The Electron template of the model's menu; each clickable item reports its id. */
export function menuTemplate(items: readonly TrayMenuItem[], onItem: (id: string) => void): MenuItemConstructorOptions[] {
  return items.map((item): MenuItemConstructorOptions => {
    if (item.type === 'separator') return { id: item.id, type: 'separator' };
    const base: MenuItemConstructorOptions = { id: item.id, label: menuLabel(item.label), enabled: item.enabled };
    if (item.submenu) return { ...base, submenu: menuTemplate(item.submenu, onItem) };
    const click = () => onItem(item.id);
    if (item.type === 'checkbox') return { ...base, type: 'checkbox', checked: item.checked === true, click };
    return { ...base, type: 'normal', click };
  });
}

/** Structural equality of two menus (the model rebuilds its arrays on every call). */
export function sameMenu(a: readonly TrayMenuItem[], b: readonly TrayMenuItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i]!;
      return (
        x.id === y.id &&
        x.label === y.label &&
        x.enabled === y.enabled &&
        x.checked === y.checked &&
        x.type === y.type &&
        (x.submenu === undefined || y.submenu === undefined ? x.submenu === y.submenu : sameMenu(x.submenu, y.submenu))
      );
    })
  );
}

export function createTrayRenderer<M extends MenuHandle>(options: TrayRendererOptions<M>): TrayRenderer {
  const { tray, platform } = options;
  let shown: TrayModel | null = null;
  let menu: M | null = null;
  let open = false;
  let destroyed = false;

  const setOpen = (next: boolean) => {
    if (open === next) return;
    open = next;
    options.onMenuOpenChange?.(next);
  };

  tray.on('click', (_event, bounds) => options.onToggleWindow(bounds));
  if (platform !== 'linux') {
    tray.on('right-click', () => {
      if (menu !== null) tray.popUpContextMenu(menu);
    });
  }

  return {
    render(model) {
      if (destroyed) return;
      if (shown?.icon !== model.icon) tray.setImage(trayIconPath(options.iconDir, model.icon, platform));
      if (shown?.tooltip !== model.tooltip) tray.setToolTip(model.tooltip);
      if (platform === 'darwin' && shown?.title !== model.title) tray.setTitle(model.title);
      if (shown === null || !sameMenu(shown.menu, model.menu)) {
        const built = options.buildMenu(menuTemplate(model.menu, options.onItem));
        built.on('menu-will-show', () => setOpen(true));
        built.on('menu-will-close', () => setOpen(false));
        menu = built;
        if (platform === 'linux') tray.setContextMenu(built);
      }
      shown = model;
    },
    menuOpen: () => open,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      tray.destroy();
    },
  };
}
