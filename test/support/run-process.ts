// A child process run to its end for the process tests: its exit code and everything it
// printed. Waits on the exit, with a hang guard only (no assertion on how long it took).

import { spawn } from 'node:child_process';

export interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Killed after this long: a hung process fails its test instead of hanging the run. */
  readonly hangMs: number;
}

export function runProcess(command: string, args: readonly string[], options: RunOptions): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const guard = setTimeout(() => child.kill('SIGKILL'), options.hangMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
  });
}
