// The single-instance hand over, before ready. One Stint runs per data folder: a second
// launch hands its command (`stint --toggle`, `--start …`) to the one running and exits.
// Commands wait in a queue until the engine exists and the session is restored; a plain
// second launch (on macOS: opening the app again) asks for the window, and one that comes
// while this instance is still starting is kept until the window exists.

import { join } from 'node:path';
import type { Clock } from '../../../time/clock.ts';
import { parseCommandLine } from '../../../core/views/app-command.ts';
import { commandData, readCommandData } from '../../../core/views/app-command-data.ts';
import { AppCommandQueue } from '../../../core/views/app-command-queue.ts';
import type { ShellApp } from '../shell-electron.ts';

/**
 * A test or the demo runs with a folder of its own (never the person's own settings,
 * session or log). The single-instance lock is per user-data folder: this comes first.
 */
export function useOwnFolder(app: Pick<ShellApp, 'setPath' | 'setAppLogsPath'>, folder: string | undefined): void {
  if (!folder) return;
  app.setPath('userData', folder);
  app.setAppLogsPath(join(folder, 'logs'));
}

/** Asks from outside to show the window (a plain second launch, macOS `activate`). */
export interface ShowRequests {
  /** The window exists: later requests show it; true when one came before. */
  connect(show: () => void): boolean;
}

export interface SingleInstance {
  /** This launch's command, then each later launch's. */
  readonly commands: AppCommandQueue;
  readonly showRequests: ShowRequests;
}

export interface SingleInstanceFacts {
  readonly platform: NodeJS.Platform;
  readonly argv: readonly string[];
  readonly clock: Pick<Clock, 'now'>;
}

/** Null when another Stint holds the lock: it was handed this launch's command, and this app quits. */
export function holdSingleInstance(app: Pick<ShellApp, 'isPackaged' | 'requestSingleInstanceLock' | 'quit' | 'on'>, facts: SingleInstanceFacts): SingleInstance | null {
  // Electron's argv opens with the executable, and with the app's folder when unpackaged.
  const leading = app.isPackaged ? 1 : 2;
  const launch = parseCommandLine(facts.argv, { leading });
  // A second process hands its own reading of its command line over with the lock request
  // (Chromium reorders and adds to the argv the running one would see) and exits at once.
  if (!app.requestSingleInstanceLock(commandData(launch))) {
    app.quit();
    return null;
  }
  const commands = new AppCommandQueue(facts.clock);
  commands.receive(launch);
  let show: (() => void) | null = null;
  let wanted = false;
  const request = () => {
    if (show) show();
    else wanted = true;
  };
  app.on('second-instance', (_event, argv, _cwd, additionalData) => {
    const parsed = readCommandData(additionalData) ?? parseCommandLine(argv, { leading });
    if (commands.receive(parsed) === 'plain') request();
  });
  if (facts.platform === 'darwin') app.on('activate', request);
  return {
    commands,
    showRequests: {
      connect(next) {
        show = next;
        return wanted;
      },
    },
  };
}
