// A clock for runs on real time that need minutes to pass at once (the browser harness,
// whose page, sockets and Chromium cannot stand still, and the real app under its test
// hooks): the system clock plus an offset that only grows. `jump(ms)` moves it forward; every sleeper whose deadline the jump
// passes wakes then, the others keep waiting for what is left of their time.
// A test starts it at a fixed instant (`new OffsetClock(at)`), so what it sees does not
// depend on the hour or the day it runs; anything else that must keep the same time (a
// browser page's own clock) follows it through `onJump`.
import { systemClock, type Clock } from './clock.ts';

interface Sleeper {
  /** On this clock, not the system's. */
  readonly at: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  readonly resolve: () => void;
}

export class OffsetClock implements Clock {
  private offsetMs: number;
  private readonly sleepers = new Set<Sleeper>();
  private readonly jumpListeners = new Set<(ms: number) => void>();

  /** `startAt`: the instant it reads now (default: the system clock's); it runs on from there. */
  constructor(startAt?: number) {
    if (startAt !== undefined && !Number.isFinite(startAt)) throw new RangeError(`an OffsetClock starts at a finite instant (${startAt})`);
    this.offsetMs = startAt === undefined ? 0 : startAt - systemClock.now();
  }

  now(): number {
    return systemClock.now() + this.offsetMs;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(sleeper.timer);
        this.sleepers.delete(sleeper);
        reject(signal?.reason);
      };
      const sleeper: Sleeper = {
        at: this.now() + Math.max(0, ms),
        timer: undefined,
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.sleepers.add(sleeper);
      this.arm(sleeper);
    });
  }

  /** Moves the clock `ms` forward, as if that time had passed at once. */
  jump(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`an OffsetClock only moves forward (jump(${ms}))`);
    this.offsetMs += ms;
    for (const s of this.sleepers) this.arm(s);
    for (const listener of this.jumpListeners) listener(ms);
  }

  /** Calls `listener` with each jump's length, after the jump; returns the unsubscribe function. */
  onJump(listener: (ms: number) => void): () => void {
    this.jumpListeners.add(listener);
    return () => this.jumpListeners.delete(listener);
  }

  /** Wakes the sleeper if its time has come on this clock, else sets a real timer for the rest. */
  private arm(s: Sleeper): void {
    clearTimeout(s.timer);
    const left = s.at - this.now();
    if (left <= 0) {
      this.sleepers.delete(s);
      s.resolve();
      return;
    }
    // A timer may fire a little early by this clock's reading: it then re-arms for the rest.
    s.timer = setTimeout(() => this.arm(s), left);
  }
}
