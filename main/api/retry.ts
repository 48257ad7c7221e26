// When a failed attempt is tried again, and after how long.
//
// | request                  | network error | timeout | 429                   | 502/503/504 | other 4xx/5xx |
// |--------------------------|---------------|---------|-----------------------|-------------|---------------|
// | GET                      | retry         | retry   | retry after Retry-After | retry     | never         |
// | POST/DELETE (writes)     | never (1)     | never(1)| retry once (2)        | never (1)   | never         |
// | POST /auth               | never         | never   | never                 | never       | never         |
//
// (1) The transport turns a write that got no answer into OutcomeUnknownError (502/504 too:
//     a gateway answered, not the service) so the caller reconciles with one read.
// (2) A 429 is safe to repeat: the service refused the request without processing it
//     (contract.md 3: "requests answered 429 do not count"), so a write is tried once more
//     after Retry-After.
// `/auth` is never repeated automatically: each attempt counts toward the user's 60 a day
// and five invalid ones in a row block the email.
//
// Reads get at most `maxReadAttempts` attempts. The delay before attempt n+1 is full-jitter
// exponential backoff, random() * min(cap, base * 2^(n-1)), except that a Retry-After from
// the service wins over the computed delay. A Retry-After is never shorter than
// `minRetryAfterMs`: a 0, a negative value or a past date sent the same request straight
// back into the limit that refused it. A Retry-After longer than `maxRetryAfterMs` is not
// waited for: the call fails with RateLimitedError and the scope stays blocked.

import type { HttpMethod } from './errors.ts';
import { MIN_RETRY_AFTER_MS } from './rate-limit-headers.ts';

export interface RetryOptions {
  /** Attempts for a read, the first included. Default 3. */
  maxReadAttempts: number;
  /** Attempts for a write refused with 429, the first included. Default 2. */
  maxWriteAttemptsOn429: number;
  /** First backoff ceiling. Default 200 ms. */
  baseDelayMs: number;
  /** Largest backoff ceiling. Default 2 000 ms. */
  maxDelayMs: number;
  /** Shortest wait when the service sent a Retry-After, whatever it said. Default 1 s. */
  minRetryAfterMs: number;
  /** Longest Retry-After the client waits for by itself. Default 10 s. */
  maxRetryAfterMs: number;
  /** Uniform in [0, 1); injected so tests are deterministic. */
  random: () => number;
}

export const DEFAULT_RETRY: RetryOptions = {
  maxReadAttempts: 3,
  maxWriteAttemptsOn429: 2,
  baseDelayMs: 200,
  maxDelayMs: 2_000,
  minRetryAfterMs: MIN_RETRY_AFTER_MS,
  maxRetryAfterMs: 10_000,
  random: Math.random,
};

export type AttemptFailure =
  | { type: 'status'; status: number }
  | { type: 'network' }
  | { type: 'timeout' };

const RETRYABLE_READ_STATUS = new Set([429, 502, 503, 504]);

/** Whether the policy allows another attempt (ignoring how many were already made). */
export function isRetryable(method: HttpMethod, isAuth: boolean, f: AttemptFailure): boolean {
  if (isAuth) return false;
  if (method === 'GET') return f.type !== 'status' || RETRYABLE_READ_STATUS.has(f.status);
  return f.type === 'status' && f.status === 429;
}

/** Attempts allowed in total for this method and failure. */
export function maxAttempts(method: HttpMethod, f: AttemptFailure, o: RetryOptions): number {
  if (method === 'GET') return o.maxReadAttempts;
  return f.type === 'status' && f.status === 429 ? o.maxWriteAttemptsOn429 : 1;
}

/** Full-jitter capped exponential backoff before attempt `attempt + 1` (attempt >= 1). */
export function backoffMs(attempt: number, o: RetryOptions): number {
  const ceiling = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(o.random() * ceiling);
}

export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

/**
 * The decision after `attempt` attempts failed with `f`. `retryAfterMs` is the service's
 * Retry-After when it sent one.
 */
export function decideRetry(
  method: HttpMethod,
  isAuth: boolean,
  f: AttemptFailure,
  attempt: number,
  o: RetryOptions,
  retryAfterMs?: number,
): RetryDecision {
  if (!isRetryable(method, isAuth, f) || attempt >= maxAttempts(method, f, o)) return { retry: false };
  if (retryAfterMs !== undefined) {
    const delayMs = Number.isNaN(retryAfterMs) ? o.minRetryAfterMs : Math.max(o.minRetryAfterMs, retryAfterMs);
    if (delayMs > o.maxRetryAfterMs) return { retry: false };
    return { retry: true, delayMs };
  }
  return { retry: true, delayMs: backoffMs(attempt, o) };
}
