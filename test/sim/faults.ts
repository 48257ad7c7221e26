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
}

export const NO_FAULTS: Faults = {
  latency_ms: 0, error_rate: 0, error_status: 500, drop_rate: 0, drop_phase: 'before', methods: null, path_prefix: null,
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
  };
  f.done();
  return faults;
}

export function faultApplies(faults: Faults, method: string, apiPath: string): boolean {
  if (faults.methods && !faults.methods.includes(method.toUpperCase())) return false;
  if (faults.path_prefix && !apiPath.startsWith(faults.path_prefix)) return false;
  return true;
}
