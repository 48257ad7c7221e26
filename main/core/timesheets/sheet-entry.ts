// One entry of a timesheet, read from a detailed-report row as the client hands it over
// (main/api's DetailedReportRow: its needed fields checked, numbers and 0/1 flags already
// coerced, every other field possibly missing or null), tagged with the account it came from.
import type { DetailedReportRow } from '../../api/types.ts';
import { parseHms } from '../time/local-time.ts';
import { readCents } from './money.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export interface SheetEntry {
  /** The account's name as the person knows it: ids are per account, so every key carries it. */
  readonly account: string;
  readonly id: number;
  /** `YYYY-MM-DD`, the day the work was done (the service's `date_execution`). */
  readonly date: string;
  readonly start: string;
  readonly end: string;
  /** Tracked seconds as the service holds them (a running stopwatch's run is not in them yet). */
  readonly tracked: number;
  readonly running: boolean;
  readonly customerId: number | null;
  readonly customerName: string;
  readonly projectId: number;
  readonly projectName: string;
  readonly taskId: number | null;
  readonly taskName: string;
  readonly description: string;
  readonly billable: boolean;
  /** The service's `billable_net_amount` in cents; null when the row has none. */
  readonly amountCents: number | null;
}

export type RowRead = { readonly ok: true; readonly entry: SheetEntry } | { readonly ok: false; readonly problem: string };

/**
 * A report row as a sheet entry, or the words of why not (the row's id and what is wrong), so
 * the caller lists it instead of leaving its time out unsaid.
 */
export function readSheetEntry(account: string, row: DetailedReportRow, i18n: I18n = sourceWords()): RowRead {
  const tracked = parseHms(String(row.time_total));
  if (Number.isNaN(tracked)) {
    return { ok: false, problem: i18n._({ id: 'sheet.row.duration', message: 'Entry {id} of account {account} ({date}): its duration "{value}" is not HH:MM:SS.', values: { id: String(row.id), account, date: row.date_execution, value: String(row.time_total) } }) };
  }
  const money: unknown = row.billable_net_amount;
  const amountCents = readCents(money);
  if (amountCents === null && money !== undefined && money !== null) {
    return { ok: false, problem: i18n._({ id: 'sheet.row.amount', message: 'Entry {id} of account {account} ({date}): its amount "{value}" is not a number.', values: { id: String(row.id), account, date: row.date_execution, value: String(money) } }) };
  }
  return {
    ok: true,
    entry: {
      account,
      id: row.id,
      date: row.date_execution,
      start: row.time_start,
      end: row.time_end,
      tracked,
      // The client coerces the report's 0/1 to a boolean; a 1 that got through is read the same.
      running: (row.stopwatch_active as unknown) === true || (row.stopwatch_active as unknown) === 1,
      customerId: row.customer_id ?? null,
      customerName: row.customer_name ?? '',
      projectId: row.project_id,
      projectName: row.project_name ?? '',
      taskId: row.task_id ?? null,
      taskName: row.task_name ?? '',
      description: row.description ?? '',
      billable: row.is_billable === true || (row.is_billable as unknown) === 1,
      amountCents,
    },
  };
}
