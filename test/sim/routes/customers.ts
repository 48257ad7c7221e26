// Customers (spec "Customers"): everyone reads, managers and above write.
import { accountZone } from '../account-zone.ts';
import type { ApiRequest, ApiResult, Router } from '../context.ts';
import { Fields } from '../fields.ts';
import type { Customer } from '../model.ts';
import { requireManager } from '../roles.ts';
import { customerView } from '../views/customer.ts';
import { byPathId } from '../lookup.ts';

/** Integer path ids; anything else names no customer (404, service-decisions.md). */
/** The customer as the caller's account shows it (its time zone). */
const view = (req: ApiRequest, c: Customer) => customerView(c, accountZone(req.ctx.store.account));

function findCustomer(req: ApiRequest): Customer {
  return byPathId(req.ctx.store.customers, req.params.id, 'Customer');
}

function list(req: ApiRequest): ApiResult {
  const f = Fields.of(req.query);
  const ids = f.idList('id');
  const active = f.flag('active');
  f.done();
  const data = [...req.ctx.store.customers.values()]
    .filter((c) => (ids === undefined || ids.includes(c.id)) && (active === undefined || c.active === active))
    .sort((a, b) => a.id - b.id)
    .map((c) => view(req, c));
  return { body: { data } };
}

/** The writable fields; on create `name` is required, on update every field is optional. */
function readBody(req: ApiRequest, isCreate: boolean) {
  const f = Fields.of(req.body);
  const name = f.str('name', { required: isCreate, nonEmpty: true, max: 255 });
  const observation = f.nullableStr('observation');
  const active = f.flag('active');
  f.done();
  return { name, observation, active };
}

function create(req: ApiRequest): ApiResult {
  requireManager(req.user);
  const body = readBody(req, true);
  const { store } = req.ctx;
  const id = store.nextId('customer');
  const customer: Customer = {
    id,
    name: body.name!,
    observation: body.observation ?? null,
    active: body.active ?? 1,
    date_created: req.now,
    date_changed: req.now,
  };
  store.customers.set(id, customer);
  return { status: 201, body: view(req, customer) };
}

function update(req: ApiRequest): ApiResult {
  const customer = findCustomer(req);
  requireManager(req.user);
  const body = readBody(req, false);
  if (body.name !== undefined) customer.name = body.name;
  if (body.observation !== undefined) customer.observation = body.observation;
  if (body.active !== undefined) customer.active = body.active;
  customer.date_changed = req.now;
  return { body: view(req, customer) };
}

export function customersRoutes(r: Router): void {
  r.get('/customers', list);
  r.post('/customers', create);
  r.get('/customers/{id}', (req) => ({ body: view(req, findCustomer(req)) }));
  r.post('/customers/{id}', update);
}
