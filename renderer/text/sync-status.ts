// What the status region says about syncing, in plain words: one headline that changes only
// when the state does (the region is live: a ticking figure would make a screen reader
// talk every second), the actions waiting, and the limits that matter now.

import type { Snapshot } from '../../main/core/snapshot.ts';
import { formatCount, formatInstantTime } from './time.ts';

export type Tone = 'ok' | 'busy' | 'warning' | 'error';

export interface SyncSummary {
  readonly tone: Tone;
  readonly headline: string;
  /** Further sentences (idle detection, a low quota), each a line. */
  readonly notes: readonly string[];
  /** The actions waiting, oldest first. */
  readonly queued: readonly string[];
  /** The account's requests left today, when the service said and it is not low (then it is a note). */
  readonly quota: string | null;
}

/** Below this share of the daily quota, the quota is worth a line in the status. */
const LOW_QUOTA_SHARE = 0.2;

function actions(n: number, locale: string | undefined): string {
  return `${formatCount(n, locale)} ${n === 1 ? 'action' : 'actions'}`;
}

export type SyncInput = Pick<Snapshot, 'session' | 'sync' | 'idle' | 'zone' | 'display'> & { readonly accounts?: Snapshot['accounts'] };

/** Whose quota the line counts: the account shown, by the person's name for it ("Studio"), or its id with one account. */
function quotaOwner(s: SyncInput): string {
  if (s.accounts) return s.accounts.inUseName;
  return s.session.state === 'signed_in' ? `account ${s.session.accountId}` : 'the account';
}

export function syncSummary(s: SyncInput, locale?: string): SyncSummary {
  const { sync } = s;
  const n = sync.queued;
  const waiting = n > 0 ? ` ${actions(n, locale)} waiting.` : '';
  let tone: Tone = 'ok';
  let headline: string;
  if (s.session.state !== 'signed_in' || sync.state === 'signed_out') {
    tone = n > 0 ? 'warning' : 'ok';
    headline = n > 0 ? `Signed out: ${actions(n, locale)} kept. ${n === 1 ? 'It is' : 'They are'} sent when you sign in again.` : 'Signed out.';
  } else {
    switch (sync.state) {
      case 'offline':
        tone = 'warning';
        headline = n > 0 ? `Offline: ${actions(n, locale)} waiting to sync.` : 'Offline: changes sync when the connection is back.';
        break;
      case 'rate_limited': {
        tone = 'warning';
        const until = sync.resumesAt === null ? '' : `: sync resumes at ${formatInstantTime(sync.resumesAt, s.zone.offsetMinutes, s.display.hourCycle, locale)}`;
        headline = `Request limit reached${until}.${waiting}`;
        break;
      }
      case 'held':
        tone = 'error';
        headline = `${actions(n, locale)} held: another user queued ${n === 1 ? 'it, so it is' : 'them, so they are'} not sent under this one.`;
        break;
      case 'error':
        tone = 'error';
        headline = sync.message ?? `Sync failed.${waiting} Stint tries again shortly.`;
        break;
      case 'syncing':
        tone = 'busy';
        headline = n > 0 ? `Syncing ${actions(n, locale)}…` : 'Syncing…';
        break;
      case 'ok':
        tone = n > 0 ? 'busy' : 'ok';
        headline = n > 0 ? `${actions(n, locale)} waiting to sync.` : 'All changes synced.';
        break;
    }
  }
  const notes: string[] = [];
  let quota: string | null = null;
  if (sync.quotaRemaining !== null) {
    const of = sync.quotaLimit === null ? '' : ` of ${formatCount(sync.quotaLimit, locale)}`;
    const text = `${formatCount(sync.quotaRemaining, locale)}${of} requests left today for ${quotaOwner(s)}.`;
    if (sync.quotaLimit !== null && sync.quotaRemaining <= sync.quotaLimit * LOW_QUOTA_SHARE) notes.push(text);
    else quota = text;
  }
  if (s.idle.detection === 'limited') notes.push('Idle detection is limited on this system: screen locks and sleep still count as away.');
  return { tone, headline, notes, queued: sync.queuedLabels, quota };
}
