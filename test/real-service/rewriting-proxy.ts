// A small HTTP proxy in front of the simulator that answers the way a real service may where
// the specification is silent or loose: each run gets a Behaviour that may translate a
// request's query (a cursor back to `opt_page`), answer by itself (a gateway's 502 page), or
// rewrite the simulator's status, headers and body. Every request under /api/v1 is logged
// with the scenario step it belongs to, so a test can compare request counts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Clock } from '../../main/time/clock.ts';

export type Body = { json: unknown } | { text: string } | { none: true };

export interface Answer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Body;
}

export interface ProxyRequest {
  /** The scenario step that was running when the request arrived. */
  step: string;
  method: string;
  /** Relative to /api/v1, without the query. */
  path: string;
  /** The query as the client sent it. */
  query: URLSearchParams;
  /** The query sent on to the simulator (after Behaviour.request). */
  forwarded: URLSearchParams;
  /** Virtual time at arrival. */
  at: number;
}

export interface Behaviour {
  /** Before forwarding: the query to send on instead, or an answer given without the simulator. */
  request?(req: ProxyRequest): URLSearchParams | Answer | undefined;
  /** The answer to give instead of the simulator's. */
  answer?(req: ProxyRequest, simulator: Answer): Answer;
}

export interface Exchange {
  req: ProxyRequest;
  /** What the simulator answered; absent when the proxy answered by itself. */
  original?: Answer;
  /** What the client got. */
  sent: Answer;
}

const API = '/api/v1';
const FORWARDED_HEADERS = ['user-agent', 'x-api-token', 'content-type', 'accept'];
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding']);
/** Far more than any scenario sends: past it the proxy hangs up, so a runaway client ends. */
const MAX_REQUESTS_PER_RUN = 400;

export class RewritingProxy {
  readonly log: Exchange[] = [];
  /** What went wrong in the proxy itself (a variant's rewrite that threw): a run must have none. */
  readonly failures: string[] = [];
  step = 'none';
  private behaviour: Behaviour = {};

  private constructor(
    private readonly server: Server,
    private readonly target: string,
    private readonly clock: Clock,
    readonly baseUrl: string,
  ) {}

  /** Listens on 127.0.0.1, port 0, forwarding to `targetOrigin` (the simulator's origin). */
  static async start(targetOrigin: string, clock: Clock): Promise<RewritingProxy> {
    let proxy: RewritingProxy | undefined;
    const server = createServer((req, res) => {
      proxy!.handle(req, res).catch((e: unknown) => {
        proxy!.failures.push(e instanceof Error ? (e.stack ?? e.message) : String(e));
        res.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    proxy = new RewritingProxy(server, targetOrigin, clock, `http://127.0.0.1:${port}${API}`);
    return proxy;
  }

  /** A new run: the log is emptied and `behaviour` applies from the next request. */
  begin(behaviour: Behaviour): void {
    this.behaviour = behaviour;
    this.log.length = 0;
    this.failures.length = 0;
    this.step = 'none';
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (!url.pathname.startsWith(API + '/')) {
      res.writeHead(404).end();
      return;
    }
    if (this.log.length >= MAX_REQUESTS_PER_RUN) {
      req.socket.destroy();
      return;
    }
    const pr: ProxyRequest = {
      step: this.step,
      method: req.method ?? 'GET',
      path: url.pathname.slice(API.length),
      query: url.searchParams,
      forwarded: url.searchParams,
      at: this.clock.now(),
    };
    const exchange: Exchange = { req: pr, sent: { status: 0, headers: {}, body: { none: true } } };
    this.log.push(exchange);

    const decided = this.behaviour.request?.(pr);
    let sent: Answer;
    if (decided !== undefined && !(decided instanceof URLSearchParams)) {
      sent = decided;
    } else {
      if (decided) pr.forwarded = decided;
      const original = await this.forward(req, pr, pr.forwarded, Buffer.concat(chunks));
      exchange.original = original;
      sent = this.behaviour.answer ? this.behaviour.answer(pr, original) : original;
    }
    exchange.sent = sent;
    write(res, sent);
  }

  private async forward(req: IncomingMessage, pr: ProxyRequest, query: URLSearchParams, body: Buffer): Promise<Answer> {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const v = req.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    const qs = query.toString();
    const init: RequestInit = { method: pr.method, headers };
    if (body.length > 0) init.body = new Uint8Array(body);
    const r = await fetch(`${this.target}${API}${pr.path}${qs === '' ? '' : '?' + qs}`, init);
    const text = await r.text();
    const out: Record<string, string> = {};
    r.headers.forEach((v, k) => {
      if (!HOP_HEADERS.has(k)) out[k] = v;
    });
    let parsed: Body = text === '' ? { none: true } : { text };
    if (text !== '' && (out['content-type'] ?? '').includes('json')) {
      try {
        parsed = { json: JSON.parse(text) as unknown };
      } catch {
        // left as text
      }
    }
    return { status: r.status, headers: out, body: parsed };
  }
}

function write(res: ServerResponse, a: Answer): void {
  let bytes: Buffer =
    'json' in a.body ? Buffer.from(JSON.stringify(a.body.json)) : 'text' in a.body ? Buffer.from(a.body.text) : Buffer.alloc(0);
  const headers: Record<string, string> = { ...a.headers };
  if (headers['content-encoding'] === 'gzip') bytes = gzipSync(bytes);
  headers['content-length'] = String(bytes.length);
  res.writeHead(a.status, headers);
  res.end(bytes);
}
