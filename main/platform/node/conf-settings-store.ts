// The settings store on `conf` (the library under electron-store, so the Electron shell
// keeps the same file format). conf is given no schema, defaults or migrations: the
// engine owns those (main/core/settings.ts); this only keeps one JSON object.
//
// conf refuses to open a file that is not JSON. Such a file is renamed aside
// (`<name>.damaged-<n>.json`, never deleted), reported through `onDamaged`, and the
// settings start again from their defaults.

import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';
import type { SettingsStore } from '../../core/ports.ts';

export interface ConfSettingsStoreOptions {
  /** The directory of the settings file (always explicit: no per-OS default location). */
  cwd: string;
  projectName?: string;
  /** The file name without `.json`. Default `settings`. */
  configName?: string;
  onDamaged?: (keptAt: string, reason: string) => void;
}

type Store = Record<string, unknown>;

export class ConfSettingsStore implements SettingsStore {
  private conf: Conf<Store>;

  constructor(private readonly options: ConfSettingsStoreOptions) {
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

  write(data: Readonly<Record<string, unknown>>): void {
    // A JSON copy: conf is handed plain data only, never a frozen or shared object.
    this.conf.store = JSON.parse(JSON.stringify(data)) as Store;
  }

  private make(): Conf<Store> {
    return new Conf<Store>({
      cwd: this.options.cwd,
      projectName: this.options.projectName ?? 'stint',
      configName: this.options.configName ?? 'settings',
      clearInvalidConfig: false,
    });
  }

  private open(): Conf<Store> {
    try {
      return this.make();
    } catch (e) {
      if (!(e instanceof SyntaxError)) throw e;
      this.keepAside(join(this.options.cwd, `${this.options.configName ?? 'settings'}.json`), e);
      return this.make();
    }
  }

  private keepAside(path: string, e: Error): void {
    const base = path.replace(/\.json$/, '');
    let n = 1;
    while (existsSync(`${base}.damaged-${n}.json`)) n++;
    const keptAt = `${base}.damaged-${n}.json`;
    renameSync(path, keptAt);
    this.options.onDamaged?.(keptAt, e.message);
  }
}
