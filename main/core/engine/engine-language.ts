// The language the engine words its sentences in, on its own: engine-state.ts and entry-name.ts
// need it, and engine-views.ts (which builds the snapshot) imports both, so it cannot live there
// without an import circle (test/project/import-graph.test.ts).

import { languageInUse, type Language, type LanguageChoice } from '../../i18n/languages.ts';
import type { LocaleSource } from '../ports.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';

/** What of the engine's state the language is chosen from (an EngineState is one; named so, engine-state.ts imports this file). */
export interface LanguageFacts {
  readonly ports: { readonly locale: LocaleSource };
  readonly settings: { readonly language: LanguageChoice };
}

/** The language in use now: the driver's own (the command line's), else the person's choice in Settings, else the system's first that Stint ships. */
export function languageOf(s: LanguageFacts): Language {
  const locale = s.ports.locale;
  if (locale.language !== undefined) return locale.language;
  return languageInUse(s.settings.language, locale.systemLanguages?.() ?? [locale.systemLocale()]);
}

/** The engine's words now, in the language in use (`i18n`, as Lingui's extractor reads the calls on it). */
export function wordsOf(s: LanguageFacts): I18n {
  return wordsFor(languageOf(s));
}

/** The words settings problems are said in, once the settings are read: the driver's language, else the one just read (settings.ts `SettingsWords`). */
export function settingsWordsOf(s: { readonly ports: LanguageFacts['ports'] }): (settings: LanguageFacts['settings']) => I18n {
  return (settings) => wordsOf({ ports: s.ports, settings });
}
