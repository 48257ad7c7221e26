// The engine's ports, the first step at ready: from here on the log exists, so what the
// launch left unsaid (a driven run, ignored development variables) is written first.

import type { Clock } from '../../../time/clock.ts';
import type { BusFactory } from '../linux/dbus-connection.ts';
import type { ShellElectron } from '../shell-electron.ts';
import { openShellPorts, type ShellPorts } from '../shell-ports.ts';
import type { DrivenSystem } from '../test-hooks.ts';
import type { Env } from './launch.ts';
import type { I18n } from '../../../i18n/words.ts';

export interface PortsFacts {
  readonly electron: Pick<ShellElectron, 'app' | 'net' | 'powerMonitor' | 'Notification' | 'safeStorage'>;
  readonly platform: NodeJS.Platform;
  readonly env: Env;
  readonly clock: Clock;
  /** The data folder of its own (`STINT_USER_DATA_DIR`), if any. */
  readonly ownFolder: string | undefined;
  readonly buses?: { system: BusFactory; session: BusFactory } | undefined;
  readonly driven: DrivenSystem | null;
  readonly ignoredEnv: readonly string[];
  /** The data folder's lock: asked before each write of the settings and the durable files. */
  readonly guard: () => void;
  /** The shell's words at the moment (shell-language.ts). */
  readonly words: () => I18n;
}

export async function openPorts(facts: PortsFacts): Promise<ShellPorts> {
  const { electron, driven, ownFolder } = facts;
  const shellPorts = await openShellPorts({
    electron,
    userData: electron.app.getPath('userData'),
    logsDir: electron.app.getPath('logs'),
    platform: facts.platform,
    env: facts.env,
    keychainAccount: ownFolder ? `session:${ownFolder}` : 'session',
    clock: facts.clock,
    guard: facts.guard,
    words: facts.words,
    ...(facts.buses ? { buses: facts.buses } : {}),
    ...(driven ? { driven } : {}),
  });
  const { logger } = shellPorts.logFile;
  if (driven) logger.log('warn', 'test hooks on: idle, lock, the network and the clock are driven from outside', {});
  if (facts.ignoredEnv.length > 0) logger.log('warn', 'development variables ignored by the installed app', { names: facts.ignoredEnv.join(', ') });
  return shellPorts;
}
