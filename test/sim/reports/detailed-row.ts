// One detailed report row (spec "Detailed report row"): the time entry's fields without
// value_honorary_* and form, plus the money and naming fields of the report.
import { accountZone } from '../account-zone.ts';
import { isoDateTime, money, spaceDateTime, duration, timeOfDay } from '../format.ts';
import type { User } from '../model.ts';
import type { Store } from '../store.ts';
import type { EntryFacts } from './facts.ts';
import { fromCents } from './totals.ts';

export function detailedRow(store: Store, f: EntryFacts, canModifyLocked: boolean) {
  const e = f.entry;
  const nameOf = (id: number): User | undefined => (id === e.user_id ? f.user : store.users.get(id));
  const billable = fromCents(f.billableCents);
  const cost = fromCents(f.costCents);
  // The same instants twice: local (created_at) and ISO with the account's offset (date_created).
  const zone = accountZone(store.account);
  return {
    id: e.id,
    bill_by: null,
    changed_by: e.changed_by,
    changed_by_user_name: nameOf(e.changed_by)?.name ?? null,
    created_by: e.created_by,
    created_by_user_name: nameOf(e.created_by)?.name ?? '',
    creator_id: e.created_by,
    customer_id: f.customer?.id ?? null,
    customer_name: f.customer?.name ?? null,
    date_changed: isoDateTime(e.date_changed, zone),
    date_created: isoDateTime(e.date_created, zone),
    changed_at: spaceDateTime(e.date_changed, zone),
    created_at: spaceDateTime(e.date_created, zone),
    date_execution: e.date_execution,
    description: e.description,
    is_billable: f.isBillable,
    is_invoiced: e.is_invoiced,
    is_locked: e.is_locked,
    locked_reason: e.locked_reason,
    permissions: { can_modify_locked: canModifyLocked },
    project_id: e.project_id,
    project_is_billable: f.project?.is_billable ?? false,
    project_name: f.project?.name ?? '',
    project_status: f.project?.active ?? 0,
    // Integer 0/1 here, unlike the time entry resource (spec).
    stopwatch_active: e.stopwatch_started_at === null ? 0 : 1,
    stopwatch_date_start: e.stopwatch_started_at === null ? null : spaceDateTime(e.stopwatch_started_at, zone),
    task_id: e.task_id,
    task_name: f.task?.name ?? null,
    time_start: timeOfDay(e.time_start),
    time_end: timeOfDay(e.time_start + e.time_total),
    time_total: duration(e.time_total),
    todo_id: null,
    todo_name: null,
    user_id: e.user_id,
    user_name: f.user?.name ?? '',
    user_email: f.user?.email ?? '',
    custom_fields: [],
    rate_hour: money(f.hourRate),
    rate_total: money(billable),
    billable_net_amount: billable,
    billable_tax_amount: 0,
    billable_tax_rate: 0,
    cost_rate: f.costRate,
    cost_amount: cost,
    margin_amount: fromCents(f.billableCents - f.costCents),
  };
}
