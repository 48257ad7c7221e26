// A to-do read made a minute ago is fresh, whether or not an attempt was recorded since.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decideTodoRead } from '../../../main/core/reads/todo-refresh.ts';

const NOW = Date.parse('2026-03-10T09:00:00Z');
const policy = { now: NOW, lastReadAt: NOW, lastAttemptAt: NOW, windowVisible: true, presence: 'active' as const, failures: 0, quota: null, workEndsAt: null };

test('read a minute ago, no attempt recorded: fresh', () => {
  assert.deepEqual(decideTodoRead({ ask: 'open', now: NOW, readAt: NOW - 60_000, attemptAt: null, policy }), { read: false, because: 'fresh' });
  assert.deepEqual(decideTodoRead({ ask: 'open', now: NOW, readAt: null, attemptAt: null, policy }), { read: true });
});
