// The demo account of contract.md section 6, laid out relative to the service clock so
// that "today" and "this week" always have entries.
import { DAY_MS, isoDate, startOfDay } from './format.ts';
import type { TimeEntry } from './model.ts';
import { Store } from './store.ts';

export const DEMO_PASSWORD = 'demo-password';

export function demoStore(now: number): Store {
  const s = new Store();
  const created = startOfDay(now) - 60 * DAY_MS;
  const stamp = { date_created: created, date_changed: created };
  // The demo account is in UTC (contract.md 1b); POST /_sim/zone moves it later, and the
  // demo entries keep the dates and times they were laid out with.
  s.account = { id: 'demo', plan: 'business', teams: [{ id: 1, name: 'Engineering' }, { id: 2, name: 'Design' }], utc_offset_minutes: 0, zone_changes: [] };

  const user = (
    name: string, email: string, role: 'admin' | 'regular' | 'manager', extra: Partial<import('./model.ts').User> = {},
  ) => {
    const id = s.nextId('user');
    s.users.set(id, {
      id, email, name, password: DEMO_PASSWORD, role, active: 1, assigned_team_ids: [1],
      billable_rate_default: null, capacity_per_day: 8, cost_rate: 20, cost_rate_start_at: null, ...stamp,
      is_billable_default: true, is_owner: false, manager_id: null, manage_restricted_teams: false,
      work_days: [1, 2, 3, 4, 5], work_start_at: 9 * 3600, work_end_at: 17 * 3600, ...extra,
    });
    return id;
  };
  const ada = user('Ada Lovelace', 'ada@example.com', 'admin', { is_owner: true, cost_rate: 45, billable_rate_default: 120 });
  const rui = user('Rui Costa', 'rui@example.com', 'regular', { manager_id: ada, cost_rate: 30, assigned_team_ids: [1, 2] });
  const mei = user('Mei Chen', 'mei@example.com', 'manager', { manager_id: ada, cost_rate: 35, assigned_team_ids: [2] });
  const sam = user('Sam Former', 'sam@example.com', 'regular', { active: 0, password: null, cost_rate: 25 });

  const customer = (name: string, observation: string | null, active: 0 | 1 = 1) => {
    const id = s.nextId('customer');
    s.customers.set(id, { id, name, observation, active, ...stamp });
    return id;
  };
  const acme = customer('Acme Corp', 'Main client since 2024');
  const globex = customer('Globex', null);
  const initech = customer('Initech', 'Retainer, billed monthly');
  customer('Umbrella Ltd', 'Contract ended', 0);

  const taskNames = ['Design', 'Development', 'Testing', 'Meetings', 'Documentation', 'Deployment', 'Research', 'Support'];
  const task: Record<string, number> = {};
  for (const name of taskNames) {
    const id = s.nextId('task');
    s.tasks.set(id, { id, name, description: `${name} work`, is_billable_default: name !== 'Meetings', ...stamp });
    task[name] = id;
  }

  const project = (
    name: string, customerId: number | null, opts: Partial<import('./model.ts').Project>, tasks: string[],
    members: [number, number][],
  ) => {
    const id = s.nextId('project');
    s.projects.set(id, {
      id, name, description: '', active: 1, bill_by: 'none', budget: null, budget_by: 'time', contractor_id: null,
      customer_id: customerId, created_by: ada, ...stamp, is_billable: true, privacy: 2, rate: 0,
      rate_start_at: null, required_task: 0, template: false, ...opts,
    });
    for (const [userId, rate] of members) {
      const mid = s.nextId('member');
      s.members.set(mid, {
        id: mid, project_id: id, user_id: userId, manager: userId === ada ? 1 : 0, is_billable: true, rate,
        rate_start_at: null, date_created: created,
      });
    }
    for (const t of tasks) {
      const aid = s.nextId('assignment');
      const taskId = task[t]!;
      s.assignments.set(aid, {
        id: aid, project_id: id, task_id: taskId, is_billable: s.tasks.get(taskId)!.is_billable_default,
        checked: 0, date_created: created,
      });
    }
    return id;
  };
  // contract.md: the first active project (lowest id) has required_task 0.
  const website = project('Website Redesign', acme, { rate: 100, description: 'New marketing site' },
    ['Design', 'Development', 'Meetings'], [[ada, 120], [rui, 90], [sam, 80]]);
  const mobile = project('Mobile App', acme, { rate: 110, required_task: 1 },
    ['Development', 'Testing', 'Deployment'], [[ada, 120], [rui, 95], [mei, 100]]);
  const internal = project('Internal Tools', null, { is_billable: false, privacy: 1 },
    ['Research', 'Documentation'], [[ada, 0], [rui, 0]]);
  const migration = project('Data Migration', globex, { rate: 90, budget: 40, budget_by: 'time' },
    ['Development'], [[ada, 120], [mei, 90]]);
  const support = project('Support Retainer', initech, { rate: 80, budget: 5000, budget_by: 'billing' },
    ['Support', 'Meetings'], [[ada, 120], [rui, 80]]);
  project('Legacy Portal', globex, { rate: 70, active: 0 }, ['Development'], [[ada, 120], [sam, 70]]);

  const list = (projectId: number, name: string, todos: [string, number | null, boolean][]) => {
    const id = s.nextGuid('todo_list');
    s.todoLists.set(id, {
      id, project_id: projectId, name, position: s.todoLists.size + 1, created_by: ada, changed_by: ada,
      created_at: created, changed_at: created,
    });
    todos.forEach(([todoName, assignee, done], i) => {
      const tid = s.nextGuid('todo');
      s.todos.set(tid, {
        id: tid, project_id: projectId, todo_list_id: id, name: todoName, description: '', is_completed: done,
        position: i + 1, time_estimate: 2 * 3600, user_id: assignee, created_by: ada, changed_by: ada,
        created_at: created, changed_at: created,
      });
    });
  };
  list(website, 'Launch checklist', [['Final copy review', rui, false], ['DNS switch', ada, false], ['Analytics', null, true]]);
  list(mobile, 'Sprint 12', [['Offline mode', rui, false], ['Push notifications', mei, false], ['Crash fix', rui, true]]);

  // Entries over the last 14 days: a working rhythm per user, deterministic.
  const today = startOfDay(now);
  const secondsToday = Math.floor((now - today) / 1000);
  const plan: [number, number, string | null, string][] = [
    [website, rui, 'Development', 'Hero section'],
    [mobile, rui, 'Testing', 'Regression pass'],
    [website, ada, 'Meetings', 'Client call'],
    [migration, mei, 'Development', 'Schema mapping'],
    [support, rui, 'Support', 'Ticket triage'],
    [internal, ada, 'Research', 'Tooling spike'],
    [mobile, ada, 'Development', 'API integration'],
    [website, sam, 'Design', 'Wireframes'],
  ];
  const entry = (e: Omit<TimeEntry, 'id' | 'form' | 'is_invoiced' | 'created_by' | 'changed_by' | 'date_created' | 'date_changed' | 'stopwatch_started_at' | 'is_locked' | 'locked_reason'> & { locked?: boolean }) => {
    const id = s.nextId('entry');
    const at = Date.parse(`${e.date_execution}T00:00:00Z`) + (e.time_start + e.time_total) * 1000;
    const { locked, ...rest } = e;
    s.entries.set(id, {
      id, ...rest, stopwatch_started_at: null, is_locked: locked ?? false,
      locked_reason: locked ? 'Period closed for invoicing' : null, form: 'web', is_invoiced: 0,
      created_by: e.user_id, changed_by: e.user_id, date_created: at, date_changed: at,
    });
  };
  for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
    const day = today - daysAgo * DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let slot = 0; slot < 3; slot++) {
      const [projectId, userId, taskName, description] = plan[(daysAgo * 3 + slot) % plan.length]!;
      if (userId === sam && daysAgo < 7) continue; // Sam left last week
      const start = (9 + slot * 2.5) * 3600;
      const total = (60 + ((daysAgo * 37 + slot * 53) % 90)) * 60;
      if (daysAgo === 0 && start + total > secondsToday) continue; // nothing in the future
      entry({
        project_id: projectId, user_id: userId, task_id: taskName ? task[taskName]! : null,
        date_execution: isoDate(day), description, time_start: start, time_total: total,
        // The oldest entry is locked, as if its period had been invoiced.
        locked: s.entries.size === 0,
      });
    }
  }
  // Today always has entries, however early it is: one each for Rui and Ada from midnight on.
  const early = Math.min(45 * 60, Math.max(60, secondsToday - 60));
  entry({ project_id: website, user_id: rui, task_id: task.Development!, date_execution: isoDate(today),
    description: 'Early fix', time_start: 0, time_total: early });
  entry({ project_id: support, user_id: ada, task_id: task.Support!, date_execution: isoDate(today),
    description: 'On-call handover', time_start: 0, time_total: Math.min(30 * 60, early) });
  return s;
}
