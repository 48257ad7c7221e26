// Durations on the clock and in decimal hours (issue 70, item 2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatDecimalHours, formatSheetDuration, hundredthsOfHour } from '../../../main/core/timesheets/hours.ts';

const hms = (h: number, m: number, s = 0): number => h * 3600 + m * 60 + s;

test('7:32 is 7.53 hours; the hundredth rounds half up on 18 seconds', () => {
  assert.equal(formatDecimalHours(hms(7, 32)), '7.53');
  assert.equal(formatDecimalHours(17), '0.00');
  assert.equal(formatDecimalHours(18), '0.01');
  assert.equal(formatDecimalHours(53), '0.01');
  assert.equal(formatDecimalHours(54), '0.02');
  assert.equal(formatDecimalHours(hms(0, 59, 42)), '1.00');
  assert.equal(formatDecimalHours(hms(1, 30)), '1.50');
  assert.equal(formatDecimalHours(0), '0.00');
});

test('totals above 24 and 100 hours stay exact', () => {
  assert.equal(formatDecimalHours(hms(27, 5, 9)), '27.09');
  assert.equal(formatDecimalHours(hms(123, 27)), '123.45');
  assert.equal(formatSheetDuration(hms(123, 27, 5), 'clock'), '123:27');
  assert.equal(formatSheetDuration(hms(123, 27, 5), 'clock', true), '123:27:05');
  assert.equal(formatSheetDuration(hms(123, 27, 5), 'decimal', true), '123.45');
});

test('the clock drops seconds as Today and the week do; with seconds it keeps them', () => {
  assert.equal(formatSheetDuration(hms(7, 32, 59), 'clock'), '7:32');
  assert.equal(formatSheetDuration(hms(7, 32, 9), 'clock', true), '7:32:09');
  assert.equal(formatSheetDuration(hms(7, 32), 'decimal'), '7.53');
});

test('fractions of a second and negative figures are not counted', () => {
  assert.equal(hundredthsOfHour(17.9), 0);
  assert.equal(hundredthsOfHour(-100), 0);
});

test('property: decimal hours are within half a hundredth (18 s) of the exact figure, ties up', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000 * 3600 }), (seconds) => {
      const h = hundredthsOfHour(seconds);
      assert.ok(h * 36 - seconds <= 18 && seconds - h * 36 < 18, `${seconds} s -> ${h}`);
      const [whole, frac] = formatDecimalHours(seconds).split('.');
      assert.equal(Number(whole) * 100 + Number(frac), h);
      assert.equal(frac!.length, 2);
    }),
  );
});
