// What became of an entry a form sent, read from the snapshot by the key the engine answered
// (`ManualEntryResult` in main/core/stint-api.ts): the engine's "ok" means only "queued
// here"; the service's answer comes later. Refused: a notice carries the key. Saved: the
// entry shows with the service's id and nothing of it waits. Waiting: its key is pending.
// An entry booked to another account than the one shown is followed in that account: its
// waiting keys and sync state (its row), its entries beside the shown account's, and the
// person's list of changes not saved, which holds its refusals (`accountSentView`).

import type { Notice, NotSavedView, Snapshot, SyncView } from '../../main/core/snapshot.ts';
import { i18n } from '../i18n/words.ts';

/** One account's part of the snapshot that tells what became of an entry sent there. */
export interface SentView {
  /** Its refusals that name an entry. */
  readonly refusals: readonly Refusal[];
  readonly todayEntries: Snapshot['todayEntries'];
  readonly recent: Snapshot['recent'];
  readonly today: string;
  readonly sync: Pick<SyncView, 'state' | 'pendingKeys'>;
}

type Refusal = Pick<Notice, 'entryKey' | 'message' | 'fields'>;

/** The account shown's own: its notice says a refusal. */
export function shownSentView(s: Snapshot): SentView {
  return { refusals: s.notice ? [s.notice] : [], todayEntries: s.todayEntries, recent: s.recent, today: s.today, sync: s.sync };
}

/** "Not saved: Studio: Add …. Why.", as the list of changes not saved says it. */
const refusalOf = (r: NotSavedView): Refusal => ({ entryKey: r.entryKey, message: i18n._({ id: 'quick.notSaved', message: 'Not saved: {change}. {why}', values: { change: r.what, why: r.why } }), fields: r.fields });

/** Another account's (several accounts): its row, its entries beside the shown account's, and the person's list of changes not saved. */
export function accountSentView(s: Snapshot, accountKey: string): SentView {
  const row = s.accounts?.rows.find((r) => r.key === accountKey);
  const entries = (s.accounts?.otherEntries ?? []).filter((o) => o.accountKey === accountKey).map((o) => o.entry);
  return {
    refusals: (s.notSaved ?? []).filter((r) => r.entryKey !== undefined).map(refusalOf),
    todayEntries: entries,
    recent: [],
    today: row?.today ?? s.today,
    sync: { state: row?.syncState ?? 'ok', pendingKeys: row?.pendingKeys ?? [] },
  };
}

export type SentFate =
  /** The service refused it: the notice names the entry. */
  | { readonly kind: 'refused'; readonly notice: Refusal }
  /** `sending`: nothing holds it back (online, no limit, no error), so it goes now. */
  | { readonly kind: 'waiting'; readonly sending: boolean }
  | { readonly kind: 'saved' }
  /** Nothing about it in this snapshot yet (it came before the answer): look again at the next. */
  | { readonly kind: 'unknown' };

/** The entry a form sent: its key, and its date (an entry of today is in today's list once saved). */
export interface SentRef {
  readonly key: string;
  readonly date: string;
}

/**
 * `seenWaiting`: an earlier snapshot showed the entry waiting. An entry of another day is
 * in none of the snapshot's lists once saved, so only having seen it wait tells "saved"
 * from "not queued yet" (a snapshot that left main before the command's answer).
 */
export function sentFate(s: SentView, sent: SentRef, seenWaiting: boolean): SentFate {
  const refusal = s.refusals.find((r) => r.entryKey === sent.key);
  if (refusal !== undefined) return { kind: 'refused', notice: refusal };
  const shown = s.todayEntries.find((e) => e.key === sent.key) ?? s.recent.find((e) => e.key === sent.key);
  if ((s.sync.pendingKeys ?? []).includes(sent.key) || shown?.pending === true) {
    return { kind: 'waiting', sending: s.sync.state === 'ok' || s.sync.state === 'syncing' };
  }
  if (shown !== undefined) return shown.id !== null ? { kind: 'saved' } : { kind: 'unknown' };
  if (!seenWaiting) return { kind: 'unknown' };
  // Today's entry waited and is in no list: between the queue letting it go and the list
  // showing it, or refused with a notice not yet here. Only a notice naming it says
  // "refused": anything less must not invite a second Save of an entry the service holds.
  return sent.date === s.today ? { kind: 'unknown' } : { kind: 'saved' };
}

/**
 * What became of an entry sent as several (one per day it covers): refused when any part
 * was, waiting while any part waits, saved once every part is.
 */
export function sentFateOfAll(s: SentView, keys: readonly string[], date: string, seenWaiting: (key: string) => boolean): SentFate {
  const fates = keys.map((key, n) => sentFate(s, { key, date: n === 0 ? date : '' }, seenWaiting(key)));
  return (
    fates.find((f) => f.kind === 'refused') ??
    fates.find((f) => f.kind === 'waiting') ??
    fates.find((f) => f.kind === 'unknown') ??
    { kind: 'saved' }
  );
}
