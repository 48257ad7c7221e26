// Rate limits and quotas of the specification with the fixed windows and headers of
// contract.md section 3. Windows are aligned to the service clock.
import { DAY_MS } from './format.ts';
import type { Plan } from './model.ts';

export const PER_SECOND = 30;
export const PER_MINUTE = 600;
export const PER_IP_MINUTE = 2000;
export const AUTH_PER_DAY = 60;

export const QUOTAS: Record<Plan, { quota: number; soft: boolean }> = {
  free: { quota: 50, soft: false },
  free_trial: { quota: 50, soft: false },
  legacy: { quota: 50, soft: false },
  plus: { quota: 1000, soft: false },
  business: { quota: 5000, soft: true },
  business_max: { quota: 25000, soft: true },
};

/** Counts per key within a fixed window; a new window starts from zero. */
export class WindowCounter {
  private counts = new Map<string, { window: number; used: number }>();

  constructor(readonly windowMs: number) {}

  used(key: string, now: number): number {
    const c = this.counts.get(key);
    return c && c.window === Math.floor(now / this.windowMs) ? c.used : 0;
  }

  add(key: string, now: number): void {
    const window = Math.floor(now / this.windowMs);
    const c = this.counts.get(key);
    if (c && c.window === window) c.used++;
    else this.counts.set(key, { window, used: 1 });
  }

  /** Whole seconds until this window starts again (at least 1). */
  resetSeconds(now: number): number {
    const end = (Math.floor(now / this.windowMs) + 1) * this.windowMs;
    return Math.max(1, Math.ceil((end - now) / 1000));
  }

  clear(): void {
    this.counts.clear();
  }
}

export interface LimitState {
  minute: { limit: number; used: number; remaining: number; reset: number };
  daily: { limit: number; used: number; remaining: number; reset: number };
  warning?: 'soft_limit_exceeded' | 'hard_limit_blocked';
}

export type LimitVerdict =
  | { ok: true; state: LimitState }
  | { ok: false; code: string; message: string; retryAfter: number; state?: LimitState };

export class Limits {
  readonly ip = new WindowCounter(60_000);
  readonly authDaily = new WindowCounter(DAY_MS);
  readonly tokenSecond = new WindowCounter(1000);
  readonly tokenMinute = new WindowCounter(60_000);
  readonly accountDaily = new WindowCounter(DAY_MS);

  constructor(public enabled = true) {}

  clear(): void {
    for (const c of [this.ip, this.authDaily, this.tokenSecond, this.tokenMinute, this.accountDaily]) c.clear();
  }

  /** The per-IP limit: every request under /api/v1 counts, whatever its answer. */
  checkIp(ip: string, now: number): LimitVerdict | null {
    if (this.enabled && this.ip.used(ip, now) >= PER_IP_MINUTE) {
      return {
        ok: false, code: 'ip_rate_limit_exceeded', retryAfter: this.ip.resetSeconds(now),
        message: `More than ${PER_IP_MINUTE} requests per minute from this IP address`,
      };
    }
    this.ip.add(ip, now);
    return null;
  }

  /** The per-user limit of authentication requests; counted by the caller when not refused. */
  checkAuth(userId: number | string, now: number): LimitVerdict | null {
    if (this.enabled && this.authDaily.used(String(userId), now) >= AUTH_PER_DAY) {
      return {
        ok: false, code: 'auth_limit_exceeded', retryAfter: this.authDaily.resetSeconds(now),
        message: `More than ${AUTH_PER_DAY} authentication requests today for this user`,
      };
    }
    return null;
  }

  /** The windows of a token and its account as they stand, without counting anything. */
  state(token: string, account: string, plan: Plan, now: number): LimitState {
    const { quota, soft } = QUOTAS[plan];
    const mUsed = this.tokenMinute.used(token, now);
    const dUsed = this.accountDaily.used(account, now);
    const state: LimitState = {
      minute: { limit: PER_MINUTE, used: mUsed, remaining: Math.max(0, PER_MINUTE - mUsed), reset: this.tokenMinute.resetSeconds(now) },
      daily: { limit: quota, used: dUsed, remaining: Math.max(0, quota - dUsed), reset: this.accountDaily.resetSeconds(now) },
    };
    if (dUsed > quota && soft) state.warning = 'soft_limit_exceeded';
    return state;
  }

  /** Token second, token minute, account day; on success the request is counted. */
  checkToken(token: string, account: string, plan: Plan, now: number): LimitVerdict {
    const refuse = (code: string, message: string, retryAfter: number): LimitVerdict => ({
      ok: false, code, message, retryAfter, state: this.state(token, account, plan, now),
    });
    if (this.enabled) {
      if (this.tokenSecond.used(token, now) >= PER_SECOND)
        return refuse('second_limit_exceeded', `More than ${PER_SECOND} requests per second for this token`, 1);
      if (this.tokenMinute.used(token, now) >= PER_MINUTE)
        return refuse('minute_limit_exceeded', `More than ${PER_MINUTE} requests per minute for this token`, this.tokenMinute.resetSeconds(now));
      const { quota, soft } = QUOTAS[plan];
      const dUsed = this.accountDaily.used(account, now);
      if (dUsed >= (soft ? quota * 2 : quota)) {
        const v = refuse('account_daily_limit_exceeded', `The account's daily quota of ${quota} requests is used up`, this.accountDaily.resetSeconds(now));
        if (!v.ok && v.state) v.state.warning = 'hard_limit_blocked';
        return v;
      }
    }
    this.tokenSecond.add(token, now);
    this.tokenMinute.add(token, now);
    this.accountDaily.add(account, now);
    return { ok: true, state: this.state(token, account, plan, now) };
  }
}

export function limitHeaders(state: LimitState): Record<string, string> {
  const fmt = (w: LimitState['minute']) => `limit=${w.limit}, used=${w.used}, remaining=${w.remaining}, reset=${w.reset}`;
  const h: Record<string, string> = {
    'x-ratelimit-minute': fmt(state.minute),
    'x-ratelimit-accountdaily': fmt(state.daily),
  };
  if (state.warning) h['x-ratelimit-accountdaily-warning'] = state.warning;
  return h;
}
