// A user as the service answers it (spec "User"): ISO 8601 datetimes with the account's
// offset (+0000 for the demo account), money
// as the spec types it (cost_rate a decimal string, billable_rate_default a number).
import { accountZone } from '../account-zone.ts';
import { isoDateTime, money, timeOfDay } from '../format.ts';
import type { Role, User } from '../model.ts';
import type { Store } from '../store.ts';

export interface UserView {
  id: number;
  active: number;
  assigned_team_ids: number[];
  billable_rate_default: number | null;
  capacity_per_day: number;
  cost_rate: string;
  cost_rate_start_at: string | null;
  count_employees: number;
  date_changed: string;
  date_created: string;
  date_deleted: null;
  email: string;
  is_billable_default: boolean;
  is_owner: boolean;
  owner: boolean;
  manager_id: number | null;
  manager_email: string | null;
  manager_name: string | null;
  manage_restricted_teams: boolean;
  name: string;
  role: Role;
  status: 'active' | 'archived';
  teams: { id: number; name: string }[];
  work_days: number[];
  work_start_at: string | null;
  work_end_at: string | null;
}

export function userView(store: Store, u: User): UserView {
  const manager = u.manager_id !== null ? store.users.get(u.manager_id) : undefined;
  let employees = 0;
  for (const other of store.users.values()) if (other.manager_id === u.id) employees++;
  const zone = accountZone(store.account);
  return {
    id: u.id,
    active: u.active,
    assigned_team_ids: [...u.assigned_team_ids],
    billable_rate_default: u.billable_rate_default,
    capacity_per_day: u.capacity_per_day,
    cost_rate: money(u.cost_rate),
    cost_rate_start_at: u.cost_rate_start_at !== null ? isoDateTime(u.cost_rate_start_at, zone) : null,
    count_employees: employees,
    date_changed: isoDateTime(u.date_changed, zone),
    date_created: isoDateTime(u.date_created, zone),
    date_deleted: null,
    email: u.email,
    is_billable_default: u.is_billable_default,
    is_owner: u.is_owner,
    owner: u.is_owner,
    manager_id: manager ? manager.id : null,
    manager_email: manager?.email ?? null,
    manager_name: manager?.name ?? null,
    manage_restricted_teams: u.manage_restricted_teams,
    name: u.name,
    role: u.role,
    status: u.active === 1 ? 'active' : 'archived',
    teams: store.account.teams.filter((t) => u.assigned_team_ids.includes(t.id)).map((t) => ({ id: t.id, name: t.name })),
    work_days: [...u.work_days],
    work_start_at: u.work_start_at !== null ? timeOfDay(u.work_start_at) : null,
    work_end_at: u.work_end_at !== null ? timeOfDay(u.work_end_at) : null,
  };
}
