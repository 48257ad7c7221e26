// Project JSON (spec "Project"; decisions "Project"): stored fields plus values computed
// from the project's entries, members and task assignments, and the caller's relation to it.
import { accountZone } from '../account-zone.ts';
import { spaceDateTime, round2 } from '../format.ts';
import { entryMoney } from '../money.ts';
import type { Member, Project, User } from '../model.ts';
import type { Store } from '../store.ts';

export interface ProjectStats {
  /** hours, two decimals */
  time_total: number;
  value_total: number;
  total_members: number;
  total_active_tasks: number;
}

/** The totals of one project (projectStatsOf). */
export function projectStats(store: Store, projectId: number): ProjectStats {
  return projectStatsOf(store, [projectId]).get(projectId)!;
}

/**
 * `projectStats` of each of `projectIds` in one pass over the entries, members and
 * assignments: a page of a listing asked each project's apart, which walked every entry,
 * member and assignment once per project (10,000 projects: 2.6 s of CPU a listing).
 * Totals over the projects' entries: a running stopwatch's elapsed time is not in the stored
 * time_total (contract.md 4), so summing stored totals counts stopped time only.
 */
export function projectStatsOf(store: Store, projectIds: readonly number[]): Map<number, ProjectStats> {
  const sums = new Map(projectIds.map((id) => [id, { seconds: 0, value: 0, members: 0, active: 0 }]));
  for (const e of store.entries.values()) {
    const sum = sums.get(e.project_id);
    if (!sum) continue;
    sum.seconds += e.time_total;
    sum.value += entryMoney(store, e).billableAmount;
  }
  for (const m of store.members.values()) {
    const sum = sums.get(m.project_id);
    if (sum) sum.members++;
  }
  for (const a of store.assignments.values()) {
    const sum = sums.get(a.project_id);
    if (sum && a.checked === 0) sum.active++;
  }
  return new Map([...sums].map(([id, t]) => [id, { time_total: round2(t.seconds / 3600), value_total: round2(t.value), total_members: t.members, total_active_tasks: t.active }]));
}

/** Percent of the budget used: hours for `time`, billable amount for `billing`; 0 without budget. */
export function budgetProgress(project: Pick<Project, 'budget' | 'budget_by'>, stats: Pick<ProjectStats, 'time_total' | 'value_total'>): number {
  if (!project.budget) return 0;
  const used = project.budget_by === 'billing' ? stats.value_total : stats.time_total;
  return round2((used / project.budget) * 100);
}

/** `stats`: the project's, when a listing made them for its page at once (projectStatsOf). */
export function projectView(store: Store, p: Project, caller: User, stats: ProjectStats = projectStats(store, p.id), membership: Member | undefined = store.memberOf(p.id, caller.id)): Record<string, unknown> {
  const customer = p.customer_id === null ? undefined : store.customers.get(p.customer_id);
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
