// All the simulator's state in one place, so reset is one assignment.
import type {
  Account, Assignment, Customer, Member, Project, Task, TimeEntry, Todo, TodoList, Token, User,
} from './model.ts';

export class Store {
  account: Account = { id: 'demo', plan: 'business', teams: [], utc_offset_minutes: 0, zone_changes: [] };
  users = new Map<number, User>();
  customers = new Map<number, Customer>();
  tasks = new Map<number, Task>();
  projects = new Map<number, Project>();
  members = new Map<number, Member>();
  assignments = new Map<number, Assignment>();
  todoLists = new Map<string, TodoList>();
  todos = new Map<string, Todo>();
  entries = new Map<number, TimeEntry>();
  tokens = new Map<string, Token>();

  private counters = new Map<string, number>();

  /** The next integer id of a kind (ids are never reused). */
  nextId(kind: string): number {
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    return n;
  }

  /** The next GUID for to-dos and to-do lists: deterministic, so demo data is stable. */
  nextGuid(kind: 'todo' | 'todo_list'): string {
    const n = this.nextId(`guid_${kind}`);
    const prefix = kind === 'todo' ? '00000000-0000-4000-8000-' : '00000000-0000-4000-9000-';
    return prefix + String(n).padStart(12, '0');
  }

  memberOf(projectId: number, userId: number): Member | undefined {
    for (const m of this.members.values()) if (m.project_id === projectId && m.user_id === userId) return m;
    return undefined;
  }

  assignmentOf(projectId: number, taskId: number): Assignment | undefined {
    for (const a of this.assignments.values()) if (a.project_id === projectId && a.task_id === taskId) return a;
    return undefined;
  }
}
