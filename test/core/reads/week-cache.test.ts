// Which week a day falls in, and the kept week reads: an answer's entry lands in the week
// holding its date, a week is fresh for the day it was read, and the cache keeps the weeks
// looked at lately.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerEntry } from '../../../main/core/reads/server-entry.ts';
import { WEEKS_KEPT, isFresh, parseWeekReads, weekStartOf, withEntry, withWeek, type WeekRead } from '../../../main/core/reads/week-cache.ts';

function entry(id: number, date: string, description = 'Work'): ServerEntry {
  return { id, userId: 1, date, projectId: 1, projectName: 'P', customerName: null, taskId: null, taskName: null, description, timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600, running: false, stopwatchStartLocal: null, locked: false };
}

function week(start: string, readAt: number, entries: ServerEntry[] = []): WeekRead {
  return { start, readFor: '2026-03-10', readAt, entries };
}

describe('the week a day falls in', () => {
  test('Monday weeks, Sunday weeks and Saturday weeks, across a month and a year', () => {
    assert.equal(weekStartOf('2026-03-10', 1), '2026-03-09'); // a Tuesday
    assert.equal(weekStartOf('2026-03-09', 1), '2026-03-09');
    assert.equal(weekStartOf('2026-03-08', 1), '2026-03-02'); // a Sunday ends the Monday week
    assert.equal(weekStartOf('2026-03-08', 0), '2026-03-08');
    assert.equal(weekStartOf('2026-03-10', 6), '2026-03-07');
    assert.equal(weekStartOf('2026-01-01', 1), '2025-12-29');
  });
});

describe('the kept reads', () => {
  test('an entry an answer told about goes into the week holding its date, and leaves the week it moved out of', () => {
    const reads = withWeek(withWeek({}, week('2026-03-02', 1, [entry(7, '2026-03-03')])), week('2026-02-23', 2));
    const edited = withEntry(reads, entry(7, '2026-03-03', 'Renamed'));
    assert.equal(edited['2026-03-02']!.entries[0]!.description, 'Renamed');
    const moved = withEntry(reads, entry(7, '2026-02-24'));
    assert.deepEqual(moved['2026-03-02']!.entries, []);
    assert.deepEqual(moved['2026-02-23']!.entries.map((e) => e.id), [7]);
    assert.equal(withEntry(reads, entry(9, '2026-01-05')), reads, 'an entry of no kept week changes nothing');
  });

  test('a read is fresh for the day it was made only', () => {
    assert.equal(isFresh(week('2026-03-02', 1), '2026-03-10'), true);
    assert.equal(isFresh(week('2026-03-02', 1), '2026-03-11'), false);
    assert.equal(isFresh(undefined, '2026-03-10'), false);
  });

  test(`the ${WEEKS_KEPT} weeks read last are kept`, () => {
    let reads = {};
    for (let i = 0; i < WEEKS_KEPT + 2; i++) reads = withWeek(reads, week(`2026-01-${String(5 + i).padStart(2, '0')}`, i));
    assert.equal(Object.keys(reads).length, WEEKS_KEPT);
    assert.ok(!('2026-01-05' in reads) && !('2026-01-06' in reads) && '2026-01-14' in reads);
  });

  test('a damaged week in the cache file is dropped, the others kept', () => {
    const parsed = parseWeekReads({
      '2026-03-02': { start: '2026-03-02', readFor: '2026-03-10', readAt: 5, entries: [entry(1, '2026-03-02'), { id: 'x' }] },
      '2026-02-23': { start: '2026-02-16', readFor: '2026-03-10', readAt: 5, entries: [] },
      nonsense: 4,
    });
    assert.deepEqual(Object.keys(parsed), ['2026-03-02']);
    assert.deepEqual(parsed['2026-03-02']!.entries.map((e) => e.id), [1]);
    assert.deepEqual(parseWeekReads([]), {});
  });
});
