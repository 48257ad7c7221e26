// A calendar's reading in words, in the account's zone and clock: the time alone when read
// today, the day too when not, "Reading…" while a read runs, "Not read yet" before any.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { leftOutWords, readingWords, type ClockOf } from '../../../renderer/settings/calendar-words.ts';
import { formatLongDate } from '../../../renderer/text/time.ts';

/** Intl puts a narrow no-break space before AM/PM; compare as a person reads. */
const plain = (s: string) => s.replace(/\s/g, ' ');
// 10:05 in a zone an hour east of UTC, on 10 March 2026.
const READ = Date.parse('2026-03-10T09:05:00Z');
const clock = (over: Partial<ClockOf> = {}): ClockOf => ({ offsetMinutes: 60, hourCycle: 'h23', today: '2026-03-10', ...over });

test('read today: the time, in the account\'s zone and clock', () => {
  assert.equal(readingWords({ state: 'ready', readAt: READ }, clock()), 'Read at 10:05');
  assert.equal(plain(readingWords({ state: 'ready', readAt: READ }, clock({ hourCycle: 'h12' }))), 'Read at 10:05 AM');
});

test('read another day: the day as well', () => {
  assert.equal(readingWords({ state: 'problem', readAt: READ }, clock({ today: '2026-03-11' })), `Read on ${formatLongDate('2026-03-10')} at 10:05`);
});

test('a read under way, or none yet', () => {
  assert.equal(readingWords({ state: 'reading', readAt: READ }, clock()), 'Reading…');
  assert.equal(readingWords({ state: 'unread', readAt: null }, clock()), 'Not read yet');
  assert.equal(readingWords({ state: 'problem', readAt: null }, clock()), 'Not read yet');
});

test('events left out, counted', () => {
  assert.equal(leftOutWords(1), '1 event left out');
  assert.equal(leftOutWords(3), '3 events left out');
});
