// The one place in Stint that reads the wall clock or schedules real timers.
// Everything else takes a Clock, so tests (and the simulator) can move time at will.

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, Math.max(0, ms));
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** A clock that moves only when told to; `sleep` resolves when time is advanced past it. */
export class ManualClock implements Clock {
  private current: number;
  private waiters: { at: number; resolve: () => void; reject: (e: unknown) => void }[] = [];

  constructor(startMs = 0) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiter = { at: this.current + ms, resolve, reject };
      this.waiters.push(waiter);
      signal?.addEventListener(
        'abort',
        () => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }

  /** Moves time forward and wakes every sleeper whose time has come, in order. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      const due = this.waiters.filter((w) => w.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.waiters = this.waiters.filter((w) => w !== due);
      this.current = Math.max(this.current, due.at);
      due.resolve();
      // Let the woken code run (and perhaps sleep again) before the next one wakes.
      await new Promise((r) => setImmediate(r));
    }
    this.current = target;
  }

  set(ms: number): void {
    this.current = ms;
  }

  /** Number of sleepers not yet woken; tests use it to know a sleep has started. */
  get pending(): number {
    return this.waiters.length;
  }
}
