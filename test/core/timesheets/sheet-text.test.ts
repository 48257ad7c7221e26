// "Copy as text" (issue 70, item 2): grouped lines, billed beside tracked where rounding changed
// it, amounts only when shown, the total last.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { buildSheet } from '../../../main/core/timesheets/sheet.ts';
import type { GroupLevel } from '../../../main/core/timesheets/sheet-group.ts';
import { figures, sheetToText, type TextOptions } from '../../../main/core/timesheets/sheet-text.ts';
import { entry } from './fixtures.ts';

const currencies = new Map([['studio', 'EUR']]);
const upEach: RuleBook = { account: null, customers: new Map(), projects: new Map([[10, { scope: 'entry', direction: 'up', to: 15, minimum: null }]]) };
const entries = [
  entry({ id: 1, tracked: 7 * 3600 + 32 * 60, amountCents: 75300, description: 'Landing page', start: '08:00:00', end: '15:32:00' }),
  entry({ id: 2, projectId: 11, projectName: 'Support', tracked: 1800, amountCents: 2500, description: '', taskId: null, taskName: '' }),
  entry({ id: 3, account: 'home', date: '2026-11-19', tracked: 600, amountCents: 1000 }),
];
const sheet = (groupBy: GroupLevel[]) => buildSheet({ entries, filters: new Map(), rules: new Map([['studio', upEach]]), groupBy, weekStartsOn: 1, currencies });
const options = (fields: Partial<TextOptions> = {}): TextOptions => ({ title: 'Acme, week of 16 November 2026', durations: 'clock', entries: false, amounts: false, currencies, ...fields });

test('groups nested by indentation, billed said only where it differs, the total last', () => {
  assert.equal(
    sheetToText(sheet(['project', 'day']), options()),
    [
      'Acme, week of 16 November 2026',
      '',
      'Support (studio)  0:30',
      '  2026-11-18  0:30',
      'Website (home)  0:10',
      '  2026-11-19  0:10',
      'Website (studio)  7:32 tracked · 7:45 billed',
      '  2026-11-18  7:32 tracked · 7:45 billed',
      '',
      'Total  8:12 tracked · 8:25 billed',
      '',
    ].join('\n'),
  );
});

test('with entries, decimal hours and amounts shown, each currency apart; no title when none', () => {
  assert.equal(
    sheetToText(sheet(['account']), options({ title: '', entries: true, durations: 'decimal', amounts: true })),
    [
      'home  0.17 · 10.00',
      '  2026-11-19 09:00-10:00  Work  0.17 · 10.00',
      'studio  8.03 tracked · 8.25 billed · 778.00 EUR',
      '  2026-11-18 08:00-15:32  Landing page  7.53 tracked · 7.75 billed · 753.00 EUR',
      '  2026-11-18 09:00-10:00  Support  0.50 · 25.00 EUR',
      '',
      'Total  8.20 tracked · 8.42 billed · 10.00 · 778.00 EUR',
      '',
    ].join('\n'),
  );
});

test('ungrouped: the entries alone if asked, else only the total', () => {
  assert.equal(
    sheetToText(sheet([]), options({ title: '', entries: true })),
    [
      '2026-11-18 08:00-15:32  Landing page  7:32 tracked · 7:45 billed',
      '2026-11-18 09:00-10:00  Support  0:30',
      '2026-11-19 09:00-10:00  Work  0:10',
      '',
      'Total  8:12 tracked · 8:25 billed',
      '',
    ].join('\n'),
  );
  assert.equal(sheetToText(sheet([]), options({ title: '' })), 'Total  8:12 tracked · 8:25 billed\n');
  assert.equal(sheetToText(sheet(['day']), options({ title: '', entries: true })).split('\n')[1], '  2026-11-18 08:00-15:32  Landing page  7:32 tracked · 7:45 billed');
});

test('figures: amounts hidden until shown', () => {
  const totals = { tracked: 60, billed: 60, amounts: [{ currency: 'EUR', cents: 5 }] };
  assert.equal(figures(totals, { durations: 'clock', amounts: false }), '0:01');
  assert.equal(figures(totals, { durations: 'clock', amounts: true }), '0:01 · 0.05 EUR');
  assert.equal(figures({ ...totals, amounts: [] }, { durations: 'clock', amounts: true }), '0:01');
});

test('an entry without an amount shows none, even with amounts shown', () => {
  const one = buildSheet({ entries: [entry({ amountCents: null, tracked: 60 })], filters: new Map(), rules: new Map(), groupBy: [], weekStartsOn: 1, currencies });
  assert.equal(sheetToText(one, options({ title: '', entries: true, amounts: true })), '2026-11-18 09:00-10:00  Work  0:01\n\nTotal  0:01\n');
});
