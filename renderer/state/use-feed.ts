// A page's hold on the engine's snapshots (the window's and the compact timer's): the feed's
// latest state, redrawn on each change, and the theme setting applied to the page.

import { useEffect, useState } from 'preact/hooks';
import type { Snapshot } from '../../main/core/snapshot.ts';
import type { FeedState, SnapshotFeed } from './snapshot-feed.ts';

export function useFeed(feed: SnapshotFeed): FeedState {
  const [state, setState] = useState(feed.current);
  useEffect(() => {
    // A snapshot may have come between the first render and this effect.
    setState(feed.current());
    return feed.subscribe(() => setState(feed.current()));
  }, [feed]);
  return state;
}

/** `data-theme` on `<html>` from the theme setting: `system` leaves the system's scheme. */
export function useTheme(snapshot: Snapshot | null): void {
  const theme = snapshot?.settings.theme;
  useEffect(() => {
    if (theme === undefined || theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
}
