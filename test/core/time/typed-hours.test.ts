// Lengths of time typed as the person types them, in their locale (issue 72, item 4): `1,5`
// hours in German and French, every form Stint read before still read, and a form that reads
// two ways asked with both readings and how to type each, never guessed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { askWords, readEndOrLength, readTypedHours, type TypedHours } from '../../../main/core/time/typed-hours.ts';

const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR'];
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');
const seconds = (r: TypedHours): number | string => (r.ok ? r.seconds : r.ask !== undefined ? 'asked' : 'unread');

test('every form read before issue 72 reads the same in every locale', () => {
  const before: [string, number][] = [
    ['1:30', 5400], ['1:30:15', 5415], ['+1:30', 5400], ['90', 5400], ['90m', 5400], ['45 min', 2700], ['1h30m', 5400],
    ['1h 30m', 5400], ['1.5h', 5400], ['1,5h', 5400], ['1,5 h', 5400], ['2 hrs', 7200], ['1.5', 5400], ['1,5', 5400],
    ['.5', 1800], [',5', 1800], ['1.25', 4500], ['0.500', 1800], ['+1.5', 5400], ['10m', 600],
  ];
  for (const locale of LOCALES) for (const [text, want] of before) assert.equal(seconds(readTypedHours(text, locale)), want, `${text} in ${locale}`);
});

test("the window's forms the engine did not read before: 1h30 and 1 h 30 (French), 2 hours", () => {
  for (const locale of LOCALES) {
    assert.equal(seconds(readTypedHours('1h30', locale)), 5400, locale);
    assert.equal(seconds(readTypedHours('1 h 30', locale)), 5400, locale);
    assert.equal(seconds(readTypedHours('2 hours', locale)), 7200, locale);
  }
});

test('a number whose mark is not the locale decimal one and could group thousands is asked: 1.500 in German and French, 1,500 in English', () => {
  const de = readTypedHours('1.500', 'de-DE');
  assert.ok(!de.ok && de.ask !== undefined);
  assert.deepEqual(de.ask.map((r) => [r.seconds, r.says, r.write]), [
    [5400, '1,5 hours (1:30)', '1:30'],
    [90_000, '1.500 minutes (25:00)', '1500m'],
  ]);
  const fr = readTypedHours('1.500', 'fr-FR');
  assert.ok(!fr.ok && fr.ask !== undefined);
  assert.equal(plain(fr.ask[1].says), '1 500 minutes (25:00)');
  const en = readTypedHours('1,500', 'en-US');
  assert.ok(!en.ok && en.ask !== undefined);
  assert.deepEqual(en.ask.map((r) => r.says), ['1.5 hours (1:30)', '1,500 minutes (25:00)']);
  assert.equal(seconds(readTypedHours('2.250', 'es-ES')), 'asked');
  assert.equal(seconds(readTypedHours('2.250', 'pt-BR')), 'asked');
});

test("the locale's own decimal mark is never asked, nor a mark that cannot group (one digit after it, a leading zero, four digits)", () => {
  assert.equal(seconds(readTypedHours('1,500', 'de-DE')), 5400, "German's decimal comma");
  assert.equal(seconds(readTypedHours('1.500', 'en-US')), 5400, "English's decimal point");
  assert.equal(seconds(readTypedHours('1,5', 'en-US')), 5400, 'a comma before one digit groups nothing: the hours Stint has always read');
  assert.equal(seconds(readTypedHours('1.5', 'de-DE')), 5400);
  assert.equal(seconds(readTypedHours('0.500', 'de-DE')), 1800);
  assert.equal(seconds(readTypedHours('1.5000', 'de-DE')), 5400);
});

test('what is no length is read as none, in every locale', () => {
  for (const locale of LOCALES) {
    for (const text of ['', 'soon', 'h', 'm', '1:60', '1:5', '1.5m', '1h30s', '-5', '1:30 pm', '1 day', '+', '++1:30', '1.', '1.5.2', '1.234,5', 'noon']) {
      assert.equal(seconds(readTypedHours(text, locale)), 'unread', `${JSON.stringify(text)} in ${locale}`);
    }
  }
});

test('the question says both readings and how to type each unambiguously', () => {
  const de = readTypedHours('1.500', 'de-DE');
  assert.ok(!de.ok && de.ask !== undefined);
  assert.equal(askWords(' 1.500 ', de.ask), '"1.500" reads two ways. For 1,5 hours (1:30), type 1:30; for 1.500 minutes (25:00), type 1500m.');
  for (const r of de.ask) assert.equal(seconds(readTypedHours(r.write, 'de-DE')), r.seconds, `${r.write} reads one way: as it was chosen`);
});

test('an end or a length: 14.30 is the end where the decimal mark is a comma, asked where it is a point', () => {
  for (const locale of ['de-DE', 'fr-FR', 'es-ES', 'pt-BR']) assert.deepEqual(readEndOrLength('14.30', locale), { end: '14.30' }, locale);
  const en = readEndOrLength('14.30', 'en-US');
  assert.ok(en !== undefined && 'ask' in en);
  assert.deepEqual(en.ask, [
    { says: 'the end 14:30', write: '14:30' },
    { says: 'a length of 14.3 hours (14:18)', write: '+14:18' },
  ]);
  assert.deepEqual(readEndOrLength('9.75', 'en-US'), { duration: '9.75' }, 'no minute 75: a length only');
  assert.equal(readEndOrLength('14:30', 'en-US'), undefined, 'a colon says a time in every locale');
  assert.equal(readEndOrLength('+1.30', 'en-US'), undefined);
});

test('14h30 is asked where people write times so (French, Brazilian Portuguese), a length elsewhere as 1h30 always was', () => {
  for (const locale of ['fr-FR', 'fr-CA', 'pt-BR']) {
    const r = readEndOrLength('14h30', locale);
    assert.ok(r !== undefined && 'ask' in r, locale);
    assert.deepEqual(r.ask, [
      { says: 'the end 14:30', write: '14:30' },
      { says: 'a length of 14 h 30 min (14:30)', write: '+14:30' },
    ]);
  }
  for (const locale of ['en-US', 'de-DE', 'es-ES']) assert.deepEqual(readEndOrLength('1h30', locale), { duration: '1h30' }, locale);
});

test('the edges of each form: units spelled out and in capitals, hours of two digits, a plus with a space, marks that cannot group', () => {
  const cases: [string, string, number | string][] = [
    ['12:30', 'en-US', 12.5 * 3600],
    ['12.25h', 'en-US', 12.25 * 3600],
    ['1.25h', 'de-DE', 1.25 * 3600],
    ['2 hr', 'en-US', 7200],
    ['1 hour', 'en-US', 3600],
    ['45 minute', 'en-US', 2700],
    ['10 mins', 'en-US', 600],
    ['1H30M', 'en-US', 5400],
    ['90 MIN', 'en-US', 5400],
    ['+ 1:30', 'en-US', 5400],
    ['1+1:30', 'en-US', 'unread'],
    ['1234.500', 'de-DE', 1234.5 * 3600],
    ['01.500', 'de-DE', 1.5 * 3600],
    ['12.500', 'de-DE', 'asked'],
    ['999.999', 'de-DE', 'asked'],
    ['   ', 'en-US', 'unread'],
    [' 1:30 ', 'en-US', 5400],
    [' 90 ', 'de-DE', 5400],
  ];
  for (const [text, locale, want] of cases) assert.equal(seconds(readTypedHours(text, locale)), want, `${JSON.stringify(text)} in ${locale}`);
  assert.deepEqual(readTypedHours('soon', 'en-US'), { ok: false });
});

test('a reading to the second writes its seconds: 1.001 in German is 1:00:04 as hours', () => {
  const r = readTypedHours('1.001', 'de-DE');
  assert.ok(!r.ok && r.ask !== undefined);
  assert.deepEqual(r.ask[0], { seconds: 3604, says: '1,001 hours (1:00:04)', write: '1:00:04' });
  assert.deepEqual(r.ask[1], { seconds: 60_060, says: '1.001 minutes (16:41)', write: '1001m' });
});

test('an end or a length at the edges of the clock: 23.59 asked, 24.30 and 14.60 lengths, spaces around read, more digits none', () => {
  assert.ok('ask' in (readEndOrLength(' 23.59 ', 'en-US') ?? {}));
  assert.deepEqual(readEndOrLength('24.30', 'en-US'), { duration: '24.30' });
  assert.deepEqual(readEndOrLength('14.60', 'en-US'), { duration: '14.60' });
  assert.deepEqual(readEndOrLength('0.30', 'de-DE'), { end: '0.30' });
  assert.equal(readEndOrLength('14.305', 'en-US'), undefined);
  assert.equal(readEndOrLength('x14.30', 'en-US'), undefined);
});
