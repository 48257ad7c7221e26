// Calendar arithmetic in the account's zone: the start of a local day, a date's weekday, and
// times of day as the settings and the service write them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MS_PER_HOUR, MS_PER_MINUTE, SECONDS_PER_DAY, parseTimeOfDay, startOfLocalDate, weekdayOf } from '../../../main/core/time/local-calendar.ts';

test('the units', () => {
  assert.equal(MS_PER_MINUTE, 60_000);
  assert.equal(MS_PER_HOUR, 3_600_000);
  assert.equal(SECONDS_PER_DAY, 86_400);
});

test('a local day starts at its midnight in the zone: earlier in UTC east of it, later west', () => {
  assert.equal(startOfLocalDate('2026-03-10', 0), Date.parse('2026-03-10T00:00:00Z'));
  assert.equal(startOfLocalDate('2026-03-10', 60), Date.parse('2026-03-09T23:00:00Z'));
  assert.equal(startOfLocalDate('2026-01-01', -330), Date.parse('2026-01-01T05:30:00Z'));
  assert.throws(() => startOfLocalDate('2026-3-10', 0), (e: unknown) => e instanceof RangeError && e.message === 'not a date YYYY-MM-DD: 2026-3-10');
  for (const bad of ['x2026-03-10', '2026-03-10x', '2026-03-10T00:00']) assert.throws(() => weekdayOf(bad), RangeError, bad);
});

test('weekdays: 0 Sunday to 6 Saturday, the same whatever the machine zone', () => {
  assert.deepEqual(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-14', '2026-01-01', '2028-02-29'].map(weekdayOf), [0, 1, 2, 6, 4, 2]);
});

test('a time of day HH:MM or HH:MM:SS; 24:00 only where the end of a day may be meant', () => {
  assert.equal(parseTimeOfDay('00:00'), 0);
  assert.equal(parseTimeOfDay('09:30'), 9 * 3600 + 30 * 60);
  assert.equal(parseTimeOfDay('23:59:59'), SECONDS_PER_DAY - 1);
  assert.equal(parseTimeOfDay('12:00:30'), 12 * 3600 + 30);
  assert.equal(parseTimeOfDay('24:00'), null);
  assert.equal(parseTimeOfDay('24:00', true), SECONDS_PER_DAY);
  assert.equal(parseTimeOfDay('24:00:00', true), SECONDS_PER_DAY);
  for (const bad of ['24:01', '24:00:01', '25:00']) assert.equal(parseTimeOfDay(bad, true), null, bad);
  for (const bad of ['9:30', '09:60', '09:30:60', '09:30:5', '', 'x09:30', '09:30x', '24:00']) assert.equal(parseTimeOfDay(bad), null, bad);
});
