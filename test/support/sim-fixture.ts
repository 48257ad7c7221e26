// Test fixture: a simulator on a free port and a small HTTP helper whose every answer
// under /api/v1 is checked against the OpenAPI document.
import { after, before } from 'node:test';
import { demoStore } from '../sim/demo.ts';
import { startSim, type RunningSim } from '../sim/start.ts';
import type { SimOptions } from '../sim/app.ts';
import { validateResponse } from './openapi.ts';

export const UA = 'StintTest/1.0 (linux; test)';
export const DEMO = { account_id: 'demo', password: 'demo-password', admin: 'ada@example.com', regular: 'rui@example.com', manager: 'mei@example.com' };

export interface CallOptions {
  token?: string;
  ua?: string;
  query?: Record<string, string | number | boolean | (string | number)[]>;
  /** Form body: an object (encoded here) or a raw string sent as is. */
  body?: Record<string, string | number | boolean | (string | number)[] | null> | string;
  headers?: Record<string, string>;
  /** Skip OpenAPI validation (only for deliberately undocumented requests). */
  raw?: boolean;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: any;
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

export class SimHarness {
  private started?: RunningSim;
  /** Resolves once the simulator listens; file-level hooks may await it. */
  ready!: Promise<void>;

  get running(): RunningSim {
    if (!this.started) throw new Error('the simulator is not running yet: await sim.ready in your hook');
    return this.started;
  }

  set running(r: RunningSim) {
    this.started = r;
  }

  get baseUrl(): string {
    return this.running.baseUrl;
  }

  get control(): RunningSim['control'] {
    return this.running.control;
  }

  async call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
    const url = new URL(this.running.baseUrl + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, Array.isArray(v) ? v.join(',') : String(v));
    const headers: Record<string, string> = { 'user-agent': opts.ua ?? UA, ...(opts.headers ?? {}) };
    if (opts.token) headers['x-api-token'] = opts.token;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : encodeForm(opts.body);
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      /* left as text: the assertion on it will say so */
    }
    if (!opts.raw) validateResponse(method, path + url.search, res.status, parsed);
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /**
   * Back to the demo data as it is at `now` (contract.md section 6 builds it relative to the
   * service clock): /_sim/reset, then the clock set to `now` and the demo rebuilt for it.
   */
  async resetAt(now: string): Promise<void> {
    await this.control.reset();
    const ms = Date.parse(now);
    this.running.sim.ctx.clock.set(ms);
    this.running.sim.ctx.store = demoStore(ms);
  }

  /** Tokens for the three demo users who can sign in: admin, regular and manager. */
  async signInAll(): Promise<{ ada: string; rui: string; mei: string }> {
    const [ada, rui, mei] = await Promise.all([this.login(DEMO.admin), this.login(DEMO.regular), this.login(DEMO.manager)]);
    return { ada, rui, mei };
  }

  /** A fresh token for a demo user (one /auth request). */
  async login(email = DEMO.admin, ua = UA): Promise<string> {
    const r = await this.call('POST', '/auth', { ua, body: { email, password: DEMO.password, account_id: DEMO.account_id } });
    if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  }
}

/** Starts one simulator for the file (before) and stops it (after). */
export function useSim(options: SimOptions = {}): SimHarness {
  const h = new SimHarness();
  let resolveReady!: () => void;
  let rejectReady!: (e: unknown) => void;
  h.ready = new Promise((res, rej) => {
    resolveReady = res;
    rejectReady = rej;
  });
  // A failed start is reported by the hook; keep the promise from being an unhandled rejection too.
  h.ready.catch(() => {});
  before(async () => {
    try {
      h.running = await startSim(options);
      resolveReady();
    } catch (e) {
      rejectReady(e);
      throw e;
    }
  });
  after(async () => {
    await h.running.close();
  });
  return h;
}
