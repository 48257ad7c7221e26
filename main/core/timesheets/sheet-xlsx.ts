// A timesheet as an XLSX workbook's bytes, through write-excel-file (MIT, pure JavaScript on
// fflate). Its `universal` build is used: the same code as its Node build without the `fs` and
// stream wrappers, so this file computes bytes and does no I/O, as sheet-csv.ts with
// csv-stringify does; whoever saves the file writes them. The cells and their types are
// sheet-xlsx-rows.ts's.
import writeXlsxFile, { type Cell, type Sheet as WorkbookSheet } from 'write-excel-file/universal';
import type { Sheet } from './sheet.ts';
import { sheetToXlsxSheets, type XlsxCell, type XlsxOptions } from './sheet-xlsx-rows.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function cell(value: XlsxCell): Cell {
  if (value === null) return null;
  const weight = value.bold ? { fontWeight: 'bold' as const } : {};
  // A string is typed String: the library writes it as a shared string, never as a formula.
  if (value.kind === 'text') return { type: String, value: value.text, ...weight };
  return { type: Number, value: value.value, format: value.format, ...weight };
}

export async function sheetToXlsx(sheet: Sheet, options: XlsxOptions): Promise<Uint8Array> {
  const sheets: WorkbookSheet<Blob>[] = sheetToXlsxSheets(sheet, options).map((s) => ({
    sheet: s.name,
    data: s.rows.map((row) => row.map(cell)),
    columns: s.widths.map((width) => ({ width })),
    // The header stays in view while the person scrolls a month of entries.
    stickyRowsCount: 1,
  }));
  const blob = await writeXlsxFile(sheets).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
