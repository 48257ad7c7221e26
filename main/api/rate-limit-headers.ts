// Lenient reading of the service's rate-limit headers (contract.md section 3):
//
//   X-RateLimit-Minute: limit=600, used=13, remaining=587, reset=42
//   X-RateLimit-AccountDaily: limit=50, used=7, remaining=43, reset=51234
//   X-RateLimit-AccountDaily-Warning: soft_limit_exceeded | hard_limit_blocked
//   Retry-After: <seconds> (or an HTTP date)
//
// Nothing here throws: a missing, empty or garbled header yields `undefined` (or a window
// with only the values that could be read). Accepted variations: keys in any case, `=` or
// `:` between key and value, `,` `;` `&` or whitespace between pairs, unknown keys ignored,
// decimals, quoted values, JSON-ish braces, and four bare numbers in the order limit, used, remaining, reset.

export interface RateWindow {
  limit?: number;
  used?: number;
  remaining?: number;
  /** Seconds until the window starts again, as the header said (relative to the answer). */
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

type WindowKey = keyof RateWindow;

const KEY_ALIASES: Record<string, WindowKey> = {
  limit: 'limit',
  max: 'limit',
  quota: 'limit',
  used: 'used',
  count: 'used',
  consumed: 'used',
  remaining: 'remaining',
  left: 'remaining',
  reset: 'resetSeconds',
  resets: 'resetSeconds',
  reset_in: 'resetSeconds',
  reset_after: 'resetSeconds',
};

const POSITIONAL: readonly WindowKey[] = ['limit', 'used', 'remaining', 'resetSeconds'];

function num(raw: string): number | undefined {
  const s = raw.trim().replace(/^["']|["']$/g, '').replace(/s$/i, '');
  if (s === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Reads one `limit=…, used=…, remaining=…, reset=…` value; `undefined` when nothing usable. */
export function parseRateWindow(value: string | null | undefined): RateWindow | undefined {
  if (value === null || value === undefined) return undefined;
  // Brackets and quotes carry no meaning here (`{"limit": 600}` reads like `limit: 600`).
  const text = value.replace(/[{}()[\]"']/g, ' ').trim();
  if (text === '') return undefined;
  const parts = text.split(/[,;&\s]+/).filter((p) => p !== '');
  const w: RateWindow = {};
  let found = false;
  const bare: number[] = [];
  let keyed = false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const m = /^([A-Za-z_-]+)\s*[=:]\s*(.*)$/.exec(part);
    let key: string | undefined;
    let raw: string | undefined;
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
      const n = num(part);
      if (n !== undefined) bare.push(n);
      continue;
    }
    keyed = true;
    const k = KEY_ALIASES[key.toLowerCase().replace(/-/g, '_')];
    if (!k) continue;
    const n = num(raw);
    if (n === undefined) continue;
    w[k] = n;
    found = true;
  }
  if (!keyed && bare.length > 0) {
    for (let i = 0; i < POSITIONAL.length && i < bare.length; i++) w[POSITIONAL[i]!] = bare[i]!;
    found = true;
  }
  if (!found) return undefined;
  // Fill what one subtraction gives.
  if (w.remaining === undefined && w.limit !== undefined && w.used !== undefined) {
    w.remaining = Math.max(0, w.limit - w.used);
  } else if (w.used === undefined && w.limit !== undefined && w.remaining !== undefined) {
    w.used = Math.max(0, w.limit - w.remaining);
  }
  return w;
}

export function parseWarning(value: string | null | undefined): LimitWarning | undefined {
  if (value === null || value === undefined) return undefined;
  const v = value.trim().replace(/^["']|["']$/g, '').toLowerCase();
  return v === '' ? undefined : v;
}

/** The three rate-limit headers of one answer. Returns `undefined` when none is present. */
export function parseRateLimitHeaders(headers: HeaderSource): RateLimitHeaders | undefined {
  const minuteRaw = headers.get('x-ratelimit-minute');
  const dailyRaw = headers.get('x-ratelimit-accountdaily');
  const warningRaw = headers.get('x-ratelimit-accountdaily-warning');
  if (minuteRaw === null && dailyRaw === null && warningRaw === null) return undefined;
  const out: RateLimitHeaders = {};
  const minute = parseRateWindow(minuteRaw);
  if (minute) out.minute = minute;
  const daily = parseRateWindow(dailyRaw);
  if (daily) out.daily = daily;
  const warning = parseWarning(warningRaw);
  if (warning) out.warning = warning;
  return out;
}

/**
 * Retry-After as milliseconds from `nowMs`: delta-seconds (decimals tolerated) or an HTTP
 * date. `undefined` when missing or unreadable; a past date gives 0.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const s = value.trim().replace(/^["']|["']$/g, '');
  if (s === '') return undefined;
  if (/^[+-]?\d+(\.\d+)?$/.test(s)) {
    const n = Number(s);
    return n < 0 ? 0 : Math.round(n * 1000);
  }
  if (!/[a-z]/i.test(s)) return undefined;
  const at = Date.parse(s);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
