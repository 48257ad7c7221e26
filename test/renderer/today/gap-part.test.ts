// The part of a gap typed in its panel: the whole gap as offered, a part inside it, and each
// field's reason when it is not a time inside the gap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gapPart, type GapPartInput } from '../../../renderer/today/gap-part.ts';

const at = (hms: string): number => Date.parse(`2026-03-10T${hms}Z`);
const gap = { date: '2026-03-10', start: at('09:00:35'), end: at('10:00:07'), seconds: 3572, kind: 'present' as const, awaySeconds: 0 };
const input = (over: Partial<GapPartInput>): GapPartInput => ({
  gap, offsetMinutes: 0, from: '9:00', to: '10:00', fromOffered: true, toOffered: true, words: { start: '9:00', end: '10:00', example: '10:30' }, ...over,
});

test('as offered, the whole gap to the second; typed to the minute of its bounds, the bounds themselves', () => {
  assert.deepEqual(gapPart(input({})), { start: gap.start, end: gap.end });
  assert.deepEqual(gapPart(input({ fromOffered: false, toOffered: false })), { start: gap.start, end: at('10:00:00') });
});

test('a part inside the gap: from and to as typed', () => {
  assert.deepEqual(gapPart(input({ from: '9:15', fromOffered: false, to: '9:45', toOffered: false })), { start: at('09:15:00'), end: at('09:45:00') });
  assert.deepEqual(gapPart(input({ to: '9:30 AM', toOffered: false })), { start: gap.start, end: at('09:30:00') });
});

test('outside the gap, unreadable, or ending before it starts: the field says why; nothing is sent', () => {
  assert.deepEqual(gapPart(input({ from: '8:30', fromOffered: false })), { fields: { from: 'Between 9:00 and 10:00, inside the gap.' } });
  assert.deepEqual(gapPart(input({ to: '40m', toOffered: false })), { fields: { to: '"40m" is a length of time, not a time of day: type the time itself, such as 10:30.' } });
  assert.deepEqual(gapPart(input({ from: '9:40', fromOffered: false, to: '9:20', toOffered: false })), { fields: { to: 'Later than the start (9:40).' } });
});
