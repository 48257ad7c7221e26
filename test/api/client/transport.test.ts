import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { Transport, type TransportOptions } from '../../../main/api/transport.ts';
import { Pacer } from '../../../main/api/pacer.ts';
import { anyJson, type ResponseCheck } from '../../../main/api/check.ts';
import * as E from '../../../main/api/errors.ts';
import { drive, fetchFailed, scriptedFetch, type Step } from './fake-fetch.ts';

const T0 = Date.parse('2025-11-20T10:00:00.000Z');
const BASE = 'http://svc.test/api/v1';
const UA = 'Stint/1.0.0 (linux; 1111)';

function setup(steps: Step[], opts: Partial<TransportOptions> = {}, fallback?: Step) {
  const clock = new ManualClock(T0);
  const { fetch, seen } = scriptedFetch(clock, steps, fallback);
  const pacer = new Pacer({ clock, windows: [] });
  const t = new Transport({ baseUrl: BASE + '/', fetch, userAgent: UA, token: 'tok', clock, pacer, timeoutMs: 5000, retry: { random: () => 0.5 }, ...opts });
  return { clock, seen, t, pacer };
}

const isObj: ResponseCheck<{ id: number }> = Object.assign(
  (d: unknown) => {
    const ok = typeof d === 'object' && d !== null && typeof (d as { id?: unknown }).id === 'number';
    isObj.errors = ok ? null : [{ instancePath: '/id', message: 'must be integer' }];
    return ok;
  },
  { errors: null },
);

const get = (path = '/projects/1') => ({ method: 'GET' as const, path, check: isObj });
const post = (path = '/time-entries', body: Record<string, unknown> = { project_id: 1 }) => ({ method: 'POST' as const, path, body, check: isObj });

async function rejectsWith<K extends E.ServiceErrorKind>(p: Promise<unknown>, kind: K): Promise<Extract<E.AnyServiceError, { kind: K }>> {
  try {
    await p;
  } catch (e) {
    assert.ok(E.isServiceError(e), `not a ServiceError: ${e}`);
    assert.equal(e.kind, kind, `${e.kind}: ${e.message}`);
    return e as Extract<E.AnyServiceError, { kind: K }>;
  }
  assert.fail(`expected a ${kind} error`);
}

describe('transport: the request on the wire', () => {
  test('URL, query, identity headers, form body', async () => {
    const { t, seen } = setup([{ status: 200, json: { id: 1 } }, { status: 201, json: { id: 2 } }, { status: 200, json: { id: 3 } }]);
    await t.request({ ...get('/projects'), query: { active: 1, id: [1, 2], customer_id: undefined } });
    await t.request(post('/time-entries', { project_id: 3, description: 'a b', is_billable: true }));
    await t.request({ method: 'POST', path: '/time-entries/3/start', check: isObj });
    const [a, b, c] = seen;
    assert.equal(a!.url, `${BASE}/projects?active=1&id=1%2C2`);
    assert.deepEqual(a!.headers, { accept: 'application/json', 'user-agent': UA, 'x-api-token': 'tok' });
    assert.equal(a!.body, undefined);
    assert.equal(b!.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.equal(b!.body, 'project_id=3&description=a%20b&is_billable=1');
    assert.equal(c!.body, undefined, 'an empty POST sends no body');
    assert.equal(c!.headers['content-type'], undefined);
    assert.ok(seen.every((r) => r.headers['user-agent'] === UA));
  });

  test('/auth carries no token and the same User-Agent', async () => {
    const { t, seen } = setup([{ status: 200, json: { account_id: 'demo', token: 'x' } }]);
    await t.request({ method: 'POST', path: '/auth', body: { email: 'a', password: 'b', account_id: 'demo' }, check: anyJson(), auth: true });
    assert.equal(seen[0]!.headers['x-api-token'], undefined);
    assert.equal(seen[0]!.headers['user-agent'], UA);
  });

  test('rate-limit headers land in the limit state', async () => {
    const { t } = setup([{ status: 200, json: { id: 1 }, headers: { 'x-ratelimit-minute': 'limit=600, used=3, remaining=597, reset=20', 'x-ratelimit-accountdaily': 'limit=5000, used=9, remaining=4991, reset=100' } }]);
    await t.request(get());
    const s = t.limits.snapshot();
    assert.deepEqual(s.minute, { limit: 600, used: 3, remaining: 597, resetAt: T0 + 20_000 });
    assert.equal(s.daily?.remaining, 4991);
  });
});

describe('transport: answers become values or typed errors', () => {
  test('a schema-breaking answer is a bad_response error, not a value', async () => {
    const { t } = setup([{ status: 200, json: { id: 'one' } }, { status: 200, text: '<html>oops</html>' }, { status: 200, text: '' }]);
    const e = await rejectsWith(t.request(get()), 'bad_response');
    assert.deepEqual(e.problems, [{ at: '/id', message: 'must be integer' }]);
    await rejectsWith(t.request(get()), 'bad_response');
    await rejectsWith(t.request(get()), 'bad_response');
  });

  const cases: [number, unknown, E.ServiceErrorKind, (e: any) => void][] = [
    [422, { message: 'Invalid', code: 'validation_failed', errors: { name: ['is required'], rate: 'must be a number' } }, 'validation', (e) => assert.deepEqual(e.fieldErrors, { name: ['is required'], rate: ['must be a number'] })],
    [404, { message: 'Not found', code: 'not_found' }, 'not_found', () => {}],
    [409, { message: 'Already', code: 'stopwatch_already_active' }, 'conflict', (e) => assert.equal(e.conflict, 'stopwatch_already_active')],
    [409, { message: 'Not', code: 'stopwatch_not_active' }, 'conflict', (e) => assert.equal(e.conflict, 'stopwatch_not_active')],
    [403, { message: 'No', code: 'forbidden' }, 'forbidden', () => {}],
    [403, { message: 'Locked', code: 'entry_locked' }, 'entry_locked', () => {}],
    [401, { message: 'Token destroyed', code: 'token_user_agent_mismatch' }, 'unauthenticated', (e) => { assert.equal(e.reason, 'user_agent_mismatch'); assert.equal(e.tokenGone, true); }],
    [401, { message: 'Token expired after 30 days', code: 'unauthenticated' }, 'unauthenticated', (e) => { assert.equal(e.reason, 'token_invalid', 'the code decides, not the words'); assert.equal(e.tokenGone, true); }],
    [401, { message: 'Unauthenticated', code: 'unauthenticated' }, 'unauthenticated', (e) => assert.equal(e.reason, 'token_invalid')],
    [500, { message: 'Boom', code: null }, 'server', () => {}],
    [405, { message: 'Method not allowed', code: 'method_not_allowed' }, 'http', (e) => assert.equal(e.code, 'method_not_allowed')],
    [415, 'not json', 'http', (e) => assert.equal(e.message, 'HTTP 415')],
    [302, {}, 'http', () => {}],
  ];
  for (const [status, body, kind, more] of cases) {
    test(`${status} ${JSON.stringify(body).slice(0, 60)} -> ${kind}`, async () => {
      const { t, seen } = setup([typeof body === 'string' ? { status, text: body } : { status, json: body }]);
      const e = await rejectsWith(t.request(get()), kind);
      assert.equal(e.status, status);
      assert.equal(seen.length, 1, 'not retried');
      more(e);
    });
  }

  test('a destroyed token is reported to onTokenRejected', async () => {
    const rejected: E.UnauthenticatedError[] = [];
    const { t } = setup([{ status: 401, json: { message: 'x', code: 'token_user_agent_mismatch' } }], { onTokenRejected: (e) => rejected.push(e) });
    await rejectsWith(t.request(get()), 'unauthenticated');
    assert.equal(rejected.length, 1);
  });

  test('/auth 401s name the reason', async () => {
    const { t } = setup([{ status: 401, json: { message: 'Invalid', code: 'invalid_credentials' } }, { status: 401, json: { message: 'Blocked', code: 'auth_blocked' } }]);
    const auth = { method: 'POST' as const, path: '/auth', body: { email: 'a' }, check: anyJson(), auth: true };
    assert.equal((await rejectsWith(t.request(auth), 'unauthenticated')).reason, 'invalid_credentials');
    assert.equal((await rejectsWith(t.request(auth), 'unauthenticated')).reason, 'auth_blocked');
  });
});

describe('transport: retries', () => {
  test('GET on 503 then 200: retried after a backoff on the clock', async () => {
    const { t, seen, clock } = setup([{ status: 503, json: { message: 'x' } }, { status: 502, json: {} }, { status: 200, json: { id: 1 } }]);
    const v = await drive(clock, t.request(get()), 1);
    assert.deepEqual(v, { id: 1 });
    assert.equal(seen.length, 3);
    assert.equal(seen[1]!.at - seen[0]!.at, 100, 'random 0.5 x 200 ms');
    assert.equal(seen[2]!.at - seen[1]!.at, 200, 'random 0.5 x 400 ms');
  });

  test('GET gives up after 3 attempts with the last error', async () => {
    const { t, seen, clock } = setup([], {}, { status: 504, json: { message: 'gw' } });
    const e = await rejectsWith(drive(clock, t.request(get())), 'server');
    assert.equal(seen.length, 3);
    assert.equal(e.attempts, 3);
  });

  test('GET on a network error is retried; a refused write is a plain network error, sent once', async () => {
    const { t, seen, clock } = setup([{ error: fetchFailed('ECONNRESET') }, { status: 200, json: { id: 1 } }, { error: fetchFailed('ECONNREFUSED') }]);
    assert.deepEqual(await drive(clock, t.request(get())), { id: 1 });
    const e = await rejectsWith(t.request(post()), 'network');
    assert.equal(seen.length, 3);
    assert.equal(e.attempts, 1);
  });

  test('a write whose connection dropped is outcome_unknown and not retried', async () => {
    const { t, seen } = setup([{ error: fetchFailed('UND_ERR_SOCKET') }]);
    const e = await rejectsWith(t.request(post()), 'outcome_unknown');
    assert.equal(e.reason, 'network');
    assert.equal(e.method, 'POST');
    assert.equal(e.path, '/time-entries');
    assert.equal(seen.length, 1);
  });

  test('a write answered 502/504 by a gateway is outcome_unknown; 500/503 a server error', async () => {
    const { t, seen } = setup([{ status: 502, json: {} }, { status: 504, text: 'gw' }, { status: 500, json: {} }, { status: 503, json: {} }]);
    assert.equal((await rejectsWith(t.request(post()), 'outcome_unknown')).reason, 'gateway');
    await rejectsWith(t.request(post()), 'outcome_unknown');
    await rejectsWith(t.request({ ...post(), method: 'DELETE' }), 'server');
    await rejectsWith(t.request(post()), 'server');
    assert.equal(seen.length, 4);
  });

  test('a write refused with 429 is sent once more after Retry-After', async () => {
    const { t, seen, clock } = setup([{ status: 429, json: { message: 'slow', code: 'second_limit_exceeded' }, headers: { 'retry-after': '1' } }, { status: 201, json: { id: 9 } }]);
    assert.deepEqual(await drive(clock, t.request(post()), 50), { id: 9 });
    assert.equal(seen.length, 2);
    assert.ok(seen[1]!.at - seen[0]!.at >= 1000);
  });

  test('/auth is never retried, not even on 429 or 503', async () => {
    const cases: [Step, E.ServiceErrorKind][] = [
      [{ status: 429, json: { code: 'auth_limit_exceeded' }, headers: { 'retry-after': '1' } }, 'rate_limited'],
      [{ status: 503, json: {} }, 'server'],
      [{ error: fetchFailed('ECONNRESET') }, 'network'],
    ];
    for (const [step, kind] of cases) {
      const { t, seen } = setup([step]);
      await rejectsWith(t.request({ method: 'POST', path: '/auth', body: {}, check: anyJson(), auth: true }), kind);
      assert.equal(seen.length, 1);
    }
  });
});

describe('transport: Retry-After (fake clock)', () => {
  test('no request to a blocked scope before Retry-After has passed, the failed call and the others alike', async () => {
    const { t, seen, clock } = setup(
      [{ status: 429, json: { message: 'minute', code: 'minute_limit_exceeded' }, headers: { 'retry-after': '7' } }],
      {},
      { status: 200, json: { id: 1 } },
    );
    const first = t.request(get('/a'));
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    assert.equal(seen.length, 1);
    assert.deepEqual(t.limits.snapshot().blockedUntil, { minute: T0 + 7000 });
    const second = t.request(get('/b'));
    const write = t.request(post('/c'));
    for (let i = 0; i < 69; i++) await clock.advance(100);
    assert.equal(seen.length, 1, 'nothing sent during the 7 s');
    await clock.advance(100);
    await Promise.all([first, second, write]);
    assert.equal(seen.length, 4);
    assert.ok(seen.slice(1).every((r) => r.at >= T0 + 7000));
  });

  test('a Retry-After past maxRetryAfterMs is returned as rate_limited and later calls fail fast', async () => {
    const { t, seen } = setup([{ status: 429, json: { message: 'quota', code: 'account_daily_limit_exceeded' }, headers: { 'retry-after': '3600', 'x-ratelimit-accountdaily-warning': 'hard_limit_blocked' } }]);
    const e = await rejectsWith(t.request(get()), 'rate_limited');
    assert.equal(e.scope, 'account_daily');
    assert.equal(e.retryAfterMs, 3_600_000);
    assert.equal(e.local, false);
    assert.equal(t.limits.snapshot().warning, 'hard_limit_blocked');
    const again = await rejectsWith(t.request(get()), 'rate_limited');
    assert.equal(again.local, true);
    assert.equal(seen.length, 1);
  });
});

describe('transport: timeouts and cancellation', () => {
  test('a read with no answer times out on the clock and is retried, then fails as timeout', async () => {
    const { t, seen, clock } = setup([], { timeoutMs: 1000 }, { hang: true });
    const e = await rejectsWith(drive(clock, t.request(get()), 50), 'timeout');
    assert.equal(e.timeoutMs, 1000);
    assert.equal(seen.length, 3);
    assert.equal(clock.pending, 0, 'no timer left behind');
  });

  test('a write with no answer is outcome_unknown after the timeout, sent once', async () => {
    const { t, seen, clock } = setup([], { timeoutMs: 1000 }, { hang: true });
    const e = await rejectsWith(drive(clock, t.request(post()), 50), 'outcome_unknown');
    assert.equal(e.reason, 'timeout');
    assert.equal(seen.length, 1);
  });

  test('caller abort: before sending -> aborted, nothing sent; read in flight -> aborted; write in flight -> outcome_unknown', async () => {
    const { t, seen } = setup([{ hang: true }, { hang: true }]);
    const pre = new AbortController();
    pre.abort();
    await rejectsWith(t.request(get(), { signal: pre.signal }), 'aborted');
    assert.equal(seen.length, 0);
    const a = new AbortController();
    const p = t.request(get(), { signal: a.signal });
    await new Promise((r) => setImmediate(r));
    a.abort();
    await rejectsWith(p, 'aborted');
    const w = new AbortController();
    const q = t.request(post(), { signal: w.signal });
    await new Promise((r) => setImmediate(r));
    w.abort();
    assert.equal((await rejectsWith(q, 'outcome_unknown')).reason, 'aborted');
    assert.equal(seen.length, 2);
  });

  test('per-call timeout overrides the default', async () => {
    const { t, clock } = setup([], { timeoutMs: 60_000 }, { hang: true });
    const p = t.request(get(), { timeoutMs: 100 });
    const started = clock.now();
    await rejectsWith(drive(clock, p, 10), 'timeout');
    assert.ok(clock.now() - started < 2000);
  });
});

describe('transport: which failures prove nothing was sent', async () => {
  const { certainlyNotSent } = await import('../../../main/api/transport.ts');
  test('Node and Electron shapes', () => {
    assert.equal(certainlyNotSent(fetchFailed('ECONNREFUSED')), true);
    assert.equal(certainlyNotSent(fetchFailed('ENOTFOUND')), true);
    assert.equal(certainlyNotSent(new Error('net::ERR_INTERNET_DISCONNECTED')), true);
    assert.equal(certainlyNotSent(new TypeError('fetch failed', { cause: new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]) })), true);
    assert.equal(certainlyNotSent(fetchFailed('UND_ERR_SOCKET')), false);
    assert.equal(certainlyNotSent(fetchFailed('ECONNRESET')), false);
    assert.equal(certainlyNotSent(new Error('net::ERR_CONNECTION_RESET')), false);
    assert.equal(certainlyNotSent(undefined), false);
  });
});

describe('signIn', async () => {
  const { signIn } = await import('../../../main/api/client.ts');
  test('a shared pacer keeps a 429 on /auth from being followed by another attempt', async () => {
    const clock = new ManualClock(T0);
    const { fetch, seen } = scriptedFetch(clock, [{ status: 429, json: { message: 'too many', code: 'auth_limit_exceeded' }, headers: { 'retry-after': '3600' } }]);
    const pacer = new Pacer({ clock });
    const o = { baseUrl: BASE, userAgent: UA, email: 'a@b.c', password: 'p', accountId: 'demo', fetch, clock, pacer };
    const first = await rejectsWith(signIn(o), 'rate_limited');
    assert.equal(first.scope, 'auth_daily');
    const second = await rejectsWith(signIn(o), 'rate_limited');
    assert.equal(second.local, true);
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.headers['user-agent'], UA);
  });
});
