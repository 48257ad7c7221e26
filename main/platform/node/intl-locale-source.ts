// The locale port under plain Node (the command line, the browser harness, the tests): a
// locale given by the driver, else the one this process's Intl defaults to, which ICU takes
// from the environment (LC_ALL, LC_MESSAGES, LANG; `C` reads as en-US).

import type { LocaleSource } from '../../core/ports.ts';
import type { Language } from '../../i18n/languages.ts';

/**
 * `locale` when given (a test, a harness option), else Intl's default, asked each time. The
 * languages only as the driver gives them (the command line: `--lang`, else LC_ALL /
 * LC_MESSAGES / LANG): a test or the harness that fixes a regional format (de-DE's clock)
 * fixes no language, and no test reads the words of the machine's own LANG. None: English.
 * `language`: the command line's own, over the Settings' choice.
 */
export function intlLocaleSource(locale?: string, languages: readonly string[] = [], language?: Language): LocaleSource {
  return { systemLocale: () => locale ?? new Intl.DateTimeFormat().resolvedOptions().locale, systemLanguages: () => languages, ...(language !== undefined ? { language } : {}) };
}
