// The window reads a typed length as the engine does (its copy of main/core/time/typed-hours.ts):
// the same seconds, the same questions with the same words, in every locale shipped first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { readTypedHours as engineReads } from '../../../main/core/time/typed-hours.ts';
import { readTypedHours as windowReads } from '../../../renderer/text/typed-hours.ts';
import { parseDurationInput } from '../../../renderer/text/time-input.ts';

const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR'];
const TYPED = ['1,5', '1.5', '1.500', '1,500', '0.500', '1:30', '+1:30', '90', '90m', '1h30', '1 h 30', '1,5 h', '2 hrs', '.5', '12.345', '999,999', '1.5000', 'soon', '', '1.5.2'];

test('the window reads every typed length as the engine does, questions included', () => {
  for (const locale of LOCALES) for (const text of TYPED) assert.deepEqual(windowReads(text, locale), engineReads(text, locale), `${text} in ${locale}`);
  fc.assert(
    fc.property(fc.stringMatching(/^\+?\d{0,4}[.,:h ]?\d{0,3}\s?[hm]?$/), fc.constantFrom(...LOCALES), (text, locale) => {
      assert.deepEqual(windowReads(text, locale), engineReads(text, locale));
    }),
  );
});

test("the quick entry's duration is read in the locale: 1,5 hours in German, 1.500 neither until asked", () => {
  assert.equal(parseDurationInput('1,5', 'de-DE'), 5400);
  assert.equal(parseDurationInput('1.500', 'de-DE'), undefined);
  assert.equal(parseDurationInput('1.500', 'en-US'), 5400);
  assert.equal(parseDurationInput('1,500'), undefined, 'English by default: 1,500 reads two ways');
});
