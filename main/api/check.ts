// The shape of a response check: a predicate with Ajv-style `errors`. Compiled Ajv
// validators satisfy it; tests may pass hand-written ones. `T` is what the check proves.

import type { SchemaProblem } from './errors.ts';

export interface CheckError {
  instancePath: string;
  message?: string;
}

export interface ResponseCheck<T> {
  (data: unknown): boolean;
  errors?: readonly CheckError[] | null;
  /** Phantom: never set, carries the type the check proves. */
  readonly __proves?: T;
}

/** A check that accepts anything (for tests and for answers without a schema). */
export function anyJson<T = unknown>(): ResponseCheck<T> {
  return () => true;
}

export function problemsOf(check: ResponseCheck<unknown>): SchemaProblem[] {
  const errs = check.errors ?? [];
  const out: SchemaProblem[] = [];
  for (const e of errs.slice(0, 20)) out.push({ at: e.instancePath || '/', message: e.message ?? 'invalid' });
  if (out.length === 0) out.push({ at: '/', message: 'does not match the schema' });
  return out;
}
