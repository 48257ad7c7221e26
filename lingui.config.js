// Lingui's configuration (issue 72): where the messages are extracted from and where each
// side's catalogs live. Main's words (the tray menu, notifications) and the window's are two
// catalogs, each shipped with its own side: the window never loads main's, nor main the
// window's. `npm run i18n:extract` rewrites the .po files from the code; `npm run i18n:compile`
// compiles every .po into messages.ts and writes the pseudo-locale's from English (committed: see
// docs/dev/translations.md). The code calls `i18n._({ id, message })` without Lingui's
// macros, which Lingui's extractor reads as they are, so the builds stay plain esbuild.

import { formatter } from '@lingui/format-po';

/** The languages shipped: English (the source) and four translations. The pseudo-locale (en-XA) is made from English by scripts/i18n-pseudo.mjs. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR'];

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: LOCALES,
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/main/i18n/locales/{locale}/messages',
      include: ['<rootDir>/main'],
      exclude: ['**/node_modules/**', '<rootDir>/main/i18n/locales/**'],
    },
    {
      // The window's words: each language's compiled catalog is a chunk of its own, loaded
      // for the language in use only (renderer/i18n/words.ts).
      path: '<rootDir>/renderer/i18n/locales/{locale}/messages',
      include: ['<rootDir>/renderer'],
      exclude: ['**/node_modules/**', '<rootDir>/renderer/i18n/locales/**'],
    },
  ],
  compileNamespace: 'ts',
  orderBy: 'messageId',
  // Origins without line numbers: a line moved in the code rewrites no catalog.
  format: formatter({ lineNumbers: false }),
};
