// The Electron shell's wiring and lifecycle, called by main.ts with the electron module's
// members (the boot test calls it through the built bundle with a recording fake). It adds
// no behaviour of its own: the engine decides, the adapters render, this connects them.
//
//   before ready   the app:// scheme, the user-data folder, the single-instance lock (carrying
//                  this launch's command to a Stint already running)
//   at ready       ports → engine → app:// handler → tray → window (a popover, or an ordinary
//                  window: shell-window.ts) → IPC handlers → tray menu → whether the tray
//                  icon shows (Linux) → shortcut, login item → commands from outside
//   at quit        the tray ticker and shortcut stop, the engine flushes and closes, the
//                  status bars' file goes, then the ports (the log last), then the app exits

import { homedir } from 'node:os';
import type { Clock } from '../../time/clock.ts';
import { installTestHooks } from './test-hooks.ts';
import { EVENT_CHANNELS } from '../../ipc/channels.ts';
import type { Stint } from '../../core/stint.ts';
import type { Snapshot } from '../../core/snapshot.ts';
import { trayAction, runTrayAction } from '../../core/views/tray-menu-actions.ts';
import { runAppCommand } from '../../core/views/app-command-run.ts';
import { startStatusFile } from '../node/status-file.ts';
import { registerAppScheme, APP_ENTRY_URL } from './app-protocol.ts';
import { GlobalShortcutBinding } from './global-shortcut.ts';
import { checkLaunch } from './start/launch.ts';
import { holdSingleInstance, useOwnFolder } from './start/single-instance.ts';
import { APP_ID, prepareDesktop } from './start/desktop.ts';
import { openPorts } from './start/ports.ts';
import { guarded } from './start/guarded.ts';
import { createQuitGate, QUIT_LIMIT_MS, shutDownInOrder } from './start/quit.ts';
import { loadUpdates } from './start/updates.ts';
import { startEngine } from './start/engine.ts';
import { servePages } from './start/pages.ts';
import { placeTray, startTray } from './start/tray.ts';
import { followInWindow, openWindow } from './start/window.ts';
import { answerIpc } from './start/ipc.ts';
import { shellActions } from './start/actions.ts';
import type { UpdaterHost } from './updater.ts';
import type { BusFactory } from './linux/dbus-connection.ts';
import { createLoginItem } from './login-item.ts';
import type { ShellElectron } from './shell-electron.ts';
import type { ShellPorts } from './shell-ports.ts';
import type { WindowMode } from './window-factory.ts';
import { watchTrayPresence, type TrayPresenceReport, type TrayWatch } from './linux/tray-watcher.ts';
import { noTrayAdvice } from './tray-presence-decision.ts';

export { APP_ID };

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
}

export { QUIT_LIMIT_MS };

export type ShellStart =
  | { readonly state: 'running'; readonly stint: Stint; readonly ports: ShellPorts }
  /** An installed Stint started with a debugging switch: it said so and exited. */
  | { readonly state: 'refused'; readonly switches: readonly string[] }
  /** Another Stint runs; it was handed this launch's command (or asked to show its window) and this one quits. */
  | { readonly state: 'second-instance' };

export async function startShell(options: ShellOptions): Promise<ShellStart> {
  const { electron, platform } = options;
  const { app } = electron;

  const guard = checkLaunch(app, options);
  if (guard.state === 'refused') return guard;
  const { env, ignoredEnv, driven, clock } = guard;
  // Every renderer sandboxed, whatever made it (the window asks for it too).
  app.enableSandbox();

  registerAppScheme(electron.protocol);
  const ownFolder = env.STINT_USER_DATA_DIR;
  useOwnFolder(app, ownFolder);
  const instance = holdSingleInstance(app, { platform, argv: options.argv, clock });
  if (instance === null) return { state: 'second-instance' };
  const { commands, showRequests } = instance;
  const { wayland } = prepareDesktop(app, platform, env);

  await app.whenReady();
  // Belt and braces with LSUIElement in the packaged Info.plist: no dock icon in development either.
  if (platform === 'darwin') app.dock?.hide();

  const shellPorts = await openPorts({ electron, platform, env, clock, ownFolder, buses: options.buses, driven, ignoredEnv });
  const { logger } = shellPorts.logFile;
  try {
    return await wire();
  } catch (e) {
    logger.log('error', 'Stint could not start', { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
    await shellPorts.close().catch(() => undefined);
    throw e;
  }

  async function wire(): Promise<ShellStart> {
  const step = guarded(logger);
  const quit = createQuitGate();
  const updater = await loadUpdates({
    platform,
    isPackaged: app.isPackaged,
    env,
    resourcesPath: options.resourcesPath,
    loadUpdater: options.loadUpdater,
    clock,
    logger,
    beforeInstall: () => quit.prepareInstall(),
  });
  const stint = await startEngine({ ports: shellPorts.ports, updater, appVersion: app.getVersion(), platform, env, logger });

  const openUrl = servePages({ app, protocol: electron.protocol, shell: electron.shell, stint, logger, clock });
  const placed = placeTray(electron.Tray, platform, app.getAppPath());
  // Whether the tray icon shows (Linux asks the desktop: linux/tray-watcher.ts); until it is
  // known, it is taken to show.
  let trayMissing: string | null = null;
  const wantedMode = (): WindowMode => (stint.snapshot().settings.windowMode || trayMissing !== null ? 'window' : 'popover');
  const windowHost = openWindow({ electron, app, stint, openUrl, logger, clock, trayBounds: placed.bounds, mode: wantedMode(), allowClose: quit.quitting });
  answerIpc(electron.ipcMain, stint, (frame) => windowHost.isOurFrame(frame), logger);
  const stopForwarding = followInWindow(stint, windowHost, shellPorts.notifier);
  const actions = shellActions({ windowHost, openUrl, app, notifier: shellPorts.notifier, logger });
  const { showWindow, tell } = actions;

  // Status bars (waybar, polybar, i3blocks, tmux) read what the tray shows from a file.
  const statusFile = placed.platform === 'linux' ? startStatusFile({ runtimeDir: env.XDG_RUNTIME_DIR, logger }) : null;
  const tray = startTray({
    placed,
    buildMenu: (template) => electron.Menu.buildFromTemplate(template),
    stint,
    clock,
    statusFile,
    onToggleWindow: () => windowHost.toggle(),
    onItem: (id) => void runTrayAction(trayAction(id, stint.snapshot()), { stint, ...actions }),
    // The to-do submenu reads them as the To-dos view does (at most every 15 minutes).
    onMenuOpen: () => {
      if (stint.snapshot().session.state === 'signed_in') void stint.openTodos();
    },
  });
  const draw = () => tray.draw();

  const shortcut = new GlobalShortcutBinding({ globalShortcut: electron.globalShortcut, platform, wayland, onPress: () => showWindow('picker') });
  if (wayland) logger.log('info', 'global shortcuts go through the desktop portal (Wayland)', {});
  const loginItem = createLoginItem({ platform, app, env, homedir: homedir(), execPath: options.execPath, args: app.isPackaged ? [] : [app.getAppPath()] });
  const reportShortcut = (accelerator: string | null) => {
    const r = shortcut.apply(accelerator);
    if (!r.ok) logger.log('warn', 'global shortcut not registered', { accelerator: r.accelerator });
    stint.reportShellStatus('shortcut', r.ok ? null : r.message);
  };
  const applyLoginItem = async (openAtLogin: boolean) => {
    const r = await loginItem.set(openAtLogin);
    if (!r.ok) logger.log('warn', 'launch at login not changed', { openAtLogin });
    stint.reportShellStatus('launchAtLogin', r.ok ? (r.note ?? null) : r.message);
  };

  // No tray icon shows (or the person prefers it): the window is an ordinary one, shown at
  // launch and whenever it becomes one, and Settings says why.
  // macOS: an ordinary window gets its Dock icon (a popover app has none).
  const dockFor = (mode: WindowMode) => {
    if (platform !== 'darwin') return;
    if (mode === 'window') void app.dock?.show().catch(() => undefined);
    else app.dock?.hide();
  };
  dockFor(windowHost.mode());
  const applyWindowMode = (showAnyway: boolean) => {
    const mode = wantedMode();
    if (mode === windowHost.mode()) return;
    logger.log('info', 'window mode', { mode, trayMissing: trayMissing !== null });
    dockFor(mode);
    void windowHost.setMode(mode, showAnyway || mode === 'window');
  };
  let trayWatch: TrayWatch | null = null;
  const onTrayReport = (report: TrayPresenceReport) => {
    if (report.trayHostAppeared) {
      // Electron does not register its icon again with a tray that comes later: a new one does.
      step('the tray made anew', () => tray.renew());
      trayWatch?.trayCreated();
    }
    const p = report.presence;
    if (p.state === 'unknown-yet') return;
    trayMissing = p.state === 'not-shown' ? noTrayAdvice(p.reason) : null;
    stint.reportShellStatus('tray', trayMissing);
    if (p.state === 'not-shown') {
      logger.log('warn', 'no tray icon shows', { cause: p.cause });
      if (!stint.snapshot().settings.trayNoticeShown) {
        shellPorts.notifier.show({ id: 'stint.no-tray', title: 'Stint has no tray icon here', body: trayMissing ?? '', actions: [] });
        void stint.updateSettings({ trayNoticeShown: true });
      }
    }
    applyWindowMode(false);
  };
  trayWatch =
    placed.platform === 'linux'
      ? watchTrayPresence({ platform, ...(options.buses ? { connect: options.buses.session } : {}), clock, desktop: env.XDG_CURRENT_DESKTOP, logger, onChange: onTrayReport })
      : null;

  let applied: Snapshot['settings'] = stint.snapshot().settings;
  reportShortcut(applied.shortcut);
  // The system is the truth at start: the person may have removed the login item elsewhere.
  const atLogin = await loginItem.isEnabled();
  if (atLogin !== applied.launchAtLogin) await stint.updateSettings({ launchAtLogin: atLogin });
  applied = stint.snapshot().settings;

  // Hide on the change to hidden only (Escape in the window, or the engine): a snapshot
  // published while the window is being shown must not undo the showing.
  let wasVisible = stint.snapshot().windowVisible;
  const stopWatching = stint.subscribe((s) => {
    draw();
    tray.reschedule();
    if (wasVisible && !s.windowVisible) windowHost.hide();
    wasVisible = s.windowVisible;
    if (s.settings.shortcut !== applied.shortcut) reportShortcut(s.settings.shortcut);
    if (s.settings.launchAtLogin !== applied.launchAtLogin) void applyLoginItem(s.settings.launchAtLogin);
    // Changed in Settings: the person is looking at the window, so the new one shows.
    if (s.settings.windowMode !== applied.windowMode) applyWindowMode(true);
    applied = s.settings;
  });
  draw();

  const showToday = () => windowHost.show('today');
  // An ordinary window shows at launch; a popover waits for the tray.
  if (showRequests.connect(showToday) || windowHost.mode() === 'window') showToday();
  // `stint --toggle` and the rest go through the tray's own actions (app-command-run.ts).
  commands.attach({
    stint,
    logger,
    tell,
    run: (command) => runAppCommand(command, { stint, ...actions }),
    signInNeeded: () => windowHost.show(),
  });

  const removeTestHooks = driven
    ? installTestHooks(globalThis as unknown as Record<string, unknown>, {
        system: driven,
        stint,
        notifier: shellPorts.notifier,
        prompt: (p) => (p.kind === 'open' ? showWindow(p.place) : windowHost.send(EVENT_CHANNELS.prompt, p)),
      })
    : () => undefined;

  quit.hold({
    app,
    powerMonitor: electron.powerMonitor,
    shutDown: shutDownInOrder({
      before: [
        ['the tray ticker', () => tray.stopTicking()],
        ['the test hooks', removeTestHooks],
        ['the commands', () => commands.dispose()],
        ['the updater', () => updater?.close()],
        ['the tray watch', () => trayWatch?.close()],
        [
          'the subscriptions',
          () => {
            stopWatching();
            stopForwarding();
          },
        ],
        [
          'the shortcut',
          () => {
            shortcut.dispose();
            electron.globalShortcut.unregisterAll();
          },
        ],
      ],
      stint,
      clock,
      logger,
      guard: step,
      after: [['the tray', () => tray.destroy()]],
      close: [async () => statusFile?.close(), () => shellPorts.close().catch(() => undefined)],
    }),
    mustForceExit: () => shellPorts.stuckKeychainCalls() > 0,
    forceExit: options.forceExit,
  });

  // The page loads hidden now, so the first tray click shows a window already drawn.
  if (!(await windowHost.loaded())) logger.log('error', 'the window page did not load', { url: APP_ENTRY_URL });
  return { state: 'running', stint, ports: shellPorts };
  }
}
