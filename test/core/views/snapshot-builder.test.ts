// The one frozen snapshot from the engine's parts: today in the account's zone, the running
// entry and its budget, the sync line's state and words, and everything else passed through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSnapshot, type SnapshotParts } from '../../../main/core/views/snapshot-builder.ts';
import { NO_TODOS } from '../../../main/core/views/todo-view.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';

// 23:30 UTC on the 9th is already the 10th one hour east.
const NOW = Date.parse('2026-03-09T23:30:00Z');

const entry = (key: string, over: Partial<EntryView> = {}): EntryView => ({
  key, id: 1, date: '2026-03-10', projectId: 1, projectName: 'Website', customerName: null, taskId: null, taskName: null, description: '', timeStart: '00:00:00', timeEnd: '00:10:00', totalSeconds: 600, runningSince: null, locked: false, pending: false, ...over,
});

const PASSED = ['session', 'week', 'projects', 'settings', 'serviceWorkingHours', 'zone', 'display', 'shownWeek', 'secretStore', 'shell', 'notice', 'update', 'updatedTo', 'windowVisible'] as const;

function parts(over: Partial<SnapshotParts> = {}): SnapshotParts {
  const marks = Object.fromEntries(PASSED.map((k) => [k, { mark: k }]));
  return {
    ...marks,
    language: 'en',
    zone: { offsetMinutes: 60 },
    projects: [{ id: 1, name: 'Website', customerName: null, requiredTask: false, active: true, budget: { by: 'time', amount: 10, progressPercent: 50 } }],
    now: NOW,
    signedIn: true,
    views: [entry('a', { runningSince: NOW - 60_000, pending: true }), entry('b', { date: '2026-03-09' }), entry('c', { pending: true })],
    recent: [entry('b')],
    idle: { detection: 'on' },
    reminder: { due: false },
    queuedLabels: ['Stop Website'],
    held: false,
    sync: { state: 'online', message: 'All sent', resumesAt: 5, lastReadAt: 6 },
    limits: { blockedUntil: {}, daily: { limit: 1000, remaining: 900, resetAt: 0 } },
    tasks: { '1': [{ id: 5, name: 'Design', billable: true }] },
    todos: undefined,
    focus: undefined,
    ...over,
  } as unknown as SnapshotParts;
}

test('today, its entries and the running one are read in the account zone', () => {
  const s = buildSnapshot(parts());
  assert.equal(s.today, '2026-03-10');
  assert.deepEqual(s.todayEntries.map((v) => v.key), ['a', 'c']);
  assert.equal(s.running?.key, 'a');
  assert.equal(buildSnapshot(parts({ views: [entry('c')] })).running, null);
});

test('the running budget counts the run until now', () => {
  const s = buildSnapshot(parts({ budgetRecorded: { 1: 1800 } }));
  assert.equal(s.runningBudget?.usedSeconds, 5 * 3600 + 1800 + 60);
  assert.equal(buildSnapshot(parts()).runningBudget?.usedSeconds, 5 * 3600 + 600 + 60, 'without a tally: the entry total and the run');
  assert.equal(buildSnapshot(parts({ views: [] })).runningBudget, null);
});

test('the sync line: its state, the queue, the quota, the pending entries', () => {
  const s = buildSnapshot(parts());
  assert.deepEqual(s.sync, {
    state: 'online',
    queued: 1,
    queuedLabels: ['Stop Website'],
    pendingKeys: ['a', 'c'],
    resumesAt: 5,
    lastReadAt: 6,
    readsRationed: false,
    quotaRemaining: 900,
    quotaLimit: 1000,
    message: 'All sent',
  });
  assert.equal(buildSnapshot(parts({ sync: { state: 'ok', message: null, resumesAt: null, lastReadAt: 6, readsRationed: true } })).sync.readsRationed, true, 'the engine says when the quota spaces its reads');
  const unknownQuota = buildSnapshot(parts({ limits: { blockedUntil: {} } }));
  assert.equal(unknownQuota.sync.quotaRemaining, null);
  assert.equal(unknownQuota.sync.quotaLimit, null);
});

test('signed out with actions queued, or a queue held for another user, says so', () => {
  assert.equal(buildSnapshot(parts({ signedIn: false })).sync.state, 'signed_out');
  assert.equal(buildSnapshot(parts({ signedIn: false, queuedLabels: [] })).sync.state, 'online', 'nothing queued: the state as it is');
  const one = buildSnapshot(parts({ held: true, language: 'en' }));
  assert.equal(one.sync.state, 'held');
  assert.equal(one.sync.message, '1 action of another user waits; it is sent only when that user signs in again.');
  const two = buildSnapshot(parts({ held: true, language: 'en', queuedLabels: ['Stop Website', 'Start Docs'] }));
  assert.equal(two.sync.message, '2 actions of another user wait; they are sent only when that user signs in again.');
  const german = buildSnapshot(parts({ held: true, language: 'de', queuedLabels: ['Stop Website', 'Start Docs'] }));
  assert.equal(german.sync.message, '2 Aktionen eines anderen Benutzers warten; sie werden erst gesendet, wenn sich dieser Benutzer wieder anmeldet.');
  assert.equal(buildSnapshot(parts({ held: true, language: 'en', signedIn: false })).sync.state, 'signed_out');
});

test('everything else passes through; no to-dos or focus yet reads as none; all of it frozen', () => {
  const p = parts();
  const s = buildSnapshot(p);
  for (const k of PASSED) assert.equal(s[k], p[k], k);
  assert.deepEqual(s.recent, p.recent);
  assert.notEqual(s.recent, p.recent);
  assert.deepEqual(s.idle, p.idle);
  assert.deepEqual(s.reminder, p.reminder);
  assert.equal(s.todos, NO_TODOS);
  assert.equal(s.focus, null);
  const todos = { mark: 'todos' } as unknown as SnapshotParts['todos'];
  const focus = { mark: 'focus' } as unknown as SnapshotParts['focus'];
  const t = buildSnapshot(parts({ todos, focus }));
  assert.equal(t.todos, todos);
  assert.equal(t.focus, focus);
  for (const part of [s, s.todayEntries, s.recent, s.sync, s.sync.queuedLabels, s.sync.pendingKeys, s.idle, s.reminder]) assert.ok(Object.isFrozen(part));
});

test("the tasks are marked as their entries would be: a project not known to be billable makes none of its tasks billable", () => {
  assert.deepEqual(buildSnapshot(parts()).tasks, { '1': [{ id: 5, name: 'Design', billable: false }] });
  const billable = parts();
  const projects = [{ ...billable.projects[0]!, billable: true }];
  assert.deepEqual(buildSnapshot({ ...billable, projects }).tasks, { '1': [{ id: 5, name: 'Design', billable: true }] });
});
