// Which week and day the Week card shows: the week holding a date from the display's first
// day of the week (the engine's rule), and the day a week opens on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { weekStartOf as engineWeekStartOf } from '../../../main/core/reads/week-cache.ts';
import { addDays } from '../../../renderer/text/time.ts';
import { laterDate, openingDay, weekStartOf } from '../../../renderer/today/week-days.ts';
import { entryView } from '../../support/entry-view.ts';

test('the week holding a date starts on the first day of the week the display names', () => {
  // Thursday 20 November 2025.
  assert.equal(weekStartOf('2025-11-20', 1), '2025-11-17', 'Monday');
  assert.equal(weekStartOf('2025-11-20', 0), '2025-11-16', 'Sunday');
  assert.equal(weekStartOf('2025-11-20', 6), '2025-11-15', 'Saturday');
  assert.equal(weekStartOf('2025-11-17', 1), '2025-11-17', 'the first day itself');
  assert.equal(weekStartOf('2026-01-01', 1), '2025-12-29', 'across a year end');
});

test("the window's week is the engine's, for every day and every first day", () => {
  for (let i = 0; i < 14; i++) {
    const date = addDays('2025-12-25', i);
    for (let first = 0; first < 7; first++) assert.equal(weekStartOf(date, first), engineWeekStartOf(date, first), `${date} from ${first}`);
  }
});

const days = (worked: Record<string, number>) =>
  Array.from({ length: 7 }, (_, i) => {
    const date = addDays('2025-11-16', i);
    return { date, entries: Array.from({ length: worked[date] ?? 0 }, (_, n) => entryView(`e${i * 10 + n}`, { date })) };
  });

test('a week opens on today when it holds today, whether or not anything was tracked', () => {
  assert.equal(openingDay(days({}), '2025-11-19'), '2025-11-19');
  assert.equal(openingDay(days({ '2025-11-17': 2 }), '2025-11-19'), '2025-11-19');
});

test('an earlier week opens on its last day with entries, else on its last day', () => {
  assert.equal(openingDay(days({ '2025-11-17': 2, '2025-11-20': 1 }), '2025-12-03'), '2025-11-20');
  assert.equal(openingDay(days({}), '2025-12-03'), '2025-11-22');
});

test('the later of two dates', () => {
  assert.equal(laterDate('2025-11-19', '2025-11-20'), '2025-11-20');
  assert.equal(laterDate('2025-12-01', '2025-11-30'), '2025-12-01');
});
