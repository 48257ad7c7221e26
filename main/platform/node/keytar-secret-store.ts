// The session record in the operating system's keychain, through the keytar API
// (@github/keytar: prebuilt N-API binaries; on Linux it talks to the Secret Service over
// D-Bus through libsecret). The module is loaded at the first call, not at import, so a
// missing native addon or a missing libsecret becomes a KeychainError the shell can act on
// (fall back, and tell the user) instead of a crash at start.
//
// Every call races a timeout: on Linux, a locked keyring on a machine with a display shows
// a password prompt and the call waits until someone answers it, possibly forever. The
// native call cannot be cancelled; it keeps a libuv worker thread until it ends, so a caller
// that saw a timeout should stop using this store for the run (secret-store-choice.ts does).
// Measured here (Node 20, gnome-keyring 42 under Xvfb): while such a call waits on the
// prompt, neither process.exit nor process.reallyExit ends the process (Node joins its
// worker threads at exit); only a signal does. `stuckCalls` tells the shell.

import { createRequire } from 'node:module';
import type { SecretStore } from '../../core/ports.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** The part of the keytar API this store uses; tests pass a typed fake. */
export type KeytarApi = Pick<typeof import('@github/keytar'), 'getPassword' | 'setPassword' | 'deletePassword'>;

export type KeychainErrorKind =
  /** The keychain did not answer in time (on Linux: usually locked, waiting on a prompt). */
  | 'timeout'
  /** There is no keychain to talk to: the native module, libsecret, the session bus or the Secret Service is missing. */
  | 'unavailable'
  /** The keychain answered with an error (a locked or missing keyring, a refused write). */
  | 'failed';

export type KeychainOperation = 'get' | 'set' | 'delete' | 'probe';

/** A keychain call that did not succeed. The message says what to do; it never holds the secret. */
/**
 * `message` is for the person (the settings screen shows it): what happened and what to do,
 * in plain words. `detail` is the keychain library's own text, for the log only.
 */
export class KeychainError extends Error {
  override readonly name = 'KeychainError';
  constructor(
    readonly kind: KeychainErrorKind,
    readonly operation: KeychainOperation,
    message: string,
    readonly detail: string = '',
    /** The message in the words of any language: Settings says it again after a change of language. */
    readonly say?: (i18n: I18n) => string,
  ) {
    super(message);
  }
}

/** Arms a timer that calls `fire` after `ms`; returns what cancels it. Injected by tests. */
export type ScheduleTimeout = (fire: () => void, ms: number) => () => void;

const realTimeout: ScheduleTimeout = (fire, ms) => {
  const t = setTimeout(fire, ms);
  // The timer must not be what keeps a process alive; a pending native call already does.
  t.unref();
  return () => clearTimeout(t);
};

export interface KeytarSecretStoreOptions {
  /** The keychain entry's service name. Default 'Stint'. */
  readonly service?: string;
  /** The keychain entry's account name. Default 'session'. */
  readonly account?: string;
  /** Each call's limit. Default 3000 ms. */
  readonly timeoutMs?: number;
  /** The keytar module; default: what `load` answers at the first call. */
  readonly keytar?: KeytarApi;
  /** Loads the module at the first call; default: require('@github/keytar'). May throw. */
  readonly load?: () => KeytarApi;
  /** Default process.platform; decides the words of `description` and of the errors. */
  readonly platform?: NodeJS.Platform;
  /** The words of `description` and of the errors (the person reads them); English when none is given. */
  readonly i18n?: I18n;
  readonly scheduleTimeout?: ScheduleTimeout;
  /**
   * Ends a call this store gave up on (keytar-process.ts: its child is killed). Without it the
   * call keeps its worker thread until it ends, and with it the process's exit (stuckCalls).
   */
  readonly abandon?: () => void;
}

export const DEFAULT_KEYCHAIN_TIMEOUT_MS = 3_000;

/**
 * How long a keychain call may take. On Linux a locked keyring with no one to answer its
 * prompt waits forever, so the wait is short; on macOS and Windows a prompt ("allow Stint
 * to use this item") is the person's to answer, so it gets a minute.
 */
export function keychainTimeoutMs(platform: NodeJS.Platform): number {
  return platform === 'darwin' || platform === 'win32' ? 60_000 : DEFAULT_KEYCHAIN_TIMEOUT_MS;
}

/** The keychain's name as a person knows it on this system. */
export function keychainName(platform: NodeJS.Platform, i18n: I18n = sourceWords()): string {
  switch (platform) {
    case 'darwin':
      return i18n._({ id: 'keychain.name.mac', message: 'the macOS Keychain' });
    case 'win32':
      return i18n._({ id: 'keychain.name.windows', message: 'Windows Credential Manager' });
    case 'linux':
    case 'freebsd':
    case 'openbsd':
      return i18n._({ id: 'keychain.name.linux', message: 'the system keyring (Secret Service: GNOME Keyring or KWallet)' });
    default:
      return i18n._({ id: 'keychain.name.other', message: 'the system keychain' });
  }
}

// GLib's and D-Bus's words for "there is no bus" or "nobody owns org.freedesktop.secrets".
const NO_SERVICE = /autolaunch D-Bus|dbus-launch|Could not connect|DBUS_SESSION_BUS_ADDRESS|ServiceUnknown|was not provided by any \.service files|Spawn\./i;

// The module did not load where it runs (keytar-process.ts loads it in a child, and says so in these words).
const NOT_LOADED = /^Failed to load keytar/;

function loadKeytar(): KeytarApi {
  // createRequire: the module is CommonJS with a native addon, and must stay out of any bundle.
  return createRequire(import.meta.url)('@github/keytar') as KeytarApi;
}

function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.split('\n')[0]!.trim() || 'no detail';
}

export class KeytarSecretStore implements SecretStore {
  readonly description: string;
  readonly service: string;
  readonly account: string;
  readonly timeoutMs: number;
  private readonly platform: NodeJS.Platform;
  private readonly i18n: I18n;
  private readonly schedule: ScheduleTimeout;
  private readonly load: () => KeytarApi;
  private readonly abandon: (() => void) | undefined;
  private api: KeytarApi | KeychainError | undefined;
  private stuck = 0;

  constructor(options: KeytarSecretStoreOptions = {}) {
    this.service = options.service ?? 'Stint';
    this.account = options.account ?? 'session';
    this.timeoutMs = options.timeoutMs ?? DEFAULT_KEYCHAIN_TIMEOUT_MS;
    this.platform = options.platform ?? process.platform;
    this.schedule = options.scheduleTimeout ?? realTimeout;
    this.api = options.keytar;
    this.load = options.load ?? loadKeytar;
    this.abandon = options.abandon;
    this.i18n = options.i18n ?? sourceWords();
    this.description = keychainName(this.platform, this.i18n);
  }

  /** Which keychain, in the words of `i18n` (its errors stay in the words it was made with). */
  describe(i18n: I18n): string {
    return keychainName(this.platform, i18n);
  }

  /**
   * Calls that timed out and have not ended since. While one is pending, the process cannot
   * exit normally: Node waits for its worker thread at exit (process.exit included), so a
   * shell that sees a stuck call should end itself with a signal once its data is saved.
   */
  get stuckCalls(): number {
    return this.stuck;
  }

  get(): Promise<string | null> {
    return this.call('get', null, (k) => k.getPassword(this.service, this.account));
  }

  set(value: string): Promise<void> {
    return this.call('set', value, (k) => k.setPassword(this.service, this.account, value));
  }

  async delete(): Promise<void> {
    // keytar answers false when there was nothing to delete: the outcome the caller wanted.
    await this.call('delete', null, (k) => k.deletePassword(this.service, this.account));
  }

  /**
   * Whether this keychain can keep the session, in one call limited by the timeout: a read,
   * and when nothing is stored, a write and delete of a separate entry. A read alone is not
   * enough: GNOME Keyring answers "nothing stored" when the keyring is locked and no prompt
   * can be shown, or when there is no keyring to write to, and refuses the write after.
   * Throws a KeychainError saying why not.
   */
  probe(): Promise<void> {
    const probeAccount = `${this.account}.probe`;
    return this.call('probe', null, async (k) => {
      if ((await k.getPassword(this.service, this.account)) !== null) return;
      await k.setPassword(this.service, probeAccount, 'probe');
      await k.deletePassword(this.service, probeAccount);
    });
  }

  private module(operation: KeychainOperation): KeytarApi {
    if (this.api === undefined) {
      try {
        this.api = this.load();
      } catch (e) {
        this.api = this.error('unavailable', operation, (i18n) => this.notLoadedWords(i18n), firstLine(e));
      }
    }
    if (this.api instanceof KeychainError) throw new KeychainError(this.api.kind, operation, this.api.message, this.api.detail, this.api.say);
    return this.api;
  }

  private call<T>(operation: KeychainOperation, secret: string | null, run: (k: KeytarApi) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const cancel = this.schedule(() => {
        if (settled) return;
        settled = true;
        this.stuck += 1;
        reject(this.timedOut(operation));
        this.abandon?.();
      }, this.timeoutMs);
      const finish = (outcome: () => void) => {
        if (settled) {
          this.stuck -= 1; // the call that timed out has ended after all
          return;
        }
        settled = true;
        cancel();
        outcome();
      };
      // A synchronous throw (keytar checks its arguments before the native call) rejects too.
      Promise.resolve()
        .then(() => run(this.module(operation)))
        .then(
          (value) => finish(() => resolve(value)),
          (e: unknown) => finish(() => reject(this.failed(operation, e, secret))),
        );
    });
  }

  private notLoadedWords(i18n: I18n): string {
    return this.platform === 'linux'
      ? i18n._({ id: 'keychain.notLoadedLinux', message: 'Stint could not load its keychain module. On Linux it needs libsecret-1-0 (apt install libsecret-1-0). Reinstalling Stint may fix this.' })
      : i18n._({ id: 'keychain.notLoaded', message: 'Stint could not load its keychain module. Reinstalling Stint may fix this.' });
  }

  /** A KeychainError worded in this store's language, and able to word itself in any other. */
  private error(kind: KeychainErrorKind, operation: KeychainOperation, say: (i18n: I18n) => string, detail = ''): KeychainError {
    return new KeychainError(kind, operation, say(this.i18n), detail, say);
  }

  private timedOut(operation: KeychainOperation): KeychainError {
    const values = (i18n: I18n) => ({ keychain: capitalized(keychainName(this.platform, i18n)), seconds: String(Math.round(this.timeoutMs / 100) / 10), linux: this.platform === 'linux' ? 'yes' : 'no', item: this.service });
    // Signing out: the session may still be kept there, and would sign the person in again.
    return this.error('timeout', operation, (i18n) =>
      operation === 'delete'
        ? i18n._({ id: 'keychain.timeoutDelete', message: "{keychain} did not answer within {seconds} s.{linux, select, yes { It may be locked and waiting for its password.} other {}} Stint's session may still be kept there: unlock it and sign out again, or remove the item \"{item}\" from it.", values: values(i18n) })
        : i18n._({ id: 'keychain.timeout', message: '{keychain} did not answer within {seconds} s.{linux, select, yes { It may be locked and waiting for its password.} other {}} Unlock it, then restart Stint to keep your session there.', values: values(i18n) }),
    );
  }

  private failed(operation: KeychainOperation, e: unknown, secret: string | null): KeychainError {
    if (e instanceof KeychainError) return e;
    let detail = firstLine(e);
    if (secret) detail = detail.split(secret).join('[secret]');
    if (NOT_LOADED.test(detail)) return this.error('unavailable', operation, (i18n) => this.notLoadedWords(i18n), detail);
    if (NO_SERVICE.test(detail)) {
      return this.error(
        'unavailable',
        operation,
        (i18n) =>
          this.platform === 'linux'
            ? i18n._({ id: 'keychain.noServiceLinux', message: "No keyring service answered on the session bus. Start your desktop's keyring (GNOME Keyring or KWallet) to keep your session between runs." })
            : i18n._({ id: 'keychain.noService', message: '{keychain} is not reachable. Sign in to your desktop session normally to keep your session between runs.', values: { keychain: capitalized(keychainName(this.platform, i18n)) } }),
        detail,
      );
    }
    return this.error(
      'failed',
      operation,
      (i18n) => i18n._({ id: 'keychain.refused', message: "{keychain} refused to {operation, select, get {read} set {keep} delete {delete} other {store}} Stint's session. Check that it is unlocked, then restart Stint.", values: { keychain: capitalized(keychainName(this.platform, i18n)), operation } }),
      detail,
    );
  }
}

function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}


