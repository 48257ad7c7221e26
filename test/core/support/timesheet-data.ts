// Timesheet fixtures (issue 70): a person's month laid into an account the simulator hosts, and
// the service's grouped report of a query flattened for comparison with a sheet's groups.
//
//   seedMonth(h.sim.sim.ctx.accounts.get('demo')!, { from: '2026-02-01', to: '2026-03-08', perDay: 4, seed: 1 });
//   const nodes = await groupedNodes(elsewhere, 'acme', query, ['project_id', 'date']);
//
// Durations have odd seconds (7:32:05) so that rounding and decimal hours have work to do; the
// projects and tasks are the person's own (their memberships and the projects' task lists).
import assert from 'node:assert/strict';
import { DemoBuilder } from '../../sim/demo-builder.ts';
import type { Store } from '../../sim/store.ts';
import { isoWeek } from '../../sim/reports/periods.ts';
import { seededRandom } from '../../sim/faults.ts';
import type { Elsewhere } from './elsewhere.ts';
import type { SheetGroup } from '../../../main/core/timesheets/sheet-group.ts';

const DAY_MS = 86_400_000;

export interface SeedOptions {
  readonly from: string;
  readonly to: string;
  /** Entries a day, each day of the range. */
  readonly perDay: number;
  readonly seed: number;
  readonly email?: string;
  /** The longest entry, in minutes (default 150); gaps run up to a quarter of it. */
  readonly longestMinutes?: number;
}

/** Lays `perDay` entries a day of the person's into `store`; answers how many. */
export function seedMonth(store: Store, o: SeedOptions): number {
  const user = [...store.users.values()].find((u) => u.email === (o.email ?? 'ada@example.com'));
  assert.ok(user, 'the person is a user of the account');
  const projects = [...store.members.values()].filter((m) => m.user_id === user.id).map((m) => m.project_id).filter((id) => store.projects.get(id)?.active === 1);
  assert.ok(projects.length > 0, 'the person is a member of a project');
  const tasksOf = (p: number) => [...store.assignments.values()].filter((a) => a.project_id === p).map((a) => a.task_id);
  const b = new DemoBuilder(store, 0, '');
  // The simulator's seeded generator: the same month at every run.
  const next = seededRandom(o.seed);
  const longest = (o.longestMinutes ?? 150) * 60;
  let made = 0;
  for (let day = Date.parse(`${o.from}T00:00:00Z`); day <= Date.parse(`${o.to}T00:00:00Z`); day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    // Entries follow each other from 06:00 with gaps, never past the day's end.
    let start = 6 * 3600;
    for (let i = 0; i < o.perDay; i++) {
      const project = projects[Math.floor(next() * projects.length)]!;
      const tasks = tasksOf(project);
      const required = store.projects.get(project)!.required_task === 1;
      const task = tasks.length === 0 || (!required && next() < 0.2) ? null : tasks[Math.floor(next() * tasks.length)]!;
      const total = 60 + Math.floor(next() * (longest - 60));
      if (start + total > 86_399) break;
      b.entry({ project_id: project, user_id: user.id, task_id: task, date_execution: date, description: `Work ${made + 1}`, time_start: start, time_total: total });
      start += total + Math.floor((next() * longest) / 4);
      made++;
    }
  }
  return made;
}

/** The grouped report's `opt_group_by` value of a sheet's level (the account level has none: a report is one account's). */
export const SERVICE_LEVEL = { customer: 'customer_id', project: 'project_id', task: 'task_id', day: 'date', week: 'week' } as const;

/** A group's figures: seconds, and cents per currency. */
export interface Figures {
  seconds: number;
  cents: Map<string, number>;
}

interface GroupedItem {
  details: { group_key: string; group_type: string; level: number };
  total: { time_total: { hours: number; minutes: number; seconds: number }; billable_net_total: number };
  items: GroupedItem[];
}

/** An id level's key names its account (ids are each account's own); a date level's does not. */
function pathKey(account: string, type: string, key: string): string {
  return type === 'date' || type === 'week' ? key : `${account}:${key}`;
}

const secondsOf = (t: { hours: number; minutes: number; seconds: number }): number => t.hours * 3600 + t.minutes * 60 + t.seconds;
/** The report's money is a number of currency units with at most two decimals. */
const centsOf = (n: number): number => Math.round(n * 100);

/**
 * The grouped report of `query` in one account (its currency `currency`), flattened: every
 * group's path (`/`-joined keys) to its figures, and '' to the report's total.
 */
export async function groupedNodes(from: Elsewhere, account: string, currency: string, query: Record<string, string | number>): Promise<Map<string, Figures>> {
  const r = await from.call('GET', '/reports/grouped', { query });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const out = new Map<string, Figures>();
  const put = (path: string, t: GroupedItem['total']) => out.set(path, { seconds: secondsOf(t.time_total), cents: new Map([[currency, centsOf(t.billable_net_total)]]) });
  put('', r.body.total);
  const walk = (items: GroupedItem[], above: string) => {
    for (const item of items) {
      const path = `${above}/${pathKey(account, item.details.group_type, item.details.group_key)}`;
      put(path, item.total);
      walk(item.items, path);
    }
  };
  walk(r.body.items as GroupedItem[], '');
  return out;
}

/** Several accounts' figures added up path by path (a day group of a sheet holds every account's day). */
export function addUp(...maps: Map<string, Figures>[]): Map<string, Figures> {
  const out = new Map<string, Figures>();
  for (const m of maps) {
    for (const [path, f] of m) {
      const sum = out.get(path) ?? { seconds: 0, cents: new Map<string, number>() };
      sum.seconds += f.seconds;
      for (const [c, n] of f.cents) sum.cents.set(c, (sum.cents.get(c) ?? 0) + n);
      out.set(path, sum);
    }
  }
  return out;
}

/** A sheet group's key as the service keys it, from its first entry (every entry of a group shares it). */
function serviceKey(g: SheetGroup): string {
  const e = g.entries[0]!;
  switch (g.level) {
    case 'customer':
      return `${e.account}:${e.customerId ?? 'none'}`;
    case 'project':
      return `${e.account}:${e.projectId}`;
    case 'task':
      return `${e.account}:${e.taskId ?? 'none'}`;
    case 'day':
      return e.date;
    case 'week':
      return isoWeek(e.date);
    case 'account':
      throw new Error('a report is one account: compare below the account level');
  }
}

/** A sheet's groups flattened the same way, tracked or billed seconds and the amounts. */
export function sheetNodes(groups: readonly SheetGroup[], seconds: 'tracked' | 'billed' = 'tracked', above = '', out = new Map<string, Figures>()): Map<string, Figures> {
  for (const g of groups) {
    const path = `${above}/${serviceKey(g)}`;
    out.set(path, { seconds: g.totals[seconds], cents: new Map(g.totals.amounts.map((a) => [a.currency, a.cents])) });
    sheetNodes(g.groups, seconds, path, out);
  }
  return out;
}

/** The figures as sorted lines, for a deepEqual that shows what differs. */
export function lines(m: Map<string, Figures>): string[] {
  return [...m]
    .map(([path, f]) => `${path || '(total)'} ${f.seconds}s ${[...f.cents].filter(([, n]) => n !== 0).sort().map(([c, n]) => `${n}${c}`).join(' ')}`)
    .sort();
}
