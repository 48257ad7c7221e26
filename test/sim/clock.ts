// The simulator's clock: the real clock, optionally shifted or pinned by /_sim/clock.
// Token expiry, rate-limit windows, quotas and "today" all read this one clock.
import { systemClock, type Clock } from '../../main/core/clock.ts';

export class SimClock {
  private offsetMs = 0;
  private pinnedMs: number | null = null;

  constructor(private readonly base: Pick<Clock, 'now'> = systemClock) {}

  now(): number {
    return this.pinnedMs ?? this.base.now() + this.offsetMs;
  }

  /** Moves the clock forward (or back) by whole seconds, keeping it running. */
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

  reset(): void {
    this.offsetMs = 0;
    this.pinnedMs = null;
  }
}
