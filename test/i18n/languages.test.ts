// The language in use: the person's choice, else the first of the system's languages Stint
// ships (a region of its own not needed), else English; a terminal's from LC_ALL over
// LC_MESSAGES over LANG.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { languageInUse, languagesOfEnvironment, matchLanguage } from '../../main/i18n/languages.ts';

test('the first of the system languages that Stint ships, by its region or its language alone', () => {
  assert.equal(matchLanguage(['de-DE']), 'de');
  assert.equal(matchLanguage(['de-AT', 'en-US']), 'de');
  assert.equal(matchLanguage(['pt-BR']), 'pt-BR');
  // Portuguese of Portugal reads the Brazilian catalog better than English.
  assert.equal(matchLanguage(['pt-PT']), 'pt-BR');
  assert.equal(matchLanguage(['nl-NL', 'fr-CA', 'de-DE']), 'fr');
  assert.equal(matchLanguage(['es-419']), 'es');
});

test('POSIX forms read, and nothing Stint speaks gives English', () => {
  assert.equal(matchLanguage(['de_CH.UTF-8']), 'de');
  assert.equal(matchLanguage(['pt_BR.utf8@latin']), 'pt-BR');
  assert.equal(matchLanguage(['C', 'POSIX', '']), 'en');
  assert.equal(matchLanguage(['ja-JP', 'not a tag!']), 'en');
  assert.equal(matchLanguage([]), 'en');
});

test('the pseudo-locale only when chosen: never matched from the system', () => {
  assert.equal(matchLanguage(['en-XA']), 'en');
  assert.equal(languageInUse('en-XA', ['de-DE']), 'en-XA');
});

test("the person's choice wins over the system's; system follows it", () => {
  assert.equal(languageInUse('fr', ['de-DE']), 'fr');
  assert.equal(languageInUse('system', ['de-DE']), 'de');
  assert.equal(languageInUse('system', ['sv-SE']), 'en');
});

test('a terminal: LC_ALL over LC_MESSAGES over LANG, an empty variable as unset', () => {
  assert.deepEqual(languagesOfEnvironment({ LANG: 'fr_FR.UTF-8', LC_MESSAGES: 'de_DE.UTF-8', LC_ALL: 'es_ES.UTF-8' }), ['es_ES.UTF-8']);
  assert.deepEqual(languagesOfEnvironment({ LANG: 'fr_FR.UTF-8', LC_MESSAGES: 'de_DE.UTF-8', LC_ALL: '' }), ['de_DE.UTF-8']);
  assert.deepEqual(languagesOfEnvironment({ LANG: 'fr_FR.UTF-8' }), ['fr_FR.UTF-8']);
  assert.deepEqual(languagesOfEnvironment({}), []);
  assert.equal(matchLanguage(languagesOfEnvironment({ LANG: 'pt_BR.UTF-8' })), 'pt-BR');
});
