// Runs in the harness page before the renderer: builds `window.stint`, the same
// `StintBridge` the Electron preload exposes, over a WebSocket to the harness. The socket's
// address (with the per-run secret) is in a <meta> the harness put in the page, so only a
// page served by this harness run can connect. Bundled by esbuild when the harness starts.

import { createBridge, type Invoke, type Listen, type StintBridge } from '../../../main/ipc/bridge.ts';
import type { Command, IpcAnswer } from '../../../main/ipc/contract.ts';
import { DISCONNECTED, type ClientMessage, type ServerMessage } from '../socket-protocol.ts';

const address = document.querySelector<HTMLMetaElement>('meta[name="stint-harness-socket"]')?.content ?? '';
const socket = new WebSocket(address);
const pending = new Map<number, (answer: IpcAnswer<Command>) => void>();
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const outgoing: string[] = [];
let nextId = 1;
let listening = false;
let closed = false;

function send(message: ClientMessage): void {
  const text = JSON.stringify(message);
  if (socket.readyState === WebSocket.OPEN) socket.send(text);
  else outgoing.push(text);
}

socket.addEventListener('open', () => {
  for (const text of outgoing.splice(0)) socket.send(text);
});

socket.addEventListener('message', (e: MessageEvent<string>) => {
  const m = JSON.parse(e.data) as ServerMessage;
  if (m.kind === 'answer') {
    const resolve = pending.get(m.id);
    pending.delete(m.id);
    resolve?.(m.answer);
    return;
  }
  for (const l of [...(listeners.get(m.channel) ?? [])]) l(m.payload);
});

socket.addEventListener('close', () => {
  closed = true;
  for (const resolve of pending.values()) resolve({ ok: false, error: DISCONNECTED });
  pending.clear();
});

const invoke = ((channel: string, payload: unknown) => {
  if (closed) return Promise.resolve({ ok: false, error: DISCONNECTED });
  const id = nextId++;
  return new Promise<IpcAnswer<Command>>((resolve) => {
    pending.set(id, resolve);
    send({ kind: 'invoke', id, channel, payload });
  });
}) as Invoke;

const listen = ((channel: string, listener: (payload: unknown) => void) => {
  let set = listeners.get(channel);
  if (!set) listeners.set(channel, (set = new Set()));
  set.add(listener);
  if (!listening) {
    listening = true;
    send({ kind: 'listen' });
  }
  return () => {
    set.delete(listener);
  };
}) as Listen;

// Not a global declaration: the renderer declares `window.stint` for itself.
(window as unknown as { stint: StintBridge }).stint = createBridge(invoke, listen);
// For a page script that ran before this one and waits for the bridge (renderer/bridge.ts).
window.dispatchEvent(new Event('stint-bridge-ready'));
