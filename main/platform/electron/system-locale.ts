// The locale port in the Electron shell: the OS's own regional format, which Electron reads
// after `ready` (Windows and Linux through Chromium's i18n, macOS `[NSLocale currentLocale]`),
// and which, unlike the app's language (`app.getLocale()`), is what the OS formats times
// and weeks with. Where the OS says nothing (an empty answer), this process's Intl default.

import type { App } from 'electron';
import type { LocaleSource } from '../../core/ports.ts';

export function electronLocaleSource(app: Pick<App, 'getSystemLocale'>): LocaleSource {
  return { systemLocale: () => app.getSystemLocale() || new Intl.DateTimeFormat().resolvedOptions().locale };
}
