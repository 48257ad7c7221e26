// "checked 3 min ago" (issue 69, item 4): said only for an account whose quota spaces the
// reads beyond a minute, named where there are several, in minutes within the hour and as a
// time of day in the account's zone after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AccountRow, SyncView } from '../../../main/core/snapshot.ts';
import { checkedWords, type CheckedInput } from '../../../renderer/text/checked-words.ts';
import { DISPLAY_24H } from '../../support/display.ts';

const AT = Date.UTC(2026, 2, 10, 19, 0);
const SIGNED_IN: CheckedInput['session'] = { state: 'signed_in', baseUrl: 'https://x.test/api/v1', accountId: 'demo', email: 'ada@example.com', userId: 1, userName: 'Ada', role: 'admin' };
const SYNC: SyncView = { state: 'ok', queued: 0, queuedLabels: [], resumesAt: null, lastReadAt: AT, readsRationed: true, quotaRemaining: 18, quotaLimit: 50, message: null };

function one(sync: Partial<SyncView> = {}, over: Partial<CheckedInput> = {}): CheckedInput {
  return { session: SIGNED_IN, sync: { ...SYNC, ...sync }, accounts: null, zone: { offsetMinutes: 60, source: 'report' }, display: DISPLAY_24H, ...over };
}

const row = (name: string, over: Partial<AccountRow>): AccountRow => ({ key: name, name, label: name, session: 'signed_in', accountId: name, email: null, baseUrl: null, today: '2026-03-10', todaySeconds: 0, queued: 0, syncState: 'ok', problem: null, ...over });

test('one account: said when rationed, in minutes, then as a time of day in its zone', () => {
  assert.deepEqual(checkedWords(one(), AT + 30_000), ["Checked for changes made elsewhere less than a minute ago; the plan's requests a day space the checks."]);
  assert.deepEqual(checkedWords(one(), AT + 3 * 60_000 + 59_000), ["Checked for changes made elsewhere 3 min ago; the plan's requests a day space the checks."]);
  assert.deepEqual(checkedWords(one(), AT + 60 * 60_000, 'en-GB'), ["Checked for changes made elsewhere at 20:00; the plan's requests a day space the checks."]);
});

test('one account: nothing said when not rationed, never read, or signed out', () => {
  assert.deepEqual(checkedWords(one({ readsRationed: false }), AT), []);
  assert.deepEqual(checkedWords(one({ readsRationed: undefined }), AT), []);
  assert.deepEqual(checkedWords(one({ lastReadAt: null }), AT), []);
  assert.deepEqual(checkedWords(one({}, { session: { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] } }), AT), []);
});

test('several accounts: a line for each rationed account signed in, by name', () => {
  const rows = [row('Acme', { lastReadAt: AT, readsRationed: false }), row('Studio', { lastReadAt: AT - 5 * 60_000, readsRationed: true }), row('Old', { session: 'signed_out', lastReadAt: AT, readsRationed: true })];
  const accounts = { inUse: 'Acme', inUseName: 'Acme', rows, todaySeconds: 0, running: null, otherProjects: [], otherTasks: {} };
  assert.deepEqual(checkedWords(one({}, { accounts }), AT), ["Studio: checked for changes made elsewhere 5 min ago; its plan's requests a day space the checks."]);
});
