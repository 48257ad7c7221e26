// When the to-dos are read: when the view opens, at most once every 15 minutes, never on a
// tight day by itself; a person's press always.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decideTodoRead, todosTight } from '../../../main/core/reads/todo-refresh.ts';
import type { RefreshPolicyInput } from '../../../main/core/reads/refresh-policy.ts';

const MIN = 60_000;
const T10 = Date.parse('2026-03-10T10:00:00Z');
const policy = (remaining: number | null): RefreshPolicyInput => ({
  now: T10,
  lastReadAt: T10,
  windowVisible: true,
  presence: 'active',
  failures: 0,
  quota: remaining === null ? null : { remaining, limit: 50, resetAt: Date.parse('2026-03-11T00:00:00Z') },
  workEndsAt: Date.parse('2026-03-10T17:00:00Z'),
});

test('an opening reads when never read, and again only 15 minutes after the last read or attempt', () => {
  const open = (readAt: number | null, attemptAt: number | null = readAt) => decideTodoRead({ ask: 'open', now: T10, readAt, attemptAt, policy: policy(null) });
  assert.deepEqual(open(null), { read: true });
  assert.deepEqual(open(T10 - 14 * MIN - 59_000), { read: false, because: 'fresh' });
  assert.deepEqual(open(T10 - 15 * MIN), { read: true });
  assert.deepEqual(open(T10 - 60 * MIN, T10 - MIN), { read: false, because: 'fresh' }, 'a failed attempt is not repeated by an opening either');
});

test('a tight day: the opening reads nothing, the press reads', () => {
  // 10:00, the working day ends at 17:00: the reserve (18) and the hourly tray reads (8) need 26.
  assert.equal(todosTight(policy(27)), false);
  assert.equal(todosTight(policy(26)), true);
  assert.equal(todosTight(policy(null)), false, 'no quota said: nothing binds');
  assert.deepEqual(decideTodoRead({ ask: 'open', now: T10, readAt: null, attemptAt: null, policy: policy(20) }), { read: false, because: 'tight' });
  assert.deepEqual(decideTodoRead({ ask: 'press', now: T10, readAt: T10, attemptAt: T10, policy: policy(20) }), { read: true });
});
