import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ASSUMED_ZONE, learnZone, learnZoneAt, offsetFromIso, offsetFromRow, offsetFromStopwatch } from '../../../main/core/time/zone.ts';

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
  assert.equal(offsetFromStopwatch('2026-03-10 10:00:04', sent, sent + 300), 60);
  assert.equal(offsetFromStopwatch('2026-03-10 14:47:00', sent, sent), 345);
  assert.equal(offsetFromStopwatch(null, sent, sent), undefined);
});

test('a stopwatch answer whose trip spanned a jump of the clock (sent before a laptop slept, handled after) tells no offset', () => {
  const sent = Date.parse('2026-03-10T09:00:00Z');
  const woke = sent + 100 * 60_000;
  // The service (UTC+1) handled it as the laptop woke: read from the send, that is UTC+2:45.
  assert.equal(offsetFromStopwatch('2026-03-10 11:40:00', sent, woke + 500), undefined);
  // A slow answer that still reads as one offset from either end is kept.
  assert.equal(offsetFromStopwatch('2026-03-10 10:00:30', sent, sent + 60_000), 60);
  // Twenty minutes in flight: from the send it reads 1:15, from the answer 1:00.
  assert.equal(offsetFromStopwatch('2026-03-10 10:20:00', sent, sent + 20 * 60_000), undefined);
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

test('daylight saving: the newest reading wins, an older one of another offset is history', () => {
  const at = (iso: string) => Date.parse(iso);
  const winter = learnZoneAt({ zone: ASSUMED_ZONE, seenAt: null }, 60, at('2026-03-28T16:00:00Z'), 'report');
  assert.deepEqual(winter, { zone: { offsetMinutes: 60, source: 'report' }, seenAt: at('2026-03-28T16:00:00Z') });
  // The next morning a read finds only rows made before the change: still winter, nothing moves.
  assert.equal(learnZoneAt(winter, 60, at('2026-03-28T15:00:00Z'), 'report'), winter);
  // A create's answer after the change says +02:00 (rounded): the clocks moved.
  const summer = learnZoneAt(winter, 120, at('2026-03-29T07:00:00Z'), 'stopwatch');
  assert.deepEqual(summer, { zone: { offsetMinutes: 120, source: 'stopwatch' }, seenAt: at('2026-03-29T07:00:00Z') });
  // A row created before the change read after it does not move it back.
  assert.equal(learnZoneAt(summer, 60, at('2026-03-28T16:00:00Z'), 'report'), summer);
  // The new entry's own row confirms it exactly.
  assert.deepEqual(learnZoneAt(summer, 120, at('2026-03-29T07:00:00Z'), 'report').zone, { offsetMinutes: 120, source: 'report' });
});

test('a rounded reading a quarter hour off an exact one is the machine\'s clock, not the zone; the user hint moves nothing learned from entries', () => {
  const exact = learnZoneAt({ zone: ASSUMED_ZONE, seenAt: null }, 330, 1_000, 'report');
  assert.equal(learnZoneAt(exact, 345, 2_000, 'stopwatch'), exact);
  assert.equal(learnZoneAt(exact, 0, 3_000, 'user'), exact);
  assert.deepEqual(learnZoneAt(exact, 390, 4_000, 'stopwatch').zone, { offsetMinutes: 390, source: 'stopwatch' });
  assert.equal(learnZoneAt(exact, undefined, 5_000, 'report'), exact);
  assert.equal(learnZoneAt(exact, 300, Number.NaN, 'report'), exact);
});
