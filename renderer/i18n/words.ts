// The window's words: one Lingui I18n for the page, holding the compiled catalog of the
// language in use only. Each language's catalog is a chunk of its own
// (renderer/i18n/locales/<language>/messages.ts), imported when that language is first
// needed, before the window draws in it (main.tsx, app.tsx): a page never downloads the
// other languages, and the timer screen's first code stays within its budget.
//
// Code writes `i18n._({ id, message, values })` with the English in place (what
// `npm run i18n:extract` reads). The production build leaves Lingui's ICU compiler out
// (scripts/build-renderer.mjs defines NODE_ENV), so English too comes from its compiled
// catalog; under Node (the unit tests) the compiler is there and the English in the code serves.

import { setupI18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { PSEUDO_LANGUAGE, type Language } from './languages.ts';

/** The page's words; English (from the code's own messages) until a catalog is loaded. */
export const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const loaded = new Map<Language, Promise<Messages>>();

function catalogOf(language: Language): Promise<Messages> {
  let catalog = loaded.get(language);
  if (catalog === undefined) {
    // One chunk a language: esbuild splits each file this template can name.
    catalog = import(`./locales/${language}/messages.ts`).then((m: { messages: Messages }) => m.messages);
    // A failed import may be tried again on the next change of language.
    catalog.catch(() => loaded.delete(language));
    loaded.set(language, catalog);
  }
  return catalog;
}

/** The locale of the page's dates and numbers (Intl's), set with its words. */
let datesLocale = 'en';

/**
 * Loads `language`'s catalog (once) and makes it the page's words. `systemLocale` (the
 * snapshot's `display.locale`, else the browser's) keeps its region where it speaks the
 * same language (en-GB's dates, de-AT's), else the dates are the words' language's.
 */
export async function loadLanguage(language: Language, systemLocale: string): Promise<void> {
  const messages = await catalogOf(language);
  i18n.loadAndActivate({ locale: language, messages });
  datesLocale = localeOfDates(language, systemLocale);
}

/** The locale dates and numbers are written in beside words in `language`: the pseudo-locale's are English's. */
export function localeOfDates(language: Language, systemLocale: string): string {
  const base = language === PSEUDO_LANGUAGE ? 'en' : language;
  const lang = (tag: string) => tag.split('-')[0]!.toLowerCase();
  return lang(systemLocale) === lang(base) ? systemLocale : base;
}

/** The locale the window's dates and numbers follow (that of its words). */
export function wordsLocale(): string {
  return datesLocale;
}
