// A time entry as the service answers it (spec "Time entry" table): booleans where the
// spec says boolean, integers where it says integer.
import { accountZone } from '../account-zone.ts';
import { duration, spaceDateTime, timeOfDay } from '../format.ts';
import type { TimeEntry, User } from '../model.ts';
import { entryMoney } from '../money.ts';
import { canModifyLocked } from '../roles.ts';
import type { Store } from '../store.ts';
import { endOfDay } from '../time-arithmetic.ts';

export interface TimeEntryView {
  id: number;
  bill_by: null;
  changed_by: number;
  created_by: number;
  created_by_user_name: string;
  customer_id: number | null;
  customer_name: string | null;
  date_changed: string;
  date_created: string;
  date_execution: string;
  description: string;
  form: string;
  is_billable: boolean;
  is_invoiced: number;
  is_locked: boolean;
  locked_reason: string | null;
  permissions: { can_modify_locked: boolean };
  project_id: number;
  project_is_billable: boolean;
  project_name: string;
  project_status: number;
  stopwatch_active: boolean;
  stopwatch_date_start: string | null;
  task_id: number | null;
  task_name: string | null;
  time_end: string;
  time_start: string;
  time_total: string;
  user_id: number;
  user_name: string;
  value_honorary_hour: number;
  value_honorary_total: number;
}

/** `caller` decides `permissions`: they describe what the reader may do, not the entry. */
export function timeEntryView(store: Store, entry: TimeEntry, caller: User): TimeEntryView {
  const project = store.projects.get(entry.project_id);
  const customer = project?.customer_id != null ? store.customers.get(project.customer_id) : undefined;
  const task = entry.task_id !== null ? store.tasks.get(entry.task_id) : undefined;
  const money = entryMoney(store, entry);
  const zone = accountZone(store.account);
  return {
    id: entry.id,
    bill_by: null,
    changed_by: entry.changed_by,
    created_by: entry.created_by,
    created_by_user_name: store.users.get(entry.created_by)?.name ?? '',
    customer_id: customer?.id ?? null,
    customer_name: customer?.name ?? null,
    date_changed: spaceDateTime(entry.date_changed, zone),
    date_created: spaceDateTime(entry.date_created, zone),
    date_execution: entry.date_execution,
    description: entry.description,
    form: entry.form,
    is_billable: money.isBillable,
    is_invoiced: entry.is_invoiced,
    is_locked: entry.is_locked,
    locked_reason: entry.locked_reason,
    permissions: { can_modify_locked: canModifyLocked(caller) },
    project_id: entry.project_id,
    project_is_billable: project?.is_billable ?? false,
    project_name: project?.name ?? '',
    project_status: project?.active ?? 0,
    stopwatch_active: entry.stopwatch_started_at !== null,
    stopwatch_date_start: entry.stopwatch_started_at !== null ? spaceDateTime(entry.stopwatch_started_at, zone) : null,
    task_id: entry.task_id,
    task_name: task?.name ?? null,
    time_end: timeOfDay(endOfDay({ start: entry.time_start, total: entry.time_total })),
    time_start: timeOfDay(entry.time_start),
    time_total: duration(entry.time_total),
    user_id: entry.user_id,
    user_name: store.users.get(entry.user_id)?.name ?? '',
    value_honorary_hour: money.hourRate,
    value_honorary_total: money.billableAmount,
  };
}
