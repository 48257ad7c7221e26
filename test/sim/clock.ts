// The simulator's clock: a base clock (the real one, or a test's), optionally shifted or
// pinned by /_sim/clock. Token expiry, rate-limit windows, quotas, "today" and the
// latency fault all read this one clock.
import { systemClock, type Clock } from '../../main/time/clock.ts';

/** The header a test's fetch may set so that its clock knows which request a wait holds. */
export const REQUEST_TAG_HEADER = 'x-sim-request-tag';

/** What the simulator's clock runs on: the real clock, or a clock a test controls. */
export interface ClockBase extends Clock {
  /**
   * Optional. A wait on behalf of the request tagged `tag` (REQUEST_TAG_HEADER): a test
   * clock that stands still while requests are in flight then counts that request as
   * waiting on it rather than working (test/support/virtual-clock.ts).
   */
  requestSleep?(ms: number, tag: string, signal?: AbortSignal): Promise<void>;
}

export class SimClock {
  private offsetMs = 0;
  private pinnedMs: number | null = null;

  constructor(private readonly base: ClockBase = systemClock) {}

  now(): number {
    return this.pinnedMs ?? this.base.now() + this.offsetMs;
  }

  /** Waits on the base clock (the latency fault); `tag` names the request it holds. */
  sleep(ms: number, signal?: AbortSignal, tag?: string): Promise<void> {
    if (tag !== undefined && this.base.requestSleep) return this.base.requestSleep(ms, tag, signal);
    return this.base.sleep(ms, signal);
  }

  /** Moves the clock forward (or back) by seconds, keeping it running. */
  advance(seconds: number): void {
    if (this.pinnedMs !== null) this.pinnedMs += seconds * 1000;
    else this.offsetMs += seconds * 1000;
  }

  /** Sets the clock to an instant; it keeps running from there. */
  set(ms: number): void {
    this.pinnedMs = null;
    this.offsetMs = ms - this.base.now();
  }

  /** Freezes the clock at an instant (tests of exact windows). */
  pin(ms: number): void {
    this.pinnedMs = ms;
  }

  /** Back to the base clock, unshifted. */
  reset(): void {
    this.offsetMs = 0;
    this.pinnedMs = null;
  }
}
