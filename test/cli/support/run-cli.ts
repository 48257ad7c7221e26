// The command line as a real process, for the process tests: `-c` commands, standard input
// closed, the password from STINT_PASSWORD. Waits on the process's exit, with a hang guard
// only (tsx compiles on start, and the machine may be loaded).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const HANG_MS = 120_000;

export interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'main/cli/main.ts', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STINT_PASSWORD: 'demo-password', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const guard = setTimeout(() => child.kill('SIGKILL'), HANG_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The lines a command printed: from its echoed `stint> <command>` line to the next one. */
export function block(stdout: string, command: string, occurrence = 1): string[] {
  const lines = stdout.split('\n');
  let seen = 0;
  const at = lines.findIndex((l) => l === `stint> ${command}` && ++seen === occurrence);
  assert.ok(at >= 0, `no "stint> ${command}" (#${occurrence}) in:\n${stdout}`);
  const rest = lines.slice(at + 1);
  const end = rest.findIndex((l) => l.startsWith('stint> '));
  return end < 0 ? rest : rest.slice(0, end);
}
