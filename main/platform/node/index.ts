// The engine's ports for plain Node, built for one data directory. The tests, the browser
// harness and the command line use this; the Electron shell has its own set.
//
//   <dataDir>/settings.json     settings (conf)
//   <dataDir>/durable/*.json    outbox and caches
//   <dataDir>/stint.log         log lines (unless `log.to` says otherwise)

import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import type { Clock, DurableStore, FetchLike, LogLevel, Ports, SecretStore } from '../../core/ports.ts';
import { ConfSettingsStore } from './conf-settings-store.ts';
import { FileDurableStore } from './file-durable-store.ts';
import { intlLocaleSource } from './intl-locale-source.ts';
import { RedactingLogger } from './logger.ts';
import { ManualIdleSource } from './manual-idle-source.ts';
import { ManualNetworkStatus } from './manual-network-status.ts';
import { MemorySecretStore } from './memory-secret-store.ts';
import { MemorySettingsStore } from './memory-settings-store.ts';
import { RecordingNotifier } from './recording-notifier.ts';
import type { Language } from '../../i18n/languages.ts';

export {
  ConfSettingsStore,
  FileDurableStore,
  intlLocaleSource,
  ManualIdleSource,
  ManualNetworkStatus,
  MemorySecretStore,
  MemorySettingsStore,
  RecordingNotifier,
  RedactingLogger,
};

export interface NodePortsOptions {
  dataDir: string;
  clock: Clock;
  fetch: FetchLike;
  /** Default: the memory store. */
  secrets?: SecretStore;
  /** Default: files in `<dataDir>/durable` (a test wraps them to cut the disk off, as a crash does). */
  durable?: DurableStore;
  log?: { to?: string | DestinationStream; level?: LogLevel };
  /** The system's locale the display settings' `system` follows (default: this process's Intl default). */
  locale?: string;
  /** The languages the language setting's `system` follows, most wanted first (default: none, English). */
  languages?: readonly string[];
  /** The language the driver speaks whatever the Settings say (the command line's `--lang` or LC_*). */
  language?: Language;
  /** Asked before each write of the settings and the durable files: the data folder's lock (data-folder-lock.ts) throws once it is lost. */
  guard?: () => void;
}

/** The ports, with the concrete types a driver needs to control them. */
export interface NodePorts extends Ports {
  settings: ConfSettingsStore;
  durable: DurableStore;
  idle: ManualIdleSource;
  notifier: RecordingNotifier;
  network: ManualNetworkStatus;
  logger: RedactingLogger;
}

export function nodePorts(options: NodePortsOptions): NodePorts {
  const logger = new RedactingLogger({
    clock: options.clock,
    to: options.log?.to ?? join(options.dataDir, 'stint.log'),
    ...(options.log?.level ? { level: options.log.level } : {}),
  });
  const settings = new ConfSettingsStore({
    cwd: options.dataDir,
    onDamaged: (keptAt, reason) => logger.log('warn', 'settings file damaged; kept aside, defaults used', { keptAt, reason }),
    ...(options.guard ? { guard: options.guard } : {}),
  });
  return {
    clock: options.clock,
    fetch: options.fetch,
    secrets: options.secrets ?? new MemorySecretStore(),
    settings,
    durable: options.durable ?? new FileDurableStore(join(options.dataDir, 'durable'), options.guard ? { guard: options.guard } : {}),
    idle: new ManualIdleSource(),
    notifier: new RecordingNotifier(),
    network: new ManualNetworkStatus(),
    logger,
    locale: intlLocaleSource(options.locale, options.languages, options.language),
  };
}
