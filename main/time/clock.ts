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

/**
 * The wall clock moved to begin at `startMs` and run on from there: a process test's fixed
 * instant (the command line's STINT_CLOCK_AT), so what it checks never depends on the hour.
 */
export function clockRunningFrom(startMs: number, base: Clock = systemClock): Clock {
  const shift = startMs - base.now();
  return { now: () => base.now() + shift, sleep: (ms, signal) => base.sleep(ms, signal) };
}
