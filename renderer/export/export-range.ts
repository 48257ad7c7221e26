// The export form's ranges as dates (issue 70): this week, last week, this month, last month,
// in the account's calendar from the snapshot's today and the person's first day of the week;
// or two dates typed (checked by ../text/time.ts's dateProblem, so a wrong one is said at its field before anything is asked).

import { addDays } from '../text/time.ts';
import { i18n } from '../i18n/words.ts';

export type RangeChoice = 'this-week' | 'last-week' | 'this-month' | 'last-month' | 'dates';

/** The ranges offered, worded when drawn. */
export const rangeChoices = (): readonly { readonly key: RangeChoice; readonly label: string }[] => [
  { key: 'this-week', label: i18n._({ id: 'week.thisWeek', message: 'This week' }) },
  { key: 'last-week', label: i18n._({ id: 'export.lastWeek', message: 'Last week' }) },
  { key: 'this-month', label: i18n._({ id: 'export.thisMonth', message: 'This month' }) },
  { key: 'last-month', label: i18n._({ id: 'export.lastMonth', message: 'Last month' }) },
  { key: 'dates', label: i18n._({ id: 'export.dates', message: 'Between two dates' }) },
];

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** 0 Sunday .. 6 Saturday, of a `YYYY-MM-DD` date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function monthOf(date: string, back: number): DateRange {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 - back;
  const first = new Date(Date.UTC(y, m, 1));
  const last = new Date(Date.UTC(y, m + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The dates of a named range; `today` in the account's calendar, `weekStartsOn` 0 Sunday .. 6 Saturday. */
export function rangeOf(choice: Exclude<RangeChoice, 'dates'>, today: string, weekStartsOn: number): DateRange {
  if (choice === 'this-month') return monthOf(today, 0);
  if (choice === 'last-month') return monthOf(today, 1);
  const start = addDays(today, -((weekdayOf(today) - weekStartsOn + 7) % 7));
  const from = choice === 'this-week' ? start : addDays(start, -7);
  return { from, to: addDays(from, 6) };
}
