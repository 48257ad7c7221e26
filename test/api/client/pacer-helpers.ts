// Helpers for the pacer tests: many callers at once on the manual clock, and the service's
// own count of what it would refuse.
import assert from 'node:assert/strict';
import type { ManualClock } from '../../support/manual-clock.ts';
import type { Pacer } from '../../../main/api/pacer.ts';

/** On a whole minute, so the service's fixed windows start at T0. */
export const T0 = Date.parse('2025-11-20T10:00:00.000Z');

export interface Outcome {
  /** Clock time at which the pacer let the call go (it is sent then). */
  sentAt?: number;
  /** Clock time at which the call was refused, and why. */
  refusedAt?: number;
  error?: unknown;
}

/**
 * Starts `n` token calls at once; each outcome fills in when its call settles. Returns once
 * the calls that may go at once have gone (before the clock moves).
 */
export async function callMany(pacer: Pacer, clock: ManualClock, n: number, signal?: AbortSignal): Promise<Outcome[]> {
  const outcomes = Array.from({ length: n }, () => {
    const o: Outcome = {};
    pacer.acquire('token', 'GET', '/x', signal).then(
      () => (o.sentAt = clock.now()),
      (e: unknown) => {
        o.refusedAt = clock.now();
        o.error = e;
      },
    );
    return o;
  });
  await new Promise((r) => setImmediate(r));
  return outcomes;
}

const settled = (o: Outcome) => o.sentAt !== undefined || o.refusedAt !== undefined;

/**
 * Moves the clock in `stepMs` steps until every call settled. `beforeStep(now)` runs before
 * each step (to set a block or stall the clock). Fails rather than looping forever.
 */
export async function runUntilSettled(
  clock: ManualClock,
  outcomes: Outcome[],
  stepMs = 5,
  beforeStep?: (now: number) => Promise<void> | void,
): Promise<void> {
  await new Promise((r) => setImmediate(r));
  for (let i = 0; !outcomes.every(settled); i++) {
    assert.ok(i < 200_000, 'calls still waiting after 1000 s of clock');
    await beforeStep?.(clock.now());
    await clock.advance(stepMs);
  }
}

export function sendTimes(outcomes: Outcome[]): number[] {
  return outcomes.flatMap((o) => (o.sentAt === undefined ? [] : [o.sentAt])).sort((a, b) => a - b);
}

/**
 * How many of these sends the service would answer 429: it counts per token in fixed
 * windows aligned to its clock, 30 a second and 600 a minute, and a refused request counts
 * in neither (contract.md section 3, like the simulator's `Limits`). Sends arrive at the
 * instants given.
 */
export function refusedByService(sends: readonly number[]): number {
  const perSecond = new Map<number, number>();
  const perMinute = new Map<number, number>();
  let refused = 0;
  for (const t of [...sends].sort((a, b) => a - b)) {
    const s = Math.floor(t / 1000);
    const m = Math.floor(t / 60_000);
    if ((perSecond.get(s) ?? 0) >= 30 || (perMinute.get(m) ?? 0) >= 600) {
      refused++;
      continue;
    }
    perSecond.set(s, (perSecond.get(s) ?? 0) + 1);
    perMinute.set(m, (perMinute.get(m) ?? 0) + 1);
  }
  return refused;
}

/** The largest number of sends in any interval of `windowMs` (a sliding window). */
export function maxInAnyWindow(times: readonly number[], windowMs: number): number {
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}
