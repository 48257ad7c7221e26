// A TCP proxy between the engine's process and the simulator (node:net), whose network the
// chaos test turns bad on purpose:
// - `clean`: bytes pass both ways;
// - `refuse`: nothing listens on the port (ECONNREFUSED), as when the service's host is down
//   and the OS does not say offline;
// - `reset`: a connection is accepted, then reset (ECONNRESET) as soon as it sends;
// - `blackhole`: a connection is accepted and what it sends goes nowhere, never answered,
//   until the mode changes (then it is reset: the request's fate is unknown to the engine);
// - `delay`: bytes pass, each chunk held `delayMs` first (answers may come after a kill).
// Changing the mode resets every connection open at that moment, so a keep-alive socket never
// carries the old network into the new one. `onData` tells the test a request is on its way
// (a kill "inside a call" lands there).

import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = { readonly kind: 'clean' | 'refuse' | 'reset' | 'blackhole' } | { readonly kind: 'delay'; readonly delayMs: number };

export class ChaosProxy {
  private server: Server | null = null;
  private readonly open = new Set<Socket>();
  private mode: ProxyMode = { kind: 'clean' };
  /** Chunks the engine sent toward the service, in any mode. */
  sent = 0;
  private listeners = new Set<() => void>();

  private constructor(
    private readonly target: number,
    private port: number,
  ) {}

  static async start(targetPort: number): Promise<ChaosProxy> {
    const p = new ChaosProxy(targetPort, 0);
    await p.listen();
    return p;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/api/v1`;
  }

  get current(): ProxyMode {
    return this.mode;
  }

  /** Calls `f` whenever the engine sends something (until the returned function is called). */
  onData(f: () => void): () => void {
    this.listeners.add(f);
    return () => {
      this.listeners.delete(f);
    };
  }

  async set(mode: ProxyMode): Promise<void> {
    for (const s of this.open) s.resetAndDestroy();
    this.open.clear();
    const wasRefusing = this.mode.kind === 'refuse';
    this.mode = mode;
    if (mode.kind === 'refuse' && !wasRefusing) await this.unlisten();
    if (mode.kind !== 'refuse' && wasRefusing) await this.listen();
  }

  async close(): Promise<void> {
    for (const s of this.open) s.resetAndDestroy();
    await this.unlisten();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      // The same port each time: the engine knows one address.
      server.listen(this.port, '127.0.0.1', () => {
        const a = server.address();
        if (a && typeof a !== 'string') this.port = a.port;
        resolve();
      });
    });
  }

  private unlisten(): Promise<void> {
    const server = this.server;
    this.server = null;
    return server ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve();
  }

  private accept(client: Socket): void {
    this.open.add(client);
    client.on('close', () => this.open.delete(client));
    client.on('error', () => undefined);
    const mode = this.mode;
    const seen = () => {
      this.sent++;
      for (const f of [...this.listeners]) f();
    };
    if (mode.kind === 'reset' || mode.kind === 'refuse') {
      client.once('data', () => {
        seen();
        client.resetAndDestroy();
      });
      return;
    }
    if (mode.kind === 'blackhole') {
      client.on('data', seen);
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: this.target });
    this.open.add(upstream);
    upstream.on('close', () => {
      this.open.delete(upstream);
      // Delayed answers still on their way reach the client before it closes.
      if (mode.kind === 'delay') setTimeout(() => client.destroy(), mode.delayMs + 1);
      else client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    const pass = (to: Socket) => (chunk: Buffer) => {
      if (mode.kind === 'delay') setTimeout(() => to.destroyed || to.write(chunk), mode.delayMs);
      else to.write(chunk);
    };
    client.on('data', (chunk: Buffer) => {
      seen();
      pass(upstream)(chunk);
    });
    upstream.on('data', pass(client));
  }
}
