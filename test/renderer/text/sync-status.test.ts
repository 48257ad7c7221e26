// What the status region says: offline with N waiting, rate limited until a time in the
// account's zone, signed out with queued actions kept, the quota, idle detection limited.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SyncView } from '../../../main/core/snapshot.ts';
import { syncSummary, type SyncInput } from '../../../renderer/text/sync-status.ts';
import { DISPLAY_12H, DISPLAY_24H } from '../../support/display.ts';

const SIGNED_IN: SyncInput['session'] = { state: 'signed_in', baseUrl: 'https://x.test/api/v1', accountId: 'demo', email: 'ada@example.com', userId: 1, userName: 'Ada', role: 'admin' };
const SYNC: SyncView = { state: 'ok', queued: 0, queuedLabels: [], resumesAt: null, lastReadAt: null, quotaRemaining: null, quotaLimit: null, message: null };

function input(sync: Partial<SyncView>, over: Partial<SyncInput> = {}): SyncInput {
  return { session: SIGNED_IN, sync: { ...SYNC, ...sync }, idle: { detection: 'on', prompt: null, stillWorking: null }, zone: { offsetMinutes: 60, source: 'report' }, display: DISPLAY_24H, ...over };
}

test('all synced', () => {
  const s = syncSummary(input({}), 'en-GB');
  assert.equal(s.headline, 'All changes synced.');
  assert.equal(s.tone, 'ok');
});

test('offline: the actions waiting, and which they are', () => {
  const s = syncSummary(input({ state: 'offline', queued: 2, queuedLabels: ['Start Website Redesign at 09:12', 'Stop at 09:40'] }), 'en-GB');
  assert.equal(s.headline, 'Offline: 2 actions waiting to sync.');
  assert.equal(s.tone, 'warning');
  assert.deepEqual(s.queued, ['Start Website Redesign at 09:12', 'Stop at 09:40']);
});

test("rate limited: until when, in the account's zone", () => {
  const s = syncSummary(input({ state: 'rate_limited', queued: 1, resumesAt: Date.UTC(2025, 2, 12, 13, 5) }), 'en-GB');
  assert.equal(s.headline, 'Request limit reached: sync resumes at 14:05. 1 action waiting.');
  // The clock is the display settings', not the locale's own (en-GB reads 24-hour by itself).
  const twelve = syncSummary(input({ state: 'rate_limited', queued: 1, resumesAt: Date.UTC(2025, 2, 12, 13, 5) }, { display: DISPLAY_12H }), 'en-GB');
  assert.equal(twelve.headline.replace(/\u202f/g, ' ').toUpperCase(), 'REQUEST LIMIT REACHED: SYNC RESUMES AT 2:05 PM. 1 ACTION WAITING.');
});

test('signed out (token revoked): the queued actions are kept and said so', () => {
  const s = syncSummary(input({ state: 'signed_out', queued: 3 }, { session: { state: 'signed_out', reason: 'The service ended the session.', authAttemptsLeft: null, authWrongLeft: null, limits: [] } }), 'en-GB');
  assert.equal(s.headline, 'Signed out: 3 actions kept. They are sent when you sign in again.');
  assert.equal(s.tone, 'warning');
  const one = syncSummary(input({ state: 'signed_out', queued: 1 }, { session: { state: 'signed_out', reason: 'The service ended the session.', authAttemptsLeft: null, authWrongLeft: null, limits: [] } }), 'en-GB');
  assert.equal(one.headline, 'Signed out: 1 action kept. It is sent when you sign in again.');
});

test('the quota: a quiet figure, a note once it runs low', () => {
  const plenty = syncSummary(input({ quotaRemaining: 4_980, quotaLimit: 5_000 }), 'en-GB');
  assert.equal(plenty.quota, '4,980 of 5,000 requests left today for account demo.');
  assert.deepEqual(plenty.notes, []);
  const low = syncSummary(input({ quotaRemaining: 9, quotaLimit: 50 }), 'en-GB');
  assert.equal(low.quota, null);
  assert.deepEqual(low.notes, ['9 of 50 requests left today for account demo.']);
  // With several accounts, the one shown, by the person's name for it.
  const studio = syncSummary(input({ quotaRemaining: 44, quotaLimit: 50 }, { accounts: { inUse: 'a2', inUseName: 'Studio', rows: [], todaySeconds: 0, running: null, otherProjects: [], otherTasks: {} } }), 'en-GB');
  assert.equal(studio.quota, '44 of 50 requests left today for Studio.');
});

test('idle detection limited on this system is a note', () => {
  const s = syncSummary(input({}, { idle: { detection: 'limited', prompt: null, stillWorking: null } }), 'en-GB');
  assert.deepEqual(s.notes, ['Idle detection is limited on this system: screen locks and sleep still count as away.']);
});
