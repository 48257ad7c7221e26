// A stand-in for the harness page in Node tests: reads the socket address from the served
// page as the page's bridge script does, connects with the page's origin, and sends
// commands and `listen` in the page's protocol.

import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import type { Command, IpcAnswer } from '../../../main/ipc/contract.ts';
import type { DemoResetAnswer } from '../../../renderer/state/demo-control.ts';
import type { ClientMessage, ServerMessage } from '../socket-protocol.ts';

/** A renderer folder with a page like the real one: a CSP and a module script. */
export function fixtureRenderer(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-renderer-fixture-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; connect-src 'none'">` +
      `<title>Stint</title><script type="module" src="./main.js"></script></head><body></body></html>`,
  );
  writeFileSync(join(dir, 'main.js'), 'window.stint.onSnapshot(() => {});\n');
  return dir;
}

export async function socketUrlOf(pageUrl: string): Promise<string> {
  const html = await (await fetch(pageUrl)).text();
  const m = /<meta name="stint-harness-socket" content="([^"]+)">/.exec(html);
  if (!m) throw new Error('the served page has no socket address');
  return m[1]!.replace(/&amp;/g, '&');
}

export class PageSocket {
  readonly events: { channel: string; payload: unknown }[] = [];
  private readonly answers = new Map<number, (a: IpcAnswer<Command>) => void>();
  private readonly demoAnswers = new Map<number, (a: DemoResetAnswer) => void>();
  private eventWaiters: (() => void)[] = [];
  private nextId = 1;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as ServerMessage;
      if (m.kind === 'demo-reset') {
        this.demoAnswers.get(m.id)?.(m.answer);
        this.demoAnswers.delete(m.id);
        return;
      }
      if (m.kind === 'answer') {
        this.answers.get(m.id)?.(m.answer);
        this.answers.delete(m.id);
        return;
      }
      this.events.push({ channel: m.channel, payload: m.payload });
      for (const w of this.eventWaiters.splice(0)) w();
    });
  }

  static async open(url: string, origin: string): Promise<PageSocket> {
    const ws = new WebSocket(url, { origin });
    await once(ws, 'open');
    return new PageSocket(ws);
  }

  send(message: ClientMessage | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  invoke(channel: string, payload: unknown = null): Promise<IpcAnswer<Command>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.answers.set(id, resolve);
      this.send({ kind: 'invoke', id, channel, payload });
    });
  }

  /** A demo page's "Reset the demo". */
  demoReset(): Promise<DemoResetAnswer> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.demoAnswers.set(id, resolve);
      this.send({ kind: 'demo-reset', id });
    });
  }

  /** Resolves with the first event (already received or to come) that `match` accepts. */
  async event(match: (e: { channel: string; payload: unknown }) => boolean): Promise<{ channel: string; payload: unknown }> {
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => this.eventWaiters.push(resolve));
    }
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const closed = once(this.ws, 'close');
    this.ws.close();
    await closed;
  }
}

/** The HTTP status a refused upgrade answered with. */
export async function refusedUpgrade(url: string, origin: string): Promise<number> {
  const ws = new WebSocket(url, { origin });
  // With this listener ws leaves the refused response to us; dropping it ends the attempt.
  ws.on('error', () => {});
  const [request, res] = (await once(ws, 'unexpected-response')) as [{ destroy(): void }, { statusCode: number }];
  request.destroy();
  return res.statusCode;
}
