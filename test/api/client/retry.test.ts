import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { backoffMs, decideRetry, DEFAULT_RETRY, isRetryable, type AttemptFailure } from '../../../main/api/retry.ts';
import type { HttpMethod } from '../../../main/api/errors.ts';

describe('retry policy', () => {
  // [method, isAuth, failure, retried?]
  const S = (status: number): AttemptFailure => ({ type: 'status', status });
  const table: [HttpMethod, boolean, AttemptFailure, boolean][] = [];
  for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 422, 500, 501]) {
    table.push(['GET', false, S(status), false], ['POST', false, S(status), false], ['DELETE', false, S(status), false]);
  }
  for (const status of [502, 503, 504]) {
    table.push(['GET', false, S(status), true], ['POST', false, S(status), false], ['DELETE', false, S(status), false]);
  }
  table.push(
    ['GET', false, S(429), true],
    ['POST', false, S(429), true],
    ['DELETE', false, S(429), true],
    ['GET', false, { type: 'network' }, true],
    ['GET', false, { type: 'timeout' }, true],
    ['POST', false, { type: 'network' }, false],
    ['POST', false, { type: 'timeout' }, false],
    ['DELETE', false, { type: 'network' }, false],
    ['POST', true, S(429), false],
    ['POST', true, S(503), false],
    ['POST', true, { type: 'network' }, false],
    ['POST', true, { type: 'timeout' }, false],
    ['POST', true, S(401), false],
  );
  for (const [method, isAuth, f, expected] of table) {
    const what = f.type === 'status' ? String(f.status) : f.type;
    test(`${method}${isAuth ? ' /auth' : ''} x ${what} -> ${expected ? 'retried' : 'not retried'}`, () => {
      assert.equal(isRetryable(method, isAuth, f), expected);
      assert.equal(decideRetry(method, isAuth, f, 1, { ...DEFAULT_RETRY, random: () => 0.5 }).retry, expected);
    });
  }

  test('reads: at most 3 attempts; writes on 429: at most 2', () => {
    const o = { ...DEFAULT_RETRY, random: () => 0.5 };
    assert.equal(decideRetry('GET', false, { type: 'network' }, 2, o).retry, true);
    assert.equal(decideRetry('GET', false, { type: 'network' }, 3, o).retry, false);
    assert.equal(decideRetry('POST', false, S(429), 1, o, 1000).retry, true);
    assert.equal(decideRetry('POST', false, S(429), 2, o, 1000).retry, false);
  });

  test('Retry-After wins over backoff; too long a Retry-After is not waited for', () => {
    const o = { ...DEFAULT_RETRY, random: () => 0.99 };
    assert.deepEqual(decideRetry('GET', false, S(429), 1, o, 3000), { retry: true, delayMs: 3000 });
    assert.deepEqual(decideRetry('GET', false, S(429), 1, o, 60_000), { retry: false });
  });

  // A Retry-After of 0 (or a past date) would send the request straight back into the
  // limit that refused it: the wait is never below the minimum, and never the backoff's 0.
  const tooShort: [string, number][] = [
    ['zero', 0],
    ['negative', -5000],
    ['below the minimum', 250],
    ['not a number', NaN],
  ];
  for (const [name, retryAfterMs] of tooShort) {
    for (const [method, status] of [['GET', 429], ['GET', 503], ['POST', 429]] as [HttpMethod, number][]) {
      test(`a Retry-After ${name} on ${method} ${status} waits the 1 s minimum`, () => {
        const o = { ...DEFAULT_RETRY, random: () => 0 };
        assert.deepEqual(decideRetry(method, false, S(status), 1, o, retryAfterMs), { retry: true, delayMs: 1000 });
      });
    }
  }

  test('the minimum is an option', () => {
    const o = { ...DEFAULT_RETRY, minRetryAfterMs: 2500, random: () => 0 };
    assert.deepEqual(decideRetry('GET', false, S(429), 1, o, 0), { retry: true, delayMs: 2500 });
    assert.deepEqual(decideRetry('GET', false, S(429), 1, o, 4000), { retry: true, delayMs: 4000 });
  });

  test('without a Retry-After, the backoff decides (it may be short: nothing asked for a wait)', () => {
    const o = { ...DEFAULT_RETRY, random: () => 0 };
    assert.deepEqual(decideRetry('GET', false, S(503), 1, o), { retry: true, delayMs: 0 });
  });

  test('full jitter, capped exponential', () => {
    const max = { ...DEFAULT_RETRY, random: () => 0.999999 };
    const min = { ...DEFAULT_RETRY, random: () => 0 };
    assert.equal(backoffMs(1, min), 0);
    assert.equal(backoffMs(1, max), 199);
    assert.equal(backoffMs(2, max), 399);
    assert.equal(backoffMs(3, max), 799);
    assert.equal(backoffMs(10, max), 1999);
    const seen = new Set<number>();
    for (let i = 0; i < 50; i++) seen.add(backoffMs(2, DEFAULT_RETRY));
    assert.ok([...seen].every((d) => d >= 0 && d < 400));
    assert.ok(seen.size > 10, 'delays are spread');
  });
});
