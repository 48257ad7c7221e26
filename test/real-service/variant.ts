// What a variant is (a way a real service may answer, and what the client must then do),
// and the small tools the variant tables build their rewrites from.
import assert from 'node:assert/strict';
import * as E from '../../main/api/errors.ts';
import type { SimContext } from '../sim/context.ts';
import type { Answer, Behaviour, Exchange, ProxyRequest } from './rewriting-proxy.ts';
import type { Outcome, ScenarioRun, Step } from './scenario.ts';

export type Counts = Record<Step, number>;
/** What a run gave, step by step. */
export type Outcomes = Partial<Record<Step, Outcome>>;

export interface VariantRun {
  run: ScenarioRun;
  log: Exchange[];
  counts: Counts;
  /** The simulator's state after the run, for checks on what a write did. */
  sim: SimContext;
}

export interface Works {
  works: true;
  /** Turns (a deep copy of) the plain run's outcomes into what this variant must give. */
  adjust?: (expected: Outcomes) => void;
  /** Requests at a step beyond the plain run's (negative: fewer); default 0. */
  extra?: Partial<Record<Step, number>>;
  /** The variant rewrites Retry-After: its check reads retryAfterMs, not the harness. */
  ownRetryAfter?: boolean;
  check?: (r: VariantRun, plain: VariantRun) => void;
}

export interface Fails {
  works: false;
  /** The step that fails; the run ends there. */
  at: Step;
  error: (e: unknown, r: VariantRun) => void;
  /** Requests at the failing step; default: no more than the plain run's. */
  requestsAt?: number;
  check?: (r: VariantRun, plain: VariantRun) => void;
}

export interface Variant {
  name: string;
  /** What a real service does here, and what leaves it open (the specification, an encoder, a proxy). */
  why: string;
  /** A fresh behaviour per run (variants may count what they have seen). */
  proxy: () => Behaviour;
  expect: Works | Fails;
}

// ----- JSON rewriting -----

export const REMOVE = Symbol('remove');
type Visit = (key: string, value: unknown) => unknown;

/** A copy of `v` where every property was replaced by `visit(key, value)` (children first; REMOVE drops it). */
function mapProps(v: unknown, visit: Visit): unknown {
  if (Array.isArray(v)) return v.map((x) => mapProps(x, visit));
  if (v === null || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const next = visit(k, mapProps(x, visit));
    if (next !== REMOVE) out[k] = next;
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A success answer with a JSON body: the body rewritten by `f`. */
export function onSuccessJson(f: (json: unknown, req: ProxyRequest) => unknown): (req: ProxyRequest, a: Answer) => Answer {
  return (req, a) => (a.status < 300 && 'json' in a.body ? { ...a, body: { json: f(a.body.json, req) } } : a);
}

/** Every property of every success answer rewritten by `visit`. */
export function everyProp(visit: Visit): Behaviour {
  return { answer: onSuccessJson((json) => mapProps(json, visit)) };
}

/** The list operations the scenario pages through. */
export function isPage(req: ProxyRequest, a: Answer): a is Answer & { body: { json: Record<string, unknown> } } {
  return (
    req.method === 'GET' &&
    (req.path === '/projects' || req.path === '/reports/detailed') &&
    a.status === 200 &&
    'json' in a.body &&
    isObject(a.body.json) &&
    'has_next_page' in a.body.json
  );
}

/** The page number the simulator was asked for. */
export const pageOf = (req: ProxyRequest) => Number(req.forwarded.get('opt_page') ?? '1');

/** Rewrites the envelope of every page the scenario reads. */
export function onPages(f: (page: Record<string, unknown>, req: ProxyRequest) => Record<string, unknown>): Behaviour['answer'] {
  return (req, a) => (isPage(req, a) ? { ...a, body: { json: f({ ...a.body.json }, req) } } : a);
}

/** The error body the simulator sends (contract.md 2). */
export interface SimErrorBody {
  message: string;
  code: string | null;
  errors?: Record<string, string[]>;
}

/** Every error answer (status >= 400) rewritten by `f`, from the simulator's body. */
export function onErrors(f: (body: SimErrorBody, a: Answer, req: ProxyRequest) => Answer): Behaviour['answer'] {
  return (req, a) => (a.status >= 400 && 'json' in a.body ? f(a.body.json as SimErrorBody, a, req) : a);
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: { json: body },
});

export const text = (status: number, body: string, contentType: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': contentType, ...headers },
  body: { text: body },
});

// ----- matchers for the error a failing variant deserves -----

export function badResponseAt(pointer: string): (e: unknown) => void {
  return (e) => {
    assert.ok(e instanceof E.BadResponseError, `expected bad_response, got ${describeError(e)}`);
    const at = e.problems.map((p) => p.at);
    assert.ok(at.includes(pointer), `expected a problem at ${pointer}, got ${JSON.stringify(e.problems)}`);
  };
}

/**
 * A write answered 2xx that the client cannot use: it was applied, so it gets its own error
 * (never a retry), carrying the status and the raw body as sent, and the pointers of what
 * is missing when it was JSON.
 */
export function unreadableAnswer(step: Step, pointer?: string): (e: unknown, r: VariantRun) => void {
  return (e, r) => {
    assert.ok(e instanceof E.UnreadableAnswerError, `expected unreadable_answer, got ${describeError(e)}`);
    const sent = r.log.filter((x) => x.req.step === step).at(-1)?.sent;
    assert.ok(sent, `an answer at ${step}`);
    assert.equal(e.status, sent.status);
    assert.equal(e.body, rawBody(sent));
    if (pointer !== undefined) {
      const at = e.problems.map((p) => p.at);
      assert.ok(at.includes(pointer), `expected a problem at ${pointer}, got ${JSON.stringify(e.problems)}`);
    }
  };
}

/** The body as the client received it. */
export function rawBody(a: Answer): string {
  return 'json' in a.body ? JSON.stringify(a.body.json) : 'text' in a.body ? a.body.text : '';
}

export function describeError(e: unknown): string {
  if (E.isServiceError(e)) return `${e.kind} (${e.status} ${e.code}): ${e.message}`;
  return String(e);
}

/** The entries the scenario created, as the simulator holds them. */
export function scenarioEntries(sim: SimContext, description: string) {
  return [...sim.store.entries.values()].filter((x) => x.description === description);
}

/** Edits the value of a successful step in an expected outcome (for `adjust`). */
export function editValue(expected: Outcomes, step: Step, f: (value: any) => void): void {
  const o = expected[step];
  assert.ok(o?.ok, `the plain run's ${step} succeeded`);
  f(o.value);
}

/** Edits the error of a failing step in an expected outcome (for `adjust`). */
export function editError(expected: Outcomes, step: Step, f: (error: Record<string, unknown>) => void): void {
  const o = expected[step];
  assert.ok(o && !o.ok, `the plain run's ${step} failed`);
  f(o.error as unknown as Record<string, unknown>);
}
