// The one secret record: the token, the exact User-Agent it is bound to, the service, the
// account and the user, kept together in the secret store (the token is valid only with
// that User-Agent, and the queue only for that user). Nothing here is ever copied into
// settings, the durable store, a log or a snapshot.

import { readCredentials, type Credentials } from '../../api/identity.ts';
import { isRecord } from '../json-guard.ts';

export interface SessionUser {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  /** 0 Sunday .. 6 Saturday. */
  readonly workDays: readonly number[];
  /** `HH:MM:SS` or null. */
  readonly workStartAt: string | null;
  readonly workEndAt: string | null;
}

export interface SessionRecord {
  readonly credentials: Credentials;
  readonly baseUrl: string;
  readonly user: SessionUser;
}


function readUser(v: unknown): SessionUser | undefined {
  if (!isRecord(v) || typeof v.id !== 'number' || !Number.isInteger(v.id)) return undefined;
  const time = (x: unknown) => (typeof x === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(x) ? x : null);
  return {
    id: v.id,
    name: typeof v.name === 'string' ? v.name : '',
    email: typeof v.email === 'string' ? v.email : '',
    role: typeof v.role === 'string' ? v.role : 'regular',
    workDays: Array.isArray(v.workDays) ? v.workDays.filter((d): d is number => Number.isInteger(d) && d >= 0 && d <= 6) : [],
    workStartAt: time(v.workStartAt),
    workEndAt: time(v.workEndAt),
  };
}

/** Reads the stored record; `undefined` when it is missing or unusable (then: sign in again). */
export function parseSessionRecord(raw: string | null): SessionRecord | undefined {
  if (raw === null) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(v) || v.version !== 1 || typeof v.baseUrl !== 'string') return undefined;
  const credentials = readCredentials(v.credentials);
  const user = readUser(v.user);
  if (!credentials || !user) return undefined;
  return { credentials, baseUrl: v.baseUrl, user };
}

export function serializeSessionRecord(r: SessionRecord): string {
  return JSON.stringify({ version: 1, baseUrl: r.baseUrl, credentials: r.credentials, user: r.user });
}
