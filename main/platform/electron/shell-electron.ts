// What the shell uses of the `electron` module, as one typed object. main.ts passes the real
// module's members; the boot test passes a recording fake. Most members are the adapters'
// own narrowed types (each adapter proves Electron's object fits); where Electron's `on`
// returns the whole object, the events are spelt out with an `unknown` return, and
// `ElectronFits` below proves the real module is one of these.

import type {
  App,
  BrowserWindow,
  Clipboard,
  Dialog,
  GlobalShortcut,
  IpcMain,
  IpcMainInvokeEvent,
  MenuItemConstructorOptions,
  NativeTheme,
  Net,
  Protocol,
  Screen,
  Shell,
  SystemPreferences,
} from 'electron';
import type { PowerMonitorLike } from './electron-idle-source.ts';
import type { NotificationClass } from './electron-notifier.ts';
import type { SafeStorageApi } from './safe-storage-secret-store.ts';
import type { ShortcutHost } from './global-shortcut.ts';
import type { LoginItemHost } from './login-item.ts';
import type { MenuHandle, TrayHandle } from './tray-renderer.ts';
import type { HardenedWindowLike, WindowContents } from './window-factory.ts';

export interface ShellApp extends Pick<App, 'requestSingleInstanceLock' | 'quit' | 'exit' | 'relaunch' | 'enableSandbox' | 'whenReady' | 'getPath' | 'setPath' | 'getVersion' | 'getSystemLocale' | 'getPreferredSystemLanguages' | 'getAppPath' | 'setAppUserModelId' | 'setAppLogsPath'>, LoginItemHost {
  readonly isPackaged: boolean;
  /** Chromium's switches; appended to only before ready. */
  readonly commandLine: Pick<App['commandLine'], 'appendSwitch' | 'getSwitchValue' | 'hasSwitch'>;
  /** macOS only. */
  readonly dock?: { hide(): void; show(): Promise<void> } | undefined;
  /** `additionalData` is what the second launch passed to `requestSingleInstanceLock`: unchecked. */
  on(event: 'second-instance', listener: (event: unknown, argv: string[], workingDirectory: string, additionalData: unknown) => void): unknown;
  on(event: 'activate', listener: () => void): unknown;
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: 'window-all-closed', listener: () => void): unknown;
  on(event: 'web-contents-created', listener: (event: unknown, contents: WindowContents) => void): unknown;
}

/** The window's contents, and a print window's (the export's PDF, pdf-printer.ts). */
export interface ShellWindowContents extends WindowContents, Pick<Electron.WebContents, 'loadFile' | 'printToPDF'> {
  send(channel: string, payload: unknown): void;
}

export interface ShellWindow extends HardenedWindowLike, Pick<BrowserWindow, 'show' | 'showInactive' | 'focus' | 'setPosition' | 'getPosition' | 'destroy'> {
  readonly webContents: ShellWindowContents;
  /** `move` while it moves, `moved` once at the end (macOS and Windows only), `closed` once gone. */
  on(event: 'move' | 'moved' | 'closed', listener: () => void): unknown;
  on(event: 'blur' | 'show' | 'hide', listener: () => void): unknown;
  on(event: 'close', listener: (event: Electron.Event) => void): unknown;
}

export interface ShellPowerMonitor extends PowerMonitorLike {
  on(event: 'lock-screen' | 'unlock-screen' | 'suspend' | 'resume', listener: () => void): unknown;
  /**
   * Linux and macOS: the machine is about to power off; preventDefault delays it while the
   * app quits (Electron's docs say so; its typings give the listener no argument).
   */
  on(event: 'shutdown', listener: (event?: { preventDefault(): void }) => void): unknown;
}

export interface ShellElectron {
  readonly app: ShellApp;
  readonly BrowserWindow: new (options: Electron.BrowserWindowConstructorOptions) => ShellWindow;
  readonly Tray: new (image: string) => TrayHandle<MenuHandle>;
  readonly Menu: {
    buildFromTemplate(template: MenuItemConstructorOptions[]): MenuHandle;
    /** Null removes it; never called, Electron shows its own default. */
    setApplicationMenu(menu: MenuHandle | null): void;
  };
  readonly ipcMain: {
    handle(channel: string, listener: (event: Pick<IpcMainInvokeEvent, 'senderFrame'>, payload: unknown) => Promise<unknown>): void;
    removeAllListeners(channel: string): unknown;
  } & Pick<IpcMain, 'removeHandler'>;
  readonly protocol: Pick<Protocol, 'registerSchemesAsPrivileged' | 'handle'>;
  readonly shell: Pick<Shell, 'openExternal'>;
  readonly net: Pick<Net, 'fetch' | 'isOnline'>;
  readonly powerMonitor: ShellPowerMonitor;
  readonly Notification: NotificationClass;
  readonly globalShortcut: ShortcutHost & Pick<GlobalShortcut, 'unregisterAll'>;
  readonly safeStorage: SafeStorageApi;
  readonly screen: Pick<Screen, 'getDisplayNearestPoint' | 'getCursorScreenPoint'>;
  readonly nativeTheme: Pick<NativeTheme, 'shouldUseDarkColors'>;
  /** The export's save dialog and "Copy as text" (export-ports.ts); the open dialog of a rules file imported (open-ports.ts). */
  readonly dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog'>;
  readonly clipboard: Pick<Clipboard, 'writeText'>;
  /** macOS: whether Screen Recording is granted (window titles for the activity record). Optional: the drivers' fakes need none. */
  readonly systemPreferences?: Pick<SystemPreferences, 'getMediaAccessStatus'>;
}

/** Compile-time proof that the real module fits (a member that does not fit fails here). */
export type ElectronFits = Pick<typeof import('electron'), keyof ShellElectron> extends ShellElectron ? true : never;
