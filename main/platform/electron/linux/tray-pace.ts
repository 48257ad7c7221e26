// How often the StatusNotifier watcher's changes reach the shell. Each report can make the
// shell rebuild something the person sees: a decision that flips turns the popover into an
// ordinary window and back, and a host appearing makes the tray anew. A watcher that comes and
// goes (a panel restarting, one in a crash loop) or repeats its signals would otherwise cost a
// read of the bus per signal and a rebuild per cycle. So:
// - a signal only starts a wait, and the facts are read once the watcher has been quiet for
//   TRAY_SETTLE_MS: a panel that restarts within that time costs one read and tells nothing;
//   a watcher that never falls quiet is still read once every TRAY_SETTLE_MAX_MS, so a loss
//   is told even then;
// - the shell is told to make its tray anew at most once per TRAY_REBUILD_MIN_INTERVAL_MS; one
//   wanted sooner is held until then, and dropped if by then it is no longer wanted.
// All on the injected clock.

import type { Clock } from '../../../time/clock.ts';

/** How long the watcher must be quiet before its facts are read and told. */
export const TRAY_SETTLE_MS = 5_000;
/** The longest a watcher that keeps signalling postpones a read. */
export const TRAY_SETTLE_MAX_MS = 30_000;
/** The shortest time between two reports that tell the shell to make its tray anew. */
export const TRAY_REBUILD_MIN_INTERVAL_MS = 30_000;

/** Calls `onQuiet` once changes (`poke`) have stopped for the settle time, or the longest wait has passed. */
export class QuietWait {
  private lastPoke = 0;
  private firstPoke: number | null = null;
  private readonly stopper = new AbortController();

  constructor(
    private readonly clock: Pick<Clock, 'now' | 'sleep'>,
    private readonly onQuiet: () => void,
    private readonly settleMs = TRAY_SETTLE_MS,
    private readonly maxMs = TRAY_SETTLE_MAX_MS,
  ) {}

  /** A change: the wait starts, or starts again (within the longest wait). */
  poke(): void {
    if (this.stopper.signal.aborted) return;
    this.lastPoke = this.clock.now();
    if (this.firstPoke !== null) return;
    this.firstPoke = this.lastPoke;
    void this.wait();
  }

  /** Whether changes came that have not settled yet. */
  get settling(): boolean {
    return this.firstPoke !== null;
  }

  close(): void {
    this.stopper.abort();
    this.firstPoke = null;
  }

  private async wait(): Promise<void> {
    try {
      for (;;) {
        const now = this.clock.now();
        // A clock set back would otherwise stretch the wait by as much.
        this.lastPoke = Math.min(this.lastPoke, now);
        this.firstPoke = Math.min(this.firstPoke ?? now, now);
        const left = Math.min(this.lastPoke + this.settleMs, this.firstPoke + this.maxMs) - now;
        if (left <= 0) break;
        await this.clock.sleep(left, this.stopper.signal);
      }
    } catch {
      return; // Closed.
    }
    this.firstPoke = null;
    this.onQuiet();
  }
}

/** Lets a rebuild through at most once per interval; one asked for sooner calls `onDue` when it may go. */
export class RebuildPace {
  private lastAt: number | null = null;
  private held: AbortController | null = null;

  constructor(
    private readonly clock: Pick<Clock, 'now' | 'sleep'>,
    private readonly onDue: () => void,
    private readonly minIntervalMs = TRAY_REBUILD_MIN_INTERVAL_MS,
  ) {}

  /** A rebuild is wanted now: true when it may be told (it counts as told), false when it is held. */
  ask(): boolean {
    const now = this.clock.now();
    // A clock set back counts as the interval passed, rather than holding rebuilds for as long.
    if (this.lastAt === null || now - this.lastAt >= this.minIntervalMs || now < this.lastAt) {
      this.lastAt = now;
      this.drop();
      return true;
    }
    if (this.held === null) {
      const held = new AbortController();
      this.held = held;
      this.clock.sleep(this.lastAt + this.minIntervalMs - now, held.signal).then(
        () => {
          if (this.held !== held) return;
          this.held = null;
          this.onDue();
        },
        () => undefined,
      );
    }
    return false;
  }

  /** The held rebuild is no longer wanted. */
  drop(): void {
    this.held?.abort();
    this.held = null;
  }
}
