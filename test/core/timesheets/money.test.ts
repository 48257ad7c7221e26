// Money as integer cents, from the report's numbers and decimal strings (issue 70, items 3 and 4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatCents, readCents } from '../../../main/core/timesheets/money.ts';

test('numbers and decimal strings are read as cents without float drift', () => {
  assert.equal(readCents('12.34'), 1234);
  assert.equal(readCents(12.34), 1234);
  assert.equal(readCents(0.1), 10);
  assert.equal(readCents(0.29), 29);
  assert.equal(readCents(1.005), 101);
  assert.equal(readCents('7'), 700);
  assert.equal(readCents(' 7.5 '), 750);
  assert.equal(readCents('.5'), 50);
  assert.equal(readCents('5.'), 500);
  assert.equal(readCents('+3.10'), 310);
  assert.equal(readCents('-3.5'), -350);
  assert.equal(readCents(-0.07), -7);
  assert.equal(readCents(0), 0);
  assert.equal(readCents(1e-7), 0);
  assert.equal(readCents(123456789.99), 12345678999);
});

test('the cent rounds half up on the third decimal', () => {
  assert.equal(readCents('12.345'), 1235);
  assert.equal(readCents('12.3449'), 1234);
  assert.equal(readCents('12.3450001'), 1235);
  assert.equal(readCents('0.004'), 0);
  assert.equal(readCents('0.995'), 100);
  assert.equal(readCents('-0.005'), -1);
});

test('what is not an amount is null, for the caller to name', () => {
  for (const bad of ['', '  ', '.', '-', 'abc', '1,5', '1.2.3', '1e5', 'NaN', null, undefined, true, {}, Number.NaN, Infinity, 1e300, '99999999999999999999']) {
    assert.equal(readCents(bad), null, String(bad));
  }
});

test('cents are written with two decimals and a sign', () => {
  assert.equal(formatCents(123450), '1234.50');
  assert.equal(formatCents(5), '0.05');
  assert.equal(formatCents(-5), '-0.05');
  assert.equal(formatCents(-1234), '-12.34');
  assert.equal(formatCents(0), '0.00');
});

test('property: the sum of amounts read as cents is the exact sum, and cents read back as written', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 })), (all) => {
      const texts = all.map(formatCents);
      assert.deepEqual(texts.map(readCents), all);
      assert.deepEqual(all.map((c) => readCents(c / 100)), all);
    }),
  );
});
