// The command line's own options, and where it keeps its data by default.

import { isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';

export const USAGE = `usage: npm run cli -- [--base-url <url>] [--data-dir <dir>] [-c <command>]...
  --base-url <url>   the service, ending in /api/v1 (default: the last one signed in to)
  --data-dir <dir>   settings, queued actions and caches (default: $XDG_DATA_HOME/stint-cli,
                     ~/.local/share/stint-cli without it)
  -c <command>       run this command (repeatable, in order), then quit; without -c,
                     commands are read from the terminal (type help for the list)
  --help             this text
The token is kept in memory only: sign in once per run. The password is asked without
echo, or read from the STINT_PASSWORD environment variable when standard input is not a
terminal (scripts, tests).
Exit status: 0, 1 when a -c command failed, 2 for a bad option.`;

export interface CliOptions {
  readonly baseUrl: string | null;
  readonly dataDir: string;
  /** Empty: interactive. */
  readonly commands: readonly string[];
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

/** The per-user data directory the platform expects. */
export function defaultDataDir({ env, platform, home }: Environment): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'stint-cli');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'stint-cli');
  // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
  const xdg = env.XDG_DATA_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.local', 'share'), 'stint-cli');
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
    return { kind: 'error', message: `${(e instanceof Error ? e.message : String(e)).split('\n')[0]} (--help for usage)` };
  }
  if (values.help) return { kind: 'help' };
  if (values['data-dir'] === '') return { kind: 'error', message: '--data-dir needs a directory (--help for usage)' };
  if (values['base-url'] === '') return { kind: 'error', message: '--base-url needs an address (--help for usage)' };
  return {
    kind: 'run',
    options: {
      baseUrl: values['base-url'] ?? null,
      dataDir: values['data-dir'] ?? defaultDataDir(environment),
      commands: values.command ?? [],
    },
  };
}
