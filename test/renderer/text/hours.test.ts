// The window's totals in decimal hours or on the clock, as the engine's one formatter writes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatHours } from '../../../main/core/views/hours.ts';
import { formatTotal } from '../../../renderer/text/hours.ts';

test('decimal hours half up on the hundredth, the clock without the setting: as the engine', () => {
  assert.equal(formatTotal(27_120, true), '7.53');
  assert.equal(formatTotal(17, true), '0.00');
  assert.equal(formatTotal(18, true), '0.01');
  assert.equal(formatTotal(27_120, false), '7:32');
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 400 * 3600 }), fc.boolean(), (seconds, decimal) => {
      assert.equal(formatTotal(seconds, decimal), formatHours(seconds, { decimalHours: decimal }));
    }),
  );
});
