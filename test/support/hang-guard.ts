// The only wall-time bounds in the tests, and they are hang guards, never timing claims: a
// test waits for the event it needs (a snapshot, a request reaching the simulator, a file
// written, an element on the page), and these only end a test that is stuck. They are long
// on purpose: a loaded CI machine (load 5 on 2 cores, Chromium and the suite's two test
// files at once) does late what a quiet one does at once, and every short bound the suite
// had (5, 15, 20, 30 s) turned that lateness into a red run somewhere.

/** One wait inside a test: an element, a state of the engine or the service (STINT_WAIT_GUARD_MS: shorter while debugging a failing wait by hand). */
export const WAIT_GUARD_MS = Number(process.env.STINT_WAIT_GUARD_MS ?? 90_000);

/** A whole test (several waits). */
export const TEST_GUARD_MS = 240_000;

/** `test(name, HANG_GUARD, fn)`. */
export const HANG_GUARD = { timeout: TEST_GUARD_MS } as const;
