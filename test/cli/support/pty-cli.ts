// The command line in a real terminal: util-linux `script` gives it a pseudo-terminal, so
// it prompts, edits lines and asks the password without echo exactly as for a person, and
// a Ctrl-C typed there reaches readline as the key (not as a signal to the test). Keys are
// written to script's standard input; the test waits for what the terminal shows, never
// for a time, with a hang guard only.

import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { HANG_MS, ROOT } from './run-cli.ts';
import { bundledEntry } from '../../support/bundled-entry.ts';

/** Why the terminal tests cannot run here, or null when they can. */
export function ptyUnavailable(): string | null {
  const probe = spawnSync('script', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return 'util-linux `script` is not installed (Debian: bsdutils), so no pseudo-terminal can be made';
  return null;
}

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

export class PtyCli {
  private readonly child: ChildProcessWithoutNullStreams;
  /** Everything the terminal showed, escape sequences stripped. */
  private shown = '';
  private readonly waiters = new Set<() => void>();
  readonly exited: Promise<number | null>;

  constructor(args: readonly string[], env: Record<string, string> = {}) {
    const command = [process.execPath, bundledEntry('main/cli/main.ts'), ...args].map(quote).join(' ');
    // -q: no banner; -e: script exits with the command's status; /dev/null: no typescript file.
    this.child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, TERM: 'xterm', ...env },
    });
    const take = (d: string) => {
      // eslint-disable-next-line no-control-regex
      this.shown += d.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');
      for (const w of [...this.waiters]) w();
    };
    this.child.stdout.setEncoding('utf8').on('data', take);
    this.child.stderr.setEncoding('utf8').on('data', take);
    const guard = setTimeout(() => this.child.kill('SIGKILL'), HANG_MS);
    this.exited = new Promise((resolve) => {
      this.child.on('close', (code) => {
        clearTimeout(guard);
        for (const w of [...this.waiters]) w();
        resolve(code);
      });
    });
  }

  get output(): string {
    return this.shown;
  }

  /** Resolves once the terminal has shown `text` (after `from` characters); rejects at the hang guard or when the process ends first. */
  waitFor(text: string, from = 0): Promise<number> {
    return new Promise((resolve, reject) => {
      let done = false;
      const check = () => {
        if (done) return;
        const at = this.shown.indexOf(text, from);
        if (at >= 0) finish(() => resolve(at + text.length));
        else if (this.child.exitCode !== null || this.child.signalCode !== null)
          finish(() => reject(new Error(`the command line ended before showing ${JSON.stringify(text)}:\n${this.shown}`)));
      };
      const finish = (then: () => void) => {
        done = true;
        clearTimeout(guard);
        this.waiters.delete(check);
        then();
      };
      const guard = setTimeout(() => finish(() => reject(new Error(`hang guard: no ${JSON.stringify(text)} in:\n${this.shown}`))), HANG_MS);
      this.waiters.add(check);
      check();
    });
  }

  /** Types keys: `\r` is Enter, `\x03` is Ctrl-C. */
  type(keys: string): void {
    this.child.stdin.write(keys);
  }

  /** Ends the terminal (when a test failed half-way). */
  kill(): void {
    this.child.kill('SIGKILL');
  }
}
