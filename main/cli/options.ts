// The command line's own options, and where it keeps its data by default.

import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkServiceAddress } from '../core/stint.ts';
import { helpLines } from './commands.ts';
import { terminalLanguage } from './cli-words.ts';
import { LANGUAGES, namedLanguage, type Language } from '../i18n/languages.ts';
import { wordsFor, type I18n } from '../i18n/words.ts';

/** What `--help` says of the options and the environment, in the command line's language. */
export function usageText(i18n: I18n): string {
  return [
    i18n._({ id: 'cli.usage.line', message: 'usage: npm run cli -- [--base-url <url>] [--data-dir <dir>] [--lang <language>] [-c <command>]...' }),
    i18n._({ id: 'cli.usage.baseUrl', message: '  --base-url <url>   the service, ending in /api/v1 (default: the last one signed in to)' }),
    i18n._({ id: 'cli.usage.dataDir', message: "  --data-dir <dir>   settings, accounts, calendars, queued actions and caches (default: the\n                     app's own folder, $XDG_CONFIG_HOME/Stint or ~/.config/Stint; another\n                     folder keeps its own accounts and sessions apart)",
    }),
    i18n._({ id: 'cli.usage.lang', message: '  --lang <language>  the language of every line: {languages}, or en-XA (accented, for\n                     tests); default: LC_ALL, else LC_MESSAGES, else LANG, else English',
      values: { languages: LANGUAGES.join(', ') },
    }),
    i18n._({ id: 'cli.usage.command', message: '  -c <command>       run this command (repeatable, in order), then quit; without -c,\n                     commands are read from the terminal (the commands are listed below)',
    }),
    i18n._({ id: 'cli.usage.help', message: '  --help             this text' }),
    i18n._({ id: 'cli.usage.more', message: "Each account's session is kept in the OS keychain (one item per account), as the app keeps\nit: a later run is signed in; signout removes it. While the app runs on the folder, each\ncommand goes to the app and its answer is printed. The password is asked without\necho, or read from the STINT_PASSWORD environment variable when standard input is not a\nterminal (scripts, tests). STINT_CLOCK_AT=<ISO instant> starts the clock at that instant\n(tests that must not depend on the hour they run). STINT_UNDO_SECONDS=<0-60> is how long\nan added entry or a correction waits for undo before it is sent (default 10; quitting\nwaits for it): 0 sends at once, for scripts that never undo. STINT_APP_SILENCE_MS=<1-600000>\nis how long a command sent to the running app waits for a word from it (default 10000; the\napp says it is working every second): tests of an app that never answers set it short.\nExit status: 0, 1 when a -c command failed, 2 for a bad option or a -c command whose words\ndo not fit its usage (the line says why).",
    }),
  ].join('\n');
}

/** What `--help` prints: the options, then the commands (typed at the prompt or given with -c). */
export function helpText(i18n: I18n): string {
  return [
    usageText(i18n),
    '',
    i18n._({ id: 'cli.help.commandsAfterOptions', message: 'Commands, typed at the stint> prompt or each given with -c (numbers are the ones the listings last showed, in this run or an earlier one; a list changed since is printed again instead):',
    }),
    ...helpLines(i18n),
    i18n._({ id: 'cli.help.example', message: 'Example: npm run cli -- --base-url http://127.0.0.1:8080/api/v1 -c "signin ada@example.com demo" -c projects -c "start 5 spec"',
    }),
  ].join('\n');
}

/** The longest Undo time a script may ask for: quitting waits for it. */
const MAX_UNDO_SECONDS = 60;

/** The longest wait for a silent app a test may ask for: ten minutes. */
const MAX_SILENCE_MS = 600_000;

/** The service's base address ends in this path (service-interface.md). */
const API_PATH = '/api/v1';

/** Why `--base-url` cannot be used, as one line naming the value; null when it can. */
export function checkBaseUrl(value: string, i18n: I18n): string | null {
  const wrong = checkServiceAddress(value, i18n);
  if (wrong !== null) return i18n._({ id: 'cli.option.baseUrlWrong', message: '--base-url "{value}": {why}', values: { value, why: wrong } });
  const trimmed = value.replace(/\/+$/, '');
  if (!trimmed.endsWith(API_PATH)) {
    // Only the path can be missing here: the address parsed, so suggest it with the path.
    const url = new URL(trimmed);
    const path = url.pathname.replace(/\/+$/, '');
    const suggestion = `${url.origin}${path.endsWith('/api') ? `${path}/v1` : `${path}${API_PATH}`}`;
    return i18n._({ id: 'cli.option.baseUrlPath', message: '--base-url "{value}": the service\'s address ends in {path} (did you mean {suggestion}?)', values: { value, path: API_PATH, suggestion } });
  }
  return null;
}

export interface CliOptions {
  /** `--lang`, else the terminal's (LC_ALL / LC_MESSAGES / LANG), else English. */
  readonly language: Language;
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
  | { readonly kind: 'help'; readonly language: Language }
  /** One line for stderr, in `language`. */
  | { readonly kind: 'error'; readonly message: string; readonly language: Language };

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

/** The tag `--lang` was given (`--lang de`, `--lang=de`), read before the options are checked so even their errors are in it; null when absent. */
function langArgument(argv: readonly string[]): string | null {
  let tag: string | null = null;
  argv.forEach((a, i) => {
    if (a === '--lang' && i + 1 < argv.length) tag = argv[i + 1]!;
    else if (a.startsWith('--lang=')) tag = a.slice('--lang='.length);
  });
  return tag;
}

export function parseOptions(argv: readonly string[], environment: Environment): OptionsResult {
  const tag = langArgument(argv);
  const named = tag === null ? undefined : namedLanguage(tag);
  const language = named ?? terminalLanguage(environment.env);
  const i18n = wordsFor(language);
  const error = (message: string): OptionsResult => ({ kind: 'error', message, language });
  const forUsage = i18n._({ id: 'cli.option.seeHelp', message: '(--help for usage)' });
  let values: { 'base-url'?: string; 'data-dir'?: string; lang?: string; command?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        'base-url': { type: 'string' },
        'data-dir': { type: 'string' },
        lang: { type: 'string' },
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
    if (positional) return error(i18n._({ id: 'cli.option.commandAfterOptions', message: '"{command}" is not an option: commands go after -c, as in -c "{command}" {seeHelp}', values: { command: positional[1], seeHelp: forUsage } }));
    const unknown = /^Unknown option '(.*?)'/.exec(first);
    if (unknown) return error(i18n._({ id: 'cli.option.unknown', message: 'unknown option {option} {seeHelp}', values: { option: unknown[1], seeHelp: forUsage } }));
    const missing = /^Option '(?:-\w, )?(--[\w-]+)/.exec(first);
    if (missing) return error(i18n._({ id: 'cli.option.needsValue', message: '{option} needs a value {seeHelp}', values: { option: missing[1], seeHelp: forUsage } }));
    return error(`${first} ${forUsage}`);
  }
  if (tag !== null && named === undefined) {
    return error(i18n._({ id: 'cli.option.langUnknown', message: '--lang "{tag}": Stint speaks {languages}, and en-XA for tests {seeHelp}', values: { tag, languages: LANGUAGES.join(', '), seeHelp: forUsage } }));
  }
  if (values.help) return { kind: 'help', language };
  if (values['data-dir'] === '') return error(i18n._({ id: 'cli.option.dataDirEmpty', message: '--data-dir needs a directory {seeHelp}', values: { seeHelp: forUsage } }));
  if (values['base-url'] === '') return error(i18n._({ id: 'cli.option.baseUrlEmpty', message: '--base-url needs an address {seeHelp}', values: { seeHelp: forUsage } }));
  const badUrl = values['base-url'] === undefined ? null : checkBaseUrl(values['base-url'], i18n);
  if (badUrl !== null) return error(badUrl);
  const clockMs = readClockAt(environment.env.STINT_CLOCK_AT, i18n);
  if (typeof clockMs === 'string') return error(clockMs);
  const undo = environment.env.STINT_UNDO_SECONDS;
  const undoText = undo?.trim() ?? '';
  const undoSeconds = undoText === '' ? null : Number(undoText);
  if (undoSeconds !== null && !(/^\d{1,2}$/.test(undoText) && undoSeconds <= MAX_UNDO_SECONDS)) {
    return error(i18n._({ id: 'cli.option.undoSeconds', message: 'STINT_UNDO_SECONDS must be a whole number of seconds from 0 to {max}, got "{value}"', values: { max: MAX_UNDO_SECONDS, value: undo } }));
  }
  const silence = environment.env.STINT_APP_SILENCE_MS?.trim() ?? '';
  const silenceMs = silence === '' ? null : Number(silence);
  if (silenceMs !== null && !(/^\d{1,6}$/.test(silence) && silenceMs >= 1 && silenceMs <= MAX_SILENCE_MS)) {
    return error(i18n._({ id: 'cli.option.silence', message: 'STINT_APP_SILENCE_MS must be a whole number of milliseconds from 1 to {max}, got "{value}"', values: { max: MAX_SILENCE_MS, value: environment.env.STINT_APP_SILENCE_MS } }));
  }
  return {
    kind: 'run',
    options: {
      language,
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
export function readClockAt(value: string | undefined, i18n: I18n = wordsFor('en')): number | null | string {
  const ms = value === undefined || value === '' ? null : Date.parse(value);
  if (ms !== null && (!/^\d{4}-\d{2}-\d{2}T/.test(value!) || Number.isNaN(ms))) {
    return i18n._({ id: 'cli.option.clockAt', message: 'STINT_CLOCK_AT must be an ISO 8601 instant such as 2026-03-10T15:37:00Z, got "{value}"', values: { value } });
  }
  return ms;
}
