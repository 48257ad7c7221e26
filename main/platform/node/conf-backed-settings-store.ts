// A SettingsStore over any `conf` instance. conf (the Node store) and electron-store (a conf
// subclass, the Electron store) keep the same file format, and both stores share this so
// they treat a damaged file and a secret the same way. conf is given no schema, defaults or
// migrations: the engine owns those (main/core/settings/settings.ts); this only keeps one JSON object.
//
// conf refuses to open a file that is not JSON. Such a file is renamed aside
// (`<name>.damaged-<n>.json`, never deleted), reported through `onDamaged` (a log line) and
// kept for `takeKeptAside` (the engine's notice: the person learns their shortcut, service
// address and reminders are gone, and where the old file is), and the settings start again
// from their defaults.

import { existsSync, renameSync } from 'node:fs';
import type Conf from 'conf';
import type { KeptAside, SettingsStore } from '../../core/ports.ts';
import { refuseSecrets } from './settings-secret-guard.ts';

export type StoredObject = Record<string, unknown>;

/** What this store uses of a conf instance (electron-store's instances are conf's too). */
export type ConfFile = Pick<Conf<StoredObject>, 'path' | 'store'>;

export interface ConfBackedOptions {
  /** Makes the conf instance; throws a SyntaxError when its file is not JSON. */
  open: () => ConfFile;
  /** The file `open` reads: the one kept aside when it cannot be opened. */
  file: string;
  onDamaged?: ((keptAt: string, reason: string) => void) | undefined;
  /** Asked before each write; throws once the data folder is no longer this process's (data-folder-lock.ts). */
  guard?: (() => void) | undefined;
}

export class ConfBackedSettingsStore implements SettingsStore {
  private conf: ConfFile;
  /** Found since the engine last asked (the file is opened before the engine exists). */
  private keptAside: KeptAside[] = [];

  constructor(private readonly backing: ConfBackedOptions) {
    this.conf = this.open();
  }

  /** The settings file. */
  get path(): string {
    return this.conf.path;
  }

  read(): unknown {
    try {
      return { ...this.conf.store };
    } catch (e) {
      if (!(e instanceof SyntaxError)) throw e;
      this.keepAside(this.conf.path, e);
      this.conf = this.open();
      return { ...this.conf.store };
    }
  }

  /** Replaces the whole object; throws SecretInSettingsError (and writes nothing) if it names a secret. */
  write(data: Readonly<Record<string, unknown>>): void {
    refuseSecrets(data);
    this.backing.guard?.();
    // A JSON copy: conf is handed plain data only, never a frozen or shared object.
    this.conf.store = JSON.parse(JSON.stringify(data)) as StoredObject;
  }

  takeKeptAside(): readonly KeptAside[] {
    return this.keptAside.splice(0);
  }

  private open(): ConfFile {
    try {
      return this.backing.open();
    } catch (e) {
      if (!(e instanceof SyntaxError)) throw e;
      this.keepAside(this.backing.file, e);
      return this.backing.open();
    }
  }

  private keepAside(path: string, e: Error): void {
    const base = path.replace(/\.json$/, '');
    let n = 1;
    while (existsSync(`${base}.damaged-${n}.json`)) n++;
    const keptAt = `${base}.damaged-${n}.json`;
    renameSync(path, keptAt);
    this.keptAside.push({ keptAt, reason: e.message });
    this.backing.onDamaged?.(keptAt, e.message);
  }
}
