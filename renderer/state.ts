// What every component reads: the bridge and the latest snapshot (provided once by the app),
// and the current second for what ticks.

import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { Snapshot } from '../main/core/snapshot.ts';
import type { StintBridge } from './bridge.ts';

export const BridgeContext = createContext<StintBridge | null>(null);
export const SnapshotContext = createContext<Snapshot | null>(null);

export function useBridge(): StintBridge {
  const b = useContext(BridgeContext);
  if (b === null) throw new Error('useBridge outside the app');
  return b;
}

export function useSnapshot(): Snapshot {
  const s = useContext(SnapshotContext);
  if (s === null) throw new Error('useSnapshot before the first snapshot');
  return s;
}

/**
 * Epoch ms, updated on each whole second while `active` (the timer and the totals tick
 * locally from the run's start; nothing is asked of main).
 */
export function useNow(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      // Aligned to the next whole second so every display turns over together.
      timer = setTimeout(tick, 1000 - (t % 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [active]);
  return now;
}
