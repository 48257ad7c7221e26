// The engine's ports in the Electron shell, built for one user-data folder:
//
//   <userData>/settings.json    settings (electron-store)
//   <userData>/durable/*.json   outbox and caches
//   <userData>/session.bin      the session, only when no keychain answers and safeStorage
//                               has a real backend (encrypted)
//   <logs>/stint.log            the rotating log
//
// The session goes to the OS keychain (keytar) when it answers within its time limit, else
// to the safeStorage file, else to memory for this run (the settings screen says which).

import { join } from 'node:path';
import { systemClock, type Clock } from '../../time/clock.ts';
import type { FetchLike, IdleSource, NetworkStatus, Ports, SecretStore } from '../../core/ports.ts';
import { accountFolder, accountKeychainItem } from '../node/account-ports.ts';
import { MemorySecretStore } from '../node/memory-secret-store.ts';
import { FileDurableStore } from '../node/file-durable-store.ts';
import { offlineAwareFetch } from '../node/offline-fetch.ts';
import { keychainTimeoutMs, KeytarSecretStore } from '../node/keytar-secret-store.ts';
import { chooseSecretStore, type SecretStoreChoice } from '../node/secret-store-choice.ts';
import { openElectronIdleSource, type ElectronIdleSource } from './electron-idle-source.ts';
import { ElectronNetworkStatus } from './electron-network-status.ts';
import { ElectronNotifier } from './electron-notifier.ts';
import { ElectronSettingsStore } from './electron-settings-store.ts';
import type { BusFactory } from './linux/dbus-connection.ts';
import { openLogFile, type LogFile } from './log-file.ts';
import { heldFetch } from './held-fetch.ts';
import { netFetch } from './net-fetch.ts';
import { SafeStorageSecretStore, safeStorageFallback } from './safe-storage-secret-store.ts';
import { electronLocaleSource } from './system-locale.ts';
import type { ShellElectron } from './shell-electron.ts';
import type { DrivenSystem } from './test-hooks.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export interface ShellPortsOptions {
  readonly electron: Pick<ShellElectron, 'app' | 'net' | 'powerMonitor' | 'Notification' | 'safeStorage'>;
  readonly userData: string;
  readonly logsDir: string;
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Linux: dbus-next's system and session buses. */
  readonly buses?: { system: BusFactory; session: BusFactory };
  readonly clock?: Clock;
  /**
   * The keychain entry's account: 'session' for the person's own Stint; a data folder of
   * its own (the demo, a test) gets an entry of its own, so it never replaces or deletes
   * the person's session.
   */
  readonly keychainAccount: string;
  /** A run under the test hooks: idle, lock and the network come from the control language, not the OS. */
  readonly driven?: DrivenSystem;
  /** Asked before each write of the settings and the durable files (the data folder's lock: throws once it is lost). */
  readonly guard?: () => void;
  /**
   * The shell's words at the moment (shell-language.ts): the notifications' hint and the
   * encrypted file's words follow them; the keychain's words (its errors, why the session
   * is not there) are those of the start. English when absent.
   */
  readonly words?: () => I18n;
}


export interface ShellPorts {
  readonly ports: Ports;
  readonly logFile: LogFile;
  readonly idle: IdleSource;
  /** What the OS's idle source can detect now, told as it changes (null under the test hooks). */
  readonly idleDetection: IdleDetectionFeed | null;
  readonly network: NetworkStatus;
  readonly notifier: ElectronNotifier;
  readonly secrets: SecretStoreChoice;
  /** Keychain calls that timed out and never ended: while one waits, the process cannot exit by itself. */
  stuckKeychainCalls(): number;
  /** Another account's token store (main/core/accounts): one keychain item or file per account. */
  secretsFor(key: string): SecretStore;
  /** Lets the engine's requests go out (held-fetch.ts): called once the tray's first menu is drawn. */
  releaseNetwork(): void;
  /** Stops what the ports run by themselves (after the engine closed), the log last. */
  close(): Promise<void>;
}

export type IdleDetectionFeed = Pick<ElectronIdleSource, 'describe' | 'onDetectionChange'>;

interface SystemPorts {
  readonly idle: IdleSource;
  readonly idleDetection: IdleDetectionFeed | null;
  readonly network: NetworkStatus;
  readonly fetch: FetchLike;
  stop(): void;
}

/** Idle time, lock and the network as the OS tells them (D-Bus on Linux), and Electron's net. */
function osPorts(options: ShellPortsOptions, clock: Clock): SystemPorts {
  const { electron } = options;
  const idle = openElectronIdleSource({
    powerMonitor: electron.powerMonitor,
    platform: options.platform,
    env: options.env,
    clock,
    ...(options.buses ? { buses: options.buses } : {}),
  });
  const network = new ElectronNetworkStatus({ net: electron.net, clock });
  electron.powerMonitor.on('resume', () => network.check());
  return {
    idle,
    idleDetection: idle,
    network,
    fetch: netFetch(electron.net),
    stop: () => {
      idle.close();
      network.stop();
    },
  };
}

/** Under the test hooks: as the control language says, and offline means every request fails. */
function drivenPorts(driven: DrivenSystem, netFetchImpl: FetchLike): SystemPorts {
  return { idle: driven.idle, idleDetection: null, network: driven.network, fetch: offlineAwareFetch(driven.network, netFetchImpl), stop: () => undefined };
}

export async function openShellPorts(options: ShellPortsOptions): Promise<ShellPorts> {
  const clock = options.clock ?? systemClock;
  const { electron } = options;
  const words = options.words ?? sourceWords;
  const logFile = openLogFile({ dir: options.logsDir, clock, env: options.env, onError: (e) => console.error(`stint: the log file cannot be written: ${e.message}`) });
  const logger = logFile.logger;
  const settings = new ElectronSettingsStore({
    cwd: options.userData,
    onDamaged: (keptAt, reason) => logger.log('warn', 'settings file damaged; kept aside, defaults used', { keptAt, reason }),
    ...(options.guard ? { guard: options.guard } : {}),
  });
  const safeFile = new SafeStorageSecretStore({
    safeStorage: electron.safeStorage,
    file: join(options.userData, 'session.bin'),
    platform: options.platform,
    timeoutMs: keychainTimeoutMs(options.platform),
    words,
    onUnreadable: (reason) => logger.log('warn', 'the saved session cannot be decrypted; sign in again', { reason }),
  });
  let keychain: KeytarSecretStore | null = null;
  const secrets = await chooseSecretStore({
    keychain: () => (keychain = new KeytarSecretStore({ account: options.keychainAccount, timeoutMs: keychainTimeoutMs(options.platform), platform: options.platform, i18n: words() })),
    fallbacks: [safeStorageFallback(safeFile)],
    i18n: words(),
    onSwitch: (kind, reason, detail) => logger.log('warn', 'the session moved off the keychain', { kind, reason, detail }),
  });
  logger.log('info', 'session store chosen', { kind: secrets.kind, reason: secrets.reason, detail: secrets.detail });
  const system = options.driven ? drivenPorts(options.driven, netFetch(electron.net)) : osPorts(options, clock);
  const { idle, network } = system;
  const held = heldFetch(system.fetch, clock);
  const notifier = new ElectronNotifier({ Notification: electron.Notification, platform: options.platform, logger, words });
  return {
    ports: {
      clock,
      fetch: held.fetch,
      secrets: secrets.store,
      settings,
      durable: new FileDurableStore(join(options.userData, 'durable'), options.guard ? { guard: options.guard } : {}),
      idle,
      notifier,
      network,
      logger,
      locale: electronLocaleSource(electron.app),
    },
    logFile,
    idle,
    idleDetection: system.idleDetection,
    network,
    notifier,
    secrets,
    stuckKeychainCalls: () => keychain?.stuckCalls ?? 0,
    releaseNetwork: () => held.release(),
    // Another account's token: its own keychain item where the first's is in the keychain,
    // else its own encrypted file in its folder (never beside another account's).
    secretsFor: (key) =>
      secrets.kind === 'keychain'
        ? new KeytarSecretStore({ account: accountKeychainItem(key, options.keychainAccount), timeoutMs: keychainTimeoutMs(options.platform), platform: options.platform, i18n: words() })
        : secrets.kind === 'memory'
          ? new MemorySecretStore()
          : new SafeStorageSecretStore({
              safeStorage: electron.safeStorage,
              file: join(accountFolder(options.userData, key), 'session.bin'),
              platform: options.platform,
              timeoutMs: keychainTimeoutMs(options.platform),
              words,
              onUnreadable: (reason) => logger.log('warn', "another account's saved session cannot be decrypted; sign in to it again", { reason }),
            }),
    async close() {
      system.stop();
      await logFile.close();
    },
  };
}
