// A recording fake of the `electron` module for the boot test: the built main bundle
// imports it in place of Electron (support/electron-hook.ts redirects the import). Each
// member is typed against the shell's view of Electron (ShellElectron, whose fit with the
// real declarations is checked at compile time), and records what the app did at start so
// the test can check it and then act as the OS or the person would (a tray click, an IPC
// call from the window, quitting).
//
// `fake` below is the one shared instance: the bundle and the test import this same module
// (same URL), so they see the same objects.

import type { BrowserWindowConstructorOptions, IpcMainInvokeEvent, MenuItemConstructorOptions, NativeTheme, Rectangle, CustomScheme } from 'electron';
import type { MenuHandle, TrayHandle } from '../../../main/platform/electron/tray-renderer.ts';
import type { ShellApp, ShellElectron, ShellPowerMonitor } from '../../../main/platform/electron/shell-electron.ts';
import { FakeSafeStorage } from '../../support/fake-safe-storage.ts';
import { recordingNotificationClass } from '../../platform-electron/support/fake-notification.ts';
import { fakePowerMonitor } from '../../platform-electron/support/fake-power-monitor.ts';
import { FakeEmitter, recordingBrowserWindow, recordingEvent } from '../../platform-electron/support/fake-window.ts';

/** Where the fake app's paths point; the test sets them before importing the bundle. */
export interface FakePaths {
  appPath: string;
  userData: string;
  logs: string;
}


class FakeApp extends FakeEmitter implements ShellApp {
  constructor(private readonly calls: string[]) {
    super();
  }
  paths: FakePaths = { appPath: '/nonexistent', userData: '/nonexistent', logs: '/nonexistent' };
  /** The launch test makes it an installed app. */
  isPackaged = false;
  /** Chromium's switches as appended (the real app starts with none of these). */
  readonly switches = new Map<string, string>();
  readonly commandLine = {
    appendSwitch: (name: string, value?: string): void => {
      this.calls.push(`app.commandLine.appendSwitch(${name}=${value ?? ''})`);
      this.switches.set(name, value ?? '');
    },
    getSwitchValue: (name: string): string => this.switches.get(name) ?? '',
    hasSwitch: (name: string): boolean => this.switches.has(name),
  };
  enableSandbox(): void {
    this.calls.push('app.enableSandbox');
  }
  /** macOS only: the launch test leaves it out, a macOS test gives one. */
  dock: { hide(): void; show(): Promise<void> } | undefined = undefined;
  singleInstanceLockFree = true;
  /** What each `requestSingleInstanceLock` carried for the instance that holds the lock. */
  readonly lockData: unknown[] = [];
  quitCalls = 0;
  exitCode: number | null = null;
  /** Resolves `whenReady`; the test holds it until it has looked at what happened before ready. */
  private readyResolve: (() => void) | null = null;
  private readonly readyPromise = new Promise<void>((resolve) => {
    this.readyResolve = resolve;
  });
  loginItem = { openAtLogin: false };
  /** Set when a `before-quit` went unprevented: the app really quits. */
  quitted = false;
  private quittedResolve: (() => void) | null = null;
  /** Resolves when the app really quits (a `before-quit` nobody prevented). */
  readonly whenQuitted = new Promise<void>((resolve) => {
    this.quittedResolve = resolve;
  });

  requestSingleInstanceLock(additionalData?: Record<string, unknown>): boolean {
    this.calls.push('app.requestSingleInstanceLock');
    this.lockData.push(additionalData);
    return this.singleInstanceLockFree;
  }
  whenReady(): Promise<void> {
    this.calls.push('app.whenReady');
    return this.readyPromise;
  }
  becomeReady(): void {
    this.calls.push('(ready)');
    this.readyResolve?.();
  }
  quit(): void {
    this.quitCalls += 1;
    this.calls.push('app.quit');
    const event = recordingEvent({});
    this.emit('before-quit', event);
    if (!event.defaultPrevented) {
      this.quitted = true;
      this.quittedResolve?.();
    }
  }
  exit(code?: number): void {
    this.exitCode = code ?? 0;
    this.calls.push(`app.exit(${this.exitCode})`);
  }
  /** What each `relaunch` asked for (Electron starts it once this process has exited). */
  readonly relaunches: Parameters<ShellApp['relaunch']>[0][] = [];
  relaunch(options?: Parameters<ShellApp['relaunch']>[0]): void {
    this.relaunches.push(options);
    this.calls.push('app.relaunch');
  }
  getPath(name: Parameters<ShellApp['getPath']>[0]): string {
    if (name === 'userData') return this.paths.userData;
    if (name === 'logs') return this.paths.logs;
    throw new Error(`the boot test's app has no path "${name}"`);
  }
  setPath(name: Parameters<ShellApp['setPath']>[0], path: string): void {
    this.calls.push(`app.setPath(${name})`);
    if (name === 'userData') this.paths.userData = path;
  }
  setAppLogsPath(path?: string): void {
    this.calls.push('app.setAppLogsPath');
    if (path !== undefined) this.paths.logs = path;
  }
  getVersion(): string {
    return '0.1.0';
  }
  /** A fixed regional locale: the boot test reads no machine's own. */
  getSystemLocale(): string {
    return 'en-GB';
  }
  /** The OS's languages, fixed the same way (English: the boot tests read the English menu). */
  getPreferredSystemLanguages(): string[] {
    return ['en-GB'];
  }
  getName(): string {
    return 'Stint';
  }
  getAppPath(): string {
    return this.paths.appPath;
  }
  setAppUserModelId(id: string): void {
    this.calls.push(`app.setAppUserModelId(${id})`);
  }
  setLoginItemSettings(settings: Parameters<ShellApp['setLoginItemSettings']>[0]): void {
    this.loginItem = { openAtLogin: settings.openAtLogin ?? false };
  }
  getLoginItemSettings(): ReturnType<ShellApp['getLoginItemSettings']> {
    return { openAtLogin: this.loginItem.openAtLogin } as ReturnType<ShellApp['getLoginItemSettings']>;
  }
}

export class FakeMenu implements MenuHandle {
  private readonly listeners = new FakeEmitter();
  constructor(readonly template: MenuItemConstructorOptions[]) {}
  on(event: 'menu-will-show' | 'menu-will-close', listener: () => void): this {
    this.listeners.on(event, listener);
    return this;
  }
  /** The item ids, depth first (submenus included). */
  ids(): string[] {
    const walk = (items: readonly MenuItemConstructorOptions[]): string[] =>
      items.flatMap((i) => [...(i.id ? [i.id] : []), ...(Array.isArray(i.submenu) ? walk(i.submenu) : [])]);
    return walk(this.template);
  }
  /** Clicks the item with `id` as Electron would (its `click` handler). */
  click(id: string): void {
    const find = (items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions | undefined => {
      for (const i of items) {
        if (i.id === id) return i;
        const inner = Array.isArray(i.submenu) ? find(i.submenu) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    const item = find(this.template);
    if (!item?.click) throw new Error(`no clickable menu item "${id}"`);
    (item.click as () => void)();
  }
}

export class FakeTray extends FakeEmitter implements TrayHandle<FakeMenu> {
  readonly images: string[] = [];
  tooltip = '';
  title = '';
  contextMenu: FakeMenu | null = null;
  destroyed = false;
  constructor(readonly image: string) {
    super();
  }
  setImage(image: Electron.NativeImage | string): void {
    this.images.push(String(image));
  }
  setToolTip(tooltip: string): void {
    this.tooltip = tooltip;
  }
  setTitle(title: string): void {
    this.title = title;
  }
  setContextMenu(menu: FakeMenu | null): void {
    this.contextMenu = menu;
  }
  popUpContextMenu(): void {}
  getBounds(): Rectangle {
    return { x: 0, y: 0, width: 0, height: 0 };
  }
  destroy(): void {
    this.destroyed = true;
  }
  /** The icon shown now (the last set, else the constructor's). */
  icon(): string {
    return this.images.at(-1) ?? this.image;
  }
}

type InvokeListener = (event: Pick<IpcMainInvokeEvent, 'senderFrame'>, payload: unknown) => Promise<unknown>;

class FakeIpcMain extends FakeEmitter {
  readonly handlers = new Map<string, InvokeListener>();
  readonly removedAll: string[] = [];
  handle(channel: string, listener: InvokeListener): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  removeAllListeners(channel: string): this {
    this.removedAll.push(channel);
    return this;
  }
  /** Calls a handler as Electron would for an invoke from `senderFrame`. */
  invoke(channel: string, senderFrame: unknown, payload: unknown): Promise<unknown> {
    const h = this.handlers.get(channel);
    if (!h) throw new Error(`no handler for ${channel}`);
    return h({ senderFrame } as Pick<IpcMainInvokeEvent, 'senderFrame'>, payload);
  }
}

class FakeProtocol {
  constructor(private readonly calls: string[]) {}
  readonly privileged: CustomScheme[] = [];
  readonly handlers = new Map<string, (request: Request) => Promise<Response> | Response>();
  registerSchemesAsPrivileged(schemes: CustomScheme[]): void {
    this.calls.push('protocol.registerSchemesAsPrivileged');
    this.privileged.push(...schemes);
  }
  handle(scheme: string, handler: (request: Request) => Promise<Response> | Response): void {
    this.calls.push(`protocol.handle(${scheme})`);
    this.handlers.set(scheme, handler);
  }
}

class FakeGlobalShortcut {
  readonly registered = new Set<string>();
  /** Keys another app holds: `register` answers false for them, as Electron does. */
  readonly heldElsewhere = new Set<string>();
  unregisteredAll = false;
  register(accelerator: string, _callback: () => void): boolean {
    if (this.heldElsewhere.has(accelerator)) return false;
    this.registered.add(accelerator);
    return true;
  }
  unregister(accelerator: string): void {
    this.registered.delete(accelerator);
  }
  unregisterAll(): void {
    this.registered.clear();
    this.unregisteredAll = true;
  }
}

const display = { bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1050 } };

/**
 * A fake of the module with state of its own: the boot test's one instance below, or one per
 * shell a test starts itself (startShell with `electron` and a fresh fake each time).
 */
export function createFakeElectron(options: { readonly notificationsSupported?: boolean } = {}) {
  const calls: string[] = [];
  const windows = recordingBrowserWindow();
  // A session without a notification service (a bare X session, some tiling desktops): false.
  const notifications = recordingNotificationClass(options.notificationsSupported ?? true);
  const trays: FakeTray[] = [];
  const fake = {
    /** Every call that matters for ordering, in the order it happened. */
    calls,
    app: new FakeApp(calls),
    windows: windows.created,
    trays,
    /** Told of each tray as it is made (a test registers it with a stand-in tray host, as Electron would). */
    onTrayCreated: (_tray: FakeTray): void => {},
    ipcMain: new FakeIpcMain(),
    protocol: new FakeProtocol(calls),
    globalShortcut: new FakeGlobalShortcut(),
    safeStorage: new FakeSafeStorage(),
    powerMonitor: fakePowerMonitor() as ReturnType<typeof fakePowerMonitor> & ShellPowerMonitor,
    notifications: notifications.created,
    /** undefined: never set, and Electron shows its default menu (Reload, Toggle Developer Tools, Learn More). */
    applicationMenu: undefined as FakeMenu | null | undefined,
    opened: [] as string[],
    /** The fetch behind `net.fetch` (the test points it at the simulator). */
    fetch: (async () => {
      throw new Error('the boot test gave net.fetch no network');
    }) as typeof fetch,
  };
  class Tray extends FakeTray {
    constructor(image: string) {
      super(image);
      trays.push(this);
      calls.push('new Tray');
      fake.onTrayCreated(this);
    }
  }
  // Electron's app, once its last window closed: 'window-all-closed' to whoever listens, and
  // without a listener it quits (a tray app that forgot to listen quits with its window).
  const Recorded = windows.BrowserWindow;
  class BrowserWindow extends Recorded {
    constructor(options: BrowserWindowConstructorOptions) {
      super(options);
      this.on('closed', () => {
        if (!windows.created.every((w) => w.isDestroyed())) return;
        if (fake.app.listenerCount('window-all-closed') > 0) fake.app.emit('window-all-closed');
        else fake.app.quit();
      });
    }
  }
  // The module's members, named as Electron's.
  const electron = {
    app: fake.app,
    BrowserWindow,
    Tray,
    Menu: {
      buildFromTemplate: (template: MenuItemConstructorOptions[]) => new FakeMenu(template),
      setApplicationMenu: (menu: FakeMenu | null) => {
        calls.push('Menu.setApplicationMenu');
        fake.applicationMenu = menu;
      },
    },
    ipcMain: fake.ipcMain,
    protocol: fake.protocol,
    shell: {
      openExternal: async (url: string) => {
        fake.opened.push(url);
      },
    },
    net: {
      fetch: (input: string | Request, init?: RequestInit) => fake.fetch(input, init),
      isOnline: () => true,
    },
    powerMonitor: fake.powerMonitor,
    Notification: notifications.Notification,
    globalShortcut: fake.globalShortcut,
    safeStorage: fake.safeStorage,
    screen: {
      getDisplayNearestPoint: () => display as Electron.Display,
      getCursorScreenPoint: () => ({ x: 1900, y: 10 }),
    },
    nativeTheme: { shouldUseDarkColors: false } as Pick<NativeTheme, 'shouldUseDarkColors'>,
    /** Asked on macOS only (the activity record's window titles); a Linux run never asks. */
    systemPreferences: {
      getMediaAccessStatus: (mediaType: 'microphone' | 'camera' | 'screen') => {
        calls.push(`systemPreferences.getMediaAccessStatus(${mediaType})`);
        return 'not-determined' as const;
      },
    },
    /** main.ts shows a start failure in a dialog; the boot test must never see one. The export's Save… and the rules' Import… dialogs are cancelled. */
    dialog: {
      showErrorBox: (title: string, content: string) => {
        calls.push(`dialog.showErrorBox(${title}: ${content})`);
      },
      showSaveDialog: async (options: Electron.SaveDialogOptions) => {
        calls.push(`dialog.showSaveDialog(${options.defaultPath ?? ''})`);
        return { canceled: true, filePath: '' };
      },
      showOpenDialog: async (options: Electron.OpenDialogOptions) => {
        calls.push(`dialog.showOpenDialog(${options.defaultPath ?? ''})`);
        return { canceled: true, filePaths: [] };
      },
    },
    /** "Copy as text": what was copied. */
    clipboard: {
      writeText: async (text: string) => {
        calls.push(`clipboard.writeText(${text.length} characters)`);
      },
    },
  };
  // The shell's whole view of Electron, satisfied by these members.
  const shellElectron: ShellElectron = electron;
  return { fake, electron, shellElectron };
}

const one = createFakeElectron();
/** The boot test's instance: the bundle imports it as `electron`. */
export const fake = one.fake;
export const calls = one.fake.calls;

export const app = one.electron.app;
export const BrowserWindow = one.electron.BrowserWindow;
export const Tray = one.electron.Tray;
export const Menu = one.electron.Menu;
export const ipcMain = one.electron.ipcMain;
export const protocol = one.electron.protocol;
export const shell = one.electron.shell;
export const net = one.electron.net;
export const powerMonitor = one.electron.powerMonitor;
export const Notification = one.electron.Notification;
export const globalShortcut = one.electron.globalShortcut;
export const safeStorage = one.electron.safeStorage;
export const screen = one.electron.screen;
export const nativeTheme = one.electron.nativeTheme;
export const systemPreferences = one.electron.systemPreferences;
export const dialog = one.electron.dialog;
export const clipboard = one.electron.clipboard;
// electron-store asks for these when it is loaded; Stint gives it an absolute folder.
export const contextBridge = undefined;

export default one.electron;
