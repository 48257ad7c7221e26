// Working hours to and from text: the fields show the person's clock and read either clock
// back as the settings' HH:MM; an unreadable time is named on its own field; the service's
// hours are said in words a person reads at a glance.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeDays, describeHours, readWorkingHours, windowTexts } from '../../../renderer/settings/working-hours-text.ts';

/** Intl puts a narrow no-break space before AM/PM; compare as a person reads. */
const plain = (s: string) => s.replace(/\s/g, ' ');

test('the fields read 12- and 24-hour times as the settings\' HH:MM, days in order', () => {
  const r = readWorkingHours([3, 1, 2], [
    { start: '9am', end: '12:00 PM' },
    { start: '1300', end: '5:30 pm' },
  ]);
  assert.deepEqual(r, { ok: true, hours: { days: [1, 2, 3], windows: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:30' }] } });
});

test('an end at midnight is the end of the day (24:00); a start at midnight is 00:00', () => {
  for (const end of ['12am', '12:00 AM', '0', '00:00', '24:00']) {
    assert.deepEqual(readWorkingHours([5], [{ start: '18:00', end }]), { ok: true, hours: { days: [5], windows: [{ start: '18:00', end: '24:00' }] } }, end);
  }
  assert.deepEqual(readWorkingHours([5], [{ start: '12am', end: '6am' }]), { ok: true, hours: { days: [5], windows: [{ start: '00:00', end: '06:00' }] } });
});

test('each unreadable time is named on its own field; no day is named on the days', () => {
  assert.deepEqual(readWorkingHours([], [
    { start: '9am', end: '25:00' },
    { start: 'noonish', end: '5:30:30 pm' },
    { start: '24:00', end: '17:00' },
  ]), {
    ok: false,
    errors: {
      days: 'Choose at least one day.',
      'windows.0.end': 'Enter a time, e.g. 9:00 or 9:00 AM.',
      'windows.1.start': 'Enter a time, e.g. 9:00 or 9:00 AM.',
      'windows.1.end': 'Give the time in whole minutes, e.g. 9:30 or 9:30 AM.',
      'windows.2.start': 'Enter a time, e.g. 9:00 or 9:00 AM.',
    },
  });
});

test('the fields show the settings\' times in the display settings\' clock, and read them back unchanged', () => {
  const hours = { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '12:30' }, { start: '13:00', end: '24:00' }] };
  assert.deepEqual(windowTexts(hours, 'h12', 'en-US').map((w) => ({ start: plain(w.start), end: plain(w.end) })), [
    { start: '9:00 AM', end: '12:30 PM' },
    { start: '1:00 PM', end: '12:00 AM' },
  ]);
  assert.deepEqual(windowTexts(hours, 'h23', 'en-GB'), [
    { start: '09:00', end: '12:30' },
    { start: '13:00', end: '00:00' },
  ]);
  assert.deepEqual(windowTexts(hours, 'h23', 'en-US')[0], { start: '09:00', end: '12:30' }, 'the setting, not the locale, picks the clock');
  for (const locale of ['en-US', 'en-GB', 'de-DE']) {
    for (const hourCycle of ['h12', 'h23'] as const) {
      assert.deepEqual(readWorkingHours(hours.days, windowTexts(hours, hourCycle, locale)), { ok: true, hours }, `${locale} ${hourCycle}`);
    }
  }
});

test('days in words, Monday first: ranges of three or more, the rest listed', () => {
  assert.equal(describeDays([1, 2, 3, 4, 5], 'en-US'), 'Mon–Fri');
  assert.equal(describeDays([0, 1, 2, 3, 4, 5, 6], 'en-US'), 'Every day');
  assert.equal(describeDays([1, 3, 5], 'en-US'), 'Mon, Wed, Fri');
  assert.equal(describeDays([1, 2, 3, 6], 'en-US'), 'Mon–Wed, Sat');
  assert.equal(describeDays([6, 0], 'en-US'), 'Sat, Sun');
  assert.equal(describeDays([5, 6, 0], 'en-US'), 'Fri–Sun');
  assert.equal(describeDays([], 'en-US'), 'No working days');
});

test('hours in words, in the display settings\' clock', () => {
  const lunch = { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:30' }] };
  assert.equal(plain(describeHours({ days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] }, 'h12', 'en-US')), 'Mon–Fri 9:00 AM–5:00 PM');
  assert.equal(plain(describeHours(lunch, 'h12', 'en-US')), 'Mon–Fri 9:00 AM–12:00 PM, 1:00 PM–5:30 PM');
  assert.equal(describeHours(lunch, 'h23', 'en-GB'), 'Mon–Fri 09:00–12:00, 13:00–17:30');
});
