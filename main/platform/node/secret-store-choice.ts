// Where the session record lives on this machine, decided once at start and changed at most
// once during the run: the OS keychain when it can keep the session; else the first
// fallback that is available (the Electron shell passes its safeStorage file); else memory,
// for this run only, with the reason in the description the settings screen shows.
//
// A keychain that answered at start can stop answering later (a keyring locked during the
// run, a write refused: GNOME Keyring answers reads from a locked keyring with "nothing
// stored" and refuses the write). The engine treats a failed `set` as a failed sign-in, so
// the chosen store moves the session to the fallback instead and says so; the keychain is
// not called again this run (a timed-out native call still holds a worker thread). A failed
// `delete` is thrown: the token is still in the keychain, and pretending otherwise would
// sign the person back in at the next start; signing out can be tried again.

import type { SecretStore } from '../../core/ports.ts';
import { KeychainError, KeytarSecretStore } from './keytar-secret-store.ts';
import { MemorySecretStore } from './memory-secret-store.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export type SecretStoreKind = 'keychain' | 'safe-storage' | 'memory';

/** `say`: the reason in the words of any language (a later change of language says it again); absent: `reason` as it is. */
export type Availability = { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly say?: (i18n: I18n) => string };

/** A reason as found, and how to word it again in another language (absent: it stays as found). */
interface Said {
  readonly text: string;
  readonly say?: ((i18n: I18n) => string) | undefined;
}

/** A keychain store that can tell, within its own time limit, whether it can keep the session. */
export interface ProbedSecretStore extends SecretStore {
  /** Resolves when the store can keep the session; rejects with an Error whose message says why not. */
  probe(): Promise<void>;
}

/** A store used when the keychain cannot keep the session (the shell's safeStorage file). */
export interface FallbackSecretStore {
  available(): Availability | Promise<Availability>;
  readonly store: SecretStore;
}

export interface ChooseSecretStoreOptions {
  /** Makes the keychain store. Default: KeytarSecretStore with `timeoutMs`. `null`: use no keychain. */
  readonly keychain?: (() => ProbedSecretStore) | null;
  /** Tried in order when the keychain cannot keep the session. */
  readonly fallbacks?: readonly FallbackSecretStore[];
  /** The default keychain store's limit per call (its probe included). */
  readonly timeoutMs?: number;
  /** Told when the session moves off the keychain during the run (for the log: `detail` has the library's own words). */
  readonly onSwitch?: (kind: SecretStoreKind, reason: string, detail: string | null) => void;
  /** The words of what the person reads (where the session is kept and why); English when absent. The log's lines stay English. */
  readonly i18n?: I18n;
}

export interface SecretStoreChoice {
  /** The store to hand the engine; it moves off the keychain by itself if that stops answering. */
  readonly store: SecretStore;
  /** Where the session lives now. */
  readonly kind: SecretStoreKind;
  /** Why the session is not in the keychain, in words for the person; null while it is. */
  readonly reason: string | null;
  /** The keychain library's own words for it, for the log only (never shown). */
  readonly detail: string | null;
}

interface Placement {
  readonly kind: SecretStoreKind;
  readonly store: SecretStore;
  readonly reason: string | null;
  /** The reasons `reason` joins, each to be worded again in the language of the moment. */
  readonly reasons: readonly Said[];
  readonly detail: string | null;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The library's own words behind a failure, for the log. */
function detailOf(e: unknown): string {
  return e instanceof KeychainError ? e.detail || e.message : message(e);
}

/** Why the keychain failed, as the person reads it, and in any language where the keychain worded it so. */
function saidOf(e: unknown): Said {
  return { text: message(e), say: e instanceof KeychainError ? e.say : undefined };
}

/** What the settings screen says when the session is kept in memory, in the words of `i18n`. */
export function memoryDescription(reason: string, i18n: I18n = sourceWords()): string {
  return i18n._({ id: 'secrets.memoryOnly', message: 'memory only, until Stint quits: {reason} You will sign in again next time.', values: { reason } });
}

async function firstFallback(fallbacks: readonly FallbackSecretStore[], keychain: Said, keychainDetail: string | null): Promise<Placement> {
  const reasons: Said[] = [keychain];
  for (const f of fallbacks) {
    let a: Availability;
    try {
      a = await f.available();
    } catch (e) {
      a = { ok: false, reason: message(e) };
    }
    if (a.ok) return { kind: 'safe-storage', store: f.store, reason: keychain.text, reasons: [keychain], detail: keychainDetail };
    reasons.push({ text: a.reason, say: a.say });
  }
  return { kind: 'memory', store: new MemorySecretStore(), reason: reasons.map((r) => r.text).join(' '), reasons, detail: keychainDetail };
}

class ChosenSecretStore implements SecretStore {
  private leaving: Promise<void> | null = null;

  constructor(
    private placement: Placement,
    private readonly fallbacks: readonly FallbackSecretStore[],
    private readonly onSwitch: ChooseSecretStoreOptions['onSwitch'],
    private readonly i18n: I18n,
  ) {}

  get kind(): SecretStoreKind {
    return this.placement.kind;
  }

  get reason(): string | null {
    return this.placement.reason;
  }

  get detail(): string | null {
    return this.placement.detail;
  }

  get description(): string {
    return this.describe(this.i18n);
  }

  /** Where the session lives now, and why it is not in the keychain, in the words of `i18n` (a reason worded by no catalog, such as a system's error, as it was found). */
  describe(i18n: I18n): string {
    const p = this.placement;
    if (p.kind !== 'memory') return p.store.describe?.(i18n) ?? p.store.description;
    const reason = p.reasons.length > 0 ? p.reasons.map((r) => r.say?.(i18n) ?? r.text).join(' ') : i18n._({ id: 'secrets.noOtherStore', message: 'no other store was available.' });
    return memoryDescription(reason, i18n);
  }

  async get(): Promise<string | null> {
    return this.withFallback((s) => s.get());
  }

  async set(value: string): Promise<void> {
    return this.withFallback((s) => s.set(value));
  }

  async delete(): Promise<void> {
    await this.leaving;
    await this.placement.store.delete();
  }

  private async withFallback<T>(run: (s: SecretStore) => Promise<T>): Promise<T> {
    await this.leaving;
    const { kind, store } = this.placement;
    try {
      return await run(store);
    } catch (e) {
      if (kind !== 'keychain') throw e;
      this.leaving ??= this.leaveKeychain(saidOf(e), detailOf(e));
      await this.leaving;
      return run(this.placement.store);
    }
  }

  private async leaveKeychain(reason: Said, detail: string): Promise<void> {
    this.placement = await firstFallback(this.fallbacks, reason, detail);
    this.onSwitch?.(this.placement.kind, this.placement.reason ?? reason.text, detail);
  }
}

/**
 * Probes the keychain (one call, within its timeout) and returns the store that will keep
 * the session, what kind it is, and why it is not the keychain.
 */
export async function chooseSecretStore(options: ChooseSecretStoreOptions = {}): Promise<SecretStoreChoice> {
  const fallbacks = options.fallbacks ?? [];
  const i18n = options.i18n ?? sourceWords();
  const makeKeychain =
    options.keychain === undefined
      ? () => new KeytarSecretStore({ i18n, ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }) })
      : options.keychain;
  let placement: Placement;
  if (makeKeychain === null) {
    const say = (i18n: I18n): string => i18n._({ id: 'secrets.noKeychain', message: 'Stint was started without a keychain.' });
    placement = await firstFallback(fallbacks, { text: say(i18n), say }, null);
  } else {
    try {
      const keychain = makeKeychain();
      await keychain.probe();
      placement = { kind: 'keychain', store: keychain, reason: null, reasons: [], detail: null };
    } catch (e) {
      placement = await firstFallback(fallbacks, saidOf(e), detailOf(e));
    }
  }
  const store = new ChosenSecretStore(placement, fallbacks, options.onSwitch, i18n);
  return {
    store,
    get kind() {
      return store.kind;
    },
    get reason() {
      return store.reason;
    },
    get detail() {
      return store.detail;
    },
  };
}
