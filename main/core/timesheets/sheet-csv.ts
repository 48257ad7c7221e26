// A timesheet as CSV (issue 70, item 2): RFC 4180 quoting by csv-stringify, UTF-8, CRLF line
// ends, a byte-order mark on request (Excel reads UTF-8 only with one). One row per entry under a
// header of the chosen columns; no totals row, so a spreadsheet's sum of a column is the total.
import { stringify } from 'csv-stringify/sync';
import type { Sheet } from './sheet.ts';
import { cellOf, COLUMN_TITLES, type CellOptions, type SheetColumn } from './sheet-columns.ts';

export interface CsvOptions extends CellOptions {
  readonly columns: readonly SheetColumn[];
  readonly bom: boolean;
}

/**
 * A cell a spreadsheet would run as a formula, neutralised with a leading `'` (OWASP's CSV
 * injection advice: `=`, `+`, `-`, `@`, tab and carriage return). A description typed as
 * `=HYPERLINK(...)` arrives as text. A negative amount is text too, the price of the rule.
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function sheetToCsv(sheet: Pick<Sheet, 'entries'>, options: CsvOptions): string {
  const header = options.columns.map((c) => COLUMN_TITLES[c]);
  const rows = sheet.entries.map((entry) => options.columns.map((c) => neutralise(cellOf(entry, c, options))));
  return stringify([header, ...rows], { bom: options.bom, record_delimiter: '\r\n', eof: true });
}
