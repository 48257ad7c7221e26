// The window's decimal hours and amounts are the engine's (its copy of main/core/time/locale-format.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import * as engine from '../../../main/core/time/locale-format.ts';
import { decimalMark, formatAmount } from '../../../renderer/text/locale-format.ts';
import { formatHundredthsOfHour } from '../../../renderer/text/decimal-hours.ts';

const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR'];

test("decimal hours, amounts and decimal marks as the engine's, in every locale shipped first", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(...LOCALES), fc.constantFrom('EUR', 'USD', 'BRL', 'GBP', 'XYZ1'), (h, cents, locale, currency) => {
      assert.equal(formatHundredthsOfHour(h, locale), engine.formatHundredthsOfHour(h, locale));
      assert.equal(formatAmount(cents, currency, locale), engine.formatAmount(cents, currency, locale));
      assert.equal(decimalMark(locale), engine.localeSeparators(locale).decimal);
    }),
  );
  assert.equal(formatHundredthsOfHour(753, 'de-DE'), '7,53');
  assert.equal(formatHundredthsOfHour(753, 'en-US'), '7.53');
});
