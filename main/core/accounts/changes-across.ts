// The person's last change and the changes the service refused, over every account: Undo
// takes back the last change the person made, whatever account it was in, and the list of
// changes not saved is one list, each naming its account. A pure function of the accounts'
// own snapshots.

import type { NotSavedView, Snapshot, UndoView } from '../snapshot.ts';

export interface AccountChanges {
  readonly key: string;
  readonly name: string;
  readonly snapshot: Pick<Snapshot, 'undo' | 'notSaved'>;
}

/** The account whose change is the person's last (the latest still to undo), or null. */
export function lastChangeOf(accounts: readonly AccountChanges[]): { readonly key: string; readonly undo: UndoView } | null {
  let best: { key: string; undo: UndoView } | null = null;
  for (const a of accounts) {
    const u = a.snapshot.undo;
    if (u && (best === null || u.at > best.undo.at)) best = { key: a.key, undo: u };
  }
  return best;
}

/** Every account's refused changes, oldest first, each saying its account ("Studio: Add Moodboard on ..."). */
export function notSavedAcross(accounts: readonly AccountChanges[]): NotSavedView[] {
  return accounts
    .flatMap((a) => (a.snapshot.notSaved ?? []).map((r) => ({ ...r, what: `${a.name}: ${r.what}` })))
    .sort((x, y) => x.at - y.at);
}

/** The account that listed the refused change `id`. */
export function notSavedOwner(accounts: readonly AccountChanges[], id: string): string | null {
  return accounts.find((a) => (a.snapshot.notSaved ?? []).some((r) => r.id === id))?.key ?? null;
}
