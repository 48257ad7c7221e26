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

export function signInFailure(e: unknown, offsetMinutes: number): SignInFailure {
  if (!isServiceError(e)) return { reason: `Sign-in failed: ${e instanceof Error ? e.message : String(e)}`, attemptsLeft: null };
  switch (e.kind) {
    case 'unauthenticated':
      if (e.reason === 'auth_blocked') {
        return { reason: 'Too many failed sign-ins: the service blocks this email for a while. Try again in 15 minutes.', attemptsLeft: null };
      }
      return { reason: 'The email, password or account ID is wrong.', attemptsLeft: null };
    case 'rate_limited':
      return { reason: `Too many sign-ins today. Try again after ${localHourMinute(e.retryAt, offsetMinutes)}.`, attemptsLeft: 0 };
    case 'network':
    case 'timeout':
      return { reason: 'The service cannot be reached. Check the address and your connection.', attemptsLeft: null };
    default:
      return { reason: `Sign-in failed: ${e.message}`, attemptsLeft: null };
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
