// The window's words: one Lingui I18n for the page, holding the compiled catalog of the
// language in use only. Each language's catalog is two chunks of its own: the words of the
// first code (renderer/i18n/locales/<language>/messages.ts in the build), imported before the
// window draws in that language (main.tsx, use-words.ts), and the rest (later.ts), imported
// with the first screen or form whose code comes later (`wordsLater`: lazy-screen.tsx). A page
// never downloads the other languages, and the timer screen's first code carries only its own words.
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

type Part = 'messages' | 'later';
const loaded = new Map<string, Promise<Messages>>();

function catalogOf(language: Language, part: Part): Promise<Messages> {
  const key = `${language}/${part}`;
  let catalog = loaded.get(key);
  if (catalog === undefined) {
    // One chunk a language and part: esbuild splits each file these templates can name.
    catalog = (part === 'messages' ? import(`./locales/${language}/messages.ts`) : import(`./locales/${language}/later.ts`)).then((m: { messages: Messages }) => m.messages);
    // A failed import may be tried again on the next change of language.
    catalog.catch(() => loaded.delete(key));
    loaded.set(key, catalog);
  }
  return catalog;
}

/** Whether the code loaded later has asked for its words: a change of language then loads both parts. */
let laterAsked = false;

/** How many times a language was asked for: only the last asked is made the page's. */
let asked = 0;

/** The locale of the page's dates and numbers (Intl's), set with its words. */
let datesLocale = 'en';

/**
 * Loads `language`'s catalog (once) and makes it the page's words. `systemLocale` (the
 * snapshot's `display.locale`, else the browser's) keeps its region where it speaks the
 * same language (en-GB's dates, de-AT's), else the dates are the words' language's.
 */
export async function loadLanguage(language: Language, systemLocale: string): Promise<void> {
  const ticket = ++asked;
  const [first, laterNow] = await Promise.all([catalogOf(language, 'messages'), laterAsked ? catalogOf(language, 'later') : null]);
  // The code loaded later may have asked for its words while the first part came.
  const later = laterNow ?? (laterAsked ? await catalogOf(language, 'later') : {});
  // The language asked last is the page's, whichever catalog comes first: the browser's
  // language asked at the start could otherwise land after the snapshot's and turn the
  // words drawn next back to it, beside words already drawn in the snapshot's.
  if (ticket !== asked) return;
  i18n.loadAndActivate({ locale: language, messages: { ...first, ...later } });
  datesLocale = localeOfDates(language, systemLocale);
  // The page says its language: screen readers read it in that voice, and the browser hyphenates by it.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The words of the code loaded after the first render, in the language in use: awaited before such code draws. */
export async function wordsLater(): Promise<void> {
  laterAsked = true;
  const language = i18n.locale as Language;
  const later = await catalogOf(language, 'later');
  // A change of language meanwhile loaded its own later words (laterAsked).
  if (i18n.locale === language) i18n.load(language, later);
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
