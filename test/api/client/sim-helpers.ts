// Shared by the client's simulator tests: one simulator per test file, clients signed in
// as the demo users, and a fetch wrapper that counts what went over the wire.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { startSim, type RunningSim } from '../../sim/start.ts';
import { ServiceClient, signIn, type ServiceClientOptions } from '../../../main/api/client.ts';
import type { Credentials } from '../../../main/api/identity.ts';
import type { FetchLike } from '../../../main/api/transport.ts';
import * as E from '../../../main/api/errors.ts';

export const DEMO = { account: 'demo', password: 'demo-password', admin: 'ada@example.com', regular: 'rui@example.com', manager: 'mei@example.com' };
export const UA = 'Stint/0.1.0 (linux; test-install)';

export interface WireLog {
  fetch: FetchLike;
  sent: { method: string; url: string; at: number; ua: string | undefined }[];
  statuses: number[];
  count(status: number): number;
}

/** Wraps fetch (Node's by default), recording each request and each answer's status. */
export function wire(inner: FetchLike = (u, i) => fetch(u, i)): WireLog {
  const log: WireLog = {
    sent: [],
    statuses: [],
    count: (s) => log.statuses.filter((x) => x === s).length,
    fetch: async (url, init) => {
      const h = init.headers as Record<string, string>;
      log.sent.push({ method: init.method ?? 'GET', url, at: Date.now(), ua: h['user-agent'] });
      const res = await inner(url, init);
      log.statuses.push(res.status);
      return res;
    },
  };
  return log;
}

export class SimEnv {
  sim!: RunningSim;
  get baseUrl(): string {
    return this.sim.baseUrl;
  }
  async creds(email = DEMO.admin, userAgent = UA): Promise<Credentials> {
    return signIn({ baseUrl: this.baseUrl, userAgent, email, password: DEMO.password, accountId: DEMO.account });
  }
  async client(email = DEMO.admin, opts: Partial<ServiceClientOptions> = {}): Promise<ServiceClient> {
    const credentials = await this.creds(email, opts.credentials?.userAgent ?? UA);
    return new ServiceClient({ baseUrl: this.baseUrl, credentials, timeoutMs: 5000, ...opts });
  }
}

export function useSimEnv(options: { limits?: boolean } = {}): SimEnv {
  const env = new SimEnv();
  before(async () => {
    env.sim = await startSim(options);
  });
  after(async () => {
    await env.sim.close();
  });
  return env;
}

/** Awaits a call that must fail with a typed error of `kind`, and returns that error. */
export async function fails<K extends E.ServiceErrorKind>(p: Promise<unknown>, kind: K): Promise<Extract<E.AnyServiceError, { kind: K }>> {
  try {
    await p;
  } catch (e) {
    assert.ok(E.isServiceError(e), `not a ServiceError: ${String(e)}`);
    assert.equal(e.kind, kind, `got ${e.kind} (${e.status} ${e.code}): ${e.message}`);
    return e as Extract<E.AnyServiceError, { kind: K }>;
  }
  assert.fail(`expected a ${kind} error`);
}
