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
//
// The windows count the instants at which calls were really let go, never instants planned
// ahead: callers that cannot go at once wait in one queue, in order, and a single timer lets
// the head go when the windows allow it at the time the timer actually fires. A laptop that
// slept or an event loop that stalled therefore releases no burst when it wakes: the queue
// drains at the windows' pace from then on. Nothing is booked while a call waits, so a call
// held up by a new block (or aborted) holds no slot that others would have to wait behind.
//
// Blocks: after a 429 the transport blocks the limit's scope in LimitState until its
// Retry-After; nothing is let go to a blocked scope before then. Waits are bounded, so that
// a call fails fast with a local RateLimitedError (`local: true`) instead of queueing for
// minutes or hours: a block longer than `maxBlockWaitMs` (default 10 s) fails every call
// that would wait for it, and a call whose wait (pacing and blocks together, as planned
// when it arrives and again whenever a new block comes) would end more than `maxWaitMs`
// (default 30 s) after it arrived fails at once. Time lost to a stall of the machine is not
// held against a waiting call.

import type { Clock } from '../time/clock.ts';
import { systemClock } from '../time/clock.ts';
import { RateLimitedError, type HttpMethod, type RateLimitScope } from './errors.ts';
import { AUTH_SCOPES, LimitState, TOKEN_SCOPES } from './limit-state.ts';
import { earliestSend, Schedule, SendLog, type PacerWindow, type Slot } from './pacer-schedule.ts';

export type { PacerWindow } from './pacer-schedule.ts';

export const DEFAULT_PACER_WINDOWS: readonly PacerWindow[] = [
  { max: 30, perMs: 1050, scope: 'second' },
  { max: 600, perMs: 61_000, scope: 'minute' },
  { max: 6, perMs: 200, scope: 'second' },
];

export interface PacerOptions {
  clock?: Clock;
  /** Where blocks are read from (and the app reads them too). */
  limits?: LimitState;
  /** Sliding windows; `[]` turns pacing off (blocks still apply). */
  windows?: readonly PacerWindow[];
  /** Longest wait for a blocked scope before failing fast. Default 10 s. */
  maxBlockWaitMs?: number;
  /** Longest wait in all (pacing and blocks) before failing fast. Default 30 s. */
  maxWaitMs?: number;
}

interface Waiter {
  /** Clock time after which the call gives up, before adding the stalls seen since (`stalledMs`). */
  deadline: number;
  method: HttpMethod;
  path: string;
  resolve: () => void;
  reject: (e: unknown) => void;
  /** Stops listening to the caller's signal. */
  detach: () => void;
}

export class Pacer {
  readonly clock: Clock;
  readonly limits: LimitState;
  private readonly windows: readonly PacerWindow[];
  private readonly maxBlockWaitMs: number;
  private readonly maxWaitMs: number;
  private readonly log: SendLog;
  private queue: Waiter[] = [];
  /** The planned slots of everyone queued, kept while it is exact; dropped when anything moves. */
  private tail: Schedule | undefined;
  private pumping = false;
  /** How long the pacer's own timer fired late in all (a stall, a sleeping laptop). */
  private stalledMs = 0;
  private seenBlockUntil: number | undefined;

  constructor(opts: PacerOptions = {}) {
    this.clock = opts.clock ?? systemClock;
    this.limits = opts.limits ?? new LimitState(this.clock);
    this.windows = (opts.windows ?? DEFAULT_PACER_WINDOWS).filter((w) => w.max > 0 && w.perMs > 0);
    this.maxBlockWaitMs = opts.maxBlockWaitMs ?? 10_000;
    this.maxWaitMs = opts.maxWaitMs ?? 30_000;
    this.log = new SendLog(this.windows.reduce((m, w) => Math.max(m, w.max), 0));
    this.limits.subscribe(() => this.onLimits());
  }

  /**
   * Resolves when a request may be sent now; the caller sends it at once. `auth` requests are
   * not paced (they do not use a token) but wait for the scopes that stop `/auth`. Rejects
   * with the signal's reason on abort, or with a local RateLimitedError when the wait would
   * be too long.
   */
  async acquire(kind: 'token' | 'auth', method: HttpMethod, path: string, signal?: AbortSignal): Promise<void> {
    if (kind === 'auth' || this.windows.length === 0) {
      return this.waitForBlocks(kind === 'auth' ? AUTH_SCOPES : TOKEN_SCOPES, method, path, signal);
    }
    // Let the caller's synchronous work finish first (a loop starting 300 calls takes tens of
    // ms under load): a call that may go at once is then counted when it is really sent, not
    // when it was asked for, or the next second's sends would follow it too closely.
    await Promise.resolve();
    if (signal?.aborted) throw signal.reason;
    const now = this.clock.now();
    this.followClockBack(now);
    const block = this.limits.blockedFor(TOKEN_SCOPES, now);
    if (this.queue.length === 0 && !block && earliestSend(this.log, this.windows, now) <= now) {
      this.log.push(now);
      return;
    }
    if (block && block.until - now > this.maxBlockWaitMs) throw blockedError(block, now, method, path);
    const tail = (this.queue.length > 0 ? this.tail : undefined) ?? this.plan(now, false);
    const slot = tail.next();
    if (slot.at - now > this.maxWaitMs) throw this.tooLong(slot, block, now, method, path);
    // A plan made before a late timer may hold slots already past; none is earlier than now.
    tail.take(Math.max(slot.at, now));
    this.tail = tail;
    return new Promise<void>((resolve, reject) => {
      const w: Waiter = { deadline: now + this.maxWaitMs - this.stalledMs, method, path, resolve, reject, detach: () => {} };
      if (signal) {
        const onAbort = () => {
          this.remove(w);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        w.detach = () => signal.removeEventListener('abort', onAbort);
      }
      this.queue.push(w);
      if (!this.pumping) this.startPump();
    });
  }

  /** Waits out the blocks of `scopes` (no pacing): `/auth`, or a pacer without windows. */
  private async waitForBlocks(scopes: readonly RateLimitScope[], method: HttpMethod, path: string, signal?: AbortSignal): Promise<void> {
    const start = this.clock.now();
    let stalled = 0;
    for (;;) {
      const now = this.clock.now();
      const b = this.limits.blockedFor(scopes, now);
      if (!b) return;
      if (b.until - now > this.maxBlockWaitMs) throw blockedError(b, now, method, path);
      if (b.until - start - stalled > this.maxWaitMs) throw this.tooLong({ at: b.until, window: undefined }, b, now, method, path);
      await this.clock.sleep(b.until - now, signal);
      stalled += Math.max(0, this.clock.now() - b.until);
    }
  }

  private startPump(): void {
    this.pumping = true;
    this.pump().catch((e: unknown) => {
      // Only a broken Clock gets here; no caller may be left waiting forever.
      for (const w of this.queue.splice(0)) {
        w.detach();
        w.reject(e);
      }
    });
  }

  /** Lets the queue go one by one, each when the windows allow it at the time it really goes. */
  private async pump(): Promise<void> {
    try {
      await this.drain();
    } finally {
      // Synchronously with the queue found empty: a call queued after this starts a new pump.
      this.pumping = false;
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const now = this.clock.now();
      this.followClockBack(now);
      const block = this.limits.blockedFor(TOKEN_SCOPES, now);
      let wake: number;
      if (block) {
        wake = block.until;
      } else {
        wake = earliestSend(this.log, this.windows, now);
        if (wake <= now) {
          this.release(now);
          continue;
        }
      }
      await this.clock.sleep(wake - now);
      this.stalledMs += Math.max(0, this.clock.now() - wake);
    }
  }

  private release(now: number): void {
    const w = this.queue.shift()!;
    w.detach();
    this.log.push(now);
    this.tail = undefined;
    w.resolve();
  }

  private remove(w: Waiter): void {
    const i = this.queue.indexOf(w);
    if (i >= 0) this.queue.splice(i, 1);
    w.detach();
    this.tail = undefined;
  }

  /** A new block: fail now the calls it would keep waiting beyond their bound. */
  private onLimits(): void {
    if (this.queue.length === 0) return;
    const now = this.clock.now();
    const block = this.limits.blockedFor(TOKEN_SCOPES, now);
    if (!block || block.until === this.seenBlockUntil) return;
    this.seenBlockUntil = block.until;
    this.tail = this.plan(now, true);
  }

  /**
   * Plans the slots of everyone queued, from now and the real sends. With `enforce`, calls
   * whose slot falls past their deadline (or behind a block too long to wait for) are
   * failed and leave the queue, giving their slots to those behind them.
   */
  private plan(now: number, enforce: boolean): Schedule {
    const block = this.limits.blockedFor(TOKEN_SCOPES, now);
    const schedule = new Schedule(this.log, this.windows, block ? block.until : now);
    const kept: Waiter[] = [];
    for (const w of this.queue) {
      const slot = schedule.next();
      if (enforce && block && block.until - now > this.maxBlockWaitMs) {
        w.detach();
        w.reject(blockedError(block, now, w.method, w.path));
      } else if (enforce && slot.at > w.deadline + this.stalledMs) {
        w.detach();
        w.reject(this.tooLong(slot, block, now, w.method, w.path));
      } else {
        schedule.take(slot.at);
        kept.push(w);
      }
    }
    if (enforce) this.queue = kept;
    return schedule;
  }

  /**
   * The wall clock went backwards (the user or NTP set it): keep the spacing of the sends
   * already made but move them to end now, or the windows would wait for the jump to pass.
   */
  private followClockBack(now: number): void {
    const last = this.log.latest(1);
    if (last === undefined || now >= last) return;
    this.log.moveBack(last - now);
    this.tail = undefined;
  }

  private tooLong(slot: Slot, block: { scope: RateLimitScope; until: number } | undefined, now: number, method: HttpMethod, path: string): RateLimitedError {
    // A block in force is why the call cannot go soon; the windows only space it out after.
    const scope = block?.scope ?? slot.window?.scope ?? 'unknown';
    const wait = slot.at - now;
    return new RateLimitedError(
      `${scope} limit: this call would wait ${Math.ceil(wait / 1000)} s, longer than ${Math.round(this.maxWaitMs / 1000)} s`,
      scope,
      wait,
      slot.at,
      true,
      { method, path, code: null },
    );
  }
}

function blockedError(b: { scope: RateLimitScope; until: number }, now: number, method: HttpMethod, path: string): RateLimitedError {
  return new RateLimitedError(
    `${b.scope} limit: no request before ${new Date(b.until).toISOString()}`,
    b.scope,
    b.until - now,
    b.until,
    true,
    { method, path, code: null },
  );
}
