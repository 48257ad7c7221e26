// A timesheet as XLSX (issue 70, item 2), read back by a real reader (exceljs, another
// project's than the writer's): durations and amounts are numbers that sum to the sheet's
// totals to the second and the cent, dates are dates, a sheet per account or per group, and a
// description typed as a formula arrives as text (no `<f>` in the sheet's XML).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import type { RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { buildSheet } from '../../../main/core/timesheets/sheet.ts';
import { SHEET_COLUMNS } from '../../../main/core/timesheets/sheet-columns.ts';
import type { GroupLevel } from '../../../main/core/timesheets/sheet-group.ts';
import { sheetToXlsx } from '../../../main/core/timesheets/sheet-xlsx.ts';
import type { XlsxOptions } from '../../../main/core/timesheets/sheet-xlsx-rows.ts';
import { entry } from './fixtures.ts';

const currencies = new Map([['studio', 'EUR'], ['home', 'CHF']]);
const upEach: RuleBook = { account: { scope: 'entry', direction: 'up', to: 15, minimum: null }, customers: new Map(), projects: new Map() };
const sheetOf = (entries: ReturnType<typeof entry>[], groupBy: GroupLevel[] = [], named = currencies) =>
  buildSheet({ entries, filters: new Map(), rules: new Map([['studio', upEach]]), groupBy, weekStartsOn: 1, currencies: named });
const options = (fields: Partial<XlsxOptions> = {}): XlsxOptions => ({ columns: SHEET_COLUMNS, split: 'account', durations: 'clock', currencies, ...fields });

async function workbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return wb;
}

/** exceljs reads a number under a date or time format as a Date (UTC, from Excel's day 0): back to seconds. */
const EXCEL_DAY_0 = Date.UTC(1899, 11, 30);
function secondsOf(value: ExcelJS.CellValue, durations: 'clock' | 'decimal'): number {
  if (durations === 'decimal') {
    assert.equal(typeof value, 'number', `decimal hours are numbers: ${String(value)}`);
    return (value as number) * 3600;
  }
  assert.ok(value instanceof Date, `clock durations are numbers under [h]:mm:ss: ${String(value)}`);
  return (value.getTime() - EXCEL_DAY_0) / 1000;
}

/** The rows of a worksheet as arrays of values, column A first. */
function rowsOf(ws: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  ws.eachRow({ includeEmpty: true }, (row) => rows.push(SHEET_COLUMNS.map((_, i) => row.getCell(i + 1).value)));
  return rows;
}

const col = (name: (typeof SHEET_COLUMNS)[number]): number => SHEET_COLUMNS.indexOf(name);

test('a sheet per account: dates as dates, durations and amounts as numbers, a totals row of numbers', async () => {
  const sheet = sheetOf([
    entry({ id: 1, tracked: 7 * 60 + 5, amountCents: 1234, description: 'Spec' }),
    entry({ id: 2, tracked: 3605, amountCents: 1, start: '11:00:00', end: '12:00:05' }),
    entry({ id: 3, account: 'home', tracked: 26 * 3600 + 1, amountCents: 99_999, billable: false }),
  ]);
  const wb = await workbook(await sheetToXlsx(sheet, options()));
  assert.deepEqual(wb.worksheets.map((w) => w.name), ['home', 'studio']);
  const studio = wb.getWorksheet('studio')!;
  const rows = rowsOf(studio);
  assert.equal(rows.length, 4, 'header, two entries, totals');
  assert.equal(rows[0]![col('amount')], 'Amount (EUR)');
  assert.equal(rows[0]![col('duration')], 'Duration');
  const first = rows[1]!;
  assert.deepEqual(first[col('date')], new Date(Date.UTC(2026, 10, 18)));
  assert.equal(studio.getRow(2).getCell(col('date') + 1).numFmt, 'yyyy-mm-dd');
  assert.equal(secondsOf(first[col('start')]!, 'clock'), 9 * 3600);
  assert.equal(studio.getRow(2).getCell(col('start') + 1).numFmt, 'hh:mm');
  assert.equal(secondsOf(first[col('duration')]!, 'clock'), 7 * 60 + 5);
  assert.equal(secondsOf(first[col('billed')]!, 'clock'), 15 * 60, 'billed under the rounding rule');
  assert.equal(first[col('amount')], 12.34);
  assert.equal(studio.getRow(2).getCell(col('amount') + 1).numFmt, '#,##0.00 "EUR"');
  assert.equal(first[col('description')], 'Spec');
  assert.equal(first[col('billable')], 'yes');
  const total = rows[3]!;
  assert.equal(total[0], 'Total');
  assert.equal(secondsOf(total[col('duration')]!, 'clock'), 7 * 60 + 5 + 3605);
  assert.equal(secondsOf(total[col('billed')]!, 'clock'), 15 * 60 + 75 * 60);
  assert.equal(total[col('amount')], 12.35);
  assert.equal(studio.getRow(4).getCell(1).font?.bold, true);
  const home = rowsOf(wb.getWorksheet('home')!);
  assert.equal(home[0]![col('amount')], 'Amount (CHF)');
  assert.equal(secondsOf(home[2]![col('duration')]!, 'clock'), 26 * 3600 + 1, 'past 24 hours');
  assert.equal(wb.getWorksheet('home')!.getRow(3).getCell(col('duration') + 1).numFmt, '[h]:mm:ss');
  assert.equal(home[2]![col('amount')], 999.99);
});

test('decimal hours are numbers shown 0.00, exact underneath; a sheet per top-level group', async () => {
  const sheet = sheetOf(
    [
      entry({ id: 1, tracked: 7 * 3600 + 32 * 60, customerId: 1, customerName: 'Acme' }),
      entry({ id: 2, tracked: 20, customerId: 2, customerName: 'Bolt' }),
      entry({ id: 3, tracked: 40, customerId: 2, customerName: 'Bolt', start: '11:00:00' }),
    ],
    ['customer', 'day'],
  );
  const wb = await workbook(await sheetToXlsx(sheet, options({ split: 'group', durations: 'decimal', columns: ['date', 'duration', 'billed', 'description'] })));
  assert.deepEqual(wb.worksheets.map((w) => w.name), ['Acme', 'Bolt']);
  const bolt = wb.getWorksheet('Bolt')!;
  assert.deepEqual(rowsOf(bolt)[0]!.slice(0, 4), ['Date', 'Duration (hours)', 'Billed (hours)', 'Description']);
  assert.equal(bolt.getRow(2).getCell(2).numFmt, '0.00');
  const entries = [2, 3].map((r) => secondsOf(bolt.getRow(r).getCell(2).value, 'decimal'));
  assert.deepEqual(entries.map(Math.round), [20, 40]);
  assert.equal(Math.round(secondsOf(bolt.getRow(4).getCell(2).value, 'decimal')), 60);
  assert.equal(Math.round(secondsOf(bolt.getRow(4).getCell(3).value, 'decimal')), 30 * 60, 'each entry billed up to 15 minutes');
});

test('a description typed as a formula arrives as text: a string to the reader, no <f> in the XML', async () => {
  const attacks = ['=HYPERLINK("http://x","y")', '+1', '@SUM(A1:A2)', '-2+3', '=1+1'];
  const sheet = sheetOf(attacks.map((description, i) => entry({ id: i + 1, start: `0${i}:00:00`, description })));
  const bytes = await sheetToXlsx(sheet, options({ columns: ['description', 'duration'] }));
  const files = unzipSync(bytes);
  const sheetXml = Object.keys(files).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  assert.equal(sheetXml.length, 1);
  assert.doesNotMatch(strFromU8(files[sheetXml[0]!]!), /<f[\s>]/, 'no formula element');
  const ws = (await workbook(bytes)).worksheets[0]!;
  const descriptions = attacks.map((_, i) => ws.getRow(i + 2).getCell(1));
  assert.deepEqual(descriptions.map((c) => c.value), attacks, 'as typed, with no leading quote');
  assert.deepEqual(descriptions.map((c) => c.type), attacks.map(() => ExcelJS.ValueType.String));
});

test('amounts in two currencies are never added together: a totals row per currency', async () => {
  const sheet = sheetOf([entry({ id: 1, amountCents: 1000 }), entry({ id: 2, account: 'home', amountCents: 250 })]);
  const ws = (await workbook(await sheetToXlsx(sheet, options({ split: 'group', columns: ['description', 'amount'] })))).worksheets[0]!;
  assert.equal(ws.name, 'Timesheet', 'no groups: one sheet');
  const rows = rowsOf(ws).map((r) => r.slice(0, 2));
  assert.deepEqual(rows, [
    ['Description', 'Amount'],
    ['Work', 2.5],
    ['Work', 10],
    ['Total', null],
    ['Total CHF', 2.5],
    ['Total EUR', 10],
  ]);
  assert.equal(ws.getRow(5).getCell(2).numFmt, '#,##0.00 "CHF"');
});

// Any entries, any grouping, either duration style: each sheet's columns, read back, sum to its
// totals row, and the totals rows of all sheets to the sheet's totals, to the second and the cent.
const anyEntry = fc.record({
  account: fc.constantFrom('studio', 'home'),
  tracked: fc.integer({ min: 0, max: 40_000 }),
  amountCents: fc.option(fc.integer({ min: 0, max: 500_000 })),
  customerId: fc.integer({ min: 1, max: 3 }),
  day: fc.integer({ min: 10, max: 28 }),
});

test('every sheet sums to its totals row, and the sheets to the sheet, to the second and the cent', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(anyEntry, { minLength: 1, maxLength: 25 }),
      fc.constantFrom<'clock' | 'decimal'>('clock', 'decimal'),
      fc.constantFrom<XlsxOptions['split']>('account', 'group'),
      async (fields, durations, split) => {
        const entries = fields.map((f, i) =>
          entry({ id: i + 1, account: f.account, tracked: f.tracked, amountCents: f.amountCents, customerId: f.customerId, customerName: `C${f.customerId}`, date: `2026-11-${f.day}` }),
        );
        // One currency for both accounts: a sheet's amounts then add up to one figure.
        const euros = new Map([['studio', 'EUR'], ['home', 'EUR']]);
        const sheet = sheetOf(entries, ['customer'], euros);
        const wb = await workbook(await sheetToXlsx(sheet, options({ durations, split, currencies: euros })));
        let tracked = 0;
        let billed = 0;
        let cents = 0;
        for (const ws of wb.worksheets) {
          const rows = rowsOf(ws);
          const body = rows.slice(1, -1);
          const total = rows.at(-1)!;
          const sum = (c: number): number => body.reduce((s, r) => s + secondsOf(r[c]!, durations), 0);
          assert.equal(Math.round(sum(col('duration'))), Math.round(secondsOf(total[col('duration')]!, durations)));
          assert.equal(Math.round(sum(col('billed'))), Math.round(secondsOf(total[col('billed')]!, durations)));
          const amounts = body.map((r) => r[col('amount')]).filter((v): v is number => typeof v === 'number');
          assert.equal(Math.round(amounts.reduce((s, v) => s + v * 100, 0)), Math.round(((total[col('amount')] as number | null) ?? 0) * 100));
          tracked += secondsOf(total[col('duration')]!, durations);
          billed += secondsOf(total[col('billed')]!, durations);
          cents += ((total[col('amount')] as number | null) ?? 0) * 100;
        }
        assert.equal(Math.round(tracked), sheet.totals.tracked);
        assert.equal(Math.round(billed), sheet.totals.billed);
        assert.equal(Math.round(cents), sheet.totals.amounts[0]?.cents ?? 0);
      },
    ),
    { numRuns: 15 },
  );
});
