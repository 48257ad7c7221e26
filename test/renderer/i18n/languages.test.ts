// The window's first language (before the first snapshot) is the one main would choose from
// the same list: its copy of the matching rule gives main/i18n/languages.ts's answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchLanguage as mainMatch } from '../../../main/i18n/languages.ts';
import { matchLanguage } from '../../../renderer/i18n/languages.ts';
import { localeOfDates } from '../../../renderer/i18n/words.ts';

const LISTS: readonly (readonly string[])[] = [
  [], ['de-DE'], ['de-AT', 'en-US'], ['pt-PT'], ['pt-br'], ['fr_CA.UTF-8'], ['es-419'], ['ja-JP', 'fr'], ['C'], ['POSIX', 'es'], ['x-garbage!'], ['en-XA'], ['zh', 'ko'], ['sr_RS@latin', 'de'],
];

test("the window's match of the browser's languages is main's, list for list", () => {
  for (const list of LISTS) assert.equal(matchLanguage(list), mainMatch(list), list.join(','));
  assert.equal(matchLanguage(['de-AT', 'en-US']), 'de');
  assert.equal(matchLanguage(['ja-JP']), 'en');
});

test("dates and numbers follow the words' language, keeping the system's region where it speaks it", () => {
  assert.equal(localeOfDates('de', 'de-AT'), 'de-AT');
  assert.equal(localeOfDates('de', 'en-US'), 'de');
  assert.equal(localeOfDates('en', 'en-GB'), 'en-GB');
  assert.equal(localeOfDates('en-XA', 'de-DE'), 'en');
  assert.equal(localeOfDates('pt-BR', 'pt-PT'), 'pt-PT');
});
