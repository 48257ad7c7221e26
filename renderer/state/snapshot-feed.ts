// The snapshots from main, asked for as soon as the bridge is there (main.tsx), before the
// first render: waiting for the app's first effect cost a frame before the question left.
// The app reads the latest and hears of each new one, and whether the link to the engine
// still holds: the browser harness's bridge can lose it (the harness stopped), and says so
// with BRIDGE_CONNECTION_EVENT on window; the Electron preload's never does.

import type { Snapshot } from '../../main/core/snapshot.ts';
import type { StintBridge } from './bridge.ts';
import { keepUnchangedLists } from './kept-lists.ts';

/** `lost`: the snapshot shown is the last one that came, and nothing more will; `back`: an engine answers again, from a reload. */
export type BridgeConnection = 'open' | 'lost' | 'back';

/** Fired on window by a bridge whose link to the engine can break, with the link's state as the CustomEvent's `detail`. */
export const BRIDGE_CONNECTION_EVENT = 'stint-bridge-connection';

export interface FeedState {
  readonly snapshot: Snapshot | null;
  /** Why there is no snapshot (the engine did not answer); null: none, or not yet. */
  readonly error: string | null;
  readonly connection: BridgeConnection;
}

const CONNECTIONS: readonly unknown[] = ['open', 'lost', 'back'] satisfies BridgeConnection[];

export interface SnapshotFeed {
  current(): FeedState;
  /** Calls `listener` after each change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** `events`: where the bridge says its connection changed (window). */
export function snapshotFeed(bridge: StintBridge, events: EventTarget = window): SnapshotFeed {
  let state: FeedState = { snapshot: null, error: null, connection: 'open' };
  let pushed = false;
  const listeners = new Set<() => void>();
  const set = (next: FeedState) => {
    state = next;
    for (const l of listeners) l();
  };
  bridge.onSnapshot((s) => {
    pushed = true;
    set({ ...state, snapshot: keepUnchangedLists(state.snapshot, s), error: null });
  });
  events.addEventListener(BRIDGE_CONNECTION_EVENT, (e) => {
    const connection = (e as CustomEvent<unknown>).detail;
    if (CONNECTIONS.includes(connection) && connection !== state.connection) set({ ...state, connection: connection as BridgeConnection });
  });
  void bridge.getSnapshot().then(
    (a) => {
      // A pushed snapshot that came first is at least as new as this answer.
      if (a.ok && !pushed) set({ ...state, snapshot: keepUnchangedLists(state.snapshot, a.value), error: null });
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
