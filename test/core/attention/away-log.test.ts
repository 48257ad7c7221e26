// The away log as pure steps: a stretch added once, oldest first, 14 days kept; a stored
// record read as `unknown`, another person's or a damaged one giving nothing, a bad stretch alone dropped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AWAY_KEEP_DAYS, addAway, keptAway, parseAwayLog } from '../../../main/core/attention/away-log.ts';
import type { AwayStretch } from '../../../main/core/snapshot.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-24T12:00:00Z');
const a = (start: number, minutes: number, kind: AwayStretch['kind'] = 'lock'): AwayStretch => ({ start, end: start + minutes * 60_000, kind });

test('added in time order, the same stretch once, an empty one not at all', () => {
  let log = addAway([], a(NOW - 3_600_000, 30), NOW);
  log = addAway(log, a(NOW - 7_200_000, 10, 'idle'), NOW);
  log = addAway(log, a(NOW - 3_600_000, 30), NOW);
  log = addAway(log, { start: NOW, end: NOW, kind: 'idle' }, NOW);
  assert.deepEqual(log, [a(NOW - 7_200_000, 10, 'idle'), a(NOW - 3_600_000, 30)]);
});

test(`kept ${AWAY_KEEP_DAYS} days: a stretch that ended earlier goes with the next change`, () => {
  const old = a(NOW - 15 * DAY, 60);
  const edge = a(NOW - 14 * DAY - 30 * 60_000, 30);
  const recent = a(NOW - 13 * DAY, 60);
  assert.deepEqual(keptAway([old, edge, recent], NOW), [edge, recent]);
  assert.deepEqual(addAway([old, recent], a(NOW - 60_000, 1), NOW), [recent, a(NOW - 60_000, 1)]);
});

test("a stored record is the owner's only; a bad stretch is dropped, the rest kept", () => {
  const stretches = [a(NOW - DAY, 30), { start: 5, end: 1, kind: 'lock' }, { start: 1, end: 2, kind: 'away' }, { start: '1', end: 2, kind: 'idle' }, null];
  assert.deepEqual(parseAwayLog({ ownerKey: 'me', stretches }, 'me'), [a(NOW - DAY, 30)]);
  assert.deepEqual(parseAwayLog({ ownerKey: 'other', stretches }, 'me'), []);
  assert.deepEqual(parseAwayLog('garbage', 'me'), []);
  assert.deepEqual(parseAwayLog({ ownerKey: 'me', stretches: 'x' }, 'me'), []);
});
