// The Electron composition root: the only file (with preload.ts and platform/electron/)
// that imports electron. It hands the module's members to the shell (platform/electron/
// shell.ts), which wires them into the same engine facade and IPC handlers the browser
// harness uses. `ready` is exported for the boot test, which runs this bundle under Node
// with a recording fake of the electron module.

import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
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
  systemPreferences,
  Tray,
} from 'electron';
import dbus from 'dbus-next';
import { startShell, type ShellStart } from './platform/electron/shell.ts';
import { setAppV8Flags } from './platform/node/v8-flags.ts';
import { languageAtStart } from './platform/electron/shell-language.ts';
import { startFailureWords } from './platform/electron/start/start-failure.ts';
import { wordsFor } from './i18n/words.ts';

// Before the shell allocates anything: the heap gives back what a burst grew (v8-flags.ts).
setAppV8Flags();

export const ready: Promise<ShellStart> = startShell({
  electron: { app, BrowserWindow, clipboard, dialog, globalShortcut, ipcMain, Menu, nativeTheme, net, Notification, powerMonitor, protocol, safeStorage, screen, shell, systemPreferences, Tray },
  platform: process.platform,
  env: process.env,
  execPath: process.execPath,
  argv: process.argv,
  resourcesPath: process.resourcesPath,
  // Loaded only by an installed app that takes updates; its autoUpdater is made on first use.
  loadUpdater: async () => (await import('electron-updater')).default.autoUpdater,
  ...(process.platform === 'linux' ? { buses: { system: () => dbus.systemBus(), session: () => dbus.sessionBus() } } : {}),
  // A keychain call stuck on a prompt keeps even process.exit from returning: a signal ends it.
  forceExit: () => process.kill(process.pid, 'SIGKILL'),
});

ready.then((started) => {
  if (started.state !== 'folder-in-use') return;
  dialog.showErrorBox(started.title, started.message);
  app.exit(1);
}, (e: unknown) => {
  // Nothing works without the engine: say so (a packaged app has no terminal; the log file
  // has the details) and quit rather than leave a tray icon that does nothing.
  const message = e instanceof Error ? e.message : String(e);
  console.error(`Stint could not start: ${message}`);
  if (app.isReady()) {
    const said = startFailureWords(message, wordsFor(languageAtStart(app)));
    dialog.showErrorBox(said.title, said.body);
  }
  app.exit(1);
});
