// The simulator's protocol rules over real HTTP: versioning, unknown paths, 405 with
// Allow, bad input of every kind (never a 500), the error body, fault injection and the
// /_sim control surface (contract.md sections 1, 2 and 6; docs/service-decisions.md).
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect } from 'node:net';
import { DEMO, START, UA, useSim, type CallResult, type SimFixture } from '../support/sim-fixture.ts';
import { operations, validateResponse } from '../support/openapi.ts';
import { assertError, until } from '../support/assertions.ts';


/** A 422 whose `errors` names exactly these fields, each with plain-word messages. */
function assertFields(r: CallResult, fields: string[]): void {
  assertError(r, 422, 'validation_failed');
  assert.deepEqual(Object.keys(r.body.errors).sort(), [...fields].sort());
  for (const f of fields) {
    assert.ok(Array.isArray(r.body.errors[f]) && r.body.errors[f].length > 0, `messages for ${f}`);
    for (const m of r.body.errors[f]) assert.equal(typeof m, 'string');
  }
}

const simState = async (h: SimFixture) => h.control.state();

/** What Node's fetch throws when the server closes the connection without an answer. */
function connectionClosed(e: unknown): boolean {
  assert.ok(e instanceof TypeError, String(e));
  assert.equal(e.message, 'fetch failed');
  assert.equal((e.cause as { code?: string } | undefined)?.code, 'UND_ERR_SOCKET');
  return true;
}

describe('protocol', () => {
  const sim = useSim();
  const ctx = () => sim.ctx;
  let token = '';

  beforeEach(async () => {
    await sim.reset();
    token = await sim.login();
  });

  describe('versioning and unknown paths', () => {
    test('another API version answers 404 not_found naming the version, and counts toward no limit', async () => {
      const now = ctx().clock.now();
      const ipBefore = ctx().limits.ip.used('127.0.0.1', now);
      for (const path of ['/api/v2/projects', '/api/v2/auth', '/api/v0/projects/1', '/api/latest/users']) {
        const res = await fetch(`${sim.origin}${path}`, { headers: { 'user-agent': UA, 'x-api-token': token } });
        assert.equal(res.status, 404, path);
        const body = (await res.json()) as { message: string; code: string };
        assert.deepEqual(Object.keys(body).sort(), ['code', 'message']);
        assert.equal(body.code, 'not_found');
        assert.match(body.message, new RegExp(path.split('/')[2]!));
        assert.equal(res.headers.get('x-ratelimit-minute'), null);
      }
      assert.equal(ctx().limits.ip.used('127.0.0.1', ctx().clock.now()), ipBefore);
      assert.equal(ctx().limits.tokenMinute.used(token, ctx().clock.now()), 0);
    });

    test('an unknown path under /api/v1 answers 404 not_found with a token, 401 without', async () => {
      for (const path of ['/nope', '/projects/1/nope', '/time-entries/1/start/again', '/reports', '/reports/summary', '', '/auth/x']) {
        const r = await sim.call('GET', path, { token });
        assertError(r, 404, 'not_found');
        assert.ok(r.headers.get('x-ratelimit-minute'), 'authenticated: limit headers');
      }
      assertError(await sim.call('GET', '/nope'), 401, 'unauthenticated');
    });

    test('a trailing slash names the same path', async () => {
      const r = await sim.call('GET', '/projects/1/', { token });
      assert.equal(r.status, 200);
      assert.equal(r.body.id, 1);
    });
  });

  describe('405 method_not_allowed', () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/projects', 'GET, POST'],
      ['GET', '/auth', 'POST'],
      ['DELETE', '/auth', 'POST'],
      ['PUT', '/time-entries/1', 'GET, POST'],
      ['DELETE', '/time-entries/1', 'GET, POST'],
      ['GET', '/time-entries/1/start', 'POST'],
      ['PATCH', '/users/1', 'GET, POST'],
      ['GET', '/projects/1/tasks/2/check', 'DELETE, POST'],
      ['POST', '/reports/detailed', 'GET'],
      ['DELETE', '/projects/1/members/2', 'POST'],
      ['GET', '/todo-lists', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      test(`${method} ${path} answers 405 with Allow: ${allow}`, async () => {
        const r = await sim.call(method, path, { token });
        assertError(r, 405, 'method_not_allowed');
        assert.equal(r.headers.get('allow'), allow);
      });
    }

    test('authentication comes before routing: an unauthenticated DELETE /projects is 401', async () => {
      assertError(await sim.call('DELETE', '/projects'), 401, 'unauthenticated');
      // /auth needs no token, so its 405 needs none either.
      assertError(await sim.call('PUT', '/auth'), 405, 'method_not_allowed');
    });
  });

  describe('bad input gives a clear 4xx, never a 500', () => {
    test('a malformed form body answers 400 malformed_body', async () => {
      for (const body of ['project_id=%ZZ', 'description=100%', '%E0%A4%A=1']) {
        assertError(await sim.call('POST', '/time-entries', { token, body }), 400, 'malformed_body');
      }
      assertError(await sim.call('POST', '/customers/1', { token, body: 'name=%' }), 400, 'malformed_body');
    });

    test('a body of another content type answers 415, JSON included (well-formed or not)', async () => {
      const json = { 'content-type': 'application/json' };
      assertError(await sim.call('POST', '/time-entries', { token, body: JSON.stringify({ project_id: 1 }), headers: json }), 415, 'unsupported_media_type');
      assertError(await sim.call('POST', '/time-entries', { token, body: '{"project_id":', headers: json }), 415, 'unsupported_media_type');
      assertError(await sim.call('POST', '/customers', { token, body: 'name=X', headers: { 'content-type': 'text/plain' } }), 415, 'unsupported_media_type');
      assertError(await sim.call('POST', '/customers', { token, body: '<name>X</name>', headers: { 'content-type': 'application/xml' } }), 415, 'unsupported_media_type');
      // An empty body needs no content type (entry 2 of the demo is stopped).
      const start = await sim.call('POST', '/time-entries/2/start', { token });
      assert.equal(start.status, 200, `start without body: ${JSON.stringify(start.body)}`);
      assert.equal(start.body.stopwatch_active, true);
    });

    test('a body over 64 KiB answers 413 payload_too_large', async () => {
      const big = `description=${'a'.repeat(100 * 1024)}&project_id=1`;
      assertError(await sim.call('POST', '/time-entries', { token, body: big }), 413, 'payload_too_large');
      assertError(await sim.call('POST', '/auth', { body: `email=${'a'.repeat(70 * 1024)}` }), 413, 'payload_too_large');
      // The server is still fine afterwards.
      assert.equal((await sim.call('GET', '/projects/1', { token })).status, 200);
    });

    test('missing and wrongly typed fields answer 422 naming the field', async () => {
      assertFields(await sim.call('POST', '/time-entries', { token, body: {} }), ['project_id']);
      assertFields(await sim.call('POST', '/time-entries', { token, body: { project_id: 'abc' } }), ['project_id']);
      assertFields(await sim.call('POST', '/time-entries', { token, body: { project_id: 1, time_start: '25:00:00' } }), ['time_start']);
      assertFields(await sim.call('POST', '/time-entries', { token, body: { project_id: 1, date_execution: '2024-13-45' } }), ['date_execution']);
      assertFields(await sim.call('POST', '/projects', { token, body: {} }), ['name']);
      assertFields(await sim.call('POST', '/projects', { token, body: { name: 'P', privacy: 3 } }), ['privacy']);
      assertFields(await sim.call('POST', '/customers', { token, body: { name: 'C', active: 'yes' } }), ['active']);
      assertFields(await sim.call('POST', '/customers', { token, body: 'name=a&name=b' }), ['name']);
      assertFields(await sim.call('GET', '/projects', { token, query: { opt_page_limit: 0 } }), ['opt_page_limit']);
      assertFields(await sim.call('GET', '/projects', { token, query: { opt_page_limit: 'ten' } }), ['opt_page_limit']);
      const many = await sim.call('POST', '/users', { token, body: { work_days: '1,9', role: 'boss' } });
      assertError(many, 422, 'validation_failed');
      for (const f of ['email', 'name', 'work_days', 'role']) assert.ok(f in many.body.errors, `${f} named`);
    });

    test('a path id that is not an integer answers 404 not_found', async () => {
      const ids = ['abc', '1.5', '-1', '0', '1e3', '0x1', '%20', '%ZZ', '99999999999999999999', 'x'.repeat(300), '1;2', "1'"];
      // Paced on a pinned clock (10 a second), so the token's second limit stays out of the way.
      let t = ctx().clock.now();
      for (const id of ids) {
        for (const base of ['/projects', '/time-entries', '/users', '/customers', '/tasks']) {
          ctx().clock.pin((t += 100));
          const r = await sim.call('GET', `${base}/${id}`, { token });
          assertError(r, 404, 'not_found');
        }
      }
      assertError(await sim.call('POST', '/time-entries/abc/start', { token }), 404, 'not_found');
      assertError(await sim.call('POST', '/projects/1/members/abc', { token }), 404, 'not_found');
      assertError(await sim.call('GET', '/todos/not-a-guid', { token }), 404, 'not_found');
    });

    test('odd query strings never break the server: each gets its one answer', async () => {
      const cases: [string, number, string?][] = [
        ['?id=%ZZ', 422, 'id'], ['?active=%', 422, 'active'], ['?opt_page=-1', 422, 'opt_page'], ['?customer_id=a,b', 422, 'customer_id'],
        ['?id=1&id=2', 200], ['?&&=&', 200], [`?x=${'y'.repeat(5000)}`, 200],
      ];
      for (const [q, status, field] of cases) {
        const res = await fetch(`${sim.baseUrl}/projects${q}`, { headers: { 'user-agent': UA, 'x-api-token': token } });
        const body = (await res.json()) as { errors?: Record<string, string[]> };
        assert.equal(res.status, status, `${q.slice(0, 40)}: ${JSON.stringify(body).slice(0, 200)}`);
        if (field) assert.deepEqual(Object.keys(body.errors ?? {}), [field]);
      }
    });
  });

  describe('fault injection', () => {
    test('error_rate 1 answers every request with error_status and injected_fault, counted by no limit', async () => {
      const now = ctx().clock.now();
      const ipBefore = ctx().limits.ip.used('127.0.0.1', now);
      await sim.control.faults({ error_rate: 1, error_status: 503 });
      for (let i = 0; i < 40; i++) assertError(await sim.call('GET', '/projects/1', { token }), 503, 'injected_fault');
      assertError(await sim.call('GET', '/nope', { token }), 503, 'injected_fault');
      assertError(await sim.call('GET', '/users/1'), 503, 'injected_fault');
      assertError(await sim.call('POST', '/auth', { body: { email: DEMO.admin, password: DEMO.password, account_id: 'demo' } }), 503, 'injected_fault');
      assert.equal(ctx().limits.ip.used('127.0.0.1', ctx().clock.now()), ipBefore);
      assert.equal(ctx().limits.authDaily.used('1', ctx().clock.now()), 1, 'only the login of beforeEach');
      // The control surface is never faulted.
      assert.equal((await simState(sim)).plan, 'business');
      await sim.control.faults({});
      const r = await sim.call('GET', '/projects/1', { token });
      assert.equal(r.status, 200);
      assert.match(r.headers.get('x-ratelimit-minute') ?? '', /used=1,/);
    });

    test('an injected 429 is a rate limit with Retry-After like every 429 (retry_after_s, default 1 s)', async () => {
      await sim.control.faults({ error_rate: 1, error_status: 429 });
      const r = await sim.call('GET', '/projects/1', { token });
      assertError(r, 429, 'second_limit_exceeded');
      assert.equal(r.headers.get('retry-after'), '1');
      await sim.control.faults({ error_rate: 1, error_status: 429, retry_after_s: 7 });
      assert.equal((await sim.call('GET', '/projects/1', { token })).headers.get('retry-after'), '7');
      await sim.control.faults({ error_rate: 1, error_status: 503 });
      assert.equal((await sim.call('GET', '/projects/1', { token })).headers.get('retry-after'), null, 'only a 429 says when to come back');
      await sim.control.faults({});
    });

    test('the default error_status is 500', async () => {
      await sim.control.faults({ error_rate: 1 });
      assertError(await sim.call('GET', '/projects/1', { token }), 500, 'injected_fault');
    });

    test('drop_rate 1 closes the connection without an answer; {} clears it', async () => {
      await sim.control.faults({ drop_rate: 1 });
      await assert.rejects(sim.call('GET', '/projects/1', { token }), connectionClosed);
      await assert.rejects(sim.call('POST', '/auth', { body: { email: DEMO.admin, password: DEMO.password, account_id: 'demo' } }), connectionClosed);
      await sim.control.faults({});
      assert.equal((await sim.call('GET', '/projects/1', { token })).status, 200);
    });

    test("drop_phase 'after' applies the request, then drops the answer (only the chosen methods)", async () => {
      await sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'] });
      const description = 'dropped after processing';
      await assert.rejects(sim.call('POST', '/time-entries', { token, body: { project_id: 1, description, time_total: '00:30:00' } }), connectionClosed);
      // GET is not faulted: the entry is there.
      const created = [...ctx().store.entries.values()].filter((e) => e.description === description);
      assert.equal(created.length, 1, 'the write happened exactly once');
      const r = await sim.call('GET', `/time-entries/${created[0]!.id}`, { token });
      assert.equal(r.status, 200);
      assert.equal(r.body.description, description);
      assert.equal(r.body.time_total, '00:30:00');
      await sim.control.faults({});
      assert.equal((await sim.call('POST', '/time-entries', { token, body: { project_id: 1, description: 'after clearing' } })).status, 201);
    });

    test('path_prefix restricts the faults to some paths, /auth included', async () => {
      await sim.control.faults({ error_rate: 1, error_status: 502, path_prefix: '/auth' });
      assertError(await sim.call('POST', '/auth', { body: { email: DEMO.admin, password: DEMO.password, account_id: 'demo' } }), 502, 'injected_fault');
      assert.equal((await sim.call('GET', '/projects/1', { token })).status, 200);
      await sim.control.faults({ error_rate: 1, path_prefix: '/projects' });
      assertError(await sim.call('GET', '/projects/1', { token }), 500, 'injected_fault');
      assert.equal((await sim.call('GET', '/users/1', { token })).status, 200);
      assert.equal((await sim.call('POST', '/auth', { body: { email: DEMO.admin, password: DEMO.password, account_id: 'demo' } })).status, 200);
    });

    test('latency_ms delays every answer by that much service time; {} clears it', async () => {
      // The fixture's clock moves only when everything waits: here, on the latency alone.
      const elapsed = async (call: () => Promise<unknown>) => {
        const t = sim.clock.now();
        await call();
        return sim.clock.now() - t;
      };
      await sim.control.faults({ latency_ms: 600 });
      assert.equal(await elapsed(async () => assert.equal((await sim.call('GET', '/projects/1', { token })).status, 200)), 600);
      const login = () => sim.call('POST', '/auth', { body: { email: DEMO.admin, password: DEMO.password, account_id: 'demo' } });
      assert.equal(await elapsed(async () => assert.equal((await login()).status, 200)), 600);
      assert.equal(await elapsed(() => simState(sim)), 0, '/_sim is not delayed');
      await sim.control.faults({});
      assert.equal(await elapsed(async () => assert.equal((await sim.call('GET', '/projects/1', { token })).status, 200)), 0);
    });

    test('a request whose client gives up during the latency is dropped, not left waiting', async () => {
      await sim.control.faults({ latency_ms: 60_000 });
      const gaveUp = new AbortController();
      // Time stands still meanwhile, so the latency cannot simply run out.
      const release = sim.clock.hold();
      const abandoned = fetch(`${sim.baseUrl}/projects/1`, { headers: { 'user-agent': UA, 'x-api-token': token }, signal: gaveUp.signal });
      await until(() => sim.clock.sleeping === 1, 'the simulator holds the request');
      gaveUp.abort();
      await assert.rejects(abandoned, { name: 'AbortError' });
      await until(() => sim.clock.sleeping === 0, 'the simulator lets go of it');
      release();
      await sim.control.faults({});
      const t = sim.clock.now();
      assert.equal((await sim.call('GET', '/projects/1', { token })).status, 200);
      assert.equal(sim.clock.now(), t, 'no time passed: the 60 s were never waited out');
    });

    test('bad fault settings answer 422', async () => {
      for (const body of [{ error_rate: 2 }, { drop_rate: -0.5 }, { error_status: 200 }, { latency_ms: 'slow' }, { drop_phase: 'during' }, { retry_after_s: 0 }]) {
        const res = await fetch(`${sim.origin}/_sim/faults`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
        });
        assert.equal(res.status, 422, JSON.stringify(body));
        const b = (await res.json()) as { code: string; errors: Record<string, string[]> };
        assert.equal(b.code, 'validation_failed');
        assert.deepEqual(Object.keys(b.errors), Object.keys(body));
      }
    });
  });

  describe('the control surface', () => {
    const post = (path: string, body: unknown) => fetch(`${sim.origin}/_sim${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });

    test('/_sim/reset restores the demo data, the clock, the plan, clears faults and destroys tokens', async () => {
      const customersBefore = (await sim.call('GET', '/customers', { token })).body.data.length;
      await sim.control.plan('free');
      await sim.control.clock({ advance_seconds: 5 * 86_400 });
      assert.equal((await sim.call('POST', '/customers', { token, body: { name: 'Temporary' } })).status, 201);
      await sim.control.faults({ latency_ms: 1 });
      await sim.control.reset();

      const state = await simState(sim);
      assert.equal(state.plan, 'business');
      assert.equal(state.tokens, 0);
      assert.equal(state.now, new Date(START).toISOString(), 'the clock is back on its base');
      assert.deepEqual(ctx().faults.latency_ms, 0);
      assertError(await sim.call('GET', '/customers', { token }), 401, 'unauthenticated');
      const fresh = await sim.login();
      const after = await sim.call('GET', '/customers', { token: fresh });
      assert.equal(after.body.data.length, customersBefore);
      assert.ok(!after.body.data.some((c: { name: string }) => c.name === 'Temporary'));
      assert.match(after.headers.get('x-ratelimit-accountdaily') ?? '', /^limit=5000, used=1,/);
    });

    test('/_sim/clock moves the service clock with now or advance_seconds', async () => {
      let res = await post('/clock', { now: '2030-01-02T03:04:05Z' });
      assert.equal(res.status, 200);
      let state = await simState(sim);
      assert.equal(state.now, '2030-01-02T03:04:05.000Z');
      // "Today" follows it.
      const login = await sim.login();
      const e = await sim.call('POST', '/time-entries', { token: login, body: { project_id: 1 } });
      assert.equal(e.status, 201);
      assert.equal(e.body.date_execution, '2030-01-02');

      res = await post('/clock', { advance_seconds: 86_400 });
      assert.equal(res.status, 200);
      state = await simState(sim);
      assert.equal(state.now, '2030-01-03T03:04:05.000Z');
      res = await post('/clock', { now: '2030-06-01 08:00:00' });
      assert.equal(res.status, 200, 'the service datetime format is accepted too');
      assert.equal((await simState(sim)).now, '2030-06-01T08:00:00.000Z');
    });

    test('/_sim/clock with bad input answers 422 naming the field', async () => {
      const cases: [object, string][] = [
        [{}, 'advance_seconds'], [{ now: 'yesterday' }, 'now'], [{ now: 12 }, 'now'], [{ now: '' }, 'now'],
        [{ now: 'March 7, 2030' }, 'now'], [{ advance_seconds: 'abc' }, 'advance_seconds'], [{ advance_seconds: null }, 'advance_seconds'],
      ];
      for (const [body, field] of cases) {
        const res = await post('/clock', body);
        assert.equal(res.status, 422, JSON.stringify(body));
        const b = (await res.json()) as { message: string; code: string; errors: Record<string, string[]> };
        assert.equal(b.code, 'validation_failed');
        assert.deepEqual(Object.keys(b.errors), [field], JSON.stringify(body));
      }
    });

    test('/_sim/clock refuses absurd instants and moves with 422, and the simulator keeps answering 2xx', async () => {
      const cases: [object, string][] = [
        [{ advance_seconds: 1e15 }, 'advance_seconds'], [{ advance_seconds: -1e15 }, 'advance_seconds'],
        [{ advance_seconds: '1e15' }, 'advance_seconds'], [{ advance_seconds: 'NaN' }, 'advance_seconds'],
        [{ advance_seconds: 'Infinity' }, 'advance_seconds'], [{ advance_seconds: '-Infinity' }, 'advance_seconds'],
        [{ advance_seconds: 10 * 366 * 86_400 + 1 }, 'advance_seconds'],
        [{ now: '0001-01-01T00:00:00Z' }, 'now'], [{ now: '1999-12-31T23:59:59Z' }, 'now'], [{ now: '2101-01-01T00:00:00Z' }, 'now'],
        [{ now: '9999-12-31T23:59:59Z' }, 'now'], [{ now: '+275760-09-13T00:00:00Z' }, 'now'], [{ now: 'NaN' }, 'now'],
      ];
      for (const [body, field] of cases) {
        const res = await post('/clock', body);
        const b = (await res.json()) as { code: string; errors: Record<string, string[]> };
        assert.equal(res.status, 422, JSON.stringify(body));
        assert.deepEqual(Object.keys(b.errors), [field], JSON.stringify(body));
        assert.equal((await simState(sim)).now, new Date(START).toISOString(), 'the clock did not move');
        const r = await sim.call('GET', '/projects/1', { token });
        assert.equal(r.status, 200, `after ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
      }
    });

    test('/_sim/clock takes the bounds themselves: 2000-01-01, 2100-12-31T23:59:59Z and ten years at once', async () => {
      assert.equal((await post('/clock', { now: '2000-01-01T00:00:00Z' })).status, 200);
      assert.equal((await post('/clock', { now: '2100-12-31T23:59:59Z' })).status, 200);
      assert.equal((await post('/clock', { advance_seconds: 1 })).status, 422, 'past 2100 by moving');
      assert.equal((await post('/clock', { now: '2050-01-01T00:00:00Z' })).status, 200);
      assert.equal((await post('/clock', { advance_seconds: 10 * 366 * 86_400 })).status, 200);
      assert.equal((await simState(sim)).now, new Date(Date.UTC(2050, 0, 1) + 3660 * 86_400_000).toISOString());
      assert.equal((await post('/clock', { advance_seconds: -10 * 366 * 86_400 })).status, 200);
      assert.equal((await simState(sim)).now, '2050-01-01T00:00:00.000Z');
      const login = await sim.login();
      assert.equal((await sim.call('GET', '/projects/1', { token: login })).status, 200);
    });

    test('/_sim/plan changes the quota; a bad plan or account answers 422', async () => {
      const res = await post('/plan', { account_id: 'demo', plan: 'plus' });
      assert.equal(res.status, 200);
      const r = await sim.call('GET', '/projects/1', { token });
      assert.match(r.headers.get('x-ratelimit-accountdaily') ?? '', /^limit=1000,/);
      for (const body of [{ account_id: 'demo', plan: 'gold' }, { account_id: 'demo' }, { account_id: 'other', plan: 'free' }, { plan: 42 }]) {
        const bad = await post('/plan', body);
        assert.equal(bad.status, 422, JSON.stringify(body));
        assert.equal(((await bad.json()) as { code: string }).code, 'validation_failed');
      }
      assert.equal((await simState(sim)).plan, 'plus');
    });

    test('/_sim/state reports the user agents seen per token', async () => {
      await sim.call('GET', '/projects/1', { token });
      const state = await simState(sim);
      assert.deepEqual(state.user_agents[token.slice(0, 8)], [UA]);
      assert.equal(state.requests, 2, 'the login and the GET');
    });
  });
});

/** Sends `text` as is on a new connection and reads the answer until the server closes it. */
async function rawExchange(port: number, text: string): Promise<{ status: number; headers: string; body: string }> {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.write(text);
  await once(socket, 'close');
  const answer = Buffer.concat(chunks).toString('utf8');
  const split = answer.indexOf('\r\n\r\n');
  const head = answer.slice(0, split);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body: answer.slice(split + 4) };
}

describe('every error answer has the {message, code} body, also where Node or fastify would answer', () => {
  const sim = useSim();
  let token = '';
  beforeEach(async () => {
    await sim.reset();
    token = await sim.login();
  });
  const shaped = async (res: Response) => ({ status: res.status, headers: res.headers, body: await res.json() });
  const port = () => Number(new URL(sim.origin).port);

  test('a query past the header size limit: 431 headers_too_large, and the server still answers', async () => {
    const res = await fetch(`${sim.baseUrl}/projects?x=${'y'.repeat(20_000)}`, { headers: { 'user-agent': UA, 'x-api-token': token } });
    assertError(await shaped(res), 431, 'headers_too_large');
    const big = await fetch(`${sim.baseUrl}/projects`, { headers: { 'user-agent': UA, 'x-api-token': token, 'x-padding': 'p'.repeat(20_000) } });
    assertError(await shaped(big), 431, 'headers_too_large');
    assert.equal((await sim.call('GET', '/projects/1', { token })).status, 200);
  });

  test('a request Node cannot parse: 400 malformed_request', async () => {
    const texts = [
      'GET /api/v1/projects HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n',
      'NONSENSE\r\n\r\n',
      'POST /api/v1/time-entries HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    ];
    for (const text of texts) {
      const r = await rawExchange(port(), text);
      assert.equal(r.status, 400, JSON.stringify(text));
      assert.match(r.headers, /content-type: application\/json/);
      assert.deepEqual(JSON.parse(r.body), { message: 'The HTTP request could not be parsed', code: 'malformed_request' });
    }
  });

  test('an Expect header Node does not know: 417 expectation_failed', async () => {
    const r = await rawExchange(port(), 'GET /api/v1/projects/1 HTTP/1.1\r\nHost: x\r\nExpect: tea\r\nConnection: close\r\n\r\n');
    assert.equal(r.status, 417);
    const body = JSON.parse(r.body) as { message: string; code: string };
    assert.deepEqual(Object.keys(body).sort(), ['code', 'message']);
    assert.equal(body.code, 'expectation_failed');
  });

  test('400, 404, 405, 413 and 415 from fastify\'s own checks, under /api/v1 and outside it', async () => {
    const headers = { 'user-agent': UA, 'x-api-token': token };
    const form = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
    const cases: [string, RequestInit, number, string][] = [
      ['/api/v1/time-entries', { method: 'POST', headers: form, body: 'project_id=%ZZ' }, 400, 'malformed_body'],
      ['/api/v1/projects/%ZZ', { headers }, 404, 'not_found'],
      [`/api/v1/projects/${'9'.repeat(500)}`, { headers }, 404, 'not_found'],
      ['/api/v1/nowhere', { headers }, 404, 'not_found'],
      ['/nowhere', {}, 404, 'not_found'],
      ['/_sim/nowhere', {}, 404, 'not_found'],
      ['/api/v1/projects', { method: 'PUT', headers }, 405, 'method_not_allowed'],
      ['/api/v1/time-entries', { method: 'POST', headers: form, body: `description=${'a'.repeat(70 * 1024)}` }, 413, 'payload_too_large'],
      ['/api/v1/time-entries', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{' }, 415, 'unsupported_media_type'],
      ['/_sim/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }, 400, 'malformed_body'],
    ];
    for (const [path, init, status, code] of cases) {
      assertError(await shaped(await fetch(`${sim.origin}${path}`, init)), status, code);
    }
  });
});

describe('no request makes the simulator answer 500', () => {
  const sim = useSim({ limits: false });

  test('every documented operation with hostile ids, bodies and queries answers below 500', async () => {
    await sim.control.reset();
    const token = await sim.login();
    const ids = ['1', 'abc', '-1', '0', '%00', '99999999999999999999', '00000000-0000-4000-8000-000000000001', 'x'.repeat(150)];
    const bodies: (Record<string, string | string[]> | string)[] = [
      '',
      'a=1',
      'name=&email=&project_id=&user_id=&task_id=&active=&privacy=&time_start=&work_days=&is_completed=',
      'name[]=x&project_id[]=1&active[]=1&work_days[]=1&work_days[]=x&time_total[]=1',
      { project_id: '1', name: 'n', email: 'e@example.com', time_start: '23:59:59', time_total: '99:99:99', time_end: '00:00:00' },
      { project_id: '-5', task_id: 'null', user_id: '1.5', rate: 'NaN', budget: 'Infinity', position: '0', manager: '2', role: 'super', work_days: '7' },
      { date_execution: '0000-00-00', cost_rate_start_at: 'not a date', manager_id: '1', assigned_team_ids: '99', is_billable: 'maybe' },
      { name: 'x'.repeat(20_000), description: '\u0000\u202e\ud83d\ude00', observation: '<script>' },
      'project_id=1&project_id=2&name=a&name=b',
      'constructor=1&__proto__=1&toString=1&hasOwnProperty=1',
    ];
    const queries = ['', '?opt_page_limit=101', '?opt_page=0', '?id=a,b', '?date_execution_start=2024-02-30&date_execution_end=x',
      '?opt_group_by=nope&opt_report_template=x&opt_sort_by=zzz', '?__proto__=1&constructor=x', '?active=2&is_completed=maybe&opt_export_columns=bad'];
    const failures: string[] = [];
    const undocumented = new Set<string>();
    let sent = 0;
    for (const op of operations()) {
      const paths = op.path.includes('{') ? ids.map((id) => op.path.replace(/\{[^}]+\}/g, id)) : [op.path];
      for (const path of paths) {
        const attempts: { q: string; body?: Record<string, string | string[]> | string }[] =
          op.method === 'GET' || op.method === 'DELETE' ? queries.map((q) => ({ q })) : bodies.map((body) => ({ q: '', body }));
        for (const { q, body } of attempts) {
          const url = `${sim.baseUrl}${path}${q}`;
          const headers: Record<string, string> = { 'user-agent': UA, 'x-api-token': token };
          let payload: string | undefined;
          if (body !== undefined) {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            payload = typeof body === 'string' ? body : new URLSearchParams(Object.entries(body).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))).toString();
          }
          const res = await fetch(url, { method: op.method, headers, body: payload });
          const text = await res.text();
          sent++;
          let parsedBody: unknown = text;
          try { parsedBody = JSON.parse(text); } catch { /* checked below */ }
          try {
            validateResponse(op.method, `${path}${q}`, res.status, parsedBody);
          } catch (err) {
            undocumented.add(String((err as Error).message).split('\n')[0]!.replace(/^openapi: /, ''));
          }
          if (res.status >= 500) failures.push(`${op.method} ${path}${q} ${JSON.stringify(body)} → ${res.status} ${text.slice(0, 200)}`);
          else if (res.status >= 400) {
            let parsed: { message?: unknown; code?: unknown } | undefined;
            try { parsed = JSON.parse(text); } catch { /* reported below */ }
            if (!parsed || typeof parsed.message !== 'string' || !('code' in parsed)) {
              failures.push(`${op.method} ${path}${q} → ${res.status} without the error shape: ${text.slice(0, 200)}`);
            }
          }
        }
      }
    }
    assert.ok(operations().length >= 40 && sent > 1000, `${sent} requests over ${operations().length} operations`);
    assert.deepEqual(failures, []);
    assert.deepEqual([...undocumented].slice(0, 20), [], 'every answer is documented in the OpenAPI document');
  });
});
