// The simulator's rate limits and quotas over real HTTP: header encoding, the token's
// second and minute windows, the account's daily quota by plan, the per-IP limit
// (spec "Limits"; contract.md section 3; docs/service-decisions.md "Rate limits").
import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, useSim, type CallResult, type SimFixture } from '../support/sim-fixture.ts';

const DAY_MS = 86_400_000;
const HEADER = /^limit=(\d+), used=(\d+), remaining=(\d+), reset=(\d+)$/;

interface Window { limit: number; used: number; remaining: number; reset: number }

function window(r: CallResult, name: 'x-ratelimit-minute' | 'x-ratelimit-accountdaily'): Window {
  const value = r.headers.get(name);
  assert.ok(value !== null, `${name} missing on ${r.status} ${JSON.stringify(r.body)}`);
  const m = HEADER.exec(value);
  assert.ok(m, `${name} is not in the fixed encoding: "${value}"`);
  return { limit: Number(m[1]), used: Number(m[2]), remaining: Number(m[3]), reset: Number(m[4]) };
}

function assert429(r: CallResult, code: string): number {
  assert.equal(r.status, 429, `expected 429 ${code}, got ${r.status} ${JSON.stringify(r.body)}`);
  assert.equal(r.body.code, code);
  assert.equal(typeof r.body.message, 'string');
  const retry = r.headers.get('retry-after');
  assert.ok(retry !== null && /^\d+$/.test(retry), `Retry-After in whole seconds, got ${retry}`);
  assert.ok(Number(retry) >= 1);
  return Number(retry);
}

/** A fixed instant: today (service clock) at hh:mm:ss.ms UTC. */
function at(h: SimFixture, hours: number, minutes = 0, seconds = 0, ms = 0): number {
  const now = h.ctx.clock.now();
  return Math.floor(now / DAY_MS) * DAY_MS + ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

describe('with limits', () => {
  const sim = useSim();
  const ctx = () => sim.ctx;
  const get = (token: string, path = '/projects/1') => sim.call('GET', path, { token });

  beforeEach(async () => {
    await sim.reset();
  });
  afterEach(() => {
    ctx().clock.reset();
  });

  test('authenticated responses carry both headers in the fixed encoding; used counts up, reset counts down', async () => {
    const t0 = at(sim, 12, 0, 17, 500);
    ctx().clock.pin(t0);
    const token = await sim.login();
    const r1 = await get(token);
    assert.equal(r1.status, 200);
    assert.deepEqual(window(r1, 'x-ratelimit-minute'), { limit: 600, used: 1, remaining: 599, reset: 43 });
    assert.deepEqual(window(r1, 'x-ratelimit-accountdaily'), { limit: 5000, used: 1, remaining: 4999, reset: 12 * 3600 - 17 });
    assert.equal(r1.headers.get('x-ratelimit-accountdaily-warning'), null);

    ctx().clock.pin(t0 + 10_000);
    const r2 = await get(token, '/users/1');
    assert.deepEqual(window(r2, 'x-ratelimit-minute'), { limit: 600, used: 2, remaining: 598, reset: 33 });
    assert.deepEqual(window(r2, 'x-ratelimit-accountdaily'), { limit: 5000, used: 2, remaining: 4998, reset: 12 * 3600 - 27 });

    // Error answers to authenticated requests carry them too, and count.
    const missing = await get(token, '/projects/999999');
    assert.equal(missing.status, 404);
    assert.equal(window(missing, 'x-ratelimit-minute').used, 3);
    const unknownPath = await sim.call('GET', '/no-such-thing', { token });
    assert.equal(unknownPath.status, 404);
    assert.equal(window(unknownPath, 'x-ratelimit-accountdaily').used, 4);

    // A new minute starts from zero; the day keeps counting.
    ctx().clock.pin(at(sim, 12, 1, 0, 0));
    const r3 = await get(token);
    assert.deepEqual(window(r3, 'x-ratelimit-minute'), { limit: 600, used: 1, remaining: 599, reset: 60 });
    assert.equal(window(r3, 'x-ratelimit-accountdaily').used, 5);
  });

  test('as the clock moves within a minute, used goes up by one per request and both resets count down', async () => {
    // After reset the service clock stands at 12:00:00.000 UTC.
    const token = await sim.login();
    for (let i = 1; i <= 3; i++) {
      const r = await get(token);
      assert.deepEqual(window(r, 'x-ratelimit-minute'), { limit: 600, used: i, remaining: 600 - i, reset: 60 - 7 * (i - 1) });
      assert.deepEqual(window(r, 'x-ratelimit-accountdaily'), { limit: 5000, used: i, remaining: 5000 - i, reset: 12 * 3600 - 7 * (i - 1) });
      await sim.control.clock({ advance_seconds: 7 });
    }
  });

  test('the 30th request in a second is answered, the 31st is 429 second_limit_exceeded; the next second works', async () => {
    const t0 = at(sim, 12, 0, 5, 100);
    ctx().clock.pin(t0);
    const token = await sim.login();
    for (let i = 1; i <= 30; i++) {
      const r = await get(token);
      assert.equal(r.status, 200, `request ${i}`);
      assert.equal(window(r, 'x-ratelimit-minute').used, i);
    }
    const refused = await get(token);
    assert.equal(assert429(refused, 'second_limit_exceeded'), 1);
    // A 429 carries both headers, with used not incremented.
    assert.equal(window(refused, 'x-ratelimit-minute').used, 30);
    assert.equal(window(refused, 'x-ratelimit-accountdaily').used, 30);
    assert429(await get(token), 'second_limit_exceeded');

    ctx().clock.pin(t0 + 900);
    const next = await get(token);
    assert.equal(next.status, 200);
    assert.equal(window(next, 'x-ratelimit-minute').used, 31, 'the 429s were not counted');
    assert.equal(window(next, 'x-ratelimit-accountdaily').used, 31);
  });

  test('the 600th request in a minute is answered, the 601st is 429 minute_limit_exceeded (over HTTP)', async () => {
    const t0 = at(sim, 12, 0, 30, 0);
    ctx().clock.pin(t0);
    const token = await sim.login();
    let last: CallResult | undefined;
    for (let i = 1; i <= 600; i++) {
      if (i % 30 === 1) ctx().clock.pin(t0 + Math.floor(i / 30) * 1000);
      last = await get(token);
      assert.equal(last.status, 200, `request ${i}`);
    }
    assert.deepEqual(window(last!, 'x-ratelimit-minute'), { limit: 600, used: 600, remaining: 0, reset: 11 });
    ctx().clock.pin(t0 + 25_000);
    const refused = await get(token);
    assert.equal(assert429(refused, 'minute_limit_exceeded'), 5, 'Retry-After: seconds to the next minute');
    assert.equal(window(refused, 'x-ratelimit-minute').used, 600);
    assert.equal(window(refused, 'x-ratelimit-minute').remaining, 0);
    ctx().clock.pin(t0 + 30_000);
    const next = await get(token);
    assert.equal(next.status, 200);
    assert.equal(window(next, 'x-ratelimit-minute').used, 1);
    assert.equal(window(next, 'x-ratelimit-accountdaily').used, 601);
  });

  test('the minute boundary with a pre-filled counter: 600 answered, 601 refused', async () => {
    const t0 = at(sim, 9, 15, 59, 999);
    ctx().clock.pin(t0);
    const token = await sim.login();
    for (let i = 0; i < 599; i++) ctx().limits.tokenMinute.add(token, t0);
    assert.equal((await get(token)).status, 200);
    const refused = await get(token);
    assert.equal(assert429(refused, 'minute_limit_exceeded'), 1);
    ctx().clock.pin(t0 + 1);
    assert.equal((await get(token)).status, 200, 'a new minute');
  });

  test('second and minute windows are per token; the daily quota is shared', async () => {
    const t0 = at(sim, 12, 0, 5, 100);
    ctx().clock.pin(t0);
    const a = await sim.login(DEMO.admin);
    const b = await sim.login(DEMO.admin);
    for (let i = 0; i < 30; i++) assert.equal((await get(a)).status, 200);
    assert429(await get(a), 'second_limit_exceeded');
    const other = await get(b);
    assert.equal(other.status, 200);
    assert.equal(window(other, 'x-ratelimit-minute').used, 1);
    assert.equal(window(other, 'x-ratelimit-accountdaily').used, 31);
    for (let i = 0; i < 599; i++) ctx().limits.tokenMinute.add(a, t0);
    ctx().clock.pin(t0 + 1000);
    assert429(await get(a), 'minute_limit_exceeded');
    assert.equal((await get(b)).status, 200);
  });

  test('plan free: the 50th request of the day is answered, the 51st 429 account_daily_limit_exceeded for every token; next UTC day works', async () => {
    await sim.control.plan('free');
    const t0 = at(sim, 18, 0, 0, 0);
    ctx().clock.pin(t0);
    const ada = await sim.login(DEMO.admin);
    const rui = await sim.login(DEMO.regular);
    let last: CallResult | undefined;
    for (let i = 1; i <= 50; i++) {
      last = await get(i % 2 ? ada : rui);
      assert.equal(last.status, 200, `request ${i}`);
      assert.equal(window(last, 'x-ratelimit-accountdaily').used, i);
    }
    assert.deepEqual(window(last!, 'x-ratelimit-accountdaily'), { limit: 50, used: 50, remaining: 0, reset: 6 * 3600 });
    assert.equal(last!.headers.get('x-ratelimit-accountdaily-warning'), null);
    for (const token of [ada, rui]) {
      const refused = await get(token);
      const retry = assert429(refused, 'account_daily_limit_exceeded');
      assert.equal(retry, 6 * 3600, 'Retry-After: seconds to 00:00 UTC');
      assert.equal(refused.headers.get('x-ratelimit-accountdaily-warning'), 'hard_limit_blocked');
      assert.equal(window(refused, 'x-ratelimit-accountdaily').used, 50);
      assert.equal(window(refused, 'x-ratelimit-minute').used, 25, 'each token sent 25 of the 50');
    }
    // A new token of the account is refused as well: the quota is the account's.
    const mei = await sim.login(DEMO.manager);
    assert429(await get(mei), 'account_daily_limit_exceeded');

    ctx().clock.pin(t0 + 6 * 3_600_000);
    const tomorrow = await get(rui);
    assert.equal(tomorrow.status, 200);
    assert.deepEqual(window(tomorrow, 'x-ratelimit-accountdaily'), { limit: 50, used: 1, remaining: 49, reset: 86_400 });
  });

  test('plan plus: 1000 a day, hard', async () => {
    await sim.control.plan('plus');
    const t0 = at(sim, 8);
    ctx().clock.pin(t0);
    const token = await sim.login();
    for (let i = 0; i < 999; i++) ctx().limits.accountDaily.add('demo', t0);
    const last = await get(token);
    assert.equal(last.status, 200);
    assert.deepEqual(window(last, 'x-ratelimit-accountdaily'), { limit: 1000, used: 1000, remaining: 0, reset: 16 * 3600 });
    const refused = await get(token);
    assert.equal(assert429(refused, 'account_daily_limit_exceeded'), 16 * 3600);
    assert.equal(refused.headers.get('x-ratelimit-accountdaily-warning'), 'hard_limit_blocked');
  });

  test('plan business (soft): past 5000 accepted with soft_limit_exceeded, past 10000 blocked with hard_limit_blocked', async () => {
    const t0 = at(sim, 10);
    ctx().clock.pin(t0);
    const token = await sim.login();
    for (let i = 0; i < 4999; i++) ctx().limits.accountDaily.add('demo', t0);
    const quota = await get(token);
    assert.equal(quota.status, 200);
    assert.deepEqual(window(quota, 'x-ratelimit-accountdaily'), { limit: 5000, used: 5000, remaining: 0, reset: 14 * 3600 });
    assert.equal(quota.headers.get('x-ratelimit-accountdaily-warning'), null, 'not past the quota yet');
    const past = await get(token);
    assert.equal(past.status, 200);
    assert.equal(past.headers.get('x-ratelimit-accountdaily-warning'), 'soft_limit_exceeded');
    assert.deepEqual(window(past, 'x-ratelimit-accountdaily'), { limit: 5000, used: 5001, remaining: 0, reset: 14 * 3600 });

    for (let i = 0; i < 4998; i++) ctx().limits.accountDaily.add('demo', t0);
    const twice = await get(token);
    assert.equal(twice.status, 200, 'the 10000th request is accepted');
    assert.equal(twice.headers.get('x-ratelimit-accountdaily-warning'), 'soft_limit_exceeded');
    assert.equal(window(twice, 'x-ratelimit-accountdaily').used, 10_000);
    const blocked = await get(token);
    assert.equal(assert429(blocked, 'account_daily_limit_exceeded'), 14 * 3600);
    assert.equal(blocked.headers.get('x-ratelimit-accountdaily-warning'), 'hard_limit_blocked');
    assert.equal(window(blocked, 'x-ratelimit-accountdaily').used, 10_000);

    ctx().clock.pin(t0 + 14 * 3_600_000);
    const tomorrow = await get(token);
    assert.equal(tomorrow.status, 200);
    assert.equal(tomorrow.headers.get('x-ratelimit-accountdaily-warning'), null);
  });

  test('plan business_max: 25000 soft; the plans with 50 a day', async () => {
    const t0 = at(sim, 10);
    ctx().clock.pin(t0);
    const token = await sim.login();
    await sim.control.plan('business_max');
    for (let i = 0; i < 25_000; i++) ctx().limits.accountDaily.add('demo', t0);
    const past = await get(token);
    assert.equal(past.status, 200);
    assert.equal(window(past, 'x-ratelimit-accountdaily').limit, 25_000);
    assert.equal(past.headers.get('x-ratelimit-accountdaily-warning'), 'soft_limit_exceeded');
    for (const plan of ['free_trial', 'legacy']) {
      await sim.control.plan(plan);
      const r = await get(token);
      assert429(r, 'account_daily_limit_exceeded');
      assert.equal(window(r, 'x-ratelimit-accountdaily').limit, 50);
    }
  });

  test('per IP: 2000 a minute counting unauthenticated, 404 and /auth requests; the 2001st is 429 ip_rate_limit_exceeded; /_sim does not count', async () => {
    const t0 = at(sim, 12, 0, 50, 0);
    ctx().clock.pin(t0);
    const token = await sim.login();
    const ip = '127.0.0.1';
    const used = () => ctx().limits.ip.used(ip, t0);
    assert.equal(used(), 1, 'the /auth request counted');
    assert.equal((await sim.call('GET', '/projects/1')).status, 401);
    assert.equal(used(), 2, 'an unauthenticated request counts');
    assert.equal((await sim.call('GET', '/no-such-thing', { token })).status, 404);
    assert.equal(used(), 3, 'a 404 counts');
    assert.equal((await sim.call('GET', '/projects/999999', { token })).status, 404);
    assert.equal(used(), 4);
    assert.equal((await sim.call('POST', '/auth', { body: { email: DEMO.regular, password: 'wrong', account_id: 'demo' } })).status, 401);
    assert.equal(used(), 5, 'an invalid /auth counts');
    await sim.control.state();
    await sim.control.faults({});
    assert.equal((await fetch(`${sim.origin}/_sim/nothing-here`)).status, 404);
    assert.equal(used(), 5, '/_sim requests do not count');
    assert.equal((await fetch(`${sim.origin}/api/v2/projects`, { headers: { 'x-api-token': token } })).status, 404);
    assert.equal(used(), 5, 'other API versions do not count');

    for (let i = used(); i < 1999; i++) ctx().limits.ip.add(ip, t0);
    const last = await sim.call('GET', '/projects/1', { token });
    assert.equal(last.status, 200, 'the 2000th');
    assert.equal(used(), 2000);
    const refused = await sim.call('GET', '/projects/1', { token });
    assert.equal(assert429(refused, 'ip_rate_limit_exceeded'), 10, 'Retry-After: seconds to the next minute');
    // A 429 to an authenticated request carries both headers, used not incremented.
    assert.equal(window(refused, 'x-ratelimit-minute').used, 3, 'two 404s and the 2000th');
    assert.equal(window(refused, 'x-ratelimit-accountdaily').used, 3);
    const anonymous = await sim.call('GET', '/projects/1');
    assert429(anonymous, 'ip_rate_limit_exceeded');
    assert.equal(anonymous.headers.get('x-ratelimit-minute'), null);
    const login = await sim.call('POST', '/auth', { body: { email: DEMO.admin, password: DEMO.password, account_id: 'demo' } });
    assert429(login, 'ip_rate_limit_exceeded');
    assert.equal(login.headers.get('x-ratelimit-minute'), null, 'no X-RateLimit headers on /auth');
    assert.equal(used(), 2000, '429s do not count');
    assert.equal(ctx().limits.authDaily.used(String(1), t0), 1, 'an /auth refused per IP does not count for the user');

    ctx().clock.pin(t0 + 10_000);
    assert.equal((await sim.call('GET', '/projects/1', { token })).status, 200, 'a new minute');
  });

  test('faulted requests count toward no limit', async () => {
    const t0 = at(sim, 12, 0, 5, 100);
    ctx().clock.pin(t0);
    const token = await sim.login();
    await sim.control.faults({ error_rate: 1, error_status: 500 });
    for (let i = 0; i < 40; i++) {
      const r = await sim.call('GET', '/projects/1', { token });
      assert.equal(r.status, 500);
      assert.equal(r.body.code, 'injected_fault');
    }
    await sim.control.faults({});
    const r = await get(token);
    assert.equal(r.status, 200);
    assert.equal(window(r, 'x-ratelimit-minute').used, 1);
    assert.equal(ctx().limits.ip.used('127.0.0.1', t0), 2);
  });

  test('/_sim/reset clears every counter', async () => {
    const t0 = at(sim, 12, 0, 5, 100);
    ctx().clock.pin(t0);
    let token = await sim.login();
    for (let i = 0; i < 30; i++) await get(token);
    assert429(await get(token), 'second_limit_exceeded');
    await sim.control.reset();
    ctx().clock.pin(t0);
    token = await sim.login();
    const r = await get(token);
    assert.equal(r.status, 200);
    assert.equal(window(r, 'x-ratelimit-minute').used, 1);
    assert.equal(window(r, 'x-ratelimit-accountdaily').used, 1);
  });
});

describe('limits: false lifts every limit', () => {
  const sim = useSim({ limits: false });
  const ctx = () => sim.ctx;

  beforeEach(() => sim.reset());
  afterEach(() => {
    ctx().clock.reset();
  });

  test('no second, minute, daily, IP or /auth limit applies', async () => {
    await sim.control.plan('free');
    const t0 = at(sim, 12, 0, 5, 100);
    ctx().clock.pin(t0);
    for (let i = 0; i < 65; i++) assert.equal((await sim.call('POST', '/auth', { body: { email: DEMO.admin, password: DEMO.password, account_id: 'demo' } })).status, 200);
    const token = await sim.login();
    for (let i = 0; i < 100; i++) {
      const r = await sim.call('GET', '/projects/1', { token });
      assert.equal(r.status, 200, `request ${i + 1}`);
    }
    for (let i = 0; i < 3000; i++) ctx().limits.ip.add('127.0.0.1', t0);
    for (let i = 0; i < 1000; i++) ctx().limits.tokenMinute.add(token, t0);
    assert.equal((await sim.call('GET', '/users/1', { token })).status, 200);
  });
});
