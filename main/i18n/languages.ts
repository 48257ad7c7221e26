// The languages Stint speaks and which one is in use: the person's choice in Settings, else
// the first of the system's preferred languages that Stint ships (a region of its own is
// not needed: de-AT reads German, pt-PT the Brazilian Portuguese catalog rather than
// English), else English. Pure: the system's list comes from the locale port, the
// command line's from LC_ALL / LC_MESSAGES / LANG.

/** The languages shipped to people: English (the source) and its complete translations. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR'] as const;

/**
 * The pseudo-locale: English accented, about 40% longer, in brackets, so a test sees a word
 * that skipped the catalog (no accents) or a label cut short (no closing bracket). Chosen
 * only by name (Settings, `--lang`), never matched from the system's languages.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

export type Language = (typeof LANGUAGES)[number] | typeof PSEUDO_LANGUAGE;
/** The Settings field: `system` follows the system's languages. */
export type LanguageChoice = 'system' | Language;

export const SOURCE_LANGUAGE: Language = 'en';
/** Every language a choice may name, the pseudo-locale included. */
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = ['system', ...LANGUAGES, PSEUDO_LANGUAGE];

export function isLanguage(value: unknown): value is Language {
  return value === PSEUDO_LANGUAGE || (LANGUAGES as readonly unknown[]).includes(value);
}

/** A tag as systems write it (`de_DE.UTF-8`, `sr_RS@latin`, `pt-br`) as BCP 47; undefined for `C`, `POSIX` and garbage. */
function bcp47(tag: string): string | undefined {
  const plain = tag.trim().split('.')[0]!.split('@')[0]!.replace(/_/g, '-');
  if (plain === '' || plain === 'C' || plain === 'POSIX') return undefined;
  try {
    return Intl.getCanonicalLocales(plain)[0];
  } catch {
    return undefined;
  }
}

/** The shipped language a tag asks for: its exact form, else its language alone; undefined when Stint does not speak it. */
function shippedFor(tag: string): Language | undefined {
  const canonical = bcp47(tag);
  if (canonical === undefined) return undefined;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === canonical.toLowerCase());
  if (exact !== undefined) return exact;
  const language = canonical.split('-')[0]!.toLowerCase();
  return LANGUAGES.find((l) => l.split('-')[0]!.toLowerCase() === language);
}

/**
 * The language a tag names when a person names one (`--lang de`, `--lang pt_BR`, `--lang
 * en-XA`): a shipped one (a region of its own read as the language alone, as the system's are)
 * or the pseudo-locale by its exact name; undefined when Stint does not speak it.
 */
export function namedLanguage(tag: string): Language | undefined {
  if (tag.trim().toLowerCase() === PSEUDO_LANGUAGE.toLowerCase()) return PSEUDO_LANGUAGE;
  return shippedFor(tag);
}

/** The first of the system's preferred languages (most wanted first) that Stint ships; English when none. */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const shipped = shippedFor(tag);
    if (shipped !== undefined) return shipped;
  }
  return SOURCE_LANGUAGE;
}

/** The language in use: the person's choice, else the system's. */
export function languageInUse(choice: LanguageChoice, systemLanguages: readonly string[]): Language {
  return choice === 'system' ? matchLanguage(systemLanguages) : choice;
}

/**
 * The languages a terminal asks for, as POSIX orders them: LC_ALL over LC_MESSAGES over
 * LANG, the first one set (an empty variable counts as unset). Empty when none is.
 */
export function languagesOfEnvironment(env: Readonly<Record<string, string | undefined>>): string[] {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value !== undefined && value !== '') return [value];
  }
  return [];
}
