// Project JSON (spec "Project"; decisions "Project"): stored fields plus values computed
// from the project's entries, members and task assignments, and the caller's relation to it.
import { accountZone } from '../account-zone.ts';
import { spaceDateTime, round2 } from '../format.ts';
import { entryMoney } from '../money.ts';
import type { Project, User } from '../model.ts';
import type { Store } from '../store.ts';

export interface ProjectStats {
  /** hours, two decimals */
  time_total: number;
  value_total: number;
  total_members: number;
  total_active_tasks: number;
}

/**
 * Totals over the project's entries. A running stopwatch's elapsed time is not in the
 * stored time_total (contract.md 4), so summing stored totals counts stopped time only.
 */
export function projectStats(store: Store, projectId: number): ProjectStats {
  let seconds = 0;
  let value = 0;
  for (const e of store.entries.values()) {
    if (e.project_id !== projectId) continue;
    seconds += e.time_total;
    value += entryMoney(store, e).billableAmount;
  }
  let members = 0;
  for (const m of store.members.values()) if (m.project_id === projectId) members++;
  let active = 0;
  for (const a of store.assignments.values()) if (a.project_id === projectId && a.checked === 0) active++;
  return { time_total: round2(seconds / 3600), value_total: round2(value), total_members: members, total_active_tasks: active };
}

/** Percent of the budget used: hours for `time`, billable amount for `billing`; 0 without budget. */
export function budgetProgress(project: Pick<Project, 'budget' | 'budget_by'>, stats: Pick<ProjectStats, 'time_total' | 'value_total'>): number {
  if (!project.budget) return 0;
  const used = project.budget_by === 'billing' ? stats.value_total : stats.time_total;
  return round2((used / project.budget) * 100);
}

export function projectView(store: Store, p: Project, caller: User): Record<string, unknown> {
  const stats = projectStats(store, p.id);
  const customer = p.customer_id === null ? undefined : store.customers.get(p.customer_id);
  const membership = store.memberOf(p.id, caller.id);
  return {
    id: p.id,
    active: p.active,
    billable: p.is_billable ? 1 : 0,
    bill_by: p.bill_by,
    budget: p.budget,
    budget_by: p.budget_by,
    budget_progress: budgetProgress(p, stats),
    contractor_id: p.contractor_id,
    customer_id: p.customer_id,
    customer_name: customer?.name ?? null,
    created_by: p.created_by,
    description: p.description,
    date_created: spaceDateTime(p.date_created, accountZone(store.account)),
    date_changed: spaceDateTime(p.date_changed, accountZone(store.account)),
    is_billable: p.is_billable,
    is_manager: membership?.manager === 1,
    is_member: membership !== undefined,
    name: p.name,
    privacy: p.privacy,
    privacy_s: p.privacy === 1 ? 'private' : 'public',
    rate: p.rate,
    rate_start_at: p.rate_start_at,
    required_task: p.required_task,
    status: p.active === 1 ? 'active' : 'archived',
    template: p.template,
    time_total: stats.time_total,
    total_uninvoiced: stats.value_total,
    total_active_tasks: stats.total_active_tasks,
    total_invoiced: 0,
    total_members: stats.total_members,
    value_total: stats.value_total,
  };
}
