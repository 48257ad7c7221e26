// What the sign-in form says when the service refuses: the service's own words where it
// sent a sentence, and always what to do next; never an HTML page or the client's words
// passed off as the service's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BadResponseError, HttpError, NotFoundError, RateLimitedError, ServerError, UnauthenticatedError } from '../../../main/api/errors.ts';
import { signInFailure } from '../../../main/core/session/session-messages.ts';

const ctx = (status?: number, code: string | null = null) => ({ method: 'POST' as const, path: '/auth', ...(status === undefined ? {} : { status }), code });
const AT_0930_UTC = Date.UTC(2026, 10, 22, 9, 30);

test("a wrong password: the service's message, then what to do", () => {
  const e = new UnauthenticatedError('Wrong email, password or account_id', 'invalid_credentials', false, ctx(401, 'invalid_credentials'));
  assert.deepEqual(signInFailure(e, 0), {
    reason: 'The service says: “Wrong email, password or account_id”. The email, password or account ID is wrong: check them and try again.',
    outcome: 'wrong',
  });
});

test('no message in the body: only our words', () => {
  const e = new UnauthenticatedError('HTTP 401', 'unknown', false, ctx(401));
  assert.equal(signInFailure(e, 0).reason, 'The email, password or account ID is wrong: check them and try again.');
});

test('an HTML error page or a long dump is not quoted', () => {
  const html = new ServerError('<html><body><h1>502 Bad Gateway</h1></body></html>', ctx(502));
  assert.equal(signInFailure(html, 0).reason, 'Sign-in failed: the service answered 502. Try again in a moment.');
  const long = new HttpError('x'.repeat(400), ctx(400));
  assert.equal(signInFailure(long, 0).reason, 'Sign-in failed: the service answered 400. Try again in a moment.');
});

test("the day's sign-ins used up: none left, and until when in local time", () => {
  const e = new RateLimitedError('Too many authentication requests', 'auth_daily', 60_000, AT_0930_UTC, false, ctx(429, 'auth_limit_exceeded'));
  assert.deepEqual(signInFailure(e, 120), { reason: 'The service says: “Too many authentication requests”. Too many sign-ins today. Try again after 11:30.', outcome: 'limited' });
});

test("a refusal the client made itself is not put in the service's mouth", () => {
  const local = new RateLimitedError('auth_daily limit: no request before 2026-11-22T09:30:00.000Z', 'auth_daily', 60_000, AT_0930_UTC, true, ctx(undefined));
  assert.doesNotMatch(signInFailure(local, 0).reason, /The service says/);
  const bad = new BadResponseError('the answer to /auth has no token', [], ctx(200));
  assert.equal(signInFailure(bad, 0).reason, 'Sign-in failed: the answer to /auth has no token');
});

test('a 404 from sign-in: the address is not the service\'s API, said with what it ends in, never "try again in a moment"', () => {
  const e = new NotFoundError('Not Found', ctx(404));
  const { reason, outcome } = signInFailure(e, 0);
  assert.equal(reason, "Nothing at this address answers as the service's API: check the Service address, which ends in /api/v1 (for example https://example.com/api/v1).");
  assert.equal(outcome, 'unanswered');
  assert.doesNotMatch(reason, /try again/i);
});
