// Numbers, decimal hours, amounts and durations in the person's locale (issue 72, item 3): the
// engine's one format module, in the five languages Stint ships first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatAmount, formatDurationWords, formatHoursNumber, formatHundredthsOfHour, formatWholeNumber, localeSeparators, wordsMaker } from '../../../main/core/time/locale-format.ts';
import { formatHours } from '../../../main/core/views/hours.ts';
import { formatClockTime } from '../../../main/core/time/clock-format.ts';
import { resolveDisplay } from '../../../main/core/time/locale-display.ts';

/** Intl writes a no-break space (French groups, a currency after the figure); the tests read it as a space. */
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');
const SEVEN_32 = 7 * 3600 + 32 * 60;

test('decimal hours: 7.53 in English, 7,53 in German, French, Spanish and Brazilian Portuguese; no grouping past 1000 hours', () => {
  const want: Record<string, string> = { 'en-US': '7.53', 'de-DE': '7,53', 'fr-FR': '7,53', 'es-ES': '7,53', 'pt-BR': '7,53' };
  for (const [locale, figure] of Object.entries(want)) {
    assert.equal(formatHours(SEVEN_32, { decimalHours: true, locale }), figure, locale);
    assert.equal(formatHundredthsOfHour(753, locale), figure, locale);
  }
  assert.equal(formatHundredthsOfHour(123_405, 'de-DE'), '1234,05');
  assert.equal(formatHundredthsOfHour(0, 'fr-FR'), '0,00');
  assert.equal(formatHundredthsOfHour(5, 'en-US'), '0.05');
});

test('decimal hours are exact: every count of hundredths to 1,000 hours, and a spread to ten million, reads as its own digits', () => {
  const counts = [...Array.from({ length: 100_001 }, (_, h) => h), ...Array.from({ length: 10_000 }, (_, i) => 100_000 + i * 99_991)];
  for (const h of counts) {
    const digits = `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
    if (formatHundredthsOfHour(h, 'en-US') !== digits) assert.fail(`${h} hundredths read ${formatHundredthsOfHour(h, 'en-US')}, not ${digits}`);
  }
});

test('durations stay H:MM in every locale without the decimal setting (the trade writes them so), and a file-like 7.53 without a locale', () => {
  for (const locale of ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR']) assert.equal(formatHours(SEVEN_32, { decimalHours: false, locale }), '7:32', locale);
  assert.equal(formatHours(SEVEN_32, { decimalHours: true }), '7.53');
});

test("the display's resolved locale carries decimal hours into every line that formats a total", () => {
  const de = resolveDisplay({ clock: 'system', weekStart: 'system' }, 'de_DE.UTF-8');
  assert.equal(formatHours(SEVEN_32, { ...de, decimalHours: true }), '7,53');
});

test('a time of day: 14:30 in French, German, Spanish and Brazilian Portuguese (their clock is 24-hour), 2:30 PM in American English', () => {
  for (const tag of ['fr_FR.UTF-8', 'de_DE.UTF-8', 'es_ES.UTF-8', 'pt_BR.UTF-8']) {
    assert.equal(formatClockTime(14.5 * 3600, resolveDisplay({ clock: 'system', weekStart: 'system' }, tag).hourCycle), '14:30', tag);
  }
  assert.equal(formatClockTime(14.5 * 3600, resolveDisplay({ clock: 'system', weekStart: 'system' }, 'en_US.UTF-8').hourCycle), '2:30 PM');
});

test("amounts with the locale's marks and the account's currency", () => {
  assert.equal(formatAmount(123_450, 'EUR', 'en-US'), '€1,234.50');
  assert.equal(plain(formatAmount(123_450, 'EUR', 'de-DE')), '1.234,50 €');
  assert.equal(plain(formatAmount(123_450, 'EUR', 'fr-FR')), '1 234,50 €');
  assert.equal(plain(formatAmount(123_450, 'EUR', 'es-ES')), '1234,50 €', 'Spanish groups from five digits');
  assert.equal(plain(formatAmount(123_450, 'BRL', 'pt-BR')), 'R$ 1.234,50');
  assert.equal(plain(formatAmount(-505, 'USD', 'en-US')), '-$5.05');
  assert.equal(plain(formatAmount(1250, 'XBT1', 'de-DE')), 'XBT1 12,50', 'a code Intl refuses is written before the figure, never lost');
  assert.equal(plain(formatAmount(123_450, 'USD', 'de-DE')), '1.234,50 $', 'each currency its own formatter in one locale');
  assert.equal(plain(formatAmount(123_450, 'CHF', 'de-DE')), '1.234,50 CHF');
});

test("each locale's marks, and numbers in words", () => {
  assert.deepEqual({ ...localeSeparators('de-DE') }, { decimal: ',', group: '.' });
  assert.deepEqual({ ...localeSeparators('en-US') }, { decimal: '.', group: ',' });
  assert.equal(localeSeparators('fr-FR').decimal, ',');
  assert.equal(localeSeparators('pt-BR').decimal, ',');
  assert.equal(formatHoursNumber(1.5, 'de-DE'), '1,5');
  assert.equal(formatHoursNumber(14.3, 'en-US'), '14.3');
  assert.equal(formatWholeNumber(1500, 'de-DE'), '1.500');
  assert.equal(plain(formatWholeNumber(1500, 'fr-FR')), '1 500');
});

test('durations in words through Intl.DurationFormat, and the same words from the fallback where a runtime has none', () => {
  const want: Record<string, string> = {
    'en-US': '1 hour, 5 minutes',
    'de-DE': '1 Stunde, 5 Minuten',
    'fr-FR': '1 heure et 5 minutes',
    'es-ES': '1 hora y 5 minutos',
    'pt-BR': '1 hora e 5 minutos',
  };
  assert.equal(typeof (Intl as unknown as { DurationFormat?: unknown }).DurationFormat, 'function', 'Node 24 has DurationFormat: the first path is the one tested');
  for (const [locale, words] of Object.entries(want)) {
    assert.equal(plain(formatDurationWords(3900, locale)), words, locale);
    assert.equal(plain(wordsMaker(locale, undefined)(3900)), words, `${locale}, without DurationFormat`);
  }
  for (const make of [(l: string) => (s: number) => formatDurationWords(s, l), (l: string) => wordsMaker(l, undefined)]) {
    assert.equal(make('en-US')(45), '45 seconds', 'under a minute, the seconds');
    assert.equal(make('de-DE')(0), '0 Minuten', 'nothing is 0 minutes, never an empty string');
    assert.equal(make('en-US')(7200), '2 hours');
    assert.equal(make('fr-FR')(60 * 7), '7 minutes');
    assert.equal(make('en-US')(60), '1 minute', 'a minute is a minute, not 60 seconds');
    assert.equal(make('en-US')(3660), '1 hour, 1 minute');
  }
});

test('the formatters are made once per locale: the same answer from a cache, not a new Intl object per call', () => {
  const made: string[] = [];
  const Counting = class {
    constructor(locale: string) {
      made.push(locale);
    }
    format(d: { hours?: number; minutes?: number }): string {
      return `${d.hours ?? 0}h${d.minutes ?? 0}`;
    }
  };
  const words = wordsMaker('de-DE', Counting);
  assert.equal(words(3900), '1h5');
  assert.equal(words(7260), '2h1');
  assert.deepEqual(made, ['de-DE'], 'one DurationFormat for every call of one locale');
  assert.equal(formatDurationWords(3900, 'de-DE'), formatDurationWords(3900, 'de-DE'));
});
