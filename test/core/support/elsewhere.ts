// The same person on another device (the web app, a phone): direct requests to the
// simulator with their own token and User-Agent, outside the engine and its request log.
// A token is bound to the User-Agent it was made with, so this never disturbs the
// engine's token; `withEngineToken` is the one way a test does so on purpose.

import assert from 'node:assert/strict';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from './engine-harness.ts';

export const ELSEWHERE_UA = 'StintTest-Phone/1.0 (elsewhere)';

export interface DirectAnswer {
  readonly status: number;
  readonly body: any;
}

export async function directCall(
  baseUrl: string,
  method: string,
  path: string,
  opts: { token?: string; ua?: string; body?: Record<string, unknown>; query?: Record<string, string | number> } = {},
): Promise<DirectAnswer> {
  const url = new URL(baseUrl + path);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { 'user-agent': opts.ua ?? ELSEWHERE_UA, accept: 'application/json' };
  if (opts.token) headers['x-api-token'] = opts.token;
  let body: string | undefined;
  if (opts.body) {
    body = new URLSearchParams(Object.entries(opts.body).map(([k, v]) => [k, v === null ? '' : String(v)])).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const res = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : JSON.parse(text) };
}

export class Elsewhere {
  private constructor(
    private readonly baseUrl: string,
    readonly token: string,
  ) {}

  /** Signs in as `email` from the other device (one POST /auth), to the demo account or another the simulator hosts. */
  static async signIn(baseUrl: string, email: string, accountId: string = DEMO_ACCOUNT): Promise<Elsewhere> {
    const r = await directCall(baseUrl, 'POST', '/auth', { body: { email, password: DEMO_PASSWORD, account_id: accountId } });
    assert.equal(r.status, 200, `elsewhere sign-in as ${email}: ${JSON.stringify(r.body)}`);
    return new Elsewhere(baseUrl, r.body.token as string);
  }

  call(method: string, path: string, opts: { body?: Record<string, unknown>; query?: Record<string, string | number> } = {}): Promise<DirectAnswer> {
    return directCall(this.baseUrl, method, path, { ...opts, token: this.token });
  }

  /** Creates an entry for today and starts its stopwatch; answers its id. */
  async startTimer(projectId: number, description: string): Promise<number> {
    const created = await this.call('POST', '/time-entries', { body: { project_id: projectId, description } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = Number(created.body.id);
    const started = await this.call('POST', `/time-entries/${id}/start`);
    assert.equal(started.status, 200, JSON.stringify(started.body));
    return id;
  }

  /**
   * Spends the rest of the account's day of requests (a Free plan's 50), letting the token's
   * per-second limit pass on `waitASecond` (the test's clock stands still otherwise).
   */
  async spendTheDay(waitASecond: () => Promise<void>): Promise<void> {
    for (let i = 0; i < 80; i++) {
      const r = await this.call('GET', '/projects');
      if (r.status === 429 && r.body.code === 'account_daily_limit_exceeded') break;
      if (r.status === 429 && r.body.code === 'second_limit_exceeded') await waitASecond();
      else assert.equal(r.status, 200);
    }
  }

  async stopTimer(id: number): Promise<void> {
    const r = await this.call('POST', `/time-entries/${id}/stop`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
}

/** Uses the engine's token from another User-Agent: the service destroys it (401 token_user_agent_mismatch). */
export async function destroyToken(baseUrl: string, token: string): Promise<void> {
  const r = await directCall(baseUrl, 'GET', '/projects', { token, ua: ELSEWHERE_UA });
  assert.equal(r.status, 401);
  assert.equal(r.body.code, 'token_user_agent_mismatch');
}
