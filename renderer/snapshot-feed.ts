// The snapshots from main, asked for as soon as the bridge is there (main.tsx), before the
// first render: waiting for the app's first effect cost a frame before the question left.
// The app reads the latest and hears of each new one.

import type { Snapshot } from '../main/core/snapshot.ts';
import type { StintBridge } from './bridge.ts';

export interface FeedState {
  readonly snapshot: Snapshot | null;
  /** Why there is no snapshot (the engine did not answer); null: none, or not yet. */
  readonly error: string | null;
}

export interface SnapshotFeed {
  current(): FeedState;
  /** Calls `listener` after each change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function snapshotFeed(bridge: StintBridge): SnapshotFeed {
  let state: FeedState = { snapshot: null, error: null };
  let pushed = false;
  const listeners = new Set<() => void>();
  const set = (next: FeedState) => {
    state = next;
    for (const l of listeners) l();
  };
  bridge.onSnapshot((s) => {
    pushed = true;
    set({ snapshot: s, error: null });
  });
  void bridge.getSnapshot().then(
    (a) => {
      // A pushed snapshot that came first is at least as new as this answer.
      if (a.ok && !pushed) set({ snapshot: a.value, error: null });
      else if (!a.ok) set({ ...state, error: a.error.message });
    },
    (e: unknown) => set({ ...state, error: e instanceof Error ? e.message : String(e) }),
  );
  return {
    current: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
