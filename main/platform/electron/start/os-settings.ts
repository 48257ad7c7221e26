// The settings the OS keeps: the global shortcut (global-shortcut.ts; under Wayland through
// the desktop portal) and launch at login (login-item.ts). Each change is applied there,
// and what went wrong is shown next to the setting (`reportShellStatus`). At start the OS
// is the truth for launch at login: the person may have removed the item elsewhere.

import { homedir } from 'node:os';
import type { Logger } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import { GlobalShortcutBinding } from '../global-shortcut.ts';
import { createLoginItem } from '../login-item.ts';
import type { ShellApp, ShellElectron } from '../shell-electron.ts';
import type { Env } from './launch.ts';
import { wordsNow } from '../../../core/views/tray-menu-actions.ts';

export interface OsSettings {
  applyShortcut(accelerator: string | null): void;
  applyLoginItem(openAtLogin: boolean): Promise<void>;
  /** Registers the saved shortcut and takes launch at login from the OS. */
  syncAtStart(): Promise<void>;
  /** The language changed: what Settings says of the shortcut is said again in it. */
  sayAgain(): void;
  /** Quitting: every shortcut let go. */
  dispose(): void;
}

export interface OsSettingsFacts {
  readonly globalShortcut: ShellElectron['globalShortcut'];
  readonly app: Pick<ShellApp, 'isPackaged' | 'getAppPath' | 'setLoginItemSettings' | 'getLoginItemSettings'>;
  readonly platform: NodeJS.Platform;
  readonly env: Env;
  readonly execPath: string;
  /** Shortcuts go through the desktop portal (desktop.ts). */
  readonly wayland: boolean;
  readonly stint: Pick<Stint, 'snapshot' | 'reportShellStatus' | 'updateSettings'>;
  readonly logger: Pick<Logger, 'log'>;
  /** The shortcut was pressed. */
  readonly onShortcut: () => void;
}

export function bindOsSettings(facts: OsSettingsFacts): OsSettings {
  const { app, platform, wayland, stint, logger } = facts;
  // What Settings says is worded when said, in the language in use then.
  const words = () => wordsNow(stint);
  const shortcut = new GlobalShortcutBinding({ globalShortcut: facts.globalShortcut, platform, wayland, onPress: facts.onShortcut, words });
  if (wayland) logger.log('info', 'global shortcuts go through the desktop portal (Wayland)', {});
  const loginItem = createLoginItem({ platform, app, env: facts.env, homedir: homedir(), execPath: facts.execPath, args: app.isPackaged ? [] : [app.getAppPath()], words });
  const say = (r: ReturnType<GlobalShortcutBinding['status']>) => stint.reportShellStatus('shortcut', r.ok ? null : r.message);
  const applyShortcut = (accelerator: string | null) => {
    const r = shortcut.apply(accelerator);
    if (!r.ok) logger.log('warn', 'global shortcut not registered', { accelerator: r.accelerator });
    say(r);
  };
  return {
    applyShortcut,
    async applyLoginItem(openAtLogin) {
      const r = await loginItem.set(openAtLogin);
      if (!r.ok) logger.log('warn', 'launch at login not changed', { openAtLogin });
      stint.reportShellStatus('launchAtLogin', r.ok ? (r.note ?? null) : r.message);
    },
    async syncAtStart() {
      const saved = stint.snapshot().settings;
      applyShortcut(saved.shortcut);
      const atLogin = await loginItem.isEnabled();
      if (atLogin !== saved.launchAtLogin) await stint.updateSettings({ launchAtLogin: atLogin });
    },
    sayAgain() {
      say(shortcut.status());
    },
    dispose() {
      shortcut.dispose();
      facts.globalShortcut.unregisterAll();
    },
  };
}
