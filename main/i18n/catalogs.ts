// Main's compiled catalogs, one a language (lingui compile's output, committed: see
// docs/dev/translations.md). Main's words are few (the tray, notifications) and all of them
// are in the main process's one bundle; the window loads its own catalog, of its language only.

import type { Messages } from '@lingui/core';
import type { Language } from './languages.ts';
import { messages as en } from './locales/en/messages.ts';
import { messages as de } from './locales/de/messages.ts';
import { messages as fr } from './locales/fr/messages.ts';
import { messages as es } from './locales/es/messages.ts';
import { messages as ptBR } from './locales/pt-BR/messages.ts';
import { messages as pseudo } from './locales/en-XA/messages.ts';

export const CATALOGS: Readonly<Record<Language, Messages>> = { en, de, fr, es, 'pt-BR': ptBR, 'en-XA': pseudo };
