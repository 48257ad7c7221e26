// The reads the engine makes, each shaped to cost as few requests as the service allows:
//   - the running entry, today's and yesterday's entries: one detailed report read for the
//     current user (more pages only when there are more than 100 rows); it also finds a
//     timer started or stopped elsewhere and one that runs past midnight;
//   - the last seven days by day: one grouped report (template `days`);
//   - active projects: the project list, page by page; one project alone for its budget;
//   - a project's tasks: one read when the project is first picked;
//   - the current user: the user list once at sign-in (the service has no "me").

import type { ServiceClient } from '../../api/client.ts';
import { isServiceError } from '../../api/errors.ts';
import type { GroupedReport, Project, User } from '../../api/types.ts';
import { addDays, parseHms } from '../time/local-time.ts';
import { toServerEntry, type ServerEntry } from './server-entry.ts';
import type { SessionUser } from '../session/session-record.ts';
import type { DayTotal, ProjectView, TaskView } from '../snapshot.ts';
import { readProjectBudget } from './project-budget.ts';
import { instantOfIso, offsetFromIso, offsetFromRow } from '../time/zone.ts';
import { capacityOf, type UserCapacity } from './user-capacity.ts';
import { amountOf, optionalFlag } from './server-entry.ts';

export interface RecentRead {
  readonly entries: ServerEntry[];
  /** The account's offset read from the rows, when any row could tell. */
  readonly offsetMinutes: number | undefined;
  /** The instant that offset was in force (the newest row's creation). */
  readonly offsetAt: number | undefined;
  /** The dates the read covered (inclusive). */
  readonly from: string;
  readonly to: string;
}

/**
 * Today's and yesterday's entries of one user. `today` is the account-zone date; while the
 * zone is unknown the caller widens the range by a day on each side.
 */
export async function readRecent(client: ServiceClient, userId: number, from: string, to: string, signal?: AbortSignal): Promise<RecentRead> {
  const entries: ServerEntry[] = [];
  let offsetMinutes: number | undefined;
  const rows = client.reports.detailedRows(
    { date_execution_start: from, date_execution_end: to, user_id: [userId], opt_page_limit: 100 },
    signal ? { signal } : {},
  );
  // The newest row tells the offset in force latest (an older one may predate a DST change).
  // Newest by instant: local times are not in order across a change of offset.
  let offsetAt: number | undefined;
  for await (const row of rows) {
    entries.push(toServerEntry(row));
    const r = row as { created_at?: unknown; date_created?: unknown };
    const offset = offsetFromRow(r);
    const at = instantOfIso(r.date_created);
    if (offset !== undefined && at !== undefined && (offsetAt === undefined || at >= offsetAt)) {
      offsetAt = at;
      offsetMinutes = offset;
    }
  }
  return { entries, offsetMinutes, offsetAt, from, to };
}

function seconds(t: { time?: unknown; hours?: unknown; minutes?: unknown; seconds?: unknown } | undefined): number {
  if (!t) return 0;
  if (typeof t.time === 'string') {
    const s = parseHms(t.time);
    if (!Number.isNaN(s)) return s;
  }
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
  return n(t.hours) * 3600 + n(t.minutes) * 60 + n(t.seconds);
}

/** Seconds per day for the seven days ending `today`, oldest first (days without time are 0). */
export async function readWeek(client: ServiceClient, userId: number, today: string): Promise<DayTotal[]> {
  const from = addDays(today, -6);
  const report: GroupedReport = await client.reports.grouped({
    opt_report_template: 'days',
    date_execution_start: from,
    date_execution_end: today,
    user_id: [userId],
  });
  const byDate = new Map<string, DayTotal>();
  for (const item of report.items ?? []) {
    const key = item.details?.group_key;
    if (typeof key !== 'string') continue;
    const total = seconds(item.total?.time_total as Parameters<typeof seconds>[0]);
    // The split of the week's totals (views/billable-totals.ts) comes with the same read.
    const billable = item.total?.time_billable ? Math.min(total, seconds(item.total.time_billable as Parameters<typeof seconds>[0])) : undefined;
    byDate.set(key, { date: key, seconds: total, ...(billable !== undefined ? { billableSeconds: billable } : {}), ...amountOf(item.total?.billable_net_total) });
  }
  const out: DayTotal[] = [];
  for (let i = 6; i >= 0; i--) {
    const date = addDays(today, -i);
    out.push(byDate.get(date) ?? { date, seconds: 0, billableSeconds: 0 });
  }
  return out;
}

/** A project as the engine shows it. */
function projectView(p: Project): ProjectView {
  return {
    id: Number(p.id),
    name: String(p.name ?? ''),
    customerName: p.customer_name ?? null,
    ...(typeof p.customer_id === 'number' || p.customer_id === null ? { customerId: p.customer_id } : {}),
    requiredTask: Number((p as { required_task?: unknown }).required_task) === 1,
    active: Number(p.active) === 1,
    budget: readProjectBudget(p.budget, p.budget_by, p.budget_progress),
    ...billableOf(p as { is_billable?: unknown; billable?: unknown }),
  };
}

/** `is_billable`, else the deprecated 0/1 `billable`; nothing when neither is there. */
function billableOf(v: { is_billable?: unknown; billable?: unknown; is_billable_default?: unknown }): { billable?: boolean } {
  const b = optionalFlag(v.is_billable) ?? optionalFlag(v.billable) ?? optionalFlag(v.is_billable_default);
  return b === undefined ? {} : { billable: b };
}

/**
 * Pages of the project list read at most: 25,000 projects, 250 requests (under half a
 * minute's of a token's 600). The client's default of 50 pages left an account of more than
 * 5,000 projects with none at all, read again and dropped every 15 minutes.
 */
export const PROJECT_PAGES_MAX = 250;

export interface ProjectsRead {
  readonly projects: ProjectView[];
  /** The service announced more after PROJECT_PAGES_MAX pages: `projects` are the first of them. */
  readonly cut: boolean;
}

export async function readProjects(client: Pick<ServiceClient, 'projects'>, maxPages = PROJECT_PAGES_MAX): Promise<ProjectsRead> {
  const out: ProjectView[] = [];
  try {
    for await (const p of client.projects.all({ active: 1 }, { maxPages })) {
      const view = projectView(p);
      if (view.active) out.push(view);
    }
  } catch (e) {
    // What was read is kept: the same read again would stop at the same page.
    if (isServiceError(e) && e.kind === 'page_limit') return { projects: out, cut: true };
    throw e;
  }
  return { projects: out, cut: false };
}

/** One project again (one request), for its budget's figure; null when it is gone or archived. */
export async function readProject(client: ServiceClient, id: number): Promise<ProjectView | null> {
  try {
    const view = projectView(await client.projects.get(id));
    return view.active ? view : null;
  } catch (e) {
    if (isServiceError(e) && e.kind === 'not_found') return null;
    throw e;
  }
}

export async function readTasks(client: ServiceClient, projectId: number): Promise<TaskView[]> {
  const r = await client.projects.tasks(projectId);
  return r.data.map((a) => ({ id: Number(a.task_id), name: String(a.task_name ?? ''), ...billableOf(a as { is_billable?: unknown; billable?: unknown; is_billable_default?: unknown }) }));
}

/** The signed-in user, found by email in the user list (one request), and the offset of its dates. */
export async function readCurrentUser(client: ServiceClient, email: string, today: string): Promise<{ user: SessionUser; offsetMinutes: number | undefined; offsetAt: number | undefined; capacity: UserCapacity } | undefined> {
  const list = await client.users.list();
  const want = email.trim().toLowerCase();
  const u: User | undefined = list.data.find((x) => String(x.email).toLowerCase() === want);
  if (!u) return undefined;
  const user: SessionUser = {
    id: Number(u.id),
    name: String(u.name ?? ''),
    email: String(u.email),
    role: String(u.role),
    workDays: Array.isArray(u.work_days) ? u.work_days.map(Number).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6) : [],
    workStartAt: u.work_start_at ?? null,
    workEndAt: u.work_end_at ?? null,
  };
  const changed = offsetFromIso(u.date_changed);
  const offsetMinutes = changed ?? offsetFromIso(u.date_created);
  return { user, offsetMinutes, offsetAt: instantOfIso(changed !== undefined ? u.date_changed : u.date_created), capacity: capacityOf(u, today) };
}
