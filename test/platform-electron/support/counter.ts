// A count of what a test service was asked, with a way to wait until it reaches n: a test
// knows a call is in flight (answered or not) by waiting for it, never by sleeping.

export interface Counter {
  add(): void;
  /** How many so far. */
  count(): number;
  /** Resolves once the count reaches n. */
  reach(n: number): Promise<void>;
}

export function counter(): Counter {
  let count = 0;
  let waiters: { n: number; resolve: () => void }[] = [];
  return {
    add() {
      count += 1;
      for (const w of waiters.filter((w) => count >= w.n)) w.resolve();
      waiters = waiters.filter((w) => count < w.n);
    },
    count: () => count,
    reach: (n) => (count >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve }))),
  };
}
