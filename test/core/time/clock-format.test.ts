// One clock for every time a person reads: the engine's one formatter, and the display
// settings resolved against the system's locale (the locale port's tag, never the process's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatClockText, formatClockTime, formatInstantClock } from '../../../main/core/time/clock-format.ts';
import { FALLBACK_LOCALE, firstDayOfRegion, localeConventions, resolveDisplay } from '../../../main/core/time/locale-display.ts';

const H = 3600;

test('a time of day in 12-hour: no leading zero, 12 for noon and midnight, AM and PM after a space, no seconds', () => {
  assert.equal(formatClockTime(16 * H + 52 * 60, 'h12'), '4:52 PM');
  assert.equal(formatClockTime(9 * H + 5 * 60 + 59, 'h12'), '9:05 AM');
  assert.equal(formatClockTime(0, 'h12'), '12:00 AM');
  assert.equal(formatClockTime(12 * H, 'h12'), '12:00 PM');
  assert.equal(formatClockTime(23 * H + 59 * 60, 'h12'), '11:59 PM');
});

test('a time of day in 24-hour: two-digit hours, no seconds; 24:00 is the midnight of the next day', () => {
  assert.equal(formatClockTime(16 * H + 52 * 60, 'h23'), '16:52');
  assert.equal(formatClockTime(9 * H + 5 * 60 + 59, 'h23'), '09:05');
  assert.equal(formatClockTime(24 * H, 'h23'), '00:00');
  assert.equal(formatClockTime(-60, 'h23'), '23:59', 'a time before midnight wraps to the day before');
});

test('seconds show only when asked for and not zero (a time typed to the second)', () => {
  assert.equal(formatClockTime(10 * H + 30 * 60 + 15, 'h23', 'if-any'), '10:30:15');
  assert.equal(formatClockTime(10 * H + 30 * 60 + 15, 'h12', 'if-any'), '10:30:15 AM');
  assert.equal(formatClockTime(10 * H + 30 * 60, 'h12', 'if-any'), '10:30 AM');
});

test("entries' HH:MM:SS and instants in the account's zone, in either clock", () => {
  assert.equal(formatClockText('16:52:30', 'h12'), '4:52 PM');
  assert.equal(formatClockText('09:05', 'h23'), '09:05');
  assert.equal(formatClockText('soon', 'h12'), 'soon', 'what is not a time is left as it is');
  // 11:22 UTC is 16:52 at UTC+05:30: the account's zone, not UTC's nor the machine's.
  const at = Date.parse('2026-03-10T11:22:40Z');
  assert.equal(formatInstantClock(at, 330, 'h12'), '4:52 PM');
  assert.equal(formatInstantClock(at, 330, 'h23'), '16:52');
  assert.equal(formatInstantClock(at, -480, 'h12'), '3:22 AM');
});

test("'system' follows the system locale's clock and week; 12h and 24h and a chosen day override it", () => {
  const system = { clock: 'system', weekStart: 'system' } as const;
  assert.deepEqual(resolveDisplay(system, 'en-US'), { locale: 'en-US', hourCycle: 'h12', firstDayOfWeek: 0, system: { hourCycle: 'h12', firstDayOfWeek: 0 } });
  assert.deepEqual(resolveDisplay(system, 'en-GB'), { locale: 'en-GB', hourCycle: 'h23', firstDayOfWeek: 1, system: { hourCycle: 'h23', firstDayOfWeek: 1 } });
  assert.equal(resolveDisplay(system, 'ar-EG').firstDayOfWeek, 6, 'Egypt starts the week on Saturday');
  assert.equal(resolveDisplay(system, 'de-DE').hourCycle, 'h23');
  const chosen = resolveDisplay({ clock: '24h', weekStart: 3 }, 'en-US');
  assert.deepEqual(chosen, { locale: 'en-US', hourCycle: 'h23', firstDayOfWeek: 3, system: { hourCycle: 'h12', firstDayOfWeek: 0 } });
  assert.equal(resolveDisplay({ clock: '12h', weekStart: 'system' }, 'de-DE').hourCycle, 'h12');
});

test("a locale's own extensions count (-u-hc-, -u-fw-), as the OS may write them", () => {
  assert.equal(localeConventions('en-US-u-hc-h23').hourCycle, 'h23');
  assert.equal(localeConventions('en-US-u-fw-mon').firstDayOfWeek, 1);
});

test('a POSIX locale name reads as its tag; one Intl cannot use falls back to en-US, never to the process', () => {
  assert.equal(localeConventions('de_DE.UTF-8').locale, 'de-DE');
  assert.equal(localeConventions('de_DE.UTF-8').hourCycle, 'h23');
  for (const tag of ['', 'C', 'POSIX', 'not a locale', '12']) {
    assert.deepEqual(localeConventions(tag), { locale: FALLBACK_LOCALE, hourCycle: 'h12', firstDayOfWeek: 0 }, JSON.stringify(tag));
  }
});

test('without week data in Intl, the region table (CLDR weekData) says the first day', () => {
  assert.equal(firstDayOfRegion('US'), 0);
  assert.equal(firstDayOfRegion('jp'), 0);
  assert.equal(firstDayOfRegion('DE'), 1);
  assert.equal(firstDayOfRegion('AE'), 6);
  assert.equal(firstDayOfRegion('MV'), 5);
  assert.equal(firstDayOfRegion(undefined), 1, 'the world default: Monday');
  // The table agrees with this runtime's own data where both answer.
  for (const [tag, region] of [['en-US', 'US'], ['de-DE', 'DE'], ['ar-EG', 'EG'], ['ja-JP', 'JP'], ['fr-FR', 'FR'], ['he-IL', 'IL'], ['pt-BR', 'BR']] as const) {
    assert.equal(firstDayOfRegion(region), localeConventions(tag).firstDayOfWeek, tag);
  }
});

test('the same choice and locale give the same frozen object, so snapshots compare by identity', () => {
  const a = resolveDisplay({ clock: 'system', weekStart: 'system' }, 'fr-FR');
  assert.equal(resolveDisplay({ clock: 'system', weekStart: 'system' }, 'fr-FR'), a);
  assert.ok(Object.isFrozen(a) && Object.isFrozen(a.system));
});
