// One sheet of several accounts' reads (issue 70): a row that cannot be read is listed in
// words and left out, never counted as nothing unsaid; one unreadable rounding rule refuses
// the whole sheet when rounding is asked for; each account's currency named on its amounts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DetailedReportRow } from '../../../main/api/types.ts';
import { sheetOfAccounts } from '../../../main/core/timesheets/sheet-of-accounts.ts';

const row = (fields: Partial<Record<keyof DetailedReportRow, unknown>> = {}): DetailedReportRow =>
  ({
    id: 41, project_id: 3, user_id: 1, date_execution: '2026-11-18', time_start: '09:15:00', time_end: '11:47:30', time_total: '02:32:30',
    stopwatch_active: 0, customer_id: 2, customer_name: 'Acme', project_name: 'Website', task_id: 7, task_name: 'Design',
    description: 'Landing page', is_billable: true, billable_net_amount: 190.63, ...fields,
  }) as DetailedReportRow;

const options = { filters: new Map(), groupBy: ['account'] as const, weekStartsOn: 1, rounding: true };

test('an unreadable row is said, with its entry and account, and left out; the others make the sheet, amounts per currency', () => {
  const r = sheetOfAccounts(
    [
      { account: 'Acme', rows: [row(), row({ id: 42, time_total: 'two hours' })], rounding: null, currency: 'EUR' },
      { account: 'Studio', rows: [row({ id: 7, billable_net_amount: 10 })], rounding: null, currency: 'USD' },
    ],
    options,
  );
  assert.ok(r.ok);
  assert.deepEqual(r.problems, ['Entry 42 of account Acme (2026-11-18): its duration "two hours" is not HH:MM:SS. It is left out of the sheet.']);
  assert.deepEqual(r.sheet.entries.map((e) => `${e.account} ${e.id}`), ['Acme 41', 'Studio 7']);
  assert.deepEqual(r.sheet.totals.amounts, [{ currency: 'EUR', cents: 19063 }, { currency: 'USD', cents: 1000 }]);
});

test('rounding asked for: the rules billed; one unreadable rule refuses the sheet in words; not asked for: the rules are not read at all', () => {
  const good = { account: { scope: 'entry', direction: 'up', to: 15 } };
  const rounded = sheetOfAccounts([{ account: 'Acme', rows: [row()], rounding: good, currency: null }], options);
  assert.ok(rounded.ok);
  assert.equal(rounded.sheet.totals.billed, 2 * 3600 + 45 * 60);
  const bad = { customers: { 2: { scope: 'entry', direction: 'sideways', to: 15 } } };
  const refused = sheetOfAccounts([{ account: 'Acme', rows: [row()], rounding: good, currency: null }, { account: 'Studio', rows: [row()], rounding: bad, currency: null }], options);
  assert.deepEqual(refused, {
    ok: false,
    problems: [
      'The rounding rule for customer 2 of account Studio: direction should be "up", "down" or "nearest", not "sideways".',
      'Nothing was exported: mend the rounding rules in Settings, or export without rounding.',
    ],
  });
  const plain = sheetOfAccounts([{ account: 'Studio', rows: [row()], rounding: bad, currency: null }], { ...options, rounding: false });
  assert.ok(plain.ok);
  assert.equal(plain.sheet.totals.billed, plain.sheet.totals.tracked);
});

test("a running timer is said: its run is not in the service's figures until it stops", () => {
  const r = sheetOfAccounts([{ account: 'Acme', rows: [row({ stopwatch_active: true, time_total: '00:10:00' })], rounding: null, currency: null }], options);
  assert.ok(r.ok);
  assert.equal(r.sheet.totals.tracked, 600);
  assert.deepEqual(r.problems, ['Entry 41 of account Acme (2026-11-18) is still running: only the time it held before it started is in the sheet. Stop it and export again for all of it.']);
});
