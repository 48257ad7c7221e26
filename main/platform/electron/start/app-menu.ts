// The application menu, set at ready, before the window shows (window-menu.ts says why
// Electron's default will not do; on Linux and Windows every window, one made anew included,
// gets it as its menu bar), and set again when its Compact timer item changes (Electron's
// menus are built whole). Its items act through the shell's actions, as the tray's do.

import type { ShellElectron } from '../shell-electron.ts';
import { appMenuTemplate, type AppMenuFacts } from '../window-menu.ts';
import type { ShellActions } from './actions.ts';

export function setAppMenu(Menu: ShellElectron['Menu'], facts: AppMenuFacts, actions: Pick<ShellActions, 'showWindow' | 'quit'> & { toggleCompactTimer?(): void }): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate(facts, {
        openSettings: () => actions.showWindow('settings'),
        quit: () => actions.quit(),
        ...(actions.toggleCompactTimer ? { toggleCompactTimer: actions.toggleCompactTimer } : {}),
      }),
    ),
  );
}
