// `stint export` run (issue 70, item 5): the person's facade is asked for the timesheet (the one
// read the window's export calls, so the figures are the window's), and the sheet is printed or
// saved as CSV, XLSX or text by the core's writers. Alone, the facade is the command line's own
// over the accounts it opened; through the app, this runs in the app on the app's facade
// (app-channel-server.ts), a file being written where the terminal is. Nothing is written when
// anything is refused: a file that exists (without --force), an account whose read was refused
// (a sheet short of its time is not handed over), a cost the day cannot spare.

import type { TimesheetCommands, TimesheetRequest, TimesheetResult } from '../core/accounts/person-timesheet.ts';
import type { DurationStyle } from '../core/timesheets/hours.ts';
import { SHEET_COLUMNS } from '../core/timesheets/sheet-columns.ts';
import { sheetToCsv } from '../core/timesheets/sheet-csv.ts';
import { figures, sheetToText } from '../core/timesheets/sheet-text.ts';
import { sheetToXlsx } from '../core/timesheets/sheet-xlsx.ts';
import type { Sheet } from '../core/timesheets/sheet.ts';
import { addressOrPath } from './calendar-lines.ts';
import type { ExportCommand } from './export-command.ts';
import { outProblem, saveExport } from './export-file.ts';
import { rangeDates, type Dates } from './export-range.ts';
import { rebill, roundingWords } from './export-rounding.ts';
import type { I18n } from '../i18n/words.ts';
import { errorLine } from './render.ts';

/** What `export` needs of the person's facade: the window's own two calls. */
export type ExportDoor = TimesheetCommands;

export interface ExportPlace {
  readonly door: ExportDoor;
  /** The accounts as `accounts` numbers them. */
  readonly accounts: readonly { readonly key: string; readonly name: string }[];
  /** The person's today and first day of the week (a named range's dates). */
  readonly today: string;
  readonly weekStartsOn: number;
  /** The locale decimal hours are printed in (`7,53` in German); a file written with --out keeps `7.53`. */
  readonly locale?: string;
  /** `--project` as looked up in the account in use: the export is that account's, of that project (and task). */
  readonly project?: { readonly account: string; readonly projectId: number; readonly taskId: number | null } | undefined;
  /** The terminal's folder and home, where `--out` is written (default: this process's). */
  readonly cwd?: string | undefined;
  readonly home?: string | undefined;
  /** The words of the person's language (the terminal's). */
  readonly i18n: I18n;
}

export interface ExportOutput {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

/**
 * The most a printed export holds: through the app the answer crosses the channel as JSON
 * (CHANNEL_MAX_BYTES, 1 MiB, with room for every character escaped), and a terminal shows no
 * more usefully. A larger one goes to a file.
 */
export const PRINT_MAX_CHARS = 400_000;

/** Why `--format pdf` is refused here: the command line has no Chromium to print with. */
export function pdfWords(i18n: I18n): string {
  return i18n._({ id: 'cli.export.pdf', message: "PDF needs the app's window (Chromium): open Stint and use Export in its window, or choose csv, xlsx or text." });
}

const refused = (i18n: I18n, ...lines: string[]): ExportOutput => ({ ok: false, lines: lines.map((l) => errorLine(l, i18n)) });

/** The account keys `--accounts` names (numbers as `accounts` lists them, or names), or what is wrong (said of `option`). */
export function accountKeys(named: 'all' | readonly string[], accounts: ExportPlace['accounts'], i18n: I18n, option = '--accounts'): string[] | undefined | string {
  if (named === 'all') return undefined;
  const keys: string[] = [];
  for (const word of named) {
    const n = /^\d+$/.test(word) ? Number(word) : null;
    const a = n !== null ? accounts[n - 1] : accounts.find((x) => x.name.toLowerCase() === word.toLowerCase() || x.key === word);
    if (!a) {
      const listed = accounts.map((x, i) => `${i + 1}. ${x.name}`).join(', ');
      return n !== null
        ? i18n._({ id: 'cli.export.noAccountN', message: '{option}: there is no account {n}; accounts lists them ({listed}).', values: { option, n: word, listed } })
        : i18n._({ id: 'cli.export.noAccountNamed', message: '{option}: there is no account "{name}"; accounts lists them ({listed}).', values: { option, name: word, listed } });
    }
    keys.push(a.key);
  }
  return keys;
}

function period({ from, to }: Dates, i18n: I18n): string {
  return from === to ? from : i18n._({ id: 'cli.export.period', message: '{from} to {to}', values: { from, to } });
}

function costLines(notes: Awaited<ReturnType<ExportDoor['timesheetCost']>>, i18n: I18n): ExportOutput {
  if (typeof notes === 'string') return refused(i18n, notes);
  const lines = notes.map((n) => {
    const line = `${n.name}: ${n.cost.message}`;
    return n.cost.ok ? line : errorLine(line, i18n);
  });
  return { ok: notes.every((n) => n.cost.ok), lines: [...lines, i18n._({ id: 'cli.export.costOnly', message: 'Nothing was exported (--cost).' })] };
}

/** What was read, said after the export: the entries, the totals, the requests each account spent. */
function summary(sheet: Sheet, style: DurationStyle, read: Extract<TimesheetResult, { ok: true }>, locale: string | undefined, i18n: I18n): string {
  const requests = read.accounts.map((a) => i18n._({ id: 'cli.export.requests', message: '{account} {count, plural, one {# request} other {# requests}}', values: { account: a.name, count: a.requests } })).join(', ');
  return i18n._({ id: 'cli.export.summary', message: '{count, plural, one {{count} entry} other {{count} entries}}, {figures} ({requests}).',
    values: { count: sheet.totals.entries, figures: figures(sheet.totals, { durations: style, amounts: false, i18n, ...(locale !== undefined ? { locale } : {}) }), requests },
  });
}

export async function runExport(cmd: ExportCommand, place: ExportPlace): Promise<ExportOutput> {
  const { i18n } = place;
  // Said before anything is read: the command line has no Chromium to print with.
  if (cmd.format === 'pdf') return refused(i18n, pdfWords(i18n));
  const named = accountKeys(cmd.accounts, place.accounts, i18n);
  if (typeof named === 'string') return refused(i18n, named);
  const only = place.project;
  // A project's id is its account's own: the export is of that account alone.
  if (only && named !== undefined && (named.length !== 1 || named[0] !== only.account)) {
    const account = place.accounts.find((a) => a.key === only.account)?.name ?? only.account;
    return refused(i18n, i18n._({ id: 'cli.export.projectAccount', message: '--project names a project of the account in use ({account}): leave --accounts out, or name that account alone (use picks another).', values: { account } }));
  }
  const keys = only ? [only.account] : named;
  const dates = rangeDates(cmd.range, place.today, place.weekStartsOn);
  const out = cmd.out === null ? null : addressOrPath(cmd.out, place.cwd, place.home);
  // A file that is there is refused before a request is spent on it.
  const blocked = out === null || cmd.costOnly ? null : await outProblem(out, cmd.force, i18n);
  if (blocked !== null) return refused(i18n, blocked);
  const request: TimesheetRequest = {
    from: dates.from,
    to: dates.to,
    ...(keys === undefined ? {} : { accounts: keys }),
    ...(only ? { filters: { [only.account]: { projectIds: [only.projectId], ...(only.taskId === null ? {} : { taskIds: [only.taskId] }) } } } : {}),
    groupBy: cmd.groupBy,
    columns: cmd.columns ?? SHEET_COLUMNS,
    ...(cmd.decimal ? { style: 'decimal' as const } : {}),
    rounding: cmd.rounding === 'rules',
  };
  if (cmd.costOnly) return costLines(await place.door.timesheetCost(request), i18n);
  const read = await place.door.timesheet(request);
  if (!read.ok) return refused(i18n, ...(read.problems.length > 0 ? read.problems : [read.message]));
  // A sheet short of an account's time is not handed over: half a month would bill too little.
  if (read.incomplete) {
    const others = read.accounts.filter((a) => a.refused === null).length > 0 ? 'others' : 'none';
    return refused(i18n, ...read.problems, i18n._({ id: 'cli.export.incomplete', message: '{others, select, others {Nothing was exported: export the other accounts alone with --accounts, or try again when the day allows it.} other {Nothing was exported: try again when the day allows it.}}', values: { others } }));
  }
  const rule = typeof cmd.rounding === 'object' ? cmd.rounding : null;
  const sheet = rule === null ? read.sheet : rebill(read.sheet, rule, { groupBy: cmd.groupBy, weekStartsOn: place.weekStartsOn, currencies: read.currencies });
  const notes = [
    ...read.problems.map((p) => noteLine(p, i18n)),
    ...(rule === null ? [] : [i18n._({ id: 'cli.export.rounding', message: 'Rounding for this export: {rule}.', values: { rule: roundingWords(rule, i18n) } })]),
  ];
  const style = read.style;
  const columns = cmd.columns ?? SHEET_COLUMNS;
  const cells = { durations: style, currencies: read.currencies };
  const said = summary(sheet, style, read, place.locale, i18n);
  if (cmd.format === 'xlsx' || out !== null) {
    const data =
      cmd.format === 'xlsx'
        ? await sheetToXlsx(sheet, { ...cells, columns, split: read.accounts.length > 1 ? 'account' : 'group' })
        : cmd.format === 'csv'
          ? sheetToCsv(sheet, { ...cells, columns, bom: cmd.bom })
          : textOf(sheet, cmd, dates, read, style, i18n);
    const saved = await saveExport(out!, data, cmd.force, i18n);
    if (!saved.ok) return refused(i18n, saved.message);
    return { ok: true, lines: [...notes, i18n._({ id: 'cli.export.wrote', message: 'Wrote {path}: {said}', values: { path: out!, said } })] };
  }
  const body = cmd.format === 'csv' ? sheetToCsv(sheet, { ...cells, columns, bom: cmd.bom }).replace(/\r\n$/, '') : textOf(sheet, cmd, dates, read, style, i18n, place.locale).replace(/\n$/, '');
  if (body.length > PRINT_MAX_CHARS) {
    return refused(i18n, i18n._({ id: 'cli.export.tooLargeToPrint', message: 'This export is {count} entries, too many to print here: give --out FILE to save it. Nothing was exported.', values: { count: sheet.totals.entries } }));
  }
  return { ok: true, lines: [...notes, body] };
}

/** "note: <what>": a line saying something the person should know of what was done. */
export function noteLine(what: string, i18n: I18n): string {
  return i18n._({ id: 'cli.note', message: 'note: {what}', values: { what } });
}

/** The sheet as text: printed here in `locale` (the person reads it), written to a file without one. */
function textOf(sheet: Sheet, cmd: ExportCommand, dates: Dates, read: Extract<TimesheetResult, { ok: true }>, style: DurationStyle, i18n: I18n, locale?: string): string {
  const who = read.accounts.map((a) => a.name).join(', ');
  return sheetToText(sheet, {
    title: `${who}: ${period(dates, i18n)}`,
    durations: style,
    // Without groups the entries are the sheet; with them, each group's figures.
    entries: cmd.groupBy.length === 0,
    amounts: cmd.columns?.includes('amount') ?? false,
    currencies: read.currencies,
    i18n,
    ...(locale !== undefined ? { locale } : {}),
  });
}
