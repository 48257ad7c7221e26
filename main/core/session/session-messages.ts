// What the session tells the person: which sign-in fields are wrong, why a sign-in failed,
// and why they were signed out, in words that say what to do next. Never the token, never
// the password, never the server's stack.

import { isServiceError, type AnyServiceError } from '../../api/errors.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import type { HourCycle, SessionState } from '../snapshot.ts';
import { BLOCK_MINUTES, SIGN_INS_PER_DAY, WRONG_IN_A_ROW_BLOCKS, nextUtcDay, type AttemptOutcome, type AttemptsLeft } from './sign-in-attempts.ts';
import type { SignInInput } from '../stint-api.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What is wrong with a service address, or null when a sign-in may use it. */
export function checkServiceAddress(baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return 'Enter the service address, e.g. https://example.com/api/v1.';
  }
  // The token travels in a header: never over plain HTTP to another machine.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    return 'The service address must start with https:// (http:// only for this machine).';
  }
  return null;
}

/** Field errors of the sign-in form, empty when it may be sent. */
export function checkSignInInput(input: SignInInput): Record<string, string> {
  const fields: Record<string, string> = {};
  const address = checkServiceAddress(input.baseUrl);
  if (address !== null) fields.baseUrl = address;
  if (!/^[^@\s]+@[^@\s]+$/.test(input.email.trim())) fields.email = 'Enter the email you sign in with.';
  if (input.password === '') fields.password = 'Enter your password.';
  if (input.accountId.trim() === '') fields.accountId = 'Enter your account ID.';
  return fields;
}

export interface SignInFailure {
  readonly reason: string;
  /** What the attempt counts for against the service's sign-in limits. */
  readonly outcome: AttemptOutcome;
}

const WRONG = 'The email, password or account ID is wrong';
const WRONG_CREDENTIALS = `${WRONG}: check them and try again.`;

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
  return `The service says: “${m.replace(/[.。]$/, '')}”. `;
}

export function signInFailure(e: unknown, offsetMinutes: number, hourCycle: HourCycle): SignInFailure {
  if (!isServiceError(e)) return { reason: `Sign-in failed: ${e instanceof Error ? e.message : String(e)}`, outcome: 'unanswered' };
  // Where the code tells what happened, our words say it and what to do; the service's
  // words would say the same thing a second time. They are quoted where only they can tell.
  const said = serviceWords(e) ?? '';
  switch (e.kind) {
    case 'unauthenticated':
      if (e.reason === 'auth_blocked') {
        return { reason: `Sign-ins for this email are blocked after ${WRONG_IN_A_ROW_BLOCKS} wrong ones in a row. Try again in ${BLOCK_MINUTES} minutes.`, outcome: 'blocked' };
      }
      if (e.reason === 'invalid_credentials' || said === '') return { reason: WRONG_CREDENTIALS, outcome: 'wrong' };
      return { reason: `${said}Check the email, password and account ID, and try again.`, outcome: 'wrong' };
    case 'rate_limited': {
      const after = formatInstantClock(e.retryAt, offsetMinutes, hourCycle);
      // The day's sign-ins are used up whether the service just said so or said so earlier
      // (a local block stands in for its answer until the time it gave).
      if (e.scope === 'auth_daily') return { reason: `The service allows ${SIGN_INS_PER_DAY} sign-ins a day, and today's are used up. Try again after ${after}.`, outcome: 'limited' };
      return { reason: `${said || 'The service is busy. '}Try again after ${after}.`, outcome: 'unanswered' };
    }
    case 'network':
    case 'timeout':
      return { reason: 'The service cannot be reached. Check the address and your connection.', outcome: 'unanswered' };
    // /auth is the service's own route: nothing there means the address is not its API.
    case 'not_found':
      return {
        reason: "Nothing at this address answers as the service's API: check the Service address, which ends in /api/v1 (for example https://example.com/api/v1).",
        outcome: 'unanswered',
      };
    default: {
      // The client's own words say what went wrong with the answer; a status alone says less.
      if (!FROM_ERROR_BODY.has(e.kind) || e.status === undefined) return { reason: `Sign-in failed: ${e.message}`, outcome: 'unanswered' };
      // Only the service's own trouble passes with time; a request it refused is refused again.
      const todo = e.status >= 500 ? 'Try again in a moment.' : 'Check what you entered and try again.';
      return { reason: `Sign-in failed: the service answered ${e.status}. ${said}${todo}`, outcome: 'unanswered' };
    }
  }
}

/**
 * What the sign-in screen says of a refused sign-in, once it is counted (`left`, as
 * SignInAttempts tells it after this one). Two refusals read differently from the service's
 * answer: the wrong sign-in that begins the block (the service answers it like the four
 * before, so "try again" would send the person into the block), and the day's last one.
 */
export function signInRefusalReason(failure: SignInFailure, left: AttemptsLeft | null, nowMs: number, offsetMinutes: number, hourCycle: HourCycle): string {
  if (failure.outcome === 'wrong' && left?.wrongBeforeBlock === 0) {
    const after = formatInstantClock(nowMs + BLOCK_MINUTES * 60_000, offsetMinutes, hourCycle);
    return `${WRONG}, and that makes ${WRONG_IN_A_ROW_BLOCKS} wrong tries in a row: the service now blocks this email for ${BLOCK_MINUTES} minutes. Try again after ${after}.`;
  }
  if (failure.outcome !== 'limited' && left?.today === 0) {
    return `${failure.reason} That was the last sign-in the service allows today: the next is possible after ${formatInstantClock(nextUtcDay(nowMs), offsetMinutes, hourCycle)}.`;
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
export function signInLimitLines(today: number | null, wrongLeft: number | null): string[] {
  if (today === null || today === 0) return [];
  const lines: string[] = [];
  if (today <= FEW_SIGN_INS_LEFT) lines.push(`Only ${today} sign-in${today === 1 ? '' : 's'} left today.`);
  if (wrongLeft !== null && wrongLeft > 0 && wrongLeft < today) {
    lines.push(
      wrongLeft === 1
        ? `One more wrong try and the service blocks this email for ${BLOCK_MINUTES} minutes.`
        : `After ${wrongLeft} more wrong tries in a row, the service blocks this email for ${BLOCK_MINUTES} minutes.`,
    );
  }
  return lines;
}

/** Signed out for `reason`, with what is left of the sign-in limits as counted here (`left`), in words for every driver. */
export function signedOutState(reason: string | null, left: AttemptsLeft | null = null): Extract<SessionState, { state: 'signed_out' }> {
  const today = left?.today ?? null;
  const wrong = left?.wrongBeforeBlock ?? null;
  return Object.freeze({ state: 'signed_out', reason, authAttemptsLeft: today, authWrongLeft: wrong, limits: Object.freeze(signInLimitLines(today, wrong)) });
}

/** Why the session ended, and that the queued actions are kept. */
export function tokenGoneReason(e: AnyServiceError, queued: number): string {
  const why =
    e.kind === 'unauthenticated' && e.reason === 'user_agent_mismatch'
      ? 'The service ended your session because it was used from another app.'
      : 'The service no longer accepts your session (it expires after 30 days without use, or was revoked).';
  const kept = queued > 0 ? `; your ${queued} waiting action${queued === 1 ? ' is' : 's are'} kept` : '';
  return `${why} Sign in again${kept}.`;
}
