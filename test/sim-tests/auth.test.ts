// The simulator's authentication rules over real HTTP: /auth, tokens, User-Agent binding,
// inactivity expiry, the per-user daily limit, the five-in-a-row block and roles
// (spec "Authentication"; contract.md sections 2 and 3; docs/service-decisions.md).
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, UA, useSim, type CallResult } from '../support/sim-fixture.ts';
import { assertError } from '../support/assertions.ts';

const sim = useSim();
const DAY_S = 86_400;

beforeEach(async () => {
  await sim.reset();
});

const ctx = () => sim.ctx;
const auth = (body: Record<string, string>, ua = UA) => sim.call('POST', '/auth', { ua, body });
const creds = (email: string, password = DEMO.password, account_id = DEMO.accountId) => ({ email, password, account_id });


/** Pins the service clock at noon UTC of the current day, so no test crosses midnight. */
function pinNoon(): number {
  const now = ctx().clock.now();
  const noon = Math.floor(now / (DAY_S * 1000)) * DAY_S * 1000 + 12 * 3_600_000;
  ctx().clock.pin(noon);
  return noon;
}

const userId = (email: string) => [...ctx().store.users.values()].find((u) => u.email === email)!.id;

describe('POST /auth', () => {
  test('answers 200 {account_id, token} for valid credentials, and the token works', async () => {
    const r = await auth(creds(DEMO.admin));
    assert.equal(r.status, 200);
    assert.deepEqual(Object.keys(r.body).sort(), ['account_id', 'token']);
    assert.equal(r.body.account_id, 'demo');
    assert.match(r.body.token, /^[0-9a-f]{40}$/);
    assert.equal(r.headers.get('x-ratelimit-minute'), null, 'no X-RateLimit headers on /auth');
    const me = await sim.call('GET', '/users/1', { token: r.body.token });
    assert.equal(me.status, 200);
    assert.equal(me.body.email, DEMO.admin);
  });

  test('the email is matched case-insensitively and every login gets its own token', async () => {
    const a = await auth(creds('ADA@Example.com'));
    const b = await auth(creds(DEMO.admin));
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
    assert.notEqual(a.body.token, b.body.token);
  });

  test('missing fields answer 422 naming each field', async () => {
    const none = await sim.call('POST', '/auth', {});
    assertError(none, 422, 'validation_failed');
    assert.deepEqual(Object.keys(none.body.errors).sort(), ['account_id', 'email', 'password']);
    for (const field of ['email', 'password', 'account_id'] as const) {
      const body: Record<string, string> = creds(DEMO.admin);
      delete body[field];
      const r = await auth(body);
      assertError(r, 422, 'validation_failed');
      assert.deepEqual(Object.keys(r.body.errors), [field], `only ${field} is named`);
      assert.ok(Array.isArray(r.body.errors[field]) && r.body.errors[field].length > 0);
      assert.equal(typeof r.body.errors[field][0], 'string');
    }
    const empty = await auth({ email: '', password: '', account_id: '' });
    assertError(empty, 422, 'validation_failed');
    assert.deepEqual(Object.keys(empty.body.errors).sort(), ['account_id', 'email', 'password']);
  });

  test('a wrong password, account_id or email answers 401 invalid_credentials', async () => {
    assertError(await auth(creds(DEMO.admin, 'wrong-password')), 401, 'invalid_credentials');
    assertError(await auth(creds(DEMO.admin, DEMO.password, 'other-account')), 401, 'invalid_credentials');
    assertError(await auth(creds('nobody@example.com')), 401, 'invalid_credentials');
    // An unknown email counts for no user; ada's own counter holds her two attempts.
    assert.equal(ctx().limits.authDaily.used(String(userId(DEMO.admin)), ctx().clock.now()), 2);
  });

  test('an archived user cannot authenticate and their tokens answer 401 unauthenticated', async () => {
    assertError(await auth(creds(DEMO.archived)), 401, 'invalid_credentials');
    const admin = await sim.login(DEMO.admin);
    const rui = await sim.login(DEMO.regular);
    const archive = await sim.call('POST', `/users/${userId(DEMO.regular)}`, { token: admin, body: { active: 0 } });
    assert.equal(archive.status, 200);
    assert.equal(archive.body.active, 0);
    assertError(await auth(creds(DEMO.regular)), 401, 'invalid_credentials');
    assertError(await sim.call('GET', '/users/1', { token: rui }), 401, 'unauthenticated');
  });

  test('a JSON body answers 415, a malformed form body 400', async () => {
    const json = await sim.call('POST', '/auth', {
      body: JSON.stringify(creds(DEMO.admin)), headers: { 'content-type': 'application/json' },
    });
    assertError(json, 415, 'unsupported_media_type');
    assertError(await sim.call('POST', '/auth', { body: 'email=%ZZ&password=x&account_id=demo' }), 400, 'malformed_body');
  });
});

describe('tokens', () => {
  test('a request without a token, with an empty or an unknown one answers 401 unauthenticated', async () => {
    const none = await sim.call('GET', '/users/1');
    assertError(none, 401, 'unauthenticated');
    assert.equal(none.headers.get('x-ratelimit-minute'), null, 'no X-RateLimit headers on 401');
    assertError(await sim.call('GET', '/users/1', { headers: { 'x-api-token': '' } }), 401, 'unauthenticated');
    assertError(await sim.call('GET', '/users/1', { token: 'f'.repeat(40) }), 401, 'unauthenticated');
    assertError(await sim.call('GET', '/projects/1', { token: 'not-a-token' }), 401, 'unauthenticated');
  });

  test('a token used from another User-Agent answers 401 token_user_agent_mismatch and is destroyed', async () => {
    const token = await sim.login(DEMO.admin, 'StintTest/1.0 (agent A)');
    assert.equal((await sim.call('GET', '/users/1', { token, ua: 'StintTest/1.0 (agent A)' })).status, 200);
    assertError(await sim.call('GET', '/users/1', { token, ua: 'StintTest/1.0 (agent B)' }), 401, 'token_user_agent_mismatch');
    // Destroyed for good: the right User-Agent no longer helps.
    assertError(await sim.call('GET', '/users/1', { token, ua: 'StintTest/1.0 (agent A)' }), 401, 'unauthenticated');
    assertError(await sim.call('GET', '/projects/1', { token, ua: 'StintTest/1.0 (agent B)' }), 401, 'unauthenticated');
    // Other tokens of the same user are unaffected.
    const other = await sim.login(DEMO.admin, 'StintTest/1.0 (agent A)');
    assert.equal((await sim.call('GET', '/users/1', { token: other, ua: 'StintTest/1.0 (agent A)' })).status, 200);
  });

  test('a token idle 29 days still works, and every use refreshes it', async () => {
    const token = await sim.login(DEMO.admin);
    await sim.control.clock({ advance_seconds: 29 * DAY_S });
    assert.equal((await sim.call('GET', '/users/1', { token })).status, 200);
    await sim.control.clock({ advance_seconds: 29 * DAY_S });
    assert.equal((await sim.call('GET', '/projects/1', { token })).status, 200, '58 days after login, 29 after last use');
  });

  test('a 4xx answer to an authenticated request also refreshes the token', async () => {
    const token = await sim.login(DEMO.admin);
    await sim.control.clock({ advance_seconds: 20 * DAY_S });
    assert.equal((await sim.call('GET', '/users/999999', { token })).status, 404);
    await sim.control.clock({ advance_seconds: 20 * DAY_S });
    assert.equal((await sim.call('GET', '/users/1', { token })).status, 200);
  });

  test('a token idle 31 days is destroyed', async () => {
    const token = await sim.login(DEMO.admin);
    await sim.control.clock({ advance_seconds: 31 * DAY_S });
    const r = await sim.call('GET', '/users/1', { token });
    assertError(r, 401, 'unauthenticated');
    assert.match(r.body.message, /expired|30 days/i);
    // Going back in time does not revive it.
    await sim.control.clock({ advance_seconds: -31 * DAY_S });
    assertError(await sim.call('GET', '/users/1', { token }), 401, 'unauthenticated');
  });

  test('exactly 30 days idle still works; one millisecond more does not', async () => {
    const t0 = pinNoon();
    try {
      const token = await sim.login(DEMO.admin);
      const other = await sim.login(DEMO.admin);
      ctx().clock.pin(t0 + 30 * DAY_S * 1000);
      assert.equal((await sim.call('GET', '/users/1', { token })).status, 200);
      ctx().clock.pin(t0 + 30 * DAY_S * 1000 + 1);
      assertError(await sim.call('GET', '/users/1', { token: other }), 401, 'unauthenticated');
    } finally {
      ctx().clock.reset();
    }
  });

  test('/_sim/reset destroys every token', async () => {
    const token = await sim.login(DEMO.admin);
    await sim.control.reset();
    assertError(await sim.call('GET', '/users/1', { token }), 401, 'unauthenticated');
  });
});

describe('the per-user limit of 60 authentication requests a day', () => {
  test('the 60th answers normally, the 61st 429 auth_limit_exceeded, the next UTC day works again', async () => {
    const noon = pinNoon();
    try {
      for (let i = 1; i <= 59; i++) assert.equal((await auth(creds(DEMO.regular))).status, 200, `attempt ${i}`);
      const sixtieth = await auth(creds(DEMO.regular));
      assert.equal(sixtieth.status, 200);
      const r = await auth(creds(DEMO.regular));
      assertError(r, 429, 'auth_limit_exceeded');
      assert.equal(r.headers.get('retry-after'), String(12 * 3600), 'seconds to 00:00 UTC');
      assert.equal(r.headers.get('x-ratelimit-minute'), null);
      // Wrong or missing credentials are refused the same way: the limit comes first.
      assertError(await auth({ email: DEMO.regular }), 429, 'auth_limit_exceeded');
      assertError(await auth(creds(DEMO.regular, 'wrong')), 429, 'auth_limit_exceeded');
      // 429s do not count; another user is unaffected.
      assert.equal(ctx().limits.authDaily.used(String(userId(DEMO.regular)), noon), 60);
      assert.equal((await auth(creds(DEMO.admin))).status, 200);
      // Tokens obtained before keep working.
      assert.equal((await sim.call('GET', '/users/1', { token: sixtieth.body.token })).status, 200);

      ctx().clock.pin(noon + 12 * 3_600_000 - 1000);
      assertError(await auth(creds(DEMO.regular)), 429, 'auth_limit_exceeded');
      assert.equal((await auth(creds(DEMO.regular))).headers.get('retry-after'), '1');
      ctx().clock.pin(noon + 12 * 3_600_000);
      assert.equal((await auth(creds(DEMO.regular))).status, 200, 'a new UTC day');
    } finally {
      ctx().clock.reset();
    }
  });

  test('a request naming an existing user counts even when it is a 422', async () => {
    const t0 = pinNoon();
    try {
      assertError(await auth({ email: DEMO.regular }), 422, 'validation_failed');
      assertError(await auth({ email: 'nobody@example.com' }), 422, 'validation_failed');
      assert.equal(ctx().limits.authDaily.used(String(userId(DEMO.regular)), t0), 1);
    } finally {
      ctx().clock.reset();
    }
  });

  test('invalid attempts count toward the 60 as well', async () => {
    pinNoon();
    try {
      for (let i = 0; i < 30; i++) {
        assert.equal((await auth(creds(DEMO.regular, i % 4 === 3 ? DEMO.password : 'wrong'))).status, i % 4 === 3 ? 200 : 401);
      }
      for (let i = 0; i < 30; i++) assert.equal((await auth(creds(DEMO.regular))).status, 200);
      assertError(await auth(creds(DEMO.regular)), 429, 'auth_limit_exceeded');
    } finally {
      ctx().clock.reset();
    }
  });
});

describe('the five-in-a-row block', () => {
  test('after five invalid attempts the 6th, even with the right password, is 401 auth_blocked; 15 minutes later it works', async () => {
    const t0 = pinNoon();
    try {
      for (let i = 1; i <= 5; i++) assertError(await auth(creds(DEMO.regular, `wrong-${i}`)), 401, 'invalid_credentials');
      const blocked = await auth(creds(DEMO.regular));
      assertError(blocked, 401, 'auth_blocked');
      assertError(await auth(creds(DEMO.regular, 'wrong-again')), 401, 'auth_blocked');
      // The block is per email: ada is not affected.
      assert.equal((await auth(creds(DEMO.admin))).status, 200);
      // Existing tokens are not affected either.
      ctx().clock.pin(t0 + 15 * 60_000 - 1000);
      assertError(await auth(creds(DEMO.regular)), 401, 'auth_blocked');
      ctx().clock.pin(t0 + 15 * 60_000);
      const ok = await auth(creds(DEMO.regular));
      assert.equal(ok.status, 200);
      assert.match(ok.body.token, /^[0-9a-f]{40}$/);
    } finally {
      ctx().clock.reset();
    }
  });

  test('a wrong account_id counts as an invalid attempt', async () => {
    pinNoon();
    try {
      for (let i = 0; i < 5; i++) assertError(await auth(creds(DEMO.regular, DEMO.password, 'nope')), 401, 'invalid_credentials');
      assertError(await auth(creds(DEMO.regular)), 401, 'auth_blocked');
    } finally {
      ctx().clock.reset();
    }
  });

  test('a valid attempt resets the streak', async () => {
    pinNoon();
    try {
      for (let i = 0; i < 4; i++) assertError(await auth(creds(DEMO.regular, 'wrong')), 401, 'invalid_credentials');
      assert.equal((await auth(creds(DEMO.regular))).status, 200);
      for (let i = 0; i < 4; i++) assertError(await auth(creds(DEMO.regular, 'wrong')), 401, 'invalid_credentials');
      assert.equal((await auth(creds(DEMO.regular))).status, 200);
    } finally {
      ctx().clock.reset();
    }
  });

  test('blocked attempts count toward the 60 a day', async () => {
    const t0 = pinNoon();
    try {
      for (let i = 0; i < 5; i++) assertError(await auth(creds(DEMO.regular, 'wrong')), 401, 'invalid_credentials');
      for (let i = 0; i < 55; i++) assertError(await auth(creds(DEMO.regular)), 401, 'auth_blocked');
      assert.equal(ctx().limits.authDaily.used(String(userId(DEMO.regular)), t0), 60);
      ctx().clock.pin(t0 + 16 * 60_000);
      assertError(await auth(creds(DEMO.regular)), 429, 'auth_limit_exceeded');
    } finally {
      ctx().clock.reset();
    }
  });
});

describe('roles', () => {
  test('regular rui: 403 forbidden on POST /customers and POST /users, may read users', async () => {
    const rui = await sim.login(DEMO.regular);
    assertError(await sim.call('POST', '/customers', { token: rui, body: { name: 'Rui Corp' } }), 403, 'forbidden');
    assertError(await sim.call('POST', '/users', { token: rui, body: { email: 'x@example.com', name: 'X' } }), 403, 'forbidden');
    const users = await sim.call('GET', '/users', { token: rui });
    assert.equal(users.status, 200);
    assert.ok(users.body.data.length >= 3);
  });

  test('manager mei: 403 on POST /users, may create customers', async () => {
    const mei = await sim.login(DEMO.manager);
    assertError(await sim.call('POST', '/users', { token: mei, body: { email: 'y@example.com', name: 'Y' } }), 403, 'forbidden');
    const c = await sim.call('POST', '/customers', { token: mei, body: { name: 'Mei Corp' } });
    assert.equal(c.status, 201);
    assert.equal(c.body.name, 'Mei Corp');
  });

  test('admin ada may create customers and users', async () => {
    const ada = await sim.login(DEMO.admin);
    const c = await sim.call('POST', '/customers', { token: ada, body: { name: 'Ada Corp' } });
    assert.equal(c.status, 201);
    const u = await sim.call('POST', '/users', { token: ada, body: { email: 'new.user@example.com', name: 'New User' } });
    assert.equal(u.status, 201);
    assert.equal(u.body.email, 'new.user@example.com');
    // A user created through the API has no password, so cannot authenticate.
    assertError(await auth(creds('new.user@example.com')), 401, 'invalid_credentials');
  });
});
