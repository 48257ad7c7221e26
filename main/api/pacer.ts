// Client-side pacing for one token, so that bursts of calls never earn a 429.
//
// The service allows 30 requests per second and 600 per minute per token, counted in fixed
// windows aligned to its own clock (contract.md 3). We cannot see those window edges, and
// latency moves arrival times, so the pacer keeps sliding windows that are stricter than the
// service's: at most `max` sends in any `perMs` interval, for each window. A sliding window
// of N per W ms (W > 1000) guarantees that any 1000 ms of sends holds at most N, with
// W - 1000 ms of slack for arrival jitter. The defaults:
//   - 30 per 1050 ms: the second limit, 50 ms of slack (28.6 requests/s sustained);
//   - 600 per 61 s: the minute limit, one second of slack;
//   - 6 per 200 ms: spreads a burst into small clumps, so that no 30 requests are in flight
//     together (their arrival spread is what eats the slack). Its rate (30/s) is above the
//     first window's, so it costs no throughput.
// Each call reserves the earliest instant that keeps every window within bounds, then
// sleeps until it on the injected clock. Reserved instants never decrease, so the check is
// O(number of windows): the instant must be at least `perMs` after the max-th latest one.
//
// Blocks: after a 429 the transport blocks the limit's scope in LimitState until its
// Retry-After; `acquire` sends nothing to a blocked scope before then. A block longer than
// `maxBlockWaitMs` fails the call at once with a local RateLimitedError instead of
// queueing it for minutes or hours (the daily quota).

import type { Clock } from '../core/clock.ts';
import { systemClock } from '../core/clock.ts';
import { RateLimitedError, type HttpMethod } from './errors.ts';
import { AUTH_SCOPES, LimitState, TOKEN_SCOPES } from './limit-state.ts';

export interface PacerWindow {
  max: number;
  perMs: number;
}

export const DEFAULT_PACER_WINDOWS: readonly PacerWindow[] = [
  { max: 30, perMs: 1050 },
  { max: 600, perMs: 61_000 },
  { max: 6, perMs: 200 },
];

export interface PacerOptions {
  clock?: Clock;
  /** Where blocks are read from (and the app reads them too). */
  limits?: LimitState;
  /** Sliding windows; `[]` turns pacing off (blocks still apply). */
  windows?: readonly PacerWindow[];
  /** Longest wait for a blocked scope before failing fast. Default 10 s. */
  maxBlockWaitMs?: number;
}

export class Pacer {
  readonly clock: Clock;
  readonly limits: LimitState;
  private readonly windows: readonly PacerWindow[];
  private readonly maxBlockWaitMs: number;
  private readonly ring: Float64Array;
  private head = 0;
  private count = 0;
  private last = -Infinity;
  /** Reserved instants given up by callers that aborted while waiting, ascending. */
  private freed: number[] = [];

  constructor(opts: PacerOptions = {}) {
    this.clock = opts.clock ?? systemClock;
    this.limits = opts.limits ?? new LimitState(this.clock);
    this.windows = (opts.windows ?? DEFAULT_PACER_WINDOWS).filter((w) => w.max > 0 && w.perMs > 0);
    this.maxBlockWaitMs = opts.maxBlockWaitMs ?? 10_000;
    const cap = this.windows.reduce((m, w) => Math.max(m, w.max), 0);
    this.ring = new Float64Array(Math.max(1, cap));
  }

  /**
   * Resolves when a request may be sent now. `auth` requests are not paced (they do not use
   * a token) but wait for the scopes that stop `/auth`. Rejects with the signal's reason on
   * abort, or with a local RateLimitedError when the scope stays blocked too long.
   */
  async acquire(kind: 'token' | 'auth', method: HttpMethod, path: string, signal?: AbortSignal): Promise<void> {
    const scopes = kind === 'auth' ? AUTH_SCOPES : TOKEN_SCOPES;
    for (;;) {
      let now = this.clock.now();
      const b = this.limits.blockedFor(scopes, now);
      if (b) {
        const wait = b.until - now;
        if (wait > this.maxBlockWaitMs) {
          throw new RateLimitedError(
            `${b.scope} limit: no request before ${new Date(b.until).toISOString()}`,
            b.scope,
            wait,
            b.until,
            true,
            { method, path, code: null },
          );
        }
        await this.clock.sleep(wait, signal);
        continue;
      }
      if (kind === 'auth' || this.windows.length === 0) return;
      const at = this.reserve(now);
      if (at <= now) return;
      try {
        await this.clock.sleep(at - now, signal);
      } catch (e) {
        // The slot stays counted in the windows; hand it to the next caller instead of
        // making everyone queue behind a request that will never be sent.
        this.release(at);
        throw e;
      }
      now = this.clock.now();
      // A 429 may have blocked the scope while this call waited; if so, start over.
      if (!this.limits.blockedFor(scopes, now)) return;
    }
  }

  private release(at: number): void {
    let i = this.freed.length;
    while (i > 0 && this.freed[i - 1]! > at) i--;
    this.freed.splice(i, 0, at);
  }

  /** Reserves the earliest instant >= now that keeps every window within its bound. */
  private reserve(now: number): number {
    // A slot given up by an aborted caller is already counted: reuse the earliest one still
    // ahead (one already passed cannot be used later without breaking the windows).
    while (this.freed.length > 0 && this.freed[0]! < now) this.freed.shift();
    if (this.freed.length > 0) return this.freed.shift()!;
    let at = now > this.last ? now : this.last;
    const cap = this.ring.length;
    for (const w of this.windows) {
      if (this.count >= w.max) {
        const nth = this.ring[(this.head - w.max + cap) % cap]!;
        if (nth + w.perMs > at) at = nth + w.perMs;
      }
    }
    this.ring[this.head] = at;
    this.head = (this.head + 1) % cap;
    if (this.count < cap) this.count++;
    this.last = at;
    return at;
  }
}
