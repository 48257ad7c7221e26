// The user's capacity read leniently from a record or a cache, and when to read it again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capacityDue, capacityOf, parseCapacity } from '../../../main/core/reads/user-capacity.ts';

test('capacity_per_day and work_days leniently: numbers as strings, odd or missing values as not said', () => {
  assert.deepEqual(capacityOf({ capacity_per_day: 8, work_days: [5, 1, 3, 3] }, 'd'), { capacityPerDay: 8, workDays: [1, 3, 5], readFor: 'd' });
  assert.deepEqual(capacityOf({ capacity_per_day: '7.5', work_days: ['1', 9, 'x'] }, 'd'), { capacityPerDay: 7.5, workDays: [1], readFor: 'd' });
  assert.deepEqual(capacityOf({ capacity_per_day: -1 }, 'd'), { capacityPerDay: null, workDays: null, readFor: 'd' });
  assert.deepEqual(capacityOf({ capacity_per_day: '', work_days: '1,2' }, 'd'), { capacityPerDay: null, workDays: null, readFor: 'd' });
  assert.deepEqual(capacityOf(null, 'd'), { capacityPerDay: null, workDays: null, readFor: 'd' });
});

test('once a day, and on a tight day only when never read', () => {
  const read = capacityOf({ capacity_per_day: 8 }, '2026-03-10');
  assert.equal(capacityDue(null, '2026-03-10', true), true);
  assert.equal(capacityDue(read, '2026-03-10', false), false);
  assert.equal(capacityDue(read, '2026-03-11', false), true);
  assert.equal(capacityDue(read, '2026-03-11', true), false);
});

test('the cache: read back as kept; anything odd is none', () => {
  const kept = JSON.parse(JSON.stringify(capacityOf({ capacity_per_day: 6, work_days: [1, 2] }, '2026-03-10'))) as unknown;
  assert.deepEqual(parseCapacity(kept), { capacityPerDay: 6, workDays: [1, 2], readFor: '2026-03-10' });
  assert.equal(parseCapacity({ capacityPerDay: 6 }), null);
  assert.equal(parseCapacity('x'), null);
});
