// What the app can read about the service's limits for one token: the last minute and
// daily windows the service reported, its quota warning, and the scopes blocked by a
// Retry-After. The transport writes it; the pacer reads the blocks; the app subscribes.

import type { Clock } from '../time/clock.ts';
import { systemClock } from '../time/clock.ts';
import type { RateLimitScope } from './errors.ts';
import type { LimitWarning, RateLimitHeaders, RateWindow } from './rate-limit-headers.ts';

export interface WindowState {
  limit?: number;
  used?: number;
  remaining?: number;
  /** Epoch ms at which the window starts again (answer time + `reset` seconds). */
  resetAt?: number;
}

export interface LimitSnapshot {
  minute?: WindowState;
  daily?: WindowState;
  /** `soft_limit_exceeded`, `hard_limit_blocked`, or whatever else the service said. */
  warning?: LimitWarning;
  /** Epoch ms until which each blocked scope takes no request. Past entries are dropped. */
  blockedUntil: Partial<Record<RateLimitScope, number>>;
  /** Epoch ms of the last answer that carried rate-limit headers. */
  updatedAt?: number;
}

export type LimitListener = (snapshot: LimitSnapshot) => void;

/** Scopes that stop requests made with the token (everything but `/auth`). */
export const TOKEN_SCOPES: readonly RateLimitScope[] = ['ip', 'second', 'minute', 'account_daily', 'unknown'];
/** Scopes that stop `/auth`. */
export const AUTH_SCOPES: readonly RateLimitScope[] = ['ip', 'auth_daily'];

function toState(w: RateWindow, now: number): WindowState {
  const s: WindowState = {};
  if (w.limit !== undefined) s.limit = w.limit;
  if (w.used !== undefined) s.used = w.used;
  if (w.remaining !== undefined) s.remaining = w.remaining;
  if (w.resetSeconds !== undefined) s.resetAt = now + w.resetSeconds * 1000;
  return s;
}

export class LimitState {
  private snap: LimitSnapshot = { blockedUntil: {} };
  private readonly blocks = new Map<RateLimitScope, number>();
  private readonly listeners = new Set<LimitListener>();

  constructor(private readonly clock: Clock = systemClock) {}

  snapshot(): LimitSnapshot {
    return this.snap;
  }

  subscribe(listener: LimitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records the headers of one answer. Windows absent from it keep their last value. */
  update(h: RateLimitHeaders): void {
    const now = this.clock.now();
    const next: LimitSnapshot = { ...this.snap, updatedAt: now, blockedUntil: this.liveBlocks(now) };
    if (h.minute) next.minute = toState(h.minute, now);
    if (h.daily) next.daily = toState(h.daily, now);
    if (h.warning !== undefined) next.warning = h.warning;
    // The warning header appears only while the account is past its quota: an answer that
    // reports the daily window without it means the account is back within the quota.
    else if (h.daily) delete next.warning;
    this.publish(next);
  }

  /** No request to `scope` before `until` (epoch ms). A later block never shortens an earlier one. */
  block(scope: RateLimitScope, until: number): void {
    const prev = this.blocks.get(scope);
    if (prev !== undefined && prev >= until) return;
    this.blocks.set(scope, until);
    this.publish({ ...this.snap, blockedUntil: this.liveBlocks(this.clock.now()) });
  }

  /** The latest block among `scopes` that is still in the future, with its scope. */
  blockedFor(scopes: readonly RateLimitScope[], now: number): { scope: RateLimitScope; until: number } | undefined {
    if (this.blocks.size === 0) return undefined;
    let best: { scope: RateLimitScope; until: number } | undefined;
    for (const s of scopes) {
      const until = this.blocks.get(s);
      if (until === undefined) continue;
      if (until <= now) {
        this.blocks.delete(s);
        continue;
      }
      if (!best || until > best.until) best = { scope: s, until };
    }
    return best;
  }

  private liveBlocks(now: number): Partial<Record<RateLimitScope, number>> {
    const out: Partial<Record<RateLimitScope, number>> = {};
    for (const [s, until] of this.blocks) if (until > now) out[s] = until;
    return out;
  }

  private publish(next: LimitSnapshot): void {
    this.snap = next;
    for (const l of this.listeners) {
      try {
        l(next);
      } catch {
        // A listener's failure must not break the request that brought the headers.
      }
    }
  }
}
