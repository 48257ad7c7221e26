// `activity export` and `activity rules export|import` run (issue 73, items 3 and 4), through
// the person's facade: alone, the command line's own over the record on disk; through the app,
// this runs in the app (app-channel-server.ts), a file read or written where the terminal is.
// A file is written whole or not at all, never over one that is there unless --force
// (export-file.ts, as `stint export` writes); printed, the export is cut at nothing: one too
// large to print is refused with the way to write it instead.

import type { ActivityCommands, CommandResult } from '../core/stint-api.ts';
import { MAX_RULES_FILE_BYTES } from '../core/accounts/person-activity-files.ts';
import { readTextFile } from '../platform/node/read-text-file.ts';
import type { ActivityFileAction } from './activity-command.ts';
import { addressOrPath } from './calendar-lines.ts';
import { outProblem, saveExport } from './export-file.ts';
import { PRINT_MAX_CHARS } from './export-lines.ts';

export interface ActivityFileFacts {
  readonly person: ActivityCommands;
  readonly cwd?: string | undefined;
  readonly home?: string | undefined;
}

export interface ActivityFileLines {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

const failed = (message: string): ActivityFileLines => ({ ok: false, lines: [`error: ${message}`] });
const refusedBy = (r: Extract<CommandResult, { ok: false }>): ActivityFileLines => failed(r.message);

export async function runActivityFile(action: ActivityFileAction, facts: ActivityFileFacts): Promise<ActivityFileLines> {
  switch (action.verb) {
    case 'export': {
      const r = await facts.person.exportActivity({ from: action.from, to: action.to, format: action.format });
      if (!r.ok) return refusedBy(r);
      const what = `${r.rows === 1 ? '1 stretch' : `${r.rows ?? 0} stretches`} of ${r.days === 1 ? '1 day' : `${r.days ?? 0} days`} (${action.from} to ${action.to})`;
      return put(r.content ?? '', action.output, action.force, facts, what, 'activity export … --output FILE');
    }
    case 'rules-export': {
      const r = await facts.person.exportActivityRules();
      if (!r.ok) return refusedBy(r);
      return put(r.content ?? '', action.output, action.force, facts, r.count === 1 ? '1 rule' : `${r.count ?? 0} rules`, 'activity rules export --output FILE');
    }
    case 'rules-import':
      return importRules(action.file, facts);
  }
}

/** `content` printed, or written to `output` whole. */
async function put(content: string, output: string | null, force: boolean, facts: ActivityFileFacts, what: string, instead: string): Promise<ActivityFileLines> {
  if (output === null) {
    if (content.length > PRINT_MAX_CHARS) return failed(`${what} is too large to print here (${content.length} characters): write it to a file with ${instead}.`);
    return { ok: true, lines: content.replace(/\r?\n$/, '').split(/\r?\n/) };
  }
  const path = addressOrPath(output, facts.cwd, facts.home);
  const problem = await outProblem(path, force);
  if (problem !== null) return failed(problem);
  const saved = await saveExport(path, content, force);
  return saved.ok ? { ok: true, lines: [`Wrote ${what} to ${path}.`] } : failed(saved.message);
}

async function importRules(file: string, facts: ActivityFileFacts): Promise<ActivityFileLines> {
  const path = addressOrPath(file, facts.cwd, facts.home);
  const read = await readTextFile(path, MAX_RULES_FILE_BYTES);
  if (!read.ok) {
    if (read.problem === 'missing') return failed(`There is no file ${path}: give the file that activity rules export wrote.`);
    if (read.problem === 'too_large') return failed(`${path} is ${read.detail}, larger than a file of rules can be: give the file that activity rules export wrote.`);
    return failed(`${path} could not be read (${read.detail}): nothing was imported.`);
  }
  const r = await facts.person.importActivityRules(read.text);
  if (!r.ok) return failed(`${r.message} (${path}; nothing was imported)`);
  const bad = r.refused ?? [];
  const kept = (r.added ?? 0) + (r.changed ?? 0);
  const head = kept === 0 ? `No rule of ${path} was imported.` : `Imported ${kept === 1 ? '1 rule' : `${kept} rules`} from ${path}${r.changed ? ` (${r.changed} of them changed a rule you had)` : ''}.`;
  const lines = [head, ...bad.map((b) => `Rule ${b.n} not imported: ${b.why}`)];
  // Some kept and some refused: done, and said; none kept of some given: a failure.
  return { ok: kept > 0 || bad.length === 0, lines: bad.length === 0 ? lines : [...lines, `${bad.length === 1 ? 'It was' : 'They were'} left out; the others are kept. Mend ${bad.length === 1 ? 'it' : 'them'} in the file and import it again (the rules kept are not doubled).`] };
}
