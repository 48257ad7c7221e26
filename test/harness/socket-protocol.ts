// The messages between the harness page's bridge script and the harness, over one
// WebSocket, as JSON. The page sends commands (`invoke`, answered by id) and says once
// that it listens (`listen`: from then on the harness forwards the snapshot, the tray model
// and prompts, as the shell does with `webContents.send`). Waiting for `listen` means the
// first snapshot never arrives before the window has a listener for it. A demo page may
// also ask for the demo to start again (`demo-reset`, answered by id like a command).
//
// Once the socket is gone, the page asks whether a harness answers again at the same
// address by opening a WebSocket to ALIVE_PATH: the harness accepts it (from its own origin,
// without the secret, which a new run does not share) and closes it at once.

import type { Command, EventChannel, IpcAnswer, IpcError } from '../../main/ipc/contract.ts';
import type { DemoResetAnswer } from '../../renderer/state/demo-control.ts';

export type ClientMessage =
  | { readonly kind: 'invoke'; readonly id: number; readonly channel: string; readonly payload: unknown }
  | { readonly kind: 'listen' }
  | { readonly kind: 'demo-reset'; readonly id: number };

export type ServerMessage =
  | { readonly kind: 'answer'; readonly id: number; readonly answer: IpcAnswer<Command> }
  | { readonly kind: 'event'; readonly channel: EventChannel; readonly payload: unknown }
  | { readonly kind: 'demo-reset'; readonly id: number; readonly answer: DemoResetAnswer };

/** The path of the WebSocket; the per-run secret comes as `?secret=`. */
export const SOCKET_PATH = '/bridge';

/** The path a page whose socket closed opens to learn that a harness answers again. */
export const ALIVE_PATH = '/harness/alive';

/** The error a command gets when the socket is gone: what happened and what to do. */
export const DISCONNECTED: IpcError = {
  kind: 'failed',
  message: 'The connection to the Stint harness was lost (did it stop?). Start it again and reload this page.',
};

/** A client message from raw JSON text, or null when it is not one. */
export function parseClientMessage(text: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (m.kind === 'listen') return { kind: 'listen' };
  if (m.kind === 'demo-reset' && Number.isSafeInteger(m.id)) return { kind: 'demo-reset', id: m.id as number };
  if (m.kind === 'invoke' && Number.isSafeInteger(m.id) && typeof m.channel === 'string') {
    return { kind: 'invoke', id: m.id as number, channel: m.channel, payload: m.payload ?? null };
  }
  return null;
}
