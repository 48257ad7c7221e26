// The shell's second choice for the session record, when the keychain cannot keep it:
// Electron's safeStorage encrypts it (its key kept by the macOS Keychain, Windows DPAPI, or
// a Linux keyring) and the ciphertext lives in one file in the app's folder, written
// atomically and readable by its owner only.
//
// On Linux, safeStorage without a keyring encrypts with a fixed, public password (backend
// 'basic_text'): that only obscures the token, so this store says it is unavailable there
// and the session stays in memory instead. Before the app is ready the backend reads
// 'unknown': also unavailable (ask after `app.whenReady()`).
//
// The async API is used: Electron 45 deprecates the synchronous one (encryptString,
// decryptString, isEncryptionAvailable), and it was removed in Electron 46.
// No runtime import of electron: main.ts passes `safeStorage` in.

import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SafeStorage } from 'electron';
import writeFileAtomic from 'write-file-atomic';
import type { SecretStore } from '../../core/ports.ts';
import type { Availability, FallbackSecretStore } from '../node/secret-store-choice.ts';
import type { ScheduleTimeout } from '../node/keytar-secret-store.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** The part of Electron's safeStorage this store uses; tests pass a typed fake. */
export type SafeStorageApi = Pick<SafeStorage, 'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'>;

export interface SafeStorageSecretStoreOptions {
  readonly safeStorage: SafeStorageApi;
  /** The ciphertext's file, e.g. `<userData>/session.bin`. Its folder is made (owner only) when missing. */
  readonly file: string;
  /** Default process.platform. */
  readonly platform?: NodeJS.Platform;
  /**
   * Told when the file exists but cannot be decrypted (damaged, or the key is gone): `get`
   * then answers null (the person signs in again) and the file is left as it is, so a key
   * that comes back can still read it and the next sign-in replaces it.
   */
  readonly onUnreadable?: (reason: string) => void;
  /**
   * Each safeStorage call's limit. Electron's async encryptor can wait on the same keyring
   * prompt the keychain timed out on (and `isAsyncEncryptionAvailable` never answers false
   * before it is ready), so an unanswered call counts as "not available". Default 3000 ms.
   */
  readonly timeoutMs?: number;
  readonly scheduleTimeout?: ScheduleTimeout;
  /** The words of the moment for what the person reads (the description, why it is not available); English when absent. */
  readonly words?: () => I18n;
}

const realTimeout: ScheduleTimeout = (fire, ms) => {
  const t = setTimeout(fire, ms);
  t.unref();
  return () => clearTimeout(t);
};

function isNotFound(e: unknown): boolean {
  return (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

function firstLine(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
}

export class SafeStorageSecretStore implements SecretStore {
  readonly file: string;
  private readonly safe: SafeStorageApi;
  private readonly platform: NodeJS.Platform;
  private readonly onUnreadable: ((reason: string) => void) | undefined;
  private readonly timeoutMs: number;
  private readonly schedule: ScheduleTimeout;
  private readonly words: () => I18n;
  // One operation at a time, in the order asked: the last write wins, a read sees it.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: SafeStorageSecretStoreOptions) {
    this.safe = options.safeStorage;
    this.file = options.file;
    this.platform = options.platform ?? process.platform;
    this.onUnreadable = options.onUnreadable;
    this.timeoutMs = options.timeoutMs ?? 3_000;
    this.schedule = options.scheduleTimeout ?? realTimeout;
    this.words = options.words ?? sourceWords;
  }

  /** `call()`, or a rejection once the limit passes without an answer. */
  private limited<T>(call: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const i18n = this.words();
      const cancel = this.schedule(() => reject(new Error(i18n._({ id: 'safeStorage.timeout', message: "Electron's encrypted storage did not answer within {seconds} s (a keyring waiting to be unlocked?)", values: { seconds: String(this.timeoutMs / 1000) } }))), this.timeoutMs);
      call().then(
        (v) => {
          cancel();
          resolve(v);
        },
        (e: unknown) => {
          cancel();
          reject(e);
        },
      );
    });
  }

  get description(): string {
    return this.describe(this.words());
  }

  /** Where the session is kept, in the words of `i18n`. */
  describe(i18n: I18n): string {
    switch (this.platform) {
      case 'darwin':
        return i18n._({ id: 'safeStorage.name.mac', message: 'an encrypted file, its key in the macOS Keychain' });
      case 'win32':
        return i18n._({ id: 'safeStorage.name.windows', message: 'an encrypted file, protected by your Windows sign-in' });
      case 'linux':
        return this.safe.getSelectedStorageBackend().startsWith('kwallet')
          ? i18n._({ id: 'safeStorage.name.kwallet', message: 'an encrypted file, its key in KWallet' })
          : i18n._({ id: 'safeStorage.name.linux', message: 'an encrypted file, its key in the system keyring (Secret Service)' });
      default:
        return i18n._({ id: 'safeStorage.name.other', message: 'an encrypted file (Electron safeStorage)' });
    }
  }

  /** Whether this store really protects the session here; when not, why, in words for the settings screen. */
  async available(): Promise<Availability> {
    // Each reason with its wording, so that a later change of language words it again (secret-store-choice.ts).
    const no = (say: (i18n: I18n) => string): Availability => ({ ok: false, reason: say(this.words()), say });
    try {
      if (this.platform === 'linux') {
        const backend = this.safe.getSelectedStorageBackend();
        if (backend === 'basic_text') {
          return no((i18n) => i18n._({ id: 'safeStorage.noKeyring', message: "Electron's encrypted storage found no keyring on this desktop (it would only obscure the token, not protect it)." }));
        }
        if (backend === 'unknown') {
          return no((i18n) => i18n._({ id: 'safeStorage.tooEarly', message: "Electron's encrypted storage was asked before the app was ready." }));
        }
      }
      if (!(await this.limited(() => this.safe.isAsyncEncryptionAvailable()))) {
        return no((i18n) => i18n._({ id: 'safeStorage.unavailable', message: "Electron's encrypted storage is not available on this system." }));
      }
      return { ok: true };
    } catch (e) {
      const reason = firstLine(e);
      return no((i18n) => i18n._({ id: 'safeStorage.notChecked', message: "Electron's encrypted storage could not be checked ({reason}).", values: { reason } }));
    }
  }

  get(): Promise<string | null> {
    return this.inOrder(async () => {
      let ciphertext: Buffer;
      try {
        ciphertext = await readFile(this.file);
      } catch (e) {
        if (isNotFound(e)) return null;
        throw e;
      }
      let plain: string;
      let again: boolean;
      try {
        const d = await this.limited(() => this.safe.decryptStringAsync(ciphertext));
        plain = d.result;
        again = d.shouldReEncrypt;
      } catch (e) {
        this.onUnreadable?.(`the saved session in ${this.file} could not be decrypted (${firstLine(e)}); sign in again to replace it`);
        return null;
      }
      // The key was rotated: keep the session under the new one. Failing that, the old
      // ciphertext still decrypts, so the read stands.
      if (again) await this.write(plain).catch(() => undefined);
      return plain;
    });
  }

  set(value: string): Promise<void> {
    return this.inOrder(() => this.write(value));
  }

  delete(): Promise<void> {
    return this.inOrder(() => rm(this.file, { force: true }));
  }

  private async write(value: string): Promise<void> {
    const ciphertext = await this.limited(() => this.safe.encryptStringAsync(value));
    await mkdir(dirname(this.file), { recursive: true, mode: 0o700 });
    await writeFileAtomic(this.file, ciphertext, { mode: 0o600 });
  }

  private inOrder<T>(op: () => Promise<T>): Promise<T> {
    const run = this.queue.then(op, op);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** This store as a fallback for `chooseSecretStore`. */
export function safeStorageFallback(store: SafeStorageSecretStore): FallbackSecretStore {
  return { available: () => store.available(), store };
}
