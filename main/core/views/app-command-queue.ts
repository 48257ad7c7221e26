// Commands from outside wait here until the engine can carry them out as the person meant:
// `stint --toggle` that starts Stint comes before the window, the tray or the engine exist,
// and "stop if running" means nothing until the session is back and the service has been
// read once. The shell submits every command here, from the first launch and from later
// ones alike; each runs once, in the order given, one at a time.

import type { Clock } from '../../time/clock.ts';
import type { Logger } from '../ports.ts';
import type { Snapshot } from '../snapshot.ts';
import type { Stint } from '../stint-api.ts';
import { commandArgs, type AppCommand, type ParsedCommandLine } from './app-command.ts';
import { wordsNow } from './tray-menu-actions.ts';

/**
 * How long a command waits for a session. Long enough to type a password after a first
 * launch; a command older than this would surprise the person, who has moved on.
 */
export const HOLD_LIMIT_MS = 5 * 60_000;
/** Commands waiting at most; a key held down or a script in a loop drops its oldest. */
export const HELD_MAX = 20;

export type CommandReadiness =
  | 'ready'
  /** Signed out or signing in. */
  | 'session'
  /** Signed in, the first read of this run not answered yet. */
  | 'first-read';

/**
 * Whether a command can be carried out on `s`. A first read that failed (offline, refused,
 * rate limited) makes it ready too: the engine then acts on what it last knew, and queues.
 */
export function commandReadiness(s: Pick<Snapshot, 'session' | 'sync'>): CommandReadiness {
  if (s.session.state !== 'signed_in') return 'session';
  if (s.sync.lastReadAt !== null) return 'ready';
  return s.sync.state === 'ok' || s.sync.state === 'syncing' ? 'first-read' : 'ready';
}

/** What the shell lends the queue once the engine, the log and the window exist. */
export interface AppCommandHost {
  readonly stint: Pick<Stint, 'snapshot' | 'subscribe' | 'settled'>;
  readonly logger: Pick<Logger, 'log'>;
  /** Carries the command out (runAppCommand); never rejects. */
  run(command: AppCommand): Promise<unknown>;
  /** A command waits for a sign-in: the shell shows the sign-in window (once per wait). */
  signInNeeded(): void;
  /** Tells the person a command was dropped (a notification). */
  tell(message: string): void;
}

interface Held {
  readonly command: AppCommand;
  readonly at: number;
}

type LogLine = Parameters<Logger['log']>;
/** Log lines kept until the log exists (a command line read before the app is ready). */
const EARLY_LINES_MAX = 50;

/** What `receive` did with a command line: queued its command, logged why not, or nothing asked (a plain launch). */
export type Received = 'queued' | 'ignored' | 'plain';

export class AppCommandQueue {
  private held: Held[] = [];
  private host: AppCommandHost | null = null;
  private unsubscribe: () => void = () => {};
  private draining = false;
  private drained: Promise<void> = Promise.resolve();
  private askedSignIn = false;
  private early: LogLine[] = [];

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  private log(...line: LogLine): void {
    if (this.host !== null) this.host.logger.log(...line);
    else if (this.early.length < EARLY_LINES_MAX) this.early.push(line);
  }

  /**
   * A command line, read (app-command.ts, app-command-data.ts): its command is queued; one
   * not understood is logged with its reasons and nothing is done; with neither, the launch
   * was plain (a second one shows the window: the shell's to do).
   */
  receive(parsed: ParsedCommandLine): Received {
    if (parsed.command !== null) {
      this.submit(parsed.command);
      return 'queued';
    }
    if (parsed.ignored.length === 0) return 'plain';
    this.log('warn', 'command: the command line was not understood; nothing was done', { reasons: parsed.ignored.join('; ') });
    return 'ignored';
  }

  /** A command to carry out as soon as the engine can (at once when it can now). */
  submit(command: AppCommand): void {
    this.held.push({ command, at: this.clock.now() });
    if (this.held.length > HELD_MAX) {
      this.held.shift();
      this.log('warn', 'command: too many commands waiting; the oldest was dropped', { waiting: HELD_MAX });
    }
    this.log('info', 'command: received', { command: command.kind, waiting: this.held.length });
    this.kick();
  }

  /** The engine, the log and the window exist: commands run from now on, as each snapshot allows. */
  attach(host: AppCommandHost): void {
    this.unsubscribe();
    this.host = host;
    for (const line of this.early.splice(0)) host.logger.log(...line);
    // Not inside the engine's publish: a command calls the engine back.
    this.unsubscribe = host.stint.subscribe(() => queueMicrotask(() => this.kick()));
    this.kick();
  }

  /** Stops watching; commands still waiting are dropped (quitting). */
  dispose(): void {
    this.unsubscribe();
    if (this.held.length > 0) this.log('info', 'command: dropped at quit', { waiting: this.held.length });
    this.host = null;
    this.held = [];
  }

  /** Resolves once no command is being carried out (tests; quitting). */
  idle(): Promise<void> {
    return this.drained;
  }

  /** Commands waiting. */
  get waiting(): number {
    return this.held.length;
  }

  private kick(): void {
    if (this.draining || this.host === null || this.held.length === 0) return;
    this.draining = true;
    this.drained = this.drain();
  }

  private async drain(): Promise<void> {
    try {
      while (this.host !== null && this.held.length > 0) {
        const host = this.host;
        this.dropExpired(host);
        const next = this.held[0];
        if (next === undefined) break;
        const s = host.stint.snapshot();
        const readiness = commandReadiness(s);
        if (readiness !== 'ready') {
          if (s.session.state === 'signed_out' && !this.askedSignIn) {
            this.askedSignIn = true;
            host.signInNeeded();
          }
          break;
        }
        // The running entry is read first and published at once; the project list and the
        // week follow in the same read. A command by name needs the list: let the read end.
        await host.stint.settled();
        if (this.host !== host || this.held[0] !== next) continue;
        this.held.shift();
        try {
          await host.run(next.command);
        } catch (e) {
          this.log('error', 'command: failed', { command: next.command.kind, error: e instanceof Error ? e.name : typeof e });
        }
      }
      if (this.held.length === 0) this.askedSignIn = false;
    } finally {
      // Cleared before the promise settles, so a snapshot that comes next starts a new drain.
      this.draining = false;
    }
  }

  private dropExpired(host: AppCommandHost): void {
    const now = this.clock.now();
    while (this.held.length > 0 && now - this.held[0]!.at > HOLD_LIMIT_MS) {
      const { command } = this.held.shift()!;
      this.log('warn', 'command: dropped, it waited too long for a session', { command: command.kind });
      const i18n = wordsNow(host.stint);
      host.tell(i18n._({ id: 'command.dropped', message: 'Stint did not carry out {command}: it waited more than {minutes} minutes for a sign-in.', values: { command: commandArgs(command)[0], minutes: HOLD_LIMIT_MS / 60_000 } }));
    }
  }
}
