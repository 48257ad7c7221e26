// Dates and times in the account's zone, whatever the machine's: each helper at the edges
// where a wrong shift, a wrong pad or a lax pattern would show (midnight, month and year
// ends, single digits, hours past 99, text around a time).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, formatHms, localDate, localTime, localToEpoch, parseHms, secondsOfDay, storedEnd } from '../../../main/core/time/local-time.ts';

const at = (iso: string): number => Date.parse(iso);

test('an instant as the date and time of day in zones east and west of UTC', () => {
  const t = at('2026-01-01T02:03:04Z');
  assert.equal(localDate(t, 0), '2026-01-01');
  assert.equal(localTime(t, 0), '02:03:04');
  assert.equal(secondsOfDay(t, 0), 2 * 3600 + 3 * 60 + 4);
  // Five hours west it is still the last day of the year before.
  assert.equal(localDate(t, -300), '2025-12-31');
  assert.equal(localTime(t, -300), '21:03:04');
  assert.equal(secondsOfDay(t, -300), 21 * 3600 + 3 * 60 + 4);
  // 5:30 east: the minutes of the offset count too.
  assert.equal(localTime(t, 330), '07:33:04');
  assert.equal(localDate(at('2026-09-08T23:59:59Z'), 1), '2026-09-09');
  assert.equal(localTime(at('2026-09-08T23:59:59Z'), 1), '00:00:59');
  assert.equal(secondsOfDay(at('2026-09-08T23:59:59Z'), 0), 86_399);
});

test('parseHms: hours up to three digits, minutes and seconds below 60, spaces around; NaN otherwise', () => {
  assert.equal(parseHms('01:02:03'), 3723);
  assert.equal(parseHms('1:02'), 3720);
  assert.equal(parseHms(' 123:00:01 '), 123 * 3600 + 1);
  assert.equal(parseHms('00:59:59'), 3599);
  for (const bad of ['', '1', '1:2', '01:60', '01:00:60', '1234:00', 'a1:00', '01:00:00x', '01:00:0', 'x01:00']) {
    assert.ok(Number.isNaN(parseHms(bad)), bad);
  }
});

test('formatHms pads each part and does not wrap hours; a fraction is cut, a negative is zero', () => {
  assert.equal(formatHms(0), '00:00:00');
  assert.equal(formatHms(3723), '01:02:03');
  assert.equal(formatHms(59.9), '00:00:59');
  assert.equal(formatHms(36_000 + 600 + 10), '10:10:10');
  assert.equal(formatHms(100 * 3600), '100:00:00');
  assert.equal(formatHms(-5), '00:00:00');
});

test('localToEpoch reads a local datetime with a space or a T, seconds optional, in the zone given', () => {
  assert.equal(localToEpoch('2026-03-10 09:30:15', 0), at('2026-03-10T09:30:15Z'));
  assert.equal(localToEpoch('2026-03-10T09:30', 60), at('2026-03-10T08:30:00Z'));
  assert.equal(localToEpoch(' 2026-12-31 23:59:59 ', -300), at('2027-01-01T04:59:59Z'));
  for (const bad of ['2026-03-10', '2026-03-10 9:30', '2026-03-10X09:30', '26-03-10 09:30', '2026-03-10 09:30:1', 'x2026-03-10 09:30', '2026-03-10 09:30x']) {
    assert.ok(Number.isNaN(localToEpoch(bad, 0)), bad);
  }
});

test('addDays crosses months, years and a leap day, both ways; a malformed date is refused', () => {
  assert.equal(addDays('2026-03-10', 0), '2026-03-10');
  assert.equal(addDays('2026-01-31', 1), '2026-02-01');
  assert.equal(addDays('2028-02-28', 1), '2028-02-29');
  assert.equal(addDays('2026-01-01', -1), '2025-12-31');
  assert.equal(addDays('2026-12-25', 7), '2027-01-01');
  for (const bad of ['2026-3-10', '2026-03-10T00:00', 'x2026-03-10', '2026-03-100']) {
    assert.throws(() => addDays(bad, 1), (e: unknown) => e instanceof RangeError && e.message === `not a date YYYY-MM-DD: ${bad}`);
  }
});

test('the end the service stores: start plus total, past midnight modulo a day; none for an unreadable start', () => {
  assert.equal(storedEnd('09:00:00', 5400), '10:30:00');
  assert.equal(storedEnd('23:30:00', 3600), '00:30:00');
  assert.equal(storedEnd('soon', 60), null);
});
