// Every way a call to the service can fail, as a class with a string discriminant `kind`.
// Callers switch on `kind` (or use `instanceof`); nothing in the app should have to read
// HTTP status codes or error bodies itself.

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Which limit a 429 (or a local block that stands in for one) concerns. */
export type RateLimitScope = 'second' | 'minute' | 'account_daily' | 'ip' | 'auth_daily' | 'unknown';

/** Why the service refused the token or the credentials (HTTP 401). */
export type UnauthenticatedReason =
  /** No token, an unknown token, or one the service destroyed. */
  | 'token_invalid'
  /** The token was unused for more than 30 days and is destroyed. */
  | 'token_expired'
  /** The token was used from another User-Agent; the service destroyed it. */
  | 'user_agent_mismatch'
  /** `/auth` with a wrong email, password or account id. */
  | 'invalid_credentials'
  /** `/auth` blocked after repeated invalid attempts. */
  | 'auth_blocked';

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
}

/** 404: unknown id or path. */
export class NotFoundError extends ServiceError {
  readonly kind = 'not_found' as const;
}

/** 409: the stopwatch is already running / not running. */
export class ConflictError extends ServiceError {
  readonly kind = 'conflict' as const;
  get conflict(): 'stopwatch_already_active' | 'stopwatch_not_active' | 'other' {
    return this.code === 'stopwatch_already_active' || this.code === 'stopwatch_not_active'
      ? this.code
      : 'other';
  }
}

/** 403 `forbidden`: the user's role does not allow the operation. */
export class ForbiddenError extends ServiceError {
  readonly kind = 'forbidden' as const;
}

/** 403 `entry_locked`: the time entry is locked and the user may not change it. */
export class EntryLockedError extends ServiceError {
  readonly kind = 'entry_locked' as const;
}

/** 401: token destroyed, expired or refused; or `/auth` refused the credentials. */
export class UnauthenticatedError extends ServiceError {
  readonly kind = 'unauthenticated' as const;
  constructor(
    message: string,
    readonly reason: UnauthenticatedReason,
    ctx: ErrorContext,
  ) {
    super(message, ctx);
  }
  /** True when the stored token can never work again and must be replaced. */
  get tokenGone(): boolean {
    return this.reason === 'token_invalid' || this.reason === 'token_expired' || this.reason === 'user_agent_mismatch';
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
}

/** The caller's AbortSignal fired before an answer (for reads, or before a write was sent). */
export class AbortedError extends ServiceError {
  readonly kind = 'aborted' as const;
}

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
    readonly reason: 'network' | 'timeout' | 'aborted' | 'gateway',
    ctx: ErrorContext,
  ) {
    super(message, ctx);
  }
}

export interface SchemaProblem {
  /** JSON pointer into the response body. */
  at: string;
  message: string;
}

/** The service answered something that is not JSON or breaks the OpenAPI schema. */
export class BadResponseError extends ServiceError {
  readonly kind = 'bad_response' as const;
  constructor(
    message: string,
    readonly problems: readonly SchemaProblem[],
    ctx: ErrorContext,
  ) {
    super(message, ctx);
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
  | ServerError
  | HttpError;

export type ServiceErrorKind = AnyServiceError['kind'];

export function isServiceError(e: unknown): e is AnyServiceError {
  return e instanceof ServiceError;
}

/** The error body the service sends: `{message, code, errors?}`, read leniently. */
export interface ErrorBody {
  message: string;
  code: string | null;
  errors: Record<string, string[]>;
}

export function readErrorBody(json: unknown, status: number): ErrorBody {
  const o = json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const message = typeof o.message === 'string' && o.message ? o.message : `HTTP ${status}`;
  const code = typeof o.code === 'string' ? o.code : null;
  const errors: Record<string, string[]> = {};
  if (o.errors !== null && typeof o.errors === 'object' && !Array.isArray(o.errors)) {
    for (const [field, v] of Object.entries(o.errors as Record<string, unknown>)) {
      if (Array.isArray(v)) errors[field] = v.map(String);
      else if (v !== undefined && v !== null) errors[field] = [String(v)];
    }
  }
  return { message, code, errors };
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

function unauthenticatedReason(body: ErrorBody, isAuth: boolean): UnauthenticatedReason {
  switch (body.code) {
    case 'token_user_agent_mismatch':
      return 'user_agent_mismatch';
    case 'invalid_credentials':
      return 'invalid_credentials';
    case 'auth_blocked':
      return 'auth_blocked';
    default:
      if (/expire/i.test(body.message)) return 'token_expired';
      if (isAuth) return /block/i.test(body.message) ? 'auth_blocked' : 'invalid_credentials';
      return 'token_invalid';
  }
}

/**
 * Maps an HTTP error answer (status >= 400, except 429 which the transport builds itself
 * because it needs the clock) to its typed error.
 */
export function errorFromResponse(status: number, body: ErrorBody, ctx: ErrorContext, isAuth: boolean): AnyServiceError {
  const c: ErrorContext = { ...ctx, status, code: body.code };
  switch (status) {
    case 401:
      return new UnauthenticatedError(body.message, unauthenticatedReason(body, isAuth), c);
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
