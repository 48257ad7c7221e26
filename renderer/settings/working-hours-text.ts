// Working hours to and from text for the settings window: the settings' `HH:MM` windows
// shown in the person's clock (the display settings'), read back in either clock (renderer/text/time-input.ts),
// and a set of hours said in words ("Mon–Fri 9:00 AM–5:00 PM"). Pure but for Intl's words.

import type { WorkingHours } from '../../main/core/settings/settings-schema.ts';
import type { HourCycle } from '../../main/core/snapshot.ts';
import { formatTimeOfDay, formatWeekday } from '../text/time.ts';
import { formatHm, parseTimeOfDay } from '../text/time-input.ts';
import { i18n } from '../i18n/words.ts';

/** The days in the order the window lists them, Monday first (0 is Sunday, as on the service). */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

/** Short name of a day of the week ("Mon"); 2023-01-01 was a Sunday. */
export function dayName(day: number, locale?: string): string {
  return formatWeekday(`2023-01-0${day + 1}`, locale);
}

export interface WindowText {
  readonly start: string;
  readonly end: string;
}

/** The windows as the fields show them, in the person's clock. */
export function windowTexts(hours: WorkingHours, hourCycle: HourCycle, locale?: string): WindowText[] {
  return hours.windows.map((w) => ({ start: formatTimeOfDay(w.start, hourCycle, locale), end: formatTimeOfDay(w.end, hourCycle, locale) }));
}

export const timeMessage = (): string => i18n._({ id: 'hours.check.time', message: 'Enter a time, e.g. 9:00 or 9:00 AM.' });
export const wholeMinutesMessage = (): string => i18n._({ id: 'hours.check.minutes', message: 'Give the time in whole minutes, e.g. 9:30 or 9:30 AM.' });
export const noDayMessage = (): string => i18n._({ id: 'hours.check.noDay', message: 'Choose at least one day.' });

const DAY_SECONDS = 86_400;

export type ReadHours = { readonly ok: true; readonly hours: WorkingHours } | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/**
 * The fields read as the settings' working hours, or errors keyed as the engine keys them
 * under `workingHours.` (`days`, `windows.1.start`). An end at 00:00 ("12am", "0") is the
 * midnight that ends the day, `24:00`: a window cannot end where every day begins.
 * Whether windows end after they start and do not overlap, the engine says.
 */
export function readWorkingHours(days: readonly number[], texts: readonly WindowText[]): ReadHours {
  const errors: Record<string, string> = {};
  if (days.length === 0) errors.days = noDayMessage();
  const windows = texts.map((t, i) => {
    const read = (part: 'start' | 'end'): string => {
      const s = parseTimeOfDay(t[part], { endOfDay: part === 'end' });
      if (s === undefined || s % 60 !== 0) {
        errors[`windows.${i}.${part}`] = s === undefined ? timeMessage() : wholeMinutesMessage();
        return '';
      }
      return formatHm(part === 'end' && s === 0 ? DAY_SECONDS : s);
    };
    return { start: read('start'), end: read('end') };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, hours: { days: [...new Set(days)].sort((a, b) => a - b), windows } };
}

/** Days in words, Monday first: "Every day", "Mon–Fri", "Mon, Wed, Fri", "Mon–Wed, Sat"; three or more in a row make a range. */
export function describeDays(days: readonly number[], locale?: string): string {
  const on = WEEK_ORDER.map((d) => days.includes(d));
  if (on.every(Boolean)) return i18n._({ id: 'hours.everyDay', message: 'Every day' });
  if (!on.some(Boolean)) return i18n._({ id: 'hours.noDays', message: 'No working days' });
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    if (!on[i]) continue;
    let j = i;
    while (j + 1 < 7 && on[j + 1]) j++;
    const first = dayName(WEEK_ORDER[i]!, locale);
    if (j - i >= 2) parts.push(`${first}–${dayName(WEEK_ORDER[j]!, locale)}`);
    else for (let k = i; k <= j; k++) parts.push(dayName(WEEK_ORDER[k]!, locale));
    i = j;
  }
  return parts.join(', ');
}

/** Hours in words: "Mon–Fri 9:00 AM–5:00 PM", several windows after a comma each. */
export function describeHours(hours: WorkingHours, hourCycle: HourCycle, locale?: string): string {
  const windows = hours.windows.map((w) => `${formatTimeOfDay(w.start, hourCycle, locale)}–${formatTimeOfDay(w.end, hourCycle, locale)}`);
  return `${describeDays(hours.days, locale)} ${windows.join(', ')}`;
}
