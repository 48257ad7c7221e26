// A detailed-report row as a sheet entry (issue 70, item 1), lenient where the client lets
// fields be missing or null, and saying which row it could not read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DetailedReportRow } from '../../../main/api/types.ts';
import { readSheetEntry } from '../../../main/core/timesheets/sheet-entry.ts';

const row = (fields: Partial<Record<keyof DetailedReportRow, unknown>> = {}): DetailedReportRow =>
  ({
    id: 41,
    project_id: 3,
    user_id: 1,
    date_execution: '2026-11-18',
    time_start: '09:15:00',
    time_end: '11:47:30',
    time_total: '02:32:30',
    stopwatch_active: 0,
    stopwatch_date_start: null,
    customer_id: 2,
    customer_name: 'Acme',
    project_name: 'Website',
    task_id: 7,
    task_name: 'Design',
    description: 'Landing page',
    is_billable: true,
    billable_net_amount: 190.63,
    ...fields,
  }) as DetailedReportRow;

test('a full row: every field the sheet uses, the amount in cents, tagged with its account', () => {
  assert.deepEqual(readSheetEntry('studio', row()), {
    ok: true,
    entry: {
      account: 'studio',
      id: 41,
      date: '2026-11-18',
      start: '09:15:00',
      end: '11:47:30',
      tracked: 2 * 3600 + 32 * 60 + 30,
      running: false,
      customerId: 2,
      customerName: 'Acme',
      projectId: 3,
      projectName: 'Website',
      taskId: 7,
      taskName: 'Design',
      description: 'Landing page',
      billable: true,
      amountCents: 19063,
    },
  });
});

test('fields the client lets be missing or null read as none; a running stopwatch is said', () => {
  const read = readSheetEntry(
    'home',
    row({ customer_id: null, customer_name: undefined, project_name: null, task_id: undefined, task_name: null, description: null, is_billable: undefined, billable_net_amount: null, stopwatch_active: 1 }),
  );
  assert.ok(read.ok);
  assert.deepEqual(
    [read.entry.customerId, read.entry.customerName, read.entry.projectName, read.entry.taskId, read.entry.taskName, read.entry.description, read.entry.billable, read.entry.amountCents, read.entry.running],
    [null, '', '', null, '', '', false, null, true],
  );
  const none = readSheetEntry('home', row({ billable_net_amount: undefined }));
  assert.ok(none.ok && none.entry.amountCents === null);
});

test('leniency: a 0/1 billable flag, true as the running flag, an amount as a decimal string, totals past 99 hours', () => {
  const read = readSheetEntry('home', row({ is_billable: 1, stopwatch_active: true, billable_net_amount: '12.345', time_total: '101:00:05' }));
  assert.ok(read.ok);
  assert.deepEqual([read.entry.billable, read.entry.running, read.entry.amountCents, read.entry.tracked], [true, true, 1235, 101 * 3600 + 5]);
  const off = readSheetEntry('home', row({ is_billable: 0, stopwatch_active: false }));
  assert.ok(off.ok);
  assert.deepEqual([off.entry.billable, off.entry.running], [false, false]);
});

test('an unreadable duration or amount is refused with the row named, not counted as nothing', () => {
  assert.deepEqual(readSheetEntry('studio', row({ time_total: '2h' })), {
    ok: false,
    problem: 'Entry 41 of account studio (2026-11-18): its duration "2h" is not HH:MM:SS.',
  });
  assert.deepEqual(readSheetEntry('studio', row({ billable_net_amount: 'lots' })), {
    ok: false,
    problem: 'Entry 41 of account studio (2026-11-18): its amount "lots" is not a number.',
  });
});
