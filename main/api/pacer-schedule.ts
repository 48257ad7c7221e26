// The arithmetic of the pacer's sliding windows: the sends made so far, and the earliest
// instant at which one more send keeps every window within its bound.

import type { RateLimitScope } from './errors.ts';

export interface PacerWindow {
  max: number;
  perMs: number;
  /** The service limit this window keeps the client under; named when a call is refused locally. */
  scope?: RateLimitScope;
}

/** The instants of the latest sends, oldest first, as many as the largest window counts. */
export class SendLog {
  private readonly ring: Float64Array;
  private head = 0;
  private size = 0;

  constructor(capacity: number) {
    this.ring = new Float64Array(Math.max(1, capacity));
  }

  /** The `k`-th latest send (1 = the last one); `undefined` when fewer were recorded. */
  latest(k: number): number | undefined {
    if (k < 1 || k > this.size) return undefined;
    const cap = this.ring.length;
    return this.ring[(this.head - k + cap) % cap];
  }

  push(at: number): void {
    this.ring[this.head] = at;
    this.head = (this.head + 1) % this.ring.length;
    if (this.size < this.ring.length) this.size++;
  }

  /** Moves every recorded send `ms` earlier, keeping their spacing. */
  moveBack(ms: number): void {
    for (let i = 0; i < this.ring.length; i++) this.ring[i] = this.ring[i]! - ms;
  }
}

/** When the next send may go, and the window that made it wait (none: it waited for `from` only). */
export interface Slot {
  at: number;
  window: PacerWindow | undefined;
}

/**
 * The earliest instants for a run of sends still to come, each counted in the windows as if
 * it were sent at its instant. Only an estimate for calls that wait (the pacer checks the
 * windows again against the real sends when it releases them); it stays exact as long as
 * nothing is late, aborted or blocked.
 */
export class Schedule {
  private readonly planned: number[] = [];
  private last: number;

  constructor(
    private readonly log: SendLog,
    private readonly windows: readonly PacerWindow[],
    /** Nothing before this instant (now, or the end of a block). */
    from: number,
  ) {
    this.last = from;
  }

  /** The slot of the next send after those already taken. */
  next(): Slot {
    let at = this.last;
    let window: PacerWindow | undefined;
    const p = this.planned.length;
    for (const w of this.windows) {
      const nth = w.max <= p ? this.planned[p - w.max] : this.log.latest(w.max - p);
      if (nth !== undefined && nth + w.perMs > at) {
        at = nth + w.perMs;
        window = w;
      }
    }
    return { at, window };
  }

  take(at: number): void {
    this.planned.push(at);
    this.last = at;
  }
}

/** The earliest instant >= `from` at which one more send keeps every window within bounds. */
export function earliestSend(log: SendLog, windows: readonly PacerWindow[], from: number): number {
  let at = from;
  for (const w of windows) {
    const nth = log.latest(w.max);
    if (nth !== undefined && nth + w.perMs > at) at = nth + w.perMs;
  }
  return at;
}
