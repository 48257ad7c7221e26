// A timesheet as a workbook's typed cells (issue 70, item 2): what sheet-xlsx.ts hands to the
// writer. Numbers where a spreadsheet sums, their formats, the sheets and their names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { buildSheet } from '../../../main/core/timesheets/sheet.ts';
import type { GroupLevel } from '../../../main/core/timesheets/sheet-group.ts';
import {
  amountFormat,
  durationCell,
  excelDay,
  sheetName,
  sheetToXlsxSheets,
  type XlsxCell,
  type XlsxOptions,
} from '../../../main/core/timesheets/sheet-xlsx-rows.ts';
import { entry } from './fixtures.ts';

const currencies = new Map([['studio', 'EUR'], ['home', 'CHF']]);
const upEach: RuleBook = { account: { scope: 'entry', direction: 'up', to: 15, minimum: null }, customers: new Map(), projects: new Map() };
const sheetOf = (entries: ReturnType<typeof entry>[], groupBy: GroupLevel[] = []) =>
  buildSheet({ entries, filters: new Map(), rules: new Map([['studio', upEach]]), groupBy, weekStartsOn: 1, currencies });
const options = (fields: Partial<XlsxOptions> = {}): XlsxOptions => ({ columns: ['description'], split: 'account', durations: 'clock', currencies, ...fields });

const t = (text: string, bold = false): XlsxCell => ({ kind: 'text', text, bold });
const n = (value: number, format: string, bold = false): XlsxCell => ({ kind: 'number', value, format, bold });
const DAY = 86_400;

test("a date is Excel's serial day; not a date, NaN", () => {
  assert.equal(excelDay('1970-01-01'), 25_569);
  assert.equal(excelDay('2026-11-18'), 46_344);
  assert.equal(excelDay('1900-03-01'), 61);
  for (const bad of ['2026-1-18', '2026-11-18x', 'x2026-11-18', '', '18.11.2026']) assert.ok(Number.isNaN(excelDay(bad)), bad);
});

test('a duration is a fraction of a day on the clock, hours in decimal', () => {
  assert.deepEqual(durationCell(3600, { durations: 'clock' }), n(1 / 24, '[h]:mm:ss'));
  assert.deepEqual(durationCell(5400, { durations: 'decimal' }), n(1.5, '0.00'));
  assert.deepEqual(durationCell(30 * 3600, { durations: 'clock' }, true), n(30 / 24, '[h]:mm:ss', true));
  assert.deepEqual(durationCell(18, { durations: 'decimal' }, true), n(0.005, '0.00', true));
});

test("an amount's format names the currency as literal text, escaped where the person wrote a quote", () => {
  assert.equal(amountFormat(''), '#,##0.00');
  assert.equal(amountFormat('EUR'), '#,##0.00 "EUR"');
  assert.equal(amountFormat('€'), '#,##0.00 "€"');
  assert.equal(amountFormat('a"b'), '#,##0.00\\ \\a\\"\\b');
});

test('a sheet name Excel takes: no forbidden characters, no end apostrophes, 31 characters, unique whatever the case', () => {
  const none = new Set<string>();
  assert.equal(sheetName('Acme', none), 'Acme');
  assert.equal(sheetName('a[b]:c*d?e/f\\g', none), 'a b  c d e f g');
  assert.equal(sheetName("''Bolt's'", none), "Bolt's");
  assert.equal(sheetName('  ', none), 'Sheet');
  assert.equal(sheetName('[]', none), 'Sheet');
  assert.equal(sheetName('History', none), 'History (2)', "Excel's own sheet name");
  assert.equal(sheetName('history', none), 'history (2)');
  assert.equal(sheetName('Acme', new Set(['ACME'])), 'Acme (2)');
  assert.equal(sheetName('Acme', new Set(['acme', 'Acme (2)'])), 'Acme (3)');
  const long = 'Customer with a rather big name Ltd';
  assert.equal(sheetName(long, none), long.slice(0, 31));
  assert.equal(sheetName(long, new Set([long.slice(0, 31)])), 'Customer with a rather big (2)', 'cut to leave room, no space before the number doubled');
  assert.equal(sheetName(" 'Bolt''' ", none), 'Bolt');
  assert.equal(sheetName("' Bolt '", none), 'Bolt');
  const emoji = `${'x'.repeat(30)}😀`;
  assert.equal(sheetName(emoji, none), 'x'.repeat(30), 'a character is never cut in half');
  assert.equal(sheetName(`${'y'.repeat(29)}😀`, none), `${'y'.repeat(29)}😀`);
});

test('the cells of an entry: date, times, durations and amount as numbers with formats, words as text', () => {
  const sheet = sheetOf([entry({ tracked: 7 * 60 + 5, amountCents: 1234, start: '09:30:00', end: '09:37:05' })]);
  const [only] = sheetToXlsxSheets(sheet, options({ columns: ['date', 'start', 'end', 'duration', 'billed', 'account', 'customer', 'project', 'task', 'description', 'billable', 'amount', 'currency'] }));
  assert.equal(only!.name, 'studio');
  assert.deepEqual(only!.rows, [
    ['Date', 'Start', 'End', 'Duration', 'Billed', 'Account', 'Customer', 'Project', 'Task', 'Description', 'Billable', 'Amount (EUR)', 'Currency'].map((h) => t(h, true)),
    [
      n(46_344, 'yyyy-mm-dd'),
      n((9 * 3600 + 30 * 60) / DAY, 'hh:mm'),
      n((9 * 3600 + 37 * 60 + 5) / DAY, 'hh:mm'),
      n(425 / DAY, '[h]:mm:ss'),
      n(900 / DAY, '[h]:mm:ss'),
      t('studio'),
      t('Acme'),
      t('Website'),
      t('Design'),
      t('Work'),
      t('yes'),
      n(12.34, '#,##0.00 "EUR"'),
      t('EUR'),
    ],
    [t('Total', true), null, null, n(425 / DAY, '[h]:mm:ss', true), n(900 / DAY, '[h]:mm:ss', true), null, null, null, null, null, null, n(12.34, '#,##0.00 "EUR"', true), null],
  ]);
  assert.deepEqual(only!.widths, [10, 10, 10, 10, 10, 10, 10, 10, 10, 13, 10, 14, 10]);
});

test('what cannot be read as a date or a time stays as the service wrote it; empty words and no amount are empty cells', () => {
  const sheet = sheetOf([entry({ date: '18.11.2026', start: 'soon', end: '', description: '', amountCents: null, taskId: null, taskName: '' })]);
  const [only] = sheetToXlsxSheets(sheet, options({ columns: ['date', 'start', 'end', 'description', 'task', 'amount', 'currency'] }));
  assert.deepEqual(only!.rows[1], [t('18.11.2026'), t('soon'), t(''), null, null, null, null]);
  assert.deepEqual(only!.rows[0]![5], t('Amount', true), 'no amount, no currency in the header');
});

test('decimal hours: numbers in hours, the header says so', () => {
  const sheet = sheetOf([entry({ tracked: 5400 })]);
  const [only] = sheetToXlsxSheets(sheet, options({ durations: 'decimal', columns: ['duration', 'billed', 'description'] }));
  assert.deepEqual(only!.rows, [
    [t('Duration (hours)', true), t('Billed (hours)', true), t('Description', true)],
    [n(1.5, '0.00'), n(1.5, '0.00'), t('Work')],
    [n(1.5, '0.00', true), n(1.5, '0.00', true), null],
  ]);
});

test('a sheet per account, by name, each with its own totals; a sheet per top-level group', () => {
  const entries = [
    entry({ id: 1, account: 'studio', tracked: 60, customerId: 2, customerName: 'Bolt', start: '08:00:00' }),
    entry({ id: 2, account: 'home', tracked: 120, customerId: 1, customerName: 'Acme' }),
    entry({ id: 3, account: 'studio', tracked: 180, customerId: 1, customerName: 'Acme', start: '11:00:00' }),
  ];
  const byAccount = sheetToXlsxSheets(sheetOf(entries), options({ columns: ['duration'] }));
  assert.deepEqual(byAccount.map((s) => s.name), ['home', 'studio']);
  assert.deepEqual(byAccount.map((s) => s.rows.length), [3, 4]);
  assert.deepEqual(byAccount[1]!.rows.at(-1), [n(240 / DAY, '[h]:mm:ss', true)], 'a figure first: no room for the word Total');
  const grouped = sheetOf(entries, ['customer', 'project']);
  const stillByAccount = sheetToXlsxSheets(grouped, options({ columns: ['duration'] }));
  assert.deepEqual(stillByAccount.map((s) => s.name), ['home', 'studio'], 'by account, whatever the grouping');
  const byGroup = sheetToXlsxSheets(grouped, options({ split: 'group', columns: ['description', 'duration'] }));
  assert.deepEqual(byGroup.map((s) => s.name), ['Acme (home)', 'Acme (studio)', 'Bolt (studio)']);
  assert.deepEqual(byGroup.map((s) => s.rows.at(-1)![1]), [120, 180, 60].map((s) => n(s / DAY, '[h]:mm:ss', true)));
  assert.deepEqual(byGroup[1]!.rows.slice(1, -1).map((r) => r[1]), [n(180 / DAY, '[h]:mm:ss')]);
});

test('no entries, or no groups to split by: one sheet named Timesheet with its totals', () => {
  for (const split of ['account', 'group'] as const) {
    const [only, ...rest] = sheetToXlsxSheets(sheetOf([]), options({ split, columns: ['description', 'duration', 'amount'] }));
    assert.deepEqual(rest, []);
    assert.equal(only!.name, 'Timesheet');
    assert.deepEqual(only!.rows, [[t('Description', true), t('Duration', true), t('Amount', true)], [t('Total', true), n(0, '[h]:mm:ss', true), null]]);
  }
  const flat = sheetToXlsxSheets(sheetOf([entry({ id: 1 }), entry({ id: 2, account: 'home' })]), options({ split: 'group', columns: ['account'] }));
  assert.deepEqual(flat.map((s) => [s.name, s.rows.length]), [['Timesheet', 4]]);
});

test('two currencies: never added; the durations on the Total row, then a row per currency', () => {
  const sheet = sheetOf([entry({ id: 1, amountCents: 1000 }), entry({ id: 2, account: 'home', amountCents: 250 }), entry({ id: 3, account: 'home', amountCents: 5 })]);
  const [only] = sheetToXlsxSheets(sheet, options({ split: 'group', columns: ['description', 'duration', 'amount'] }));
  assert.deepEqual(only!.rows[0]![2], t('Amount', true));
  assert.deepEqual(only!.rows.slice(-3), [
    [t('Total', true), n(3 * 3600 / DAY, '[h]:mm:ss', true), null],
    [t('Total CHF', true), null, n(2.55, '#,##0.00 "CHF"', true)],
    [t('Total EUR', true), null, n(10, '#,##0.00 "EUR"', true)],
  ]);
  const unnamed = sheetOf([entry({ id: 1, amountCents: 100 }), entry({ id: 2, account: 'other', amountCents: 200 })]);
  const [one] = sheetToXlsxSheets(unnamed, options({ split: 'group', columns: ['description', 'amount'] }));
  assert.deepEqual(one!.rows.slice(-2), [
    [t('Total, no currency', true), n(2, '#,##0.00', true)],
    [t('Total EUR', true), n(1, '#,##0.00 "EUR"', true)],
  ], 'an account without a currency is a currency of its own');
  const twoNoColumn = sheetToXlsxSheets(sheet, options({ split: 'group', columns: ['description'] }));
  assert.deepEqual(twoNoColumn[0]!.rows.at(-1), [t('Total', true)], 'no amount column: one totals row');
});

test('a column is as wide as its longest words, capped at 60; figures get 10', () => {
  const sheet = sheetOf([entry({ description: 'x'.repeat(20) }), entry({ id: 99, start: '11:00:00', projectName: 'p'.repeat(80) })]);
  const [only] = sheetToXlsxSheets(sheet, options({ columns: ['description', 'project', 'duration'] }));
  assert.deepEqual(only!.widths, [22, 60, 10]);
});
