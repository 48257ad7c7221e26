// The command line as a real process, for the process tests: `-c` commands, standard input
// closed, the password from STINT_PASSWORD. Waits on the process's exit, with a hang guard
// only (the machine may be loaded). It runs bundled (support/bundled-entry.ts), as every
// process test's command line does.

import assert from 'node:assert/strict';
import { runProcess, type Ran } from '../../support/run-process.ts';
import { bundledEntry } from '../../support/bundled-entry.ts';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const HANG_MS = 120_000;

export type { Ran } from '../../support/run-process.ts';

/**
 * Runs the command line. A change is sent at once (STINT_UNDO_SECONDS=0): quitting would
 * otherwise wait out its 10 s of Undo on the real clock, for nothing a test reads; the undo
 * tests give `STINT_UNDO_SECONDS: ''` for the engine's own hold.
 */
export function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<Ran> {
  // No session bus unless a test gives its own (a private gnome-keyring): a test never writes the machine's keyring.
  // The language and locale are the test's (English, C) whatever the machine's LANG: a test gives LANG or LC_ALL to change them.
  const { DBUS_SESSION_BUS_ADDRESS: _bus, LC_ALL: _all, LC_MESSAGES: _messages, LANG: _lang, ...inherited } = process.env;
  return runProcess(process.execPath, [bundledEntry('main/cli/main.ts'), ...args], {
    cwd: ROOT,
    env: { ...inherited, LANG: 'C.UTF-8', STINT_PASSWORD: 'demo-password', STINT_UNDO_SECONDS: '0', ...env },
    hangMs: HANG_MS,
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
