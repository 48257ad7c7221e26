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
import type { I18n } from '../i18n/words.ts';
import { errorLine } from './render.ts';

export interface ActivityFileFacts {
  readonly person: ActivityCommands;
  readonly cwd?: string | undefined;
  readonly home?: string | undefined;
  readonly i18n: I18n;
}

export interface ActivityFileLines {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

const failed = (message: string, i18n: I18n): ActivityFileLines => ({ ok: false, lines: [errorLine(message, i18n)] });

export async function runActivityFile(action: ActivityFileAction, facts: ActivityFileFacts): Promise<ActivityFileLines> {
  const { i18n } = facts;
  switch (action.verb) {
    case 'export': {
      const r = await facts.person.exportActivity({ from: action.from, to: action.to, format: action.format });
      if (!r.ok) return failed(r.message, i18n);
      const what = i18n._({ id: 'cli.activity.export.what', message: '{rows, plural, one {{rows} stretch} other {{rows} stretches}} of {days, plural, one {# day} other {# days}} ({from} to {to})',
        values: { rows: r.rows ?? 0, days: r.days ?? 0, from: action.from, to: action.to },
      });
      return put(r.content ?? '', action.output, action.force, facts, what, 'activity export … --output FILE');
    }
    case 'rules-export': {
      const r = await facts.person.exportActivityRules();
      if (!r.ok) return failed(r.message, i18n);
      const what = i18n._({ id: 'cli.activity.rules.count', message: '{count, plural, one {# rule} other {# rules}}', values: { count: r.count ?? 0 } });
      return put(r.content ?? '', action.output, action.force, facts, what, 'activity rules export --output FILE');
    }
    case 'rules-import':
      return importRules(action.file, facts);
  }
}

/** `content` printed, or written to `output` whole. */
async function put(content: string, output: string | null, force: boolean, facts: ActivityFileFacts, what: string, instead: string): Promise<ActivityFileLines> {
  const { i18n } = facts;
  if (output === null) {
    if (content.length > PRINT_MAX_CHARS) {
      return failed(i18n._({ id: 'cli.activity.tooLargeToPrint', message: '{what} is too large to print here ({count} characters): write it to a file with {command}.', values: { what, count: content.length, command: instead } }), i18n);
    }
    return { ok: true, lines: content.replace(/\r?\n$/, '').split(/\r?\n/) };
  }
  const path = addressOrPath(output, facts.cwd, facts.home);
  const problem = await outProblem(path, force, i18n);
  if (problem !== null) return failed(problem, i18n);
  const saved = await saveExport(path, content, force, i18n);
  return saved.ok ? { ok: true, lines: [i18n._({ id: 'cli.activity.wrote', message: 'Wrote {what} to {path}.', values: { what, path } })] } : failed(saved.message, i18n);
}

async function importRules(file: string, facts: ActivityFileFacts): Promise<ActivityFileLines> {
  const { i18n } = facts;
  const path = addressOrPath(file, facts.cwd, facts.home);
  const read = await readTextFile(path, MAX_RULES_FILE_BYTES);
  if (!read.ok) {
    if (read.problem === 'missing') return failed(i18n._({ id: 'cli.activity.rules.missing', message: 'There is no file {path}: give the file that activity rules export wrote.', values: { path } }), i18n);
    if (read.problem === 'too_large') return failed(i18n._({ id: 'cli.activity.rules.tooLarge', message: '{path} is {size}, larger than a file of rules can be: give the file that activity rules export wrote.', values: { path, size: read.detail } }), i18n);
    return failed(i18n._({ id: 'cli.activity.rules.unreadable', message: '{path} could not be read ({why}): nothing was imported.', values: { path, why: read.detail } }), i18n);
  }
  const r = await facts.person.importActivityRules(read.text);
  if (!r.ok) return failed(i18n._({ id: 'cli.activity.rules.refused', message: '{why} ({path}; nothing was imported)', values: { why: r.message, path } }), i18n);
  const bad = r.refused ?? [];
  const kept = (r.added ?? 0) + (r.changed ?? 0);
  const head =
    kept === 0
      ? i18n._({ id: 'cli.activity.rules.noneImported', message: 'No rule of {path} was imported.', values: { path } })
      : r.changed
        ? i18n._({ id: 'cli.activity.rules.importedChanged', message: '{count, plural, one {Imported # rule from {path} ({changed} of them changed a rule you had).} other {Imported # rules from {path} ({changed} of them changed a rule you had).}}', values: { count: kept, path, changed: r.changed } })
        : i18n._({ id: 'cli.activity.rules.imported', message: '{count, plural, one {Imported # rule from {path}.} other {Imported # rules from {path}.}}', values: { count: kept, path } });
  const lines = [head, ...bad.map((b) => i18n._({ id: 'cli.activity.rules.notImported', message: 'Rule {n} not imported: {why}', values: { n: b.n, why: b.why } }))];
  // Some kept and some refused: done, and said; none kept of some given: a failure.
  const mend = i18n._({ id: 'cli.activity.rules.mend', message: '{count, plural, one {It was left out; the others are kept. Mend it in the file and import it again (the rules kept are not doubled).} other {They were left out; the others are kept. Mend them in the file and import it again (the rules kept are not doubled).}}', values: { count: bad.length } });
  return { ok: kept > 0 || bad.length === 0, lines: bad.length === 0 ? lines : [...lines, mend] };
}
