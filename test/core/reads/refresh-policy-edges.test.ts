// The read policy at its edges: the allowance with and without a working day's end (and one
// past the reset), a budget of exactly nothing or one spare read, a backoff that ends at the
// instant asked about, and each event's age and spare-read limits to the millisecond.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { allowance, backingOff, backoffMs, nextReadAt, quotaIntervalMs, readBudget, readOnEvent, type RefreshPolicyInput } from '../../../main/core/reads/refresh-policy.ts';

const NOW = Date.parse('2026-03-10T09:00:00Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

function input(over: Partial<RefreshPolicyInput> = {}): RefreshPolicyInput {
  return { now: NOW, lastReadAt: NOW, lastAttemptAt: NOW, windowVisible: false, presence: 'active', failures: 0, quota: { remaining: 40, limit: 50, resetAt: NOW + 10 * H }, workEndsAt: null, ...over };
}
// 31 left, 20 kept for writes over a whole working day and 10 for a read every hour to the reset (just under 10 hours away): one read to spare.
const ONE_SPARE = { remaining: 31, limit: 50, resetAt: NOW + 10 * H - MIN };

describe('what the quota affords', () => {
  test('after the working day: the reserve for a whole day, the budget spread to the reset, a read every hour to the reset held back (issue 69)', () => {
    assert.deepEqual(allowance(input()), { budget: 20, spare: 10, spreadMs: 30 * MIN });
    assert.equal(readBudget(input()), 20);
  });

  test('four hours of work left: half the reserve, the hidden reads every 55 minutes held back', () => {
    assert.deepEqual(allowance(input({ workEndsAt: NOW + 4 * H })), { budget: 30, spare: 25, spreadMs: 8 * MIN });
  });

  test('a working day that ends after the reset counts to the reset', () => {
    assert.deepEqual(allowance(input({ workEndsAt: NOW + 12 * H })), { budget: 20, spare: 9, spreadMs: 30 * MIN });
  });

  test('nothing to spend, even at the reset: no spread; below nothing, none either', () => {
    assert.equal(allowance(input({ quota: { remaining: 5, limit: 50, resetAt: NOW } })).spreadMs, Number.POSITIVE_INFINITY);
    assert.equal(allowance(input({ quota: { remaining: 2, limit: 50, resetAt: NOW + H } })).spreadMs, Number.POSITIVE_INFINITY);
    assert.equal(quotaIntervalMs(input({ quota: null })), 0);
  });
});

describe('the next read', () => {
  test('one spare read goes where the person looks', () => {
    const lastReadAt = NOW - 10 * S;
    assert.equal(nextReadAt(input({ quota: ONE_SPARE, lastReadAt, windowVisible: true })), lastReadAt + 55 * S);
  });

  test('the backoff: none without failures, 5 s after the first', () => {
    assert.equal(backoffMs(0), 0);
    assert.equal(backoffMs(-1), 0);
    assert.equal(backoffMs(1), 5 * S);
  });

  test('backing off until the backoff ends, not at its end', () => {
    const failed = input({ failures: 1, lastAttemptAt: NOW - 5 * S });
    assert.equal(backingOff(failed), false);
    assert.equal(backingOff({ ...failed, now: NOW - 1 }), true);
  });
});

describe('reading on an event', () => {
  const tight = (over: Partial<RefreshPolicyInput>) => input({ quota: ONE_SPARE, ...over });

  test('the network coming back reads through a backoff; the others wait it out', () => {
    const failed = input({ failures: 3, lastAttemptAt: NOW - S, lastReadAt: NOW - H });
    assert.equal(readOnEvent(failed, 'online'), true);
    assert.equal(readOnEvent(failed, 'wake'), false);
  });

  test('never read yet: read on any event, even without spare reads', () => {
    const scarce = input({ lastReadAt: null, quota: { remaining: 22, limit: 50, resetAt: NOW + 10 * H }, workEndsAt: NOW + 8 * H });
    assert.ok(allowance(scarce).spare < 2);
    assert.equal(readOnEvent(scarce, 'budget'), true);
    assert.equal(readOnEvent(scarce, 'show'), true);
  });

  test('shown: a read 20 s old exactly is old enough, with one spare read', () => {
    assert.equal(readOnEvent(tight({ lastReadAt: NOW - 20 * S }), 'show'), true);
    assert.equal(readOnEvent(tight({ lastReadAt: NOW - 20 * S + 1 }), 'show'), false);
  });

  test('a prompt, and the other events: a read 2 s old exactly is old enough, a millisecond less is not', () => {
    assert.equal(readOnEvent(tight({ lastReadAt: NOW - 2 * S }), 'prompt'), true);
    assert.equal(readOnEvent(tight({ lastReadAt: NOW - 2 * S + 1 }), 'prompt'), false);
    assert.equal(readOnEvent(input({ lastReadAt: NOW - 2 * S }), 'wake'), true);
    assert.equal(readOnEvent(input({ lastReadAt: NOW - 2 * S + 1 }), 'wake'), false);
  });
});
