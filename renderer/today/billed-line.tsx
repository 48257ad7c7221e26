// Under a day's or a week's total, where rounding changes it: "7:32 tracked · 7:45 billed" and
// the rules that changed it in words, or why no billed figure is shown (an account's rules
// cannot be read: never shown as "no rounding"). Its code loads the first time an account has
// rules (a chunk of its own: the timer screen's code stays within its budget). What it shares with
// the timer screen comes in its props, so the build's shared chunks stay as they were.
import type { ProjectView, TimesheetsView } from '../../main/core/snapshot.ts';
import type { ShownEntry } from './other-entries.ts';
import { dayBilling, type DayBilling } from './day-billing.ts';
import { i18n } from '../i18n/words.ts';
import { formatNameList } from '../text/time.ts';
import { withElements } from '../i18n/with-elements.tsx';

export interface BilledLineProps {
  /** The days summed (one for a day's line, the week's for its total), each with the entries it shows. */
  readonly days: readonly { readonly date: string; readonly shown: readonly ShownEntry[] }[];
  /** An entry's seconds on that day, now (Today's live, a week's day its part on that day). */
  readonly secondsOf: (entry: ShownEntry['entry'], date: string) => number;
  readonly timesheets: TimesheetsView | undefined;
  readonly ownKey: string | null;
  readonly projects: readonly ProjectView[];
  /** A total as the person reads durations (text/hours.ts formatTotal). */
  readonly format: (seconds: number) => string;
  /** "Today", "This week", a day's date: what the figures are of, for a screen reader. */
  readonly label: string;
}

export function BilledLine({ days, secondsOf, timesheets, ownKey, projects, format, label }: BilledLineProps) {
  const each = days.map((d) => dayBilling({ shown: d.shown, secondsOf: (e) => secondsOf(e, d.date), timesheets, ownKey, projects }));
  const billing: DayBilling = {
    tracked: each.reduce((sum, b) => sum + b.tracked, 0),
    billed: each.some((b) => b.billed === null) ? null : each.reduce((sum, b) => sum + b.billed!, 0),
    words: [...new Set(each.flatMap((b) => b.words))],
    unreadable: [...new Set(each.flatMap((b) => b.unreadable))],
  };
  if (billing.unreadable.length > 0) {
    return (
      <p class="hint billed-words">
        {i18n._({ id: 'billed.unreadable', message: 'The rounding rules of {accounts} cannot be read, so no billed time is shown: mend them in Settings → Timesheets.', values: { accounts: formatNameList(billing.unreadable) } })}
      </p>
    );
  }
  if (billing.billed === null || billing.billed === billing.tracked) return null;
  return (
    <>
      <p class="day-billed">
        <span class="visually-hidden">{label}: </span>
        {withElements((values) => i18n._({ id: 'billed.line', message: '{tracked} tracked · {billed} billed', values }), {
          tracked: (
            <span class="figure" data-seconds={billing.tracked}>
              {format(billing.tracked)}
            </span>
          ),
          billed: (
            <span class="figure billed" data-seconds={billing.billed}>
              {format(billing.billed)}
            </span>
          ),
        })}
      </p>
      {billing.words.length > 0 && <p class="hint billed-words">{billing.words.join('. ')}.</p>}
    </>
  );
}
