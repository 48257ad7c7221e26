// Error answers whose bodies the contract did not fix: the code and message are read from
// the common shapes, text and HTML bodies give the status only, and what an error means
// comes from the status and the code, never from the words of its message.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { fails } from '../../support/assertions.ts';
import { Transport } from '../../../main/api/transport.ts';
import { Pacer } from '../../../main/api/pacer.ts';
import { anyJson } from '../../../main/api/check.ts';
import { MAX_MESSAGE_CHARS, readErrorBody, type UnauthenticatedError } from '../../../main/api/errors.ts';
import { scriptedFetch, type Step } from './fake-fetch.ts';

const T0 = Date.parse('2025-11-20T10:00:00.000Z');

function transport(steps: Step[], onTokenRejected?: (e: UnauthenticatedError) => void) {
  const clock = new ManualClock(T0);
  const { fetch, seen } = scriptedFetch(clock, steps);
  const t = new Transport({ baseUrl: 'http://svc.test/api/v1', fetch, userAgent: 'ua', token: 'tok', clock, pacer: new Pacer({ clock, windows: [] }), ...(onTokenRejected ? { onTokenRejected } : {}) });
  return { t, seen };
}

const get = { method: 'GET' as const, path: '/time-entries/41', check: anyJson() };
const post = { method: 'POST' as const, path: '/time-entries/41/start', check: anyJson() };
const auth = { method: 'POST' as const, path: '/auth', body: { email: 'a' }, check: anyJson(), auth: true };

describe('readErrorBody: the shapes of error bodies', () => {
  const cases: [string, unknown, { message: string; code: string | null; errors: Record<string, string[]> }][] = [
    ['{message, code}', { message: 'Not found', code: 'not_found' }, { message: 'Not found', code: 'not_found', errors: {} }],
    ['{error, error_code}', { error: 'Locked', error_code: 'entry_locked' }, { message: 'Locked', code: 'entry_locked', errors: {} }],
    ['{error: {message, code}}', { error: { message: 'Running', code: 'stopwatch_already_active' } }, { message: 'Running', code: 'stopwatch_already_active', errors: {} }],
    ['field errors {field: [msg]}', { message: 'Invalid', errors: { name: ['is required', 'is too short'] } }, { message: 'Invalid', code: null, errors: { name: ['is required', 'is too short'] } }],
    ['field errors {field: msg}', { errors: { rate: 'must be a number' } }, { message: 'HTTP 422', code: null, errors: { rate: ['must be a number'] } }],
    ['field errors [{field, message}]', { code: 'validation_failed', errors: [{ field: 'name', message: 'is required' }, { field: 'name', message: 'is blank' }, { field: 'rate', message: 'is negative' }] }, { message: 'HTTP 422', code: 'validation_failed', errors: { name: ['is required', 'is blank'], rate: ['is negative'] } }],
    ['{error: {message, code, errors}}', { error: { message: 'Bad', code: 'validation_failed', errors: { name: ['is required'] } } }, { message: 'Bad', code: 'validation_failed', errors: { name: ['is required'] } }],
    ['a list of plain messages', { errors: ['Something is wrong'] }, { message: 'Something is wrong', code: null, errors: {} }],
    ['RFC 9457 problem details', { title: 'Not Found', detail: 'No entry 41', status: 404 }, { message: 'No entry 41', code: null, errors: {} }],
    ['a numeric code', { message: 'Nope', code: 1042 }, { message: 'Nope', code: '1042', errors: {} }],
    ['a JSON string', 'Too many requests', { message: 'Too many requests', code: null, errors: {} }],
    ['no body', undefined, { message: 'HTTP 422', code: null, errors: {} }],
    ['HTML inside JSON', { message: '<html><body>Error</body></html>' }, { message: 'HTTP 422', code: null, errors: {} }],
  ];
  for (const [name, body, want] of cases) {
    test(name, () => assert.deepEqual(readErrorBody(body, 422), want));
  }

  test('a long message is cut to MAX_MESSAGE_CHARS', () => {
    const m = readErrorBody({ message: 'word '.repeat(500) }, 500).message;
    assert.equal(m.length, MAX_MESSAGE_CHARS);
    assert.ok(m.endsWith('…'));
  });
});

describe('error answers through the transport', () => {
  test('422 with a list of field errors and error_code -> validation with fieldErrors', async () => {
    const { t } = transport([{ status: 422, json: { error: 'Invalid', error_code: 'validation_failed', errors: [{ field: 'project_id', message: 'is required' }] } }]);
    const e = await fails(t.request(post), 'validation');
    assert.deepEqual(e.fieldErrors, { project_id: ['is required'] });
    assert.equal(e.message, 'Invalid');
    assert.equal(e.code, 'validation_failed');
  });

  test('409 with a nested error object -> conflict from its code', async () => {
    const { t } = transport([{ status: 409, json: { error: { message: 'Already running', code: 'stopwatch_already_active' } } }]);
    assert.equal((await fails(t.request(post), 'conflict')).conflict, 'stopwatch_already_active');
  });

  test('409 without a code, whatever its words -> conflict "other"', async () => {
    const { t } = transport([{ status: 409, json: { message: 'stopwatch_not_active: the stopwatch is not active' } }]);
    assert.equal((await fails(t.request(post), 'conflict')).conflict, 'other');
  });

  test('403 with error_code entry_locked -> entry_locked; 403 as text -> forbidden', async () => {
    const { t } = transport([{ status: 403, json: { error: 'Locked', error_code: 'entry_locked' } }, { status: 403, text: 'Forbidden' }]);
    await fails(t.request(post), 'entry_locked');
    const e = await fails(t.request(post), 'forbidden');
    assert.equal(e.code, null);
  });

  test('an HTML error page gives the status and a short message, never the HTML', async () => {
    const page = `<!DOCTYPE html><html><head><title>502</title></head><body>${'<p>Bad gateway</p>'.repeat(500)}</body></html>`;
    const { t } = transport([{ status: 500, text: page, headers: { 'content-type': 'text/html' } }]);
    const e = await fails(t.request(post), 'server');
    assert.equal(e.message, 'HTTP 500');
    assert.equal(e.status, 500);
  });
});

describe('401: the reason from the code only', () => {
  const cases: [string, Step, boolean, string, boolean][] = [
    ['code unauthenticated on a token request', { status: 401, json: { message: 'Unauthenticated', code: 'unauthenticated' } }, false, 'token_invalid', true],
    ['code token_user_agent_mismatch', { status: 401, json: { message: 'Token destroyed', code: 'token_user_agent_mismatch' } }, false, 'user_agent_mismatch', true],
    ['"expired" in the message but no code', { status: 401, json: { message: 'Token expired after 30 days' } }, false, 'unknown', true],
    ['an HTML 401 on a token request', { status: 401, text: '<html><body>401 Authorization Required</body></html>' }, false, 'unknown', true],
    ['"blocked" in the message of an /auth 401 without code', { status: 401, json: { message: 'Blocked for 15 minutes' } }, true, 'unknown', false],
    ['code invalid_credentials on /auth', { status: 401, json: { message: 'Invalid', code: 'invalid_credentials' } }, true, 'invalid_credentials', false],
    ['code auth_blocked on /auth', { status: 401, json: { error: 'Blocked', error_code: 'auth_blocked' } }, true, 'auth_blocked', false],
  ];
  for (const [name, step, isAuth, reason, tokenGone] of cases) {
    test(`${name} -> reason ${reason}, tokenGone ${tokenGone}`, async () => {
      const { t } = transport([step]);
      const e = await fails(t.request(isAuth ? auth : get), 'unauthenticated');
      assert.equal(e.reason, reason);
      assert.equal(e.tokenGone, tokenGone);
      assert.ok(!e.message.includes('<'), e.message);
    });
  }
});

describe('onTokenRejected', () => {
  test('fires once for a token refused to several requests in flight, and not again later', async () => {
    const rejected: UnauthenticatedError[] = [];
    const refused: Step = { status: 401, json: { message: 'Unauthenticated', code: 'unauthenticated' } };
    const { t, seen } = transport([refused, refused, refused, refused], (e) => rejected.push(e));
    const calls = [t.request(get), t.request(get), t.request(post)].map((p) => fails(p, 'unauthenticated'));
    await Promise.all(calls);
    assert.equal(seen.length, 3);
    assert.equal(rejected.length, 1);
    await fails(t.request(get), 'unauthenticated');
    assert.equal(rejected.length, 1);
  });

  test('is not told about an /auth refusal', async () => {
    const rejected: UnauthenticatedError[] = [];
    const { t } = transport([{ status: 401, json: { message: 'Invalid', code: 'invalid_credentials' } }], (e) => rejected.push(e));
    await fails(t.request(auth), 'unauthenticated');
    assert.equal(rejected.length, 0);
  });
});
