// The identity the service binds a token to. A token is valid only for the User-Agent it
// was generated with; any other User-Agent destroys it (service-interface.md,
// Authentication 4). So the User-Agent is made once, when the token is generated, and
// stored with the token; every later request sends the stored string. It must never be
// rebuilt from the running app version or Electron's default User-Agent: an upgrade would
// change it and cost the user their token.

import { randomUUID } from 'node:crypto';

export interface Credentials {
  token: string;
  /** Exactly the User-Agent sent to `/auth` when `token` was generated. */
  userAgent: string;
  accountId: string;
  email: string;
  /** Epoch ms when the token was generated. */
  createdAt: number;
}

/** A random id for this installation, made once and kept in settings. */
export function makeInstallId(): string {
  return randomUUID();
}

const SAFE = /[^\x20-\x7e]|[()]/g;

/**
 * `Stint/<appVersion> (<platform>; <installId>)`. Call it only when generating a token,
 * then store the result in `Credentials.userAgent`.
 */
export function makeUserAgent(appVersion: string, platform: string, installId: string): string {
  const clean = (s: string) => s.replace(SAFE, '').replace(/;/g, ',').trim() || 'unknown';
  return `Stint/${clean(appVersion)} (${clean(platform)}; ${clean(installId)})`;
}

/** Reads stored credentials leniently; `undefined` when something essential is missing. */
export function readCredentials(v: unknown): Credentials | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.token !== 'string' || o.token === '') return undefined;
  if (typeof o.userAgent !== 'string' || o.userAgent === '') return undefined;
  return {
    token: o.token,
    userAgent: o.userAgent,
    accountId: typeof o.accountId === 'string' ? o.accountId : '',
    email: typeof o.email === 'string' ? o.email : '',
    createdAt: typeof o.createdAt === 'number' ? o.createdAt : 0,
  };
}
