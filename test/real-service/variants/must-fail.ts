// Answers the client must refuse: a field the app needs is missing or unusable (an entry
// without id, a stopwatch flag that is neither boolean nor 0/1, a date or duration that does
// not parse), or a 2xx body that is not JSON at all. A read fails with `bad_response`
// naming the JSON pointer. A write was applied all the same: it fails with its own error
// (`unreadable_answer`, carrying the status and the raw body), is never repeated, and the
// simulator holds its effect exactly once.
import assert from 'node:assert/strict';
import * as E from '../../../main/api/errors.ts';
import type { Behaviour } from '../rewriting-proxy.ts';
import { ENTRY_DESCRIPTION, type Step } from '../scenario.ts';
import {
  badResponseAt,
  describeError,
  isPage,
  pageOf,
  scenarioEntries,
  text,
  unreadableAnswer,
  type Variant,
  type VariantRun,
} from '../variant.ts';

type Json = Record<string, unknown>;

/** The JSON answer of `step` rewritten by `f` (a record, or a page of the scenario's lists). */
function atStep(step: Step, f: (body: Json) => Json): () => Behaviour {
  return () => ({
    answer: (req, a) => (req.step === step && a.status < 300 && 'json' in a.body ? { ...a, body: { json: f({ ...(a.body.json as Json) }) } } : a),
  });
}

/** Row `index` of page `page` rewritten by `f`. */
function reportRow(page: number, index: number, f: (row: Json) => Json): () => Behaviour {
  return () => ({
    answer: (req, a) => {
      if (req.step !== 'report' || !isPage(req, a) || pageOf(req) !== page) return a;
      const data = [...(a.body.json.data as Json[])];
      data[index] = f({ ...data[index]! });
      return { ...a, body: { json: { ...a.body.json, data } } };
    },
  });
}

const writeAppliedOnce = (r: VariantRun) =>
  assert.equal(scenarioEntries(r.sim, ENTRY_DESCRIPTION).length, 1, 'the service created the entry, once');

const stopwatchRuns = (r: VariantRun) => {
  const [entry] = scenarioEntries(r.sim, ENTRY_DESCRIPTION);
  assert.notEqual(entry?.stopwatch_started_at ?? null, null, 'the service started the stopwatch');
};

/** A create answered 201 with `body` (not readable JSON). */
function createAnswered(name: string, why: string, body: string, contentType: string): Variant {
  return {
    name,
    why,
    proxy: () => ({
      answer: (req, a) => (req.step === 'create' ? { ...a, headers: { ...a.headers, 'content-type': contentType }, body: { text: body } } : a),
    }),
    expect: { works: false, at: 'create', requestsAt: 1, error: unreadableAnswer('create'), check: writeAppliedOnce },
  };
}

export const MUST_FAIL_VARIANTS: readonly Variant[] = [
  {
    name: 'created-entry-without-id',
    why: 'the create\'s answer has no id',
    proxy: atStep('create', ({ id: _, ...rest }) => rest),
    expect: { works: false, at: 'create', requestsAt: 1, error: unreadableAnswer('create', '/id'), check: writeAppliedOnce },
  },
  {
    name: 'created-entry-id-not-a-number',
    why: 'the create\'s answer has id "abc"',
    proxy: atStep('create', (e) => ({ ...e, id: 'abc' })),
    expect: { works: false, at: 'create', requestsAt: 1, error: unreadableAnswer('create', '/id'), check: writeAppliedOnce },
  },
  {
    name: 'stopwatch-flag-maybe',
    why: 'the start\'s answer has stopwatch_active "maybe"',
    proxy: atStep('start', (e) => ({ ...e, stopwatch_active: 'maybe' })),
    expect: { works: false, at: 'start', requestsAt: 1, error: unreadableAnswer('start', '/stopwatch_active'), check: stopwatchRuns },
  },
  {
    name: 'stopwatch-flag-2',
    why: 'the start\'s answer has stopwatch_active 2 (neither boolean nor 0/1)',
    proxy: atStep('start', (e) => ({ ...e, stopwatch_active: 2 })),
    expect: { works: false, at: 'start', requestsAt: 1, error: unreadableAnswer('start', '/stopwatch_active'), check: stopwatchRuns },
  },
  {
    name: 'stopwatch-start-date-unparseable',
    why: 'the start\'s answer has stopwatch_date_start "2026-13-45 25:61:00"',
    proxy: atStep('start', (e) => ({ ...e, stopwatch_date_start: '2026-13-45 25:61:00' })),
    expect: { works: false, at: 'start', requestsAt: 1, error: unreadableAnswer('start', '/stopwatch_date_start'), check: stopwatchRuns },
  },
  {
    name: 'duration-unparseable',
    why: 'the stop\'s answer has time_total "ten minutes"',
    proxy: atStep('stop', (e) => ({ ...e, time_total: 'ten minutes' })),
    expect: { works: false, at: 'stop', requestsAt: 1, error: unreadableAnswer('stop', '/time_total') },
  },
  createAnswered('create-answer-html', 'the create answered 201 with an HTML page', '<html><body><p>Created.</p></body></html>', 'text/html'),
  createAnswered('create-answer-truncated-json', 'the create answered 201 with JSON cut short', '{"id": 31, "project_id": 1, "user_', 'application/json'),
  createAnswered('create-answer-empty', 'the create answered 201 with an empty body', '', 'application/json'),
  {
    name: 'report-row-without-id',
    why: 'the fourth row of the report\'s second page has no id',
    proxy: reportRow(2, 3, ({ id: _, ...rest }) => rest),
    expect: { works: false, at: 'report', requestsAt: 2, error: badResponseAt('/data/3/id') },
  },
  {
    name: 'report-row-date-unparseable',
    why: 'the first report row has date_execution "yesterday"',
    proxy: reportRow(1, 0, (row) => ({ ...row, date_execution: 'yesterday' })),
    expect: { works: false, at: 'report', requestsAt: 1, error: badResponseAt('/data/0/date_execution') },
  },
  {
    name: 'report-row-stopwatch-flag-maybe',
    why: 'the second report row has stopwatch_active "maybe"',
    proxy: reportRow(1, 1, (row) => ({ ...row, stopwatch_active: 'maybe' })),
    expect: { works: false, at: 'report', requestsAt: 1, error: badResponseAt('/data/1/stopwatch_active') },
  },
  {
    name: 'users-data-null',
    why: 'the users list answered {"data": null}',
    proxy: atStep('users', (b) => ({ ...b, data: null })),
    expect: { works: false, at: 'users', requestsAt: 1, error: badResponseAt('/data') },
  },
  {
    name: 'sign-in-without-token',
    why: 'the /auth answer has no token',
    proxy: atStep('auth', ({ token: _, ...rest }) => rest),
    expect: { works: false, at: 'auth', requestsAt: 1, error: badResponseAt('/token') },
  },
  {
    name: 'projects-page-html',
    why: 'the second projects page answered 200 with an HTML page (a captive portal)',
    proxy: () => ({
      answer: (req, a) =>
        req.step === 'projects' && pageOf(req) === 2 ? text(200, '<html><body>Please sign in to the Wi-Fi</body></html>', 'text/html') : a,
    }),
    expect: {
      works: false,
      at: 'projects',
      requestsAt: 2,
      error: (e) => {
        assert.ok(e instanceof E.BadResponseError, `expected bad_response, got ${describeError(e)}`);
        assert.equal(e.status, 200);
      },
    },
  },
];
