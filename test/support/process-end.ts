// What a test module keeps for the whole test process and closes at its end, such as the
// browser tests' one Chromium. `npm test` runs several test files in one process
// (scripts/test-group.mjs), which closes what was registered here once its last file is
// done; a file run on its own (`node --import tsx --test <file>`) has no such end, and
// `atProcessEnd` then says false: the caller closes in an `after` hook of that file.

const KEY = Symbol.for('stint.test.processEnd');

/** Registers `close` for the end of a shared test process; false when this process is not one. */
export function atProcessEnd(close: () => unknown): boolean {
  const list = (globalThis as Record<symbol, unknown>)[KEY];
  if (!Array.isArray(list)) return false;
  list.push(close);
  return true;
}
