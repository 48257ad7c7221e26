// Users (spec "Users"): everyone reads (the list included), only admin and super write.
// A user's email is fixed once created; archiving (active 0) also ends their tokens,
// because authentication refuses archived users.
import { offsetAt } from '../account-zone.ts';
import type { ApiRequest, ApiResult, Router } from '../context.ts';
import { Fields } from '../fields.ts';
import type { Role, User } from '../model.ts';
import { requireAdmin } from '../roles.ts';
import type { Store } from '../store.ts';
import { userView } from '../views/user.ts';
import { byPathId } from '../lookup.ts';

const ROLES: readonly Role[] = ['admin', 'regular', 'super', 'manager'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Create defaults (docs/service-decisions.md "User"). */
const DEFAULTS = {
  role: 'regular' as Role,
  active: 1 as const,
  work_days: [1, 2, 3, 4, 5],
  capacity_per_day: 8,
  is_billable_default: true,
  cost_rate: 0,
};

/** Integer path ids; anything else names no user (404, service-decisions.md). */
function findUser(req: ApiRequest): User {
  return byPathId(req.ctx.store.users, req.params.id, 'User');
}

function list(req: ApiRequest): ApiResult {
  const f = Fields.of(req.query);
  const ids = f.idList('id');
  const active = f.flag('active');
  f.done();
  const { store } = req.ctx;
  const data = [...store.users.values()]
    .filter((u) => (ids === undefined || ids.includes(u.id)) && (active === undefined || u.active === active))
    .sort((a, b) => a.id - b.id)
    .map((u) => userView(store, u));
  return { body: { data } };
}

/** Empty values clear the nullable number; Fields has no nullable number reader. */
function nullableNumber(f: Fields, source: Record<string, unknown>, name: string): number | null | undefined {
  if (source[name] === '') return null;
  return f.number(name, { min: 0 });
}

/**
 * Reads and checks every writable field. `self` is the user being updated (undefined on
 * create): a user cannot be their own manager.
 */
function readBody(req: ApiRequest, self: User | undefined) {
  const { store } = req.ctx;
  const f = Fields.of(req.body);
  const isCreate = self === undefined;
  const body = {
    email: isCreate ? f.str('email', { required: true, max: 255 }) : undefined,
    name: f.str('name', { required: isCreate, nonEmpty: true, max: 255 }),
    active: f.flag('active'),
    assigned_team_ids: f.intArray('assigned_team_ids', { min: 1 }),
    billable_rate_default: nullableNumber(f, req.body, 'billable_rate_default'),
    capacity_per_day: f.int('capacity_per_day', { min: 0, max: 24 }),
    cost_rate: f.decimal('cost_rate'),
    cost_rate_start_at: f.dateTime('cost_rate_start_at', offsetAt(store.account, req.now)),
    is_billable_default: f.bool('is_billable_default'),
    manager_id: f.nullableId('manager_id'),
    manage_restricted_teams: f.bool('manage_restricted_teams'),
    role: f.oneOf('role', ROLES),
    work_days: f.intArray('work_days', { min: 0, max: 6 }),
    work_start_at: f.nullableTime('work_start_at'),
    work_end_at: f.nullableTime('work_end_at'),
  };
  if (!isCreate) f.immutable('email');
  checkReferences(f, store, body, self);
  f.done();
  return body;
}

function checkReferences(
  f: Fields, store: Store,
  body: { email?: string; manager_id?: number | null; assigned_team_ids?: number[] },
  self: User | undefined,
): void {
  if (body.email !== undefined) {
    const key = body.email.trim().toLowerCase();
    if (!EMAIL.test(body.email.trim())) f.fail('email', 'must be a valid email address');
    else if ([...store.users.values()].some((u) => u.email.toLowerCase() === key)) f.fail('email', 'is already taken');
  }
  if (body.manager_id != null) {
    if (!store.users.has(body.manager_id)) f.fail('manager_id', 'not found');
    else if (self && body.manager_id === self.id) f.fail('manager_id', 'cannot be the user themselves');
  }
  const teams = new Set(store.account.teams.map((t) => t.id));
  const unknown = body.assigned_team_ids?.filter((id) => !teams.has(id)) ?? [];
  if (unknown.length > 0) f.fail('assigned_team_ids', `not found: ${unknown.join(', ')}`);
}

const uniqueSorted = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

function create(req: ApiRequest): ApiResult {
  requireAdmin(req.user);
  const b = readBody(req, undefined);
  const { store } = req.ctx;
  const id = store.nextId('user');
  const user: User = {
    id,
    email: b.email!.trim(),
    name: b.name!,
    password: null,
    role: b.role ?? DEFAULTS.role,
    active: b.active ?? DEFAULTS.active,
    assigned_team_ids: uniqueSorted(b.assigned_team_ids ?? []),
    billable_rate_default: b.billable_rate_default ?? null,
    capacity_per_day: b.capacity_per_day ?? DEFAULTS.capacity_per_day,
    cost_rate: b.cost_rate ?? DEFAULTS.cost_rate,
    cost_rate_start_at: b.cost_rate_start_at ?? null,
    date_created: req.now,
    date_changed: req.now,
    is_billable_default: b.is_billable_default ?? DEFAULTS.is_billable_default,
    is_owner: false,
    manager_id: b.manager_id ?? null,
    manage_restricted_teams: b.manage_restricted_teams ?? false,
    work_days: uniqueSorted(b.work_days ?? DEFAULTS.work_days),
    work_start_at: b.work_start_at ?? null,
    work_end_at: b.work_end_at ?? null,
  };
  store.users.set(id, user);
  return { status: 201, body: userView(store, user) };
}

function update(req: ApiRequest): ApiResult {
  const user = findUser(req);
  requireAdmin(req.user);
  const b = readBody(req, user);
  if (b.name !== undefined) user.name = b.name;
  if (b.active !== undefined) user.active = b.active;
  if (b.assigned_team_ids !== undefined) user.assigned_team_ids = uniqueSorted(b.assigned_team_ids);
  if (b.billable_rate_default !== undefined) user.billable_rate_default = b.billable_rate_default;
  if (b.capacity_per_day !== undefined) user.capacity_per_day = b.capacity_per_day;
  if (b.cost_rate !== undefined) user.cost_rate = b.cost_rate;
  if (b.cost_rate_start_at !== undefined) user.cost_rate_start_at = b.cost_rate_start_at;
  if (b.is_billable_default !== undefined) user.is_billable_default = b.is_billable_default;
  if (b.manager_id !== undefined) user.manager_id = b.manager_id;
  if (b.manage_restricted_teams !== undefined) user.manage_restricted_teams = b.manage_restricted_teams;
  if (b.role !== undefined) user.role = b.role;
  if (b.work_days !== undefined) user.work_days = uniqueSorted(b.work_days);
  if (b.work_start_at !== undefined) user.work_start_at = b.work_start_at;
  if (b.work_end_at !== undefined) user.work_end_at = b.work_end_at;
  user.date_changed = req.now;
  return { body: userView(req.ctx.store, user) };
}

export function usersRoutes(r: Router): void {
  r.get('/users', list);
  r.post('/users', create);
  r.get('/users/{id}', (req) => ({ body: userView(req.ctx.store, findUser(req)) }));
  r.post('/users/{id}', update);
}
