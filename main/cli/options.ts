// The command line's own options, and where it keeps its data by default.

import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkServiceAddress } from '../core/stint.ts';
import { helpLines } from './commands.ts';

export const USAGE = `usage: npm run cli -- [--base-url <url>] [--data-dir <dir>] [-c <command>]...
  --base-url <url>   the service, ending in /api/v1 (default: the last one signed in to)
  --data-dir <dir>   settings, accounts, calendars, queued actions and caches (default: the
                     app's own folder, $XDG_CONFIG_HOME/Stint or ~/.config/Stint; another
                     folder keeps its own accounts and sessions apart)
  -c <command>       run this command (repeatable, in order), then quit; without -c,
                     commands are read from the terminal (the commands are listed below)
  --help             this text
Each account's session is kept in the OS keychain (one item per account), as the app keeps
it: a later run is signed in; signout removes it. While the app runs on the folder, each
command goes to the app and its answer is printed. The password is asked without
echo, or read from the STINT_PASSWORD environment variable when standard input is not a
terminal (scripts, tests). STINT_CLOCK_AT=<ISO instant> starts the clock at that instant
(tests that must not depend on the hour they run). STINT_UNDO_SECONDS=<0-60> is how long
an added entry or a correction waits for undo before it is sent (default 10; quitting
waits for it): 0 sends at once, for scripts that never undo. STINT_APP_SILENCE_MS=<1-600000>
is how long a command sent to the running app waits for a word from it (default 10000; the
app says it is working every second): tests of an app that never answers set it short.
Exit status: 0, 1 when a -c command failed, 2 for a bad option or a -c command whose words
do not fit its usage (the line says why).`;

/** What `--help` prints: the options, then the commands (typed at the prompt or given with -c). */
export function helpText(): string {
  return [
    USAGE,
    '',
    'Commands, typed at the stint> prompt or each given with -c (numbers are the ones the listings last showed, in this run or an earlier one; a list changed since is printed again instead):',
    ...helpLines(),
    'Example: npm run cli -- --base-url http://127.0.0.1:8080/api/v1 -c "signin ada@example.com demo" -c projects -c "start 5 spec"',
  ].join('\n');
}

/** The longest Undo time a script may ask for: quitting waits for it. */
const MAX_UNDO_SECONDS = 60;

/** The longest wait for a silent app a test may ask for: ten minutes. */
const MAX_SILENCE_MS = 600_000;

/** The service's base address ends in this path (service-interface.md). */
const API_PATH = '/api/v1';

/** Why `--base-url` cannot be used, as one line naming the value; null when it can. */
export function checkBaseUrl(value: string): string | null {
  const named = `--base-url "${value}"`;
  const wrong = checkServiceAddress(value);
  if (wrong !== null) return `${named}: ${wrong}`;
  const trimmed = value.replace(/\/+$/, '');
  if (!trimmed.endsWith(API_PATH)) {
    // Only the path can be missing here: the address parsed, so suggest it with the path.
    const url = new URL(trimmed);
    const path = url.pathname.replace(/\/+$/, '');
    const suggestion = `${url.origin}${path.endsWith('/api') ? `${path}/v1` : `${path}${API_PATH}`}`;
    return `${named}: the service's address ends in ${API_PATH} (did you mean ${suggestion}?)`;
  }
  return null;
}

export interface CliOptions {
  readonly baseUrl: string | null;
  readonly dataDir: string;
  /** The app's own data folder (whose sessions are the app's keychain items). */
  readonly appDataDir: string;
  /** Empty: interactive. */
  readonly commands: readonly string[];
  /** STINT_CLOCK_AT: the instant the clock begins at (process tests fix the hour); null: the wall clock. */
  readonly clockAt: number | null;
  /** STINT_UNDO_SECONDS in ms: a change's Undo time; null: the engine's (10 s). */
  readonly undoHoldMs: number | null;
  /** STINT_APP_SILENCE_MS: how long a silent app is waited for (tests); null: ANSWER_SILENCE_MS. */
  readonly appSilenceMs: number | null;
}

export type OptionsResult =
  | { readonly kind: 'run'; readonly options: CliOptions }
  | { readonly kind: 'help' }
  /** One line for stderr. */
  | { readonly kind: 'error'; readonly message: string };

export interface Environment {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  readonly home: string;
}

/** The app's name, which names its data folder (package.json productName, as Electron takes it). */
const APP_NAME = 'Stint';

/**
 * The app's own data folder, as Electron's `app.getPath('userData')` gives it: the command
 * line uses the app's accounts, names, calendars and sessions by default.
 */
export function defaultDataDir({ env, platform, home }: Environment): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_NAME);
  // Electron's appData on Linux; a relative XDG_CONFIG_HOME is invalid and ignored, as the XDG spec says.
  const xdg = env.XDG_CONFIG_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.config'), APP_NAME);
}

export function parseOptions(argv: readonly string[], environment: Environment): OptionsResult {
  let values: { 'base-url'?: string; 'data-dir'?: string; command?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        'base-url': { type: 'string' },
        'data-dir': { type: 'string' },
        command: { type: 'string', short: 'c', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    // parseArgs names the unknown option or the missing value in its first sentence.
    const first = (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
    const positional = /^Unexpected argument '(.*)'/.exec(first);
    // A command typed after the options (`npm run cli -- status`): say where commands go.
    if (positional) return { kind: 'error', message: `${positional[0]}: commands go after -c, as in -c "${positional[1]}" (--help for usage)` };
    return { kind: 'error', message: `${first} (--help for usage)` };
  }
  if (values.help) return { kind: 'help' };
  if (values['data-dir'] === '') return { kind: 'error', message: '--data-dir needs a directory (--help for usage)' };
  if (values['base-url'] === '') return { kind: 'error', message: '--base-url needs an address (--help for usage)' };
  const badUrl = values['base-url'] === undefined ? null : checkBaseUrl(values['base-url']);
  if (badUrl !== null) return { kind: 'error', message: badUrl };
  const clockMs = readClockAt(environment.env.STINT_CLOCK_AT);
  if (typeof clockMs === 'string') return { kind: 'error', message: clockMs };
  const undo = environment.env.STINT_UNDO_SECONDS;
  const undoText = undo?.trim() ?? '';
  const undoSeconds = undoText === '' ? null : Number(undoText);
  if (undoSeconds !== null && !(/^\d{1,2}$/.test(undoText) && undoSeconds <= MAX_UNDO_SECONDS)) return { kind: 'error', message: `STINT_UNDO_SECONDS must be a whole number of seconds from 0 to ${MAX_UNDO_SECONDS}, got "${undo}"` };
  const silence = environment.env.STINT_APP_SILENCE_MS?.trim() ?? '';
  const silenceMs = silence === '' ? null : Number(silence);
  if (silenceMs !== null && !(/^\d{1,6}$/.test(silence) && silenceMs >= 1 && silenceMs <= MAX_SILENCE_MS)) return { kind: 'error', message: `STINT_APP_SILENCE_MS must be a whole number of milliseconds from 1 to ${MAX_SILENCE_MS}, got "${environment.env.STINT_APP_SILENCE_MS}"` };
  return {
    kind: 'run',
    options: {
      baseUrl: values['base-url'] ?? null,
      dataDir: resolve(values['data-dir'] ?? defaultDataDir(environment)),
      appDataDir: defaultDataDir(environment),
      commands: values.command ?? [],
      clockAt: clockMs,
      undoHoldMs: undoSeconds === null ? null : undoSeconds * 1000,
      appSilenceMs: silenceMs,
    },
  };
}

/**
 * STINT_CLOCK_AT: the instant a process's clock begins at (process tests fix the hour; the
 * command line and `npm run demo` read it alike); null when unset, else why it cannot be read.
 */
export function readClockAt(value: string | undefined): number | null | string {
  const ms = value === undefined || value === '' ? null : Date.parse(value);
  if (ms !== null && (!/^\d{4}-\d{2}-\d{2}T/.test(value!) || Number.isNaN(ms))) return `STINT_CLOCK_AT must be an ISO 8601 instant such as 2026-03-10T15:37:00Z, got "${value}"`;
  return ms;
}
