// A timesheet as the sheets of a workbook (issue 70, item 2), cell by cell with a type: what a
// client's spreadsheet must be able to sum is a number, never text. Durations are numbers in
// the sheet's style (a fraction of a day shown `[h]:mm:ss`, or hours shown `0.00`), exact to the
// second underneath; amounts are numbers in the currency's format; dates are dates; a totals row
// of numbers ends each sheet. Pure: sheet-xlsx.ts hands these cells to the library that writes
// the bytes.
import { parseHms } from '../time/local-time.ts';
import type { BilledEntry } from './rounding.ts';
import type { Sheet } from './sheet.ts';
import { cellOf, COLUMN_TITLES, type CellOptions, type SheetColumn } from './sheet-columns.ts';
import { currencyOf, totalsOf, type SheetTotals } from './sheet-totals.ts';

export type XlsxCell =
  | { readonly kind: 'text'; readonly text: string; readonly bold: boolean }
  /** A number and its Excel number format; dates and times are numbers with a date format. */
  | { readonly kind: 'number'; readonly value: number; readonly format: string; readonly bold: boolean }
  | null;

export interface XlsxSheet {
  /** Unique in the workbook, at most 31 characters, none of `[]:*?/\`, as Excel requires. */
  readonly name: string;
  readonly rows: readonly (readonly XlsxCell[])[];
  /** Each column's width in characters. */
  readonly widths: readonly number[];
}

/** A sheet per account, or per group of the sheet's first grouping level. */
export type XlsxSplit = 'account' | 'group';

export interface XlsxOptions extends CellOptions {
  readonly columns: readonly SheetColumn[];
  readonly split: XlsxSplit;
}

const SECONDS_PER_DAY = 86_400;
const SECONDS_PER_HOUR = 3_600;
/** Days from Excel's day 0 (30 December 1899, its 1900 leap-year bug included) to 1 January 1970. */
const EXCEL_DAYS_TO_1970 = 25_569;
const MAX_SHEET_NAME = 31;

export const DATE_FORMAT = 'yyyy-mm-dd';
export const TIME_FORMAT = 'hh:mm';
/** `[h]` runs past 24 hours, as a week's total must. */
export const CLOCK_FORMAT = '[h]:mm:ss';
export const HOURS_FORMAT = '0.00';

const text = (value: string, bold = false): XlsxCell => ({ kind: 'text', text: value, bold });
const number = (value: number, format: string, bold = false): XlsxCell => ({ kind: 'number', value, format, bold });

/** Excel's serial day of `YYYY-MM-DD`; NaN when it is not a date. */
export function excelDay(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / (SECONDS_PER_DAY * 1000) + EXCEL_DAYS_TO_1970;
}

/** A duration as a number the spreadsheet sums: a fraction of a day on the clock, hours in decimal. */
export function durationCell(seconds: number, options: Pick<CellOptions, 'durations'>, bold = false): XlsxCell {
  return options.durations === 'clock' ? number(seconds / SECONDS_PER_DAY, CLOCK_FORMAT, bold) : number(seconds / SECONDS_PER_HOUR, HOURS_FORMAT, bold);
}

/**
 * The number format of an amount: two decimals and the currency after it as literal text. A
 * currency is the person's words: one holding a `"` is escaped character by character instead.
 */
export function amountFormat(currency: string): string {
  if (currency === '') return '#,##0.00';
  if (!currency.includes('"')) return `#,##0.00 "${currency}"`;
  return `#,##0.00\\ ${[...currency].map((c) => `\\${c}`).join('')}`;
}

const amountCell = (cents: number, currency: string, bold = false): XlsxCell => number(cents / 100, amountFormat(currency), bold);

/** A time of day as a time; as the service wrote it when it is not one. */
function timeCell(value: string): XlsxCell {
  const seconds = parseHms(value);
  return Number.isNaN(seconds) ? text(value) : number(seconds / SECONDS_PER_DAY, TIME_FORMAT);
}

function entryCell(entry: BilledEntry, column: SheetColumn, options: XlsxOptions): XlsxCell {
  switch (column) {
    case 'date': {
      const day = excelDay(entry.date);
      return Number.isNaN(day) ? text(entry.date) : number(day, DATE_FORMAT);
    }
    case 'start':
      return timeCell(entry.start);
    case 'end':
      return timeCell(entry.end);
    case 'duration':
      return durationCell(entry.tracked, options);
    case 'billed':
      return durationCell(entry.billed, options);
    case 'amount':
      return entry.amountCents === null ? null : amountCell(entry.amountCents, currencyOf(entry, options.currencies));
    default: {
      // Strings are written as strings (shared strings, never `<f>`): a description typed as
      // `=HYPERLINK(...)` arrives as the text it is, without CSV's leading quote.
      const value = cellOf(entry, column, options);
      return value === '' ? null : text(value);
    }
  }
}

/** The header: `Duration (hours)` in decimal, `Amount (EUR)` where the sheet has one currency. */
function header(columns: readonly SheetColumn[], totals: SheetTotals, options: XlsxOptions): XlsxCell[] {
  return columns.map((column) => {
    const title = COLUMN_TITLES[column];
    if ((column === 'duration' || column === 'billed') && options.durations === 'decimal') return text(`${title} (hours)`, true);
    const only = totals.amounts.length === 1 ? totals.amounts[0]!.currency : '';
    if (column === 'amount' && only !== '') return text(`${title} (${only})`, true);
    return text(title, true);
  });
}

/**
 * The totals: one row of numbers under the table. Amounts in several currencies are never added
 * together: then the first row holds the durations and a row per currency its amount.
 */
function totalRows(columns: readonly SheetColumn[], totals: SheetTotals, options: XlsxOptions): XlsxCell[][] {
  const single = totals.amounts.length <= 1;
  const first = columns.map((column, i): XlsxCell => {
    if (column === 'duration') return durationCell(totals.tracked, options, true);
    if (column === 'billed') return durationCell(totals.billed, options, true);
    if (column === 'amount' && single) {
      const only = totals.amounts[0];
      return only === undefined ? null : amountCell(only.cents, only.currency, true);
    }
    return i === 0 ? text('Total', true) : null;
  });
  if (single || !columns.includes('amount')) return [first];
  const perCurrency = totals.amounts.map((a) =>
    columns.map((column, i): XlsxCell => (column === 'amount' ? amountCell(a.cents, a.currency, true) : i === 0 ? text(a.currency === '' ? 'Total, no currency' : `Total ${a.currency}`, true) : null)),
  );
  return [first, ...perCurrency];
}

/** Characters wide: the longest text of the column (capped), or room for a figure. */
function widthsOf(rows: readonly (readonly XlsxCell[])[], columns: readonly SheetColumn[]): number[] {
  return columns.map((_, i) => {
    let widest = 10;
    for (const row of rows) {
      const cell = row[i];
      if (cell?.kind === 'text') widest = Math.max(widest, cell.text.length + 2);
    }
    return Math.min(widest, 60);
  });
}

/**
 * A name Excel takes: its forbidden characters `[]:*?/\` as spaces, no apostrophe at either
 * end, at most 31 characters (a character never cut in half), not Excel's reserved "History",
 * and unique among `taken` regardless of case (`Acme (2)`); an empty one is `Sheet`.
 */
export function sheetName(label: string, taken: ReadonlySet<string>): string {
  const cleaned = label.replace(/[[\]:*?/\\]/g, ' ').trim().replace(/^'+|'+$/g, '').trim();
  const base = cleaned === '' ? 'Sheet' : cleaned;
  const lower = new Set([...taken, 'History'].map((t) => t.toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = cut(base, MAX_SHEET_NAME - suffix.length).trimEnd() + suffix;
    if (!lower.has(name.toLowerCase())) return name;
  }
}

/** At most `units` UTF-16 units of `value`, whole characters only. */
function cut(value: string, units: number): string {
  let out = '';
  for (const c of value) {
    if (out.length + c.length > units) break;
    out += c;
  }
  return out;
}

interface Part {
  readonly label: string;
  readonly entries: readonly BilledEntry[];
  readonly totals: SheetTotals;
}

function partsOf(sheet: Sheet, options: XlsxOptions): Part[] {
  if (options.split === 'group' && sheet.groups.length > 0) return sheet.groups.map((g) => ({ label: g.label, entries: g.entries, totals: g.totals }));
  if (options.split === 'group' || sheet.entries.length === 0) return [{ label: 'Timesheet', entries: sheet.entries, totals: sheet.totals }];
  const accounts = [...new Set(sheet.entries.map((e) => e.account))].sort();
  return accounts.map((account) => {
    const entries = sheet.entries.filter((e) => e.account === account);
    return { label: account, entries, totals: totalsOf(entries, options.currencies) };
  });
}

/** The workbook's sheets: a header, a row per entry in sheet order, the totals. */
export function sheetToXlsxSheets(sheet: Sheet, options: XlsxOptions): XlsxSheet[] {
  const taken = new Set<string>();
  return partsOf(sheet, options).map((part) => {
    const name = sheetName(part.label, taken);
    taken.add(name);
    const rows = [
      header(options.columns, part.totals, options),
      ...part.entries.map((e) => options.columns.map((c) => entryCell(e, c, options))),
      ...totalRows(options.columns, part.totals, options),
    ];
    return { name, rows, widths: widthsOf(rows, options.columns) };
  });
}
