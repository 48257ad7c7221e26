// Waiting on state outside the page (the service, the engine, /tray): a hang guard, not a
// timing claim. Its own module, so that the journeys (test/journeys/) can use the browser
// tests' actions without the browser tests' own Chromium.

import { WAIT_GUARD_MS } from '../../support/hang-guard.ts';

/** Polls `read` until `ok` accepts its value (for state outside the page: the service, /tray). */
export async function eventually<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string, guardMs = WAIT_GUARD_MS): Promise<T> {
  const deadline = Date.now() + guardMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
