// Fault injection for /api/v1 requests (contract.md section 6, plus the filters and the
// "after" drop documented in docs/service-decisions.md).
import { Fields } from './fields.ts';

export interface Faults {
  latency_ms: number;
  error_rate: number;
  error_status: number;
  drop_rate: number;
  drop_phase: 'before' | 'after';
  methods: string[] | null;
  path_prefix: string | null;
  /** Seeds the draws of drop_rate and error_rate, so a run's faults repeat exactly; null: Math.random. */
  seed: number | null;
  /** The Retry-After (whole seconds) of an injected 429: every 429 carries one (contract.md 2). */
  retry_after_s: number;
}

export const NO_FAULTS: Faults = {
  latency_ms: 0, error_rate: 0, error_status: 500, drop_rate: 0, drop_phase: 'before', methods: null, path_prefix: null, seed: null, retry_after_s: 1,
};

/** Validates a /_sim/faults body; `{}` clears every fault. */
export function parseFaults(body: unknown): Faults {
  const src = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const asText: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src)) asText[k] = Array.isArray(v) ? v.join(',') : v === null ? '' : String(v);
  const f = new Fields(asText);
  const rate = (name: string) => {
    const n = f.number(name, { min: 0 });
    if (n !== undefined && n > 1) f.fail(name, 'must be between 0 and 1');
    return n;
  };
  const faults: Faults = {
    latency_ms: f.int('latency_ms', { min: 0, max: 120_000 }) ?? 0,
    error_rate: rate('error_rate') ?? 0,
    error_status: f.int('error_status', { min: 400, max: 599 }) ?? 500,
    drop_rate: rate('drop_rate') ?? 0,
    drop_phase: f.oneOf('drop_phase', ['before', 'after'] as const) ?? 'before',
    methods: f.has('methods') ? String(asText.methods).split(',').map((m) => m.trim().toUpperCase()).filter(Boolean) : null,
    path_prefix: f.str('path_prefix') ?? null,
    seed: f.int('seed', { min: 0, max: 2 ** 32 - 1 }) ?? null,
    retry_after_s: f.int('retry_after_s', { min: 1, max: 3600 }) ?? 1,
  };
  f.done();
  return faults;
}

export function faultApplies(faults: Faults, method: string, apiPath: string): boolean {
  if (faults.methods && !faults.methods.includes(method.toUpperCase())) return false;
  if (faults.path_prefix && !apiPath.startsWith(faults.path_prefix)) return false;
  return true;
}

/** Each seeded configuration's own sequence of draws, from its seed on. */
const seeded = new WeakMap<Faults, () => number>();

/**
 * The next draw in [0, 1) for deciding whether a request is faulted: Math.random, or with a
 * seed, mulberry32 from that seed (each /_sim/faults call with a seed starts the sequence again).
 */
export function drawFault(faults: Faults): number {
  if (faults.seed === null) return Math.random();
  let next = seeded.get(faults);
  if (!next) seeded.set(faults, (next = seededRandom(faults.seed)));
  return next();
}

/** mulberry32: a small seeded generator of uniform draws in [0, 1) (not for secrets). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
