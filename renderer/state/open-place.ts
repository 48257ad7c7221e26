// A screen that sends the person to another one (the timeline's "Quick entry…" on a gap)
// asks the app, which owns the tabs, to open it there with its first field focused.

import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PromptEvent } from '../../main/ipc/contract.ts';

export type Place = Extract<PromptEvent, { kind: 'open' }>['place'];

export const OpenPlaceContext = createContext<(place: Place) => void>(() => undefined);

export function useOpenPlace(): (place: Place) => void {
  return useContext(OpenPlaceContext);
}
