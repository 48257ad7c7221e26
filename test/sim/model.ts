// The simulator's records, stored in the units it computes with: instants in ms since
// the epoch, times of day and durations in seconds. Views turn them into wire formats.

export type Role = 'admin' | 'regular' | 'super' | 'manager';
export type Plan = 'free' | 'free_trial' | 'legacy' | 'plus' | 'business' | 'business_max';
export type Flag = 0 | 1;

export interface Team {
  id: number;
  name: string;
}

export interface User {
  id: number;
  email: string;
  name: string;
  /** null for users created through the API: they cannot authenticate. */
  password: string | null;
  role: Role;
  active: Flag;
  assigned_team_ids: number[];
  billable_rate_default: number | null;
  capacity_per_day: number;
  cost_rate: number;
  cost_rate_start_at: number | null;
  date_created: number;
  date_changed: number;
  is_billable_default: boolean;
  is_owner: boolean;
  manager_id: number | null;
  manage_restricted_teams: boolean;
  work_days: number[];
  work_start_at: number | null;
  work_end_at: number | null;
}

export interface Customer {
  id: number;
  name: string;
  observation: string | null;
  active: Flag;
  date_created: number;
  date_changed: number;
}

export interface Task {
  id: number;
  name: string;
  description: string | null;
  is_billable_default: boolean;
  date_created: number;
  date_changed: number;
}

export interface Project {
  id: number;
  name: string;
  description: string;
  active: Flag;
  bill_by: string;
  budget: number | null;
  budget_by: 'billing' | 'time';
  contractor_id: number | null;
  customer_id: number | null;
  created_by: number;
  date_created: number;
  date_changed: number;
  is_billable: boolean;
  privacy: 1 | 2;
  rate: number;
  rate_start_at: string | null;
  required_task: Flag;
  template: boolean;
}

export interface Member {
  id: number;
  project_id: number;
  user_id: number;
  manager: Flag;
  is_billable: boolean;
  rate: number;
  rate_start_at: string | null;
  date_created: number;
}

export interface Assignment {
  id: number;
  project_id: number;
  task_id: number;
  is_billable: boolean;
  checked: Flag;
  date_created: number;
}

export interface TodoList {
  id: string;
  project_id: number;
  name: string;
  position: number;
  created_by: number;
  changed_by: number;
  created_at: number;
  changed_at: number;
}

export interface Todo {
  id: string;
  project_id: number;
  todo_list_id: string | null;
  name: string;
  description: string;
  is_completed: boolean;
  position: number;
  /** seconds */
  time_estimate: number;
  user_id: number | null;
  created_by: number;
  changed_by: number;
  created_at: number;
  changed_at: number;
}

export interface TimeEntry {
  id: number;
  user_id: number;
  project_id: number;
  task_id: number | null;
  /** YYYY-MM-DD */
  date_execution: string;
  description: string;
  /** seconds since midnight */
  time_start: number;
  /** seconds, excluding a running stopwatch */
  time_total: number;
  /** ms instant the stopwatch was started, null when not running */
  stopwatch_started_at: number | null;
  is_locked: boolean;
  locked_reason: string | null;
  form: string;
  is_invoiced: Flag;
  created_by: number;
  changed_by: number;
  date_created: number;
  date_changed: number;
}

export interface Token {
  token: string;
  user_id: number;
  user_agent: string;
  created_at: number;
  last_used: number;
}

export interface Account {
  id: string;
  plan: Plan;
  teams: Team[];
  /**
   * The account's time zone as an offset from UTC, minutes east, in -720..840, until the
   * first of `zone_changes` (account-zone.ts). Local datetimes, "today" and report defaults
   * follow it; the rate-limit day does not (contract.md section 3: it is the UTC day).
   */
  utc_offset_minutes: number;
  /** The offsets the zone moves to (daylight saving), at increasing instants; none: a fixed offset. */
  zone_changes: ZoneChange[];
}

export interface ZoneChange {
  /** Epoch ms from which `utc_offset_minutes` is in force. */
  at: number;
  utc_offset_minutes: number;
}
