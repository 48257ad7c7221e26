// The kept weeks at their edges: an entry on a week's first or last day, one that moved out,
// the read of one week when nothing changed, and a cache file with something odd in each
// place a week or an entry can be odd.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseWeekReads, withEntry, type WeekRead, type WeekReads } from '../../../main/core/reads/week-cache.ts';
import type { ServerEntry } from '../../../main/core/reads/server-entry.ts';

const e = (id: number, date: string): ServerEntry => ({
  id, userId: 1, date, projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null, description: '', timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600, running: false, stopwatchStartLocal: null, locked: false,
});
const week = (start: string, entries: ServerEntry[]): WeekRead => ({ start, readFor: '2026-03-10', readAt: 1, entries });
const ids = (r: WeekReads) => Object.fromEntries(Object.entries(r).map(([k, w]) => [k, w.entries.map((x) => x.id)]));

test("an entry on a week's first or last day is in it; the day after is not", () => {
  const reads = { '2026-03-09': week('2026-03-09', [e(1, '2026-03-09')]) };
  assert.deepEqual(ids(withEntry(reads, e(2, '2026-03-09'))), { '2026-03-09': [1, 2] });
  assert.deepEqual(ids(withEntry(reads, e(3, '2026-03-15'))), { '2026-03-09': [1, 3] });
  assert.equal(withEntry(reads, e(4, '2026-03-16')), reads, 'nothing changed: the same reads');
  assert.deepEqual(ids(withEntry(reads, e(1, '2026-03-16'))), { '2026-03-09': [] }, 'moved out of the week');
});

test('a cache file: each week with anything odd is dropped, the others kept; entries without an id or a date left out', () => {
  const good = { start: '2026-03-09', readFor: '2026-03-10', readAt: 5, entries: [e(1, '2026-03-09'), { id: '2', date: '2026-03-10' }, { id: 3 }, null, 'x', [e(9, '2026-03-09')]] };
  const file = {
    '2026-03-09': good,
    'x2026-03-02': { ...good, start: 'x2026-03-02' },
    '2026-02-23x': { ...good, start: '2026-02-23x' },
    '2026-02-16': { ...good, start: '2026-02-16', readFor: 5 },
    '2026-02-09': { ...good, start: '2026-02-09', readFor: '2026-02-10x' },
    '2026-02-02': { ...good, start: '2026-02-02', readAt: '5' },
    '2026-01-26': { ...good, start: '2026-01-26', entries: {} },
    '2026-01-19': { ...good, start: '2026-01-12' },
    '2026-01-05': 'week',
  };
  assert.deepEqual(ids(parseWeekReads(file)), { '2026-03-09': [1] });
  assert.deepEqual(parseWeekReads(file)['2026-03-09']?.readAt, 5);
  assert.deepEqual(parseWeekReads([good]), {});
});
