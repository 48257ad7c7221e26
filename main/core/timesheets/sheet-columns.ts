// The columns a person may choose for a timesheet's table, and each entry's cell in them as text.
import { formatSheetDuration, type DurationStyle } from './hours.ts';
import { formatCents } from './money.ts';
import type { BilledEntry } from './rounding.ts';
import { currencyOf, type Currencies } from './sheet-totals.ts';

export type SheetColumn =
  | 'date'
  | 'start'
  | 'end'
  | 'duration'
  | 'billed'
  | 'account'
  | 'customer'
  | 'project'
  | 'task'
  | 'description'
  | 'billable'
  | 'amount'
  | 'currency';

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  'date',
  'start',
  'end',
  'duration',
  'billed',
  'account',
  'customer',
  'project',
  'task',
  'description',
  'billable',
  'amount',
  'currency',
];

export const COLUMN_TITLES: Readonly<Record<SheetColumn, string>> = {
  date: 'Date',
  start: 'Start',
  end: 'End',
  duration: 'Duration',
  billed: 'Billed',
  account: 'Account',
  customer: 'Customer',
  project: 'Project',
  task: 'Task',
  description: 'Description',
  billable: 'Billable',
  amount: 'Amount',
  currency: 'Currency',
};

export interface CellOptions {
  readonly durations: DurationStyle;
  readonly currencies: Currencies;
}

/** The entry's cell in a column. Clock durations carry seconds here: a table's figures must sum. */
export function cellOf(entry: BilledEntry, column: SheetColumn, options: CellOptions): string {
  switch (column) {
    case 'date':
      return entry.date;
    case 'start':
      return entry.start;
    case 'end':
      return entry.end;
    case 'duration':
      return formatSheetDuration(entry.tracked, options.durations, true);
    case 'billed':
      return formatSheetDuration(entry.billed, options.durations, true);
    case 'account':
      return entry.account;
    case 'customer':
      return entry.customerName;
    case 'project':
      return entry.projectName;
    case 'task':
      return entry.taskName;
    case 'description':
      return entry.description;
    case 'billable':
      return entry.billable ? 'yes' : 'no';
    case 'amount':
      return entry.amountCents === null ? '' : formatCents(entry.amountCents);
    case 'currency':
      return entry.amountCents === null ? '' : currencyOf(entry, options.currencies);
  }
}
