// The engine's process as the chaos test sees it (driver.ts): started on a data folder, typed
// into one command a line, its acknowledgments read back, and killed with SIGKILL. Every wait
// is for a line printed or the process's end, with a hang guard only.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { ROOT } from '../cli/support/kill-harness.ts';
import { bundledEntry } from '../support/bundled-entry.ts';
import { parseAck, type Ack, type ChaosCommand } from './protocol.ts';

/** Hang guard only: tsx compiles on start, and the machine may be loaded. */
const HANG_MS = 120_000;

type Distribute<T> = T extends unknown ? Omit<T, 'n'> : never;
/** A command without its number (the process numbers what it is given). */
export type Command = Distribute<ChaosCommand>;

export interface EngineProcessOptions {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly sessionFile: string;
  readonly undoHoldMs: number;
  /** How far the run's clock is from the wall clock (ChaosRun.shiftMs): every process of a run reads the same time. */
  readonly clockShiftMs: number;
}

export class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffered = '';
  stderr = '';
  /** What it showed once open, before any command. */
  ready: Omit<Ack, 'n' | 'at' | 'ok' | 'message'> | null = null;
  readonly acks = new Map<number, Ack>();
  exit: NodeJS.Signals | number | null = null;
  private waiters = new Set<() => void>();
  private next = 1;

  constructor(options: EngineProcessOptions) {
    const args = ['--base-url', options.baseUrl, '--data-dir', options.dataDir, '--session', options.sessionFile, '--undo-hold-ms', String(options.undoHoldMs), '--clock-shift-ms', String(options.clockShiftMs)];
    this.child = spawn(process.execPath, [bundledEntry('test/chaos/driver.ts'), ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8').on('data', (d: string) => {
      this.buffered += d;
      let i: number;
      while ((i = this.buffered.indexOf('\n')) >= 0) {
        this.line(this.buffered.slice(0, i));
        this.buffered = this.buffered.slice(i + 1);
      }
      this.poke();
    });
    this.child.stderr.setEncoding('utf8').on('data', (d: string) => {
      this.stderr += d;
    });
    this.child.stdin.on('error', () => undefined);
    this.child.on('close', (code, signal) => {
      this.exit = signal ?? code ?? -1;
      this.poke();
    });
  }

  private line(l: string): void {
    if (l.startsWith('ready ')) this.ready = JSON.parse(l.slice('ready '.length)) as EngineProcess['ready'];
    else if (l.startsWith('ack ')) {
      const a = parseAck(l);
      this.acks.set(a.n, a);
    } else if (l.startsWith('bad ')) throw new Error(`the driver could not read a command: ${l}`);
  }

  private poke(): void {
    for (const w of [...this.waiters]) w();
  }

  /** Resolves once `state()` holds; fails if the process ends first, or at the hang guard. */
  until<T>(state: () => T | undefined | null | false, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const done = (f: () => void) => {
        clearTimeout(guard);
        this.waiters.delete(check);
        f();
      };
      const check = () => {
        const v = state();
        if (v !== undefined && v !== null && v !== false) done(() => resolve(v));
        else if (this.exit !== null) done(() => reject(new Error(`the engine's process ended (${this.exit}) while waiting for ${what}\nstderr:\n${this.stderr}`)));
      };
      const guard = setTimeout(() => done(() => reject(new Error(`hang guard: still waiting for ${what}\nstderr:\n${this.stderr}`))), HANG_MS);
      this.waiters.add(check);
      check();
    });
  }

  opened(): Promise<NonNullable<EngineProcess['ready']>> {
    return this.until(() => this.ready, 'the engine to open');
  }

  /** Types a command; answers its number (its acknowledgment comes later: `ack`). */
  type(c: Command): number {
    const n = this.next++;
    this.child.stdin.write(`${JSON.stringify({ n, ...c })}\n`);
    return n;
  }

  ack(n: number): Promise<Ack> {
    return this.until(() => this.acks.get(n), `the acknowledgment of command ${n}`);
  }

  async command(c: Command): Promise<Ack> {
    return this.ack(this.type(c));
  }

  /** SIGKILL: no handler, no flush. */
  async kill9(): Promise<void> {
    if (this.exit !== null) return;
    this.child.kill('SIGKILL');
    await new Promise<void>((resolve) => {
      const check = () => {
        if (this.exit !== null) {
          this.waiters.delete(check);
          resolve();
        }
      };
      this.waiters.add(check);
      check();
    });
  }
}
