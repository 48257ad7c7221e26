// What the session tells the person: which sign-in fields are wrong, why a sign-in failed,
// and why they were signed out, in words that say what to do next. Never the token, never
// the password, never the server's stack. Worded by the `i18n` given: the language in use.

import { isServiceError, type AnyServiceError } from '../../api/errors.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import type { HourCycle, SessionState } from '../snapshot.ts';
import { BLOCK_MINUTES, SIGN_INS_PER_DAY, WRONG_IN_A_ROW_BLOCKS, nextUtcDay, type AttemptOutcome, type AttemptsLeft } from './sign-in-attempts.ts';
import type { SignInInput } from '../stint-api.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What is wrong with a service address, or null when a sign-in may use it. */
export function checkServiceAddress(baseUrl: string, i18n: I18n): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return i18n._({ id: 'session.address.enter', message: 'Enter the service address, e.g. {example}.', values: { example: 'https://example.com/api/v1' } });
  }
  // The token travels in a header: never over plain HTTP to another machine.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    return i18n._({ id: 'session.address.https', message: 'The service address must start with https:// (http:// only for this machine).' });
  }
  return null;
}

/** Field errors of the sign-in form, empty when it may be sent. */
export function checkSignInInput(input: SignInInput, i18n: I18n): Record<string, string> {
  const fields: Record<string, string> = {};
  const address = checkServiceAddress(input.baseUrl, i18n);
  if (address !== null) fields.baseUrl = address;
  if (!/^[^@\s]+@[^@\s]+$/.test(input.email.trim())) fields.email = i18n._({ id: 'session.check.email', message: 'Enter the email you sign in with.' });
  if (input.password === '') fields.password = i18n._({ id: 'session.check.password', message: 'Enter your password.' });
  if (input.accountId.trim() === '') fields.accountId = i18n._({ id: 'session.check.accountId', message: 'Enter your account ID.' });
  return fields;
}

export interface SignInFailure {
  readonly reason: string;
  /** What the attempt counts for against the service's sign-in limits. */
  readonly outcome: AttemptOutcome;
}

const wrongCredentials = (i18n: I18n): string => i18n._({ id: 'session.wrong', message: 'The email, password or account ID is wrong: check them and try again.' });

const FROM_ERROR_BODY = new Set<AnyServiceError['kind']>(['validation', 'not_found', 'conflict', 'forbidden', 'entry_locked', 'unauthenticated', 'rate_limited', 'server', 'http']);

/**
 * The service's own words from an error answer, quoted only when they read as a sentence:
 * a body with no message (`HTTP 401`), an HTML error page or a long dump is left out.
 */
export function serviceWords(e: AnyServiceError): string | null {
  // Only these carry the message of an error body; the others' messages are the client's own.
  if (!FROM_ERROR_BODY.has(e.kind) || e.status === undefined || (e.kind === 'rate_limited' && e.local)) return null;
  const m = e.message.trim();
  if (m === `HTTP ${e.status}` || m === '' || m.length > 160 || /[<>\n]/.test(m)) return null;
  return m.replace(/[.。]$/, '');
}

export function signInFailure(e: unknown, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): SignInFailure {
  const failed = (why: string): string => i18n._({ id: 'session.failed', message: 'Sign-in failed: {why}', values: { why } });
  if (!isServiceError(e)) return { reason: failed(e instanceof Error ? e.message : String(e)), outcome: 'unanswered' };
  // Where the code tells what happened, our words say it and what to do; the service's
  // words would say the same thing a second time. They are quoted where only they can tell.
  const said = serviceWords(e);
  switch (e.kind) {
    case 'unauthenticated':
      if (e.reason === 'auth_blocked') {
        return { reason: i18n._({ id: 'session.blocked', message: 'Sign-ins for this email are blocked after {wrong} wrong ones in a row. Try again in {minutes} minutes.', values: { wrong: WRONG_IN_A_ROW_BLOCKS, minutes: BLOCK_MINUTES } }), outcome: 'blocked' };
      }
      if (e.reason === 'invalid_credentials' || said === null) return { reason: wrongCredentials(i18n), outcome: 'wrong' };
      return { reason: i18n._({ id: 'session.saysCheck', message: 'The service says: “{said}”. Check the email, password and account ID, and try again.', values: { said } }), outcome: 'wrong' };
    case 'rate_limited': {
      const after = formatInstantClock(e.retryAt, offsetMinutes, hourCycle);
      // The day's sign-ins are used up whether the service just said so or said so earlier
      // (a local block stands in for its answer until the time it gave).
      if (e.scope === 'auth_daily') {
        return { reason: i18n._({ id: 'session.dailyUsed', message: "The service allows {count} sign-ins a day, and today's are used up. Try again after {time}.", values: { count: SIGN_INS_PER_DAY, time: after } }), outcome: 'limited' };
      }
      const reason =
        said === null
          ? i18n._({ id: 'session.busy', message: 'The service is busy. Try again after {time}.', values: { time: after } })
          : i18n._({ id: 'session.saysAfter', message: 'The service says: “{said}”. Try again after {time}.', values: { said, time: after } });
      return { reason, outcome: 'unanswered' };
    }
    case 'network':
    case 'timeout':
      return { reason: i18n._({ id: 'session.unreachable', message: 'The service cannot be reached. Check the address and your connection.' }), outcome: 'unanswered' };
    // /auth is the service's own route: nothing there means the address is not its API.
    case 'not_found':
      return {
        reason: i18n._({ id: 'session.notApi', message: "Nothing at this address answers as the service's API: check the Service address, which ends in /api/v1 (for example {example}).", values: { example: 'https://example.com/api/v1' } }),
        outcome: 'unanswered',
      };
    default: {
      // The client's own words say what went wrong with the answer; a status alone says less.
      if (!FROM_ERROR_BODY.has(e.kind) || e.status === undefined) return { reason: failed(e.message), outcome: 'unanswered' };
      // Only the service's own trouble passes with time; a request it refused is refused again.
      const values = { status: String(e.status), said: said ?? '', later: e.status >= 500 ? 'yes' : 'no' };
      const reason =
        said === null
          ? i18n._({ id: 'session.answered', message: '{later, select, yes {Sign-in failed: the service answered {status}. Try again in a moment.} other {Sign-in failed: the service answered {status}. Check what you entered and try again.}}', values })
          : i18n._({ id: 'session.answeredSays', message: '{later, select, yes {Sign-in failed: the service answered {status}. The service says: “{said}”. Try again in a moment.} other {Sign-in failed: the service answered {status}. The service says: “{said}”. Check what you entered and try again.}}', values });
      return { reason, outcome: 'unanswered' };
    }
  }
}

/**
 * What the sign-in screen says of a refused sign-in, once it is counted (`left`, as
 * SignInAttempts tells it after this one). Two refusals read differently from the service's
 * answer: the wrong sign-in that begins the block (the service answers it like the four
 * before, so "try again" would send the person into the block), and the day's last one.
 */
export function signInRefusalReason(failure: SignInFailure, left: AttemptsLeft | null, nowMs: number, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): string {
  if (failure.outcome === 'wrong' && left?.wrongBeforeBlock === 0) {
    const after = formatInstantClock(nowMs + BLOCK_MINUTES * 60_000, offsetMinutes, hourCycle);
    return i18n._({ id: 'session.blockBegins', message: 'The email, password or account ID is wrong, and that makes {wrong} wrong tries in a row: the service now blocks this email for {minutes} minutes. Try again after {time}.',
      values: { wrong: WRONG_IN_A_ROW_BLOCKS, minutes: BLOCK_MINUTES, time: after },
    });
  }
  if (failure.outcome !== 'limited' && left?.today === 0) {
    return i18n._({ id: 'session.lastToday', message: '{reason} That was the last sign-in the service allows today: the next is possible after {time}.', values: { reason: failure.reason, time: formatInstantClock(nextUtcDay(nowMs), offsetMinutes, hourCycle) } });
  }
  return failure.reason;
}

/** Below this many sign-ins left today, the count is worth a line on the sign-in screen. */
const FEW_SIGN_INS_LEFT = 5;

/**
 * The limits left, one sentence a line, once a sign-in from here was refused: the day's
 * sign-ins only when few are left, the wrong tries before the block only while the block
 * could come before the day's end. None left of either: the refusal itself says so.
 * The counts are this computer's (another app of the person uses the same allowance), so
 * they are said as what is left, never as a promise of more.
 */
export function signInLimitLines(today: number | null, wrongLeft: number | null, i18n: I18n): string[] {
  if (today === null || today === 0) return [];
  const lines: string[] = [];
  if (today <= FEW_SIGN_INS_LEFT) lines.push(i18n._({ id: 'session.fewLeft', message: '{count, plural, one {Only # sign-in left today.} other {Only # sign-ins left today.}}', values: { count: today } }));
  if (wrongLeft !== null && wrongLeft > 0 && wrongLeft < today) {
    lines.push(
      i18n._({ id: 'session.wrongLeft', message: '{count, plural, one {One more wrong try and the service blocks this email for {minutes} minutes.} other {After # more wrong tries in a row, the service blocks this email for {minutes} minutes.}}',
        values: { count: wrongLeft, minutes: BLOCK_MINUTES },
      }),
    );
  }
  return lines;
}

/**
 * Signed out for `reason`, with what is left of the sign-in limits as counted here (`left`),
 * in words for every driver (`i18n`: the language in use; English for a state made before
 * any is known, which has no limits to word).
 */
export function signedOutState(reason: string | null, left: AttemptsLeft | null = null, i18n: I18n = sourceWords()): Extract<SessionState, { state: 'signed_out' }> {
  const today = left?.today ?? null;
  const wrong = left?.wrongBeforeBlock ?? null;
  return Object.freeze({ state: 'signed_out', reason, authAttemptsLeft: today, authWrongLeft: wrong, limits: Object.freeze(signInLimitLines(today, wrong, i18n)) });
}

/** Why the session ended, and that the queued actions are kept. */
export function tokenGoneReason(e: AnyServiceError, queued: number, i18n: I18n): string {
  const why = e.kind === 'unauthenticated' && e.reason === 'user_agent_mismatch' ? 'otherApp' : 'expired';
  return i18n._({ id: 'session.tokenGone', message: '{why, select, otherApp {The service ended your session because it was used from another app.} other {The service no longer accepts your session (it expires after 30 days without use, or was revoked).}} {count, plural, =0 {Sign in again.} one {Sign in again; your # waiting action is kept.} other {Sign in again; your # waiting actions are kept.}}',
    values: { why, count: queued },
  });
}
