// The locale port in the Electron shell: the OS's own regional format, which Electron reads
// after `ready` (Windows and Linux through Chromium's i18n, macOS `[NSLocale currentLocale]`),
// and which, unlike the app's language (`app.getLocale()`), is what the OS formats times
// and weeks with. Where the OS says nothing (an empty answer), this process's Intl default.
// The language of Stint's words follows the OS's preferred languages (issue 72).

import type { App } from 'electron';
import type { LocaleSource } from '../../core/ports.ts';

export function electronLocaleSource(app: Pick<App, 'getSystemLocale' | 'getPreferredSystemLanguages'>): LocaleSource {
  return {
    systemLocale: () => app.getSystemLocale() || new Intl.DateTimeFormat().resolvedOptions().locale,
    // The languages the person set in the OS, most wanted first (not `app.getLocale()`, the
    // language Chromium picked for its own UI from the few it ships).
    systemLanguages: () => app.getPreferredSystemLanguages(),
  };
}
