// The client's behaviour on the wire against the simulator (limits on, real clock):
// pinned identity, rate limits and Retry-After, retries by method and status, writes whose
// answer never came, timeouts, and answers that break the schema.
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import { ServiceClient } from '../../../main/api/client.ts';
import * as E from '../../../main/api/errors.ts';
import type { FetchLike } from '../../../main/api/transport.ts';
import { DEMO, fails, UA, useSimEnv, wire } from './sim-helpers.ts';


describe('client x simulator: behaviour on the wire', () => {
  const env = useSimEnv({ limits: true });

  describe('identity', () => {
    before(() => env.sim.control.reset());

    test('one User-Agent on every request: the simulator sees exactly one for the token', async () => {
      const creds = await env.creds(DEMO.admin);
      const w = wire();
      const c = new ServiceClient({ baseUrl: env.baseUrl, credentials: creds, fetch: w.fetch });
      const p = (await c.projects.list()).data[0]!;
      await c.projects.get(p.id);
      await c.projects.members(p.id);
      await c.customers.list();
      await c.users.list();
      await c.todos.list();
      await c.reports.detailed();
      const e = await c.timeEntries.create({ project_id: p.id, time_total: '00:10:00' });
      await c.timeEntries.start(e.id);
      await c.timeEntries.stop(e.id);
      await c.projects.checkTask(p.id, (await c.projects.tasks(p.id)).data[0]!.task_id);
      assert.ok(w.sent.length >= 12);
      assert.deepEqual([...new Set(w.sent.map((s) => s.ua))], [UA]);
      const state = await env.sim.control.state();
      assert.deepEqual(state.user_agents[creds.token.slice(0, 8)], [UA]);
    });

    test('another User-Agent destroys the token: user_agent_mismatch, reported; the token is then gone for its owner too', async () => {
      const creds = await env.creds(DEMO.regular);
      const owner = new ServiceClient({ baseUrl: env.baseUrl, credentials: creds });
      await owner.customers.list();
      const rejected: E.UnauthenticatedError[] = [];
      const upgraded = new ServiceClient({ baseUrl: env.baseUrl, credentials: { token: creds.token, userAgent: 'Stint/0.2.0 (linux; test-install)' }, onTokenRejected: (e) => rejected.push(e) });
      const e = await fails(upgraded.customers.list(), 'unauthenticated');
      assert.equal(e.reason, 'user_agent_mismatch');
      assert.equal(e.tokenGone, true);
      assert.equal(rejected.length, 1);
      const again = await fails(owner.customers.list(), 'unauthenticated');
      assert.equal(again.tokenGone, true);
    });

    test('a token unused for more than 30 days: unauthenticated, reason token_expired', async () => {
      const c = await env.client(DEMO.manager);
      await c.tasks.list();
      await env.sim.control.clock({ advance_seconds: 30 * 86400 + 1 });
      const e = await fails(c.tasks.list(), 'unauthenticated');
      assert.equal(e.reason, 'token_expired');
      await env.sim.control.reset();
    });
  });

  describe('limits', () => {
    before(() => env.sim.control.reset());

    test('rate-limit headers fill the limit state', async () => {
      const c = await env.client();
      await c.customers.list();
      await c.customers.list();
      const s = c.limits.snapshot();
      assert.equal(s.minute?.limit, 600);
      assert.equal(s.minute?.used, 2);
      assert.equal(s.minute?.remaining, 598);
      assert.ok(s.minute!.resetAt! > Date.now() && s.minute!.resetAt! <= Date.now() + 61_000);
      assert.equal(s.daily?.limit, 5000);
      assert.equal(s.warning, undefined);
    });

    test('pacer: a burst of 200 calls on one token gets zero 429s', async () => {
      const w = wire();
      const c = await env.client(DEMO.admin, { fetch: w.fetch });
      // How fast the pacer gets through is a figure of the benchmark (npm run bench:client),
      // not an assertion here: these machines are shared.
      const calls = Array.from({ length: 200 }, (_, i) => (i % 2 ? c.customers.get(1) : c.tasks.list()));
      const results = await Promise.allSettled(calls);
      assert.equal(results.filter((r) => r.status === 'rejected').length, 0);
      assert.equal(w.count(429), 0);
      assert.equal(w.sent.length, 200);
    });

    test('Retry-After: after a 429 nothing goes to that scope before it has passed (unpaced burst)', async () => {
      const w = wire();
      const received: { status: number; at: number }[] = [];
      const inner: FetchLike = async (u, i) => {
        const r = await fetch(u, i);
        received.push({ status: r.status, at: Date.now() });
        return r;
      };
      const w2 = wire(inner);
      void w;
      const c = await env.client(DEMO.regular, { fetch: w2.fetch, pacing: [] });
      const results = await Promise.allSettled(Array.from({ length: 45 }, () => c.tasks.list()));
      assert.equal(results.filter((r) => r.status === 'rejected').length, 0, 'reads are retried after Retry-After');
      const first429 = received.find((r) => r.status === 429);
      assert.ok(first429, 'the unpaced burst must have been refused at least once');
      const sentAfter = w2.sent.filter((s) => s.at >= first429.at);
      assert.ok(sentAfter.length > 0);
      for (const s of sentAfter) assert.ok(s.at >= first429.at + 1000 - 1, `sent ${s.at - first429.at} ms after the 429`);
    });

    test('daily quota (plan free): 429 account_daily with hard_limit_blocked; later calls fail fast without sending', async () => {
      await env.sim.control.plan('free');
      const w = wire();
      const c = await env.client(DEMO.admin, { fetch: w.fetch });
      let err: E.RateLimitedError | undefined;
      for (let i = 0; i < 60 && !err; i++) {
        try {
          await c.tasks.get(1);
        } catch (e) {
          err = e as E.RateLimitedError;
        }
      }
      assert.ok(err instanceof E.RateLimitedError, String(err));
      assert.equal(err.scope, 'account_daily');
      assert.equal(err.local, false);
      assert.ok(err.retryAfterMs > 1000);
      assert.equal(c.limits.snapshot().warning, 'hard_limit_blocked');
      assert.equal(w.count(429), 1, 'not retried: the wait is past maxRetryAfterMs');
      const sent = w.sent.length;
      const again = await fails(c.tasks.get(1), 'rate_limited');
      assert.equal(again.local, true);
      assert.equal(w.sent.length, sent, 'nothing sent to a blocked scope');
      await env.sim.control.reset();
    });
  });

  describe('retries and lost answers', () => {
    let c: ServiceClient;
    let w: ReturnType<typeof wire>;
    let projectId: number;
    before(async () => {
      await env.sim.control.reset();
      w = wire();
      c = await env.client(DEMO.admin, { fetch: w.fetch, timeoutMs: 400, retry: { baseDelayMs: 20, maxDelayMs: 50 } });
      projectId = (await c.projects.list({ active: 1 })).data[0]!.id;
    });

    // status x method -> attempts and error kind
    const table: [number, 'GET' | 'POST', number, E.ServiceErrorKind][] = [
      [500, 'GET', 1, 'server'],
      [502, 'GET', 3, 'server'],
      [503, 'GET', 3, 'server'],
      [504, 'GET', 3, 'server'],
      [400, 'GET', 1, 'http'],
      [404, 'GET', 1, 'not_found'],
      [409, 'GET', 1, 'conflict'],
      [422, 'GET', 1, 'validation'],
      [429, 'GET', 3, 'rate_limited'],
      [500, 'POST', 1, 'server'],
      [502, 'POST', 1, 'outcome_unknown'],
      [503, 'POST', 1, 'server'],
      [504, 'POST', 1, 'outcome_unknown'],
      [404, 'POST', 1, 'not_found'],
      [422, 'POST', 1, 'validation'],
      [429, 'POST', 2, 'rate_limited'],
    ];
    for (const [status, method, attempts, kind] of table) {
      test(`injected ${status} on ${method}: ${attempts} attempt(s), then ${kind}`, async () => {
        await env.sim.control.faults({ error_rate: 1, error_status: status, methods: [method] });
        const before = w.sent.length;
        try {
          const call = method === 'GET' ? c.tasks.list() : c.timeEntries.create({ project_id: projectId, time_total: '00:01:00' });
          const e = await fails(call, kind);
          assert.equal(e.attempts, attempts);
          assert.equal(w.sent.length - before, attempts);
        } finally {
          await env.sim.control.faults({});
        }
      });
    }

    test('a create whose connection drops after processing: outcome_unknown, sent once; one read reconciles', async () => {
      const marker = `drop-after-${Date.now()}`;
      await env.sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'], path_prefix: '/time-entries' });
      const before = w.sent.length;
      try {
        const e = await fails(c.timeEntries.create({ project_id: projectId, description: marker, time_total: '00:05:00' }), 'outcome_unknown');
        assert.equal(e.reason, 'network');
        assert.equal(e.method, 'POST');
        assert.equal(e.path, '/time-entries');
        assert.equal(w.sent.length - before, 1, 'a write is not retried blindly');
      } finally {
        await env.sim.control.faults({});
      }
      const rows = [];
      for await (const r of c.reports.detailedRows({ date_execution_start: new Date().toISOString().slice(0, 10) })) if (r.description === marker) rows.push(r);
      assert.equal(rows.length, 1, 'the service did apply it');
    });

    test('a read whose connection drops is retried, then a network error', async () => {
      await env.sim.control.faults({ drop_rate: 1, methods: ['GET'] });
      const before = w.sent.length;
      try {
        const e = await fails(c.customers.list(), 'network');
        assert.equal(e.attempts, 3);
        assert.equal(w.sent.length - before, 3);
      } finally {
        await env.sim.control.faults({});
      }
    });

    test('timeouts: a slow read is retried then times out; a slow write is outcome_unknown after one attempt', async () => {
      await env.sim.control.faults({ latency_ms: 1500 });
      try {
        const before = w.sent.length;
        const t = await fails(c.customers.list(), 'timeout');
        assert.equal(t.timeoutMs, 400);
        assert.equal(w.sent.length - before, 3);
        const w0 = w.sent.length;
        const u = await fails(c.timeEntries.create({ project_id: projectId, time_total: '00:01:00' }), 'outcome_unknown');
        assert.equal(u.reason, 'timeout');
        assert.equal(w.sent.length - w0, 1);
        const ac = new AbortController();
        const p = c.timeEntries.create({ project_id: projectId, time_total: '00:01:00' }, { signal: ac.signal, timeoutMs: 5000 });
        setTimeout(() => ac.abort(), 50);
        assert.equal((await fails(p, 'outcome_unknown')).reason, 'aborted');
      } finally {
        await env.sim.control.faults({});
      }
    });
  });

  describe('answers that break the schema', () => {
    let creds: Awaited<ReturnType<typeof env.creds>>;
    before(async () => {
      await env.sim.control.reset();
      creds = await env.creds(DEMO.admin);
    });

    function corrupting(mutate: (url: string, body: any) => any): { fetch: FetchLike; sent: () => number } {
      let n = 0;
      return {
        sent: () => n,
        fetch: async (url, init) => {
          n++;
          const r = await fetch(url, init);
          const text = await r.text();
          const headers = new Headers(r.headers);
          headers.delete('content-length');
          let body: string;
          try {
            const out = mutate(url, JSON.parse(text));
            body = typeof out === 'string' ? out : JSON.stringify(out);
          } catch {
            body = text;
          }
          return new Response(body, { status: r.status, headers });
        },
      };
    }

    const cases: [string, (url: string, b: any) => any, (c: ServiceClient) => Promise<unknown>, string][] = [
      ['a missing required field', (_, b) => { delete b.id; return b; }, (c) => c.timeEntries.get(1), ''],
      ['a wrong type', (_, b) => ({ ...b, stopwatch_active: 'yes' }), (c) => c.timeEntries.get(1), '/stopwatch_active'],
      ['a bad time format', (_, b) => ({ ...b, time_total: '1h' }), (c) => c.timeEntries.get(1), '/time_total'],
      ['a string id for a customer', (_, b) => ({ ...b, data: b.data.map((x: any) => ({ ...x, id: String(x.id) })) }), (c) => c.customers.list(), '/data/0/id'],
      ['data not an array', (_, b) => ({ ...b, data: {} }), (c) => c.projects.list(), '/data'],
      ['HTML instead of JSON', () => '<html>maintenance</html>', (c) => c.users.list(), '/'],
      ['null', () => null, (c) => c.tasks.get(1), ''],
    ];
    for (const [name, mutate, call, at] of cases) {
      test(`${name} -> bad_response, not retried`, async () => {
        const f = corrupting(mutate);
        const c = new ServiceClient({ baseUrl: env.baseUrl, credentials: creds, fetch: f.fetch });
        const e = await fails(call(c), 'bad_response');
        assert.ok(e.problems.length > 0);
        if (at) assert.ok(e.problems.some((p) => p.at === at), JSON.stringify(e.problems));
        assert.equal(e.status, 200);
        assert.equal(f.sent(), 1);
      });
    }

    test('an unknown extra field is tolerated (the client does not break on additions)', async () => {
      const f = corrupting((_, b) => ({ ...b, new_field_from_the_future: 1 }));
      const c = new ServiceClient({ baseUrl: env.baseUrl, credentials: creds, fetch: f.fetch });
      const t = await c.tasks.get(1);
      assert.equal(t.id, 1);
    });
  });
});
