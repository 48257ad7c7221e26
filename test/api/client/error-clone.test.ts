// Errors cross Electron IPC by structured cloning, which keeps an Error's message but drops
// its class and fields. Each error's `toJSON()` is plain data with its kind and fields; the
// guard recognises that data after cloning, and nothing secret or live goes with it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { fails } from '../../support/assertions.ts';
import { Transport } from '../../../main/api/transport.ts';
import { Pacer } from '../../../main/api/pacer.ts';
import { anyJson } from '../../../main/api/check.ts';
import * as E from '../../../main/api/errors.ts';
import { SERVICE_ERROR_KINDS, isServiceErrorData, serviceErrorData } from '../../../main/api/error-data.ts';
import { scriptedFetch } from './fake-fetch.ts';

const ctx = { method: 'POST' as const, path: '/time-entries/41/start', status: 409, code: 'x', attempts: 2, cause: new Error('socket hang up') };

/** One of each kind, with the fields its plain data must carry. */
const samples: [E.AnyServiceError, Record<string, unknown>][] = [
  [new E.ValidationError('Invalid', { name: ['is required'] }, ctx), { fieldErrors: { name: ['is required'] } }],
  [new E.NotFoundError('Not found', ctx), {}],
  [new E.ConflictError('Running', { ...ctx, code: 'stopwatch_already_active' }), { conflict: 'stopwatch_already_active' }],
  [new E.ForbiddenError('No', ctx), {}],
  [new E.EntryLockedError('Locked', ctx), {}],
  [new E.UnauthenticatedError('Refused', 'unknown', true, ctx), { reason: 'unknown', tokenGone: true }],
  [new E.RateLimitedError('Slow', 'minute', 7000, 1_700_000_007_000, false, ctx), { scope: 'minute', retryAfterMs: 7000, retryAt: 1_700_000_007_000, local: false }],
  [new E.NetworkError('refused', ctx), {}],
  [new E.TimeoutError('late', 15_000, ctx), { timeoutMs: 15_000 }],
  [new E.AbortedError('cancelled', ctx), {}],
  [new E.OutcomeUnknownError('lost', 'gateway', ctx), { reason: 'gateway' }],
  [new E.BadResponseError('bad', [{ at: '/id', message: 'is missing' }], ctx), { problems: [{ at: '/id', message: 'is missing' }] }],
  [new E.UnreadableAnswerError('unreadable', [{ at: '/', message: 'not JSON' }], '<html>', { ...ctx, status: 201 }), { problems: [{ at: '/', message: 'not JSON' }], body: '<html>', bodyTruncated: false }],
  [new E.PageLimitError('cap', 50, ctx), { pagesRead: 50 }],
  [new E.ServerError('boom', ctx), {}],
  [new E.HttpError('teapot', ctx), {}],
];

describe('errors as plain data', () => {
  test('the samples cover every kind', () => {
    assert.deepEqual(samples.map(([e]) => e.kind).sort(), [...SERVICE_ERROR_KINDS].sort());
  });

  for (const [e, fields] of samples) {
    test(`${e.kind}: toJSON survives structuredClone and the guard recognises it`, () => {
      const data = structuredClone(e.toJSON());
      assert.equal(isServiceErrorData(data), true);
      assert.deepEqual(data, {
        kind: e.kind,
        name: e.constructor.name,
        message: e.message,
        method: 'POST',
        path: '/time-entries/41/start',
        status: e.status,
        code: e.code,
        attempts: 2,
        ...fields,
      });
      assert.equal('cause' in data || 'stack' in data, false, 'no cause, no stack');
      assert.deepEqual(serviceErrorData(e), e.toJSON());
      assert.equal(serviceErrorData(data), data);
    });
  }

  test('the guard refuses a cloned live error (its fields are lost), other kinds and incomplete data', () => {
    const live = new E.UnauthenticatedError('Refused', 'token_invalid', true, ctx);
    assert.equal(isServiceErrorData(structuredClone(live)), false);
    const data = live.toJSON();
    assert.equal(isServiceErrorData({ ...data, kind: 'teapot' }), false);
    const { tokenGone: _t, ...noTokenGone } = data;
    assert.equal(isServiceErrorData(noTokenGone), false);
    assert.equal(isServiceErrorData({ ...data, reason: 'token_expired' }), false);
    assert.equal(isServiceErrorData({ ...data, status: '401' }), false);
    assert.equal(isServiceErrorData(null), false);
    assert.equal(serviceErrorData(new Error('plain')), undefined);
  });

  test('an error from a real call carries neither the token nor the cause', async () => {
    const clock = new ManualClock(0);
    const { fetch } = scriptedFetch(clock, [{ status: 401, json: { message: 'Unauthenticated', code: 'unauthenticated' } }]);
    const token = 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed';
    const t = new Transport({ baseUrl: 'http://svc.test/api/v1', fetch, userAgent: 'ua', token, clock, pacer: new Pacer({ clock, windows: [] }) });
    const e = await fails(t.request({ method: 'GET', path: '/tasks', check: anyJson() }), 'unauthenticated');
    const text = JSON.stringify(structuredClone(e.toJSON()));
    assert.ok(!text.includes(token));
    assert.deepEqual(JSON.parse(text), { kind: 'unauthenticated', name: 'UnauthenticatedError', message: 'Unauthenticated', method: 'GET', path: '/tasks', status: 401, code: 'unauthenticated', attempts: 1, reason: 'token_invalid', tokenGone: true });
  });
});
