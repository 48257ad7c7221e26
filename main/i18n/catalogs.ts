// Main's compiled catalogs, one a language (lingui compile's output, committed: see
// docs/dev/translations.md). Main's words are few (the tray, notifications) and all of them
// are in the main process's one bundle, since they are wanted synchronously; each is a
// function that parses its language's catalog on call (scripts/i18n-lazy.mjs), so only the
// languages in use are ever parsed (all six parsed at import: 4.3 MB of heap, issue 71).
// The window loads its own catalog, of its language only.

import type { Messages } from '@lingui/core';
import type { Language } from './languages.ts';
import { messages as en } from './locales/en/messages.ts';
import { messages as de } from './locales/de/messages.ts';
import { messages as fr } from './locales/fr/messages.ts';
import { messages as es } from './locales/es/messages.ts';
import { messages as ptBR } from './locales/pt-BR/messages.ts';
import { messages as pseudo } from './locales/en-XA/messages.ts';

const PARSERS: Readonly<Record<Language, () => Messages>> = { en, de, fr, es, 'pt-BR': ptBR, 'en-XA': pseudo };

/** `language`'s catalog, parsed anew: a caller keeps what it needs (words.ts keeps one I18n a language). */
export function catalogOf(language: Language): Messages {
  return PARSERS[language]();
}
