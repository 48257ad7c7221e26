// What an adapter tells (reports, detection changes), kept in order, with a way to wait for
// the first one after a mark that matches: a test marks, acts, then waits for the answer the
// act causes, which may already have come. A wait that nothing answers fails after the hang
// guard with what it waited for (a mark taken too late would otherwise only time the test out).

import { WAIT_GUARD_MS } from '../../support/hang-guard.ts';

export class Told<T> {
  readonly all: T[] = [];
  private waiters: { from: number; match: (value: T) => boolean; resolve: (value: T) => void }[] = [];

  readonly push = (value: T): void => {
    this.all.push(value);
    const index = this.all.length - 1;
    const due = this.waiters.filter((w) => index >= w.from && w.match(value));
    this.waiters = this.waiters.filter((w) => !due.includes(w));
    for (const w of due) w.resolve(value);
  };

  /** A mark for `after`: what is told from now on. */
  mark(): number {
    return this.all.length;
  }

  /** The first value told at or after `from` that matches, once it has come. */
  after(from: number, match: (value: T) => boolean, what = String(match)): Promise<T> {
    const found = this.all.slice(from).find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const guard = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`nothing told from mark ${from} matched ${what} (${this.all.length - from} told since)`));
      }, WAIT_GUARD_MS);
      const waiter = {
        from,
        match,
        resolve: (value: T) => {
          clearTimeout(guard);
          resolve(value);
        },
      };
      this.waiters.push(waiter);
    });
  }
}
