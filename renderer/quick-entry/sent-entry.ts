// What became of an entry a form sent, read from the snapshot by the key the engine answered
// (`ManualEntryResult` in main/core/stint-api.ts): the engine's "ok" means only "queued
// here"; the service's answer comes later. Refused: a notice carries the key. Saved: the
// entry shows with the service's id and nothing of it waits. Waiting: its key is pending.

import type { Notice, Snapshot } from '../../main/core/snapshot.ts';

export type SentFate =
  /** The service refused it: the notice names the entry. */
  | { readonly kind: 'refused'; readonly notice: Notice }
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
export function sentFate(s: Snapshot, sent: SentRef, seenWaiting: boolean): SentFate {
  if (s.notice?.entryKey === sent.key) return { kind: 'refused', notice: s.notice };
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
export function sentFateOfAll(s: Snapshot, keys: readonly string[], date: string, seenWaiting: (key: string) => boolean): SentFate {
  const fates = keys.map((key, n) => sentFate(s, { key, date: n === 0 ? date : '' }, seenWaiting(key)));
  return (
    fates.find((f) => f.kind === 'refused') ??
    fates.find((f) => f.kind === 'waiting') ??
    fates.find((f) => f.kind === 'unknown') ??
    { kind: 'saved' }
  );
}
