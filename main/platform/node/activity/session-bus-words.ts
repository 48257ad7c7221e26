// What the D-Bus backends (GNOME, KDE Plasma) say of the session bus itself, in the words of
// the language a reason is shown in: the bus's own error text stays inside, as it said it.

import type { I18n } from '../../../i18n/words.ts';

export function busUnreachableWords(reason: string, i18n: I18n): string {
  return i18n._({ id: 'activity.bus.unreachable', message: 'Stint cannot reach the session bus ({reason}).', values: { reason } });
}

export function busGoneWords(reason: string, i18n: I18n): string {
  return i18n._({ id: 'activity.bus.gone', message: 'The session bus went away ({reason}): the focused window is no longer seen.', values: { reason } });
}
