// The transport's waits after a 429 or 503 and its reading of the limit headers, for the
// encodings a real service may use where the specification is silent. Manual clock.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { Transport } from '../../../main/api/transport.ts';
import { Pacer } from '../../../main/api/pacer.ts';
import { anyJson } from '../../../main/api/check.ts';
import { drive, scriptedFetch, type Step } from './fake-fetch.ts';

const T0 = Date.parse('2025-11-20T10:00:00.000Z');

function setup(steps: Step[]) {
  const clock = new ManualClock(T0);
  const { fetch, seen } = scriptedFetch(clock, steps);
  const pacer = new Pacer({ clock, windows: [] });
  const t = new Transport({ baseUrl: 'http://svc.test/api/v1', fetch, userAgent: 'ua', token: 'tok', clock, pacer, retry: { random: () => 0 } });
  return { clock, seen, t };
}

const read = { method: 'GET' as const, path: '/projects/1', check: anyJson() };

describe('transport: a Retry-After that would retry at once waits the 1 s minimum', () => {
  const cases: [string, number, string][] = [
    ['0 on a 429', 429, '0'],
    ['a negative number on a 429', 429, '-5'],
    ['an unreadable value on a 429', 429, 'soon'],
    ['an empty value on a 429', 429, ''],
    ['a past HTTP-date on a 429', 429, 'Thu, 20 Nov 2025 09:00:00 GMT'],
    ['an ISO date (not an HTTP-date) on a 429', 429, '2025-11-20T10:00:05Z'],
    ['0 on a 503', 503, '0'],
    ['an unreadable value on a 503', 503, 'later'],
  ];
  for (const [name, status, value] of cases) {
    test(name, async () => {
      const { t, seen, clock } = setup([
        { status, json: { message: 'wait', code: 'second_limit_exceeded' }, headers: { 'retry-after': value } },
        { status: 200, json: { id: 1 } },
      ]);
      assert.deepEqual(await drive(clock, t.request(read), 50), { id: 1 });
      assert.equal(seen.length, 2);
      assert.equal(seen[1]!.at - seen[0]!.at, 1000);
    });
  }

  test('a 429 blocks its scope for the minimum too: other calls wait as well', async () => {
    const { t, seen, clock } = setup([
      { status: 429, json: { message: 'wait', code: 'second_limit_exceeded' }, headers: { 'retry-after': '0' } },
      { status: 200, json: { id: 1 } },
      { status: 200, json: { id: 2 } },
    ]);
    const first = t.request(read);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(t.limits.snapshot().blockedUntil, { second: T0 + 1000 });
    const other = t.request(read);
    await drive(clock, Promise.all([first, other]), 50);
    assert.ok(seen.slice(1).every((r) => r.at >= T0 + 1000));
  });

  test('an HTTP-date ahead is waited for exactly', async () => {
    const { t, seen, clock } = setup([
      { status: 429, json: { message: 'wait', code: 'second_limit_exceeded' }, headers: { 'retry-after': 'Thu, 20 Nov 2025 10:00:05 GMT' } },
      { status: 200, json: { id: 1 } },
    ]);
    await drive(clock, t.request(read), 50);
    assert.equal(seen[1]!.at, T0 + 5000);
  });
});

describe('transport: limit headers read at the time of the answer', () => {
  const encodings: [string, string][] = [
    ['keyed pairs', 'limit=600, used=13, remaining=587, reset=42'],
    ['compact JSON', '{"limit":600,"used":13,"remaining":587,"reset":42}'],
    ['reset as epoch seconds', `limit=600, used=13, remaining=587, reset=${T0 / 1000 + 42}`],
    ['reset as epoch milliseconds', `limit=600, used=13, remaining=587, reset=${T0 + 42_000}`],
    ['reset as an ISO date', 'limit=600, used=13, remaining=587, reset=2025-11-20T10:00:42Z'],
  ];
  for (const [name, value] of encodings) {
    test(name, async () => {
      const { t } = setup([{ status: 200, json: { id: 1 }, headers: { 'x-ratelimit-minute': value } }]);
      await t.request(read);
      assert.deepEqual(t.limits.snapshot().minute, { limit: 600, used: 13, remaining: 587, resetAt: T0 + 42_000 });
    });
  }

  test('a reset more than a day away is not shown', async () => {
    const { t } = setup([{ status: 200, json: { id: 1 }, headers: { 'x-ratelimit-minute': `limit=600, used=13, remaining=587, reset=${T0 / 1000 + 90_000}` } }]);
    await t.request(read);
    assert.deepEqual(t.limits.snapshot().minute, { limit: 600, used: 13, remaining: 587 });
  });
});
