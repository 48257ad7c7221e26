// What a timesheet export may spend of the day (issue 70): the quota left beyond the timer's
// share, which is the refresh policy's own (the reserve for writes and the tray's reads), and
// the refusal's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportAllowance, exportRefusal, pagesFor } from '../../../main/core/reads/export-reserve.ts';
import type { RefreshPolicyInput } from '../../../main/core/reads/refresh-policy.ts';
import { sourceWords } from '../../../main/i18n/words.ts';

const EN = sourceWords();

const NOW = Date.parse('2026-03-10T09:00:00Z');
const H = 3_600_000;
const input = (over: Partial<RefreshPolicyInput> = {}): RefreshPolicyInput => ({
  now: NOW, lastReadAt: NOW, lastAttemptAt: NOW, windowVisible: false, presence: 'active', failures: 0,
  quota: { remaining: 40, limit: 50, resetAt: NOW + 10 * H }, workEndsAt: null, ...over,
});

test("the export's share is the policy's spare reads: after the working day 40 left, 20 kept for writes and 10 hourly reads, 10 for the export", () => {
  assert.deepEqual(exportAllowance(input()), { spare: 10, keeps: 30 });
});

test('four hours of work left: the reserve shrinks, the tray keeps a read every 55 minutes', () => {
  assert.deepEqual(exportAllowance(input({ workEndsAt: NOW + 4 * H })), { spare: 25, keeps: 15 });
});

test('at 45 of 50 the reserve is all that is left: nothing for the export, the 5 kept', () => {
  assert.deepEqual(exportAllowance(input({ quota: { remaining: 5, limit: 50, resetAt: NOW + 10 * H } })), { spare: 0, keeps: 5 });
  assert.deepEqual(exportAllowance(input({ quota: { remaining: 0, limit: 50, resetAt: NOW + 10 * H } })), { spare: 0, keeps: 0 });
});

test('no daily quota told: nothing kept back', () => {
  assert.deepEqual(exportAllowance(input({ quota: null })), { spare: Number.POSITIVE_INFINITY, keeps: 0 });
  assert.equal(exportRefusal(EN, 'Acme', 500, true, exportAllowance(input({ quota: null }))), null);
});

test('pages: 100 rows a request, one even for none', () => {
  assert.deepEqual([0, 1, 100, 101, 2016].map(pagesFor), [1, 1, 1, 2, 21]);
});

test('the refusal says what the export needs, what is left after what the timer keeps, and what to do', () => {
  const a = { spare: 5, keeps: 10 };
  assert.equal(exportRefusal(EN, 'Studio', 5, true, a), null);
  assert.equal(
    exportRefusal(EN, 'Studio', 12, true, a, 1150),
    'This export needs 12 requests of Studio (1,150 entries); 5 are left today after the 10 the timer keeps. Choose a shorter range or fewer projects, or export tomorrow.',
  );
  assert.equal(
    exportRefusal(EN, 'Studio', 1, false, { spare: 0, keeps: 5 }),
    'This export needs at least 1 request of Studio; none are left today after the 5 the timer keeps. Choose a shorter range or fewer projects, or export tomorrow.',
  );
  assert.match(exportRefusal(EN, 'Studio', 2, true, { spare: 1, keeps: 5 }, 1)!, /needs 2 requests of Studio \(1 entry\); 1 is left today/);
});
