// The stores of each account on plain Node (accounts/ in main/core): the first account keeps
// the ports a one-account driver built, the others get their own keychain item, settings
// file and durable records under `<dataDir>/accounts/<key>/`, and share the rest (clock,
// fetch, idle, notifier, network, the one log, locale). The focused window for the person's
// activity record is one for the person, and only the driver that records gives it (the
// Electron shell: this desktop's backend, activity/): a test or the command line that forgets
// to say opens no desktop.

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AccountPorts, ActivitySource, ActivityStore, CalendarFiles, DurableStore, Ports, SecretStore } from '../../core/ports.ts';
import { FileActivityStore } from './activity-files.ts';
import { ConfSettingsStore } from './conf-settings-store.ts';
import { FileDurableStore } from './file-durable-store.ts';
import { nodeCalendarFiles } from './calendar-file.ts';

export interface NodeAccountPortsOptions {
  /** The first account's ports: a one-account Stint's, so an upgrade finds its data. */
  readonly first: Ports;
  /** The data folder; the other accounts live in `accounts/<key>` inside it. */
  readonly dataDir: string;
  /** An account's own keychain item (one per account, never a file). */
  readonly secretsFor: (key: string) => SecretStore;
  /** An account's durable records (default: files in its folder); a test wraps them. */
  readonly durableFor?: (key: string, dir: string) => DurableStore;
  /** Local .ics files (default: read from the disk). */
  readonly calendarFiles?: CalendarFiles;
  /**
   * The focused window for the activity record: the Electron shell gives this desktop's
   * (`desktopActivitySource`), a test a scripted one. Absent or null: none (the record says it
   * cannot see windows here), so no test nor the command line reads this machine's desktop.
   */
  readonly activity?: ActivitySource | null;
  /** Where the activity record is kept (default: a file a day in `<dataDir>/activity`). */
  readonly activityStore?: ActivityStore;
  /** Asked before each write of an account's settings and durable files: the data folder's lock (data-folder-lock.ts) throws once it is lost. */
  readonly guard?: () => void;
}

/** The key `secretsFor` is asked with for the calendars' addresses: never an account's (those are `main` and `a…`). */
export const CALENDARS_SECRET_KEY = 'calendars';

/**
 * An account's keychain item: the first keeps a one-account Stint's (`session`, or the item a
 * data folder of its own uses), so an upgrade finds its token; the others add their key.
 */
export function accountKeychainItem(key: string, first = 'session'): string {
  return key === 'main' ? first : `${first}-${key}`;
}

export function accountFolder(dataDir: string, key: string): string {
  return join(dataDir, 'accounts', key);
}

export function nodeAccountPorts(options: NodeAccountPortsOptions): AccountPorts {
  const made = new Map<string, Ports>();
  const activity = options.activity ?? null;
  return {
    ...(activity ? { activity } : {}),
    activityStore: options.activityStore ?? new FileActivityStore(join(options.dataDir, 'activity'), options.guard),
    calendars: { secrets: options.secretsFor(CALENDARS_SECRET_KEY), files: options.calendarFiles ?? nodeCalendarFiles },
    portsFor(key) {
      if (key === 'main') return options.first;
      let ports = made.get(key);
      if (!ports) {
        const dir = accountFolder(options.dataDir, key);
        const { updates: _updates, ...shared } = options.first;
        const guard = options.guard ? { guard: options.guard } : {};
        ports = {
          ...shared,
          secrets: options.secretsFor(key),
          settings: new ConfSettingsStore({ cwd: dir, ...guard }),
          durable: options.durableFor?.(key, dir) ?? new FileDurableStore(join(dir, 'durable'), guard),
        };
        made.set(key, ports);
      }
      return ports;
    },
    async discard(key) {
      if (key === 'main') throw new Error("the first account's stores are never discarded");
      const ports = made.get(key) ?? this.portsFor(key);
      await ports.secrets.delete();
      made.delete(key);
      await rm(accountFolder(options.dataDir, key), { recursive: true, force: true });
    },
  };
}
