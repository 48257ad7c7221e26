// What a timesheet export may spend of the account's day (issue 70): the requests the quota
// leaves beyond what the day's timer still needs. The timer's share is the refresh policy's
// own figure (refresh-policy.ts `allowance`): the reserve kept for the person's writes plus the
// hidden reads the tray needs until the end of the working day (after it, hourly ones to the
// reset). An export never spends into it: on a Free account (50 requests a day) a month read
// at 16:00 must not leave the evening's stop unsent.
import { allowance, type RefreshPolicyInput } from './refresh-policy.ts';
import type { I18n } from '../../i18n/words.ts';

export const EXPORT_PAGE_SIZE = 100;

export interface ExportAllowance {
  /** Requests an export may spend now; Infinity when the service told no daily quota. */
  readonly spare: number;
  /** Requests left today that the timer keeps (0 when the quota is unknown). */
  readonly keeps: number;
}

export function exportAllowance(i: RefreshPolicyInput): ExportAllowance {
  if (!i.quota) return { spare: Number.POSITIVE_INFINITY, keeps: 0 };
  const spare = Math.max(0, Math.min(i.quota.remaining, Math.floor(allowance(i).spare)));
  return { spare, keeps: Math.max(0, i.quota.remaining - spare) };
}

/** Detailed-report requests for `rows` rows: one page even for none. */
export function pagesFor(rows: number): number {
  return Math.max(1, Math.ceil(rows / EXPORT_PAGE_SIZE));
}

/**
 * Null when `needed` requests fit in what the day leaves the export; else the words of the
 * refusal. `exact`: the count is known (from the report's row count), else a lower bound.
 * `entries`: the rows the count was made from, when known.
 */
export function exportRefusal(i18n: I18n, account: string, needed: number, exact: boolean, a: ExportAllowance, entries?: number): string | null {
  if (needed <= a.spare) return null;
  const values = { account, needed, spare: a.spare, keeps: a.keeps, entries: entries ?? 0 };
  const need =
    entries === undefined
      ? exact
        ? i18n._({ id: 'export.need.exact', message: 'This export needs {needed, plural, one {# request} other {# requests}} of {account}', values })
        : i18n._({ id: 'export.need.atLeast', message: 'This export needs at least {needed, plural, one {# request} other {# requests}} of {account}', values })
      : exact
        ? i18n._({ id: 'export.need.exactEntries', message: 'This export needs {needed, plural, one {# request} other {# requests}} of {account} ({entries, plural, one {# entry} other {# entries}})', values })
        : i18n._({ id: 'export.need.atLeastEntries', message: 'This export needs at least {needed, plural, one {# request} other {# requests}} of {account} ({entries, plural, one {# entry} other {# entries}})', values });
  const left = i18n._({ id: 'export.need.left', message: '{spare, plural, =0 {none are} one {# is} other {# are}} left today after the {keeps} the timer keeps.', values });
  return `${need}; ${left} ${i18n._({ id: 'export.need.shorter', message: 'Choose a shorter range or fewer projects, or export tomorrow.' })}`;
}
