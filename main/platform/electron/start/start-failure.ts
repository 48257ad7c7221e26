// What the person is told when the app could not start at all (main.ts shows it in an error
// box and quits): the exception's own message, which only the log explains further, inside
// words of the language at start (shell-language.ts `languageAtStart`).

import type { I18n } from '../../../i18n/words.ts';

export function startFailureWords(message: string, i18n: I18n): { readonly title: string; readonly body: string } {
  return {
    title: i18n._({ id: 'shell.startFailed.title', message: 'Stint could not start' }),
    body: i18n._({ id: 'shell.startFailed', message: '{message}\n\nThe log file has the details.', values: { message } }),
  };
}
