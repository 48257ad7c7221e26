// Quitting, the shell's last step. Whatever ends the app (Quit in the tray, the machine
// powering off, a restart into an update), the engine first sends what it can within
// QUIT_LIMIT_MS (the outbox keeps the rest for the next start), then the ports close, the
// log last. `before-quit` is held until then; each part is guarded, so a failure cannot
// leave an app that never quits.

import type { Clock } from '../../../time/clock.ts';
import type { Logger } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import type { ShellApp, ShellPowerMonitor } from '../shell-electron.ts';
import type { Guarded } from './guarded.ts';

/** How long quitting waits for the engine to send what it can before it gives up (the outbox keeps the rest). */
export const QUIT_LIMIT_MS = 5_000;

/** A part stopped on the way out, named for the log should it fail. */
export type Stop = readonly [what: string, stop: () => void];

export interface ShutDownParts {
  /** Stopped before the engine closes, in order. */
  readonly before: readonly Stop[];
  readonly stint: Pick<Stint, 'close'>;
  readonly clock: Pick<Clock, 'sleep'>;
  readonly logger: Pick<Logger, 'log'>;
  readonly guard: Guarded;
  /** Stopped once the engine has closed, in order. */
  readonly after: readonly Stop[];
  /** Then closed one after the other, the ports (and their log) last. */
  readonly close: readonly (() => Promise<unknown>)[];
}

/** The way out, in order; resolves when everything is closed. */
export function shutDownInOrder(parts: ShutDownParts): () => Promise<void> {
  const { guard, logger } = parts;
  return async () => {
    for (const [what, stop] of parts.before) guard(what, stop);
    const limit = new AbortController();
    const inTime = await Promise.race([
      parts.stint.close().then(
        () => true,
        (e: unknown) => {
          logger.log('error', 'the engine did not close cleanly', { error: e instanceof Error ? e.name : typeof e });
          return true;
        },
      ),
      parts.clock.sleep(QUIT_LIMIT_MS, limit.signal).then(
        () => false,
        () => true,
      ),
    ]);
    limit.abort();
    if (!inTime) logger.log('warn', 'the engine did not finish sending in time; the outbox keeps the rest for the next start', {});
    for (const [what, stop] of parts.after) guard(what, stop);
    for (const close of parts.close) await close();
  };
}

export interface QuitHold {
  readonly app: Pick<ShellApp, 'on' | 'quit'>;
  readonly powerMonitor: Pick<ShellPowerMonitor, 'on'>;
  readonly shutDown: () => Promise<void>;
  /** Told first when the machine powers off (the opt-in stop of the timer), before the quit. */
  readonly poweringOff?: () => Promise<unknown>;
  /** Ends the process instead of quitting when this says so (a keychain call stuck on a prompt would keep it from exiting at all). */
  readonly mustForceExit: () => boolean;
  readonly forceExit?: (() => void) | undefined;
}

export interface QuitGate {
  /** Whether quitting has begun: the window may close only then. */
  quitting(): boolean;
  /**
   * Restart into an update: everything a quit does, then electron-updater's own quit.
   * False (not safe now) before the shell holds quitting, or while it quits already.
   */
  prepareInstall(): Promise<boolean>;
  /** The shell has started: from now on quitting, power-off included, goes through `shutDown`. */
  hold(how: QuitHold): void;
  /** Whether a quit was asked after everything had closed (electron-updater's own, once its installer started). */
  quitAskedAfterShutdown(): boolean;
}

export function createQuitGate(): QuitGate {
  let quitting = false;
  let closed = false;
  let shutDown: (() => Promise<void>) | null = null;
  let askedAfterShutdown = false;
  return {
    quitting: () => quitting,
    quitAskedAfterShutdown: () => askedAfterShutdown,
    async prepareInstall() {
      if (shutDown === null || quitting) return false;
      quitting = true;
      await shutDown();
      closed = true;
      return true;
    },
    hold(how) {
      const { app } = how;
      shutDown = how.shutDown;
      // Linux and macOS tell the app before the machine powers off: flush first.
      how.powerMonitor.on('shutdown', (event) => {
        event?.preventDefault();
        void Promise.resolve()
          .then(() => how.poweringOff?.())
          .catch(() => undefined)
          .finally(() => app.quit());
      });
      app.on('before-quit', (event) => {
        if (closed) {
          askedAfterShutdown = true;
          return;
        }
        event.preventDefault();
        if (quitting) return;
        quitting = true;
        void how.shutDown().finally(() => {
          closed = true;
          if (how.mustForceExit() && how.forceExit) how.forceExit();
          else app.quit();
        });
      });
    },
  };
}
