// The command line's language (issue 72): `--lang <tag>` when given (options.ts), else the
// terminal's (LC_ALL over LC_MESSAGES over LANG), else English. Every line the command line
// prints is worded through main's catalog in it (`ctx.i18n` in run.ts); through the app the
// language travels with each command (app-channel.ts), so the app answers in the terminal's.

import { languagesOfEnvironment, matchLanguage, type Language } from '../i18n/languages.ts';

/** The terminal's language: the first shipped one LC_ALL / LC_MESSAGES / LANG names, else English. */
export function terminalLanguage(env: Readonly<Record<string, string | undefined>>): Language {
  return matchLanguage(languagesOfEnvironment(env));
}
