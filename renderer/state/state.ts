// What every component reads: the bridge and the latest snapshot (provided once by the app),
// and the current second for what ticks.

import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { Snapshot } from '../../main/core/snapshot.ts';
import type { StintBridge } from './bridge.ts';

export const BridgeContext = createContext<StintBridge | null>(null);

/**
 * The refusals the window's places show from their last attempt (components/use-action.ts).
 * A newer attempt anywhere in the window forgets them all: its own outcome is the one that
 * shows, so no refusal of an earlier attempt stays beside a newer one, or after a success.
 * (Field errors stay with their fields: they say what is wrong with what is still typed.)
 */
export class ShownErrors {
  private readonly forgets = new Set<() => void>();

  /** A place that shows an error; answers the call that removes it (on unmount). */
  add(forget: () => void): () => void {
    this.forgets.add(forget);
    return () => void this.forgets.delete(forget);
  }

  /** A newer attempt began: every place forgets the error it shows. */
  forgetAll(): void {
    for (const forget of this.forgets) forget();
  }
}

/** One window, one set of errors: the default serves the whole page. */
export const ShownErrorsContext = createContext(new ShownErrors());

export function useShownErrors(): ShownErrors {
  return useContext(ShownErrorsContext);
}
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
