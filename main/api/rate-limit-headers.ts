// Lenient reading of the service's rate-limit headers. The specification leaves their
// encoding open ("not shown"); contract.md section 3 fixes the simulator's:
//
//   X-RateLimit-Minute: limit=600, used=13, remaining=587, reset=42
//   X-RateLimit-AccountDaily: limit=50, used=7, remaining=43, reset=51234
//   X-RateLimit-AccountDaily-Warning: soft_limit_exceeded | hard_limit_blocked
//   Retry-After: <seconds> (or an HTTP date)
//
// A window value is read in any of these encodings, and anything else is ignored, never
// guessed at (the values are only shown to the app, and a wrong one is worse than none):
//   - keyed pairs: keys in any case, `=` or `:`, `,` `;` `&` or spaces between pairs,
//     quoted values, unknown keys ignored (`limit=600, used=13, remaining=587, reset=42`);
//   - compact JSON (`{"limit":600,"used":13,"remaining":587,"reset":42}`);
//   - four bare numbers in the order limit, used, remaining, reset (`600, 13, 587, 42`);
//   - `remaining/limit` (`587/600`);
//   - the IETF RateLimit draft's item with parameters: `600;w=60` is a limit of 600 per
//     60 s window (`w` is the window's length, not a reset, so it is not read), and
//     `q`, `r`, `t` are the quota, remaining and reset of its later versions.
// A reset is whole or decimal seconds from the answer, or an instant: epoch seconds
// (>= 1e9), epoch milliseconds (>= 1e11), or an RFC 3339 date with its offset; instants are
// turned into seconds from `nowMs`, the time of the answer. A reset in the past or more than
// a day away (no window of the service is longer) is dropped. Counts that contradict the
// limit (`used` or `remaining` above it) are dropped, the limit and reset kept; only the
// daily window of an account past its quota (the warning header is present) may have
// `used` above `limit`, as a soft plan accepts up to twice its quota.
// Nothing here throws.

import { parseHttpDate, parseIsoInstant } from './http-date.ts';

export interface RateWindow {
  limit?: number;
  used?: number;
  remaining?: number;
  /** Seconds from the answer until the window starts again. */
  resetSeconds?: number;
}

export type LimitWarning = 'soft_limit_exceeded' | 'hard_limit_blocked' | (string & {});

export interface RateLimitHeaders {
  minute?: RateWindow;
  daily?: RateWindow;
  warning?: LimitWarning;
}

export interface HeaderSource {
  get(name: string): string | null;
}

/** A window as written, before the reset is placed in time and the counts are checked. */
interface RawWindow {
  limit?: number;
  used?: number;
  remaining?: number;
  /** A number (seconds from now, or an epoch) or an instant already read as epoch ms. */
  reset?: number | { atMs: number };
}

type RawKey = keyof RawWindow;

// Maps, not object literals: a key such as `constructor` must not find Object's.
const KEY_ALIASES = new Map<string, RawKey>([
  ['limit', 'limit'],
  ['max', 'limit'],
  ['quota', 'limit'],
  ['used', 'used'],
  ['count', 'used'],
  ['consumed', 'used'],
  ['remaining', 'remaining'],
  ['left', 'remaining'],
  ['reset', 'reset'],
  ['resets', 'reset'],
  ['reset_in', 'reset'],
  ['reset_after', 'reset'],
]);

const keyOf = (name: string): RawKey | undefined => KEY_ALIASES.get(name.toLowerCase().replace(/-/g, '_'));

// Parameters of the IETF draft's structured form (`"default";q=600;w=60`, `…;r=587;t=42`).
const DRAFT_PARAMS = new Map<string, RawKey>([
  ['q', 'limit'],
  ['r', 'remaining'],
  ['t', 'reset'],
]);

const POSITIONAL: readonly RawKey[] = ['limit', 'used', 'remaining', 'reset'];

const DAY_SECONDS = 86_400;
const EPOCH_SECONDS_FROM = 1e9; // 2001-09-09 as epoch seconds; as a delta, 31 years
const EPOCH_MS_FROM = 1e11; // 1973 as epoch ms; as epoch seconds, the year 5138

function num(raw: string): number | undefined {
  const s = raw.trim().replace(/^["']|["']$/g, '').replace(/s$/i, '');
  if (s === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** A count, or a reset that may also be a date. */
function readValue(key: RawKey, raw: unknown): RawWindow[RawKey] {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const n = num(raw);
  if (n !== undefined || key !== 'reset') return n;
  const s = raw.trim().replace(/^["']|["']$/g, '');
  const at = parseIsoInstant(s);
  return at === undefined ? undefined : { atMs: at };
}

function put(w: RawWindow, key: RawKey, raw: unknown): boolean {
  const v = readValue(key, raw);
  if (v === undefined) return false;
  (w as Record<RawKey, unknown>)[key] = v;
  return true;
}

function fromJson(text: string): RawWindow | undefined | 'not-json' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'not-json';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const w: RawWindow = {};
  for (const [k, v] of Object.entries(parsed)) {
    const key = keyOf(k);
    if (key) put(w, key, v);
  }
  return w;
}

const DRAFT_ITEM = /^(\d+|"[^"]*")((?:\s*;\s*[A-Za-z][\w.*-]*(?:=[^;,\s]*)?)*)$/;

function fromDraftItem(text: string): RawWindow | undefined {
  const m = DRAFT_ITEM.exec(text);
  if (!m) return undefined;
  const w: RawWindow = {};
  if (!m[1]!.startsWith('"')) put(w, 'limit', m[1]!);
  for (const param of m[2]!.split(';')) {
    const [k, v] = param.split('=').map((x) => x.trim());
    const key = k === undefined ? undefined : DRAFT_PARAMS.get(k.toLowerCase());
    if (!key || v === undefined || (key === 'limit' && w.limit !== undefined)) continue;
    put(w, key, v);
  }
  return w;
}

/** Keyed pairs in any separator, or bare numbers by position. */
function fromPairs(value: string): RawWindow | undefined {
  // Brackets and quotes carry no meaning here (`{limit: 600}` reads like `limit: 600`).
  const text = value.replace(/[{}()[\]"']/g, ' ').trim();
  const parts = text.split(/[,;&\s]+/).filter((p) => p !== '');
  const w: RawWindow = {};
  const bare: string[] = [];
  let keyed = false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const m = /^([A-Za-z_-]+)\s*[=:]\s*(.*)$/.exec(part);
    let key: string;
    let raw: string;
    if (m) {
      key = m[1]!;
      raw = m[2]!;
      // "limit = 600" or "limit: 600" split by whitespace: the value is the next part.
      if (raw === '' && i + 1 < parts.length) raw = parts[++i]!;
    } else if (/^[A-Za-z_-]+$/.test(part) && i + 2 < parts.length && /^[=:]$/.test(parts[i + 1]!)) {
      key = part;
      raw = parts[i + 2]!;
      i += 2;
    } else {
      if (num(part) !== undefined) bare.push(part);
      continue;
    }
    keyed = true;
    const k = keyOf(key);
    if (k) put(w, k, raw);
  }
  if (!keyed) for (let i = 0; i < POSITIONAL.length && i < bare.length; i++) put(w, POSITIONAL[i]!, bare[i]!);
  return w;
}

function readRaw(text: string): RawWindow | undefined {
  if (text === '') return undefined;
  if (text.startsWith('{')) {
    const j = fromJson(text);
    if (j !== 'not-json') return j;
  }
  const ratio = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(text);
  if (ratio) return { remaining: Number(ratio[1]), limit: Number(ratio[2]) };
  return fromDraftItem(text) ?? fromPairs(text);
}

/** Seconds from `nowMs` until the reset, or `undefined` when it is past or beyond a day. */
function resetSeconds(reset: NonNullable<RawWindow['reset']>, nowMs: number): number | undefined {
  let s: number;
  if (typeof reset === 'object') s = (reset.atMs - nowMs) / 1000;
  else if (reset >= EPOCH_MS_FROM) s = (reset - nowMs) / 1000;
  else if (reset >= EPOCH_SECONDS_FROM) s = reset - nowMs / 1000;
  else s = reset;
  return Number.isFinite(s) && s >= 0 && s <= DAY_SECONDS ? s : undefined;
}

function settle(raw: RawWindow, nowMs: number, overQuota: boolean): RateWindow | undefined {
  const w: RateWindow = {};
  if (raw.limit !== undefined) w.limit = raw.limit;
  if (raw.used !== undefined) w.used = raw.used;
  if (raw.remaining !== undefined) w.remaining = raw.remaining;
  if (raw.reset !== undefined) {
    const s = resetSeconds(raw.reset, nowMs);
    if (s !== undefined) w.resetSeconds = s;
  }
  if (w.limit !== undefined && ((w.used !== undefined && w.used > w.limit && !overQuota) || (w.remaining !== undefined && w.remaining > w.limit))) {
    delete w.used;
    delete w.remaining;
  }
  // Fill what one subtraction gives.
  if (w.remaining === undefined && w.limit !== undefined && w.used !== undefined) {
    w.remaining = Math.max(0, w.limit - w.used);
  } else if (w.used === undefined && w.limit !== undefined && w.remaining !== undefined) {
    w.used = w.limit - w.remaining;
  }
  return Object.keys(w).length === 0 ? undefined : w;
}

export interface WindowReadOptions {
  /** The account is past its quota (a warning header came): `used` above `limit` is then real. */
  overQuota?: boolean;
}

/**
 * Reads one window value (see the encodings above); `undefined` when nothing usable.
 * `nowMs` is the time of the answer, used to turn a reset instant into seconds.
 */
export function parseRateWindow(value: string | null | undefined, nowMs: number, opts: WindowReadOptions = {}): RateWindow | undefined {
  if (value === null || value === undefined) return undefined;
  try {
    const raw = readRaw(value.trim());
    return raw && settle(raw, nowMs, opts.overQuota === true);
  } catch {
    // A header the readers above did not foresee must never fail the request it came with.
    return undefined;
  }
}

export function parseWarning(value: string | null | undefined): LimitWarning | undefined {
  if (value === null || value === undefined) return undefined;
  const v = value.trim().replace(/^["']|["']$/g, '').toLowerCase();
  return v === '' ? undefined : v;
}

/** The three rate-limit headers of one answer received at `nowMs`; `undefined` when none is present. */
export function parseRateLimitHeaders(headers: HeaderSource, nowMs: number): RateLimitHeaders | undefined {
  const minuteRaw = headers.get('x-ratelimit-minute');
  const dailyRaw = headers.get('x-ratelimit-accountdaily');
  const warningRaw = headers.get('x-ratelimit-accountdaily-warning');
  if (minuteRaw === null && dailyRaw === null && warningRaw === null) return undefined;
  const out: RateLimitHeaders = {};
  const warning = parseWarning(warningRaw);
  if (warning) out.warning = warning;
  const minute = parseRateWindow(minuteRaw, nowMs);
  if (minute) out.minute = minute;
  const daily = parseRateWindow(dailyRaw, nowMs, { overQuota: warning !== undefined });
  if (daily) out.daily = daily;
  return out;
}

/** The shortest wait after a 429 or 503, whatever Retry-After said (contract.md 3: at least 1 s). */
export const MIN_RETRY_AFTER_MS = 1000;
/** The longest: no window of the service is longer than a day. */
export const MAX_RETRY_AFTER_MS = DAY_SECONDS * 1000;

/**
 * Retry-After as milliseconds from `nowMs`: delta-seconds (decimals tolerated) or an
 * HTTP-date read strictly (RFC 9110). `undefined` when missing or unreadable; zero, a
 * negative number or a past date give 0. Use `retryAfterWaitMs` to decide a wait.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const s = value.trim().replace(/^["']|["']$/g, '');
  if (s === '') return undefined;
  if (/^[+-]?\d+(\.\d+)?$/.test(s)) {
    const n = Number(s);
    return n <= 0 ? 0 : Math.round(n * 1000);
  }
  const at = parseHttpDate(s, nowMs);
  return at === undefined ? undefined : Math.max(0, at - nowMs);
}

/**
 * How long to wait before sending again after an answer with this Retry-After: `undefined`
 * only when the header is absent. Zero, negative, past or unreadable values wait
 * MIN_RETRY_AFTER_MS (retrying at once would only earn another refusal); more than a day
 * waits a day.
 */
export function retryAfterWaitMs(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const ms = parseRetryAfter(value, nowMs) ?? MIN_RETRY_AFTER_MS;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(MIN_RETRY_AFTER_MS, ms));
}
