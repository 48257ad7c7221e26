// A clock for tests: time moves only when a test says so (no test depends on the wall clock).
import type { Clock } from '../../main/time/clock.ts';

/** A clock that moves only when told to; `sleep` resolves when time is advanced past it. */
export class ManualClock implements Clock {
  private current: number;
  private waiters: { at: number; resolve: () => void; reject: (e: unknown) => void }[] = [];
  /** Told each time a sleep starts (a pump that moves the clock waits for this instead of polling). */
  onSleep: (() => void) | null = null;

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
      const onAbort = () => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(signal?.reason);
      };
      // The listener goes when the sleep ends either way: a long-lived signal (an engine's
      // loop) must not collect one per sleep.
      const waiter = {
        at: this.current + ms,
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        reject,
      };
      this.waiters.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.onSleep?.();
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

  /**
   * The wall clock set to `ms` (by the person, by NTP), back or forward: every sleeper keeps
   * the time it had left, as real timers do (they count the time that passes, not the wall
   * clock's). `set` leaves their deadlines where they were on the wall clock.
   */
  setWall(ms: number): void {
    const by = ms - this.current;
    for (const w of this.waiters) w.at += by;
    this.current = ms;
  }

  /**
   * A stall (a laptop asleep, a blocked event loop): time moves `ms` forward with nobody
   * woken on the way, then every sleeper now due wakes together, oldest deadline first, as
   * overdue timers fire back to back when the loop runs again.
   */
  async jump(ms: number): Promise<void> {
    this.current += ms;
    const due = this.waiters.filter((w) => w.at <= this.current).sort((a, b) => a.at - b.at);
    this.waiters = this.waiters.filter((w) => w.at > this.current);
    for (const w of due) w.resolve();
    await new Promise((r) => setImmediate(r));
  }

  /** The instant the next sleeper wakes, if any sleeps. */
  nextDue(): number | undefined {
    return this.waiters.length === 0 ? undefined : Math.min(...this.waiters.map((w) => w.at));
  }

  /** Number of sleepers not yet woken; tests use it to know a sleep has started. */
  get pending(): number {
    return this.waiters.length;
  }
}
