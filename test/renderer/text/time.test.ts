// Dates and times in the window: "today" and times of day in the account's zone (never the
// machine's), words and digits in the person's locale.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, formatDayName, formatDurationWords, formatElapsed, formatHoursMinutes, formatInstantTime, formatTimeOfDay, formatWeekday, localDate } from '../../../renderer/text/time.ts';

// 2025-03-12 23:30 UTC: already the 13th in Tokyo (+540), still the 12th in New York (-240).
const LATE = Date.UTC(2025, 2, 12, 23, 30);

test("today's date follows the account's offset", () => {
  assert.equal(localDate(LATE, 0), '2025-03-12');
  assert.equal(localDate(LATE, 540), '2025-03-13');
  assert.equal(localDate(LATE, -240), '2025-03-12');
  assert.equal(localDate(Date.UTC(2025, 2, 13, 2, 0), -240), '2025-03-12');
});

test('days step across month and year ends', () => {
  assert.equal(addDays('2025-03-01', -1), '2025-02-28');
  assert.equal(addDays('2024-12-31', 1), '2025-01-01');
  assert.equal(addDays('2025-03-12', -6), '2025-03-06');
});

/** Intl puts a narrow no-break space before AM/PM; the tests read it as a space. */
const plain = (s: string) => s.replace(/\u202f/g, ' ');

test("an instant's time of day is the account's, in the locale's style and the display settings' clock", () => {
  assert.equal(formatInstantTime(Date.UTC(2025, 2, 12, 2, 30), 540, 'h23', 'en-GB'), '11:30');
  assert.equal(formatInstantTime(LATE, -240, 'h23', 'en-GB'), '19:30');
  assert.equal(plain(formatInstantTime(LATE, 0, 'h12', 'en-US')), '11:30 PM');
  assert.equal(formatTimeOfDay('14:05:00', 'h23', 'en-GB'), '14:05');
  assert.equal(plain(formatTimeOfDay('14:05:00', 'h12', 'en-US')), '2:05 PM');
  assert.equal(formatWeekday('2025-03-12', 'en-GB'), 'Wed');
  assert.equal(formatWeekday('2025-03-12', 'de-DE'), 'Mi');
});

test("the clock is the display settings', whatever the locale would choose: the same words as the engine's", () => {
  // en-US reads 12-hour by itself, en-GB and de-DE 24-hour: the setting wins in each.
  assert.equal(formatTimeOfDay('16:52', 'h23', 'en-US'), '16:52');
  assert.equal(formatTimeOfDay('09:05:59', 'h23', 'en-US'), '09:05');
  assert.equal(formatTimeOfDay('09:05', 'h23', 'de-DE'), '09:05', 'two-digit hours in every locale, as the engine writes them');
  assert.equal(plain(formatTimeOfDay('16:52', 'h12', 'en-GB')).toUpperCase(), '4:52 PM');
  assert.equal(plain(formatTimeOfDay('00:05', 'h12', 'en-US')), '12:05 AM');
  assert.equal(plain(formatInstantTime(Date.UTC(2026, 2, 10, 11, 22), 330, 'h12', 'de-DE')), '4:52 PM');
  assert.equal(formatInstantTime(Date.UTC(2026, 2, 10, 11, 22), 330, 'h23', 'en-US'), '16:52');
});

test('days of the week by number, 0 Sunday', () => {
  assert.deepEqual([0, 1, 6].map((d) => formatDayName(d, 'en-GB')), ['Sunday', 'Monday', 'Saturday']);
});

test('durations: the timer, compact totals and words', () => {
  assert.equal(formatElapsed(0), '0:00:00');
  assert.equal(formatElapsed(97_509), '27:05:09');
  assert.equal(formatElapsed(-5), '0:00:00');
  assert.equal(formatHoursMinutes(5_459), '1:30');
  assert.equal(formatDurationWords(3_900, 'en-GB'), '1 hour, 5 minutes');
  assert.equal(formatDurationWords(7_200, 'en-GB'), '2 hours');
  assert.equal(formatDurationWords(45, 'en-GB'), '45 seconds');
  assert.equal(formatDurationWords(0, 'en-GB'), '0 minutes');
});
