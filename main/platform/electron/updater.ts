// Updates, through electron-updater (electron-builder's own updater: it reads the metadata
// electron-builder publishes, latest*.yml, and checks each download against its sha512).
// This adapter decides when to check and what to tell: at start and every few hours while
// updates are on, in the background, on the channel the person chose; a failure (offline, a
// feed that does not answer, a download whose checksum does not match) is logged and tried
// again later, never shown to a person who did nothing. What the engine and the window see
// is only "an update is ready: version X" (the port below), and installing it flushes the
// engine first, as quitting does.
//
// Where it applies: an installed app on macOS and Windows, and the AppImage on Linux
// (electron-updater replaces the AppImage file). A deb install is not replaced under the
// person's package manager: it is told the version and the release page instead. An app run
// from a clone (the harness, the demo, tests) never checks: `updateInstall` says 'none'.

import type { AppUpdater, UpdateCheckResult, UpdateInfo } from 'electron-updater';
import type { Logger } from '../../core/ports.ts';
import type { Clock } from '../../time/clock.ts';

/** Between two checks while nothing is ready. */
export const CHECK_EVERY_MS = 4 * 60 * 60_000;
/** After a failed check or download. */
export const RETRY_MS = 30 * 60_000;
/** Where each version's release page is (the release workflow publishes there). */
export const RELEASES_PAGE = 'https://github.com/stint-app/stint/releases';

export type UpdateChannel = 'stable' | 'beta';

/** How this installation takes an update: restart into it, be told where to get it, or not at all. */
export type UpdateInstall = 'restart' | 'download' | 'none';

export interface UpdateReadyInfo {
  readonly version: string;
  readonly how: 'restart' | 'download';
  /** The release page ('download'), else null. */
  readonly releaseUrl: string | null;
}

/** The parts of electron-updater's `autoUpdater` this adapter uses (tests pass a recording fake). */
export interface UpdaterHost extends Pick<AppUpdater, 'checkForUpdates' | 'quitAndInstall' | 'autoDownload' | 'autoInstallOnAppQuit' | 'allowPrerelease' | 'allowDowngrade' | 'channel' | 'logger'> {
  /** The version running, as electron-updater parsed it (semver's SemVer; its types are not installed). */
  readonly currentVersion: { readonly prerelease: readonly (string | number)[] };
  on(event: 'update-available' | 'update-downloaded' | 'update-not-available', listener: (info: UpdateInfo) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface UpdateInstallFacts {
  readonly platform: NodeJS.Platform;
  readonly isPackaged: boolean;
  /** APPIMAGE is set by the AppImage runtime to the file being run. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The contents of `<resources>/package-type` (electron-builder writes `deb` there), or null. */
  readonly packageType: string | null;
}

/** How this installation takes updates. */
export function updateInstall(facts: UpdateInstallFacts): UpdateInstall {
  if (!facts.isPackaged) return 'none';
  if (facts.platform === 'darwin' || facts.platform === 'win32') return 'restart';
  if (facts.platform !== 'linux') return 'none';
  if ((facts.env.APPIMAGE ?? '') !== '') return 'restart';
  return facts.packageType?.trim() === 'deb' ? 'download' : 'none';
}

export interface UpdaterOptions {
  /** Made on first use (electron-updater's `autoUpdater` reads the app's files when made). */
  readonly updater: () => UpdaterHost;
  readonly install: Exclude<UpdateInstall, 'none'>;
  readonly clock: Pick<Clock, 'sleep'>;
  readonly logger: Pick<Logger, 'log'>;
  /** Flushes the engine and closes what a quit closes; false: not safe to restart now. */
  beforeInstall(): Promise<boolean>;
}

export interface Updater {
  onReady(listener: (ready: UpdateReadyInfo | null) => void): () => void;
  configure(policy: { readonly enabled: boolean; readonly channel: UpdateChannel }): void;
  install(): Promise<boolean>;
  /** Stops checking (quitting). */
  close(): void;
}

function errorName(e: unknown): string {
  if (!(e instanceof Error)) return typeof e;
  // electron-updater's codes name the failure without the feed's URL or the file's path.
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? `${e.name} ${code}` : e.name;
}

export function createUpdater(options: UpdaterOptions): Updater {
  const { logger, clock } = options;
  const listeners = new Set<(ready: UpdateReadyInfo | null) => void>();
  let ready: UpdateReadyInfo | null = null;
  let host: UpdaterHost | null = null;
  let running: AbortController | null = null;
  let closed = false;
  let channel: UpdateChannel = 'stable';
  /** A check while leaving the beta found the stable release: no older version is taken again. */
  let leftBeta = false;

  const tell = (next: UpdateReadyInfo | null) => {
    ready = next;
    for (const l of listeners) l(next);
  };

  const updater = (): UpdaterHost => {
    if (host !== null) return host;
    host = options.updater();
    // The restart is the person's choice (the tray's or Settings' "Restart to update").
    host.autoDownload = options.install === 'restart';
    host.autoInstallOnAppQuit = false;
    host.logger = {
      info: () => {},
      warn: (m?: unknown) => logger.log('warn', 'updater', { message: String(m).slice(0, 200) }),
      error: () => {},
    };
    host.on('update-downloaded', (info) => {
      logger.log('info', 'update downloaded and verified', { version: info.version });
      tell({ version: info.version, how: 'restart', releaseUrl: null });
    });
    host.on('update-available', (info) => {
      logger.log('info', 'update available', { version: info.version });
      if (options.install === 'download') tell({ version: info.version, how: 'download', releaseUrl: `${RELEASES_PAGE}/tag/v${info.version}` });
    });
    // electron-updater emits every failure here as well as rejecting: logged where it is caught.
    host.on('error', () => {});
    return host;
  };

  // An older version is taken in one case only: a prerelease runs and the person chose stable,
  // whose newest release may be older than that prerelease. Anywhere else an older release is
  // a hotfix of an older line (GitHub calls the release made last "latest"), and taking it
  // would move people back and set aside an outbox the newer version wrote.
  const leavingBeta = (u: UpdaterHost) => channel === 'stable' && u.currentVersion.prerelease.length > 0 && !leftBeta;

  /** One check (and, where it restarts, its download); true when it went through. */
  const checkOnce = async (): Promise<boolean> => {
    try {
      const u = updater();
      const leaving = leavingBeta(u);
      // Read by electron-updater when the feed has answered, so it holds for the whole check.
      u.allowDowngrade = leaving;
      const result: UpdateCheckResult | null = await u.checkForUpdates();
      if (result?.downloadPromise) await result.downloadPromise;
      if (leaving && result?.isUpdateAvailable === true) {
        leftBeta = true;
        u.allowDowngrade = false;
      }
      return true;
    } catch (e) {
      logger.log('warn', 'update check failed; tried again later', { error: errorName(e), retryInMinutes: RETRY_MS / 60_000 });
      return false;
    }
  };

  // Nothing more to check once an update waits for its restart.
  const waitsForRestart = () => ready?.how === 'restart';
  const loop = async (signal: AbortSignal) => {
    while (!signal.aborted && !waitsForRestart()) {
      const ok = await checkOnce();
      if (signal.aborted || waitsForRestart()) return;
      try {
        await clock.sleep(ok ? CHECK_EVERY_MS : RETRY_MS, signal);
      } catch {
        return;
      }
    }
  };

  return {
    onReady(listener) {
      listeners.add(listener);
      listener(ready);
      return () => listeners.delete(listener);
    },
    configure(policy) {
      if (closed) return;
      running?.abort();
      running = null;
      if (!policy.enabled) {
        logger.log('info', 'updates off', {});
        return;
      }
      channel = policy.channel;
      const u = updater();
      const beta = channel === 'beta';
      // electron-updater's `channel` setter also sets allowDowngrade to true: the channel goes
      // first and the two flags after it (each check sets allowDowngrade again).
      u.channel = beta ? 'beta' : 'latest';
      u.allowPrerelease = beta;
      u.allowDowngrade = false;
      const controller = new AbortController();
      running = controller;
      void loop(controller.signal);
    },
    async install() {
      if (ready?.how !== 'restart') return false;
      if (!(await options.beforeInstall())) return false;
      logger.log('info', 'restarting into the update', { version: ready.version });
      updater().quitAndInstall(true, true);
      return true;
    },
    close() {
      closed = true;
      running?.abort();
      running = null;
    },
  };
}
