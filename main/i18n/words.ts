// The words of one language for main's side (the tray menu, notifications): a Lingui I18n
// made once per language with that language's compiled catalog, and never changed after,
// so whoever holds one holds a pure function from a message to its text. Callers name it
// `i18n` and write `i18n._({ id, message })`: that is the form Lingui's extractor reads
// (`npm run i18n:extract`), with English in the code as the source of the catalogs.

import { setupI18n, type I18n } from '@lingui/core';
import { catalogOf } from './catalogs.ts';
import { SOURCE_LANGUAGE, type Language } from './languages.ts';

export type { I18n };

const made = new Map<Language, I18n>();

/** The words of `language`; the same object for the same language. */
export function wordsFor(language: Language): I18n {
  const known = made.get(language);
  if (known !== undefined) return known;
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogOf(language) } });
  made.set(language, i18n);
  return i18n;
}

/** The words of the source language (English): what a caller that was given no language words in. */
export function sourceWords(): I18n {
  return wordsFor(SOURCE_LANGUAGE);
}
