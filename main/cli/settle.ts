// Waiting for the engine to have nothing left to do now, within a limit: a command prints what
// the service confirmed, or what it has after the limit (the engine keeps going).

import type { Clock } from '../time/clock.ts';
import type { Stint } from '../core/stint.ts';

/** How long a command waits for the service before printing what it has. */
export const SETTLE_LIMIT_MS = 30_000;

/** `stint`: one account's engine, or every account (the hub). False when it gave up waiting. */
export async function settle(stint: Pick<Stint, 'settled'>, clock: Clock): Promise<boolean> {
  const stop = new AbortController();
  const gaveUp = clock.sleep(SETTLE_LIMIT_MS, stop.signal).then(
    () => false,
    () => false,
  );
  try {
    return await Promise.race([stint.settled().then(() => true), gaveUp]);
  } finally {
    stop.abort();
  }
}
