// The one object the window talks to: a method per command and a subscription per event,
// built from two transport functions. The Electron preload builds it over `ipcRenderer`
// (and exposes only this object through contextBridge); the browser harness builds it over
// a WebSocket. The renderer sees only the `StintBridge` type (`import type`), so both
// transports give it the same API and it cannot reach anything else.

import { COMMAND_CHANNELS, EVENT_CHANNELS } from './channels.ts';
import type { Command, CommandChannel, EventChannel, IpcAnswer, IpcEvents, RequestOf, WindowEvent } from './contract.ts';

/** Sends one command and resolves with its answer (never rejects for a refused command). */
export type Invoke = <C extends Command>(channel: `stint:${C}`, payload: RequestOf<C>) => Promise<IpcAnswer<C>>;
/** Listens to one event channel; returns the unsubscribe function. */
export type Listen = <E extends WindowEvent>(channel: `stint:${E}`, listener: (payload: IpcEvents[E]) => void) => () => void;

type CommandMethods = {
  readonly [C in Command]: RequestOf<C> extends null ? () => Promise<IpcAnswer<C>> : (payload: RequestOf<C>) => Promise<IpcAnswer<C>>;
};

type EventMethods = {
  readonly [E in WindowEvent as `on${Capitalize<E>}`]: (listener: (payload: IpcEvents[E]) => void) => () => void;
};

export type StintBridge = CommandMethods & EventMethods;

function capitalize<S extends string>(s: S): Capitalize<S> {
  return (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;
}

export function createBridge(invoke: Invoke, listen: Listen): StintBridge {
  const bridge: Record<string, unknown> = {};
  for (const [command, channel] of Object.entries(COMMAND_CHANNELS) as [Command, CommandChannel][]) {
    bridge[command] = (payload?: unknown) => invoke(channel, (payload ?? null) as never);
  }
  for (const [event, channel] of Object.entries(EVENT_CHANNELS) as [WindowEvent, EventChannel][]) {
    bridge[`on${capitalize(event)}`] = (listener: (payload: IpcEvents[WindowEvent]) => void) => listen(channel as `stint:${WindowEvent}`, listener);
  }
  return Object.freeze(bridge) as unknown as StintBridge;
}
