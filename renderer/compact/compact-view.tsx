// The page of the compact timer (`index.html?view=compact`, main.tsx): the snapshots, the
// theme and the bridge for the timer below, without the window's tabs, prompts or Escape.
// Escape does nothing here: the compact timer stays until the person turns it off, and a
// key pressed to leave a picker elsewhere must not make it vanish.

import { useEffect } from 'preact/hooks';
import type { StintBridge } from '../state/bridge.ts';
import type { SnapshotFeed } from '../state/snapshot-feed.ts';
import { useFeed, useTheme } from '../state/use-feed.ts';
import { BridgeContext, SnapshotContext } from '../state/state.ts';
import { CompactTimer } from './compact-timer.tsx';

export function CompactView({ bridge, feed }: { bridge: StintBridge; feed: SnapshotFeed }) {
  const { snapshot, error, connection } = useFeed(feed);

  useTheme(snapshot);
  useEffect(() => {
    document.title = 'Stint compact timer';
  }, []);

  const lost = connection !== 'open';
  return (
    <main class="compact" aria-busy={snapshot === null && error === null && !lost}>
      <h1 class="visually-hidden">Stint compact timer</h1>
      {lost || snapshot === null ? (
        <p class="compact-note">{lost ? 'Connection lost' : error ? `Stint's engine did not answer: ${error}` : 'Connecting to Stint…'}</p>
      ) : (
        <BridgeContext.Provider value={bridge}>
          <SnapshotContext.Provider value={snapshot}>
            <CompactTimer />
          </SnapshotContext.Provider>
        </BridgeContext.Provider>
      )}
    </main>
  );
}
