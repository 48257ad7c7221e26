// What the sign-in form says when the service refuses: the service's own words where it
// sent a sentence, and always what to do next; never an HTML page or the client's words
// passed off as the service's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BadResponseError, HttpError, NotFoundError, RateLimitedError, ServerError, UnauthenticatedError } from '../../../main/api/errors.ts';
import { signInFailure, signInLimitLines, signInRefusalReason, signedOutState } from '../../../main/core/session/session-messages.ts';
import { sourceWords } from '../../../main/i18n/words.ts';

const EN = sourceWords();

const ctx = (status?: number, code: string | null = null) => ({ method: 'POST' as const, path: '/auth', ...(status === undefined ? {} : { status }), code });
const AT_0930_UTC = Date.UTC(2026, 10, 22, 9, 30);

test('a wrong password is said once: the service\'s words for a code we know would only repeat ours', () => {
  const e = new UnauthenticatedError('Wrong email, password or account_id', 'invalid_credentials', false, ctx(401, 'invalid_credentials'));
  assert.deepEqual(signInFailure(e, 0, 'h23', EN), { reason: 'The email, password or account ID is wrong: check them and try again.', outcome: 'wrong' });
});

test("a 401 with a code we do not know: the service's words say what, ours what to do", () => {
  const e = new UnauthenticatedError('This user is archived', 'unknown', false, ctx(401, 'user_archived'));
  assert.deepEqual(signInFailure(e, 0, 'h23', EN), {
    reason: 'The service says: “This user is archived”. Check the email, password and account ID, and try again.',
    outcome: 'wrong',
  });
});

test('the block the service keeps is said once, with what to do', () => {
  const e = new UnauthenticatedError('Authentication blocked after 5 invalid attempts; try again in 12 min', 'auth_blocked', false, ctx(401, 'auth_blocked'));
  assert.deepEqual(signInFailure(e, 0, 'h23', EN), { reason: 'Sign-ins for this email are blocked after 5 wrong ones in a row. Try again in 15 minutes.', outcome: 'blocked' });
});

test('no message in the body: only our words', () => {
  const e = new UnauthenticatedError('HTTP 401', 'unknown', false, ctx(401));
  assert.equal(signInFailure(e, 0, 'h23', EN).reason, 'The email, password or account ID is wrong: check them and try again.');
});

test('an HTML error page or a long dump is not quoted', () => {
  const html = new ServerError('<html><body><h1>502 Bad Gateway</h1></body></html>', ctx(502));
  assert.equal(signInFailure(html, 0, 'h23', EN).reason, 'Sign-in failed: the service answered 502. Try again in a moment.');
  const long = new HttpError('x'.repeat(400), ctx(400));
  assert.equal(signInFailure(long, 0, 'h23', EN).reason, 'Sign-in failed: the service answered 400. Check what you entered and try again.');
});

test("the day's sign-ins used up: said once, why, and until when in local time", () => {
  const e = new RateLimitedError('Too many authentication requests', 'auth_daily', 60_000, AT_0930_UTC, false, ctx(429, 'auth_limit_exceeded'));
  assert.deepEqual(signInFailure(e, 120, 'h23', EN), { reason: "The service allows 60 sign-ins a day, and today's are used up. Try again after 11:30.", outcome: 'limited' });
});

test("another limit: the service's words stand for ours, then until when", () => {
  const e = new RateLimitedError('More than 2000 requests per minute from this IP address', 'ip', 30_000, AT_0930_UTC, false, ctx(429, 'ip_rate_limit_exceeded'));
  assert.equal(signInFailure(e, 0, 'h23', EN).reason, 'The service says: “More than 2000 requests per minute from this IP address”. Try again after 09:30.');
});

test("a refusal the client made itself is not put in the service's mouth", () => {
  const local = new RateLimitedError('auth_daily limit: no request before 2026-11-22T09:30:00.000Z', 'auth_daily', 60_000, AT_0930_UTC, true, ctx(undefined));
  assert.doesNotMatch(signInFailure(local, 0, 'h23', EN).reason, /The service says/);
  const bad = new BadResponseError('the answer to /auth has no token', [], ctx(200));
  assert.equal(signInFailure(bad, 0, 'h23', EN).reason, 'Sign-in failed: the answer to /auth has no token');
});

test('a 404 from sign-in: the address is not the service\'s API, said with what it ends in, never "try again in a moment"', () => {
  const e = new NotFoundError('Not Found', ctx(404));
  const { reason, outcome } = signInFailure(e, 0, 'h23', EN);
  assert.equal(reason, "Nothing at this address answers as the service's API: check the Service address, which ends in /api/v1 (for example https://example.com/api/v1).");
  assert.equal(outcome, 'unanswered');
  assert.doesNotMatch(reason, /try again/i);
});

const WRONG = new UnauthenticatedError('Wrong email, password or account_id', 'invalid_credentials', false, ctx(401, 'invalid_credentials'));

test('the wrong sign-in that begins the block says so, and until when, instead of "try again"', () => {
  const reason = signInRefusalReason(signInFailure(WRONG, 60, 'h23', EN), { today: 50, wrongBeforeBlock: 0 }, AT_0930_UTC, 60, 'h23', EN);
  assert.equal(reason, 'The email, password or account ID is wrong, and that makes 5 wrong tries in a row: the service now blocks this email for 15 minutes. Try again after 10:45.');
});

test("the day's last sign-in, refused: said with when the next day begins, once", () => {
  const wrong = signInRefusalReason(signInFailure(WRONG, 120, 'h23', EN), { today: 0, wrongBeforeBlock: 2 }, AT_0930_UTC, 120, 'h23', EN);
  assert.equal(wrong, 'The email, password or account ID is wrong: check them and try again. That was the last sign-in the service allows today: the next is possible after 02:00.');
  const limited = new RateLimitedError('Too many authentication requests', 'auth_daily', 60_000, Date.UTC(2026, 10, 23), false, ctx(429, 'auth_limit_exceeded'));
  const once = signInRefusalReason(signInFailure(limited, 120, 'h23', EN), { today: 0, wrongBeforeBlock: null }, AT_0930_UTC, 120, 'h23', EN);
  assert.equal(once, "The service allows 60 sign-ins a day, and today's are used up. Try again after 02:00.");
  const other = signInRefusalReason(signInFailure(WRONG, 0, 'h23', EN), { today: 12, wrongBeforeBlock: 3 }, AT_0930_UTC, 0, 'h23', EN);
  assert.equal(other, signInFailure(WRONG, 0, 'h23', EN).reason, 'any other refusal is as signInFailure says');
});

test('the sign-ins left are said only when few, without "at most"; one and many read right', () => {
  assert.deepEqual(signInLimitLines(null, null, EN), [], 'nothing sent from here yet');
  assert.deepEqual(signInLimitLines(54, null, EN), [], 'plenty left: nothing to say');
  assert.deepEqual(signInLimitLines(5, null, EN), ['Only 5 sign-ins left today.']);
  assert.deepEqual(signInLimitLines(1, null, EN), ['Only 1 sign-in left today.']);
  assert.deepEqual(signInLimitLines(0, null, EN), [], 'none left: the refusal itself says so');
  for (const line of [...signInLimitLines(3, 2, EN), ...signInLimitLines(59, 4, EN)]) assert.doesNotMatch(line, /at most/);
});

test('the wrong tries left before the block: one and many, and only while they come before the day\'s end', () => {
  assert.deepEqual(signInLimitLines(59, 4, EN), ['After 4 more wrong tries in a row, the service blocks this email for 15 minutes.']);
  assert.deepEqual(signInLimitLines(59, 1, EN), ['One more wrong try and the service blocks this email for 15 minutes.']);
  assert.deepEqual(signInLimitLines(59, 0, EN), [], 'the block has begun: the refusal says so');
  assert.deepEqual(signInLimitLines(3, 2, EN), ['Only 3 sign-ins left today.', 'After 2 more wrong tries in a row, the service blocks this email for 15 minutes.']);
  assert.deepEqual(signInLimitLines(2, 4, EN), ['Only 2 sign-ins left today.'], 'the day ends before the block could begin');
});

test('signed out: the limits left come in words with the state, for every driver alike', () => {
  assert.deepEqual(signedOutState('Wrong password.', { today: 3, wrongBeforeBlock: 1 }).limits, [
    'Only 3 sign-ins left today.',
    'One more wrong try and the service blocks this email for 15 minutes.',
  ]);
  assert.deepEqual(signedOutState(null), { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] });
});
