// The language a page's words are in, following the snapshot's `language` (the Settings
// choice, else the system's): a change loads that language's catalog first and only then
// draws in it, so no frame mixes two languages. Answers the language drawn in; a caller keys
// what it draws by it, so every text is worded again.

import { useEffect, useState } from 'preact/hooks';
import type { Language } from './languages.ts';
import { i18n, loadLanguage } from './words.ts';

/** `wanted`: the snapshot's language and its system locale; null before the first snapshot (the words loaded before the first render stay). */
export function useWords(wanted: { language: Language; locale: string } | null): Language {
  const [drawn, setDrawn] = useState(i18n.locale as Language);
  const language = wanted?.language;
  const locale = wanted?.locale;
  useEffect(() => {
    if (language === undefined || locale === undefined) return undefined;
    let live = true;
    loadLanguage(language, locale).then(
      () => live && setDrawn(language),
      // A catalog that cannot be loaded leaves the words as they were (the page goes on).
      () => undefined,
    );
    return () => void (live = false);
  }, [language, locale]);
  return drawn;
}
