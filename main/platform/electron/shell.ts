// The Electron shell's start, called by main.ts with the electron module's members (the
// boot test calls it through the built bundle with a recording fake). It adds no behaviour
// of its own: the engine decides, the adapters render, and the steps in start/ connect
// them, called here in the order the app needs them. Each step is given only what it uses.

import type { Clock } from '../../time/clock.ts';
import type { Stint } from '../../core/stint.ts';
import { startStatusFile } from '../node/status-file.ts';
import { APP_ENTRY_URL, registerAppScheme } from './app-protocol.ts';
import type { BusFactory } from './linux/dbus-connection.ts';
import type { ShellElectron } from './shell-electron.ts';
import type { ShellPorts } from './shell-ports.ts';
import type { DrivenSystem } from './test-hooks.ts';
import type { UpdaterHost } from './updater.ts';
import { shellActions } from './start/actions.ts';
import { createShellCompactTimer } from './start/compact.ts';
import { setAppMenu } from './start/app-menu.ts';
import { takeCommands } from './start/commands.ts';
import { APP_ID, prepareDesktop } from './start/desktop.ts';
import { demoSignIn, startEngine } from './start/engine.ts';
import { electronExportPorts } from './export-ports.ts';
import { electronOpenPorts } from './open-ports.ts';
import { desktopActivitySource } from '../node/activity/desktop-activity-source.ts';
import { sandboxOf } from '../node/activity/desktop-facts.ts';
import { openCommandLineChannel } from './start/command-line.ts';
import { followSnapshots } from './start/follow-snapshots.ts';
import { guarded } from './start/guarded.ts';
import { answerIpc } from './start/ipc.ts';
import { createViewKeeper } from '../../ipc/view-state.ts';
import { DEV_BUILD } from './start/dev-build.ts';
import { checkLaunch, type Env } from './start/launch.ts';
import { bindOsSettings } from './start/os-settings.ts';
import { servePages } from './start/pages.ts';
import { holdDataFolder, sayFolderNews, type HeldDataFolder } from './start/data-lock.ts';
import { languageAtStart, shellWords, type ShellWords } from './shell-language.ts';
import { wordsNow } from '../../core/views/tray-menu-actions.ts';
import { openPorts } from './start/ports.ts';
import { reportIdleDetection } from './start/detection-status.ts';
import { createQuitGate, QUIT_LIMIT_MS, shutDownInOrder } from './start/quit.ts';
import { holdSingleInstance, useOwnFolder, type SingleInstance } from './start/single-instance.ts';
import { turnOnTestHooks } from './start/test-hooks-on.ts';
import { placeTray, startTray } from './start/tray.ts';
import { watchTray } from './start/tray-presence.ts';
import { loadUpdates } from './start/updates.ts';
import { followInWindow, openWindow } from './start/window.ts';
import { followWindowMode, wantedMode } from './start/window-mode.ts';

export { APP_ID, QUIT_LIMIT_MS };

export interface ShellOptions {
  readonly electron: ShellElectron;
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly execPath: string;
  /** The process's command line (`process.argv`): a command such as `--toggle` is carried out once the session is restored. */
  readonly argv: readonly string[];
  /** Linux: dbus-next's system and session buses. */
  readonly buses?: { system: BusFactory; session: BusFactory };
  /**
   * Ends the process when a keychain call stuck on a prompt would keep it from exiting
   * (main.ts: SIGKILL to itself; everything is saved by then).
   */
  readonly forceExit?: () => void;
  /** Default: the system's. Tests pass a manual clock (the tray's grace period, the engine's loop). */
  readonly clock?: Clock;
  /** Electron's `process.resourcesPath` (electron-builder writes `package-type` there for a deb). */
  readonly resourcesPath?: string;
  /** electron-updater's `autoUpdater`, loaded only where this installation takes updates (main.ts). */
  readonly loadUpdater?: () => Promise<UpdaterHost>;
  /** Default: the bundle's (start/dev-build.ts). Tests of the sources pass false for the installed app's behaviour. */
  readonly devBuild?: boolean;
}

export type ShellStart =
  | { readonly state: 'running'; readonly stint: Stint; readonly ports: ShellPorts }
  /** An installed Stint started with a debugging switch: it said so and exited. */
  | { readonly state: 'refused'; readonly switches: readonly string[] }
  /** Another Stint runs; it was handed this launch's command (or asked to show its window) and this one quits. */
  | { readonly state: 'second-instance' }
  /** Another Stint (the command line, or an app under another name) holds the data folder: `message` says which; this one quits. */
  | { readonly state: 'folder-in-use'; readonly title: string; readonly message: string };

/** Before ready: the lock and the app:// scheme must come before Chromium starts, and the data folder before the lock (it is per folder). */
export async function startShell(options: ShellOptions): Promise<ShellStart> {
  const { electron, platform } = options;
  const { app } = electron;
  const devBuild = options.devBuild ?? DEV_BUILD;
  const launch = checkLaunch(app, { argv: options.argv, env: options.env, clock: options.clock, devBuild });
  if (launch.state === 'refused') return launch;
  const { env, clock, driven } = launch;
  // Every renderer sandboxed, whatever made it (the window asks for it too).
  app.enableSandbox();
  registerAppScheme(electron.protocol);
  const ownFolder = env.STINT_USER_DATA_DIR;
  useOwnFolder(app, ownFolder);
  const instance = holdSingleInstance(app, { platform, argv: options.argv, clock });
  if (instance === null) return { state: 'second-instance' };
  const { wayland } = prepareDesktop(app, platform, env);

  await app.whenReady();
  // Belt and braces with LSUIElement in the packaged Info.plist: no dock icon in development either.
  if (platform === 'darwin') app.dock?.hide();
  // The person's language before the engine reads it: Settings' choice, else the system's.
  const words = shellWords(() => languageAtStart(app));
  const folder = await holdDataFolder(app.getPath('userData'), words.now);
  if (!folder.ok) return { state: 'folder-in-use', title: folder.title, message: folder.message };
  const shellPorts = await openPorts({ electron, platform, env, clock, ownFolder, buses: options.buses, driven, ignoredEnv: launch.ignoredEnv, guard: folder.guard, words: words.now });
  sayFolderNews(folder, shellPorts, words.now);
  try {
    return await startAtReady(options, { env, clock, driven, devBuild, wayland, instance, shellPorts, folder, words });
  } catch (e) {
    shellPorts.logFile.logger.log('error', 'Stint could not start', { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
    await shellPorts.close().catch(() => undefined);
    await folder.release().catch(() => undefined);
    throw e;
  }
}

/** What the launch and the steps before ready hand on. */
interface BeforeReady {
  readonly env: Env;
  readonly clock: Clock;
  readonly driven: DrivenSystem | null;
  readonly devBuild: boolean;
  /** Global shortcuts go through the desktop portal. */
  readonly wayland: boolean;
  readonly instance: SingleInstance;
  readonly shellPorts: ShellPorts;
  /** The data folder's lock, released last on the way out. */
  readonly folder: HeldDataFolder;
  /** The shell's words: the engine's language once it runs. */
  readonly words: ShellWords;
}

async function startAtReady(options: ShellOptions, ready: BeforeReady): Promise<ShellStart> {
  const { electron, platform } = options;
  const { app } = electron;
  const { env, clock, instance, shellPorts, devBuild } = ready;
  const { notifier } = shellPorts;
  const { logger } = shellPorts.logFile;
  const guard = guarded(logger);
  const quit = createQuitGate();
  const { resourcesPath, loadUpdater } = options;
  const updater = await loadUpdates({
    platform,
    app,
    argv: options.argv,
    env,
    resourcesPath,
    loadUpdater,
    clock,
    logger,
    notifier,
    words: ready.words.now,
    beforeInstall: () => quit.prepareInstall(),
    quitAskedAfterShutdown: () => quit.quitAskedAfterShutdown(),
  });
  const activity = desktopActivitySource({
    facts: { platform, env, sandbox: sandboxOf(env) },
    ...(options.buses ? { sessionBus: options.buses.session } : {}),
    screenRecording: () => electron.systemPreferences?.getMediaAccessStatus('screen') === 'granted',
    clock,
  });
  // The export's PDF prints on a hidden window of its own; a link in it opens as the window's would (openUrl, made below once the engine is).
  const exportPorts = electronExportPorts({
    dialog: electron.dialog,
    clipboard: electron.clipboard,
    defaultFolder: () => app.getPath('documents'),
    // Loaded on the first PDF: no part of the app's start (issue 71).
    print: async (html) => (await import('./pdf-printer.ts')).printHtmlToPdf({ BrowserWindow: electron.BrowserWindow, openExternal: (url) => openUrl(url), logger }, html),
    afterDialog: (screen) => windowHost.show(screen),
    words: ready.words.now,
  });
  const openPorts = electronOpenPorts({ dialog: electron.dialog, defaultFolder: () => app.getPath('documents'), afterDialog: (screen) => windowHost.show(screen), words: ready.words.now });
  const { stint, hub } = await startEngine({ ports: shellPorts.ports, dataDir: app.getPath('userData'), secretsFor: (key) => shellPorts.secretsFor(key), updater, appVersion: app.getVersion(), platform, env, logger, activity, guard: ready.folder.guard, exportPorts, openPorts });
  // From here on the shell speaks the engine's language (a change in Settings included).
  ready.words.follow(stint);
  // The window and the tray say it too: the sync status turns to this problem (snapshot-builder.ts).
  ready.folder.onLost((message) => stint.reportShellStatus('dataFolder', message));
  const openUrl = servePages({ app, protocol: electron.protocol, shell: electron.shell, stint, logger, clock });
  const placed = placeTray(electron.Tray, platform, app.getAppPath());
  // Status bars (waybar, polybar, i3blocks, tmux) read what the tray shows from a file.
  const statusFile = placed.platform === 'linux' ? startStatusFile({ runtimeDir: env.XDG_RUNTIME_DIR, logger }) : null;
  // The tray's menu first, drawn from what the engine read from disk, before the window and
  // the rest are made (issue 71: the person's day in the tray within half a second). Nothing
  // below awaits until the window host exists, so no click reaches it before.
  const actions = shellActions({ windowHost: { show: (place) => windowHost.show(place) }, openUrl, app, notifier, logger });
  const tray = startTray({ placed, Menu: electron.Menu, stint, clock, statusFile, toggleWindow: () => windowHost.toggle(), actions });
  tray.draw();
  // The engine's requests, held while it opened from disk (held-fetch.ts), go out now.
  shellPorts.releaseNetwork();
  // Until the desktop says whether the tray icon shows (tray-presence.ts), it is taken to.
  const mode = wantedMode(stint.snapshot().settings.windowMode, null);
  const views = createViewKeeper();
  const windowHost = openWindow({ electron, app, devBuild, stint, openUrl, logger, clock, views, trayBounds: () => placed.bounds(), mode, allowClose: () => quit.quitting() });
  const compact = createShellCompactTimer({ electron, app, devBuild, stint, windowHost, openUrl, logger, clock, quitting: () => quit.quitting(), onMenuChange: () => drawAppMenu() });
  answerIpc(electron.ipcMain, stint, (frame) => windowHost.isOurFrame(frame), logger, views, { isOurFrame: (frame) => compact.host.isOurFrame(frame), showWindow: () => windowHost.show('picker') });
  const stopForwarding = followInWindow(stint, windowHost, notifier);
  const drawAppMenu = () => setAppMenu(electron.Menu, { platform, devBuild, compactTimer: compact.menuState(), i18n: wordsNow(stint) }, { ...actions, toggleCompactTimer: () => compact.toggle() });
  drawAppMenu();
  const onShortcut = () => actions.showWindow('picker');
  const os = bindOsSettings({ globalShortcut: electron.globalShortcut, app, platform, env, execPath: options.execPath, wayland: ready.wayland, stint, logger, onShortcut });
  const modes = followWindowMode({ app, platform, stint, windowHost, logger });
  const trayWatch = watchTray({ platform, connect: options.buses?.session, clock, desktop: env.XDG_CURRENT_DESKTOP, logger, guard, tray, stint, notifier, modes });
  await os.syncAtStart();
  // `npm run demo` signs in now that requests go out, before a command of the launch is carried out.
  await demoSignIn(stint, env.STINT_DEMO_ACCOUNT, logger);
  const stopIdleDetection = reportIdleDetection(shellPorts.idleDetection, stint, () => wordsNow(stint));
  // A change of language: the menu and the Settings lines the shell said are said in the new one.
  const sayAgain = () => {
    drawAppMenu();
    os.sayAgain();
    stopIdleDetection.sayAgain();
    trayWatch?.sayAgain();
  };
  const stopFollowing = followSnapshots({ stint, tray, windowHost, os, modes, onLanguageChange: sayAgain });
  const stopCompact = compact.follow();
  const stopCommands = takeCommands({ instance, windowHost, stint, logger, actions, clock });
  const commandLine = await openCommandLineChannel({ dataDir: app.getPath('userData'), hub, person: stint, clock, platform, logger });
  const removeTestHooks = turnOnTestHooks(ready.driven, { stint, notifier, windowHost, showWindow: actions.showWindow });

  quit.hold({
    app,
    powerMonitor: electron.powerMonitor,
    poweringOff: () => stint.systemShuttingDown(),
    shutDown: shutDownInOrder({
      before: [
        ['the tray ticker', () => tray.stopTicking()],
        ['the window release', () => windowHost.stopReleasing()],
        ['the test hooks', removeTestHooks],
        ['the commands', stopCommands],
        ['the command line', () => commandLine?.close()],
        ['the updater', () => updater?.close()],
        ['the tray watch', () => trayWatch?.close()],
        [
          'the subscriptions',
          () => {
            stopFollowing();
            stopForwarding();
            stopIdleDetection();
          },
        ],
        ['the shortcut', () => os.dispose()],
        // Closed before Electron closes the windows, so that its place is saved and its setting kept.
        ['the compact timer', stopCompact],
      ],
      stint,
      clock,
      logger,
      guard,
      after: [['the tray', () => tray.destroy()]],
      close: [async () => statusFile?.close(), () => shellPorts.close().catch(() => undefined), () => ready.folder.release().catch(() => undefined)],
    }),
    mustForceExit: () => shellPorts.stuckKeychainCalls() > 0,
    forceExit: options.forceExit,
  });

  // The page loads hidden now, so the first tray click shows a window already drawn.
  if (!(await windowHost.loaded())) logger.log('error', 'the window page did not load', { url: APP_ENTRY_URL });
  return { state: 'running', stint, ports: shellPorts };
}
