// The words of `stint export` (issue 70, item 5) read into what to export: a range, the
// accounts, the grouping, the columns, the format, decimal hours, the rounding, the file. Pure:
// every wrong word is refused here with words that name its option and say what to write, so
// nothing is read from the service for a typo. Dates of a named range (this week...) are known
// only when the command runs (export-range.ts).

import { GROUP_LEVELS, type GroupLevel } from '../core/timesheets/sheet-group.ts';
import { SHEET_COLUMNS, type SheetColumn } from '../core/timesheets/sheet-columns.ts';
import { readRounding, ROUNDING_RULE_SYNTAX, type ExportRounding } from './export-rounding.ts';
import type { I18n } from '../i18n/words.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'text', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const NAMED_RANGES = ['this-week', 'last-week', 'this-month', 'last-month'] as const;
export type NamedRange = (typeof NAMED_RANGES)[number];

export type ExportRange = { readonly from: string; readonly to: string } | { readonly named: NamedRange };

export interface ExportCommand {
  readonly kind: 'export';
  readonly range: ExportRange;
  /** `all` (every signed-in account: the facade's default), or accounts by number (as `accounts` lists them) or name. */
  readonly accounts: 'all' | readonly string[];
  /** `--project <project#>[/task#]`: numbers as `projects` and `tasks` list them, in the account in use (ids are each account's own). */
  readonly project: { readonly project: number; readonly task: number | null } | null;
  readonly groupBy: readonly GroupLevel[];
  /** null: every column in files, and no amounts in text (they are shown when asked for: screens get shared). */
  readonly columns: readonly SheetColumn[] | null;
  readonly format: ExportFormat;
  /** Decimal hours; false: the person's "Decimal hours" setting decides. */
  readonly decimal: boolean;
  readonly rounding: ExportRounding;
  readonly bom: boolean;
  /** The file to write; null: printed (csv and text). */
  readonly out: string | null;
  readonly force: boolean;
  /** `--cost` / `--dry-run`: say what it would cost, read nothing more, write nothing. */
  readonly costOnly: boolean;
}

export const EXPORT_USAGE =
  'export [--from YYYY-MM-DD --to YYYY-MM-DD | --range this-week|last-week|this-month|last-month] [--accounts all|<n or name>,...] [--project project#[/task#]] [--group customer,project,day] [--columns date,start,end,duration,...] [--format csv|xlsx|text|pdf] [--decimal] [--rounding 15up] [--bom] [--out FILE [--force]] [--cost]';

/** What `help` says `export` does, in the person's language. */
export function exportSummary(i18n: I18n): string {
  return i18n._({ id: 'cli.help.export', message: "a timesheet of your own time, read from the service's reports (this week by default; --from and --to inclusive, each account's calendar). --accounts: all signed-in ones by default. --project: that project (and task) alone, numbered as projects and tasks list them, in the account in use. --group: nest by {levels}. --columns: any of {columns}. --format: csv or text print here without --out; xlsx needs --out; the format defaults to the --out file's ending, else text; pdf needs the app's window. --decimal: hours as 7.53 (default: your Decimal hours setting). --bom: a byte-order mark for Excel. --rounding: {rule}, rules (each account's own, the default) or none; a rule typed here is for this export only. --out never replaces a file unless --force. --cost (or --dry-run): the requests it would take of each account, nothing exported.",
    values: { levels: GROUP_LEVELS.join(', '), columns: SHEET_COLUMNS.join(', '), rule: ROUNDING_RULE_SYNTAX },
  });
}

/** What is wrong with the words, naming the option; the command line prints it with the usage. */
export interface ExportRefusal {
  readonly refuse: string;
}

const VALUE_OPTIONS = ['--from', '--to', '--range', '--accounts', '--project', '--group', '--columns', '--format', '--rounding', '--out'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];
const FLAG_OPTIONS = ['--decimal', '--bom', '--force', '--cost', '--dry-run'] as const;
type FlagOption = (typeof FLAG_OPTIONS)[number];

const isValueOption = (w: string): w is ValueOption => (VALUE_OPTIONS as readonly string[]).includes(w);
const isFlagOption = (w: string): w is FlagOption => (FLAG_OPTIONS as readonly string[]).includes(w);

/** A calendar date `YYYY-MM-DD` that exists (no 30 February). */
export function isCalendarDate(word: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(word);
  if (m === null) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === word;
}

/** The words, a path in quotes ("my sheets/feb.csv") put back together as one. */
export function joinQuoted(words: readonly string[], i18n: I18n): string[] | ExportRefusal {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const quote = /^["']/.exec(w)?.[0];
    if (quote === undefined || (w.length > 1 && w.endsWith(quote))) {
      out.push(quote === undefined ? w : w.slice(1, -1));
      continue;
    }
    const end = words.findIndex((x, j) => j > i && x.endsWith(quote));
    if (end === -1) return { refuse: i18n._({ id: 'cli.parse.quoteOpen', message: "A quote ({quote}) is not closed: close it after the file's name.", values: { quote } }) };
    out.push(words.slice(i, end + 1).join(' ').slice(1, -1));
    i = end;
  }
  return out;
}

/** A comma list of the allowed words, each once, or the words of what is wrong. */
function list<T extends string>(option: string, value: string, allowed: readonly T[], i18n: I18n): T[] | ExportRefusal {
  const items = value.split(',').map((s) => s.trim().toLowerCase()).filter((s) => s !== '');
  const unknown = items.find((i) => !(allowed as readonly string[]).includes(i));
  if (items.length === 0 || unknown !== undefined) {
    return { refuse: i18n._({ id: 'cli.parse.notInList', message: '{option} "{typed}" is not one of {allowed}: write them with commas, such as {example}.', values: { option, typed: unknown ?? value, allowed: allowed.join(', '), example: allowed.slice(0, 3).join(',') } }) };
  }
  const twice = items.find((i, n) => items.indexOf(i) !== n);
  if (twice !== undefined) return { refuse: i18n._({ id: 'cli.parse.namedTwice', message: '{option} names {item} twice: name each once.', values: { option, item: twice } }) };
  return items as T[];
}

/** `"--x" is not an option of <command>`, `--x needs a value`, `Give --x once`: the option words every command's reading shares. */
export function optionRefusal(why: 'unknown' | 'noValue' | 'twice', option: string, command: string, i18n: I18n): ExportRefusal {
  const values = { option, command };
  if (why === 'unknown') return { refuse: i18n._({ id: 'cli.parse.notAnOption', message: '"{option}" is not an option of {command}: see help for them.', values }) };
  if (why === 'noValue') return { refuse: i18n._({ id: 'cli.parse.needsValue', message: '{option} needs a value after it.', values }) };
  return { refuse: i18n._({ id: 'cli.parse.giveOnce', message: 'Give {option} once.', values }) };
}

const refusal = (v: unknown): v is ExportRefusal => typeof v === 'object' && v !== null && 'refuse' in v;

/** The format a file's ending names, or null. */
function formatOfFile(path: string): ExportFormat | null {
  const m = /\.(csv|xlsx|txt|pdf)$/i.exec(path);
  if (m === null) return null;
  const ext = m[1]!.toLowerCase();
  return ext === 'txt' ? 'text' : (ext as ExportFormat);
}

/** `export`'s words (after the word export), or what is wrong with them. */
export function parseExport(typed: readonly string[], i18n: I18n): ExportCommand | ExportRefusal {
  const words = joinQuoted(typed, i18n);
  if (refusal(words)) return words;
  const values = new Map<ValueOption, string>();
  const flags = new Set<FlagOption>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!.toLowerCase();
    if (isFlagOption(w)) {
      flags.add(w);
      continue;
    }
    if (!isValueOption(w)) return optionRefusal('unknown', words[i]!, 'export', i18n);
    const value = words[i + 1];
    if (value === undefined || value.startsWith('--')) return optionRefusal('noValue', w, 'export', i18n);
    if (values.has(w)) return optionRefusal('twice', w, 'export', i18n);
    values.set(w, value);
    i++;
  }
  const range = readRange(values, i18n);
  if (refusal(range)) return range;
  const accountsWord = values.get('--accounts');
  const accounts = accountsWord === undefined || accountsWord.toLowerCase() === 'all' ? 'all' : accountsWord.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (accounts !== 'all' && accounts.length === 0) return { refuse: i18n._({ id: 'cli.export.accountsEmpty', message: '--accounts needs all, or account numbers or names with commas, such as 1,2.' }) };
  const project = readProjectWord(values.get('--project'), i18n);
  if (project !== null && 'refuse' in project) return project;
  const groupWord = values.get('--group');
  const groupBy = groupWord === undefined ? [] : list('--group', groupWord, GROUP_LEVELS, i18n);
  if (refusal(groupBy)) return groupBy;
  const columnsWord = values.get('--columns');
  const columns = columnsWord === undefined ? null : list('--columns', columnsWord, SHEET_COLUMNS, i18n);
  if (refusal(columns)) return columns;
  const out = values.get('--out') ?? null;
  const formatWord = values.get('--format')?.toLowerCase();
  if (formatWord !== undefined && !(EXPORT_FORMATS as readonly string[]).includes(formatWord)) {
    return { refuse: i18n._({ id: 'cli.export.formatUnknown', message: '--format "{typed}" is not one of {formats}.', values: { typed: values.get('--format')!, formats: EXPORT_FORMATS.join(', ') } }) };
  }
  const format = (formatWord as ExportFormat | undefined) ?? (out === null ? null : formatOfFile(out)) ?? 'text';
  if (format === 'xlsx' && out === null) return { refuse: i18n._({ id: 'cli.export.xlsxNeedsOut', message: '--format xlsx needs --out FILE: a workbook is not printed on a terminal.' }) };
  if (flags.has('--force') && out === null) return { refuse: i18n._({ id: 'cli.export.forceNeedsOut', message: '--force replaces the file given with --out: give --out FILE, or leave --force out.' }) };
  if (flags.has('--bom') && format !== 'csv') return { refuse: i18n._({ id: 'cli.export.bomCsvOnly', message: '--bom is for --format csv (a byte-order mark for Excel), not {format}.', values: { format } }) };
  const roundingWord = values.get('--rounding');
  const rounding = roundingWord === undefined ? 'rules' : readRounding(roundingWord, i18n);
  if (typeof rounding === 'object' && 'problem' in rounding) return { refuse: rounding.problem };
  return {
    kind: 'export',
    range,
    accounts,
    project,
    groupBy,
    columns,
    format,
    decimal: flags.has('--decimal'),
    rounding,
    bom: flags.has('--bom'),
    out,
    force: flags.has('--force'),
    costOnly: flags.has('--cost') || flags.has('--dry-run'),
  };
}

/** `--project project#[/task#]` read, null when not given, or what is wrong with it. */
export function readProjectWord(word: string | undefined, i18n: I18n): { readonly project: number; readonly task: number | null } | ExportRefusal | null {
  if (word === undefined) return null;
  const numbers = /^([1-9]\d{0,5})(?:\/([1-9]\d{0,5}))?$/.exec(word);
  if (numbers === null) return { refuse: i18n._({ id: 'cli.parse.notProjectNumber', message: '--project "{typed}" is not a project number: write project#[/task#] as projects and tasks number them, such as 5 or 5/2.', values: { typed: word } }) };
  return { project: Number(numbers[1]), task: numbers[2] === undefined ? null : Number(numbers[2]) };
}

/** The range of `--from`/`--to` or `--range`; neither: `fallback`. */
export function readRange(values: ReadonlyMap<string, string>, i18n: I18n, fallback: NamedRange = 'this-week'): ExportRange | ExportRefusal {
  const from = values.get('--from');
  const to = values.get('--to');
  const named = values.get('--range')?.toLowerCase();
  if (named !== undefined) {
    if (from !== undefined || to !== undefined) return { refuse: i18n._({ id: 'cli.range.both', message: 'Give --range, or --from and --to, not both.' }) };
    if (!(NAMED_RANGES as readonly string[]).includes(named)) {
      return { refuse: i18n._({ id: 'cli.range.unknown', message: '--range "{typed}" is not one of {ranges}: or give --from and --to.', values: { typed: values.get('--range')!, ranges: NAMED_RANGES.join(', ') } }) };
    }
    return { named: named as NamedRange };
  }
  if (from === undefined && to === undefined) return { named: fallback };
  if (from === undefined || to === undefined) return { refuse: i18n._({ id: 'cli.range.missing', message: 'Give both --from and --to ({option} is missing), or --range.', values: { option: from === undefined ? '--from' : '--to' } }) };
  for (const [option, date] of [['--from', from], ['--to', to]] as const) {
    if (!isCalendarDate(date)) return { refuse: i18n._({ id: 'cli.range.notDate', message: '{option} "{typed}" is not a date: write YYYY-MM-DD, such as 2026-02-01.', values: { option, typed: date } }) };
  }
  if (from > to) return { refuse: i18n._({ id: 'cli.range.backwards', message: '--from {from} is after --to {to}: the range runs from the earlier date to the later.', values: { from, to } }) };
  return { from, to };
}
