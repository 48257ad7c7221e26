import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { parseRateLimitHeaders, parseRateWindow, parseRetryAfter, parseWarning, retryAfterWaitMs } from '../../../main/api/rate-limit-headers.ts';
import { parseHttpDate, parseIsoInstant } from '../../../main/api/http-date.ts';

const full = { limit: 600, used: 13, remaining: 587, resetSeconds: 42 };
/** The time of the answer; resets given as instants are read relative to it. */
const NOW = Date.parse('2025-11-20T10:00:00.000Z');
const NOW_S = NOW / 1000;

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
    // Other encodings a real service may use.
    ['compact JSON', '{"limit":600,"used":13,"remaining":587,"reset":42}', full],
    ['JSON with numeric strings', '{"limit":"600","used":"13","remaining":"587","reset":"42"}', full],
    ['JSON with unknown and nested keys', '{"limit":600,"window":{"reset":9},"policy":"fixed","remaining":587}', { limit: 600, used: 13, remaining: 587 }],
    ['JSON that is not an object', '[]', undefined],
    ['JSON with nulls', '{"limit":null,"used":null}', undefined],
    ['IETF draft: limit;w=60 (w is the window, not a reset)', '600;w=60', { limit: 600 }],
    ['IETF draft: spaces and more parameters', '600; w=60; burst=1000', { limit: 600 }],
    ['IETF draft: named policy with quota', '"default";q=600;w=60', { limit: 600 }],
    ['IETF draft: named policy with remaining and reset', '"default";r=587;t=42', { remaining: 587, resetSeconds: 42 }],
    ['IETF draft: two policies are ambiguous', '600;w=60, 30;w=1', undefined],
    ['remaining/limit', '587/600', { limit: 600, used: 13, remaining: 587 }],
    ['remaining/limit with spaces', '587 / 600', { limit: 600, used: 13, remaining: 587 }],
    ['remaining above limit in a ratio', '700/600', { limit: 600 }],
    ['reset as epoch seconds', `limit=600, used=13, remaining=587, reset=${NOW_S + 42}`, full],
    ['reset as epoch milliseconds', `limit=600, used=13, remaining=587, reset=${NOW + 42_000}`, full],
    ['reset as an ISO date', 'limit=600, used=13, remaining=587, reset=2025-11-20T10:00:42Z', full],
    ['reset as an ISO date with offset', 'limit=600, used=13, remaining=587, reset=2025-11-20T11:00:42+01:00', full],
    ['reset as an ISO date in JSON', '{"limit":600,"used":13,"remaining":587,"reset":"2025-11-20T10:00:42.000Z"}', full],
    ['reset as an ISO date without offset (local time: ambiguous)', 'limit=600, reset=2025-11-20T10:00:42', { limit: 600 }],
    ['reset as an impossible ISO date', 'limit=600, reset=2025-02-30T10:00:42Z', { limit: 600 }],
    ['reset as an epoch in the past', `limit=600, reset=${NOW_S - 5}`, { limit: 600 }],
    ['reset more than a day away (epoch)', `limit=600, reset=${NOW_S + 86_401}`, { limit: 600 }],
    ['reset more than a day away (seconds)', 'limit=600, reset=90000', { limit: 600 }],
    ['reset of exactly a day (the daily window at 00:00 UTC)', 'limit=50, reset=86400', { limit: 50, resetSeconds: 86_400 }],
    ['used above limit: counts dropped', 'limit=600, used=700, remaining=0, reset=42', { limit: 600, resetSeconds: 42 }],
    ['remaining above limit: counts dropped', 'limit=600, used=13, remaining=900, reset=42', { limit: 600, resetSeconds: 42 }],
  ];
  for (const [name, input, expected] of table) {
    test(`${name}: ${JSON.stringify(input)}`, () => {
      assert.deepEqual(parseRateWindow(input, NOW), expected);
    });
  }

  test('a soft plan past its quota: the daily used above limit is kept when the warning says so', () => {
    const h = new Headers({
      'x-ratelimit-minute': 'limit=600, used=700, remaining=0, reset=42',
      'x-ratelimit-accountdaily': 'limit=5000, used=5001, remaining=0, reset=51234',
      'x-ratelimit-accountdaily-warning': 'soft_limit_exceeded',
    });
    assert.deepEqual(parseRateLimitHeaders(h, NOW), {
      warning: 'soft_limit_exceeded',
      minute: { limit: 600, resetSeconds: 42 },
      daily: { limit: 5000, used: 5001, remaining: 0, resetSeconds: 51234 },
    });
    const noWarning = new Headers({ 'x-ratelimit-accountdaily': 'limit=5000, used=5001, remaining=0, reset=51234' });
    assert.deepEqual(parseRateLimitHeaders(noWarning, NOW), { daily: { limit: 5000, resetSeconds: 51234 } });
  });

  test('never throws, whatever the value', () => {
    const odd = ['constructor=5, toString=1', '{"constructor":5}', '{', '{"limit":', '{"limit":1e999}', '\u0000', '"', ';;;', '/', '1/', '/1', 'reset=', '=', '{}', '{"__proto__":{"limit":1}}', 'x'.repeat(100_000), '9'.repeat(400)];
    for (const v of odd) assert.doesNotThrow(() => parseRateWindow(v, NOW), v.slice(0, 20));
    assert.equal(parseRateWindow('{"limit":1e999}', NOW), undefined);
    assert.equal(parseRateWindow('{"__proto__":{"limit":1}}', NOW), undefined);
    assert.equal(parseRateWindow('constructor=5, toString=1', NOW), undefined);
    assert.equal(parseRateWindow('{"constructor":5}', NOW), undefined);
  });

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
    assert.deepEqual(parseRateLimitHeaders(h, NOW), {
      minute: { limit: 600, used: 1, remaining: 599, resetSeconds: 59 },
      daily: { limit: 5000, used: 7, remaining: 4993, resetSeconds: 51234 },
      warning: 'soft_limit_exceeded',
    });
    assert.equal(parseRateLimitHeaders(new Headers(), NOW), undefined);
    assert.deepEqual(parseRateLimitHeaders(new Headers({ 'x-ratelimit-minute': '???' }), NOW), {});
  });
});

describe('Retry-After', () => {
  const readings: [string, string | null, number | undefined][] = [
    ['whole seconds', '1', 1000],
    ['padded', ' 42 ', 42_000],
    ['decimal seconds', '1.5', 1500],
    ['zero', '0', 0],
    ['negative', '-3', 0],
    ['IMF-fixdate', 'Thu, 20 Nov 2025 10:00:30 GMT', 30_000],
    ['IMF-fixdate in the past', 'Thu, 20 Nov 2025 09:00:00 GMT', 0],
    ['rfc850 date', 'Thursday, 20-Nov-25 10:00:30 GMT', 30_000],
    ['asctime date, one-digit day', 'Sun Nov  6 08:49:37 1994', 0],
    ['asctime date', 'Thu Nov 20 10:00:30 2025', 30_000],
    ['ISO date (not an HTTP-date)', '2025-11-20T10:00:30Z', undefined],
    ['HTTP-date without GMT', 'Thu, 20 Nov 2025 10:00:30', undefined],
    ['HTTP-date in another zone', 'Thu, 20 Nov 2025 10:00:30 +0000', undefined],
    ['HTTP-date in lower case', 'thu, 20 nov 2025 10:00:30 gmt', undefined],
    ['HTTP-date with a one-digit day', 'Thu, 6 Nov 2025 10:00:30 GMT', undefined],
    ['HTTP-date on a day that does not exist', 'Sun, 30 Feb 2025 10:00:30 GMT', undefined],
    ['free text Date.parse would read', 'November 20, 2025 10:00:30', undefined],
    ['word', 'soon', undefined],
    ['empty', '', undefined],
    ['absent', null, undefined],
    ['number with junk', '12abc', undefined],
  ];
  for (const [name, value, expected] of readings) {
    test(`read: ${name}: ${JSON.stringify(value)}`, () => assert.equal(parseRetryAfter(value, NOW), expected));
  }

  const waits: [string, string | null, number | undefined][] = [
    ['absent: no Retry-After wait (the caller decides)', null, undefined],
    ['zero waits the minimum', '0', 1000],
    ['negative waits the minimum', '-3', 1000],
    ['below the minimum waits the minimum', '0.2', 1000],
    ['unreadable waits the minimum', 'soon', 1000],
    ['empty waits the minimum', '', 1000],
    ['a past date waits the minimum', 'Thu, 20 Nov 2025 09:00:00 GMT', 1000],
    ['a date waits until it', 'Thu, 20 Nov 2025 10:00:30 GMT', 30_000],
    ['seconds wait that long', '7', 7000],
    ['more than a day waits a day', '999999999', 86_400_000],
  ];
  for (const [name, value, expected] of waits) {
    test(`wait: ${name}: ${JSON.stringify(value)}`, () => assert.equal(retryAfterWaitMs(value, NOW), expected));
  }
});

describe('strict dates', () => {
  test('rfc850 two-digit years: more than 50 years ahead is the past century', () => {
    assert.equal(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT', NOW), Date.UTC(1994, 10, 6, 8, 49, 37));
    assert.equal(parseHttpDate('Friday, 06-Nov-70 08:49:37 GMT', NOW), Date.UTC(2070, 10, 6, 8, 49, 37));
    const in2095 = Date.UTC(2095, 0, 1);
    assert.equal(parseHttpDate('Monday, 01-Jan-01 00:00:00 GMT', in2095), Date.UTC(2101, 0, 1));
  });
  test('ISO instants need an offset and a real calendar day', () => {
    assert.equal(parseIsoInstant('2025-11-20T10:00:42.5Z'), NOW + 42_500);
    assert.equal(parseIsoInstant('2025-11-20T05:00:42-0500'), NOW + 42_000);
    assert.equal(parseIsoInstant('2025-11-20T24:00:00Z'), undefined);
    assert.equal(parseIsoInstant('2025-11-20'), undefined);
    assert.equal(parseIsoInstant('2025-11-20T10:00:42+25:00'), undefined);
  });
});
