// Quick entry's first opening, made ready while the window is idle: its code (a chunk of its
// own, loaded when first opened) fetched and run, and its Project picker's options and
// index made (../pickers/pickers.tsx `prepareProjectPicker`). With several accounts the
// start form lists every account's projects, and Quick entry, which lists the account in
// use's, made its 10,000 options and their index when its tab was clicked: 75 to 88 ms to its
// first frame with one account on a shared 2-core machine (bench:ui), close to the 100 ms
// bound; made ahead, only its drawing is left.

import { useEffect } from 'preact/hooks';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { prepareProjectPicker } from '../pickers/pickers.tsx';
import { pageScheduler, postBackground } from '../controls/background-task.ts';

/**
 * At most this long after it was asked (ms): the start form's warm-up over 20,000 options
 * (../pickers/search-warm-up.ts) leaves no idle moment for a second or more on a loaded
 * 2-core machine, and Quick entry may be opened by then.
 */
const IDLE_WAIT_MS = 400;

/** Runs `work` once the window is idle (the timer screen's own start-up work done), or `waitMs` at most (null: no deadline); answers the cancel. */
function whenIdle(work: () => void, waitMs: number | null = IDLE_WAIT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, waitMs === null ? {} : { timeout: waitMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, waitMs ?? IDLE_WAIT_MS);
  return () => clearTimeout(id);
}

/**
 * Runs `work` in a task of its own at background priority where the page has Chromium's
 * scheduler (../controls/background-task.ts): after a click and what it draws, but in turn
 * with the picker's warm-up, whose slices are background tasks too. Waiting for an idle moment
 * instead waited for the whole warm-up, a second or more on a loaded 2-core machine: Settings
 * opened a second after the window loaded then fetched and ran its code first (76 to 129 ms
 * to its first frame in bench:ui, over its 100 ms bound). Once idle where there is no scheduler.
 */
export function inBackground(work: () => void, scheduler = pageScheduler()): () => void {
  const stop = new AbortController();
  return postBackground(work, stop.signal, scheduler) ? () => stop.abort() : whenIdle(work, null);
}

/**
 * `load`: Quick entry's import, the one its screen loads with (the module is fetched and run once).
 * `others`: the other screens' loads (Settings, To-dos), run after that at background
 * priority (`inBackground`): their first opening then draws at once instead of fetching,
 * compiling and running a chunk first (Settings: 62 to 392 ms to its first frame on a shared
 * 2-core machine, bench:ui), and they never go before a person's click or key.
 */
export function useQuickEntryAhead(snapshot: Snapshot | null, load: () => Promise<unknown>, others: readonly (() => Promise<unknown>)[] = []): void {
  const signedIn = snapshot?.session.state === 'signed_in';
  // Each snapshot is a new object: the options are made again only when the projects
  // changed (compared, not rebuilt), and the chunk is loaded once.
  useEffect(() => {
    if (!signedIn || snapshot === null) return undefined;
    let cancelOthers = () => {};
    const cancel = whenIdle(() => {
      void load().catch(() => {
        // Said when the screen is opened (../controls/lazy-screen.tsx), which tries it itself.
      });
      prepareProjectPicker(snapshot);
      cancelOthers = inBackground(() => {
        // A failure is said when the screen is opened (lazyScreen keeps it).
        for (const other of others) void other();
      });
    });
    return () => {
      cancel();
      cancelOthers();
    };
  }, [signedIn, snapshot?.projects]);
}
