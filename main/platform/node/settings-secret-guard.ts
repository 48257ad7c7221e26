// The settings file is plain JSON in the user's profile, read by anything that can read
// the profile and copied by backups: a token or a password must never reach it. The engine
// already strips such keys (main/core/settings/settings.ts); this is the store's own refusal, so a
// mistake anywhere above it fails loudly instead of leaving a secret on disk.

import { isRecord } from '../../core/json-guard.ts';

/** Key names refused at any depth: the same words the engine strips from settings. */
const SECRET_KEY = /token|password|passwd|secret/i;

/** A settings object was refused because it holds a key that names a secret. */
export class SecretInSettingsError extends Error {
  readonly kind = 'secret-in-settings';
  /** Dotted paths of the refused keys (`lastSignIn.token`); never their values. */
  readonly paths: readonly string[];

  constructor(paths: readonly string[]) {
    super(`settings never hold a token, password or secret; refused: ${paths.join(', ')}`);
    this.name = 'SecretInSettingsError';
    this.paths = paths;
  }
}

function secretPaths(v: unknown, at: readonly string[]): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => secretPaths(x, [...at, String(i)]));
  if (!isRecord(v)) return [];
  return Object.entries(v).flatMap(([k, x]) => (SECRET_KEY.test(k) ? [[...at, k].join('.')] : secretPaths(x, [...at, k])));
}

/** Throws SecretInSettingsError when `data` holds a secret-named key anywhere. */
export function refuseSecrets(data: unknown): void {
  const paths = secretPaths(data, []);
  if (paths.length > 0) throw new SecretInSettingsError(paths);
}
