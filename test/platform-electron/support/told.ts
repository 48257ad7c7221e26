// What an adapter tells (reports, detection changes), kept in order, with a way to wait for
// the first one after a mark that matches: a test marks, acts, then waits for the answer the
// act causes, which may already have come.

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
  after(from: number, match: (value: T) => boolean): Promise<T> {
    const found = this.all.slice(from).find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<T>((resolve) => this.waiters.push({ from, match, resolve }));
  }
}
