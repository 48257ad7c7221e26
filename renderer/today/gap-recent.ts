// The recent entries a gap offers to fill it with: the person's, across their accounts (a
// gap is the person's time, whichever account the work was for), newest first, each piece
// of work once per account and named with its account when there are several ("Studio ·
// Brand Refresh: Moodboard"). Before, only the account shown's were offered, and work for the
// other client had to go through Quick entry. Pure.

import type { AccountsPanel, EntryView } from '../../main/core/snapshot.ts';
import { markedOwn, othersOf } from './other-entries.ts';

export interface GapRecent {
  /** As offered: its project named with its account when there are several. */
  readonly shown: EntryView;
  /** The entry's key in its own account. */
  readonly entryKey: string;
  /** Its account, when not the account shown. */
  readonly accountKey?: string;
}

const workOf = (e: EntryView, account: string): string => JSON.stringify([account, e.projectId, e.taskId, e.description.trim()]);

/** At most `count` entries to offer: the account shown's recent ones and the other accounts' entries of today and the week shown, newest first. */
export function gapRecent(recent: readonly EntryView[], panel: AccountsPanel | null | undefined, count: number): GapRecent[] {
  const own = recent.map((e) => ({ at: `${e.date} ${e.timeStart}`, offer: { shown: markedOwn(e, panel ?? null), entryKey: e.key }, work: workOf(e, '') }));
  const others = othersOf(panel)
    .filter((o) => o.entry.runningSince === null)
    .map((o) => ({
      at: `${o.entry.date} ${o.entry.timeStart}`,
      offer: { shown: { ...o.entry, projectName: `${o.accountName} · ${o.entry.projectName}` }, entryKey: o.entry.key, accountKey: o.accountKey },
      work: workOf(o.entry, o.accountKey),
    }));
  // Newest first; the account shown's first among equals (Array.prototype.sort is stable).
  const all = [...own, ...others].sort((a, b) => b.at.localeCompare(a.at));
  const seen = new Set<string>();
  const offers: GapRecent[] = [];
  for (const o of all) {
    if (seen.has(o.work)) continue;
    seen.add(o.work);
    offers.push(o.offer);
    if (offers.length === count) break;
  }
  return offers;
}
