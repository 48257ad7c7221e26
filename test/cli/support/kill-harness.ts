// What the kill -9 tests share: a simulator on the real clock that lets the test see a
// request held at the service (the latency fault's wait, or an answer held after the write
// was applied), and the command line as a real process driven line by line on its
// standard input, the way a person types. Every wait is on an event, with a hang guard only.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../../../main/time/clock.ts';
import { buildSim, type Sim } from '../../sim/app.ts';
import { SimClock, type ClockBase } from '../../sim/clock.ts';
import { parseFaults } from '../../sim/faults.ts';
import { bundledEntry } from '../../support/bundled-entry.ts';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Hang guard only: tsx compiles on start, and the machine may be loaded. */
export const HANG_MS = 120_000;
export const PASSWORD = 'demo-password';

/** Wakes whoever waits for a condition when something that may change it happened. */
class Watch {
  private readonly checks = new Set<() => void>();

  poke(): void {
    for (const check of [...this.checks]) check();
  }

  /** Resolves once `state()` is true; rejects when it answers an Error, or at the hang guard. */
  until(state: () => boolean | Error, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const finish = (err?: Error) => {
        clearTimeout(guard);
        this.checks.delete(check);
        if (err) reject(err);
        else resolve();
      };
      const check = () => {
        const s = state();
        if (s instanceof Error) finish(s);
        else if (s) finish();
      };
      const guard = setTimeout(() => finish(new Error(`hang guard: still waiting for ${what}`)), HANG_MS);
      this.checks.add(check);
      check();
    });
  }
}

export interface WatchedSim {
  readonly sim: Sim;
  readonly baseUrl: string;
  /** Requests waiting in the latency fault right now (not yet applied). */
  latencyWaits(): number;
  /** Holds the answer of the next request `matches` accepts, after the service applied it, until its client is gone. */
  holdAnswer(matches: (method: string, url: string) => boolean): void;
  /** Answers held so far. */
  heldAnswers(): number;
  faults(body: object): void;
  until(state: () => boolean, what: string): Promise<void>;
  close(): Promise<void>;
}

export async function startWatchedSim(): Promise<WatchedSim> {
  const watch = new Watch();
  let waiting = 0;
  // The simulator's clock sleeps only for the latency fault: each sleep is a held request.
  const base: ClockBase = {
    now: () => systemClock.now(),
    sleep: (ms, signal) => {
      waiting++;
      watch.poke();
      return systemClock.sleep(ms, signal).finally(() => {
        waiting--;
        watch.poke();
      });
    },
  };
  const sim = buildSim({ clock: new SimClock(base) });
  let hold: ((method: string, url: string) => boolean) | null = null;
  let held = 0;
  sim.app.addHook('onSend', async (request, _reply, payload) => {
    if (hold?.(request.method, request.url)) {
      hold = null;
      held++;
      const socket = request.raw.socket;
      const gone = new Promise((resolve) => socket.once('close', resolve));
      watch.poke();
      await gone;
    }
    return payload;
  });
  await sim.app.listen({ host: '127.0.0.1', port: 0 });
  const address = sim.app.server.address();
  if (!address || typeof address === 'string') throw new Error('simulator did not bind a TCP port');
  return {
    sim,
    baseUrl: `http://127.0.0.1:${address.port}/api/v1`,
    latencyWaits: () => waiting,
    holdAnswer: (matches) => {
      hold = matches;
    },
    heldAnswers: () => held,
    faults: (body) => {
      sim.ctx.faults = parseFaults(body);
    },
    until: (state, what) => watch.until(state, what),
    close: () => sim.app.close(),
  };
}

export interface CliOptions {
  readonly baseUrl: string;
  readonly dataDir: string;
  /** `-c` commands: run them and quit. None: commands come on standard input. */
  readonly commands?: readonly string[];
  /** Extra modules for the child's `--import` (test-only preloads). */
  readonly preload?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

/** The command line as a real process: `node <main/cli/main.ts bundled>`, no wrapper, so a kill hits the engine itself. */
export class CliProcess {
  stdout = '';
  stderr = '';
  exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly watch = new Watch();
  private marks = 0;

  constructor(options: CliOptions) {
    // Bundled (support/bundled-entry.ts); a preload is TypeScript of the tests', read through tsx.
    const imports = (options.preload?.length ? ['tsx', ...options.preload] : []).flatMap((m) => ['--import', m]);
    const args = ['--base-url', options.baseUrl, '--data-dir', options.dataDir, ...(options.commands ?? []).flatMap((c) => ['-c', c])];
    this.child = spawn(process.execPath, [...imports, bundledEntry('main/cli/main.ts'), ...args], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, STINT_PASSWORD: PASSWORD, ...options.env },
    });
    this.child.stdout.setEncoding('utf8').on('data', (d: string) => {
      this.stdout += d;
      this.watch.poke();
    });
    this.child.stderr.setEncoding('utf8').on('data', (d: string) => {
      this.stderr += d;
      this.watch.poke();
    });
    this.child.on('close', (code, signal) => {
      this.exit = { code, signal };
      this.watch.poke();
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Waits for `state`; fails at once, with the output, if the process ends first. */
  until(state: () => boolean, what: string): Promise<void> {
    return this.watch.until(() => state() || (this.exit !== null && this.failure(`the command line ended while waiting for ${what}`)), what);
  }

  /**
   * Types one command and waits until it is done: a comment typed after it is echoed only
   * once the command returned, as the command line reads the next line only then.
   * Answers what the command printed.
   */
  async command(line: string): Promise<string[]> {
    const mark = `# done ${++this.marks}`;
    const from = this.stdout.length;
    this.type(line);
    this.type(mark);
    await this.until(() => this.stdout.includes(`stint> ${mark}\n`, from), `"${line}" to finish`);
    const out = this.stdout.slice(from).split('\n');
    return out.slice(out.indexOf(`stint> ${line}`) + 1, out.indexOf(`stint> ${mark}`));
  }

  type(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** Resolves when the process has ended by itself. */
  async ended(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    await this.watch.until(() => this.exit !== null, 'the command line to end');
    return this.exit!;
  }

  /** SIGKILL: no handler, no flush, no shutdown. Answers how the process ended. */
  async kill9(): Promise<NodeJS.Signals | null> {
    this.child.kill('SIGKILL');
    return (await this.ended()).signal;
  }

  private failure(message: string): Error {
    return new Error(`${message}; exit ${JSON.stringify(this.exit)}\nstdout:\n${this.stdout}\nstderr:\n${this.stderr}`);
  }
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** The lines a command printed in a `-c` run: from its echoed `stint> <command>` line to the next one. */
export function blockOf(stdout: string, command: string, occurrence = 1): string[] {
  const lines = stdout.split('\n');
  let seen = 0;
  const at = lines.findIndex((l) => l === `stint> ${command}` && ++seen === occurrence);
  if (at < 0) throw new Error(`no "stint> ${command}" (#${occurrence}) in:\n${stdout}`);
  const rest = lines.slice(at + 1);
  const end = rest.findIndex((l) => l.startsWith('stint> '));
  return end < 0 ? rest : rest.slice(0, end);
}
