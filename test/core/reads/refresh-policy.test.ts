// The refresh policy: when the engine reads the service again, with and without a quota
// that binds (a Free plan day of 50 requests), and when an event reads at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextReadAt, readOnEvent, readsRationed, reserveFor, type Quota, type RefreshPolicyInput } from '../../../main/core/reads/refresh-policy.ts';

const SEC = 1_000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
/** 10:00 UTC on a Tuesday; the working day ends at 17:00, the quota resets at midnight UTC. */
const T10 = Date.parse('2026-03-10T10:00:00Z');
const WORK_END = Date.parse('2026-03-10T17:00:00Z');
const RESET = Date.parse('2026-03-11T00:00:00Z');

const free = (remaining: number): Quota => ({ remaining, limit: 50, resetAt: RESET });
const business: Quota = { remaining: 4_900, limit: 5_000, resetAt: RESET };

function input(over: Partial<RefreshPolicyInput> = {}): RefreshPolicyInput {
  return { now: T10, lastReadAt: T10, windowVisible: false, presence: 'active', failures: 0, quota: null, workEndsAt: WORK_END, ...over };
}

test('without quota headers: every 55 s with the window shown, 290 s hidden, 30 min locked, never suspended', () => {
  assert.equal(nextReadAt(input({ windowVisible: true })), T10 + 55 * SEC);
  assert.equal(nextReadAt(input()), T10 + 290 * SEC);
  assert.equal(nextReadAt(input({ presence: 'locked', windowVisible: true })), T10 + 30 * MIN);
  assert.equal(nextReadAt(input({ presence: 'suspended' })), null);
});

test('the first read is at once', () => {
  assert.equal(nextReadAt(input({ lastReadAt: null, now: T10 + 5 * SEC })), T10 + 5 * SEC);
});

test('failed reads back off exponentially from the last attempt, up to 15 minutes', () => {
  const failing = { lastReadAt: T10 - 30 * MIN, lastAttemptAt: T10, windowVisible: true };
  assert.equal(nextReadAt(input({ ...failing, failures: 6 })), T10 + 160 * SEC);
  assert.equal(nextReadAt(input({ ...failing, failures: 20 })), T10 + 15 * MIN);
});

test('a service that keeps failing is never asked again at once, not even for the first read', () => {
  assert.equal(nextReadAt(input({ lastReadAt: null, lastAttemptAt: T10, now: T10, failures: 1 })), T10 + 5 * SEC);
  assert.equal(nextReadAt(input({ lastReadAt: T10 - HOUR, lastAttemptAt: T10, now: T10, failures: 3 })), T10 + 20 * SEC);
});

test('on Business the quota does not bind: 55 s shown and 290 s hidden, after working hours as well', () => {
  assert.equal(nextReadAt(input({ quota: business, windowVisible: true })), T10 + 55 * SEC);
  assert.equal(nextReadAt(input({ quota: business })), T10 + 290 * SEC);
  // 18:30: a timer stopped on the web reaches the tray within 5 minutes, as during the day.
  const evening = Date.parse('2026-03-10T18:30:00Z');
  assert.equal(nextReadAt(input({ quota: { ...business, remaining: 4_991 }, workEndsAt: null, now: evening, lastReadAt: evening })), evening + 290 * SEC);
  assert.equal(nextReadAt(input({ quota: business, workEndsAt: null })), T10 + 290 * SEC);
  // Someone looking at the window after hours still sees changes within a minute.
  assert.equal(nextReadAt(input({ quota: business, workEndsAt: null, windowVisible: true })), T10 + 55 * SEC);
});

test('after working hours on Plus (1,000 a day for the account): 290 s while the budget covers it to the reset and keeps a working day of hidden reads, then spread, then hourly', () => {
  const evening = Date.parse('2026-03-10T17:00:00Z');
  const plus = (remaining: number) => input({ quota: { remaining, limit: 1_000, resetAt: RESET }, workEndsAt: null, now: evening, lastReadAt: evening });
  // 7 hours to the reset: a reserve of 350; 600 left leaves 250, of which 100 are kept for tomorrow: 150 reads in 7 hours.
  assert.equal(nextReadAt(plus(600)), evening + 290 * SEC);
  // 470 left: 20 reads for the evening, one every 21 minutes.
  assert.equal(nextReadAt(plus(470)), evening + (7 * HOUR) / 20);
  // 455 left: 5 for the evening, not even hourly: the whole budget of 105 to the reset, at most hourly.
  assert.equal(nextReadAt(plus(455)), evening + HOUR);
});

test('after working hours on Free: the budget spread to the reset, at most hourly', () => {
  const evening = Date.parse('2026-03-10T17:00:00Z');
  // 7 hours to the reset, 30 left less a reserve of 18: 12 reads, one every 35 minutes, so hourly.
  assert.equal(nextReadAt(input({ quota: free(30), workEndsAt: null, now: evening, lastReadAt: evening })), evening + HOUR);
});

test('the reserve for writes covers a working day and shrinks as the day runs out, never below 5', () => {
  assert.equal(reserveFor(free(50), 8 * HOUR), 20);
  assert.equal(reserveFor(free(50), 4 * HOUR), 10);
  assert.equal(reserveFor(free(50), HOUR), 5);
  assert.equal(reserveFor(free(50), 0), 5);
  assert.equal(reserveFor(business, 8 * HOUR), 2_000);
});

test('Free: hidden reads spread what is left beyond the reserve evenly until the end of the working day', () => {
  // 7 hours left: 40 requests less a reserve of 18 leaves 22 reads.
  assert.equal(nextReadAt(input({ quota: free(40) })), T10 + (7 * HOUR) / 22);
});

test('the next read does not move earlier as time passes without a read', () => {
  const at = (now: number) => nextReadAt(input({ quota: free(40), now }));
  assert.equal(at(T10 + 10 * MIN), T10 + (7 * HOUR) / 22);
  assert.equal(at(T10 + 19 * MIN), T10 + (7 * HOUR) / 22);
});

test('Free: a shown window polls every 55 s while there are spare reads, and waits like the tray without', () => {
  // 7 hours need 8 hidden reads to come every 55 minutes: 22 reads leave 14 spare.
  assert.equal(nextReadAt(input({ quota: free(40), windowVisible: true })), T10 + 55 * SEC);
  // 25 requests less a reserve of 18: 7 reads, fewer than the hidden schedule needs.
  assert.equal(nextReadAt(input({ quota: free(25), windowVisible: true })), T10 + HOUR);
});

test('Free: with the quota spent down to the reserve, no read is planned and no event reads', () => {
  const spent = input({ quota: free(18), now: T10 + 5 * MIN });
  assert.equal(nextReadAt(spent), null);
  assert.equal(readOnEvent(spent, 'wake'), false);
  assert.equal(readOnEvent(spent, 'show'), false);
});

test('a window shown reads unless the last read is under 20 s old', () => {
  assert.equal(readOnEvent(input({ now: T10 + 10 * SEC }), 'show'), false);
  assert.equal(readOnEvent(input({ now: T10 + 30 * SEC }), 'show'), true);
});

test('Free: the show and prompt reads need spare reads; wake, unlock and network return need only budget', () => {
  const spare = input({ quota: free(40), now: T10 + 30 * SEC });
  assert.equal(readOnEvent(spare, 'show'), true);
  assert.equal(readOnEvent(spare, 'prompt'), true);
  const tight = input({ quota: free(25), now: T10 + 30 * SEC });
  assert.equal(readOnEvent(tight, 'show'), false);
  assert.equal(readOnEvent(tight, 'prompt'), false);
  assert.equal(readOnEvent(tight, 'wake'), true);
  assert.equal(readOnEvent(tight, 'unlock'), true);
  assert.equal(readOnEvent(tight, 'online'), true);
});

test("a budget's figure out of date reads at once from spare reads, however fresh the last read (it costs two requests)", () => {
  assert.equal(readOnEvent(input({ quota: business }), 'budget'), true, 'just after a read');
  assert.equal(readOnEvent(input(), 'budget'), true, 'no quota headers yet');
  // At 10:00 on a Free day, 26 requests are kept for the writes and the hidden reads until 17:00.
  assert.equal(readOnEvent(input({ quota: free(28) }), 'budget'), true, 'two spare reads');
  assert.equal(readOnEvent(input({ quota: free(27) }), 'budget'), false, 'one spare read: the figure waits for the next read');
  assert.equal(readOnEvent(input({ quota: business, failures: 2, lastAttemptAt: T10 }), 'budget'), false, 'not through a backoff');
});

test('Free, evening, window shown: 55 s only from the reads beyond an hourly one to the reset, then hourly and said to be rationed (issue 69)', () => {
  const evening = Date.parse('2026-03-10T19:00:00Z');
  const at = (remaining: number) => input({ quota: free(remaining), workEndsAt: null, now: evening, lastReadAt: evening, windowVisible: true });
  // 5 hours to the reset: a reserve of 13 and 5 hourly reads; 20 left leaves 2 spare.
  assert.equal(nextReadAt(at(20)), evening + 55 * SEC);
  assert.equal(readsRationed(at(20)), false);
  // 18 left: the 5 hourly reads alone, so the window waits like the tray and says so.
  assert.equal(nextReadAt(at(18)), evening + HOUR);
  assert.equal(readsRationed(at(18)), true);
  // The day spent down to the reserve: nothing planned, rationed all the same.
  assert.equal(nextReadAt(at(13)), null);
  assert.equal(readsRationed(at(13)), true);
  // Business and an unknown quota never are; nor is a first read.
  assert.equal(readsRationed(input({ quota: business, workEndsAt: null, windowVisible: true })), false);
  assert.equal(readsRationed(input({ windowVisible: true })), false);
  assert.equal(readsRationed(input({ quota: free(13), lastReadAt: null })), false);
});
