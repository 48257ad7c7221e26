// The control surface under /_sim (contract.md section 6): JSON bodies, loopback only.
import type { FastifyInstance } from 'fastify';
import type { SimContext } from './context.ts';
import { clockTarget } from './clock-request.ts';
import { SimError, notFound, validationFailed } from './errors.ts';
import { parseFaults } from './faults.ts';
import { QUOTAS } from './limits.ts';
import { readZoneChanges, readZoneOffset } from './zone-request.ts';
import { offsetAt } from './account-zone.ts';
import type { Plan } from './model.ts';
import type { Store } from './store.ts';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function controlRoutes(app: FastifyInstance, ctx: SimContext, reset: () => void): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!LOOPBACK.test(request.ip)) throw new SimError(403, 'forbidden', 'The control surface answers only on loopback');
    });
    const body = (b: unknown): Record<string, unknown> => (b && typeof b === 'object' ? (b as Record<string, unknown>) : {});

    scope.post('/reset', async () => {
      reset();
      return { ok: true, now: new Date(ctx.clock.now()).toISOString() };
    });

    scope.post('/clock', async (request) => {
      const b = body(request.body);
      const now = ctx.clock.now();
      const target = clockTarget(b, now);
      // An advance keeps a pinned clock pinned; a new `now` sets a running clock.
      if (b.advance_seconds !== undefined) ctx.clock.advance((target - now) / 1000);
      else ctx.clock.set(target);
      return { now: new Date(ctx.clock.now()).toISOString() };
    });

    // The account named (the demo account when none is): refused, naming those there are.
    const accountOf = (b: Record<string, unknown>): Store => {
      const store = b.account_id === undefined ? ctx.store : typeof b.account_id === 'string' ? ctx.accounts.get(b.account_id) : undefined;
      if (store) return store;
      throw validationFailed({ account_id: [`unknown account; the simulator has ${[...ctx.accounts.keys()].map((id) => `"${id}"`).join(', ')}`] });
    };

    scope.post('/plan', async (request) => {
      const b = body(request.body);
      const store = accountOf(b);
      if (typeof b.plan !== 'string' || !(b.plan in QUOTAS))
        throw validationFailed({ plan: [`must be one of: ${Object.keys(QUOTAS).join(', ')}`] });
      store.account.plan = b.plan as Plan;
      return { account_id: store.account.id, plan: b.plan };
    });

    scope.post('/zone', async (request) => {
      const b = body(request.body);
      const store = accountOf(b);
      // Both read before either is set: a refused body leaves the zone as it was.
      const offset = readZoneOffset(b);
      const changes = readZoneChanges(b);
      store.account.utc_offset_minutes = offset;
      store.account.zone_changes = changes;
      const answer = { account_id: store.account.id, utc_offset_minutes: offset };
      return b.changes === undefined ? answer : { ...answer, changes: changes.map((c) => ({ at: new Date(c.at).toISOString(), utc_offset_minutes: c.utc_offset_minutes })) };
    });

    scope.post('/faults', async (request) => {
      ctx.faults = parseFaults(request.body);
      return { faults: ctx.faults };
    });

    // Locking a period is the account manager's act on the web; the API has no call for it.
    scope.post('/lock', async (request) => {
      const b = body(request.body);
      if (typeof b.entry_id !== 'number' || !Number.isInteger(b.entry_id)) throw validationFailed({ entry_id: ['must be the id of a time entry (an integer)'] });
      if (typeof b.locked !== 'boolean') throw validationFailed({ locked: ['must be true or false'] });
      if (b.reason !== undefined && typeof b.reason !== 'string') throw validationFailed({ reason: ['must be a string'] });
      const entry = accountOf(b).entries.get(b.entry_id);
      if (!entry) throw notFound('Time entry');
      entry.is_locked = b.locked;
      entry.locked_reason = b.locked ? (typeof b.reason === 'string' ? b.reason : 'period closed') : null;
      return { entry_id: entry.id, is_locked: entry.is_locked, locked_reason: entry.locked_reason };
    });

    scope.get('/state', async () => ({
      now: new Date(ctx.clock.now()).toISOString(),
      plan: ctx.store.account.plan,
      // The offset in force now (a zone with changes moves on with the clock).
      utc_offset_minutes: offsetAt(ctx.store.account, ctx.clock.now()),
      requests: ctx.requests,
      tokens: ctx.store.tokens.size,
      user_agents: Object.fromEntries([...ctx.userAgents].map(([t, uas]) => [t.slice(0, 8), [...uas]])),
    }));
  }, { prefix: '/_sim' });
}
