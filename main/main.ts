// The Electron composition root: the only file (with preload.ts and platform/electron/)
// that imports electron. It hands the module's members to the shell (platform/electron/
// shell.ts), which wires them into the same engine facade and IPC handlers the browser
// harness uses. `ready` is exported for the boot test, which runs this bundle under Node
// with a recording fake of the electron module.

import {
  app,
  BrowserWindow,
  globalShortcut,
  ipcMain,
  Menu,
  nativeTheme,
  net,
  Notification,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  shell,
  Tray,
} from 'electron';
import dbus from 'dbus-next';
import { startShell, type ShellStart } from './platform/electron/shell.ts';

export const ready: Promise<ShellStart> = startShell({
  electron: { app, BrowserWindow, globalShortcut, ipcMain, Menu, nativeTheme, net, Notification, powerMonitor, protocol, safeStorage, screen, shell, Tray },
  platform: process.platform,
  env: process.env,
  execPath: process.execPath,
  ...(process.platform === 'linux' ? { buses: { system: () => dbus.systemBus(), session: () => dbus.sessionBus() } } : {}),
});

ready.catch((e: unknown) => {
  // Nothing works without the engine: say so where a person starting it from a terminal
  // sees it, and quit rather than leave a tray icon that does nothing.
  console.error(`Stint could not start: ${e instanceof Error ? e.message : String(e)}`);
  app.exit(1);
});
