// Runs in the harness page before the renderer: builds `window.stint`, the same
// `StintBridge` the Electron preload exposes, over a WebSocket to the harness. The socket's
// address (with the per-run secret) is in a <meta> the harness put in the page, so only a
// page served by this harness run can connect. Bundled by esbuild when the harness starts.
//
// When the socket closes (the harness stopped), the page hears it at once
// (BRIDGE_CONNECTION_EVENT `lost`), then asks every PROBE_MS whether a harness answers at
// the same address again (ALIVE_PATH) and says `back` when one does: a new run has a new
// secret and a new engine, so the page reloads rather than reconnects. On a demo page
// (`data-demo`), `window.stintDemo` may also start the demo again.

import { createBridge, type Invoke, type Listen, type StintBridge } from '../../../main/ipc/bridge.ts';
import type { Command, IpcAnswer } from '../../../main/ipc/contract.ts';
import type { DemoControl, DemoResetAnswer } from '../../../renderer/state/demo-control.ts';
import { BRIDGE_CONNECTION_EVENT, type BridgeConnection } from '../../../renderer/state/snapshot-feed.ts';
import { ALIVE_PATH, DISCONNECTED, type ClientMessage, type ServerMessage } from '../socket-protocol.ts';

/** How often a page whose harness stopped asks whether it is back (each refused try is logged by the browser, so not more often). */
const PROBE_MS = 1_000;

const address = document.querySelector<HTMLMetaElement>('meta[name="stint-harness-socket"]')?.content ?? '';
const socket = new WebSocket(address);
const pending = new Map<number, (answer: IpcAnswer<Command>) => void>();
const demoResets = new Map<number, (answer: DemoResetAnswer) => void>();
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
  if (m.kind === 'demo-reset') {
    demoResets.get(m.id)?.(m.answer);
    demoResets.delete(m.id);
    return;
  }
  if (m.kind === 'answer') {
    const resolve = pending.get(m.id);
    pending.delete(m.id);
    resolve?.(m.answer);
    return;
  }
  for (const l of [...(listeners.get(m.channel) ?? [])]) l(m.payload);
});

function announce(connection: BridgeConnection): void {
  window.dispatchEvent(new CustomEvent(BRIDGE_CONNECTION_EVENT, { detail: connection }));
}

/** Opens ALIVE_PATH until the handshake succeeds: a harness answers here again. */
function probe(): void {
  const url = new URL(ALIVE_PATH, address);
  const attempt = new WebSocket(url.href);
  let opened = false;
  attempt.addEventListener('open', () => {
    opened = true;
    attempt.close();
    announce('back');
  });
  attempt.addEventListener('close', () => {
    if (!opened) setTimeout(probe, PROBE_MS);
  });
}

socket.addEventListener('close', () => {
  closed = true;
  for (const resolve of pending.values()) resolve({ ok: false, error: DISCONNECTED });
  pending.clear();
  for (const resolve of demoResets.values()) resolve({ ok: false, message: DISCONNECTED.message });
  demoResets.clear();
  announce('lost');
  setTimeout(probe, PROBE_MS);
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

const demo: DemoControl = {
  reset: () => {
    if (closed) return Promise.resolve({ ok: false, message: DISCONNECTED.message });
    const id = nextId++;
    return new Promise<DemoResetAnswer>((resolve) => {
      demoResets.set(id, resolve);
      send({ kind: 'demo-reset', id });
    });
  },
};

// Not a global declaration: the renderer declares `window.stint` for itself.
(window as unknown as { stint: StintBridge }).stint = createBridge(invoke, listen);
if (document.documentElement.hasAttribute('data-demo')) (window as unknown as { stintDemo: DemoControl }).stintDemo = demo;
// For a page script that ran before this one and waits for the bridge (renderer/state/bridge.ts).
window.dispatchEvent(new Event('stint-bridge-ready'));
