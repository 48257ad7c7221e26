// The plain-data form of the client's errors: what `toJSON()` returns and what arrives on
// the other side of Electron IPC (structured cloning keeps an Error's message but drops its
// class and fields). The renderer switches on `kind` of this data; the guard below accepts
// only data with every field of its kind, so a cloned error is read as safely as a live one.

import type { AnyServiceError, HttpMethod, ServiceErrorKind } from './errors.ts';
import { isServiceError } from './errors.ts';

/** The plain data of any service error: a union discriminated by `kind`. */
export type ServiceErrorData = ReturnType<AnyServiceError['toJSON']>;

type Obj = { [k: string]: unknown };
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const oneOf = (...xs: string[]) => (v: unknown) => isStr(v) && xs.includes(v);
const isProblems = (v: unknown) => Array.isArray(v) && v.every((p) => isObj(p) && isStr(p.at) && isStr(p.message));
const isFieldErrors = (v: unknown) => isObj(v) && Object.values(v).every((m) => Array.isArray(m) && m.every(isStr));

/** The fields each kind adds to the common ones, with their checks. */
const KIND_FIELDS: { [K in ServiceErrorKind]: { [field: string]: (v: unknown) => boolean } } = {
  validation: { fieldErrors: isFieldErrors },
  not_found: {},
  conflict: { conflict: oneOf('stopwatch_already_active', 'stopwatch_not_active', 'other') },
  forbidden: {},
  entry_locked: {},
  unauthenticated: {
    reason: oneOf('token_invalid', 'user_agent_mismatch', 'invalid_credentials', 'auth_blocked', 'unknown'),
    tokenGone: isBool,
  },
  rate_limited: {
    scope: oneOf('second', 'minute', 'account_daily', 'ip', 'auth_daily', 'unknown'),
    retryAfterMs: isNum,
    retryAt: isNum,
    local: isBool,
  },
  network: {},
  timeout: { timeoutMs: isNum },
  aborted: {},
  outcome_unknown: { reason: oneOf('network', 'timeout', 'aborted', 'gateway') },
  bad_response: { problems: isProblems },
  unreadable_answer: { problems: isProblems, body: isStr, bodyTruncated: isBool },
  page_limit: { pagesRead: isNum },
  server: {},
  http: {},
};

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'DELETE'];

/** Every kind of service error. */
export const SERVICE_ERROR_KINDS = Object.keys(KIND_FIELDS) as ServiceErrorKind[];

/** True for the plain data of a service error (a live one's `toJSON()`, or its clone). */
export function isServiceErrorData(x: unknown): x is ServiceErrorData {
  if (!isObj(x) || !isStr(x.kind) || !Object.hasOwn(KIND_FIELDS, x.kind)) return false;
  if (!isStr(x.name) || !isStr(x.message) || !isStr(x.path) || !isNum(x.attempts)) return false;
  if (!METHODS.includes(x.method as HttpMethod)) return false;
  if (!(x.status === null || isNum(x.status)) || !(x.code === null || isStr(x.code))) return false;
  const fields = KIND_FIELDS[x.kind as ServiceErrorKind];
  return Object.entries(fields).every(([f, ok]) => ok(x[f]));
}

/** The plain data of a service error, live or already plain; undefined for anything else. */
export function serviceErrorData(e: unknown): ServiceErrorData | undefined {
  if (isServiceError(e)) return e.toJSON();
  return isServiceErrorData(e) ? e : undefined;
}
