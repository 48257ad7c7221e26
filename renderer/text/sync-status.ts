// What the status region says about syncing, in plain words: one headline that changes only
// when the state does (the region is live: a ticking figure would make a screen reader
// talk every second), the actions waiting, and the limits that matter now.

import type { Snapshot } from '../../main/core/snapshot.ts';
import { formatCount, formatInstantTime } from './time.ts';
import { i18n } from '../i18n/words.ts';

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

export type SyncInput = Pick<Snapshot, 'session' | 'sync' | 'idle' | 'zone' | 'display'> & { readonly accounts?: Snapshot['accounts'] };

/** The headline: one sentence a state, its count of actions inside it (word order and plurals are the language's). */
function headlineOf(s: SyncInput, locale: string | undefined): { tone: Tone; headline: string } {
  const { sync } = s;
  const count = sync.queued;
  if (s.session.state !== 'signed_in' || sync.state === 'signed_out') {
    return count > 0
      ? { tone: 'warning', headline: i18n._({ id: 'sync.signedOut.kept', message: 'Signed out: {count, plural, one {# action kept. It is sent} other {# actions kept. They are sent}} when you sign in again.', values: { count } }) }
      : { tone: 'ok', headline: i18n._({ id: 'sync.signedOut', message: 'Signed out.' }) };
  }
  switch (sync.state) {
    case 'offline':
      return {
        tone: 'warning',
        headline:
          count > 0
            ? i18n._({ id: 'sync.offline.waiting', message: 'Offline: {count, plural, one {# action} other {# actions}} waiting to sync.', values: { count } })
            : i18n._({ id: 'sync.offline', message: 'Offline: changes sync when the connection is back.' }),
      };
    case 'rate_limited': {
      const time = sync.resumesAt === null ? null : formatInstantTime(sync.resumesAt, s.zone.offsetMinutes, s.display.hourCycle, locale);
      const values = { count, time };
      return {
        tone: 'warning',
        headline:
          time === null
            ? i18n._({ id: 'sync.limit', message: 'Request limit reached.{count, plural, =0 {} one { # action waiting.} other { # actions waiting.}}', values })
            : i18n._({ id: 'sync.limit.until', message: 'Request limit reached: sync resumes at {time}.{count, plural, =0 {} one { # action waiting.} other { # actions waiting.}}', values }),
      };
    }
    case 'held':
      return { tone: 'error', headline: i18n._({ id: 'sync.held', message: '{count, plural, one {# action held: another user queued it, so it is} other {# actions held: another user queued them, so they are}} not sent under this one.', values: { count } }) };
    case 'error':
      return { tone: 'error', headline: sync.message ?? i18n._({ id: 'sync.failed', message: 'Sync failed.{count, plural, =0 {} one { # action waiting.} other { # actions waiting.}} Stint tries again shortly.', values: { count } }) };
    case 'syncing':
      return {
        tone: 'busy',
        headline: count > 0 ? i18n._({ id: 'sync.syncing.count', message: 'Syncing {count, plural, one {# action} other {# actions}}…', values: { count } }) : i18n._({ id: 'sync.syncing', message: 'Syncing…' }),
      };
    case 'ok':
      return count > 0
        ? { tone: 'busy', headline: i18n._({ id: 'sync.waiting', message: '{count, plural, one {# action} other {# actions}} waiting to sync.', values: { count } }) }
        : { tone: 'ok', headline: i18n._({ id: 'sync.synced', message: 'All changes synced.' }) };
  }
}

/** Whose quota the line counts: the account shown, by the person's name for it ("Studio"), or its id with one account. */
function quotaOwner(s: SyncInput): string {
  if (s.accounts) return s.accounts.inUseName;
  return s.session.state === 'signed_in' ? i18n._({ id: 'sync.quota.accountId', message: 'account {id}', values: { id: s.session.accountId } }) : i18n._({ id: 'sync.quota.theAccount', message: 'the account' });
}

export function syncSummary(s: SyncInput, locale?: string): SyncSummary {
  const { sync } = s;
  const { tone, headline } = headlineOf(s, locale);
  const notes: string[] = [];
  let quota: string | null = null;
  if (sync.quotaRemaining !== null) {
    const values = { left: formatCount(sync.quotaRemaining, locale), owner: quotaOwner(s) };
    const text =
      sync.quotaLimit === null
        ? i18n._({ id: 'sync.quota', message: '{left} requests left today for {owner}.', values })
        : i18n._({ id: 'sync.quota.of', message: '{left} of {limit} requests left today for {owner}.', values: { ...values, limit: formatCount(sync.quotaLimit, locale) } });
    if (sync.quotaLimit !== null && sync.quotaRemaining <= sync.quotaLimit * LOW_QUOTA_SHARE) notes.push(text);
    else quota = text;
  }
  if (s.idle.detection === 'limited') notes.push(i18n._({ id: 'sync.idleLimited', message: 'Idle detection is limited on this system: screen locks and sleep still count as away.' }));
  return { tone, headline, notes, queued: sync.queuedLabels, quota };
}
