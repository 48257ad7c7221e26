// Every shipped catalog has every message of the source catalog, with the same placeholders
// and plural arguments and its own language's plural forms; the compiled catalogs are those
// of the .po files as they stand (nobody forgot `npm run i18n:compile`); and the
// pseudo-locale's is English accented, longer and bracketed, message for message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatter } from '@lingui/format-po';
import { CATALOGS } from '../../main/i18n/catalogs.ts';
import { LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE, type Language } from '../../main/i18n/languages.ts';
import { catalogProblems } from './support/catalog-check.ts';
// @ts-expect-error: a plain .mjs script, without types
import { pseudoMessage, PSEUDO_CLOSE, PSEUDO_OPEN } from '../../scripts/i18n-pseudo.mjs';

const SOURCE = CATALOGS[SOURCE_LANGUAGE];
/** As the compiled file holds it: through JSON, so an absent plural `offset` is no key. */
const asWritten = (m: unknown): unknown => JSON.parse(JSON.stringify(m));

/** Every `i18n._({ id, message })` in main's code, as written (the one form Stint's code uses). */
function messagesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync('main', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.startsWith('i18n/locales/'));
  for (const file of files) {
    const text = readFileSync(join('main', file), 'utf8');
    for (const m of text.matchAll(/i18n\._\(\{ id: '([^']+)', message: (?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)) {
      const message = (m[2] ?? m[3]!).replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));
      assert.ok(!found.has(m[1]!) || found.get(m[1]!) === message, `${m[1]} says two things: ${found.get(m[1]!)} / ${message}`);
      found.set(m[1]!, message);
    }
  }
  return found;
}

test("the source catalog says what the code says: every message extracted, the English as written (run npm run i18n:extract and i18n:compile)", () => {
  const code = messagesInCode();
  assert.ok(code.size >= 100, `${code.size} messages found in main/`);
  for (const [id, message] of code) assert.deepEqual(SOURCE[id], asWritten(compileMessage(message)), id);
  assert.deepEqual(Object.keys(SOURCE).filter((id) => !code.has(id)), [], 'messages no code asks for');
});

test('the source catalog holds the words the code asks for', () => {
  assert.ok(Object.keys(SOURCE).length >= 60, `${Object.keys(SOURCE).length} messages`);
  assert.deepEqual(catalogProblems(SOURCE, SOURCE, 'en'), []);
});

for (const language of [...LANGUAGES, PSEUDO_LANGUAGE].filter((l): l is Language => l !== SOURCE_LANGUAGE)) {
  test(`${language}: every message, the same placeholders and plural arguments, its own plural forms`, () => {
    assert.deepEqual(catalogProblems(SOURCE, CATALOGS[language], language), []);
  });
}

test('the check fails on a missing message, an extra one, a placeholder lost or added, and a foreign plural form', () => {
  const source = { a: ['Stop ', ['entry']], b: [['count', 'plural', { one: ['#', ' action'], other: ['#', ' actions'] }]], c: ['Quit'] };
  assert.deepEqual(catalogProblems(source, { a: ['Stoppen'], b: [['count', 'plural', { one: ['#'], other: ['#'], few: ['#'] }]], d: ['x'] }, 'de'), [
    'de: c is missing',
    'de: d is not in the source catalog',
    'de: a has {} where the source has {entry}',
    'de: b has plural forms few that de does not use',
  ]);
  assert.deepEqual(catalogProblems(source, { a: [['entry'], ' ', ['time']], b: [['count', 'plural', { one: ['#'] }]], c: ['Beenden'] }, 'de'), [
    'de: a has {entry, time} where the source has {entry}',
    "de: b has no 'other' form for count:plural",
  ]);
});

const po = formatter({ lineNumbers: false });

for (const language of LANGUAGES) {
  test(`${language}: the compiled catalog is its .po file compiled as it stands`, async () => {
    const file = `main/i18n/locales/${language}/messages.po`;
    const catalog = (await po.parse(readFileSync(file, 'utf8'), { locale: language, sourceLocale: SOURCE_LANGUAGE, filename: file })) as Record<string, { message?: string; translation?: string }>;
    const compiled = Object.fromEntries(Object.entries(catalog).map(([id, m]) => [id, asWritten(compileMessage(m.translation || (language === SOURCE_LANGUAGE ? (m.message ?? '') : '')))]));
    assert.deepEqual(compiled, { ...CATALOGS[language] }, `run npm run i18n:compile after changing ${file}`);
  });
}

test('the pseudo-locale: each English message accented, about 40% longer, in brackets; placeholders and plurals kept', () => {
  for (const [id, english] of Object.entries(SOURCE)) assert.deepEqual(CATALOGS[PSEUDO_LANGUAGE][id], pseudoMessage(english), `${id}: run npm run i18n:compile`);
  const stop = pseudoMessage(['Stop ', ['entry']]);
  assert.deepEqual(stop, [PSEUDO_OPEN, 'Šţöþ ', ['entry'], '····', PSEUDO_CLOSE]);
  const plural = pseudoMessage([['count', 'plural', { one: ['#', ' action'], other: ['#', ' actions'] }], ' waiting']);
  assert.deepEqual(plural[1], ['count', 'plural', { one: ['#', ' áçţíöñ'], other: ['#', ' áçţíöñš'] }]);
});
