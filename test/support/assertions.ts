// Shared assertions: the error bodies of contract.md section 2 (the simulator's tests) and
// the client's typed failures (`fails`).
import assert from 'node:assert/strict';
import * as E from '../../main/api/errors.ts';

interface Answer {
  status: number;
  body: any;
  headers?: Headers;
}

/** An error answer: the status, the code, a non-empty message, and nothing but the fixed keys. */
export function assertError(r: Answer, status: number, code: string): void {
  assert.equal(r.status, status, `expected ${status} ${code}, got ${r.status} ${JSON.stringify(r.body)}`);
  assert.ok(r.body && typeof r.body === 'object', 'JSON error body');
  assert.deepEqual(Object.keys(r.body).sort(), status === 422 ? ['code', 'errors', 'message'] : ['code', 'message']);
  assert.equal(r.body.code, code);
  assert.equal(typeof r.body.message, 'string');
  assert.ok(r.body.message.length > 0);
  if (r.headers) assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
}

/** A 422 `validation_failed` naming at least these fields (and, if given, a message matching). */
export function assert422(r: Answer, ...fields: string[]): void {
  assertError(r, 422, 'validation_failed');
  for (const f of fields) {
    const messages = r.body.errors?.[f];
    assert.ok(Array.isArray(messages) && messages.length > 0, `expected an error on ${f}: ${JSON.stringify(r.body)}`);
    for (const m of messages) assert.equal(typeof m, 'string');
  }
}

/** A 422 naming `field`, with a message that matches when one is given. */
export function assertFieldError(r: Answer, field: string, message?: RegExp): void {
  assert422(r, field);
  if (message) assert.match(r.body.errors[field].join(' '), message);
}

/** Awaits a call that must fail with a typed error of `kind`, and returns that error. */
export async function fails<K extends E.ServiceErrorKind>(p: Promise<unknown>, kind: K): Promise<Extract<E.AnyServiceError, { kind: K }>> {
  try {
    await p;
  } catch (e) {
    assert.ok(E.isServiceError(e), `not a ServiceError: ${String(e)}`);
    assert.equal(e.kind, kind, `got ${e.kind} (${e.status} ${e.code}): ${e.message}`);
    return e as Extract<E.AnyServiceError, { kind: K }>;
  }
  assert.fail(`expected a ${kind} error`);
}

/**
 * Waits until `condition` holds, turning the event loop (no timer: nothing here depends on
 * how fast the machine is); fails after many turns, which only guards against a hang.
 */
export async function until(condition: () => boolean, what: string, maxTurns = 200_000): Promise<void> {
  for (let i = 0; i < maxTurns; i++) {
    if (condition()) return;
    await new Promise((r) => setImmediate(r));
  }
  assert.fail(`never happened: ${what}`);
}
