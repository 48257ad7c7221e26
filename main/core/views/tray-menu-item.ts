// One item of the tray's menu as data (stable ids; the shell builds Electron's menu from it).
// Its own file so that the parts of the menu (tray-todos.ts) and the whole (tray-model.ts)
// share it without importing each other.

export interface TrayMenuItem {
  readonly id: string;
  readonly label: string;
  readonly enabled: boolean;
  readonly checked?: boolean;
  readonly type?: 'normal' | 'separator' | 'checkbox';
  readonly submenu?: readonly TrayMenuItem[];
}
