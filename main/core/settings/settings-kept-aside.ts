// What the person is told when their settings file could not be read. The store moved it
// aside and the engine runs on the defaults: without a word, the shortcut, the service
// address and the reminders would simply be gone. The notice names the kept file by its
// full path, so it can be opened, and what to do next.

import type { KeptAside } from '../ports.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** The notice, in the words of `i18n` (English when none is given). */
export function settingsKeptAsideNotice(kept: KeptAside, i18n: I18n = sourceWords()): string {
  // Its filters were in that file too: the record stays off until the person sets them and turns it on (habit 19).
  return i18n._({ id: 'settings.keptAside', message: 'Your settings could not be read, so Stint is using its defaults (your shortcut, service address and reminders among them). The old file was kept at {path} ({reason}). Nothing was deleted: set them again in Settings, or copy them from that file. The activity record is off until you turn it on again, with its lists of what is never recorded.', values: { path: kept.keptAt, reason: kept.reason } });
}
