import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ASSUMED_ZONE, learnZone, offsetFromIso, offsetFromRow, offsetFromStopwatch } from '../../../main/core/time/zone.ts';

test('a report row gives the exact offset (local created_at against ISO date_created)', () => {
  assert.equal(offsetFromRow({ created_at: '2026-03-10 14:30:00', date_created: '2026-03-10T09:00:00+0000' }), 330);
  assert.equal(offsetFromRow({ created_at: '2026-03-10 04:00:00', date_created: '2026-03-10T09:00:00+0000' }), -300);
  assert.equal(offsetFromRow({ created_at: '2026-03-10 14:30:00', date_created: '2026-03-10T14:30:00+0530' }), 330);
});

test('unreadable or absurd rows say nothing', () => {
  assert.equal(offsetFromRow({ created_at: 'yesterday', date_created: '2026-03-10T09:00:00+0000' }), undefined);
  assert.equal(offsetFromRow({ created_at: '2026-03-12 09:00:00', date_created: '2026-03-10T09:00:00+0000' }), undefined);
  assert.equal(offsetFromRow({}), undefined);
});

test('a stopwatch answer gives the offset rounded to a quarter hour (latency and skew absorbed)', () => {
  const sent = Date.parse('2026-03-10T09:00:00Z');
  assert.equal(offsetFromStopwatch('2026-03-10 10:00:04', sent), 60);
  assert.equal(offsetFromStopwatch('2026-03-10 14:47:00', sent), 345);
  assert.equal(offsetFromStopwatch(null, sent), undefined);
});

test('an exact reading is not overridden by a rounded one', () => {
  const exact = learnZone(ASSUMED_ZONE, 330, 'report');
  assert.deepEqual(exact, { offsetMinutes: 330, source: 'report' });
  assert.equal(learnZone(exact, 300, 'stopwatch'), exact);
  assert.deepEqual(learnZone(ASSUMED_ZONE, 60, 'stopwatch'), { offsetMinutes: 60, source: 'stopwatch' });
});

test('the user record\'s ISO dates give a hint that a report row or a stopwatch answer overrides', () => {
  assert.equal(offsetFromIso('2026-03-10T09:00:00+0530'), 330);
  assert.equal(offsetFromIso('2026-03-10T09:00:00-08:00'), -480);
  assert.equal(offsetFromIso('2026-03-10 09:00:00'), undefined);
  const hint = learnZone(ASSUMED_ZONE, -480, 'user');
  assert.deepEqual(hint, { offsetMinutes: -480, source: 'user' });
  assert.deepEqual(learnZone(hint, -420, 'stopwatch'), { offsetMinutes: -420, source: 'stopwatch' });
  const exact = learnZone(hint, -420, 'report');
  assert.equal(learnZone(exact, -480, 'user'), exact);
});
