// The activity record's rows as CSV (issue 73, item 4), written as a timesheet's CSV is
// (timesheets/sheet-csv.ts: csv-stringify's RFC 4180 quoting, CRLF, a cell a spreadsheet would
// run as a formula neutralised): a window's title is the person's, but a web page chose it.

import { stringify } from 'csv-stringify/sync';
import { RECORD_COLUMNS, type RecordRow } from '../activity/record-export.ts';
import { neutralise } from '../timesheets/sheet-csv.ts';

export function recordCsv(rows: readonly RecordRow[]): string {
  const cells = rows.map((r) => RECORD_COLUMNS.map((c) => neutralise(String(r[c] ?? ''))));
  return stringify([[...RECORD_COLUMNS], ...cells], { record_delimiter: '\r\n', eof: true });
}
