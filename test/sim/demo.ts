// The demo account of contract.md section 6, laid out relative to the service clock so
// that "today" and "this week" always have entries.
import { DAY_MS, isoDate, startOfDay } from './format.ts';
import { DemoBuilder } from './demo-builder.ts';
import { Store } from './store.ts';

export const DEMO_PASSWORD = 'demo-password';

export function demoStore(now: number): Store {
  const s = new Store();
  const created = startOfDay(now) - 60 * DAY_MS;
  // The demo account is in UTC (contract.md 1b); POST /_sim/zone moves it later, and the
  // demo entries keep the dates and times they were laid out with.
  s.account = { id: 'demo', plan: 'business', teams: [{ id: 1, name: 'Engineering' }, { id: 2, name: 'Design' }], utc_offset_minutes: 0, zone_changes: [] };

  const b = new DemoBuilder(s, created, DEMO_PASSWORD);
  const user = b.user.bind(b);
  const ada = user('Ada Lovelace', 'ada@example.com', 'admin', { is_owner: true, cost_rate: 45, billable_rate_default: 120 });
  b.owner = ada;
  const rui = user('Rui Costa', 'rui@example.com', 'regular', { manager_id: ada, cost_rate: 30, assigned_team_ids: [1, 2] });
  const mei = user('Mei Chen', 'mei@example.com', 'manager', { manager_id: ada, cost_rate: 35, assigned_team_ids: [2] });
  const sam = user('Sam Former', 'sam@example.com', 'regular', { active: 0, password: null, cost_rate: 25 });

  const customer = b.customer.bind(b);
  const acme = customer('Acme Corp', 'Main client since 2024');
  const globex = customer('Globex', null);
  const initech = customer('Initech', 'Retainer, billed monthly');
  customer('Umbrella Ltd', 'Contract ended', 0);

  b.tasks(['Design', 'Development', 'Testing', 'Meetings', 'Documentation', 'Deployment', 'Research', 'Support'], (name) => name !== 'Meetings');
  const task = b.task;
  const project = b.project.bind(b);
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

  b.todoList(website, 'Launch checklist', [['Final copy review', rui, false], ['DNS switch', ada, false], ['Analytics', null, true]]);
  b.todoList(mobile, 'Sprint 12', [['Offline mode', rui, false], ['Push notifications', mei, false], ['Crash fix', rui, true]]);

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
  const entry = b.entry.bind(b);
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
