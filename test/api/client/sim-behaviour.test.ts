// The client's behaviour on the wire against the simulator (limits on): pinned identity,
// rate limits and Retry-After, retries by method and status, writes whose answer never
// came, timeouts, and answers that break the schema. The client and the simulator share
// the fixture's virtual clock: every wait below is exact and takes no real time.
import { test, describe, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import * as E from '../../../main/api/errors.ts';
import type { FetchLike } from '../../../main/api/transport.ts';
import type { ServiceClient } from '../../../main/api/client.ts';
import { fails } from '../../support/assertions.ts';
import { DEMO, START, UA, useSim, type WireLog } from '../../support/sim-fixture.ts';

describe('client x simulator: behaviour on the wire', () => {
  const sim = useSim({ limits: true });
  beforeEach(() => sim.reset());

  describe('identity', () => {
    test('one User-Agent on every request: the simulator sees exactly one for the token', async () => {
      const creds = await sim.creds(DEMO.admin);
      const w = sim.wire();
      const c = await sim.client(DEMO.admin, { credentials: creds, fetch: w.fetch });
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
      assert.equal(w.sent.length, 12);
      assert.deepEqual([...new Set(w.sent.map((s) => s.ua))], [UA]);
      const state = await sim.control.state();
      assert.deepEqual(state.user_agents[creds.token.slice(0, 8)], [UA]);
    });

    test('another User-Agent destroys the token: user_agent_mismatch, reported; the token is then gone for its owner too', async () => {
      const creds = await sim.creds(DEMO.regular);
      const owner = await sim.client(DEMO.regular, { credentials: creds });
      await owner.customers.list();
      const rejected: E.UnauthenticatedError[] = [];
      const upgraded = await sim.client(DEMO.regular, {
        credentials: { token: creds.token, userAgent: 'Stint/0.2.0 (linux; test-install)' },
        onTokenRejected: (e) => rejected.push(e),
      });
      const e = await fails(upgraded.customers.list(), 'unauthenticated');
      assert.equal(e.reason, 'user_agent_mismatch');
      assert.equal(e.tokenGone, true);
      assert.equal(rejected.length, 1);
      const again = await fails(owner.customers.list(), 'unauthenticated');
      assert.equal(again.tokenGone, true);
    });

    test('a token unused for more than 30 days: unauthenticated, the token gone (the code cannot tell expired from destroyed)', async () => {
      const c = await sim.client(DEMO.manager);
      await c.tasks.list();
      await sim.control.clock({ advance_seconds: 30 * 86400 + 1 });
      const e = await fails(c.tasks.list(), 'unauthenticated');
      assert.equal(e.reason, 'token_invalid');
      assert.equal(e.tokenGone, true);
    });
  });

  describe('limits', () => {
    test('rate-limit headers fill the limit state', async () => {
      const c = await sim.client();
      await c.customers.list();
      await c.customers.list();
      const s = c.limits.snapshot();
      assert.equal(s.minute?.limit, 600);
      assert.equal(s.minute?.used, 2);
      assert.equal(s.minute?.remaining, 598);
      // The service clock stands at 12:00:00 sharp: the minute starts again in 60 s.
      assert.equal(s.minute?.resetAt, sim.clock.now() + 60_000);
      assert.equal(s.daily?.limit, 5000);
      assert.equal(s.daily?.resetAt, sim.clock.now() + 12 * 3_600_000);
      assert.equal(s.warning, undefined);
    });

    test('pacer: a burst of 200 calls on one token gets zero 429s', async () => {
      const w = sim.wire();
      const c = await sim.client(DEMO.admin, { fetch: w.fetch });
      const calls = Array.from({ length: 200 }, (_, i) => (i % 2 ? c.customers.get(1) : c.tasks.list()));
      const results = await Promise.allSettled(calls);
      assert.deepEqual(results.filter((r) => r.status === 'rejected'), []);
      assert.equal(w.count(429), 0);
      assert.equal(w.sent.length, 200);
      // No fixed second of the service saw more than its 30.
      const perSecond = new Map<number, number>();
      for (const s of w.sent) perSecond.set(Math.floor(s.at / 1000), (perSecond.get(Math.floor(s.at / 1000)) ?? 0) + 1);
      assert.ok(Math.max(...perSecond.values()) <= 30, JSON.stringify([...perSecond]));
    });

    test('Retry-After: after a 429 nothing goes to that scope before it has passed (unpaced burst)', async () => {
      let first429: { at: number; sentBefore: number } | undefined;
      let w: WireLog | undefined;
      const inner: FetchLike = async (u, i) => {
        const r = await fetch(u, i);
        if (r.status === 429) first429 ??= { at: sim.clock.now(), sentBefore: w!.sent.length };
        return r;
      };
      w = sim.wire(inner);
      const c = await sim.client(DEMO.regular, { fetch: w.fetch, pacing: [] });
      const results = await Promise.allSettled(Array.from({ length: 45 }, () => c.tasks.list()));
      assert.deepEqual(results.filter((r) => r.status === 'rejected'), [], 'reads are retried after Retry-After');
      assert.ok(first429, 'the unpaced burst must have been refused at least once');
      const sentAfter = w.sent.slice(first429.sentBefore);
      assert.equal(sentAfter.length, 15, 'the 15 refused reads, each sent once more');
      for (const s of sentAfter) assert.ok(s.at >= first429.at + 1000, `sent ${s.at - first429.at} ms after the 429`);
    });

    test('daily quota (plan free): 429 account_daily with hard_limit_blocked; later calls fail fast without sending', async () => {
      await sim.control.plan('free');
      const w = sim.wire();
      const c = await sim.client(DEMO.admin, { fetch: w.fetch });
      for (let i = 0; i < 50; i++) await c.tasks.get(1);
      const err = await fails(c.tasks.get(1), 'rate_limited');
      assert.equal(err.scope, 'account_daily');
      assert.equal(err.local, false);
      // Whole seconds until 00:00 UTC of the service day (the pacer spent a little of the day).
      const midnight = Date.parse(START.slice(0, 10)) + 86_400_000;
      assert.equal(err.retryAfterMs, Math.ceil((midnight - sim.clock.now()) / 1000) * 1000);
      assert.equal(c.limits.snapshot().warning, 'hard_limit_blocked');
      assert.equal(w.count(429), 1, 'not retried: the wait is past maxRetryAfterMs');
      const sent = w.sent.length;
      const again = await fails(c.tasks.get(1), 'rate_limited');
      assert.equal(again.local, true);
      assert.equal(w.sent.length, sent, 'nothing sent to a blocked scope');
    });
  });

  describe('retries and lost answers', () => {
    let c: ServiceClient;
    let w: WireLog;
    let projectId: number;
    beforeEach(async () => {
      w = sim.wire();
      c = await sim.client(DEMO.admin, { fetch: w.fetch, timeoutMs: 400, retry: { baseDelayMs: 20, maxDelayMs: 50 } });
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
        await sim.control.faults({ error_rate: 1, error_status: status, methods: [method] });
        const before = w.sent.length;
        const call = method === 'GET' ? c.tasks.list() : c.timeEntries.create({ project_id: projectId, time_total: '00:01:00' });
        const e = await fails(call, kind);
        assert.equal(e.attempts, attempts);
        assert.equal(w.sent.length - before, attempts);
      });
    }

    test('a create whose connection drops after processing: outcome_unknown, sent once; one read reconciles', async () => {
      const marker = 'dropped after processing';
      await sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'], path_prefix: '/time-entries' });
      const before = w.sent.length;
      const e = await fails(c.timeEntries.create({ project_id: projectId, description: marker, time_total: '00:05:00' }), 'outcome_unknown');
      assert.equal(e.reason, 'network');
      assert.equal(e.method, 'POST');
      assert.equal(e.path, '/time-entries');
      assert.equal(w.sent.length - before, 1, 'a write is not retried blindly');
      await sim.control.faults({});
      const rows = [];
      for await (const r of c.reports.detailedRows({ date_execution_start: START.slice(0, 10) })) if (r.description === marker) rows.push(r);
      assert.equal(rows.length, 1, 'the service did apply it');
    });

    test('a read whose connection drops is retried, then a network error', async () => {
      await sim.control.faults({ drop_rate: 1, methods: ['GET'] });
      const before = w.sent.length;
      const e = await fails(c.customers.list(), 'network');
      assert.equal(e.attempts, 3);
      assert.equal(w.sent.length - before, 3);
    });

    test('a slow read (1.5 s latency, 400 ms timeout) is tried three times, then times out', async () => {
      await sim.control.faults({ latency_ms: 1500 });
      const before = w.sent.length;
      const t = await fails(c.customers.list(), 'timeout');
      assert.equal(t.timeoutMs, 400);
      assert.equal(w.sent.length - before, 3);
    });

    test('a slow write is outcome_unknown after one attempt: timed out, or aborted by the caller', async () => {
      await sim.control.faults({ latency_ms: 1500 });
      const before = w.sent.length;
      const u = await fails(c.timeEntries.create({ project_id: projectId, time_total: '00:01:00' }), 'outcome_unknown');
      assert.equal(u.reason, 'timeout');
      assert.equal(w.sent.length - before, 1);
      const ac = new AbortController();
      const p = c.timeEntries.create({ project_id: projectId, time_total: '00:01:00' }, { signal: ac.signal, timeoutMs: 5000 });
      // The clock reaches 50 ms only once the request waits at the simulator: it was sent.
      void sim.clock.sleep(50).then(() => ac.abort());
      assert.equal((await fails(p, 'outcome_unknown')).reason, 'aborted');
    });
  });

  describe('answers that break the schema', () => {
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
      ['a missing required field', (_, b) => { delete b.id; return b; }, (c) => c.timeEntries.get(1), '/id'],
      ['a wrong type', (_, b) => ({ ...b, stopwatch_active: 'yes' }), (c) => c.timeEntries.get(1), '/stopwatch_active'],
      ['a bad time format', (_, b) => ({ ...b, time_total: '1h' }), (c) => c.timeEntries.get(1), '/time_total'],
      ['a customer id that is not a number', (_, b) => ({ ...b, data: b.data.map((x: any) => ({ ...x, id: `c-${x.id}` })) }), (c) => c.customers.list(), '/data/0/id'],
      ['data not an array', (_, b) => ({ ...b, data: {} }), (c) => c.projects.list(), '/data'],
      ['HTML instead of JSON', () => '<html>maintenance</html>', (c) => c.users.list(), '/'],
      ['null', () => null, (c) => c.tasks.get(1), '/'],
    ];
    for (const [name, mutate, call, at] of cases) {
      test(`${name} -> bad_response, not retried`, async () => {
        const creds = await sim.creds(DEMO.admin);
        const f = corrupting(mutate);
        const c = await sim.client(DEMO.admin, { credentials: creds, fetch: f.fetch });
        const e = await fails(call(c), 'bad_response');
        assert.ok(e.problems.length > 0);
        assert.ok(e.problems.some((p) => p.at === at), JSON.stringify(e.problems));
        assert.equal(e.status, 200);
        assert.equal(f.sent(), 1);
      });
    }

    test('an unknown extra field is tolerated (the client does not break on additions)', async () => {
      const f = corrupting((_, b) => ({ ...b, new_field_from_the_future: 1 }));
      const c = await sim.client(DEMO.admin, { fetch: f.fetch });
      const t = await c.tasks.get(1);
      assert.equal(t.id, 1);
    });
  });
});
