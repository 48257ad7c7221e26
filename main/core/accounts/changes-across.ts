// The person's changes over every account: Undo takes back the last change the person made,
// whatever account it was in, and says which account it is in; the list of changes not saved
// is one list, each naming its account; and what waits to be sent is counted over every
// account (a change booked in an account not shown waits, and is held for Undo, as much as
// one in the account shown). Pure functions of the accounts' own snapshots.

import type { NotSavedView, Snapshot, SyncView, UndoView } from '../snapshot.ts';

export interface AccountChanges {
  readonly key: string;
  readonly name: string;
  readonly snapshot: Pick<Snapshot, 'undo' | 'notSaved'> & Partial<Pick<Snapshot, 'sync' | 'session'>>;
  /** When this process saw the account's Undo appear, among every account's (accounts.ts): the order of changes made in one instant. */
  readonly undoSeen?: number;
}

/** The account whose change is the person's last (the latest still to undo), or null. */
export function lastChangeOf(accounts: readonly AccountChanges[]): { readonly key: string; readonly name: string; readonly undo: UndoView } | null {
  let best: { key: string; name: string; undo: UndoView; seen: number } | null = null;
  for (const a of accounts) {
    const u = a.snapshot.undo;
    const seen = a.undoSeen ?? 0;
    // Two changes in one instant of the clock (a script, a fast keyboard): the one seen last is the last.
    if (u && (best === null || u.at > best.undo.at || (u.at === best.undo.at && seen > best.seen))) best = { key: a.key, name: a.name, undo: u, seen };
  }
  return best === null ? null : { key: best.key, name: best.name, undo: best.undo };
}

/** The person's last change, its words naming its account ("Studio: Add Moodboard …"), as the changes not saved name theirs. */
export function lastChangeNamed(accounts: readonly AccountChanges[]): UndoView | null {
  const last = lastChangeOf(accounts);
  return last === null ? null : { ...last.undo, words: `${last.name}: ${last.undo.words}` };
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

/**
 * The sync line's figures over every account: the account shown's state, quota and keys
 * (what the sync line says of the connection, what a form of that account follows), with
 * every account's waiting actions counted and listed, each naming its account, and every
 * account's changes held for Undo (the Undo bar shows while the person's last change is held,
 * whatever its account). While the account shown is not signed in, its own: the sign-in form
 * and the line under it speak of what that account keeps.
 */
export function syncAcross(own: SyncView, ownSignedIn: boolean, accounts: readonly AccountChanges[]): SyncView {
  if (!ownSignedIn) return own;
  let queued = 0;
  let heldForUndo = 0;
  let heldUntil: number | null = null;
  const queuedLabels: string[] = [];
  for (const a of accounts) {
    const sync = a.snapshot.sync;
    if (!sync) continue;
    queued += sync.queued;
    heldForUndo += sync.heldForUndo ?? 0;
    if (sync.heldUntil != null && (heldUntil === null || sync.heldUntil > heldUntil)) heldUntil = sync.heldUntil;
    for (const label of sync.queuedLabels) queuedLabels.push(`${a.name}: ${label}`);
  }
  return { ...own, queued, queuedLabels, heldForUndo, heldUntil };
}
