// The commands a person gives Stint from outside (`stint --toggle`, a key bound by the
// desktop, a desktop entry's action, a status bar's click), read from a command line as
// Electron gives it. Pure: the shell passes `process.argv` at launch and a second launch's
// argv when its `additionalData` cannot be read (app-command-data.ts).
//
// Electron's argv is not the person's alone. It starts with the executable (and the app's
// folder when unpackaged), and Chromium adds switches of its own, anywhere in the list
// (`--allow-file-access-from-files`, `--original-process-start-time=...`); on Windows it
// moves every switch before the first plain argument (electron#20322, #32933). So a plain
// argument belongs to `--start` wherever it stands, Chromium's switches are passed over, and
// anything else Stint does not know makes the whole line a no: a command half understood is
// never carried out.

export type AppCommand =
  /** Stop what runs; else continue the most recent entry. */
  | { readonly kind: 'toggle' }
  /**
   * Start on a project named by the person: `target` is "Project" or "Project/Task" as typed
   * (a name may itself hold a slash: app-command-run.ts tries each reading).
   */
  | { readonly kind: 'start'; readonly target: string; readonly description?: string }
  | { readonly kind: 'stop' }
  | { readonly kind: 'continue' }
  | { readonly kind: 'show' }
  | { readonly kind: 'quick-entry' };

export type AppCommandKind = AppCommand['kind'];

/**
 * What a command line asked for. `command` null with nothing `ignored` is a plain launch;
 * with reasons in `ignored` the line was not understood and nothing is done (the reasons are
 * for the log line). A command is given only when nothing was ignored.
 */
export interface ParsedCommandLine {
  readonly command: AppCommand | null;
  readonly ignored: readonly string[];
}

export interface CommandLineOptions {
  /**
   * How many entries open the list before the person's arguments: 1 for a packaged app (the
   * executable), 2 unpackaged (`electron <app folder>`).
   */
  readonly leading: number;
}

/** The switch of each command, as typed after `--`. */
export const COMMAND_SWITCHES: Readonly<Record<string, AppCommandKind>> = {
  toggle: 'toggle',
  start: 'start',
  stop: 'stop',
  continue: 'continue',
  show: 'show',
  'quick-entry': 'quick-entry',
};

/** Long enough for any project and task name; a runaway argument never reaches a log or the engine. */
export const TARGET_MAX = 500;
/** As the window's description field (main/ipc/contract.ts LIMITS.description). */
export const DESCRIPTION_MAX = 5_000;
/** Reasons kept for the log line; a switch named in one is cut to this length. */
const REASONS_MAX = 10;
const NAME_MAX = 60;

/**
 * Switches without a value that Chromium adds itself, or that launchers and wrappers pass to
 * Electron apps on Linux (AppImage's `--no-sandbox`, the GPU and Wayland workarounds people
 * put in desktop files). A switch with a value (`--name=value`) is Chromium's whenever it is
 * not Stint's: none of Stint's but `--start` takes one.
 */
const CHROMIUM_SWITCHES: ReadonlySet<string> = new Set([
  'allow-file-access-from-files',
  'disable-dev-shm-usage',
  'disable-gpu',
  'disable-gpu-compositing',
  'disable-gpu-sandbox',
  'disable-seccomp-filter-sandbox',
  'disable-setuid-sandbox',
  'disable-software-rasterizer',
  'enable-logging',
  'enable-wayland-ime',
  'ignore-gpu-blocklist',
  'in-process-gpu',
  'no-sandbox',
  'no-zygote',
]);

function switchName(raw: string): string {
  return raw.length > NAME_MAX ? `${raw.slice(0, NAME_MAX)}…` : raw;
}

interface Given {
  readonly kind: AppCommandKind;
  readonly value: string | undefined;
}

export function parseCommandLine(argv: readonly string[], options: CommandLineOptions): ParsedCommandLine {
  const given: Given[] = [];
  const plain: string[] = [];
  const ignored: string[] = [];
  let switchesEnd = false;
  for (const arg of argv.slice(Math.max(0, options.leading))) {
    if (switchesEnd || !arg.startsWith('-') || arg === '-') {
      plain.push(arg);
      continue;
    }
    if (arg === '--') {
      switchesEnd = true;
      continue;
    }
    // macOS Finder adds a process serial number to apps it starts.
    if (arg.startsWith('-psn_')) continue;
    const eq = arg.indexOf('=');
    const raw = eq < 0 ? arg : arg.slice(0, eq);
    // Chromium on Windows lower-cases switch names.
    const name = raw.startsWith('--') ? raw.slice(2).toLowerCase() : null;
    const kind = name !== null && Object.hasOwn(COMMAND_SWITCHES, name) ? COMMAND_SWITCHES[name]! : null;
    if (kind === null) {
      if (eq >= 0 || (name !== null && CHROMIUM_SWITCHES.has(name))) continue;
      ignored.push(`unknown option ${switchName(raw)}`);
      continue;
    }
    if (eq >= 0 && kind !== 'start') {
      ignored.push(`${switchName(raw)} takes no value`);
      continue;
    }
    given.push({ kind, value: eq < 0 ? undefined : arg.slice(eq + 1) });
  }
  const command = given.length === 1 ? commandOf(given[0]!, plain, ignored) : null;
  if (given.length > 1) ignored.push(`more than one command (${given.map((g) => `--${g.kind}`).join(', ')})`);
  if (given.length === 0 && plain.length > 0) ignored.push(`${plainWords(plain.length)} without a command`);
  if (ignored.length > 0) return { command: null, ignored: ignored.slice(0, REASONS_MAX) };
  return { command, ignored: [] };
}

// Plain arguments are counted, never quoted: they may be project names or descriptions,
// which stay out of the log.
function plainWords(n: number): string {
  return n === 1 ? 'an argument' : `${n} arguments`;
}

function commandOf(g: Given, plain: readonly string[], ignored: string[]): AppCommand | null {
  if (g.kind !== 'start') {
    if (plain.length > 0) ignored.push(`--${g.kind} takes no argument (${plainWords(plain.length)} given)`);
    return { kind: g.kind };
  }
  const values = g.value === undefined ? plain : [g.value, ...plain];
  if (values.length === 0 || values[0]!.trim() === '') {
    ignored.push('--start needs a project: --start "Project" or --start "Project/Task"');
    return null;
  }
  if (values.length > 2) {
    ignored.push(`--start takes a project and a description (${plainWords(values.length)} given: put quotes around each)`);
    return null;
  }
  const target = values[0]!.trim();
  const description = values[1]?.trim() ?? '';
  if ([...target].length > TARGET_MAX) ignored.push(`--start: the project is longer than ${TARGET_MAX} characters`);
  if ([...description].length > DESCRIPTION_MAX) ignored.push(`--start: the description is longer than ${DESCRIPTION_MAX} characters`);
  return description === '' ? { kind: 'start', target } : { kind: 'start', target, description };
}

/** The command line that gives `command` (for the README, a desktop entry, a test). */
export function commandArgs(command: AppCommand): string[] {
  if (command.kind !== 'start') return [`--${command.kind}`];
  return ['--start', command.target, ...(command.description === undefined ? [] : [command.description])];
}
