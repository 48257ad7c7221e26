// Project members: list, add or update with a custom rate, and the active users who are
// not members (spec "Projects"; contract.md 1c: 201 when new, 200 when already there).
import type { ApiRequest, ApiResult, Router, Source } from '../context.ts';
import { notFound } from '../errors.ts';
import { Fields } from '../fields.ts';
import type { Member } from '../model.ts';
import { requireManager } from '../roles.ts';
import { memberView, unassignedUserView } from '../views/member.ts';
import { pathInt, pathProject } from '../lookup.ts';

type MemberBody = Partial<Pick<Member, 'manager' | 'is_billable' | 'rate' | 'rate_start_at'>>;

/** The add-member body fields that were sent, validated; an empty rate_start_at_new clears it. */
export function readMemberBody(source: Source): MemberBody {
  const f = Fields.of(source);
  const out: MemberBody = {};
  const manager = f.flag('manager');
  if (manager !== undefined) out.manager = manager;
  const billable = f.bool('is_billable');
  if (billable !== undefined) out.is_billable = billable;
  const rate = f.decimal('rate');
  if (rate !== undefined) out.rate = rate;
  if (source.rate_start_at_new === '') out.rate_start_at = null;
  else {
    const start = f.date('rate_start_at_new');
    if (start !== undefined) out.rate_start_at = start;
  }
  f.done();
  return out;
}

function listMembers(req: ApiRequest): ApiResult {
  const project = pathProject(req);
  const { store } = req.ctx;
  const members = [...store.members.values()].filter((m) => m.project_id === project.id).sort((a, b) => a.id - b.id);
  return { body: { data: members.map((m) => memberView(store, m)) } };
}

function addMember(req: ApiRequest): ApiResult {
  const project = pathProject(req);
  const { store } = req.ctx;
  const userId = pathInt(req.params.user_id);
  const user = userId === null ? undefined : store.users.get(userId);
  // Archived users cannot become members, like they are not offered as unassigned users.
  if (!user || user.active !== 1) throw notFound('User');
  requireManager(req.user);
  const body = readMemberBody(req.body);
  const existing = store.memberOf(project.id, user.id);
  if (existing) {
    Object.assign(existing, body);
    return { status: 200, body: { data: memberView(store, existing) } };
  }
  const id = store.nextId('member');
  const member: Member = {
    id, project_id: project.id, user_id: user.id, manager: 0, is_billable: true, rate: project.rate,
    rate_start_at: null, date_created: req.now, ...body,
  };
  store.members.set(id, member);
  return { status: 201, body: { data: memberView(store, member) } };
}

function unassignedUsers(req: ApiRequest): ApiResult {
  const project = pathProject(req);
  const { store } = req.ctx;
  const users = [...store.users.values()]
    .filter((u) => u.active === 1 && !store.memberOf(project.id, u.id))
    .sort((a, b) => a.id - b.id);
  return { body: { data: users.map((u) => unassignedUserView(store, u)) } };
}

export function projectMembersRoutes(r: Router): void {
  r.get('/projects/{id}/members', listMembers);
  r.post('/projects/{id}/members/{user_id}', addMember);
  r.get('/projects/{id}/unassigned-users', unassignedUsers);
}
