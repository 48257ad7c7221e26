// What a second launch hands the running Stint besides its argv: its own reading of its
// command line, as `app.requestSingleInstanceLock(additionalData)` carries it. Electron
// recommends it over argv, which Chromium reorders and adds to (see app-command.ts); it
// also carries the reasons a line was not understood, so the running instance's log says
// them (the second process exits at once and has no log).
//
// The running instance reads it as `unknown`: anything not exactly this shape is not acted
// on. A shape it does not know at all (another program, a newer Stint after an update, while
// the older one still runs) gives null: the shell then reads the argv instead.

import { isRecord } from '../json-guard.ts';
import { COMMAND_SWITCHES, DESCRIPTION_MAX, TARGET_MAX, type AppCommand, type ParsedCommandLine } from './app-command.ts';

/** The tag and version of the data; a change of shape takes a new number. */
export const COMMAND_DATA_TAG = 'stintCommandLine';
export const COMMAND_DATA_VERSION = 1;

export interface CommandData {
  readonly [COMMAND_DATA_TAG]: typeof COMMAND_DATA_VERSION;
  readonly command: AppCommand | null;
  readonly ignored: readonly string[];
}

const REASONS_MAX = 10;
const REASON_MAX = 200;

/** What the second launch sends: its parsed command line. */
export function commandData(parsed: ParsedCommandLine): CommandData {
  return { [COMMAND_DATA_TAG]: COMMAND_DATA_VERSION, command: parsed.command, ignored: parsed.ignored };
}

const NOT_READ: ParsedCommandLine = { command: null, ignored: ['a second launch sent a command that could not be read'] };

/**
 * The command line a second launch sent, checked. null: not data of this version (read the
 * argv instead). A tagged value of the wrong shape is not acted on.
 */
export function readCommandData(data: unknown): ParsedCommandLine | null {
  if (!isRecord(data) || data[COMMAND_DATA_TAG] !== COMMAND_DATA_VERSION) return null;
  if (!hasOnly(data, [COMMAND_DATA_TAG, 'command', 'ignored'])) return NOT_READ;
  const ignored = data.ignored;
  if (!Array.isArray(ignored) || !ignored.every((r): r is string => typeof r === 'string')) return NOT_READ;
  if (ignored.length > 0) {
    // Not understood by the second launch: its reasons, for the log, and nothing done.
    return { command: null, ignored: ignored.slice(0, REASONS_MAX).map((r) => (r.length > REASON_MAX ? `${r.slice(0, REASON_MAX)}…` : r)) };
  }
  if (data.command === null) return { command: null, ignored: [] };
  const command = readCommand(data.command);
  return command === null ? NOT_READ : { command, ignored: [] };
}

function hasOnly(o: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(o).every((k) => keys.includes(k));
}

function text(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.trim() !== '' && v === v.trim() && [...v].length <= max;
}

function readCommand(c: unknown): AppCommand | null {
  if (!isRecord(c) || typeof c.kind !== 'string' || !Object.values(COMMAND_SWITCHES).includes(c.kind as AppCommand['kind'])) return null;
  const kind = c.kind as AppCommand['kind'];
  if (kind !== 'start') return hasOnly(c, ['kind']) ? { kind } : null;
  if (!hasOnly(c, ['kind', 'target', 'description']) || !text(c.target, TARGET_MAX)) return null;
  if (c.description === undefined) return { kind, target: c.target };
  return text(c.description, DESCRIPTION_MAX) ? { kind, target: c.target, description: c.description } : null;
}
