// The week's day totals with the days whose entries are known counted from them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withKnownDays } from '../../../main/core/views/known-days.ts';

const read = [
  { date: '2026-03-09', seconds: 3600, billableSeconds: 3600 },
  { date: '2026-03-10', seconds: 7200, billableSeconds: 0 },
  { date: '2026-03-11', seconds: 600, billableSeconds: 600 },
];

test('a known day is the sum of its entries, billable by their own mark; other days stay as read', () => {
  const entries = [
    { date: '2026-03-10', totalSeconds: 5400, billable: true },
    { date: '2026-03-10', totalSeconds: 1800 },
    { date: '2026-03-11', totalSeconds: 99, billable: true },
  ];
  assert.deepEqual(withKnownDays(read, entries, ['2026-03-10']), [
    { date: '2026-03-09', seconds: 3600, billableSeconds: 3600 },
    { date: '2026-03-10', seconds: 7200, billableSeconds: 5400 },
    { date: '2026-03-11', seconds: 600, billableSeconds: 600 },
  ]);
});

test('a known day without entries is 0, one the report did not hold is added; none known: the read as it is', () => {
  assert.deepEqual(withKnownDays(read, [], ['2026-03-09', '2026-03-08']), [
    { date: '2026-03-08', seconds: 0, billableSeconds: 0 },
    { date: '2026-03-09', seconds: 0, billableSeconds: 0 },
    read[1],
    read[2],
  ]);
  assert.equal(withKnownDays(read, [{ date: '2026-03-09', totalSeconds: 5, billable: true }], []), read);
});
