// Every way a call to the service can fail, as a class with a string discriminant `kind`.
// Callers switch on `kind` (or use `instanceof`); nothing in the app should have to read
// HTTP status codes or error bodies itself.
//
// What an error means comes from the status and the service's `code`, never from words in
// its message (error-body.ts reads the bodies). Every error has `toJSON()`, a plain-data
// form that survives structured cloning (Electron IPC); error-data.ts has the guard for it.

import type { ErrorBody } from './error-body.ts';

export { MAX_MESSAGE_CHARS, readErrorBody, type ErrorBody } from './error-body.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Which limit a 429 (or a local block that stands in for one) concerns. */
export type RateLimitScope = 'second' | 'minute' | 'account_daily' | 'ip' | 'auth_daily' | 'unknown';

/**
 * Why the service refused the token or the credentials (HTTP 401), from its code. The
 * contract's `unauthenticated` (no, unknown, destroyed or expired token) is `token_invalid`:
 * an expired token cannot be told from a destroyed one, and both mean "sign in again".
 */
export type UnauthenticatedReason =
  /** Code `unauthenticated`: no token, an unknown one, or one the service destroyed or let expire. */
  | 'token_invalid'
  /** Code `token_user_agent_mismatch`: used from another User-Agent; the service destroyed it. */
  | 'user_agent_mismatch'
  /** Code `invalid_credentials`: `/auth` with a wrong email, password or account id. */
  | 'invalid_credentials'
  /** Code `auth_blocked`: `/auth` blocked after repeated invalid attempts. */
  | 'auth_blocked'
  /** No code, or one the client does not know: only the status is known. */
  | 'unknown';

export interface ErrorContext {
  method: HttpMethod;
  /** Path relative to the base URL, e.g. `/time-entries/12`. */
  path: string;
  /** HTTP status when the service answered. */
  status?: number;
  /** The service's error `code`, when it sent one. */
  code?: string | null;
  /** Number of attempts made (1 when not retried). */
  attempts?: number;
  cause?: unknown;
}

/** The fields every error's plain-data form has. */
export interface ErrorDataBase<K extends string = string> {
  kind: K;
  /** The class name (`NotFoundError`), for logs. */
  name: string;
  message: string;
  method: HttpMethod;
  path: string;
  status: number | null;
  code: string | null;
  attempts: number;
}

export abstract class ServiceError extends Error {
  abstract readonly kind: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly status: number | undefined;
  readonly code: string | null;
  attempts: number;

  constructor(message: string, ctx: ErrorContext) {
    super(message, ctx.cause === undefined ? undefined : { cause: ctx.cause });
    this.name = new.target.name;
    this.method = ctx.method;
    this.path = ctx.path;
    this.status = ctx.status;
    this.code = ctx.code ?? null;
    this.attempts = ctx.attempts ?? 1;
  }

  /** Plain data (no cause, no stack): what crosses IPC or goes to a log. */
  toJSON(): ErrorDataBase<this['kind']> {
    return {
      kind: this.kind,
      name: this.name,
      message: this.message,
      method: this.method,
      path: this.path,
      status: this.status ?? null,
      code: this.code,
      attempts: this.attempts,
    };
  }
}

/** 422: the request was refused field by field. */
export class ValidationError extends ServiceError {
  readonly kind = 'validation' as const;
  constructor(
    message: string,
    readonly fieldErrors: Readonly<Record<string, readonly string[]>>,
    ctx: ErrorContext,
  ) {
    super(message, ctx);
  }
  override toJSON(): ErrorDataBase<'validation'> & { fieldErrors: Record<string, string[]> } {
    const fieldErrors: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(this.fieldErrors)) fieldErrors[k] = [...v];
    return { ...super.toJSON(), fieldErrors };
  }
}

/** 404: unknown id or path. */
export class NotFoundError extends ServiceError {
  readonly kind = 'not_found' as const;
}

export type ConflictReason = 'stopwatch_already_active' | 'stopwatch_not_active' | 'other';

/** 409: the stopwatch is already running / not running (from the code; `other` without one). */
export class ConflictError extends ServiceError {
  readonly kind = 'conflict' as const;
  get conflict(): ConflictReason {
    return this.code === 'stopwatch_already_active' || this.code === 'stopwatch_not_active' ? this.code : 'other';
  }
  override toJSON(): ErrorDataBase<'conflict'> & { conflict: ConflictReason } {
    return { ...super.toJSON(), conflict: this.conflict };
  }
}

/** 403 (any code but `entry_locked`): the user's role does not allow the operation. */
export class ForbiddenError extends ServiceError {
  readonly kind = 'forbidden' as const;
}

/** 403 `entry_locked`: the time entry is locked and the user may not change it. */
export class EntryLockedError extends ServiceError {
  readonly kind = 'entry_locked' as const;
}

/** 401: the token was refused; or `/auth` refused the credentials. */
export class UnauthenticatedError extends ServiceError {
  readonly kind = 'unauthenticated' as const;
  constructor(
    message: string,
    readonly reason: UnauthenticatedReason,
    /**
     * True when the stored token can never work again and must be replaced: every 401 to a
     * request made with a token, code or not. The specification answers 401 only when it
     * refuses the token (unknown, destroyed, expired, used from another User-Agent), and a
     * token it refused once it never accepts again. Always false for `/auth`.
     */
    readonly tokenGone: boolean,
    ctx: ErrorContext,
  ) {
    super(message, ctx);
  }
  override toJSON(): ErrorDataBase<'unauthenticated'> & { reason: UnauthenticatedReason; tokenGone: boolean } {
    return { ...super.toJSON(), reason: this.reason, tokenGone: this.tokenGone };
  }
}

/**
 * 429, or a request the client refused to send because the limit's scope is still blocked
 * by an earlier Retry-After (`local` true: nothing was sent).
 */
export class RateLimitedError extends ServiceError {
  readonly kind = 'rate_limited' as const;
  constructor(
    message: string,
    readonly scope: RateLimitScope,
    /** How long from now until a request to this scope may be sent. */
    readonly retryAfterMs: number,
    /** Epoch ms at which the scope opens again. */
    readonly retryAt: number,
    readonly local: boolean,
    ctx: ErrorContext,
  ) {
    super(message, ctx);
  }
  override toJSON(): ErrorDataBase<'rate_limited'> & { scope: RateLimitScope; retryAfterMs: number; retryAt: number; local: boolean } {
    return { ...super.toJSON(), scope: this.scope, retryAfterMs: this.retryAfterMs, retryAt: this.retryAt, local: this.local };
  }
}

/**
 * The service was not reached or the connection broke. For writes this is only used when
 * the request certainly was not sent (connection refused, name not resolved); otherwise a
 * write fails with OutcomeUnknownError.
 */
export class NetworkError extends ServiceError {
  readonly kind = 'network' as const;
}

/** A read (or `/auth`) got no answer within the call's timeout. */
export class TimeoutError extends ServiceError {
  readonly kind = 'timeout' as const;
  constructor(
    message: string,
    readonly timeoutMs: number,
    ctx: ErrorContext,
  ) {
    super(message, ctx);
  }
  override toJSON(): ErrorDataBase<'timeout'> & { timeoutMs: number } {
    return { ...super.toJSON(), timeoutMs: this.timeoutMs };
  }
}

/** The caller's AbortSignal fired before an answer (for reads, or before a write was sent). */
export class AbortedError extends ServiceError {
  readonly kind = 'aborted' as const;
}

export type OutcomeUnknownReason = 'network' | 'timeout' | 'aborted' | 'gateway';

/**
 * A write was sent (or may have been) and no answer came: connection dropped, timeout,
 * abort after sending, or a gateway error (502/504) in front of the service. The service may
 * or may not have applied it; reconcile with one read before trying again.
 */
export class OutcomeUnknownError extends ServiceError {
  readonly kind = 'outcome_unknown' as const;
  constructor(
    message: string,
    /** What went wrong on the wire. */
    readonly reason: OutcomeUnknownReason,
    ctx: ErrorContext,
  ) {
    super(message, ctx);
  }
  override toJSON(): ErrorDataBase<'outcome_unknown'> & { reason: OutcomeUnknownReason } {
    return { ...super.toJSON(), reason: this.reason };
  }
}

export interface SchemaProblem {
  /** JSON pointer into the response body. */
  at: string;
  message: string;
}

const copyProblems = (ps: readonly SchemaProblem[]): SchemaProblem[] => ps.map((p) => ({ at: p.at, message: p.message }));

/**
 * A read (or `/auth`) answered 2xx with something that is not JSON or lacks what the app
 * needs (`problems` name the JSON pointers). Not retried: the service did answer.
 */
export class BadResponseError extends ServiceError {
  readonly kind = 'bad_response' as const;
  constructor(
    message: string,
    readonly problems: readonly SchemaProblem[],
    ctx: ErrorContext,
  ) {
    super(message, ctx);
  }
  override toJSON(): ErrorDataBase<'bad_response'> & { problems: SchemaProblem[] } {
    return { ...super.toJSON(), problems: copyProblems(this.problems) };
  }
}

/** Longest raw body an UnreadableAnswerError keeps. */
export const MAX_RAW_BODY_CHARS = 4096;

/**
 * A write (POST/DELETE other than `/auth`) answered 2xx, so the service applied it, but the
 * answer cannot be read (not JSON, or it lacks what the app needs). Treat it like
 * `outcome_unknown`: reconcile with one read, never retry the write (it would apply twice).
 * `body` is the raw answer, cut to MAX_RAW_BODY_CHARS, for the log.
 */
export class UnreadableAnswerError extends ServiceError {
  readonly kind = 'unreadable_answer' as const;
  readonly body: string;
  readonly bodyTruncated: boolean;
  constructor(
    message: string,
    readonly problems: readonly SchemaProblem[],
    rawBody: string,
    ctx: ErrorContext & { status: number },
  ) {
    super(message, ctx);
    this.bodyTruncated = rawBody.length > MAX_RAW_BODY_CHARS;
    this.body = this.bodyTruncated ? rawBody.slice(0, MAX_RAW_BODY_CHARS) : rawBody;
  }
  override toJSON(): ErrorDataBase<'unreadable_answer'> & { problems: SchemaProblem[]; body: string; bodyTruncated: boolean } {
    return { ...super.toJSON(), problems: copyProblems(this.problems), body: this.body, bodyTruncated: this.bodyTruncated };
  }
}

/**
 * Paging stopped at the page cap while the service still announced more pages: the records
 * seen are not all of them. Nothing is wrong with the service; ask with narrower filters or
 * a higher `maxPages`.
 */
export class PageLimitError extends ServiceError {
  readonly kind = 'page_limit' as const;
  constructor(
    message: string,
    /** Pages read (and yielded) before stopping: the cap. */
    readonly pagesRead: number,
    ctx: ErrorContext,
  ) {
    super(message, ctx);
  }
  override toJSON(): ErrorDataBase<'page_limit'> & { pagesRead: number } {
    return { ...super.toJSON(), pagesRead: this.pagesRead };
  }
}

/** 5xx from the service (after the retries a read is allowed). */
export class ServerError extends ServiceError {
  readonly kind = 'server' as const;
}

/** Any other HTTP error: 400 malformed_body, 405, 413, 415, unexpected codes. */
export class HttpError extends ServiceError {
  readonly kind = 'http' as const;
}

export type AnyServiceError =
  | ValidationError
  | NotFoundError
  | ConflictError
  | ForbiddenError
  | EntryLockedError
  | UnauthenticatedError
  | RateLimitedError
  | NetworkError
  | TimeoutError
  | AbortedError
  | OutcomeUnknownError
  | BadResponseError
  | UnreadableAnswerError
  | PageLimitError
  | ServerError
  | HttpError;

export type ServiceErrorKind = AnyServiceError['kind'];

export function isServiceError(e: unknown): e is AnyServiceError {
  return e instanceof ServiceError;
}

const SCOPE_BY_CODE: Record<string, RateLimitScope> = {
  second_limit_exceeded: 'second',
  minute_limit_exceeded: 'minute',
  account_daily_limit_exceeded: 'account_daily',
  ip_rate_limit_exceeded: 'ip',
  auth_limit_exceeded: 'auth_daily',
};

export function rateLimitScope(code: string | null, isAuth: boolean): RateLimitScope {
  if (code !== null) {
    const s = SCOPE_BY_CODE[code];
    if (s) return s;
  }
  return isAuth ? 'auth_daily' : 'unknown';
}

function unauthenticatedReason(code: string | null, isAuth: boolean): UnauthenticatedReason {
  switch (code) {
    case 'token_user_agent_mismatch':
      return 'user_agent_mismatch';
    case 'invalid_credentials':
      return 'invalid_credentials';
    case 'auth_blocked':
      return 'auth_blocked';
    case 'unauthenticated':
      // `/auth` carries no token; the contract never sends this code there.
      return isAuth ? 'unknown' : 'token_invalid';
    default:
      return 'unknown';
  }
}

/**
 * Maps an HTTP error answer (status >= 400, except 429 which the transport builds itself
 * because it needs the clock) to its typed error, from the status and the code only.
 */
export function errorFromResponse(status: number, body: ErrorBody, ctx: ErrorContext, isAuth: boolean): AnyServiceError {
  const c: ErrorContext = { ...ctx, status, code: body.code };
  switch (status) {
    case 401:
      return new UnauthenticatedError(body.message, unauthenticatedReason(body.code, isAuth), !isAuth, c);
    case 403:
      return body.code === 'entry_locked' ? new EntryLockedError(body.message, c) : new ForbiddenError(body.message, c);
    case 404:
      return new NotFoundError(body.message, c);
    case 409:
      return new ConflictError(body.message, c);
    case 422:
      return new ValidationError(body.message, body.errors, c);
    default:
      return status >= 500 ? new ServerError(body.message, c) : new HttpError(body.message, c);
  }
}
