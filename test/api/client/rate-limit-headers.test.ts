import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { parseRateLimitHeaders, parseRateWindow, parseRetryAfter, parseWarning } from '../../../main/api/rate-limit-headers.ts';

const full = { limit: 600, used: 13, remaining: 587, resetSeconds: 42 };

describe('rate-limit header parsing (lenient)', () => {
  const table: [string, string | null | undefined, ReturnType<typeof parseRateWindow>][] = [
    ['contract form', 'limit=600, used=13, remaining=587, reset=42', full],
    ['no spaces', 'limit=600,used=13,remaining=587,reset=42', full],
    ['semicolons', 'limit=600; used=13; remaining=587; reset=42', full],
    ['colons', 'limit:600 used:13 remaining:587 reset:42', full],
    ['spaces around =', 'limit = 600, used = 13, remaining = 587, reset = 42', full],
    ['colon then space', 'limit: 600, used: 13, remaining: 587, reset: 42', full],
    ['upper case keys', 'LIMIT=600, Used=13, REMAINING=587, Reset=42', full],
    ['other order', 'reset=42, remaining=587, limit=600, used=13', full],
    ['unknown keys ignored', 'limit=600, policy=fixed, used=13, remaining=587, reset=42, w=60', full],
    ['quoted values', 'limit="600", used="13", remaining="587", reset="42"', full],
    ['JSON-ish', '{"limit": 600, "used": 13, "remaining": 587, "reset": 42}', full],
    ['ampersands', 'limit=600&used=13&remaining=587&reset=42', full],
    ['seconds suffix', 'limit=600, used=13, remaining=587, reset=42s', full],
    ['positional', '600, 13, 587, 42', full],
    ['positional partial', '600 13', { limit: 600, used: 13, remaining: 587 }],
    ['remaining derived', 'limit=600, used=13, reset=42', full],
    ['used derived', 'limit=600, remaining=587, reset=42', full],
    ['decimal reset', 'limit=600, used=13, remaining=587, reset=41.5', { ...full, resetSeconds: 41.5 }],
    ['only reset', 'reset=7', { resetSeconds: 7 }],
    ['garbage values dropped', 'limit=lots, used=13, remaining=-4, reset=soon', { used: 13 }],
    ['all garbage', 'limit=a, used=b', undefined],
    ['unknown keys only', 'foo=1, bar=2', undefined],
    ['empty', '', undefined],
    ['whitespace', '   ', undefined],
    ['missing', null, undefined],
    ['undefined', undefined, undefined],
    ['nonsense text', 'hello world', undefined],
    ['trailing separators', ',,limit=600,,used=13,,', { limit: 600, used: 13, remaining: 587 }],
    ['dashed keys', 'limit=600, reset-in=3', { limit: 600, resetSeconds: 3 }],
  ];
  for (const [name, input, expected] of table) {
    test(`${name}: ${JSON.stringify(input)}`, () => {
      assert.deepEqual(parseRateWindow(input), expected);
    });
  }

  test('warning header', () => {
    assert.equal(parseWarning('soft_limit_exceeded'), 'soft_limit_exceeded');
    assert.equal(parseWarning(' HARD_LIMIT_BLOCKED '), 'hard_limit_blocked');
    assert.equal(parseWarning('"something_new"'), 'something_new');
    assert.equal(parseWarning(''), undefined);
    assert.equal(parseWarning(null), undefined);
  });

  test('all three headers from a Headers object; none present gives undefined', () => {
    const h = new Headers({
      'X-RateLimit-Minute': 'limit=600, used=1, remaining=599, reset=59',
      'X-RateLimit-AccountDaily': 'limit=5000, used=7, remaining=4993, reset=51234',
      'X-RateLimit-AccountDaily-Warning': 'soft_limit_exceeded',
    });
    assert.deepEqual(parseRateLimitHeaders(h), {
      minute: { limit: 600, used: 1, remaining: 599, resetSeconds: 59 },
      daily: { limit: 5000, used: 7, remaining: 4993, resetSeconds: 51234 },
      warning: 'soft_limit_exceeded',
    });
    assert.equal(parseRateLimitHeaders(new Headers()), undefined);
    assert.deepEqual(parseRateLimitHeaders(new Headers({ 'x-ratelimit-minute': '???' })), {});
  });

  test('Retry-After: seconds, decimals, HTTP date, junk', () => {
    const now = Date.parse('2025-11-20T10:00:00Z');
    assert.equal(parseRetryAfter('1', now), 1000);
    assert.equal(parseRetryAfter(' 42 ', now), 42000);
    assert.equal(parseRetryAfter('1.5', now), 1500);
    assert.equal(parseRetryAfter('0', now), 0);
    assert.equal(parseRetryAfter('-3', now), 0);
    assert.equal(parseRetryAfter('Thu, 20 Nov 2025 10:00:30 GMT', now), 30000);
    assert.equal(parseRetryAfter('Thu, 20 Nov 2025 09:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter('soon', now), undefined);
    assert.equal(parseRetryAfter('', now), undefined);
    assert.equal(parseRetryAfter(null, now), undefined);
    assert.equal(parseRetryAfter('12abc', now), undefined);
  });
});
