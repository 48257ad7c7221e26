// Updates, through electron-updater (electron-builder's own updater: it reads the metadata
// electron-builder publishes, latest*.yml, and checks each download against its sha512).
// This adapter decides when to check and what to tell: at start and every few hours while
// updates are on, in the background, on the channel the person chose; a failure (offline, a
// feed that does not answer, a download whose checksum does not match) is logged and tried
// again later, never shown to a person who did nothing. What the engine and the window see
// is only "an update is ready: version X" (the port below), and installing it flushes the
// engine first, as quitting does.
//
// An install can fail after that flush: electron-updater then emits `error` and does not
// quit (an AppImage in a folder the person cannot write to; an installer that would not
// start). Left there, the process would keep the single-instance lock with nothing running,
// and launching Stint again would do nothing. So the error is reported (`onInstallFailed`:
// the shell starts Stint again and says what to do), and a watchdog reports an app that has
// not quit within INSTALL_QUIT_LIMIT_MS. On macOS nothing is shut down before Squirrel.Mac
// (Electron's native updater, which does the install) holds the update: electron-updater's
// MacUpdater says 'update-downloaded' when its own download is verified, before Squirrel has
// fetched it, and a Squirrel that refuses it (a signature it does not accept) would refuse
// only after the engine had closed.
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
/** How long Squirrel.Mac may take to fetch the update from electron-updater's local proxy before the install is given up (nothing shut down yet). */
export const SQUIRREL_LIMIT_MS = 2 * 60_000;
/** How long after electron-updater was asked to install the app may still run before the watchdog reports it. */
export const INSTALL_QUIT_LIMIT_MS = 30_000;
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
export interface UpdaterHost extends Pick<AppUpdater, 'checkForUpdates' | 'quitAndInstall' | 'autoDownload' | 'autoInstallOnAppQuit' | 'allowPrerelease' | 'allowDowngrade' | 'disableWebInstaller' | 'channel' | 'logger' | 'isUpdateSupported'> {
  /** The version running, as electron-updater parsed it (semver's SemVer; its types are not installed). */
  readonly currentVersion: { readonly major: number; readonly minor: number; readonly patch: number; readonly prerelease: readonly (string | number)[] };
  on(event: 'update-available' | 'update-downloaded' | 'update-not-available', listener: (info: UpdateInfo) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * The parts of electron-updater's MacUpdater (6.x, MacUpdater.js) the Squirrel step reads:
 * Electron's native autoUpdater, which it has pointed at its local proxy of the verified zip,
 * and whether that one has fetched it. Private in its typings, so read structurally; a test
 * drives the real MacUpdater to hold it to these names.
 */
export interface SquirrelSide {
  readonly nativeUpdater: {
    checkForUpdates(): void;
    once(event: 'update-downloaded', listener: () => void): unknown;
    once(event: 'error', listener: (error: Error) => void): unknown;
    removeListener(event: 'update-downloaded' | 'error', listener: (...args: never[]) => void): unknown;
  };
  readonly squirrelDownloadedUpdate: boolean;
}

/** Why an update asked for was not installed. */
export type InstallFailureCause =
  /** macOS: Squirrel.Mac refused the update or did not take it in time; nothing was shut down. */
  | 'squirrel'
  /** electron-updater's install step failed after the shutdown (a file it could not replace, an installer that would not start). */
  | 'installer'
  /** Asked to install, the app had not quit within INSTALL_QUIT_LIMIT_MS. */
  | 'no-quit';

export interface InstallFailure {
  readonly version: string;
  readonly cause: InstallFailureCause;
  /** The error's code or name (never a path or a URL), or '' when there was none. */
  readonly error: string;
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
  /** macOS waits for Squirrel.Mac before anything is shut down. */
  readonly platform: NodeJS.Platform;
  readonly clock: Pick<Clock, 'sleep'>;
  readonly logger: Pick<Logger, 'log'>;
  /**
   * A version whose install failed in the run before this one: offered as a download from its
   * release page, not as a restart that would fail the same way.
   */
  readonly failedBefore?: string | null;
  /** Flushes the engine and closes what a quit closes; false: not safe to restart now. */
  beforeInstall(): Promise<boolean>;
  /**
   * The install failed. 'squirrel': before anything was shut down (Stint runs on); otherwise
   * after the shutdown, with the engine and the log closed: the shell must start Stint again.
   * Called once per install.
   */
  onInstallFailed(failure: InstallFailure): void;
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

/** The error's code (EACCES, ERR_UPDATER_…), else its name: what the advice and the next run need. */
function errorCode(e: unknown): string {
  if (!(e instanceof Error)) return '';
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : e.name;
}

function squirrelOf(host: UpdaterHost): SquirrelSide | null {
  const side = host as Partial<SquirrelSide>;
  return typeof side.nativeUpdater?.checkForUpdates === 'function' && typeof side.squirrelDownloadedUpdate === 'boolean' ? (side as SquirrelSide) : null;
}

/**
 * Squirrel.Mac fetches the update from electron-updater's proxy (as MacUpdater.quitAndInstall
 * would ask it to) and says 'update-downloaded', or refuses it with 'error'. Resolves with the
 * error's code, or null once Squirrel holds the update.
 */
async function squirrelFetches(side: SquirrelSide, clock: Pick<Clock, 'sleep'>): Promise<string | null> {
  if (side.squirrelDownloadedUpdate) return null;
  const native = side.nativeUpdater;
  const limit = new AbortController();
  let done = (_outcome: string | null) => {};
  const outcome = new Promise<string | null>((resolve) => (done = resolve));
  const fetched = () => done(null);
  const refused = (e: Error) => done(errorCode(e) || 'Error');
  native.once('update-downloaded', fetched);
  native.once('error', refused);
  clock.sleep(SQUIRREL_LIMIT_MS, limit.signal).then(
    () => done('timeout'),
    () => undefined,
  );
  try {
    native.checkForUpdates();
  } catch (e) {
    done(errorCode(e) || 'Error');
  }
  const result = await outcome;
  limit.abort();
  native.removeListener('update-downloaded', fetched);
  native.removeListener('error', refused);
  return result;
}

/** A version's major.minor.patch (its prerelease part aside). */
type Core = readonly [number, number, number];

function coreOf(version: string): Core | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return m === null ? null : [Number(m[1]), Number(m[2]), Number(m[3])];
}

function olderCore(a: Core, b: Core): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * The oldest stable release a person leaving the beta on the prerelease `running` may be moved
 * to: the first release of the stable line that prerelease follows. A prerelease of X.Y (any
 * patch) is made after the X.(Y-1) line was released, so 1.5.0-beta.2 accepts 1.4.0, 1.4.1 or
 * anything newer, never 1.3.9 (a hotfix of an older line that GitHub calls "latest" because it
 * was made last): taking it would skip 1.4.x and leave the person on the old line. Of X.0 the
 * line before is X-1.something, its minor not known from the version: X-1.0.0 is the floor
 * there (weaker, still no older major line). Read from the version alone, so it holds on the
 * first check of a run and needs nothing kept between runs.
 */
export function leavingBetaFloor(running: Pick<UpdaterHost['currentVersion'], 'major' | 'minor'>): Core {
  return running.minor > 0 ? [running.major, running.minor - 1, 0] : [Math.max(0, running.major - 1), 0, 0];
}

/** The release page of `version`. */
export function releasePage(version: string): string {
  return `${RELEASES_PAGE}/tag/v${version}`;
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
  /** During a check leaving the beta: the oldest stable release it may take (leavingBetaFloor). */
  let floor: Core | null = null;
  /** The install under way once electron-updater was asked: its errors are the install's. */
  let installing: { readonly version: string; readonly watchdog: AbortController; reported: boolean } | null = null;
  const failedBefore = options.failedBefore ?? null;

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
    // Stint publishes no web installer; one on the feed may carry no signature to check (Windows).
    host.disableWebInstaller = true;
    // electron-updater's own hook, asked after the feed answered and before 'update-available'
    // (AppUpdater.isUpdateAvailable): an offer below the floor is "not available" there, so
    // nothing is told or downloaded and the next check makes the move again, until a stable
    // release at or above the floor is GitHub's latest. The default (minimumSystemVersion) still runs.
    const supported = host.isUpdateSupported;
    host.isUpdateSupported = (info) => {
      const offered = coreOf(info.version);
      if (floor !== null && offered !== null && olderCore(offered, floor)) {
        logger.log('info', 'a stable release older than the beta line is not taken; the beta build stays until a newer one', { version: info.version, oldest: floor.join('.') });
        return false;
      }
      return supported(info);
    };
    host.logger = {
      info: () => {},
      warn: (m?: unknown) => logger.log('warn', 'updater', { message: String(m).slice(0, 200) }),
      error: () => {},
    };
    host.on('update-downloaded', (info) => {
      logger.log('info', 'update downloaded and verified', { version: info.version });
      // The install of this very version failed last run: the release page, not the same failure again.
      if (info.version === failedBefore) tell({ version: info.version, how: 'download', releaseUrl: releasePage(info.version) });
      else tell({ version: info.version, how: 'restart', releaseUrl: null });
    });
    host.on('update-available', (info) => {
      logger.log('info', 'update available', { version: info.version });
      if (options.install === 'download') tell({ version: info.version, how: 'download', releaseUrl: releasePage(info.version) });
    });
    // electron-updater emits every failure here as well as rejecting: a check's is logged where
    // it is caught. Once it was asked to install, an error is the install's: it did not quit.
    host.on('error', (e) => {
      if (installing !== null) failed(installing, 'installer', errorCode(e));
    });
    return host;
  };

  const failed = (install: NonNullable<typeof installing>, cause: InstallFailureCause, error: string) => {
    if (install.reported) return;
    install.reported = true;
    install.watchdog.abort();
    options.onInstallFailed({ version: install.version, cause, error });
  };

  // An older version is taken in one case only: a prerelease runs and the person chose stable,
  // whose newest release may be older than that prerelease. Anywhere else an older release is
  // a hotfix of an older line (GitHub calls the release made last "latest"), and taking it
  // would move people back and set aside an outbox the newer version wrote. Even leaving, an
  // offer older than the line the prerelease follows (leavingBetaFloor) is refused.
  const leavingBeta = (u: UpdaterHost) => channel === 'stable' && u.currentVersion.prerelease.length > 0 && !leftBeta;

  /** One check (and, where it restarts, its download); true when it went through. */
  const checkOnce = async (): Promise<boolean> => {
    try {
      const u = updater();
      const leaving = leavingBeta(u);
      // Read by electron-updater when the feed has answered, so it holds for the whole check.
      u.allowDowngrade = leaving;
      floor = leaving ? leavingBetaFloor(u.currentVersion) : null;
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
      if (ready?.how !== 'restart' || installing !== null) return false;
      const { version } = ready;
      const u = updater();
      if (options.platform === 'darwin') {
        const side = squirrelOf(u);
        // Without it (another electron-updater), MacUpdater's own quitAndInstall waits for Squirrel.
        if (side === null) logger.log('warn', 'updater: Squirrel.Mac cannot be asked before the restart', {});
        const refused = side === null ? null : await squirrelFetches(side, clock);
        if (refused !== null) {
          logger.log('error', 'the update was refused by macOS; Stint keeps running', { version, error: refused });
          tell({ version, how: 'download', releaseUrl: releasePage(version) });
          options.onInstallFailed({ version, cause: 'squirrel', error: refused });
          return false;
        }
      }
      if (!(await options.beforeInstall())) return false;
      logger.log('info', 'restarting into the update', { version });
      const install = { version, watchdog: new AbortController(), reported: false };
      installing = install;
      // Ended by the process's exit when the install goes ahead.
      clock.sleep(INSTALL_QUIT_LIMIT_MS, install.watchdog.signal).then(
        () => failed(install, 'no-quit', ''),
        () => undefined,
      );
      try {
        u.quitAndInstall(true, true);
      } catch (e) {
        failed(install, 'installer', errorCode(e));
      }
      return true;
    },
    close() {
      closed = true;
      running?.abort();
      running = null;
    },
  };
}
