// The window's export of a timesheet (issue 70): a preview first (what the read costs, said in
// words, then the grouped totals), then the file saved where the person chose, or the text put
// on the clipboard. The read is the person's timesheet (person-timesheet.ts, refused in words
// before it would spend the timer's reserve); the file is written by the timesheet core's
// writers; the OS save dialog, the file, the clipboard and Chromium's print-to-PDF are ports
// the shell (and the browser harness) give. A preview's sheet is kept for the Save and Copy
// that follow it with the same request, so a file costs no second read.

import { SHEET_COLUMNS, type SheetColumn } from '../timesheets/sheet-columns.ts';
import { sheetToCsv } from '../timesheets/sheet-csv.ts';
import { sheetToHtml } from '../timesheets/sheet-html.ts';
import { figures, sheetToText } from '../timesheets/sheet-text.ts';
import type { SheetGroup } from '../timesheets/sheet-group.ts';
import type { TimesheetCommands, TimesheetRequest, TimesheetResult } from './person-timesheet.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

// What a driver's checks of a request name (the IPC contract's schemas): the drivers reach the timesheets through here.
export { GROUP_LEVELS } from '../timesheets/sheet-group.ts';
export { SHEET_COLUMNS, type SheetColumn } from '../timesheets/sheet-columns.ts';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';
/** What the save dialog is asked for: a timesheet's formats, and JSON for the activity record's files (person-activity-files.ts). */
export type SaveFormat = ExportFormat | 'json';

/** What the save dialog suggests: the file's name and type; for a file saved from Settings, its title and where the window comes back. */
export interface SaveSuggestion {
  readonly name: string;
  readonly format: SaveFormat;
  /** The dialog's title (absent: a timesheet's). */
  readonly title?: string;
  /** The screen the window comes back at once the dialog closed (absent: Export). */
  readonly screen?: 'settings';
}

/** Where the person chose to save, from the OS save dialog. */
export interface SaveChoice {
  readonly path: string;
  /** The dialog asked whether to replace a file at the path and the person said yes. */
  readonly replaceConfirmed: boolean;
}

/** What the export needs of the machine: the shell's (Electron) or the harness's (fakes). */
export interface ExportPorts {
  /** The OS save dialog, a file name suggested; null: the person cancelled. */
  chooseSavePath(suggestion: SaveSuggestion): Promise<SaveChoice | null>;
  /**
   * The bytes written whole or not at all (a temporary file, then renamed or linked in place).
   * `replace` false: a file already at the path is left as it was, and the answer is 'exists'.
   */
  saveFile(path: string, bytes: Uint8Array, replace: boolean): Promise<'saved' | 'exists'>;
  copyText(text: string): Promise<void>;
  /** Chromium's print-to-PDF of a page; null where there is none to print with (said to the person). */
  readonly printPdf: ((html: string) => Promise<Uint8Array>) | null;
  /** Why PDF cannot be made here, in the person's words (when `printPdf` is null). */
  readonly pdfUnavailable?: string;
}

/** One line of the preview: a group at its depth, with its figures ("7:32 tracked · 7:45 billed"). */
export interface PreviewLine {
  readonly depth: number;
  readonly label: string;
  readonly figures: string;
}

export type TimesheetPreview =
  | {
      readonly ok: true;
      /** What the read cost or would cost, per account, in words. */
      readonly cost: readonly string[];
      readonly lines: readonly PreviewLine[];
      readonly total: string;
      readonly entries: number;
      /** Whatever was refused, in words (an account's read, a row); the file is not written while an account is missing. */
      readonly problems: readonly string[];
      readonly incomplete: boolean;
      /**
       * The accounts (keys and names) with entries whose billed time differs from the tracked:
       * those "Apply rounding to these entries…" can store (one account at a time). Empty or
       * absent without rounding.
       */
      readonly roundable?: readonly { readonly key: string; readonly name: string }[];
    }
  | { readonly ok: false; readonly message: string; readonly cost: readonly string[] };

export interface SaveTimesheetInput {
  readonly request: TimesheetRequest;
  readonly format: ExportFormat;
  /** A byte-order mark at the start of a CSV, for Excel. */
  readonly bom?: boolean;
}

/** A Save or Copy: done (the words say where), or not, with why. */
export type ExportAnswer = { readonly ok: true; readonly message: string; readonly path?: string } | { readonly ok: false; readonly message: string; readonly cancelled?: boolean };

/** The window's export commands (the IPC contract's `previewTimesheet`, `saveTimesheet`, `copyTimesheet`). */
export interface TimesheetExportCommands {
  previewTimesheet(request: TimesheetRequest): Promise<TimesheetPreview>;
  saveTimesheet(input: SaveTimesheetInput): Promise<ExportAnswer>;
  copyTimesheet(request: TimesheetRequest): Promise<ExportAnswer>;
}

/** Said where the run has no save dialog nor clipboard (the command line on its own). */
const noExportPorts = (i18n: I18n): string => i18n._({ id: 'export.noPorts', message: 'Saving and copying a timesheet need the Stint app: this run has no save dialog or clipboard.' });

type Read = Extract<TimesheetResult, { ok: true }>;

/** The preview's lines: each group at its depth, its figures beside it. */
function linesOf(groups: readonly SheetGroup[], style: Read['style'], locale: string, i18n: I18n, depth = 0): PreviewLine[] {
  return groups.flatMap((g) => [{ depth, label: g.label, figures: figures(g.totals, { durations: style, amounts: false, locale, i18n }) }, ...linesOf(g.groups, style, locale, i18n, depth + 1)]);
}

/** The columns a file shows: the person's, else the usual ones (Billed only where rounding can change it). */
function columnsOf(read: Read, request: TimesheetRequest): readonly SheetColumn[] {
  if (read.columns !== null && read.columns.length > 0) return read.columns;
  const usual: readonly SheetColumn[] = ['date', 'start', 'end', 'duration', 'billed', 'customer', 'project', 'task', 'description'];
  return SHEET_COLUMNS.filter((c) => usual.includes(c) && (c !== 'billed' || request.rounding));
}

/** The accounts whose entries rounding changes, in the order read. */
function roundableOf(read: Read, request: TimesheetRequest): { key: string; name: string }[] {
  if (!request.rounding) return [];
  const changed = new Set(read.sheet.entries.filter((e) => e.billed !== e.tracked).map((e) => e.account));
  return read.accounts.filter((a) => a.refused === null && changed.has(a.name)).map((a) => ({ key: a.key, name: a.name }));
}

/** The dates a request covers, as a file's name and a page say them (the file's name stays so in every language: it is the same file). */
const period = (r: TimesheetRequest): string => (r.from === r.to ? r.from : `${r.from} to ${r.to}`);
/** The dates in the words of `i18n`, for the text a person reads. */
const periodWords = (r: TimesheetRequest, i18n: I18n): string => (r.from === r.to ? r.from : i18n._({ id: 'export.period', message: '{from} to {to}', values: { from: r.from, to: r.to } }));

export class TimesheetExport implements TimesheetExportCommands {
  /** The last preview's read, for the Save or Copy of the same request. */
  private kept: { readonly key: string; readonly read: Read } | null = null;

  constructor(
    private readonly timesheets: TimesheetCommands,
    private readonly ports: ExportPorts | null,
    /** The person's name as the page for a client says who hands it over. */
    private readonly person: () => string,
    /** The locale the preview and Copy as text show decimal hours in (the display's); files keep `7.53`. */
    private readonly locale: () => string = () => 'en-US',
    /** The words of the person's language now (the snapshot's). */
    private readonly words: () => I18n = sourceWords,
  ) {}

  async previewTimesheet(request: TimesheetRequest): Promise<TimesheetPreview> {
    this.kept = null;
    const i18n = this.words();
    const costs = await this.timesheets.timesheetCost(request);
    if (typeof costs === 'string') return { ok: false, message: costs, cost: [] };
    // A refusal says what finding it out spent (a one-row page), or nothing when it was known before.
    const cost = costs.map((c) => (c.cost.ok || c.cost.spent === 0 ? c.cost.message : i18n._({ id: 'export.costSpent', message: '{cost} {spent, plural, one {{spent} request was} other {{spent} requests were}} spent finding out.', values: { cost: c.cost.message, spent: c.cost.spent } })));
    // Every account refused before a read: nothing more is asked of the service.
    if (costs.every((c) => !c.cost.ok)) return { ok: false, message: i18n._({ id: 'export.nothingRead', message: 'Nothing was read. {costs}', values: { costs: cost.join(' ') } }), cost: [] };
    const r = await this.timesheets.timesheet(request);
    if (!r.ok) return { ok: false, message: r.message, cost };
    this.kept = { key: JSON.stringify(request), read: r };
    return {
      ok: true,
      cost,
      lines: linesOf(r.sheet.groups, r.style, this.locale(), i18n),
      total: figures(r.sheet.totals, { durations: r.style, amounts: false, locale: this.locale(), i18n }),
      entries: r.sheet.totals.entries,
      problems: r.problems,
      incomplete: r.incomplete,
      roundable: roundableOf(r, request),
    };
  }

  async saveTimesheet(input: SaveTimesheetInput): Promise<ExportAnswer> {
    const ports = this.ports;
    const i18n = this.words();
    if (ports === null) return { ok: false, message: noExportPorts(i18n) };
    if (input.format === 'pdf' && ports.printPdf === null) return { ok: false, message: ports.pdfUnavailable ?? i18n._({ id: 'export.pdfNeedsApp', message: 'PDF needs the Stint app to print it; choose CSV or XLSX here.' }) };
    const read = await this.read(input.request, 'saved', i18n);
    if (typeof read === 'string') return { ok: false, message: read };
    const bytes = await this.bytes(read, input);
    const choice = await ports.chooseSavePath({ name: `timesheet ${period(input.request)}.${input.format}`, format: input.format });
    if (choice === null) return { ok: false, cancelled: true, message: i18n._({ id: 'export.noFileChosen', message: 'Not saved: no file was chosen.' }) };
    const written = await ports.saveFile(choice.path, bytes, choice.replaceConfirmed);
    if (written === 'exists') {
      return { ok: false, message: i18n._({ id: 'export.fileExists', message: 'Not saved: a file is already at {path}, and Stint replaces one only when you say so. Choose Save… again and another name, or confirm Replace in the dialog.', values: { path: choice.path } }) };
    }
    return { ok: true, path: choice.path, message: i18n._({ id: 'export.saved', message: 'Saved {count, plural, one {{count} entry} other {{count} entries}} to {path}.', values: { count: read.sheet.totals.entries, path: choice.path } }) };
  }

  async copyTimesheet(request: TimesheetRequest): Promise<ExportAnswer> {
    const i18n = this.words();
    if (this.ports === null) return { ok: false, message: noExportPorts(i18n) };
    const read = await this.read(request, 'copied', i18n);
    if (typeof read === 'string') return { ok: false, message: read };
    const title = i18n._({ id: 'export.textTitle', message: 'Timesheet {period}', values: { period: periodWords(request, i18n) } });
    const text = sheetToText(read.sheet, { title, durations: read.style, entries: false, amounts: false, currencies: read.currencies, locale: this.locale(), i18n });
    await this.ports.copyText(text);
    return { ok: true, message: i18n._({ id: 'export.copied', message: 'Copied the timesheet of {count, plural, one {{count} entry} other {{count} entries}} as text.', values: { count: read.sheet.totals.entries } }) };
  }

  /** The previewed read of this request, else a fresh one; words when it cannot make a whole file. */
  private async read(request: TimesheetRequest, done: 'saved' | 'copied', i18n: I18n): Promise<Read | string> {
    const key = JSON.stringify(request);
    const r = this.kept?.key === key ? this.kept.read : await this.timesheets.timesheet(request);
    if (!r.ok) return r.message;
    if (r.incomplete) {
      const problems = r.problems.join(' ');
      return done === 'saved'
        ? i18n._({ id: 'export.incompleteSaved', message: 'Nothing was saved: the timesheet would be short of time that could not be read. {problems}', values: { problems } })
        : i18n._({ id: 'export.incompleteCopied', message: 'Nothing was copied: the timesheet would be short of time that could not be read. {problems}', values: { problems } });
    }
    return r;
  }

  private async bytes(read: Read, input: SaveTimesheetInput): Promise<Uint8Array> {
    const cells = { durations: read.style, currencies: read.currencies, columns: columnsOf(read, input.request) };
    if (input.format === 'csv') return new TextEncoder().encode(sheetToCsv(read.sheet, { ...cells, bom: input.bom === true }));
    // The workbook writer is loaded on the first save as a workbook: no part of the app's start (issue 71).
    if (input.format === 'xlsx') return (await import('../timesheets/sheet-xlsx.ts')).sheetToXlsx(read.sheet, { ...cells, split: 'account' });
    const html = sheetToHtml(read.sheet, { ...cells, person: this.person(), client: '', period: period(input.request) });
    return this.ports!.printPdf!(html);
  }
}
