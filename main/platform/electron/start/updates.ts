// Updates: only an installed app that can take them checks (never the harness, the demo or
// tests, which run from a clone). electron-updater is loaded only then; if it cannot be,
// Stint runs on without updates and the log says why. An install that fails is said, and
// Stint comes back (install-failure.ts); a run started again after one says so first.

import type { Clock } from '../../../time/clock.ts';
import type { Logger, Notifier } from '../../../core/ports.ts';
import type { I18n } from '../../../i18n/words.ts';
import { readPackageType } from '../package-type.ts';
import type { ShellApp } from '../shell-electron.ts';
import { createUpdater, updateInstall, type InstallFailure, type Updater, type UpdaterHost } from '../updater.ts';
import { readInstallFailed, startAgain, tellInstallFailed } from './install-failure.ts';
import type { Env } from './launch.ts';

export interface UpdatesFacts {
  readonly platform: NodeJS.Platform;
  readonly app: Pick<ShellApp, 'isPackaged' | 'relaunch' | 'exit'>;
  /** This launch's command line: a run started again after a failed install is told so there. */
  readonly argv: readonly string[];
  readonly env: Env;
  /** Electron's `process.resourcesPath` (electron-builder writes `package-type` there for a deb). */
  readonly resourcesPath: string | undefined;
  readonly loadUpdater: (() => Promise<UpdaterHost>) | undefined;
  readonly clock: Pick<Clock, 'sleep'>;
  readonly logger: Pick<Logger, 'log'>;
  readonly notifier: Pick<Notifier, 'show'>;
  /** The shell's words at the moment (shell-language.ts). */
  readonly words: () => I18n;
  /** Installing flushes the engine first, as quitting does (quit.ts). */
  readonly beforeInstall: () => Promise<boolean>;
  /** Whether a quit was asked once everything had closed: electron-updater's own, its installer under way (quit.ts). */
  readonly quitAskedAfterShutdown: () => boolean;
}

/** The updater, or null where this installation takes none. */
export async function loadUpdates(facts: UpdatesFacts): Promise<Updater | null> {
  const { logger, platform, notifier } = facts;
  const advice = { platform, appImage: facts.env.APPIMAGE };
  const failedBefore = readInstallFailed(facts.argv);
  if (failedBefore !== null) {
    logger.log('warn', 'the update was not installed in the last run; Stint started again', { ...failedBefore });
    tellInstallFailed(notifier, failedBefore, advice, facts.words());
  }
  const install = updateInstall({ platform, isPackaged: facts.app.isPackaged, env: facts.env, packageType: readPackageType(facts.resourcesPath) });
  logger.log('info', 'updates', { install });
  if (install === 'none' || !facts.loadUpdater) return null;
  const host = await facts.loadUpdater().catch((e: unknown) => {
    logger.log('warn', 'the updater could not be loaded; no updates this run', { error: e instanceof Error ? e.name : typeof e });
    return null;
  });
  if (host === null) return null;
  const onInstallFailed = (f: InstallFailure) => {
    // Before the shutdown: the engine, the window and the notifier are all there.
    if (f.cause === 'squirrel') return tellInstallFailed(notifier, f, advice, facts.words());
    // electron-updater asked to quit: its installer runs, and starts the new version itself.
    if (f.cause === 'no-quit' && facts.quitAskedAfterShutdown()) return facts.app.exit(0);
    startAgain(f, { ...advice, app: facts.app });
  };
  return createUpdater({ updater: () => host, install, platform, clock: facts.clock, logger, failedBefore: failedBefore?.version ?? null, beforeInstall: facts.beforeInstall, onInstallFailed });
}
