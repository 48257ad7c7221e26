// The harness's side of the page's WebSocket: what the Electron shell does with
// `ipcMain.handle` and `webContents.send`. Every command goes through the same IPC handlers
// as the shell's (sender check, payload schema, facade call); events come from the same
// `forwardToWindow`, plus the tray model with each snapshot.
//
// Only the page this harness run served can connect: the upgrade must carry the run's
// secret (which only that page holds, in a <meta>) and come from the harness's own origin.
// `isTrustedSender` then admits only sockets accepted that way.
//
// Two things beyond the shell's IPC: a demo page's `demo-reset` (answered by the
// `demoReset` given, else refused), and ALIVE_PATH, which a page whose socket closed opens
// to learn that a harness answers at this address again (accepted, then closed at once).

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { timingSafeEqual } from 'node:crypto';
import { WebSocket, WebSocketServer } from 'ws';
import type { Clock } from '../../main/time/clock.ts';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { trayModel } from '../../main/core/views/tray-model.ts';
import { COMMAND_CHANNELS, EVENT_CHANNELS } from '../../main/ipc/channels.ts';
import type { Command, IpcAnswer, IpcHandler, IpcHandlers, PromptEvent, WindowStint } from '../../main/ipc/contract.ts';
import { createIpcHandlers } from '../../main/ipc/handlers.ts';
import { forwardToWindow } from '../../main/ipc/window-events.ts';
import type { DemoResetAnswer } from '../../renderer/state/demo-control.ts';
import { ALIVE_PATH, SOCKET_PATH, parseClientMessage, type ServerMessage } from './socket-protocol.ts';

/** No command payload comes near this; a bigger message is refused by ws. */
const MAX_MESSAGE_BYTES = 1 << 20;

export interface WindowSocketOptions {
  readonly stint: WindowStint;
  readonly clock: Clock;
  readonly secret: string;
  /** `http://127.0.0.1:<port>`, known once the server listens. */
  readonly origin: () => string;
  readonly onFailure: (channel: string, error: unknown) => void;
  /** Starts the demo again (test/harness/demo-reset.ts); absent: no demo, the page's ask is refused. */
  readonly demoReset?: () => Promise<DemoResetAnswer>;
}

const NOT_A_DEMO: DemoResetAnswer = { ok: false, message: 'This harness was not started as a demo (--demo), so there is no demo to reset.' };

export interface WindowSocket {
  /** Open sockets (pages connected). */
  readonly connections: () => number;
  /** How many calls of `command` the pages sent so far, refused ones included. */
  readonly received: (command: Command) => number;
  /** Sends `prompt` to every page that listens, as the shell's `webContents.send` would. */
  prompt(prompt: PromptEvent): void;
  /** Closes every socket; the page's pending commands get "connection lost". */
  close(): void;
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function attachWindowSocket(server: Server, options: WindowSocketOptions): WindowSocket {
  const { stint, clock } = options;
  const trusted = new WeakSet<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  // The answer to "are you back?" is the handshake itself; nothing is read or kept.
  const alive = new WebSocketServer({ noServer: true, maxPayload: 16, clientTracking: false });
  const handlers = createIpcHandlers(stint, {
    isTrustedSender: (sender) => sender instanceof WebSocket && trusted.has(sender),
    onFailure: options.onFailure,
  });
  const handlerOf = (channel: string): IpcHandler<Command> | undefined =>
    Object.hasOwn(handlers, channel) ? (handlers[channel as keyof IpcHandlers] as IpcHandler<Command>) : undefined;
  // The shell shows the window and tells the engine; here a page that listens is the window.
  let windowsListening = 0;
  let closing = false;
  const listening = new Set<(message: ServerMessage) => void>();
  const calls = new Map<string, number>();

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', options.origin());
    if (url.pathname === ALIVE_PATH) {
      if (request.headers.origin !== options.origin()) return refuseUpgrade(socket, '403 Forbidden');
      return alive.handleUpgrade(request, socket, head, (ws) => ws.close(1000, 'harness is up'));
    }
    if (url.pathname !== SOCKET_PATH) return refuseUpgrade(socket, '404 Not Found');
    if (request.headers.origin !== options.origin() || !sameSecret(url.searchParams.get('secret') ?? '', options.secret)) {
      return refuseUpgrade(socket, '403 Forbidden');
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      trusted.add(ws);
      serve(ws);
    });
  });

  function serve(ws: WebSocket): void {
    const send = (message: ServerMessage) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    };
    let stopForwarding: (() => void) | null = null;

    ws.on('message', (data) => {
      const message = parseClientMessage(String(data));
      if (message === null) {
        ws.close(1003, 'not a harness message');
        return;
      }
      if (message.kind === 'listen') {
        if (stopForwarding !== null) return;
        windowsListening++;
        listening.add(send);
        if (windowsListening === 1) stint.setWindowVisible(true);
        stopForwarding = forwardToWindow(stint, (channel, payload) => {
          send({ kind: 'event', channel, payload });
          if (channel === EVENT_CHANNELS.snapshot) {
            send({ kind: 'event', channel: EVENT_CHANNELS.tray, payload: trayModel(payload as Snapshot, clock.now(), 'linux') });
          }
        });
        return;
      }
      if (message.kind === 'demo-reset') {
        const resetting = options.demoReset ? options.demoReset() : Promise.resolve(NOT_A_DEMO);
        void resetting
          .catch((e: unknown): DemoResetAnswer => {
            options.onFailure('demo reset', e);
            return { ok: false, message: `The demo was not reset: ${e instanceof Error ? e.message : String(e)}` };
          })
          .then((answer) => send({ kind: 'demo-reset', id: message.id, answer }));
        return;
      }
      const { id, channel, payload } = message;
      calls.set(channel, (calls.get(channel) ?? 0) + 1);
      const handler = handlerOf(channel);
      const answering: Promise<IpcAnswer<Command>> = handler
        ? handler(ws, payload)
        : Promise.resolve({ ok: false, error: { kind: 'bad_payload', message: `There is no command ${JSON.stringify(channel.slice(0, 60))}.` } });
      void answering.then((answer) => send({ kind: 'answer', id, answer }));
    });

    ws.on('close', () => {
      if (stopForwarding === null) return;
      stopForwarding();
      stopForwarding = null;
      listening.delete(send);
      windowsListening--;
      // While the harness stops, the engine is closing too: nothing more to tell it.
      if (windowsListening === 0 && !closing) stint.setWindowVisible(false);
    });
  }

  return {
    connections: () => wss.clients.size,
    received: (command) => calls.get(COMMAND_CHANNELS[command]) ?? 0,
    prompt(prompt) {
      for (const send of listening) send({ kind: 'event', channel: EVENT_CHANNELS.prompt, payload: prompt });
    },
    close() {
      closing = true;
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      alive.close();
    },
  };
}
