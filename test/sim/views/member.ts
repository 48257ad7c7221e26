// Project member JSON (spec "Project member"; decisions "Member") and the shape of an
// active user who is not a member.
import { accountZone } from '../account-zone.ts';
import { spaceDateTime } from '../format.ts';
import type { Member, Team, User } from '../model.ts';
import type { Store } from '../store.ts';

/** The user's teams as `{id, name}`, in the order the account lists them. */
export function userTeams(store: Store, user: User | undefined): Team[] {
  if (!user) return [];
  return store.account.teams.filter((t) => user.assigned_team_ids.includes(t.id)).map((t) => ({ id: t.id, name: t.name }));
}

export function memberView(store: Store, m: Member): Record<string, unknown> {
  const user = store.users.get(m.user_id);
  return {
    id: m.id,
    user_email: user?.email ?? '',
    user_name: user?.name ?? '',
    manager: m.manager,
    date_created: spaceDateTime(m.date_created, accountZone(store.account)),
    // A membership is as active as its user: archived users stay listed but inactive.
    active: user?.active ?? 0,
    is_billable: m.is_billable,
    rate: m.rate,
    rate_start_at: m.rate_start_at,
    billable: m.is_billable ? 1 : 0,
    project_id: m.project_id,
    user_id: m.user_id,
    teams: userTeams(store, user),
  };
}

export function unassignedUserView(store: Store, u: User): Record<string, unknown> {
  return { id: u.id, name: u.name, email: u.email, teams: userTeams(store, u) };
}
