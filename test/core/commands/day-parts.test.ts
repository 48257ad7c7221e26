// The one rule for time that runs across the account's midnight (quick entry, a folded run,
// a stop past midnight): one part per day, the first up to 23:59:59, the next from 00:00:00,
// the second before midnight held by neither.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dayParts, LAST_SECOND } from '../../../main/core/commands/day-parts.ts';

const hm = (h: number, m: number): number => h * 3600 + m * 60;

test('inside its day: one part, as given', () => {
  assert.deepEqual(dayParts('2026-03-10', hm(9, 0), 3600), [{ date: '2026-03-10', start: hm(9, 0), total: 3600 }]);
  assert.deepEqual(dayParts('2026-03-10', hm(23, 0), 3599), [{ date: '2026-03-10', start: hm(23, 0), total: 3599 }], 'ends at 23:59:59');
});

test('from 23:00 for 1:15: 23:00-23:59:59, then 00:00-00:15 of the next day', () => {
  assert.deepEqual(dayParts('2026-03-10', hm(23, 0), 4500), [
    { date: '2026-03-10', start: hm(23, 0), total: 3599 },
    { date: '2026-03-11', start: 0, total: 900 },
  ]);
});

test('ending exactly at midnight: the second before it is not carried into a next day', () => {
  assert.deepEqual(dayParts('2026-03-10', hm(23, 0), 3600), [{ date: '2026-03-10', start: hm(23, 0), total: 3599 }]);
});

test('across two midnights (and a month end): three parts, the middle one a whole day', () => {
  assert.deepEqual(dayParts('2026-03-31', hm(23, 0), 3600 + 86_400 + 1200), [
    { date: '2026-03-31', start: hm(23, 0), total: 3599 },
    { date: '2026-04-01', start: 0, total: LAST_SECOND },
    { date: '2026-04-02', start: 0, total: 1200 },
  ]);
});

test('nothing, or a negative span: one empty part, never a loop', () => {
  assert.deepEqual(dayParts('2026-03-10', hm(10, 0), 0), [{ date: '2026-03-10', start: hm(10, 0), total: 0 }]);
  assert.deepEqual(dayParts('2026-03-10', hm(10, 0), -5), [{ date: '2026-03-10', start: hm(10, 0), total: 0 }]);
  assert.ok(dayParts('2026-03-10', 0, 1e9).length <= 32, 'a stale clock makes a bounded number of parts');
});
