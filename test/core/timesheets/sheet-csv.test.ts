// A timesheet as CSV (issue 70, item 2), read back with a real parser (csv-parse): RFC 4180,
// CRLF, an optional BOM, formulas neutralised, figures that sum to the sheet's totals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import type { RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { buildSheet } from '../../../main/core/timesheets/sheet.ts';
import { SHEET_COLUMNS, type SheetColumn } from '../../../main/core/timesheets/sheet-columns.ts';
import { neutralise, sheetToCsv, type CsvOptions } from '../../../main/core/timesheets/sheet-csv.ts';
import { entry } from './fixtures.ts';

const currencies = new Map([['studio', 'EUR'], ['home', 'CHF']]);
const options = (fields: Partial<CsvOptions> = {}): CsvOptions => ({ columns: SHEET_COLUMNS, bom: false, durations: 'clock', currencies, ...fields });
const upEach: RuleBook = { account: { scope: 'entry', direction: 'up', to: 15, minimum: null }, customers: new Map(), projects: new Map() };
const sheetOf = (entries: ReturnType<typeof entry>[]) =>
  buildSheet({ entries, filters: new Map(), rules: new Map([['studio', upEach]]), groupBy: [], weekStartsOn: 1, currencies });
const read = (csv: string): string[][] => parse(csv, { bom: true, relax_column_count: false });
const seconds = (clock: string): number => clock.split(':').reduce((s, part) => s * 60 + Number(part), 0);

test('every column, a header, one row per entry, CRLF line ends, no BOM unless asked', () => {
  const sheet = sheetOf([
    entry({ id: 1, tracked: 7 * 60 + 5, amountCents: 1234, description: 'Spec, "v2"\nreview' }),
    entry({ id: 2, account: 'home', tracked: 3600, amountCents: null, billable: false, taskId: null, taskName: '' }),
  ]);
  const csv = sheetToCsv(sheet, options());
  assert.equal(csv.charCodeAt(0), 'D'.charCodeAt(0));
  assert.ok(csv.endsWith('\r\n'));
  assert.equal(csv.split('\r\n')[0], 'Date,Start,End,Duration,Billed,Account,Customer,Project,Task,Description,Billable,Amount,Currency');
  assert.deepEqual(read(csv), [
    ['Date', 'Start', 'End', 'Duration', 'Billed', 'Account', 'Customer', 'Project', 'Task', 'Description', 'Billable', 'Amount', 'Currency'],
    ['2026-11-18', '09:00:00', '10:00:00', '1:00:00', '1:00:00', 'home', 'Acme', 'Website', '', 'Work', 'no', '', ''],
    ['2026-11-18', '09:00:00', '10:00:00', '0:07:05', '0:15:00', 'studio', 'Acme', 'Website', 'Design', 'Spec, "v2"\nreview', 'yes', '12.34', 'EUR'],
  ]);
  assert.ok(csv.includes('"Spec, ""v2""\nreview"'), 'RFC 4180: quoted, quotes doubled');
});

test('a BOM on request, for Excel; decimal hours on request; the columns chosen, in their order', () => {
  const sheet = sheetOf([entry({ tracked: 7 * 3600 + 32 * 60 })]);
  const csv = sheetToCsv(sheet, options({ bom: true, durations: 'decimal', columns: ['billed', 'duration', 'project'] }));
  assert.equal(csv.charCodeAt(0), 0xfeff);
  assert.equal(csv, '\ufeffBilled,Duration,Project\r\n7.75,7.53,Website\r\n');
});

test('a formula typed as a description arrives neutralised, as text', () => {
  const attacks = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'];
  const sheet = sheetOf(attacks.map((description, i) => entry({ id: i + 1, start: `0${i}:00:00`, description })));
  const rows = read(sheetToCsv(sheet, options({ columns: ['description'] })));
  assert.deepEqual(rows.slice(1).map((r) => r[0]), attacks.map((a) => `'${a}`));
  assert.equal(neutralise('a=b'), 'a=b');
  assert.equal(neutralise(''), '');
  assert.equal(neutralise(' =1'), ' =1');
});

const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom('=1+1', 'a,b', '"q"', 'x\r\ny', '-', '@', ' '));
const anyEntry = fc
  .record({
    account: fc.constantFrom('studio', 'home'),
    tracked: fc.integer({ min: 0, max: 200_000 }),
    description: text,
    projectName: text,
    amountCents: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  })
  .map((f) => entry(f));

test('property: the CSV round-trips through the parser, its figures sum to the totals, no cell starts a formula', () => {
  fc.assert(
    fc.property(fc.array(anyEntry, { maxLength: 15 }), fc.boolean(), (entries, bom) => {
      const sheet = sheetOf(entries);
      const columns: SheetColumn[] = ['duration', 'billed', 'amount', 'currency', 'description', 'project'];
      const rows = read(sheetToCsv(sheet, options({ columns, bom }))).slice(1);
      assert.equal(rows.length, sheet.entries.length);
      assert.equal(rows.reduce((s, r) => s + seconds(r[0]!), 0), sheet.totals.tracked);
      assert.equal(rows.reduce((s, r) => s + seconds(r[1]!), 0), sheet.totals.billed);
      for (const { currency, cents } of sheet.totals.amounts) {
        const sum = rows.filter((r) => r[3] === currency && r[2] !== '').reduce((s, r) => s + Math.round(Number(r[2]) * 100), 0);
        assert.equal(sum, cents);
      }
      rows.forEach((r, i) => {
        const e = sheet.entries[i]!;
        assert.equal(r[4], neutralise(e.description));
        assert.equal(r[5], neutralise(e.projectName));
        for (const cell of r) assert.doesNotMatch(cell, /^[=+\-@\t\r]/);
      });
    }),
  );
});
