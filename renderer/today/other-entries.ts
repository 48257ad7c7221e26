// The other accounts' entries beside the account shown's (snapshot.accounts.otherEntries):
// each a copy named with its account ("Studio · Brand Refresh"), with a key and a project id
// of its own so lists, the timeline and the totals never take it for an entry or a project
// of the account shown (ids are each account's own), and the entry as its account knows it
// for Continue, Edit and Split.

import type { AccountsPanel, EntryView, OtherAccountEntry } from '../../main/core/snapshot.ts';

export interface ShownEntry {
  /** What the lists, the timeline and the totals show. */
  readonly entry: EntryView;
  /** Another account's entry as its account knows it (Continue, Edit and Split go there); null: the account shown's. */
  readonly other: OtherAccountEntry | null;
}

/** The marked copies of `others`, each project of each account one negative id of its own. */
export function markedOthers(others: readonly OtherAccountEntry[]): ShownEntry[] {
  const ids = new Map<string, number>();
  return others.map((o) => {
    const project = `${o.accountKey}:${o.entry.projectId}`;
    let id = ids.get(project);
    if (id === undefined) ids.set(project, (id = -(ids.size + 1)));
    return { entry: { ...o.entry, key: `${o.accountKey}:${o.entry.key}`, projectId: id, projectName: `${o.accountName} · ${o.entry.projectName}` }, other: o };
  });
}

/** An entry of the account shown as the list shows it beside other accounts' ("Acme · Website Redesign"); as it is with one account (no panel). */
export function markedOwn(entry: EntryView, panel: AccountsPanel | null): EntryView {
  return panel === null ? entry : { ...entry, projectName: `${panel.inUseName} · ${entry.projectName}` };
}

const NONE: readonly OtherAccountEntry[] = [];

export function othersOf(panel: AccountsPanel | null | undefined): readonly OtherAccountEntry[] {
  return panel?.otherEntries ?? NONE;
}

/** The running one first, then newest first (as the engine orders a day's entries). */
const newestFirst = (a: ShownEntry, b: ShownEntry): number =>
  b.entry.date.localeCompare(a.entry.date) || (b.entry.runningSince !== null ? 1 : 0) - (a.entry.runningSince !== null ? 1 : 0) || b.entry.timeStart.localeCompare(a.entry.timeStart);

/** A day's entries of every account: the account shown's in the engine's order, the others' placed among them by their start. */
export function dayWithOthers(own: readonly EntryView[], others: readonly ShownEntry[], date: string): ShownEntry[] {
  const mine: ShownEntry[] = own.map((entry) => ({ entry, other: null }));
  const theirs = others.filter((o) => o.entry.date === date);
  return theirs.length === 0 ? mine : [...mine, ...theirs].sort(newestFirst);
}
