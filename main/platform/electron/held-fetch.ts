// The engine's fetch, held until the tray's first menu is drawn (issue 71: the person's day in
// the tray within half a second of the start). The engine opens from disk and asks the
// service at once (the queue, the day's entries, the projects); each request, its answer's
// check and what the answer changes cost the main thread time the first menu waits for. Held,
// they go out in the order asked once `release` is called, and the menu they change is drawn
// again then. The wait counts in a request's timeout (15 s, main/api/transport.ts): the hold
// lasts while the engine opens from disk, a fraction of a second.

import type { FetchLike } from '../../api/transport.ts';
import type { Clock } from '../../time/clock.ts';

export interface HeldFetch {
  readonly fetch: FetchLike;
  /** Sends what waits and everything after at once; calling it again does nothing. */
  release(): void;
}

/** Held at most this long: should a step before the first menu ever wait for an answer, the start goes on rather than waits for ever. */
export const MAX_HOLD_MS = 3000;

export function heldFetch(fetch: FetchLike, clock: Pick<Clock, 'sleep'>, maxHoldMs = MAX_HOLD_MS): HeldFetch {
  let open: () => void = () => undefined;
  let released = false;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const valve = new AbortController();
  const release = () => {
    released = true;
    valve.abort();
    open();
  };
  // On the injected clock, as every wait of the app; the first draw ends it.
  clock.sleep(maxHoldMs, valve.signal).then(release, () => undefined);
  return {
    fetch: (url, init) => (released ? fetch(url, init) : opened.then(() => fetch(url, init))),
    release,
  };
}
