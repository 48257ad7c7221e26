// The pieces a demo account is laid out with (demo.ts, demo-studio.ts): users, customers,
// tasks, projects with their members and task assignments, and finished entries, each with
// the next id of its kind, so an account's data is the same at every reset.
import type { Project, TimeEntry, User } from './model.ts';
import type { Store } from './store.ts';

type NewEntry = Omit<TimeEntry, 'id' | 'form' | 'is_invoiced' | 'created_by' | 'changed_by' | 'date_created' | 'date_changed' | 'stopwatch_started_at' | 'is_locked' | 'locked_reason'> & { locked?: boolean };

export class DemoBuilder {
  readonly stamp: { date_created: number; date_changed: number };
  /** Task ids by name. */
  readonly task: Record<string, number> = {};
  /** The project's manager among its members and the creator of what the account holds. */
  owner = 0;

  constructor(
    readonly s: Store,
    readonly created: number,
    private readonly password: string,
  ) {
    this.stamp = { date_created: created, date_changed: created };
  }

  user(name: string, email: string, role: 'admin' | 'regular' | 'manager', extra: Partial<User> = {}): number {
    const id = this.s.nextId('user');
    this.s.users.set(id, {
      id, email, name, password: this.password, role, active: 1, assigned_team_ids: [1],
      billable_rate_default: null, capacity_per_day: 8, cost_rate: 20, cost_rate_start_at: null, ...this.stamp,
      is_billable_default: true, is_owner: false, manager_id: null, manage_restricted_teams: false,
      work_days: [1, 2, 3, 4, 5], work_start_at: 9 * 3600, work_end_at: 17 * 3600, ...extra,
    });
    return id;
  }

  customer(name: string, observation: string | null, active: 0 | 1 = 1): number {
    const id = this.s.nextId('customer');
    this.s.customers.set(id, { id, name, observation, active, ...this.stamp });
    return id;
  }

  /** A to-do list of a project, its to-dos in order: [name, assignee (null: none), completed]; each estimated at 2 hours. */
  todoList(projectId: number, name: string, todos: readonly [string, number | null, boolean][]): void {
    const s = this.s;
    const id = s.nextGuid('todo_list');
    const made = { created_by: this.owner, changed_by: this.owner, created_at: this.created, changed_at: this.created };
    s.todoLists.set(id, { id, project_id: projectId, name, position: s.todoLists.size + 1, ...made });
    todos.forEach(([todoName, assignee, done], i) => {
      const tid = s.nextGuid('todo');
      s.todos.set(tid, { id: tid, project_id: projectId, todo_list_id: id, name: todoName, description: '', is_completed: done, position: i + 1, time_estimate: 2 * 3600, user_id: assignee, ...made });
    });
  }

  tasks(names: readonly string[], billable: (name: string) => boolean): void {
    for (const name of names) {
      const id = this.s.nextId('task');
      this.s.tasks.set(id, { id, name, description: `${name} work`, is_billable_default: billable(name), ...this.stamp });
      this.task[name] = id;
    }
  }

  project(name: string, customerId: number | null, opts: Partial<Project>, tasks: string[], members: [number, number][]): number {
    const id = this.s.nextId('project');
    this.s.projects.set(id, {
      id, name, description: '', active: 1, bill_by: 'none', budget: null, budget_by: 'time', contractor_id: null,
      customer_id: customerId, created_by: this.owner, ...this.stamp, is_billable: true, privacy: 2, rate: 0,
      rate_start_at: null, required_task: 0, template: false, ...opts,
    });
    for (const [userId, rate] of members) {
      const mid = this.s.nextId('member');
      this.s.members.set(mid, {
        id: mid, project_id: id, user_id: userId, manager: userId === this.owner ? 1 : 0, is_billable: true, rate,
        rate_start_at: null, date_created: this.created,
      });
    }
    for (const t of tasks) {
      const aid = this.s.nextId('assignment');
      const taskId = this.task[t]!;
      this.s.assignments.set(aid, {
        id: aid, project_id: id, task_id: taskId, is_billable: this.s.tasks.get(taskId)!.is_billable_default,
        checked: 0, date_created: this.created,
      });
    }
    return id;
  }

  /** A finished entry, made and last changed when it ended. */
  entry(e: NewEntry): void {
    const id = this.s.nextId('entry');
    const at = Date.parse(`${e.date_execution}T00:00:00Z`) + (e.time_start + e.time_total) * 1000;
    const { locked, ...rest } = e;
    this.s.entries.set(id, {
      id, ...rest, stopwatch_started_at: null, is_locked: locked ?? false,
      locked_reason: locked ? 'Period closed for invoicing' : null, form: 'web', is_invoiced: 0,
      created_by: e.user_id, changed_by: e.user_id, date_created: at, date_changed: at,
    });
  }
}
