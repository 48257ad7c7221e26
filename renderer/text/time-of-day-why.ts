// Why a time of day typed in a field cannot be read, in words that say what to type instead
// ("40m" is a length of time, not a time of day). The reading itself is time-input.ts's
// `parseTimeOfDay`; this only explains text it did not read. Pure: the example time comes
// in, written in the person's clock.

import { parseDurationInput, parseTimeOfDay } from './time-input.ts';
import { i18n } from '../i18n/words.ts';

/** The reason `text` is not a time of day, or null when it reads as one. `example`: a time in the person's clock ("10:30 AM"). */
export function whyNotATimeOfDay(text: string, example: string): string | null {
  const t = text.trim();
  if (parseTimeOfDay(t) !== undefined) return null;
  if (t === '') return i18n._({ id: 'timeWhy.empty', message: 'Type a time of day, such as {example}.', values: { example } });
  const lower = t.toLowerCase();
  // A unit, or hours and minutes as a length ("40m", "1h30", "1.5h"), but not "9h" or "14h30", which read as times.
  if (/[a-z]/.test(lower.replace(/[ap]\.?m?\.?$/, '')) && parseDurationInput(lower) !== undefined) {
    return i18n._({ id: 'timeWhy.length', message: '"{typed}" is a length of time, not a time of day: type the time itself, such as {example}.', values: { typed: t, example } });
  }
  const parts = /^(\d{1,2})(?:[:.h](\d{1,2}))?(?:[:.](\d{1,2}))?\s*([ap])?\.?m?\.?$/.exec(lower);
  if (parts) {
    const hour = Number(parts[1]);
    if (parts[2] !== undefined && (parts[2].length !== 2 || Number(parts[2]) > 59)) return i18n._({ id: 'timeWhy.minute', message: '"{typed}" has no such minute: minutes are two digits from 00 to 59, such as {example}.', values: { typed: t, example } });
    if (parts[3] !== undefined && (parts[3].length !== 2 || Number(parts[3]) > 59)) return i18n._({ id: 'timeWhy.second', message: '"{typed}" has no such second: seconds go from 00 to 59.', values: { typed: t } });
    if (parts[4] !== undefined && (hour < 1 || hour > 12)) return i18n._({ id: 'timeWhy.ampm', message: '"{typed}": with AM or PM the hour is 1 to 12 (or drop AM/PM and use 0 to 23).', values: { typed: t } });
    if (hour > 23) return i18n._({ id: 'timeWhy.hour', message: '"{typed}" has no such hour: hours go from 0 to 23, such as {example}.', values: { typed: t, example } });
  }
  return i18n._({ id: 'timeWhy.notTime', message: '"{typed}" is not a time of day: type it as {example}.', values: { typed: t, example } });
}
