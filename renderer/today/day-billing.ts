// A day's tracked and billed figures over the accounts whose entries it shows: each account's
// entries under its own rounding rules (billed.ts), the rules' words where they change a figure,
// and the accounts whose rules cannot be read (their billed time is not guessed).
import type { ProjectView, TimesheetsView } from '../../main/core/snapshot.ts';
import type { ShownEntry } from './other-entries.ts';
import { billedSeconds, ruleOf, type BilledEntry } from './billed.ts';

export interface DayBilling {
  readonly tracked: number;
  /** Null when an account's rules cannot be read: no billed figure rather than a wrong one. */
  readonly billed: number | null;
  /** The rules that changed the figure, in words ("Studio: each entry rounded up to 15 minutes" with several accounts). */
  readonly words: readonly string[];
  /** Accounts whose stored rules cannot be read. */
  readonly unreadable: readonly string[];
}

export interface BillingInput {
  readonly shown: readonly ShownEntry[];
  /** The entry's seconds on this day at this moment (live for a running one). */
  readonly secondsOf: (e: ShownEntry['entry']) => number;
  readonly timesheets: TimesheetsView | undefined;
  /** The account shown's key (the first account's with one). */
  readonly ownKey: string | null;
  readonly projects: readonly ProjectView[];
}

export function dayBilling(i: BillingInput): DayBilling {
  const accounts = i.timesheets?.accounts ?? [];
  const own = (i.ownKey === null ? undefined : accounts.find((a) => a.key === i.ownKey)) ?? accounts[0];
  const byAccount = new Map<string, BilledEntry[]>();
  let tracked = 0;
  for (const { entry, other } of i.shown) {
    const seconds = i.secondsOf(entry);
    tracked += seconds;
    const key = other?.accountKey ?? own?.key ?? '';
    // Another account's copy carries a project id of its own: its rules know the real one.
    const projectId = other?.entry.projectId ?? entry.projectId;
    const customerId = entry.customerId ?? (other ? null : (i.projects.find((p) => p.id === projectId)?.customerId ?? null));
    const list = byAccount.get(key) ?? [];
    list.push({ projectId, customerId, seconds });
    byAccount.set(key, list);
  }
  let billed = 0;
  const words: string[] = [];
  const unreadable: string[] = [];
  for (const [key, entries] of byAccount) {
    const view = accounts.find((a) => a.key === key);
    const rounding = view?.rounding ?? { state: 'none' as const };
    if (rounding.state === 'unreadable') {
      unreadable.push(view!.name);
      continue;
    }
    const sum = entries.reduce((s, e) => s + e.seconds, 0);
    const b = billedSeconds(entries, rounding);
    billed += b;
    if (b === sum || rounding.state !== 'rules') continue;
    // The words of the rules these entries are billed under, each once.
    for (const w of new Set(entries.flatMap((e) => ruleOf(e, rounding)?.words ?? []))) words.push(accounts.length > 1 ? `${view!.name}: ${w.charAt(0).toLowerCase()}${w.slice(1)}` : w);
  }
  return { tracked, billed: unreadable.length > 0 ? null : billed, words, unreadable };
}
