// What the refresh policy (reads/refresh-policy.ts) is asked with, from the engine's state:
// one place for the loop that plans the running timer's reads, the to-do and capacity reads
// that follow the same budget, and the snapshot that says when the window can no longer
// promise a minute (`readsRationed`).

import type { EngineState } from './engine-state.ts';
import { presenceOf } from '../attention/idle-policy.ts';
import { endOfCurrentWindow } from '../attention/working-hours.ts';
import { readsRationed, type Quota, type RefreshPolicyInput } from '../reads/refresh-policy.ts';

/** The account's daily quota as the service's headers last gave it; null when they did not. */
function quotaOf(s: EngineState): Quota | null {
  const d = s.pacer.limits.snapshot().daily;
  if (!d || d.remaining === undefined || d.limit === undefined || d.resetAt === undefined) return null;
  return { remaining: d.remaining, limit: d.limit, resetAt: d.resetAt };
}

export function refreshPolicyInputOf(s: EngineState): RefreshPolicyInput {
  const now = s.now();
  return {
    now,
    lastReadAt: s.lastReadAt,
    lastAttemptAt: s.lastReadAttemptAt,
    windowVisible: s.windowVisible,
    presence: presenceOf(s.idleState),
    failures: s.readFailures,
    quota: quotaOf(s),
    workEndsAt: endOfCurrentWindow(now, s.known.zone.offsetMinutes, s.schedule()),
  };
}

/** Signed in and the quota spacing the reads beyond a minute with the window shown. */
export function readsRationedOf(s: EngineState): boolean {
  return s.record !== null && readsRationed(refreshPolicyInputOf(s));
}
