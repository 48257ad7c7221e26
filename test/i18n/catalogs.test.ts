// Both sides' catalogs, main's (the tray, notifications) and the window's (renderer/): every shipped catalog has every message of the source catalog, with the same placeholders
// and plural arguments and its own language's plural forms; the compiled catalogs are those
// of the .po files as they stand (nobody forgot `npm run i18n:compile`); and the
// pseudo-locale's is English accented, longer and bracketed, message for message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatter } from '@lingui/format-po';
import type { Messages } from '@lingui/core';
import { catalogOf } from '../../main/i18n/catalogs.ts';
import { LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE, type Language } from '../../main/i18n/languages.ts';
import { catalogProblems } from './support/catalog-check.ts';
// @ts-expect-error: a plain .mjs script, without types
import { pseudoMessage, PSEUDO_CLOSE, PSEUDO_OPEN } from '../../scripts/i18n-pseudo.mjs';

/** As the compiled file holds it: through JSON, so an absent plural `offset` is no key. */
const asWritten = (m: unknown): unknown => JSON.parse(JSON.stringify(m));

interface Side {
  readonly name: string;
  /** The code's folder and its catalogs' folder. */
  readonly code: string;
  readonly locales: string;
  readonly catalogs: Readonly<Record<Language, Messages>>;
  /** At least this many messages: the extraction found the code's words. */
  readonly least: number;
}

/** The window's compiled catalogs, each its own module (one chunk a language in the build). */
async function windowCatalogs(): Promise<Record<Language, Messages>> {
  const entries = await Promise.all(
    [...LANGUAGES, PSEUDO_LANGUAGE].map(async (l) => [l, ((await import(`../../renderer/i18n/locales/${l}/messages.ts`)) as { messages: Messages }).messages] as const),
  );
  return Object.fromEntries(entries) as Record<Language, Messages>;
}

/** Main's compiled catalogs, each parsed on call (main/i18n/catalogs.ts). */
function mainCatalogs(): Record<Language, Messages> {
  return Object.fromEntries(([...LANGUAGES, PSEUDO_LANGUAGE] as Language[]).map((l) => [l, catalogOf(l)])) as Record<Language, Messages>;
}

const SIDES: readonly Side[] = [
  { name: 'main', code: 'main', locales: 'main/i18n/locales', catalogs: mainCatalogs(), least: 100 },
  { name: 'the window', code: 'renderer', locales: 'renderer/i18n/locales', catalogs: await windowCatalogs(), least: 150 },
];

/** Every `i18n._({ id, message })` in a side's code, as written (the one form Stint's code uses; the window's build strips the message by the same form: scripts/build-renderer.mjs). */
function messagesInCode(side: Side): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(side.code, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.startsWith('i18n/locales/'));
  for (const file of files) {
    const text = readFileSync(join(side.code, file), 'utf8');
    for (const m of text.matchAll(/i18n\._\(\{\s*id: '([^']+)',\s*message:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)) {
      const message = (m[2] ?? m[3]!).replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));
      assert.ok(!found.has(m[1]!) || found.get(m[1]!) === message, `${m[1]} says two things: ${found.get(m[1]!)} / ${message}`);
      found.set(m[1]!, message);
    }
  }
  return found;
}

for (const side of SIDES) {
const SOURCE = side.catalogs[SOURCE_LANGUAGE];
test(`${side.name}: the source catalog says what the code says: every message extracted, the English as written (run npm run i18n:extract and i18n:compile)`, () => {
  const code = messagesInCode(side);
  assert.ok(code.size >= side.least, `${code.size} messages found in ${side.code}/`);
  for (const [id, message] of code) assert.deepEqual(SOURCE[id], asWritten(compileMessage(message)), id);
  assert.deepEqual(Object.keys(SOURCE).filter((id) => !code.has(id)), [], 'messages no code asks for');
});

test(`${side.name}: the source catalog holds the words the code asks for`, () => {
  assert.ok(Object.keys(SOURCE).length >= 60, `${Object.keys(SOURCE).length} messages`);
  assert.deepEqual(catalogProblems(SOURCE, SOURCE, 'en'), []);
});

for (const language of [...LANGUAGES, PSEUDO_LANGUAGE].filter((l): l is Language => l !== SOURCE_LANGUAGE)) {
  test(`${side.name}, ${language}: every message, the same placeholders and plural arguments, its own plural forms`, () => {
    assert.deepEqual(catalogProblems(SOURCE, side.catalogs[language], language), []);
  });
}
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

for (const side of SIDES) {
for (const language of LANGUAGES) {
  test(`${side.name}, ${language}: the compiled catalog is its .po file compiled as it stands`, async () => {
    const file = `${side.locales}/${language}/messages.po`;
    const catalog = (await po.parse(readFileSync(file, 'utf8'), { locale: language, sourceLocale: SOURCE_LANGUAGE, filename: file })) as Record<string, { message?: string; translation?: string }>;
    const compiled = Object.fromEntries(Object.entries(catalog).map(([id, m]) => [id, asWritten(compileMessage(m.translation || (language === SOURCE_LANGUAGE ? (m.message ?? '') : '')))]));
    assert.deepEqual(compiled, { ...side.catalogs[language] }, `run npm run i18n:compile after changing ${file}`);
  });
}
}

test('the pseudo-locale: each English message accented, about 40% longer, in brackets; placeholders and plurals kept', () => {
  for (const side of SIDES) {
    for (const [id, english] of Object.entries(side.catalogs[SOURCE_LANGUAGE])) assert.deepEqual(side.catalogs[PSEUDO_LANGUAGE][id], pseudoMessage(english), `${side.name}, ${id}: run npm run i18n:compile`);
  }
  const stop = pseudoMessage(['Stop ', ['entry']]);
  assert.deepEqual(stop, [PSEUDO_OPEN, 'Šţöþ ', ['entry'], '····', PSEUDO_CLOSE]);
  const plural = pseudoMessage([['count', 'plural', { one: ['#', ' action'], other: ['#', ' actions'] }], ' waiting']);
  assert.deepEqual(plural[1], ['count', 'plural', { one: ['#', ' áçţíöñ'], other: ['#', ' áçţíöñš'] }]);
});
