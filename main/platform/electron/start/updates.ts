// Updates: only an installed app that can take them checks (never the harness, the demo or
// tests, which run from a clone). electron-updater is loaded only then; if it cannot be,
// Stint runs on without updates and the log says why.

import type { Clock } from '../../../time/clock.ts';
import type { Logger } from '../../../core/ports.ts';
import { readPackageType } from '../package-type.ts';
import { createUpdater, updateInstall, type Updater, type UpdaterHost } from '../updater.ts';
import type { Env } from './launch.ts';

export interface UpdatesFacts {
  readonly platform: NodeJS.Platform;
  readonly isPackaged: boolean;
  readonly env: Env;
  /** Electron's `process.resourcesPath` (electron-builder writes `package-type` there for a deb). */
  readonly resourcesPath: string | undefined;
  readonly loadUpdater: (() => Promise<UpdaterHost>) | undefined;
  readonly clock: Pick<Clock, 'sleep'>;
  readonly logger: Pick<Logger, 'log'>;
  /** Installing flushes the engine first, as quitting does (quit.ts). */
  readonly beforeInstall: () => Promise<boolean>;
}

/** The updater, or null where this installation takes none. */
export async function loadUpdates(facts: UpdatesFacts): Promise<Updater | null> {
  const { logger } = facts;
  const install = updateInstall({ platform: facts.platform, isPackaged: facts.isPackaged, env: facts.env, packageType: readPackageType(facts.resourcesPath) });
  logger.log('info', 'updates', { install });
  if (install === 'none' || !facts.loadUpdater) return null;
  const host = await facts.loadUpdater().catch((e: unknown) => {
    logger.log('warn', 'the updater could not be loaded; no updates this run', { error: e instanceof Error ? e.name : typeof e });
    return null;
  });
  if (host === null) return null;
  return createUpdater({ updater: () => host, install, clock: facts.clock, logger, beforeInstall: facts.beforeInstall });
}
