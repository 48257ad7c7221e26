// Where the command line keeps each account's session: as the app does, in the OS keychain
// (keytar), one item per account, so the next run is signed in without a password; memory
// for this run only when no keychain answers, with the reason. The items are the app's own
// on the app's data folder ('session', 'session-<key>'); another folder (`--data-dir`) gets
// items of its own ('session:<folder>'), as the app started on that folder does
// (STINT_USER_DATA_DIR), so two folders never share or delete each other's sessions.
// keytar runs in a process of its own (keytar-process.ts): a keyring that never answers costs
// the run its bound (3 s on Linux), and the run still exits when its commands are done.

import { resolve } from 'node:path';
import type { SecretStore } from '../core/ports.ts';
import { accountKeychainItem } from '../platform/node/account-ports.ts';
import { keychainTimeoutMs, KeytarSecretStore } from '../platform/node/keytar-secret-store.ts';
import { processKeytar } from '../platform/node/keytar-process.ts';
import { MemorySecretStore } from '../platform/node/memory-secret-store.ts';
import { chooseSecretStore } from '../platform/node/secret-store-choice.ts';
import type { I18n } from '../i18n/words.ts';

export interface CliSessions {
  /** The first account's session. */
  readonly first: SecretStore;
  /** Another account's (and the calendars' addresses): its own item beside the first's. */
  secretsFor(key: string): SecretStore;
  /** Where the sessions are kept, in words for the first lines of a run. */
  readonly words: string;
}

/** The keychain item of the first account on `dataDir`: the app's own on its folder. */
export function keychainAccountFor(dataDir: string, appDataDir: string): string {
  const dir = resolve(dataDir);
  return dir === resolve(appDataDir) ? 'session' : `session:${dir}`;
}

export async function openCliSessions(dataDir: string, appDataDir: string, platform: NodeJS.Platform, i18n: I18n): Promise<CliSessions> {
  const account = keychainAccountFor(dataDir, appDataDir);
  const timeoutMs = keychainTimeoutMs(platform);
  // In a process of its own: a call that never ends is ended at its bound, and this run exits.
  const keytar = processKeytar();
  const make = (item: string) => new KeytarSecretStore({ account: item, timeoutMs, platform, keytar, abandon: keytar.abandon, i18n });
  const chosen = await chooseSecretStore({ keychain: () => make(account), i18n });
  const inKeychain = chosen.kind === 'keychain';
  return {
    first: chosen.store,
    secretsFor: (key) => (inKeychain ? make(accountKeychainItem(key, account)) : new MemorySecretStore()),
    words: inKeychain
      ? i18n._({ id: 'cli.sessions.keychain', message: 'Sessions are kept in {keychain}, one item per account: the next run is signed in.', values: { keychain: chosen.store.description } })
      : chosen.reason !== null
        ? i18n._({ id: 'cli.sessions.memoryWhy', message: 'Sessions are kept in memory only: {why} You will sign in again next time.', values: { why: chosen.reason } })
        : i18n._({ id: 'cli.sessions.memory', message: 'Sessions are kept in memory only: no keychain answered. You will sign in again next time.' }),
  };
}
