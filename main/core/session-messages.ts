// What the session tells the person: which sign-in fields are wrong, why a sign-in failed,
// and why they were signed out, in words that say what to do next. Never the token, never
// the password, never the server's stack.

import { isServiceError, type AnyServiceError } from '../api/errors.ts';
import { localHourMinute } from './local-time.ts';
import type { SignInInput } from './stint-api.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Field errors of the sign-in form, empty when it may be sent. */
export function checkSignInInput(input: SignInInput): Record<string, string> {
  const fields: Record<string, string> = {};
  let url: URL | undefined;
  try {
    url = new URL(input.baseUrl);
  } catch {
    fields.baseUrl = 'Enter the service address, e.g. https://example.com/api/v1.';
  }
  // The token travels in a header: never over plain HTTP to another machine.
  if (url && url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    fields.baseUrl = 'The service address must start with https:// (http:// only for this machine).';
  }
  if (!/^[^@\s]+@[^@\s]+$/.test(input.email.trim())) fields.email = 'Enter the email you sign in with.';
  if (input.password === '') fields.password = 'Enter your password.';
  if (input.accountId.trim() === '') fields.accountId = 'Enter your account ID.';
  return fields;
}

export interface SignInFailure {
  readonly reason: string;
  /** Sign-ins left today, when the service said (it says so only by refusing: then 0). */
  readonly attemptsLeft: number | null;
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
  if (!isServiceError(e)) return { reason: `Sign-in failed: ${e instanceof Error ? e.message : String(e)}`, attemptsLeft: null };
  const said = serviceWords(e) ?? '';
  switch (e.kind) {
    case 'unauthenticated':
      if (e.reason === 'auth_blocked') {
        return { reason: `${said}Too many failed sign-ins: the service blocks this email for a while. Try again in 15 minutes.`, attemptsLeft: null };
      }
      return { reason: `${said}The email, password or account ID is wrong: check them and try again.`, attemptsLeft: null };
    case 'rate_limited':
      return { reason: `${said}Too many sign-ins today. Try again after ${localHourMinute(e.retryAt, offsetMinutes)}.`, attemptsLeft: 0 };
    case 'network':
    case 'timeout':
      return { reason: 'The service cannot be reached. Check the address and your connection.', attemptsLeft: null };
    default:
      // The client's own words say what went wrong with the answer; a status alone says less.
      if (!FROM_ERROR_BODY.has(e.kind) || e.status === undefined) return { reason: `Sign-in failed: ${e.message}`, attemptsLeft: null };
      return { reason: `Sign-in failed: the service answered ${e.status}. ${said}Try again in a moment.`, attemptsLeft: null };
  }
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
