// The working windows of one local day as instants: its own, clipped at midnight, and the
// part of yesterday's night shift that runs into it; none on a day off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { workWindowsOn } from '../../../main/core/attention/day-windows.ts';
import { resolveWorkSchedule } from '../../../main/core/attention/working-hours.ts';

const at = (iso: string): number => Date.parse(iso);
const hours = (days: number[], windows: { start: string; end: string }[]) => resolveWorkSchedule(null, { days, windows });

test('a day with a lunch break: two windows; a day off: none', () => {
  const s = hours([1, 2, 3, 4, 5], [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }]);
  assert.deepEqual(workWindowsOn('2026-03-10', 0, s), [
    { start: at('2026-03-10T09:00:00Z'), end: at('2026-03-10T12:00:00Z') },
    { start: at('2026-03-10T13:00:00Z'), end: at('2026-03-10T17:00:00Z') },
  ]);
  assert.deepEqual(workWindowsOn('2026-03-14', 0, s), [], 'Saturday');
});

test('a night shift 22:00-06:00 on Monday: Monday has 22:00-24:00, Tuesday 00:00-06:00 from it and its own 22:00-24:00', () => {
  const s = hours([1, 2], [{ start: '22:00', end: '06:00' }]);
  assert.deepEqual(workWindowsOn('2026-03-09', 0, s), [{ start: at('2026-03-09T22:00:00Z'), end: at('2026-03-10T00:00:00Z') }]);
  assert.deepEqual(workWindowsOn('2026-03-10', 0, s), [
    { start: at('2026-03-10T00:00:00Z'), end: at('2026-03-10T06:00:00Z') },
    { start: at('2026-03-10T22:00:00Z'), end: at('2026-03-11T00:00:00Z') },
  ]);
  assert.deepEqual(workWindowsOn('2026-03-11', 0, s), [{ start: at('2026-03-11T00:00:00Z'), end: at('2026-03-11T06:00:00Z') }], 'Wednesday: only the end of Tuesday night');
});

test("in the account's zone: 09:00-17:00 at UTC+5:30 is 03:30-11:30 UTC", () => {
  const s = hours([2], [{ start: '09:00', end: '17:00' }]);
  assert.deepEqual(workWindowsOn('2026-03-10', 330, s), [{ start: at('2026-03-10T03:30:00Z'), end: at('2026-03-10T11:30:00Z') }]);
});
