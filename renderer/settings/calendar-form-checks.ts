// What the calendar forms refuse themselves before sending, in words next to the field: an
// empty address, one longer than the IPC contract takes, a name longer than the calendar
// list keeps (the contract would refuse those two in its own terms).

/** main/core/calendar/calendar-list.ts's CALENDAR_NAME_MAX; main/ipc/contract.ts's LIMITS.calendarName. */
export const CALENDAR_NAME_MAX = 40;
/** main/ipc/contract.ts's LIMITS.calendarAddress. */
const ADDRESS_MAX = 2_000;

export function addressProblem(address: string): string | null {
  const text = address.trim();
  if (text === '') return "Paste the calendar's private address, or the path of a .ics file.";
  if (text.length > ADDRESS_MAX) return `That is longer than a calendar address can be (${ADDRESS_MAX} characters).`;
  return null;
}

/** A name that cannot be kept; empty is one unless `optional` (the calendar's own name then). */
export function nameProblem(name: string, options: { readonly optional: boolean }): string | null {
  const text = name.trim();
  if (text === '' && !options.optional) return 'Give the calendar a name.';
  if (text.length > CALENDAR_NAME_MAX) return `Keep the name to ${CALENDAR_NAME_MAX} characters or fewer.`;
  return null;
}
