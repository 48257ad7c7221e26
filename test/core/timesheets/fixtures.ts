// Sheet entries for the timesheet tests: a default entry with any field overridden.
import type { SheetEntry } from '../../../main/core/timesheets/sheet-entry.ts';

let next = 1;

export function entry(fields: Partial<SheetEntry> = {}): SheetEntry {
  return {
    account: 'studio',
    id: next++,
    date: '2026-11-18',
    start: '09:00:00',
    end: '10:00:00',
    tracked: 3600,
    running: false,
    customerId: 1,
    customerName: 'Acme',
    projectId: 10,
    projectName: 'Website',
    taskId: 100,
    taskName: 'Design',
    description: 'Work',
    billable: true,
    amountCents: null,
    ...fields,
  };
}
