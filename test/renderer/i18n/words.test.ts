// The window asks for the browser's language at once and for the snapshot's language as soon
// as the first snapshot comes (renderer/main.tsx): the one asked last must be the page's, even
// when the first one's catalog arrives after it. Here the pseudo-locale's catalog is in memory
// already (it arrives at once) and German's is read from disk (it arrives after).
// Own process: it leaves the page's one i18n in the pseudo-locale, which every renderer test after it in a shared process would then speak.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { i18n, loadLanguage } from '../../../renderer/i18n/words.ts';

test('the language asked last is the page\'s, though the one asked before it arrives after it', async () => {
  await loadLanguage('en-XA', 'en-US');
  const german = loadLanguage('de', 'de-DE');
  const pseudo = loadLanguage('en-XA', 'en-US');
  await Promise.all([german, pseudo]);
  assert.equal(i18n.locale, 'en-XA');
  assert.match(i18n._({ id: 'sync.signedOut', message: 'Signed out.' }), /⟦/, 'the words are the pseudo-locale\'s');
});
