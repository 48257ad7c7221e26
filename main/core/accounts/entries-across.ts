// The other accounts' entries beside the account shown: today's and the shown week's, each
// with its account, its date and times read in the zone of the account shown (the window
// draws one day in one zone), so Today, the week and the timeline can show every account's
// time. A pure function of the accounts' own snapshots.

import type { EntryView, OtherAccountEntry, Snapshot } from '../snapshot.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import { localDate, localTime, parseHms } from '../time/local-time.ts';

export interface OtherAccount {
  readonly key: string;
  readonly name: string;
  readonly snapshot: Pick<Snapshot, 'todayEntries' | 'running' | 'shownWeek' | 'zone'>;
}

/** `e` (in the zone `from`) with its date and times read in the zone `to`. */
export function inZone(e: EntryView, from: number, to: number): EntryView {
  if (from === to) return e;
  const start = parseHms(e.timeStart);
  if (!Number.isFinite(start) || !/^\d{4}-\d{2}-\d{2}$/.test(e.date)) return e;
  const at = startOfLocalDate(e.date, from) + start * 1000;
  const end = at + e.totalSeconds * 1000;
  return { ...e, date: localDate(at, to), timeStart: localTime(at, to), timeEnd: localTime(end, to) };
}

function entriesOf(s: OtherAccount['snapshot'], weekStart: string | null): EntryView[] {
  const today = s.running && !s.todayEntries.some((e) => e.key === s.running!.key) ? [s.running, ...s.todayEntries] : [...s.todayEntries];
  const week = weekStart !== null && s.shownWeek?.start === weekStart ? s.shownWeek.days.flatMap((d) => d.entries) : [];
  const seen = new Set(today.map((e) => e.key));
  return [...today, ...week.filter((e) => !seen.has(e.key))];
}

/**
 * Every other account's entries of today and of the week shown (when that account shows the
 * same week), in the zone of the account shown (`offsetMinutes`), newest first.
 */
export function otherEntries(others: readonly OtherAccount[], offsetMinutes: number, weekStart: string | null): OtherAccountEntry[] {
  const out: OtherAccountEntry[] = [];
  for (const o of others) {
    for (const e of entriesOf(o.snapshot, weekStart)) out.push({ accountKey: o.key, accountName: o.name, entry: inZone(e, o.snapshot.zone.offsetMinutes, offsetMinutes) });
  }
  return out.sort((a, b) => b.entry.date.localeCompare(a.entry.date) || b.entry.timeStart.localeCompare(a.entry.timeStart));
}

/** The key an engine knows another account's entry by: two accounts may hold the same service id. */
export function otherEntryKey(accountKey: string, entryKey: string): string {
  return `${entryKey}@${accountKey}`;
}

/** The account and own key of a key made by `otherEntryKey`, or null. */
export function readOtherEntryKey(key: string): { readonly accountKey: string; readonly entryKey: string } | null {
  const at = key.lastIndexOf('@');
  return at <= 0 || at === key.length - 1 ? null : { accountKey: key.slice(at + 1), entryKey: key.slice(0, at) };
}
