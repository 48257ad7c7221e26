// The account's offset at its edges: ±14:00 exactly, rows with a field missing or unreadable,
// offsets written with and without a colon, fractions of a second, spaces around; and what is
// learned from a source as strong as the last one, or the same again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ASSUMED_ZONE, learnZone, offsetFromIso, offsetFromRow, offsetFromStopwatch } from '../../../main/core/time/zone.ts';

test('a row: +14:00 exactly is a zone, one minute more is not; a field missing or unreadable says nothing', () => {
  assert.equal(offsetFromRow({ created_at: '2026-03-10 09:00:00', date_created: '2026-03-10T09:00:00+1400' }), 840);
  assert.equal(offsetFromRow({ created_at: '2026-03-10 09:00:00', date_created: '2026-03-10T09:00:00+1401' }), undefined);
  assert.equal(offsetFromRow({ created_at: '2026-03-10 09:00:00', date_created: '2026-03-10T09:00:00-0330' }), -210);
  assert.equal(offsetFromRow({ created_at: '2026-03-10 09:00:00', date_created: '2026-03-10T09:00:00+05:30' }), 330);
  assert.equal(offsetFromRow({ date_created: '2026-03-10T09:00:00+0100' }), undefined);
  assert.equal(offsetFromRow({ created_at: '2026-03-10 10:00:00' }), undefined);
  assert.equal(offsetFromRow({ created_at: 'soon', date_created: '2026-03-10T09:00:00+0100' }), undefined);
  assert.equal(offsetFromRow({ created_at: '2026-03-10 10:00:00', date_created: 'soon' }), undefined);
});

test('a stopwatch start that cannot be read says nothing', () => {
  assert.equal(offsetFromStopwatch('soon', Date.parse('2026-03-10T09:00:00Z'), Date.parse('2026-03-10T09:00:00Z')), undefined);
  assert.equal(offsetFromStopwatch('2026-03-10 10:00:00', Date.parse('2026-03-10T09:00:00Z'), Date.parse('2026-03-10T09:00:01Z')), 60);
});

test('an ISO date: an offset with or without a colon, a fraction of a second of any length, spaces around; anything after the offset: none', () => {
  assert.equal(offsetFromIso(' 2026-03-10T09:00:00.123456+05:30 '), 330);
  assert.equal(offsetFromIso('2026-03-10T09:00:00.5-0800'), -480);
  assert.equal(offsetFromIso('2026-03-10T09:00:00+01:00x'), undefined);
  assert.equal(offsetFromIso('2026-03-10T09:00:00.x+01:00'), undefined);
  assert.equal(offsetFromIso(3), undefined);
});

test('learning: the same again changes nothing; a new offset from as strong a source replaces it; a stronger source with the same offset is kept', () => {
  const user = learnZone(ASSUMED_ZONE, 60, 'user');
  assert.deepEqual(user, { offsetMinutes: 60, source: 'user' });
  assert.equal(learnZone(user, 60, 'user'), user);
  assert.deepEqual(learnZone(user, 120, 'user'), { offsetMinutes: 120, source: 'user' });
  assert.deepEqual(learnZone(user, 60, 'stopwatch'), { offsetMinutes: 60, source: 'stopwatch' });
  assert.equal(learnZone(user, undefined, 'report'), user);
  assert.deepEqual(ASSUMED_ZONE, { offsetMinutes: 0, source: 'assumed' });
  const report = learnZone(user, 60, 'report');
  assert.equal(learnZone(report, 0, 'stopwatch'), report);
});
