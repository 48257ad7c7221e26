// The system's locale at its edges: a POSIX tag with spaces around it, a tag Intl knows but
// has no data for, a 12-hour clock that counts from 0 (h11), regions in lower case; and the
// answers kept per tag (the same object again), the store cleared once 64 tags were seen.
// Own process: counts the tags in locale-display.ts's module-wide store from empty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstDayOfRegion, localeConventions } from '../../../main/core/time/locale-display.ts';

// First in this file, so the store holds nothing else: 64 tags fit, the 65th clears it.
test('the same answer object for a tag seen before, until 64 tags were seen', () => {
  const first = localeConventions('fr-FR');
  localeConventions('it-IT');
  assert.equal(localeConventions('fr-FR'), first);
  for (let i = 0; i < 62; i++) localeConventions(`zz-${i}`);
  assert.equal(localeConventions('fr-FR'), first, '64 tags kept');
  localeConventions('zz-last');
  assert.notEqual(localeConventions('fr-FR'), first);
  assert.deepEqual(localeConventions('fr-FR'), first);
});

test('regions in any case; none or unknown: Monday', () => {
  assert.deepEqual(['us', 'ae', 'mv', 'de'].map(firstDayOfRegion), [0, 6, 5, 1]);
  assert.equal(firstDayOfRegion(undefined), 1);
});

test('a POSIX tag with spaces around it; a tag without data falls back; h11 is a 12-hour clock', () => {
  assert.equal(localeConventions(' de_DE.UTF-8 ').locale, 'de-DE');
  assert.equal(localeConventions('xx_XX').locale, 'en-US');
  assert.equal(localeConventions('ja-JP-u-hc-h11').hourCycle, 'h12');
  assert.equal(localeConventions('ja-JP-u-hc-h23').hourCycle, 'h23');
});

