// What a new page of the window starts from when main kept the last one's view (issue 71: a
// window released while hidden opens as it was left; main/ipc/view-state.ts): asked beside
// the first snapshot, before the first render, and the drafts it holds. Telling main the view
// and scrolling back to it come after the first paint (./view-keeping.ts, loaded then).

import type { ViewHandOver, WindowView } from '../../main/ipc/view-state.ts';
import type { StintBridge } from './bridge.ts';

export const NO_HAND_OVER: ViewHandOver = { view: null, open: null };

/** The view main kept for this page (none from a bridge that keeps none, or that failed to answer). */
export async function askHandOver(bridge: StintBridge): Promise<ViewHandOver> {
  try {
    const a = await bridge.getView();
    return a.ok && a.value !== null && typeof a.value === 'object' ? a.value : NO_HAND_OVER;
  } catch {
    return NO_HAND_OVER;
  }
}

/** The window's drafts, telling `onChange` of every change (a Map's own changes are not observable). */
export class WatchedDrafts extends Map<string, unknown> {
  onChange: () => void = () => {};

  override set(key: string, value: unknown): this {
    super.set(key, value);
    this.onChange();
    return this;
  }

  override delete(key: string): boolean {
    const had = super.delete(key);
    if (had) this.onChange();
    return had;
  }

  override clear(): void {
    super.clear();
    this.onChange();
  }
}

/** The drafts a new page starts with: those handed over, else none. */
export function draftsFrom(view: WindowView | null): WatchedDrafts {
  const drafts = new WatchedDrafts();
  for (const [key, value] of Object.entries(view?.drafts ?? {})) Map.prototype.set.call(drafts, key, value);
  return drafts;
}
