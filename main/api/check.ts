// The shape of a response check: a predicate with Ajv-style `errors`. Compiled Ajv
// validators satisfy it; tests may pass hand-written ones. `T` is what the check proves.
// A check may fix the answer in place (the client profile coerces `"31"` to 31).

import type { SchemaProblem } from './errors.ts';

export interface CheckError {
  instancePath: string;
  message?: string;
  /** The schema keyword that failed (Ajv's `keyword`), when known. */
  keyword?: string;
  params?: Record<string, unknown>;
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

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The problems of the last failed check, each at the JSON pointer of the field concerned. */
export function problemsOf(check: ResponseCheck<unknown>): SchemaProblem[] {
  const errs = check.errors ?? [];
  const out: SchemaProblem[] = [];
  for (const e of errs.slice(0, 20)) {
    const missing = e.keyword === 'required' ? e.params?.missingProperty : undefined;
    // A missing field is reported at the field itself, not at the object that lacks it.
    if (typeof missing === 'string') out.push({ at: `${e.instancePath}/${esc(missing)}`, message: 'is missing' });
    else out.push({ at: e.instancePath || '/', message: e.message ?? 'invalid' });
  }
  if (out.length === 0) out.push({ at: '/', message: 'does not match the schema' });
  return out;
}
