// The one function in Stint that sends HTTP to the service. Per call: build the URL and
// body, wait for the pacer (and any Retry-After block), send with the pinned identity and a
// timeout, record the rate-limit headers, turn the answer into a checked value or a typed
// error, and retry by the policy in retry.ts.
//
// Writes and answers that never came: once fetch was called for a write (POST/DELETE other
// than /auth), a dropped connection, a timeout or an abort means the service may have
// applied it; the call fails with OutcomeUnknownError and is not repeated. Only errors that
// prove nothing left the machine (connection refused, name not resolved) are NetworkError.

import type { Clock } from '../time/clock.ts';
import type { ResponseCheck } from './check.ts';
import { problemsOf } from './check.ts';
import {
  AbortedError,
  BadResponseError,
  NetworkError,
  OutcomeUnknownError,
  RateLimitedError,
  TimeoutError,
  UnauthenticatedError,
  UnreadableAnswerError,
  errorFromResponse,
  rateLimitScope,
  readErrorBody,
  type AnyServiceError,
  type ErrorContext,
  type HttpMethod,
} from './errors.ts';
import { encodeForm, type FormFields } from './form.ts';
import type { LimitState } from './limit-state.ts';
import { Pacer } from './pacer.ts';
import { MIN_RETRY_AFTER_MS, parseRateLimitHeaders, retryAfterWaitMs } from './rate-limit-headers.ts';
import { ServiceClock } from './service-clock.ts';
import { DEFAULT_RETRY, decideRetry, type AttemptFailure, type RetryOptions } from './retry.ts';

/** `fetch` as the client needs it: Node's global fetch, or Electron's `net.fetch`. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface CallOptions {
  /** Cancels the call (waiting, sending and retrying). */
  signal?: AbortSignal;
  /** Per-attempt limit from sending to the end of the body. Default: the transport's. */
  timeoutMs?: number;
  /**
   * Told the clock's time as each attempt is sent (after the pacer's wait and any retry's):
   * a caller whose write lost its answer knows when the last copy left, not only the first.
   */
  onSend?: (at: number) => void;
}

export interface RequestSpec<T> {
  method: HttpMethod;
  /** Relative to the base URL, ids already encoded: `/time-entries/12`. */
  path: string;
  query?: FormFields;
  body?: FormFields;
  /** Proves the success body is a T. */
  check: ResponseCheck<T>;
  /** `/auth`: sent without token, never retried, not paced per token. */
  auth?: boolean;
}

export interface TransportOptions {
  /** Ends in `/api/v1`. */
  baseUrl: string;
  fetch: FetchLike;
  /** Fixed when the token was generated (identity.ts); the same on every request. */
  userAgent: string;
  /** Absent only for a transport used to call `/auth`. */
  token?: string;
  clock?: Clock;
  /** Shared pacer (and through it the LimitState) for this token. */
  pacer?: Pacer;
  /** Default per-attempt timeout. Default 15 s. */
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  /**
   * Told once when the service refuses the token (any 401 to a request made with it): the
   * first refusal only, however many requests were in flight with the same token.
   */
  onTokenRejected?: (e: UnauthenticatedError) => void;
}

const WIRE_NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
// Electron's net.fetch reports Chromium net errors in the message.
const ELECTRON_NOT_SENT =
  /net::ERR_(CONNECTION_REFUSED|NAME_NOT_RESOLVED|NAME_RESOLUTION_FAILED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE|NETWORK_CHANGED|PROXY_CONNECTION_FAILED)/;

/** True when the error proves the request never left this machine. */
export function certainlyNotSent(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    const o = cur as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof o.code === 'string' && WIRE_NOT_SENT.has(o.code)) return true;
    if (typeof o.message === 'string' && ELECTRON_NOT_SENT.test(o.message)) return true;
    if (Array.isArray(o.errors) && o.errors.length > 0 && o.errors.every((x) => certainlyNotSent(x))) return true;
    cur = o.cause;
  }
  return false;
}

/**
 * The body as text, failing when `signal` aborts even if the fetch in use does not tie its
 * signal to the body stream (the timeout and the caller's signal cover the body too).
 */
function readText(res: Response, signal: AbortSignal): Promise<string> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<string>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason);
      res.body?.cancel(signal.reason).catch(() => {});
    };
    signal.addEventListener('abort', onAbort, { once: true });
    res.text().then(
      (t) => {
        signal.removeEventListener('abort', onAbort);
        resolve(t);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

type Attempt<T> =
  | { ok: true; value: T }
  | { ok: false; error: AnyServiceError; failure: AttemptFailure; retryAfterMs?: number };

const SENT_AND_LOST = 'no answer came; the service may have applied it';

export class Transport {
  readonly limits: LimitState;
  /** The service's clock against ours, from each answer's `Date` header. */
  readonly serviceClock = new ServiceClock();
  readonly pacer: Pacer;
  private readonly clock: Clock;
  private readonly base: string;
  private readonly doFetch: FetchLike;
  private readonly timeoutMs: number;
  private readonly retry: RetryOptions;
  private readonly onTokenRejected: ((e: UnauthenticatedError) => void) | undefined;
  /** This transport's one token was refused and onTokenRejected was told. */
  private tokenRejectedReported = false;
  private readonly headersPlain: Record<string, string>;
  private readonly headersForm: Record<string, string>;
  private readonly authHeadersForm: Record<string, string>;

  constructor(opts: TransportOptions) {
    this.pacer = opts.pacer ?? new Pacer(opts.clock ? { clock: opts.clock } : {});
    this.clock = opts.clock ?? this.pacer.clock;
    this.limits = this.pacer.limits;
    this.base = opts.baseUrl.replace(/\/+$/, '');
    this.doFetch = opts.fetch;
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.retry = { ...DEFAULT_RETRY, ...opts.retry };
    this.onTokenRejected = opts.onTokenRejected;
    const common = { accept: 'application/json', 'user-agent': opts.userAgent };
    this.headersPlain = opts.token ? { ...common, 'x-api-token': opts.token } : { ...common };
    this.headersForm = { ...this.headersPlain, 'content-type': 'application/x-www-form-urlencoded' };
    this.authHeadersForm = { ...common, 'content-type': 'application/x-www-form-urlencoded' };
  }

  async request<T>(spec: RequestSpec<T>, opts: CallOptions = {}): Promise<T> {
    const isAuth = spec.auth === true;
    const { method, path } = spec;
    const signal = opts.signal;
    const query = spec.query ? encodeForm(spec.query) : '';
    const url = query === '' ? this.base + path : this.base + path + '?' + query;
    const body = spec.body ? encodeForm(spec.body) : '';
    const headers = isAuth ? this.authHeadersForm : body === '' ? this.headersPlain : this.headersForm;
    const init: RequestInit = body === '' ? { method, headers, redirect: 'manual' } : { method, headers, body, redirect: 'manual' };
    const timeoutMs = opts.timeoutMs ?? this.timeoutMs;

    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw new AbortedError('cancelled before sending', { method, path, attempts: attempt - 1, cause: signal.reason });
      try {
        await this.pacer.acquire(isAuth ? 'auth' : 'token', method, path, signal);
      } catch (e) {
        if (e instanceof RateLimitedError) {
          e.attempts = attempt - 1;
          throw e;
        }
        throw new AbortedError('cancelled before sending', { method, path, attempts: attempt - 1, cause: e });
      }
      opts.onSend?.(this.clock.now());
      const r = await this.attempt(spec, url, init, timeoutMs, isAuth, signal);
      if (r.ok) return r.value;
      r.error.attempts = attempt;
      const d = decideRetry(method, isAuth, r.failure, attempt, this.retry, r.retryAfterMs);
      if (!d.retry) {
        if (r.error instanceof UnauthenticatedError && r.error.tokenGone && !this.tokenRejectedReported) {
          this.tokenRejectedReported = true;
          this.onTokenRejected?.(r.error);
        }
        throw r.error;
      }
      if (d.delayMs > 0) {
        try {
          await this.clock.sleep(d.delayMs, signal);
        } catch (e) {
          // Nothing of the next attempt was sent; the failed one is what the caller gets
          // when it is a write whose outcome is unknown.
          if (r.error instanceof OutcomeUnknownError) throw r.error;
          throw new AbortedError('cancelled while waiting to retry', { method, path, attempts: attempt, cause: e });
        }
      }
    }
  }

  private async attempt<T>(
    spec: RequestSpec<T>,
    url: string,
    init: RequestInit,
    timeoutMs: number,
    isAuth: boolean,
    signal: AbortSignal | undefined,
  ): Promise<Attempt<T>> {
    const { method, path } = spec;
    const isWrite = method !== 'GET' && !isAuth;
    if (signal?.aborted) {
      const error = new AbortedError('cancelled before sending', { method, path, cause: signal.reason });
      return { ok: false, error, failure: { type: 'status', status: 0 } };
    }
    const ctrl = new AbortController();
    const timer = new AbortController();
    let timedOut = false;
    this.clock.sleep(timeoutMs, timer.signal).then(
      () => {
        timedOut = true;
        ctrl.abort(new Error(`timed out after ${timeoutMs} ms`));
      },
      () => {},
    );
    const onAbort = () => ctrl.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    init.signal = ctrl.signal;

    let res: Response;
    let text: string;
    try {
      res = await this.doFetch(url, init);
      text = await readText(res, ctrl.signal);
    } catch (e) {
      const ctx: ErrorContext = { method, path, cause: e };
      if (timedOut) {
        if (isWrite) return { ok: false, error: new OutcomeUnknownError(`timed out: ${SENT_AND_LOST}`, 'timeout', ctx), failure: { type: 'timeout' } };
        return { ok: false, error: new TimeoutError(`no answer within ${timeoutMs} ms`, timeoutMs, ctx), failure: { type: 'timeout' } };
      }
      if (signal?.aborted) {
        const error = isWrite
          ? new OutcomeUnknownError(`cancelled after sending: ${SENT_AND_LOST}`, 'aborted', ctx)
          : new AbortedError('cancelled', ctx);
        // Never retried: the caller asked to stop.
        return { ok: false, error, failure: { type: 'status', status: 0 } };
      }
      if (isWrite && !certainlyNotSent(e)) {
        return { ok: false, error: new OutcomeUnknownError(`connection failed: ${SENT_AND_LOST}`, 'network', ctx), failure: { type: 'network' } };
      }
      const msg = e instanceof Error ? e.message : String(e);
      return { ok: false, error: new NetworkError(`network error: ${msg}`, ctx), failure: { type: 'network' } };
    } finally {
      timer.abort();
      signal?.removeEventListener('abort', onAbort);
    }

    const status = res.status;
    this.serviceClock.record(res.headers.get('date'), this.clock.now());
    const rl = parseRateLimitHeaders(res.headers, this.clock.now());
    if (rl) this.limits.update(rl);

    if (status >= 200 && status < 300) {
      let json: unknown;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch (e) {
        return this.unreadable(spec, isAuth, status, text, 'the answer is not JSON', [{ at: '/', message: String(e) }]);
      }
      if (!spec.check(json)) return this.unreadable(spec, isAuth, status, text, 'the answer lacks what the app needs', problemsOf(spec.check));
      return { ok: true, value: json as T };
    }

    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const eb = readErrorBody(parsed, status);
    const ctx: ErrorContext = { method, path, status, code: eb.code };
    const failure: AttemptFailure = { type: 'status', status };

    if (status === 429) {
      const scope = rateLimitScope(eb.code, isAuth);
      const now = this.clock.now();
      const retryAfterMs = retryAfterWaitMs(res.headers.get('retry-after'), now) ?? MIN_RETRY_AFTER_MS;
      const until = now + retryAfterMs;
      this.limits.block(scope, until);
      return { ok: false, error: new RateLimitedError(eb.message, scope, retryAfterMs, until, false, ctx), failure, retryAfterMs };
    }
    if (isWrite && (status === 502 || status === 504)) {
      return { ok: false, error: new OutcomeUnknownError(`gateway answered ${status}: ${SENT_AND_LOST}`, 'gateway', ctx), failure };
    }
    const retryAfterMs = status === 503 ? retryAfterWaitMs(res.headers.get('retry-after'), this.clock.now()) : undefined;
    const error = errorFromResponse(status, eb, ctx, isAuth);
    return retryAfterMs === undefined ? { ok: false, error, failure } : { ok: false, error, failure, retryAfterMs };
  }

  /**
   * A 2xx answer the check refused. A write was applied all the same: UnreadableAnswerError
   * (reconcile with a read); a read or `/auth`: BadResponseError. Never repeated: the service
   * did answer.
   */
  private unreadable<T>(
    spec: RequestSpec<T>,
    isAuth: boolean,
    status: number,
    rawBody: string,
    message: string,
    problems: BadResponseError['problems'],
  ): Attempt<T> {
    const ctx = { method: spec.method, path: spec.path, status };
    const error =
      spec.method !== 'GET' && !isAuth
        ? new UnreadableAnswerError(`${spec.method} ${spec.path}: answered ${status} (applied), but ${message}`, problems, rawBody, ctx)
        : new BadResponseError(`${spec.method} ${spec.path}: ${message}`, problems, ctx);
    return { ok: false, error, failure: { type: 'status', status: 0 } };
  }
}
