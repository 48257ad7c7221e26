// Rate-limit headers and Retry-After as a real service may send them: "the encoding of the
// limit, used, remaining and reset values inside the headers: not shown". A window's
// values are read or ignored, never misread (what the app shows is true or absent); a
// reset more than a day away and `used` above `limit` are dropped. A Retry-After of 0,
// negative, unreadable or missing waits at least a second before the read is tried again;
// an HTTP date is read exactly. The scenario itself runs as with the plain simulator.
import assert from 'node:assert/strict';
import * as E from '../../../main/api/errors.ts';
import type { WindowState } from '../../../main/api/limit-state.ts';
import type { Answer, Behaviour, ProxyRequest } from '../rewriting-proxy.ts';
import { ENTRY_DESCRIPTION } from '../scenario.ts';
import { json, scenarioEntries, type Variant, type VariantRun } from '../variant.ts';

interface SimWindow {
  limit: number;
  used: number;
  remaining: number;
  /** Seconds until the window starts again. */
  reset: number;
}

const HEADERS = { minute: 'x-ratelimit-minute', daily: 'x-ratelimit-accountdaily' } as const;
type WindowName = keyof typeof HEADERS;

/** The simulator's fixed encoding (contract.md 3). */
function parseSim(h: string | undefined): SimWindow | undefined {
  const m = /^limit=(\d+), used=(\d+), remaining=(\d+), reset=(\d+)$/.exec(h ?? '');
  return m ? { limit: Number(m[1]), used: Number(m[2]), remaining: Number(m[3]), reset: Number(m[4]) } : undefined;
}

/** Both window headers of every answer re-encoded by `f`. */
function windows(f: (w: SimWindow, req: ProxyRequest, name: WindowName) => string): () => Behaviour {
  return () => ({
    answer: (req, a) => {
      const headers = { ...a.headers };
      for (const name of ['minute', 'daily'] as const) {
        const w = parseSim(headers[HEADERS[name]]);
        if (w) headers[HEADERS[name]] = f(w, req, name);
      }
      return { ...a, headers };
    },
  });
}

/** The true windows behind the last answer the projects step got, and when it came. */
function truth(r: VariantRun): { at: number; windows: Record<WindowName, SimWindow> } {
  const last = r.log.filter((x) => x.req.step === 'projects').at(-1);
  assert.ok(last?.original, 'the projects step was answered by the simulator');
  const minute = parseSim(last.original.headers[HEADERS.minute]);
  const daily = parseSim(last.original.headers[HEADERS.daily]);
  assert.ok(minute && daily, 'the simulator sent both windows');
  return { at: last.req.at, windows: { minute, daily } };
}

function shown(r: VariantRun): Record<WindowName, WindowState | undefined> {
  const s = r.run.limitsAfterProjects;
  assert.ok(s, 'the limits were read after the projects');
  return { minute: s.snapshot.minute, daily: s.snapshot.daily };
}

/**
 * Whatever the app is shown is true: each value absent or the service's own (a reset in
 * whole seconds is within a second of the true instant).
 */
function neverMisread(r: VariantRun): void {
  const t = truth(r);
  const s = shown(r);
  for (const name of ['minute', 'daily'] as const) {
    const w = s[name];
    const real = t.windows[name];
    if (!w) continue;
    for (const k of ['limit', 'used', 'remaining'] as const) {
      if (w[k] !== undefined) assert.equal(w[k], real[k], `${name}.${k}`);
    }
    if (w.resetAt !== undefined) {
      const at = t.at + real.reset * 1000;
      assert.ok(Math.abs(w.resetAt - at) < 1000, `${name}.resetAt ${new Date(w.resetAt).toISOString()}, true ${new Date(at).toISOString()}`);
    }
  }
}

/** The instant the window resets, in whole seconds (rounded up, as the simulator counts). */
const resetInstant = (w: SimWindow, req: ProxyRequest) => Math.ceil((req.at + w.reset * 1000) / 1000);

/** A Retry-After on every 429, made from the simulator's (in seconds) and the request. */
function retryAfter(f: (seconds: number, req: ProxyRequest) => string | undefined): () => Behaviour {
  return () => ({
    answer: (req, a): Answer => {
      if (a.status !== 429) return a;
      const headers = { ...a.headers };
      const v = f(Number(headers['retry-after']), req);
      if (v === undefined) delete headers['retry-after'];
      else headers['retry-after'] = v;
      return { ...a, headers };
    },
  });
}

/** The read refused with 429 waits at least a second before each new attempt. */
function waitsAtLeastASecond(r: VariantRun): void {
  const at = r.log.filter((x) => x.req.step === 'rateLimit').map((x) => x.req.at);
  for (let i = 1; i < at.length; i++) assert.ok(at[i]! - at[i - 1]! >= 1000, `attempt ${i + 1} came ${at[i]! - at[i - 1]!} ms after the 429`);
  const e = r.run.thrown.rateLimit;
  assert.ok(e instanceof E.RateLimitedError);
  assert.ok(e.retryAfterMs >= 1000, `retryAfterMs ${e.retryAfterMs}`);
}

/** A Retry-After that says nothing usable: the read waits the minimum, then is tried again (3 attempts in all). */
const minimumWait = (name: string, why: string, value: string | undefined): Variant => ({
  name,
  why,
  proxy: retryAfter(() => value),
  expect: { works: true, ownRetryAfter: true, extra: { rateLimit: 2 }, check: waitsAtLeastASecond },
});

export const LIMIT_VARIANTS: readonly Variant[] = [
  {
    name: 'limits-compact-json',
    why: 'windows as compact JSON {"limit":600,"used":13,"remaining":587,"reset":42}: unambiguous, so read in full',
    proxy: windows((w) => JSON.stringify(w)),
    expect: {
      works: true,
      check: (r) => {
        const t = truth(r);
        const s = shown(r);
        for (const name of ['minute', 'daily'] as const) {
          const real = t.windows[name];
          assert.deepEqual(s[name], { limit: real.limit, used: real.used, remaining: real.remaining, resetAt: t.at + real.reset * 1000 }, name);
        }
      },
    },
  },
  {
    name: 'limits-policy-style',
    why: 'windows as "600;w=60" (a limit and its window, IETF RateLimit-Policy style)',
    proxy: windows((w, _req, name) => `${w.limit};w=${name === 'minute' ? 60 : 86400}`),
    expect: { works: true, check: neverMisread },
  },
  {
    name: 'limits-remaining-slash-limit',
    why: 'windows as "587/600" (remaining/limit)',
    proxy: windows((w) => `${w.remaining}/${w.limit}`),
    expect: { works: true, check: neverMisread },
  },
  {
    name: 'limits-reset-epoch',
    why: 'reset as an epoch in seconds (reset=1773144060)',
    proxy: windows((w, req) => `limit=${w.limit}, used=${w.used}, remaining=${w.remaining}, reset=${resetInstant(w, req)}`),
    expect: { works: true, check: neverMisread },
  },
  {
    name: 'limits-reset-iso-date',
    why: 'reset as an ISO date (reset=2026-03-10T12:01:00Z)',
    proxy: windows(
      (w, req) =>
        `limit=${w.limit}, used=${w.used}, remaining=${w.remaining}, reset=${new Date(resetInstant(w, req) * 1000).toISOString().replace('.000Z', 'Z')}`,
    ),
    expect: { works: true, check: neverMisread },
  },
  {
    name: 'limits-reset-beyond-a-day',
    why: 'a reset more than a day away (reset=90000): dropped',
    proxy: windows((w) => `limit=${w.limit}, used=${w.used}, remaining=${w.remaining}, reset=90000`),
    expect: {
      works: true,
      check: (r) => {
        neverMisread(r);
        const s = shown(r);
        assert.equal(s.minute?.resetAt, undefined, 'minute reset shown');
        assert.equal(s.daily?.resetAt, undefined, 'daily reset shown');
      },
    },
  },
  {
    name: 'limits-used-above-limit',
    why: 'used above limit (used=limit+7, remaining=0): dropped',
    proxy: windows((w) => `limit=${w.limit}, used=${w.limit + 7}, remaining=0, reset=${w.reset}`),
    expect: {
      works: true,
      check: (r) => {
        const s = shown(r);
        assert.equal(s.minute?.used, undefined, 'minute used shown');
        assert.equal(s.daily?.used, undefined, 'daily used shown');
      },
    },
  },
  minimumWait('retry-after-0', 'Retry-After: 0 on the 429', '0'),
  minimumWait('retry-after-negative', 'Retry-After: -1 on the 429', '-1'),
  minimumWait('retry-after-half-second', 'Retry-After: 0.5 on the 429 (below the minimum wait)', '0.5'),
  minimumWait('retry-after-garbage', 'Retry-After: soon on the 429', 'soon'),
  minimumWait('retry-after-missing', 'no Retry-After on the 429', undefined),
  {
    name: 'retry-after-iso-date',
    why: 'Retry-After as an ISO date 30 s ahead: not an HTTP date, and HTTP dates are read strictly, so it waits the minimum',
    proxy: retryAfter((_seconds, req) => new Date(req.at + 30_000).toISOString()),
    expect: {
      works: true,
      ownRetryAfter: true,
      extra: { rateLimit: 2 },
      check: (r) => {
        waitsAtLeastASecond(r);
        const e = r.run.thrown.rateLimit as E.RateLimitedError;
        const sent = r.log.filter((x) => x.req.step === 'rateLimit').at(-1)!.sent.headers['retry-after']!;
        assert.notEqual(e.retryAt, Date.parse(sent), `the ISO date ${sent} was read as a date`);
      },
    },
  },
  {
    name: 'burst-429-on-a-create',
    why: 'the create refused once with 429 second_limit_exceeded, Retry-After: 1 (a burst elsewhere on the token): tried once more a second later, created once',
    proxy: () => {
      let refused = false;
      return {
        request: (req) => {
          if (req.step !== 'create' || refused) return undefined;
          refused = true;
          return json(429, { message: 'More than 30 requests per second for this token', code: 'second_limit_exceeded' }, { 'retry-after': '1' });
        },
      };
    },
    expect: {
      works: true,
      extra: { create: 1 },
      check: (r) => {
        const [first, second] = r.log.filter((x) => x.req.step === 'create').map((x) => x.req.at);
        assert.ok(second! - first! >= 1000, `tried again ${second! - first!} ms later`);
        assert.equal(scenarioEntries(r.sim, ENTRY_DESCRIPTION).length, 1, 'created once');
      },
    },
  },
  {
    name: 'retry-after-http-date',
    why: 'Retry-After as an HTTP date (the next midnight): read exactly',
    proxy: retryAfter((seconds, req) => new Date(req.at + seconds * 1000).toUTCString()),
    expect: {
      works: true,
      ownRetryAfter: true,
      check: (r) => {
        const e = r.run.thrown.rateLimit;
        assert.ok(e instanceof E.RateLimitedError);
        const sent = r.log.filter((x) => x.req.step === 'rateLimit').at(-1)!.sent.headers['retry-after']!;
        assert.equal(e.retryAt, Date.parse(sent), `retryAt ${new Date(e.retryAt).toISOString()} for ${sent}`);
      },
    },
  },
];
