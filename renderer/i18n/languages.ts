// The languages the window speaks and the one it starts in before the engine says which
// (the snapshot's `language`): the first of the browser's preferred languages that Stint
// ships, region or not, else English. A copy of main/i18n/languages.ts's `matchLanguage`:
// the window imports nothing from main/ at run time (the bundle test holds it to that), and
// test/renderer/i18n/languages.test.ts holds the two to the same answers.

import type { Language } from '../../main/i18n/languages.ts';

export type { Language };

/** The languages shipped to people (main/i18n/languages.ts `LANGUAGES`). */
const SHIPPED: readonly Language[] = ['en', 'de', 'fr', 'es', 'pt-BR'];

/** The pseudo-locale, chosen only by name (Settings), never matched from the browser's languages. */
export const PSEUDO_LANGUAGE: Language = 'en-XA';

/** A tag as systems write it (`de_DE.UTF-8`, `pt-br`) as BCP 47; undefined for `C`, `POSIX` and garbage. */
function bcp47(tag: string): string | undefined {
  const plain = tag.trim().split('.')[0]!.split('@')[0]!.replace(/_/g, '-');
  if (plain === '' || plain === 'C' || plain === 'POSIX') return undefined;
  try {
    return Intl.getCanonicalLocales(plain)[0];
  } catch {
    return undefined;
  }
}

function shippedFor(tag: string): Language | undefined {
  const canonical = bcp47(tag);
  if (canonical === undefined) return undefined;
  const exact = SHIPPED.find((l) => l.toLowerCase() === canonical.toLowerCase());
  if (exact !== undefined) return exact;
  const language = canonical.split('-')[0]!.toLowerCase();
  return SHIPPED.find((l) => l.split('-')[0]!.toLowerCase() === language);
}

/** The first of `preferred` (most wanted first) that Stint ships; English when none. */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const shipped = shippedFor(tag);
    if (shipped !== undefined) return shipped;
  }
  return 'en';
}
