// The window's totals in decimal hours or on the clock, as the engine's one formatter writes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatHours } from '../../../main/core/views/hours.ts';
import { formatTotal } from '../../../renderer/text/hours.ts';

test('decimal hours half up on the hundredth, the clock without the setting: as the engine', () => {
  assert.equal(formatTotal(27_120, { decimalHours: true }), '7.53');
  assert.equal(formatTotal(17, { decimalHours: true }), '0.00');
  assert.equal(formatTotal(18, { decimalHours: true }), '0.01');
  assert.equal(formatTotal(27_120, { decimalHours: false }), '7:32');
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 400 * 3600 }), fc.boolean(), fc.constantFrom(undefined, 'en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR'), (seconds, decimal, locale) => {
      const display = { decimalHours: decimal, ...(locale !== undefined ? { locale } : {}) };
      assert.equal(formatTotal(seconds, display), formatHours(seconds, display));
    }),
  );
});
