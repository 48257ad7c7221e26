// The export form's ranges as dates: weeks from the person's first day of the week (a Sunday
// start and a Monday start), months across a year's end and February, typed dates checked.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rangeOf } from '../../../renderer/export/export-range.ts';
import { dateProblem } from '../../../renderer/text/time.ts';

test('this week and last week start on the person\'s first day of the week', () => {
  // Wednesday 18 November 2026.
  assert.deepEqual(rangeOf('this-week', '2026-11-18', 1), { from: '2026-11-16', to: '2026-11-22' });
  assert.deepEqual(rangeOf('last-week', '2026-11-18', 1), { from: '2026-11-09', to: '2026-11-15' });
  assert.deepEqual(rangeOf('this-week', '2026-11-18', 0), { from: '2026-11-15', to: '2026-11-21' });
  // On the first day itself, the week is the one it starts.
  assert.deepEqual(rangeOf('this-week', '2026-11-16', 1), { from: '2026-11-16', to: '2026-11-22' });
  assert.deepEqual(rangeOf('this-week', '2026-11-21', 6), { from: '2026-11-21', to: '2026-11-27' });
});

test('this month and last month, across the year and February', () => {
  assert.deepEqual(rangeOf('this-month', '2026-11-18', 1), { from: '2026-11-01', to: '2026-11-30' });
  assert.deepEqual(rangeOf('last-month', '2026-11-18', 1), { from: '2026-10-01', to: '2026-10-31' });
  assert.deepEqual(rangeOf('last-month', '2027-01-05', 1), { from: '2026-12-01', to: '2026-12-31' });
  assert.deepEqual(rangeOf('last-month', '2028-03-31', 1), { from: '2028-02-01', to: '2028-02-29' });
});

test('a typed date is YYYY-MM-DD and a day the calendar has', () => {
  assert.equal(dateProblem('2026-10-01'), null);
  assert.equal(dateProblem('1/10/2026'), 'Type a date as YYYY-MM-DD, such as 2026-11-02.');
  assert.equal(dateProblem('2026-02-30'), '2026-02-30 is not a day of the calendar.');
});
