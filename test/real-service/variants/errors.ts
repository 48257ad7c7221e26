// Error answers as a real service (or what stands in front of it) may send them: "field
// names of the error body: not shown". The code and message are read from the common
// shapes; from a text or HTML body only the status is known, and then the status decides
// the kind and every reason says so ("unknown", "other"), never a guess from the message's
// words. Gateways answering for the service: a read is retried, a write is an unknown
// outcome, never repeated.
import assert from 'node:assert/strict';
import * as E from '../../../main/api/errors.ts';
import type { Answer, Behaviour } from '../rewriting-proxy.ts';
import { ENTRY_DESCRIPTION } from '../scenario.ts';
import {
  describeError,
  editError,
  editValue,
  json,
  onErrors,
  scenarioEntries,
  text,
  type Outcomes,
  type SimErrorBody,
  type Variant,
  type VariantRun,
} from '../variant.ts';

const REASON_PHRASE: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
};

/** Every error answer's body replaced, its status and other headers kept. */
const errorBodies = (f: (b: SimErrorBody, a: Answer) => Answer): (() => Behaviour) => () => ({ answer: onErrors(f) });

const withBody = (a: Answer, body: unknown, contentType = 'application/json; charset=utf-8'): Answer => ({
  ...a,
  headers: { ...a.headers, 'content-type': contentType },
  body: { json: body },
});
const withText = (a: Answer, body: string, contentType: string): Answer => ({
  ...a,
  headers: { ...a.headers, 'content-type': contentType },
  body: { text: body },
});

const htmlPage = (status: number) =>
  `<!DOCTYPE html>\n<html><head><title>${status} ${REASON_PHRASE[status] ?? 'Error'}</title></head>` +
  `<body><center><h1>${status} ${REASON_PHRASE[status] ?? 'Error'}</h1></center><hr><center>nginx</center></body></html>\n`;

/** Messages whose words would mislead a client that reads them. */
const TEMPTING: Record<number, string> = {
  401: 'Your token has expired; authentication blocked',
  403: 'This entry is locked',
  409: 'The stopwatch is not active (already active elsewhere?)',
  422: 'Invalid time_end',
  429: 'Daily quota exceeded, minute limit too',
};

/**
 * What the plain run's errors become when the answers carry no code: the status decides.
 * `fieldErrors` survive only when the body still lists them.
 */
function withoutCodes(keepFieldErrors: boolean): (x: Outcomes) => void {
  return (x) => {
    editError(x, 'conflict', (e) => Object.assign(e, { code: null, conflict: 'other' }));
    editError(x, 'validation', (e) => {
      e.code = null;
      if (!keepFieldErrors) e.fieldErrors = {};
    });
    editError(x, 'locked', (e) => Object.assign(e, { kind: 'forbidden', code: null }));
    editError(x, 'rateLimit', (e) => Object.assign(e, { code: null, scope: 'unknown' }));
    editValue(x, 'userAgent', (errors) => {
      for (const e of errors) Object.assign(e, { code: null, reason: 'unknown' });
    });
  };
}

/** The gap in virtual time between the first two requests of a step. */
function gapMs(r: VariantRun, step: string): number {
  const [a, b] = r.log.filter((x) => x.req.step === step);
  assert.ok(a && b, `two requests at ${step}`);
  return b.req.at - a.req.at;
}

export const ERROR_VARIANTS: readonly Variant[] = [
  {
    name: 'error-and-error_code',
    why: 'error bodies as {"error": message, "error_code": code} (field errors under "errors")',
    proxy: errorBodies((b, a) => withBody(a, { error: b.message, error_code: b.code, ...(b.errors ? { errors: b.errors } : {}) })),
    expect: { works: true },
  },
  {
    name: 'error-object',
    why: 'error bodies as {"error": {"message", "code"}} (field errors under "errors")',
    proxy: errorBodies((b, a) => withBody(a, { error: { message: b.message, code: b.code }, ...(b.errors ? { errors: b.errors } : {}) })),
    expect: { works: true },
  },
  {
    name: 'field-errors-as-list',
    why: 'field errors as a list of {"field", "message"}',
    proxy: errorBodies((b, a) =>
      withBody(a, {
        message: b.message,
        code: b.code,
        ...(b.errors ? { errors: Object.entries(b.errors).flatMap(([field, ms]) => ms.map((message) => ({ field, message }))) } : {}),
      }),
    ),
    expect: { works: true },
  },
  {
    name: 'problem-json-content-type',
    why: 'the contract\'s error body labelled application/problem+json',
    proxy: errorBodies((b, a) => withBody(a, b, 'application/problem+json')),
    expect: { works: true },
  },
  {
    name: 'problem-details',
    why: 'RFC 9457 problem details {type, title, status, detail}: no code, so the status decides',
    proxy: errorBodies((b, a) =>
      withBody(a, { type: 'about:blank', title: REASON_PHRASE[a.status] ?? 'Error', status: a.status, detail: b.message }, 'application/problem+json'),
    ),
    expect: { works: true, adjust: withoutCodes(false) },
  },
  {
    name: 'error-text-plain',
    why: 'error bodies in text/plain: only the status is known',
    proxy: errorBodies((b, a) => withText(a, b.message, 'text/plain; charset=utf-8')),
    expect: { works: true, adjust: withoutCodes(false) },
  },
  {
    name: 'error-html',
    why: 'error bodies as an HTML page (a proxy in front of the service): only the status is known',
    proxy: errorBodies((_b, a) => withText(a, htmlPage(a.status), 'text/html')),
    expect: { works: true, adjust: withoutCodes(false) },
  },
  {
    name: 'message-words-without-code',
    why: 'JSON error bodies with code null and messages that name other reasons ("expired", "locked"): reasons come from codes only',
    proxy: errorBodies((b, a) => withBody(a, { message: TEMPTING[a.status] ?? b.message, code: null, ...(b.errors ? { errors: b.errors } : {}) })),
    expect: { works: true, adjust: withoutCodes(true) },
  },
  {
    name: 'gateway-502-on-a-read',
    why: 'a gateway answers the first report page 502 with its HTML page: the read is tried again',
    proxy: () => {
      let done = false;
      return {
        request: (req) => {
          if (req.step !== 'report' || done) return undefined;
          done = true;
          return text(502, htmlPage(502), 'text/html');
        },
      };
    },
    expect: { works: true, extra: { report: 1 } },
  },
  {
    name: 'gateway-503-retry-after-on-a-read',
    why: 'the first projects page answered 503 with Retry-After: 2 (maintenance): the read waits 2 s, then is tried again',
    proxy: () => {
      let done = false;
      return {
        request: (req) => {
          if (req.step !== 'projects' || done) return undefined;
          done = true;
          return json(503, { message: 'Down for maintenance', code: 'maintenance' }, { 'retry-after': '2' });
        },
      };
    },
    expect: {
      works: true,
      extra: { projects: 1 },
      check: (r) => assert.ok(gapMs(r, 'projects') >= 2000, `waited ${gapMs(r, 'projects')} ms`),
    },
  },
  {
    name: 'redirect-on-a-read',
    why: 'the users list answered 301 to another address (a load balancer moving the API): not followed with the token, an http error',
    proxy: () => ({
      request: (req) => (req.step === 'users' ? text(301, '', 'text/plain', { location: 'https://elsewhere.invalid/api/v1/users' }) : undefined),
    }),
    expect: {
      works: false,
      at: 'users',
      requestsAt: 1,
      error: (e) => {
        assert.ok(e instanceof E.HttpError, `expected http, got ${describeError(e)}`);
        assert.equal(e.status, 301);
      },
    },
  },
  {
    name: 'gateway-502-on-a-write',
    why: 'the stop reaches the service, then a gateway answers 502: the outcome is unknown, the stop is not repeated',
    proxy: () => ({ answer: (req, a) => (req.step === 'stop' ? text(502, htmlPage(502), 'text/html') : a) }),
    expect: {
      works: false,
      at: 'stop',
      requestsAt: 1,
      error: (e) => {
        assert.ok(e instanceof E.OutcomeUnknownError, `expected outcome_unknown, got ${describeError(e)}`);
        assert.equal(e.reason, 'gateway');
      },
      check: (r) => {
        const [entry] = scenarioEntries(r.sim, ENTRY_DESCRIPTION);
        assert.ok(entry, 'the entry exists');
        assert.equal(entry.stopwatch_started_at, null, 'the service did stop it');
      },
    },
  },
  {
    name: 'gateway-504-on-a-create',
    why: 'the create reaches the service, then a gateway answers 504: the outcome is unknown, the create is not repeated',
    proxy: () => ({ answer: (req, a) => (req.step === 'create' ? text(504, 'Gateway Timeout', 'text/plain') : a) }),
    expect: {
      works: false,
      at: 'create',
      requestsAt: 1,
      error: (e) => {
        assert.ok(e instanceof E.OutcomeUnknownError, `expected outcome_unknown, got ${describeError(e)}`);
        assert.equal(e.reason, 'gateway');
      },
      check: (r) => assert.equal(scenarioEntries(r.sim, ENTRY_DESCRIPTION).length, 1, 'the service created the entry once'),
    },
  },
];
