// What the calendar forms refuse themselves before sending, in words next to the field: an
// empty address, one longer than the IPC contract takes, a name longer than the calendar
// list keeps (the contract would refuse those two in its own terms).

import { i18n } from '../i18n/words.ts';

/** main/core/calendar/calendar-list.ts's CALENDAR_NAME_MAX; main/ipc/contract.ts's LIMITS.calendarName. */
export const CALENDAR_NAME_MAX = 40;
/** main/ipc/contract.ts's LIMITS.calendarAddress. */
const ADDRESS_MAX = 2_000;

export function addressProblem(address: string): string | null {
  const text = address.trim();
  if (text === '') return i18n._({ id: 'calendars.check.address', message: "Paste the calendar's private address, or the path of a .ics file." });
  if (text.length > ADDRESS_MAX) return i18n._({ id: 'calendars.check.long', message: 'That is longer than a calendar address can be ({max} characters).', values: { max: ADDRESS_MAX } });
  return null;
}

/** A name that cannot be kept; empty is one unless `optional` (the calendar's own name then). */
export function nameProblem(name: string, options: { readonly optional: boolean }): string | null {
  const text = name.trim();
  if (text === '' && !options.optional) return i18n._({ id: 'calendars.check.name', message: 'Give the calendar a name.' });
  if (text.length > CALENDAR_NAME_MAX) return i18n._({ id: 'calendars.check.nameLong', message: 'Keep the name to {max} characters or fewer.', values: { max: CALENDAR_NAME_MAX } });
  return null;
}
