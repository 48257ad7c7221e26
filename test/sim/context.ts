// What every route sees: the state, the clock, the limits and the request's caller.
import type { SimClock } from './clock.ts';
import type { Faults } from './faults.ts';
import type { Limits } from './limits.ts';
import type { Token, User } from './model.ts';
import type { Store } from './store.ts';

export interface SimContext {
  /** The demo account's state (contract.md 6); a request sees its own token's account here. */
  store: Store;
  /** Every account the simulator hosts, by account_id, the demo account's `store` among them. */
  accounts: Map<string, Store>;
  readonly clock: SimClock;
  readonly limits: Limits;
  faults: Faults;
  /** Per-IP state of the /auth five-in-a-row rule, keyed by email. */
  authFailures: Map<string, { streak: number; blockedUntil: number }>;
  /** Every User-Agent seen per token, for tests of the client's pinned identity. */
  userAgents: Map<string, Set<string>>;
  requests: number;
}

export type Source = Record<string, unknown>;

export interface ApiRequest {
  ctx: SimContext;
  /** The caller; undefined only on public operations (/auth). */
  user: User;
  token: Token;
  params: Record<string, string>;
  query: Source;
  body: Source;
  method: string;
  userAgent: string;
  ip: string;
  now: number;
}

export interface ApiResult {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type ApiHandler = (req: ApiRequest) => ApiResult | Promise<ApiResult>;

/** Route modules register operations with paths relative to /api/v1, `{name}` for params. */
export interface Router {
  get(path: string, handler: ApiHandler): void;
  post(path: string, handler: ApiHandler): void;
  delete(path: string, handler: ApiHandler): void;
  /** An operation that needs no token (only /auth). */
  publicPost(path: string, handler: ApiHandler): void;
}
