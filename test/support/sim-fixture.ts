// The simulator fixture: one in-process simulator per test file (or per describe), on
// virtual time that the tests control, with the demo users, an HTTP helper whose every
// answer under /api/v1 is checked against the OpenAPI document, and service clients
// signed in against it.
//
//   import { DEMO, START, UA, useSim } from '../support/sim-fixture.ts';
//   import { fails } from '../support/assertions.ts';
//
//   const sim = useSim();                     // { limits: false } lifts the rate limits
//   beforeEach(() => sim.reset());            // demo data, limits, faults, tokens and a clock at START
//
//   const token = await sim.login(DEMO.regular);                      // one POST /auth
//   const r = await sim.call('GET', '/projects', { token, query: { active: 1 } });
//   assert.equal(r.status, 200);                                       // r.body is parsed JSON
//
//   const client = await sim.client(DEMO.admin);                      // a signed-in ServiceClient
//   const w = sim.wire();                                               // records what goes over the wire
//   const spy = await sim.client(DEMO.admin, { fetch: w.fetch });
//   await fails(client.projects.get(999), 'not_found');
//
//   await sim.control.clock({ advance_seconds: 3600 });   // the control surface (/_sim)
//   await sim.control.faults({ error_rate: 1, error_status: 503 });
//   sim.ctx                                               // the simulator's state, for white-box checks
//
// Time: the simulator and every client made here share `sim.clock`, a VirtualClock
// (test/support/virtual-clock.ts). It stands still while a request is in flight and jumps
// to the next sleeper once everything waits: a pacer's waits, a Retry-After, backoff,
// timeouts and the latency fault cost no real time, and nothing depends on the wall
// clock. A fetch you hand to `sim.client` may wrap Node's fetch (a recorder, a
// corrupter); the fixture tracks it for the clock. A client may also talk to a proxy in
// front of the simulator (`sim.client(email, { baseUrl: proxyUrl })`); a proxy must pass
// on the `x-sim-request-tag` header, or time cannot move while the latency fault holds a
// request. `sim.clock.hold()` keeps time still until released.
import { after, before } from 'node:test';
import { ServiceClient, signIn, type ServiceClientOptions } from '../../main/api/client.ts';
import type { Credentials } from '../../main/api/identity.ts';
import type { FetchLike } from '../../main/api/transport.ts';
import type { SimOptions } from '../sim/app.ts';
import { SimClock } from '../sim/clock.ts';
import type { SimContext } from '../sim/context.ts';
import { startSim, type RunningSim } from '../sim/start.ts';
import { validateResponse } from './openapi.ts';
import { VirtualClock } from './virtual-clock.ts';

/** The service clock after `sim.reset()`: a Tuesday, noon UTC. */
export const START = '2026-03-10T12:00:00Z';
/** The User-Agent of every request unless a test says otherwise (the form makeUserAgent gives). */
export const UA = 'Stint/0.1.0 (linux; test-install)';
/** The demo account (contract.md section 6): three users who can sign in, one archived. */
export const DEMO = {
  accountId: 'demo',
  password: 'demo-password',
  admin: 'ada@example.com',
  regular: 'rui@example.com',
  manager: 'mei@example.com',
  archived: 'sam@example.com',
};

type FormValue = string | number | boolean | (string | number)[] | null;

export interface CallOptions {
  token?: string;
  /** Default UA. */
  ua?: string;
  /** Arrays are sent as one comma-separated value. */
  query?: Record<string, string | number | boolean | (string | number)[]>;
  /** Form body: an object (encoded here; null sent empty) or a raw string sent as is. */
  body?: Record<string, FormValue> | string;
  headers?: Record<string, string>;
  /** Skip the OpenAPI check (only for deliberately undocumented requests). */
  raw?: boolean;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON; the text when it is not JSON; null when empty. */
  body: any;
}

export interface WireLog {
  /** Hand this to `sim.client(..., { fetch })`. */
  fetch: FetchLike;
  /** Every request, in order, with the virtual time it was sent at. */
  sent: { method: string; url: string; at: number; ua: string | undefined }[];
  /** The status of every answer, in order. */
  statuses: number[];
  count(status: number): number;
}

export function encodeForm(body: Record<string, unknown>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) p.append(k, String(item));
    else p.append(k, v === null ? '' : String(v));
  }
  return p.toString();
}

const nodeFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

export class SimFixture {
  /** The time the simulator and the fixture's clients share. */
  readonly clock = new VirtualClock(Date.parse(START));
  /** Node's fetch, tracked by the clock. */
  readonly fetch = this.clock.track(nodeFetch);
  /** Resolves once the simulator listens; every method below waits for it. */
  readonly ready: Promise<void>;
  private started?: RunningSim;
  private markReady!: (r: RunningSim) => void;
  private markFailed!: (e: unknown) => void;

  constructor(readonly options: Pick<SimOptions, 'limits'> = {}) {
    this.ready = new Promise<RunningSim>((resolve, reject) => {
      this.markReady = resolve;
      this.markFailed = reject;
    }).then((r) => {
      this.started = r;
    });
    // A failed start is reported by the hook; keep it from also being an unhandled rejection.
    this.ready.catch(() => {});
  }

  /** @internal used by useSim's hooks. */
  async start(): Promise<void> {
    try {
      this.markReady(await startSim({ ...this.options, clock: new SimClock(this.clock) }));
    } catch (e) {
      this.markFailed(e);
      throw e;
    }
    await this.ready;
  }

  /** @internal used by useSim's hooks. */
  async stop(): Promise<void> {
    await this.started?.close();
  }

  get running(): RunningSim {
    if (!this.started) throw new Error('the simulator is not running yet: await sim.ready (or sim.reset()) in a hook');
    return this.started;
  }

  /** Ends in /api/v1. */
  get baseUrl(): string {
    return this.running.baseUrl;
  }

  /** http://127.0.0.1:<port>, for paths outside /api/v1. */
  get origin(): string {
    return this.running.origin;
  }

  /** The simulator's state (store, clock, limits, faults). */
  get ctx(): SimContext {
    return this.running.sim.ctx;
  }

  /** POST /_sim/reset, /_sim/clock, /_sim/plan, /_sim/zone, /_sim/faults and GET /_sim/state. */
  get control(): RunningSim['control'] {
    return this.running.control;
  }

  /**
   * Everything back to the demo data as it is at `now` (default START): /_sim/reset with
   * the service clock at `now`, so the demo (built relative to the clock) is built for it.
   */
  async reset(now: string = START): Promise<void> {
    await this.ready;
    const ms = Date.parse(now);
    if (Number.isNaN(ms)) throw new Error(`reset: not a date: ${now}`);
    this.clock.set(ms);
    await this.control.reset();
  }

  /** One HTTP request; every answer under /api/v1 is checked against the OpenAPI document. */
  async call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
    await this.ready;
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, Array.isArray(v) ? v.join(',') : String(v));
    const headers: Record<string, string> = { 'user-agent': opts.ua ?? UA, ...(opts.headers ?? {}) };
    if (opts.token) headers['x-api-token'] = opts.token;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : encodeForm(opts.body);
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    const res = await this.fetch(url.toString(), { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await res.text();
    let parsed: unknown = text === '' ? null : text;
    try {
      if (text !== '') parsed = JSON.parse(text);
    } catch {
      /* left as text: the assertion on it will say so */
    }
    if (!opts.raw) validateResponse(method, path + url.search, res.status, parsed);
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** A fresh token for a demo user (one POST /auth). */
  async login(email: string = DEMO.admin, ua = UA): Promise<string> {
    const r = await this.call('POST', '/auth', { ua, body: { email, password: DEMO.password, account_id: DEMO.accountId } });
    if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  }

  /** Tokens for the three demo users who can sign in: admin, regular and manager. */
  async signInAll(): Promise<{ ada: string; rui: string; mei: string }> {
    const [ada, rui, mei] = await Promise.all([this.login(DEMO.admin), this.login(DEMO.regular), this.login(DEMO.manager)]);
    return { ada, rui, mei };
  }

  /** Credentials for a demo user, through the client's own sign-in (one POST /auth). */
  async creds(email: string = DEMO.admin, userAgent = UA): Promise<Credentials> {
    await this.ready;
    return signIn({ baseUrl: this.baseUrl, userAgent, email, password: DEMO.password, accountId: DEMO.accountId, fetch: this.fetch, clock: this.clock });
  }

  /**
   * A ServiceClient on the fixture's time. Without `credentials` in `opts`, it signs in as
   * `email` first. `opts.fetch` may wrap Node's fetch (see `wire`); the fixture tracks it.
   */
  async client(email: string = DEMO.admin, opts: Partial<ServiceClientOptions> = {}): Promise<ServiceClient> {
    const credentials = opts.credentials ?? (await this.creds(email));
    return new ServiceClient({
      baseUrl: this.baseUrl,
      timeoutMs: 5000,
      ...opts,
      credentials,
      clock: this.clock,
      fetch: this.clock.track(opts.fetch ?? nodeFetch),
    });
  }

  /** A fetch that records every request (at virtual time) and every answer's status. */
  wire(inner: FetchLike = nodeFetch): WireLog {
    const log: WireLog = {
      sent: [],
      statuses: [],
      count: (s) => log.statuses.filter((x) => x === s).length,
      fetch: async (url, init) => {
        const h = (init.headers ?? {}) as Record<string, string>;
        log.sent.push({ method: init.method ?? 'GET', url, at: this.clock.now(), ua: h['user-agent'] });
        const res = await inner(url, init);
        log.statuses.push(res.status);
        return res;
      },
    };
    return log;
  }
}

/**
 * Starts one simulator in a `before` hook of the enclosing suite (the file, or the
 * describe it is called in) and stops it in `after`. `limits: false` lifts every rate
 * limit and quota.
 */
export function useSim(options: Pick<SimOptions, 'limits'> = {}): SimFixture {
  const sim = new SimFixture(options);
  before(() => sim.start());
  after(() => sim.stop());
  return sim;
}
