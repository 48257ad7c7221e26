// The day's target and the billable split as the command line prints them: the tray's words
// ("6:12 of 8:00, 1:48 left"), counted live from the snapshot and `now` as the tray counts
// them. Nothing about the target on a day off or without one.

import type { Snapshot } from '../core/snapshot.ts';
import { localDate } from '../core/time/local-time.ts';
import { todaySplit } from '../core/views/billable-totals.ts';
import { targetLine, weekTargetLine } from '../core/views/day-target.ts';
import { todayTotal } from '../core/views/totals.ts';
import { formatHours } from '../core/views/hours.ts';
import { allAccountsSeconds, severalAccounts } from '../core/views/tray-accounts.ts';
import type { I18n } from '../i18n/words.ts';

type Parts = Pick<Snapshot, 'session' | 'running' | 'todayEntries' | 'zone'> & Partial<Pick<Snapshot, 'target' | 'accounts' | 'display'>>;

function todayOf(s: Parts, now: number): { today: string; running: Snapshot['running'] } {
  return { today: localDate(now, s.zone.offsetMinutes), running: s.session.state === 'signed_in' ? s.running : null };
}

/**
 * "Target today: 6:12 of 8:00, 1:48 left" and "Target this week: …", where they apply; with
 * several accounts the person's day, every account's together, as the tray counts it.
 */
export function targetLines(s: Parts, now: number, i18n: I18n): string[] {
  const { today, running } = todayOf(s, now);
  const own = todayTotal({ entries: s.todayEntries, running, today, now }).seconds;
  const several = severalAccounts(s.accounts);
  const done = several === null ? own : allAccountsSeconds(several, own, today);
  const day = targetLine(s.target, today, done, i18n);
  const week = weekTargetLine(s.target, today, done, i18n);
  const all = several === null ? 'one' : 'all';
  return [
    ...(day === null ? [] : [i18n._({ id: 'cli.target.today', message: '{accounts, select, all {Target today, all accounts} other {Target today}}: {progress}', values: { accounts: all, progress: day } })]),
    ...(week === null ? [] : [i18n._({ id: 'cli.target.week', message: '{accounts, select, all {Target this week, all accounts} other {Target this week}}: {progress}', values: { accounts: all, progress: week } })]),
  ];
}

/**
 * A day's total that says what it counts: with several accounts "Today, all accounts: 5:03;
 * Acme 3:14" (every account's, then the account in use's own, which the lines below it
 * list); with one, "Today: 3:14".
 */
export function dayTotalLine(label: string, s: Parts, now: number, ownSeconds: number, i18n: I18n, oneSeparator = ': '): string {
  const several = severalAccounts(s.accounts);
  if (several === null) return `${label}${oneSeparator}${formatHours(ownSeconds, s.display)}`;
  const all = allAccountsSeconds(several, ownSeconds, todayOf(s, now).today);
  return i18n._({ id: 'cli.total.allAccounts', message: '{label}, all accounts: {all}; {account} {own}',
    values: { label, all: formatHours(all, s.display), account: several.inUseName, own: formatHours(ownSeconds, s.display) },
  });
}

/** "Billable 4:00, not billable 2:12" for today, the running entry live; none when nothing was tracked. */
export function billableLine(s: Parts, now: number, i18n: I18n): string | null {
  const { today, running } = todayOf(s, now);
  // Entries that do not say (a snapshot made by hand) leave nothing to split.
  if (![...s.todayEntries, ...(running ? [running] : [])].some((e) => e.billable !== undefined)) return null;
  const split = todaySplit({ entries: s.todayEntries, running, today, now });
  if (split.billableSeconds + split.nonBillableSeconds === 0) return null;
  return i18n._({ id: 'cli.billable.split', message: 'Billable {billable}, not billable {notBillable}',
    values: { billable: formatHours(split.billableSeconds, s.display), notBillable: formatHours(split.nonBillableSeconds, s.display) },
  });
}
