// What the session tells the person: which sign-in fields are wrong, why a sign-in failed,
// and why they were signed out, in words that say what to do next. Never the token, never
// the password, never the server's stack.

import { isServiceError, type AnyServiceError } from '../../api/errors.ts';
import { localHourMinute } from '../time/local-time.ts';
import { WRONG_IN_A_ROW_BLOCKS, type AttemptOutcome } from './sign-in-attempts.ts';
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

export function signInFailure(e: unknown, offsetMinutes: number): SignInFailure {
  if (!isServiceError(e)) return { reason: `Sign-in failed: ${e instanceof Error ? e.message : String(e)}`, outcome: 'unanswered' };
  const said = serviceWords(e) ?? '';
  switch (e.kind) {
    case 'unauthenticated':
      if (e.reason === 'auth_blocked') {
        return { reason: `${said}Too many failed sign-ins: the service blocks this email for a while. Try again in 15 minutes.`, outcome: 'blocked' };
      }
      return { reason: `${said}The email, password or account ID is wrong: check them and try again.`, outcome: 'wrong' };
    case 'rate_limited': {
      // The day's sign-ins are used up whether the service just said so or said so earlier
      // (a local block stands in for its answer until the time it gave).
      const outcome = e.scope === 'auth_daily' ? 'limited' : 'unanswered';
      if (e.scope !== 'auth_daily') return { reason: `${said}The service is busy. Try again after ${localHourMinute(e.retryAt, offsetMinutes)}.`, outcome };
      return { reason: `${said}Too many sign-ins today. Try again after ${localHourMinute(e.retryAt, offsetMinutes)}.`, outcome };
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
    default:
      // The client's own words say what went wrong with the answer; a status alone says less.
      if (!FROM_ERROR_BODY.has(e.kind) || e.status === undefined) return { reason: `Sign-in failed: ${e.message}`, outcome: 'unanswered' };
      return { reason: `Sign-in failed: the service answered ${e.status}. ${said}Try again in a moment.`, outcome: 'unanswered' };
  }
}

/**
 * The wrong sign-in that begins the service's block (the fifth in a row, as counted here):
 * the service answers it like the four before, so "try again" would send the person into
 * the block. Said as what it is instead.
 */
export function blockBegunReason(e: unknown): string {
  const said = isServiceError(e) ? (serviceWords(e) ?? '') : '';
  return `${said}That makes ${WRONG_IN_A_ROW_BLOCKS} wrong tries in a row: the service now blocks this email for 15 minutes.`;
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
